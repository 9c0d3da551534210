// The embed's URL parameters, read into options or a clear error value. Pure: no DOM.
// Values from the URL are only ever compared, parsed as numbers or shown as text.
import { seedName, sourceOf, type ParamError, type Source } from './source.ts';

export type Theme = 'light' | 'dark' | 'auto';

export interface EmbedOptions {
  readonly source: Source;
  /** Starting step, from 1. */
  readonly step: number;
  readonly captions: boolean;
  readonly controls: boolean;
  /** Seconds between steps; 0 = no autoplay. */
  readonly autoplay: number;
  readonly hints: boolean;
  readonly theme: Theme;
  /** The "Edit this board" link to the editor: on for boards, off for puzzles (it would show the answer) unless asked. */
  readonly edit: boolean;
}

export type Parsed = { ok: true; value: EmbedOptions } | { ok: false; error: ParamError };

export const MAX_STEP = 9999;
export const MAX_AUTOPLAY = 60;

/** A board (shared or official) offers "Edit this board" unless told not to; a puzzle only when asked, as the editor shows its answer. */
const editsByDefault = (source: Source) => source.kind === 'fragment' || source.kind === 'example';

/** An on/off option: its value read, or `fallback` when it is missing or not a word for on or off. */
function flag(value: string | null, fallback: boolean): boolean {
  if (['1', 'on', 'true', 'yes', ''].includes(value as string)) return true;
  if (['0', 'off', 'false', 'no'].includes(value as string)) return false;
  return fallback;
}

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);

/**
 * Read `?example=…&step=…` (with or without '?') and the fragment (the text after '#'). Only the
 * source can fail: an option the embed cannot read keeps its default and one out of range is
 * clamped, so a typo in an option never hides a valid board (the board clamps a step past its end).
 */
export function parseParams(search: string, fragment: string): Parsed {
  const read = sourceOf(search, fragment);
  if (!read.ok) return read;
  const source = read.value;
  const q = new URLSearchParams(search);
  // No number (NaN), none given (Number(null) is 0) or 0: the default, the first step or no autoplay.
  const seconds = Number(q.get('autoplay'));
  const theme = q.get('theme');
  return {
    ok: true,
    value: {
      source,
      step: clamp(Math.trunc(Number(q.get('step'))) || 1, 1, MAX_STEP),
      captions: flag(q.get('captions'), true),
      controls: flag(q.get('controls'), true),
      hints: flag(q.get('hints'), true),
      edit: flag(q.get('edit'), editsByDefault(source)),
      autoplay: seconds > 0 ? clamp(seconds, 1, MAX_AUTOPLAY) : 0,
      theme: theme === 'light' || theme === 'dark' ? theme : 'auto',
    },
  };
}

/** The query string of a set of options (the teachers' page and tests build links with it). */
export function embedQuery(source: Source, options: Partial<Omit<EmbedOptions, 'source'>> = {}): string {
  const q = new URLSearchParams();
  if (source.kind === 'example') q.set('example', source.id);
  if (source.kind === 'puzzle') q.set('puzzle', source.id);
  if (source.kind === 'seed') q.set('puzzle', seedName(source));
  if (options.step && options.step > 1) q.set('step', String(options.step));
  for (const name of ['captions', 'controls', 'hints'] as const) if (options[name] === false) q.set(name, '0');
  // The edit link's default depends on what is shown: only the other way round is written.
  if (options.edit !== undefined && options.edit !== editsByDefault(source)) q.set('edit', options.edit ? '1' : '0');
  if (options.autoplay) q.set('autoplay', String(options.autoplay));
  if (options.theme && options.theme !== 'auto') q.set('theme', options.theme);
  const text = q.toString();
  return text ? `?${text}` : '';
}
