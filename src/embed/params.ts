// The embed's URL parameters, read into options or a clear error value. Pure: no DOM.
// Values from the URL are only ever compared, parsed as numbers or shown as text.
import { bad, seedName, sourceOf, type ParamError, type Source } from './source.ts';

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

function flag(value: string | null): boolean | null {
  if (value === null) return null;
  if (['1', 'on', 'true', 'yes', ''].includes(value)) return true;
  if (['0', 'off', 'false', 'no'].includes(value)) return false;
  return null;
}

/** Read `?example=…&step=…` (with or without '?') and the fragment (the text after '#'). */
export function parseParams(search: string, fragment: string): Parsed {
  const read = sourceOf(search, fragment);
  if (!read.ok) return read;
  const source = read.value;
  const q = new URLSearchParams(search);
  const stepText = q.get('step');
  let step = 1;
  if (stepText !== null) {
    if (!/^\d{1,4}$/.test(stepText) || Number(stepText) < 1) return bad('step', stepText);
    step = Number(stepText);
  }
  const flags: Record<'captions' | 'controls' | 'hints' | 'edit', boolean> = { captions: true, controls: true, hints: true, edit: editsByDefault(source) };
  for (const name of ['captions', 'controls', 'hints', 'edit'] as const) {
    const value = q.get(name);
    if (value === null) continue;
    const f = flag(value);
    if (f === null) return bad(name, value);
    flags[name] = f;
  }
  const autoText = q.get('autoplay');
  let autoplay = 0;
  if (autoText !== null) {
    const off = flag(autoText) === false;
    const n = Number(autoText);
    if (!off && !(/^\d{1,2}(\.\d{1,2})?$/.test(autoText) && n >= 1 && n <= MAX_AUTOPLAY)) return bad('autoplay', autoText);
    autoplay = off ? 0 : n;
  }
  const theme = q.get('theme') ?? 'auto';
  if (theme !== 'light' && theme !== 'dark' && theme !== 'auto') return bad('theme', theme);
  return { ok: true, value: { source, step, ...flags, autoplay, theme } };
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
