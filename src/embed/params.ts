// The embed's URL parameters, read into options or a clear error value, and where the build keeps
// the boards they name. Pure: no DOM.
// Values from the URL are only ever compared, parsed as numbers or shown as text.
import type { PuzzleKind, VariantKey } from '../puzzles/types.ts';

export type Source =
  /** `fragment`: the text after '#', the scenario as the codec wrote it. */
  | { readonly kind: 'fragment'; readonly fragment: string }
  | { readonly kind: 'example'; readonly id: string }
  | { readonly kind: 'puzzle'; readonly id: string }
  | { readonly kind: 'seed'; readonly key: VariantKey; readonly puzzleKind: PuzzleKind; readonly seed: number };

export type DataKind = 'example' | 'puzzle' | 'seed';
/**
 * Where the build puts each official example and the seed maps (one small file each), and the
 * curated puzzles: one file per variant, the trainer's (a file per puzzle would be thousands).
 */
export const dataPath = (what: DataKind, name: string) => (what === 'puzzle' ? `/puzzles/${name}.json` : `/embed-data/${what}s/${name}.json`);

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

export type ParamErrorCode = 'no-source' | 'two-sources' | 'bad-value';
export interface ParamError {
  readonly code: ParamErrorCode;
  /** `name`: the parameter; `value`: what was given, cut short, shown as text only. */
  readonly params: Readonly<Record<string, string>>;
}
export type Parsed = { ok: true; value: EmbedOptions } | { ok: false; error: ParamError };
export type SourceRead = { ok: true; value: Source } | { ok: false; error: ParamError };

export const MAX_STEP = 9999;
export const MAX_AUTOPLAY = 60;
const ID = /^[a-z0-9][a-z0-9-]{0,79}$/;
// The variant key and kind are checked against the build's index (load.ts), not a list here.
const SEED = /^seed:([a-z0-9-]{1,20}):([a-z-]{1,20}):(\d{1,10})$/;

const shown = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value);
const bad = (name: string, value: string): { ok: false; error: ParamError } => ({ ok: false, error: { code: 'bad-value', params: { name, value: shown(value) } } });

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

/**
 * Which board an address names: a curated puzzle (`?puzzle=`, by id or seed), an official example
 * (`?example=`) or the scenario in its fragment (the text after '#', '' for none). The embed and
 * the editor's load field both read links through here, so a link means the same in both.
 */
export function sourceOf(search: string, fragment: string): SourceRead {
  const q = new URLSearchParams(search); // takes any string, never throws
  const example = q.get('example');
  const puzzle = q.get('puzzle');
  if (example !== null && puzzle !== null) return { ok: false, error: { code: 'two-sources', params: {} } };
  if (example !== null) return ID.test(example) ? { ok: true, value: { kind: 'example', id: example } } : bad('example', example);
  if (puzzle !== null) {
    const seeded = puzzle.startsWith('seed:') ? seedSource(puzzle) : null;
    if (seeded) return { ok: true, value: seeded };
    return ID.test(puzzle) ? { ok: true, value: { kind: 'puzzle', id: puzzle } } : bad('puzzle', puzzle);
  }
  if (fragment) return { ok: true, value: { kind: 'fragment', fragment } };
  return { ok: false, error: { code: 'no-source', params: {} } };
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
  const board = source.kind === 'fragment' || source.kind === 'example';
  const flags: Record<'captions' | 'controls' | 'hints' | 'edit', boolean> = { captions: true, controls: true, hints: true, edit: board };
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
  if (source.kind === 'seed') q.set('puzzle', `seed:${source.key}:${source.puzzleKind}:${source.seed}`);
  if (options.step && options.step > 1) q.set('step', String(options.step));
  for (const name of ['captions', 'controls', 'hints'] as const) if (options[name] === false) q.set(name, '0');
  // The edit link's default depends on what is shown (parseParams): only the other way round is written.
  const board = source.kind === 'fragment' || source.kind === 'example';
  if (options.edit !== undefined && options.edit !== board) q.set('edit', options.edit ? '1' : '0');
  if (options.autoplay) q.set('autoplay', String(options.autoplay));
  if (options.theme && options.theme !== 'auto') q.set('theme', options.theme);
  const text = q.toString();
  return text ? `?${text}` : '';
}
