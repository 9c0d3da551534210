// The daily puzzle from the curated set: the same for everyone on a date.
import curated from '../content/puzzles/puzzles.json' with { type: 'json' };
import { dailyIndex, isIsoDate } from './day.ts';
import type { Puzzle } from './types.ts';

/** The curated set, as built by scripts/build-puzzles.ts. */
export const CURATED: readonly Puzzle[] = curated as unknown as Puzzle[];

/** The puzzle of a date (YYYY-MM-DD); null for anything that is not a date. */
export function dailyPuzzle(date: string, puzzles: readonly Puzzle[] = CURATED): Puzzle | null {
  if (!isIsoDate(date) || puzzles.length === 0) return null;
  return puzzles[dailyIndex(date, puzzles.length)] ?? null;
}
