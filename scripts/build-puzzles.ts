// The curated puzzle set: 25 puzzles per variant key and kind, from fixed seeds, so a rebuild
// gives the same ids and puzzles. `node scripts/build-puzzles.ts` writes
// src/content/puzzles/puzzles.json (the full puzzles) and public/puzzles.json (for reuse);
// `--check` exits 1 when the committed files differ from a fresh generation.
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

/** jubilaeum: the special card the n-th puzzle of a group turns on (each card in turn, so every one is in the set). */
export const curatedSpecial = (key: VariantKey, n: number) => (key === 'jubilaeum' ? { special: SPECIAL_TYPES[(n - 1) % SPECIAL_TYPES.length] } : {});

/** Every group, each with a spread of bands (easy, medium, hard in turn where the group has them); jubilaeum last, so the older ids keep their places. */
export function buildSet(): Puzzle[] {
  const out: Puzzle[] = [];
  for (const key of ALL_VARIANT_KEYS) {
    for (const kind of kindsFor(key)) {
      for (let n = 1; n <= PER_GROUP; n++) {
        const puzzle = generate(key, kind, curatedSeed(key, kind, n), { band: BANDS[n % 3], id: curatedId(key, kind, n), ...curatedSpecial(key, n) });
        if (!puzzle) throw new Error(`no puzzle for ${curatedId(key, kind, n)}`);
        out.push(puzzle);
      }
    }
  }
  return out;
}

/** One puzzle a line: readable diffs, smaller than pretty-printed JSON. */
const asJson = (items: readonly unknown[]): string => `[\n${items.map((p) => JSON.stringify(p)).join(',\n')}\n]\n`;

/** The published list: what others need to reuse a puzzle (no generator seed). */
const publicView = (p: Puzzle) => ({ id: p.id, variant: p.variant, kind: p.kind, difficulty: p.difficulty, themes: p.themes, scenario: p.scenario, question: p.question, answer: p.answer });

function read(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

function main(args: readonly string[]): number {
  const set = buildSet();
  const files: [string, string][] = [[CONTENT, asJson(set)], [PUBLIC, asJson(set.map(publicView))]];
  if (args.includes('--check')) {
    const stale = files.filter(([path, text]) => read(path) !== text).map(([path]) => path.slice(root.length + 1));
    if (stale.length) {
      console.error(`puzzles out of date: ${stale.join(', ')}; run node scripts/build-puzzles.ts`);
      return 1;
    }
    console.log(`puzzles up to date (${set.length} puzzles)`);
    return 0;
  }
  for (const [path, text] of files) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  console.log(`wrote ${set.length} puzzles to ${files.map(([p]) => p.slice(root.length + 1)).join(' and ')}`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.slice(2));
