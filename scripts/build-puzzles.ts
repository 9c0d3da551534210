// The curated puzzle set: 25 puzzles per variant key and kind, from fixed seeds, so a rebuild
// gives the same ids and puzzles. `node scripts/build-puzzles.ts` writes
// src/content/puzzles/puzzles.json (the full puzzles), public/puzzles.json (for reuse) and
// src/content/puzzles/themes.json (the themes each variant key and kind has, for the trainer's filters);
// `--check` exits 1 when the committed files differ from a fresh generation.
// A puzzle that changes gets a new number: its old id is retired (src/content/puzzles/retired.json, with
// the puzzle offered instead) and never used again. `--retire` compares a fresh generation with the
// committed set and retires every id whose puzzle changed (run it after changing the generator).
// `--per-group N` writes N puzzles per group instead of 25 (for a scale check in a scratch copy).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SPECIAL_TYPES } from '../src/engine/index.ts';
import { ALL_VARIANT_KEYS, generate, kindsFor, type Band, type Puzzle, type PuzzleKind, type VariantKey } from '../src/puzzles/index.ts';

export const PER_GROUP = 25;
const BANDS: readonly Band[] = ['easy', 'medium', 'hard'];
const root = dirname(dirname(fileURLToPath(import.meta.url)));
const CONTENT = `${root}/src/content/puzzles/puzzles.json`;
const PUBLIC = `${root}/public/puzzles.json`;
const RETIRED = `${root}/src/content/puzzles/retired.json`;
const THEMES = `${root}/src/content/puzzles/themes.json`;

/** A retired id and the curated puzzle offered in its place (same variant and kind, nearest rating). */
export interface Retired {
  readonly id: string;
  readonly next: string;
}

/** The fixed seed of the n-th puzzle of a group (FNV-1a of its name): stable across rebuilds. */
export function curatedSeed(key: VariantKey, kind: PuzzleKind, n: number): number {
  const name = `${key}/${kind}/${n}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export function curatedId(key: VariantKey, kind: PuzzleKind, n: number): string {
  return `${key}-${kind}-${String(n).padStart(4, '0')}`;
}

/** The number in a curated id (`basic-where-0012`: 12). */
export const curatedNumber = (id: string): number => Number(id.split('-').pop());

/** The committed list of retired ids. */
export const readRetired = (): Retired[] => JSON.parse(read(RETIRED) ?? '[]') as Retired[];

/** jubilaeum: the special card the n-th puzzle of a group turns on (each card in turn, so every one is in the set). */
export const curatedSpecial = (key: VariantKey, n: number) => (key === 'jubilaeum' ? { special: SPECIAL_TYPES[(n - 1) % SPECIAL_TYPES.length] } : {});

/** The n-th puzzle of a group (null: not even a fallback; never for the curated seeds). */
const nth = (key: VariantKey, kind: PuzzleKind, n: number): Puzzle | null =>
  generate(key, kind, curatedSeed(key, kind, n), { band: BANDS[n % 3], id: curatedId(key, kind, n), ...curatedSpecial(key, n) });

/**
 * Every group, each with a spread of bands (easy, medium, hard in turn where the group has them); jubilaeum last,
 * so the older ids keep their places. Retired numbers are skipped: the group takes the next numbers instead.
 */
export function buildSet(retired: ReadonlySet<string> = new Set(), candidate = nth, perGroup = PER_GROUP): Puzzle[] {
  const out: Puzzle[] = [];
  for (const key of ALL_VARIANT_KEYS) {
    for (const kind of kindsFor(key)) {
      for (let n = 1, made = 0; made < perGroup; n++) {
        if (retired.has(curatedId(key, kind, n))) continue;
        const puzzle = candidate(key, kind, n);
        if (!puzzle) continue; // every attempt rejected (rare): the group takes the next number
        out.push(puzzle);
        made++;
      }
    }
  }
  return out;
}

/** The same puzzle for the reader: position, question (new optional fields aside) and answer. */
function samePuzzle(a: Puzzle, b: Puzzle): boolean {
  const question = (p: Puzzle) => { const { takeRow: _, ...rest } = p.question as Puzzle['question'] & { takeRow?: unknown }; return rest; };
  return JSON.stringify([a.scenario, question(a), a.answer]) === JSON.stringify([b.scenario, question(b), b.answer]);
}

/**
 * The ids of `old` whose puzzle a fresh generation changes (added to `retired`), each with the new puzzle of its
 * variant and kind nearest in rating (each new puzzle offered for as few retired ids as it can).
 */
export function retire(old: readonly Puzzle[], retired: readonly Retired[]): { set: Puzzle[]; retired: Retired[] } {
  const gone = new Set(retired.map((r) => r.id));
  const before = new Map(old.map((p) => [p.id, p]));
  const cache = new Map<string, Puzzle | null>();
  const candidate = (key: VariantKey, kind: PuzzleKind, n: number) => {
    const id = curatedId(key, kind, n);
    if (!cache.has(id)) cache.set(id, nth(key, kind, n));
    return cache.get(id) ?? null;
  };
  for (const p of old) {
    const [key, kind, n] = [p.variant, p.kind, curatedNumber(p.id)];
    const fresh = candidate(key, kind, n);
    if (!fresh || !samePuzzle(fresh, p)) gone.add(p.id);
  }
  const set = buildSet(gone, candidate);
  const added = set.filter((p) => !before.has(p.id));
  const offered = new Map<string, number>();
  const out = [...retired];
  for (const id of [...gone].filter((g) => !retired.some((r) => r.id === g)).sort()) {
    const was = before.get(id);
    const group = added.filter((p) => was && p.variant === was.variant && p.kind === was.kind);
    const pool = group.length ? group : set.filter((p) => was && p.variant === was.variant && p.kind === was.kind);
    const rating = was?.difficulty.rating ?? 1500;
    const score = (p: Puzzle) => Math.abs(p.difficulty.rating - rating) + 400 * (offered.get(p.id) ?? 0);
    const next = [...pool].sort((a, b) => score(a) - score(b) || a.id.localeCompare(b.id))[0];
    if (!next) throw new Error(`nothing to offer for ${id}`);
    offered.set(next.id, (offered.get(next.id) ?? 0) + 1);
    out.push({ id, next: next.id });
  }
  return { set, retired: out.sort((a, b) => a.id.localeCompare(b.id)) };
}

/** The themes each variant key has, per kind and in all (only themes some curated puzzle has). */
export function themesByKey(set: readonly Puzzle[]): Record<string, Record<string, string[]>> {
  const out: Record<string, Record<string, Set<string>>> = {};
  for (const p of set) {
    const key = (out[p.variant] ??= {});
    for (const group of [p.kind, 'all']) for (const t of p.themes) (key[group] ??= new Set()).add(t);
  }
  return Object.fromEntries(Object.entries(out).map(([k, kinds]) => [k, Object.fromEntries(Object.entries(kinds).map(([kind, ts]) => [kind, [...ts].sort()]))]));
}

/** One puzzle a line: readable diffs, smaller than pretty-printed JSON. */
const asJson = (items: readonly unknown[]): string => `[\n${items.map((p) => JSON.stringify(p)).join(',\n')}\n]\n`;

/** The published list: what others need to reuse a puzzle (no generator seed). */
const publicView = (p: Puzzle) => ({ id: p.id, variant: p.variant, kind: p.kind, difficulty: p.difficulty, themes: p.themes, scenario: p.scenario, question: p.question, answer: p.answer, ...(p.reason ? { reason: p.reason } : {}) });

function read(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

function main(args: readonly string[]): number {
  let retired = readRetired();
  let set: Puzzle[];
  if (args.includes('--retire')) {
    ({ set, retired } = retire(JSON.parse(read(CONTENT) ?? '[]') as Puzzle[], retired));
  } else {
    // --per-group N: a bigger set, for measuring how the build grows (scripts/scale-check.mjs); never committed.
    const at = args.indexOf('--per-group');
    set = buildSet(new Set(retired.map((r) => r.id)), nth, at >= 0 ? Number(args[at + 1]) : PER_GROUP);
  }
  const files: [string, string][] = [
    [CONTENT, asJson(set)],
    [PUBLIC, asJson(set.map(publicView))],
    [RETIRED, asJson(retired)],
    [THEMES, `${JSON.stringify(themesByKey(set), null, 1)}\n`],
  ];
  if (args.includes('--check')) {
    const stale = files.filter(([path, text]) => read(path) !== text).map(([path]) => path.slice(root.length + 1));
    if (stale.length) {
      console.error(`puzzles out of date: ${stale.join(', ')}; run node scripts/build-puzzles.ts`);
      return 1;
    }
    console.log(`puzzles up to date (${set.length} puzzles, ${retired.length} retired ids)`);
    return 0;
  }
  for (const [path, text] of files) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  console.log(`wrote ${set.length} puzzles (${retired.length} retired ids) to ${files.map(([p]) => p.slice(root.length + 1)).join(', ')}`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.slice(2));
