// Retired puzzle ids (a puzzle that changed got a new number; its old id is never used again) and the
// puzzle each one leads to, as written by scripts/build-puzzles.ts. Small: pages and islands may import it.
import retired from '../content/puzzles/retired.json' with { type: 'json' };

export interface RetiredId {
  readonly id: string;
  /** The curated puzzle offered instead: same variant and kind, about as hard. */
  readonly next: string;
}

export const RETIRED: readonly RetiredId[] = retired;

const NEXT: ReadonlyMap<string, string> = new Map(RETIRED.map((r) => [r.id, r.next]));

/** The puzzle a retired id leads to, or null for an id that was never retired. */
export const retiredNext = (id: string): string | null => NEXT.get(id) ?? null;

/** Ids of a stored list (progress, review) without the retired ones, in order. */
export const withoutRetired = (ids: readonly string[]): string[] => ids.filter((id) => !NEXT.has(id));
