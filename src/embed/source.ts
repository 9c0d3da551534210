// Which board an address names, read the same way by the embed (its own address) and by the
// editor (a link pasted into its load field, or its own address); and where the build keeps it.
// Pure: no DOM. Values from the URL are only ever compared, parsed as numbers or shown as text.
import type { PuzzleKind, VariantKey } from '../puzzles/types.ts';

export type Source =
  /** `fragment`: the text after '#', the scenario as the codec wrote it. */
  | { readonly kind: 'fragment'; readonly fragment: string }
  | { readonly kind: 'example'; readonly id: string }
  | { readonly kind: 'puzzle'; readonly id: string }
  | { readonly kind: 'seed'; readonly key: VariantKey; readonly puzzleKind: PuzzleKind; readonly seed: number };

export type ParamErrorCode = 'no-source' | 'two-sources' | 'bad-value';
export interface ParamError {
  readonly code: ParamErrorCode;
  /** `name`: the parameter; `value`: what was given, cut short, shown as text only. */
  readonly params: Readonly<Record<string, string>>;
}
export type SourceRead = { ok: true; value: Source } | { ok: false; error: ParamError };

export type DataKind = 'example' | 'puzzle' | 'seed';
/**
 * Where the build puts each official example and the seed maps (one small file each), and the
 * curated puzzles: one file per variant, the trainer's (a file per puzzle would be thousands).
 */
export const dataPath = (what: DataKind, name: string) => (what === 'puzzle' ? `/puzzles/${name}.json` : `/embed-data/${what}s/${name}.json`);

const ID = /^[a-z0-9][a-z0-9-]{0,79}$/;
// The variant key and kind are checked against the build's index (load.ts), not a list here.
const SEED = /^seed:([a-z0-9-]{1,20}):([a-z-]{1,20}):(\d{1,10})$/;

const shown = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value);
export const bad = (name: string, value: string): { ok: false; error: ParamError } => ({ ok: false, error: { code: 'bad-value', params: { name, value: shown(value) } } });

export type SeedSource = Extract<Source, { kind: 'seed' }>;
/** A seed as an address names it: `seed:basic:where:12345` (read back by seedSource). */
export const seedName = (s: SeedSource) => `seed:${s.key}:${s.puzzleKind}:${s.seed}`;
/** The name of the seed map that holds a seed's puzzle id (`dataPath('seed', …)`): one per variant key and kind. */
export const seedMap = (s: SeedSource) => `${s.key}-${s.puzzleKind}`;

/** The curated puzzle id a seed map gives a seed; null for none (no such seed, or no id). */
export function seedId(map: unknown, seed: number): string | null {
  const found = typeof map === 'object' && map !== null && !Array.isArray(map) && Object.hasOwn(map, String(seed)) ? (map as Record<string, unknown>)[String(seed)] : undefined;
  return typeof found === 'string' && /^[a-z0-9-]{1,80}$/.test(found) ? found : null;
}

function seedSource(value: string): SeedSource | null {
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
