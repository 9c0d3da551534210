// Choosing puzzles: variant, kind, difficulty and themes over the index, and the other modes.
import { PUZZLE_KINDS, VARIANT_KEYS, type Band } from '../../puzzles/types.ts';
import type { Mode } from '../../machines/trainer.ts';
import { filtered, shownKinds, themesOf, type Entry, type Filters, type ShownKey, type ShownKind } from '../../trainer/pick.ts';
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
  const kinds = f.variant ? shownKinds(f.variant) : PUZZLE_KINDS;
  const value = (e: Event) => (e.currentTarget as HTMLSelectElement).value;
  const toggle = (theme: string, on: boolean) => setFilters({ ...f, themes: on ? [...f.themes, theme] : f.themes.filter((x) => x !== theme) });
  return (
    <form class="trainer-chooser" onSubmit={(e) => { e.preventDefault(); start('pick'); }}>
      <fieldset>
        <legend>{t('trainer.choose')}</legend>
        <div class="trainer-filters">
          <label>
            {t('trainer.filter.variant')}
            <select name="variant" value={f.variant} onChange={(e) => setFilters({ ...f, variant: value(e) as ShownKey | '' })}>
              <option value="">{t('trainer.filter.any')}</option>
              {VARIANT_KEYS.map((k) => <option value={k}>{variantLabel(t, k)}</option>)}
            </select>
          </label>
          <label>
            {t('trainer.filter.kind')}
            <select name="kind" value={f.kind} onChange={(e) => setFilters({ ...f, kind: value(e) as ShownKind | '' })}>
              <option value="">{t('trainer.filter.any')}</option>
              {kinds.map((k) => <option value={k}>{kindLabel(t, k)}</option>)}
            </select>
          </label>
          <label>
            {t('trainer.filter.band')}
            <select name="band" value={f.band} onChange={(e) => setFilters({ ...f, band: value(e) as Band | '' })}>
              <option value="">{t('trainer.filter.any')}</option>
              {BANDS.map((b) => <option value={b}>{t(`trainer.band.${b}`)}</option>)}
            </select>
          </label>
        </div>
        <details class="trainer-themes">
          <summary>{t('trainer.filter.themes')}</summary>
          <div>
            {themesOf(index).map((theme) => (
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
