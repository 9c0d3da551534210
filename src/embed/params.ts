// The embed's URL parameters, read into options or a clear error value. Pure: no DOM.
// Values from the URL are only ever compared, parsed as numbers or shown as text.
import type { PuzzleKind, VariantKey } from '../puzzles/types.ts';

export type Source =
  | { readonly kind: 'fragment' }
  | { readonly kind: 'example'; readonly id: string }
  | { readonly kind: 'puzzle'; readonly id: string }
  | { readonly kind: 'seed'; readonly key: VariantKey; readonly puzzleKind: PuzzleKind; readonly seed: number };

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
}

export type ParamErrorCode = 'no-source' | 'two-sources' | 'bad-value';
export interface ParamError {
  readonly code: ParamErrorCode;
  /** `name`: the parameter; `value`: what was given, cut short, shown as text only. */
  readonly params: Readonly<Record<string, string>>;
}
export type Parsed = { ok: true; value: EmbedOptions } | { ok: false; error: ParamError };

export const MAX_STEP = 9999;
export const MAX_AUTOPLAY = 60;
const ID = /^[a-z0-9][a-z0-9-]{0,79}$/;
// The variant key and kind are checked against the build's index (load.ts), not a list here.
const SEED = /^seed:([a-z0-9-]{1,20}):([a-z-]{1,20}):(\d{1,10})$/;

const shown = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value);
const bad = (name: string, value: string): Parsed => ({ ok: false, error: { code: 'bad-value', params: { name, value: shown(value) } } });

function flag(value: string | null): boolean | null {
  if (value === null) return null;
  if (['1', 'on', 'true', 'yes', ''].includes(value)) return true;
  if (['0', 'off', 'false', 'no'].includes(value)) return false;
  return null;
}

function seedSource(value: string): Source | null {
  const m = SEED.exec(value);
  if (!m) return null;
  const [, key, kind, digits] = m as unknown as [string, string, string, string];
  const seed = Number(digits);
  if (seed > 0xffffffff) return null;
  return { kind: 'seed', key: key as VariantKey, puzzleKind: kind as PuzzleKind, seed };
}

/** Read `?example=…&step=…` (with or without '?'); `hasFragment`: a scenario follows '#'. */
export function parseParams(search: string, hasFragment: boolean): Parsed {
  const q = new URLSearchParams(search); // takes any string, never throws
  const example = q.get('example');
  const puzzle = q.get('puzzle');
  if (example !== null && puzzle !== null) return { ok: false, error: { code: 'two-sources', params: {} } };
  let source: Source;
  if (example !== null) {
    if (!ID.test(example)) return bad('example', example);
    source = { kind: 'example', id: example };
  } else if (puzzle !== null) {
    const seeded = puzzle.startsWith('seed:') ? seedSource(puzzle) : null;
    if (seeded) source = seeded;
    else if (ID.test(puzzle)) source = { kind: 'puzzle', id: puzzle };
    else return bad('puzzle', puzzle);
  } else if (hasFragment) {
    source = { kind: 'fragment' };
  } else {
    return { ok: false, error: { code: 'no-source', params: {} } };
  }

  const stepText = q.get('step');
  let step = 1;
  if (stepText !== null) {
    if (!/^\d{1,4}$/.test(stepText) || Number(stepText) < 1) return bad('step', stepText);
    step = Number(stepText);
  }
  const flags: Record<'captions' | 'controls' | 'hints', boolean> = { captions: true, controls: true, hints: true };
  for (const name of ['captions', 'controls', 'hints'] as const) {
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
  if (source.kind === 'seed') q.set('puzzle', `seed:${source.key}:${source.puzzleKind}:${source.seed}`);
  if (options.step && options.step > 1) q.set('step', String(options.step));
  for (const name of ['captions', 'controls', 'hints'] as const) if (options[name] === false) q.set(name, '0');
  if (options.autoplay) q.set('autoplay', String(options.autoplay));
  if (options.theme && options.theme !== 'auto') q.set('theme', options.theme);
  const text = q.toString();
  return text ? `?${text}` : '';
}
