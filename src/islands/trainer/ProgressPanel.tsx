// The reader's progress: tallies per variant and theme, and export/import as a JSON file.
import { useState } from 'preact/hooks';
import { download } from '../download.ts';
import { exportText, parseProgressText, type Progress, type Refusal, type Tally } from '../../trainer/progress.ts';
import { themeLabel, variantLabel, type T } from './text.ts';

interface Props {
  t: T;
  progress: Progress;
  keep: (p: Progress) => void;
  refused: (r: Refusal) => string;
}

export function ProgressPanel({ t, progress, keep, refused }: Props) {
  const [message, setMessage] = useState<string | null>(null);
  const save = () => download('bullheads-progress.json', new Blob([exportText(progress)], { type: 'application/json' }));
  const upload = async (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    // Only a file that parses as ours replaces the progress; anything else is refused untouched.
    const parsed = parseProgressText(file.size > 1_000_000 ? '' : await file.text());
    if (parsed.ok) {
      keep(parsed.progress);
      setMessage(t('trainer.imported'));
    } else setMessage(refused(parsed.reason));
  };
  const variants = Object.entries(progress.byVariant);
  const themes = Object.entries(progress.byTheme);
  return (
    <section class="trainer-progress" aria-labelledby="trainer-progress-title">
      <h2 id="trainer-progress-title">{t('trainer.progress')}</h2>
      {variants.length === 0 ? <p>{t('trainer.progress.none')}</p> : (
        <>
          <TallyTable t={t} caption={t('trainer.progress.byVariant')} rows={variants.map(([k, v]) => [variantLabel(t, k), v])} />
          <TallyTable t={t} caption={t('trainer.progress.byTheme')} rows={themes.map(([k, v]) => [themeLabel(t, k), v])} />
        </>
      )}
      <p class="trainer-files">
        <button type="button" class="trainer-button" onClick={save}>{t('trainer.export')}</button>
        <label class="trainer-button trainer-file">
          {t('trainer.import')}
          <input type="file" accept="application/json,.json" onChange={upload} />
        </label>
      </p>
      {message && <p class="trainer-notice" role="status">{message}</p>}
    </section>
  );
}

function TallyTable({ t, caption, rows }: { t: T; caption: string; rows: [string, Tally][] }) {
  return (
    <table class="trainer-tally">
      <caption>{caption}</caption>
      <thead>
        <tr><th scope="col">{t('trainer.progress.name')}</th><th scope="col">{t('trainer.progress.solved')}</th><th scope="col">{t('trainer.progress.clean')}</th><th scope="col">{t('trainer.progress.missed')}</th></tr>
      </thead>
      <tbody>
        {rows.map(([name, v]) => <tr><th scope="row">{name}</th><td>{v.solved}</td><td>{v.clean}</td><td>{v.missed}</td></tr>)}
      </tbody>
    </table>
  );
}
