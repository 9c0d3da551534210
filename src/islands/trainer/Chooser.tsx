// Choosing puzzles: variant, kind, difficulty and themes over the index, and the other modes.
import type { Band } from '../../puzzles/types.ts';
import type { Mode } from '../../machines/trainer.ts';
import { filtered, SHOWN_KEYS, SHOWN_KINDS, shownKinds, themesOf, type Entry, type Filters, type ShownKey, type ShownKind } from '../../trainer/pick.ts';
import { kindLabel, themeLabel, variantLabel, type T } from './text.ts';

interface Props {
  t: T;
  index: readonly Entry[];
  filters: Filters;
  setFilters: (f: Filters) => void;
  start: (mode: Mode) => void;
  mistakes: number;
}

const BANDS: readonly Band[] = ['easy', 'medium', 'hard'];

export function Chooser({ t, index, filters: f, setFilters, start, mistakes }: Props) {
  const count = filtered(index, f).length;
  const kinds = f.variant ? shownKinds(f.variant) : SHOWN_KINDS;
  const toggle = (theme: string, on: boolean) => setFilters({ ...f, themes: on ? [...f.themes, theme] : f.themes.filter((x) => x !== theme) });
  return (
    <form class="trainer-chooser" onSubmit={(e) => { e.preventDefault(); start('pick'); }}>
      <fieldset>
        {/* The fold's summary shows the same words: the legend names the group for screen readers only. */}
        <legend class="visually-hidden">{t('trainer.choose')}</legend>
        <div class="trainer-filters">
          <Select t={t} name="variant" value={f.variant} options={SHOWN_KEYS.map((k) => [k, variantLabel(t, k)])} set={(v) => setFilters({ ...f, variant: v as ShownKey | '', themes: f.themes.filter((th) => themesOf(index, v as ShownKey | '').includes(th)) })} />
          <Select t={t} name="kind" value={f.kind} options={kinds.map((k) => [k, kindLabel(t, k)])} set={(v) => setFilters({ ...f, kind: v as ShownKind | '' })} />
          <Select t={t} name="band" value={f.band} options={BANDS.map((b) => [b, t(`trainer.band.${b}`)])} set={(v) => setFilters({ ...f, band: v as Band | '' })} />
        </div>
        <details class="trainer-themes">
          <summary>{t('trainer.filter.themes')}</summary>
          <div>
            {themesOf(index, f.variant).map((theme) => (
              <label class="trainer-choice">
                <input type="checkbox" name="theme" value={theme} checked={f.themes.includes(theme)} onChange={(e) => toggle(theme, (e.currentTarget as HTMLInputElement).checked)} />
                {themeLabel(t, theme)}
              </label>
            ))}
          </div>
        </details>
        <p class="trainer-count-line" aria-live="polite">{t('trainer.matches', { count })}</p>
        <button type="submit" class="trainer-button trainer-primary" data-mode="pick">{t('trainer.mode.pick')}</button>
      </fieldset>
      <p class="trainer-modes">
        <span>{t('trainer.modes')}:</span>
        <button type="button" class="trainer-button" data-mode="daily" onClick={() => start('daily')}>{t('trainer.mode.daily')}</button>
        <button type="button" class="trainer-button" data-mode="streak" onClick={() => start('streak')} title={t('trainer.streakInfo')}>{t('trainer.mode.streak')}</button>
        <button type="button" class="trainer-button" data-mode="endless" onClick={() => start('endless')} title={t('trainer.endlessInfo')}>{t('trainer.mode.endless')}</button>
        <button type="button" class="trainer-button" data-mode="review" onClick={() => start('review')}>{t('trainer.mode.review', { count: mistakes })}</button>
      </p>
    </form>
  );
}

const LABELS = { variant: 'trainer.filter.variant', kind: 'trainer.filter.kind', band: 'trainer.filter.band' } as const;

/** One filter: a labelled list with "any" first. */
function Select({ t, name, value, options, set }: { t: T; name: keyof typeof LABELS; value: string; options: [string, string][]; set: (v: string) => void }) {
  return (
    <label>
      {t(LABELS[name])}
      <select name={name} value={value} onChange={(e) => set((e.currentTarget as HTMLSelectElement).value)}>
        <option value="">{t('trainer.filter.any')}</option>
        {options.map(([v, label]) => <option value={v}>{label}</option>)}
      </select>
    </label>
  );
}
