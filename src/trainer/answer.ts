// The reader answers a puzzle part by part; each part is judged by the puzzles' `check` (which
// compares with the engine's answer; see check.ts for why a copy), never by a rule of ours.
import type { Card } from '../engine/cards.ts';
import type { Side } from '../engine/types.ts';
import { check } from '../puzzles/check.ts';
import type { Answer, Destination, Puzzle } from '../puzzles/types.ts';

/** One placement as the reader gives it: a row, a side (profi), a stack (doppel), and whether it takes. */
export interface PlacementPick {
  readonly row: number;
  readonly side: Side;
  readonly stack: boolean;
  readonly take: boolean;
}

/** What the reader gives for one part of a puzzle. */
export type PartValue =
  | { readonly kind: 'place'; readonly pick: PlacementPick }
  | { readonly kind: 'count'; readonly value: number }
  | { readonly kind: 'card'; readonly card: Card }
  | { readonly kind: 'row'; readonly row: number }
  | { readonly kind: 'first'; readonly card: Card };

export type Judged = Pick<Puzzle, 'answer' | 'question' | 'scenario'>;

/** How many parts a puzzle's answer has: a placement, a player, the card, or the row (and order). */
export function partCount(p: Judged): number {
  const a = p.answer;
  if (a.kind === 'where') return a.placements.length;
  if (a.kind === 'who-takes') return Object.keys(a.bullheads).length;
  if (a.kind === 'which-row') return a.order ? 2 : 1;
  return 1;
}

/** The part a player at `index` answers in a who-takes puzzle. */
export const playerOf = (p: Judged, index: number): string => (p.answer.kind === 'who-takes' ? (Object.keys(p.answer.bullheads)[index] ?? '') : '');

/**
 * A destination from the reader's pick. The reader only confirms that the card takes a row; which
 * cards that are is the row as it lies then, which the engine knows: when the pick names the
 * engine's row and the engine's card takes, those are the cards; otherwise the row as dealt
 * stands in (the answer is then wrong in its row or in taking at all).
 */
function destinationOf(p: Judged, index: number, pick: PlacementPick): Destination {
  const truth = p.answer.kind === 'where' ? p.answer.placements[index] : undefined;
  let takes: readonly Card[] | null = null;
  if (pick.take) takes = truth && truth.takes && truth.row === pick.row ? truth.takes : (p.scenario.rows[pick.row - 1] ?? []);
  return { row: pick.row, side: pick.side, stack: pick.stack, takes };
}

/** The full answer with the reader's value at `index` and the engine's everywhere else. */
function answerWith(p: Judged, index: number, value: PartValue): Answer | null {
  const a = p.answer;
  if (a.kind === 'where' && value.kind === 'place') {
    return { kind: 'where', placements: a.placements.map((d, i) => (i === index ? destinationOf(p, index, value.pick) : d)) };
  }
  if (a.kind === 'who-takes' && value.kind === 'count') return { kind: 'who-takes', bullheads: { ...a.bullheads, [playerOf(p, index)]: value.value } };
  if (a.kind === 'safe-card' && value.kind === 'card') return { kind: 'safe-card', card: value.card };
  if (a.kind === 'which-row' && value.kind === 'row' && index === 0) return { ...a, row: value.row };
  if (a.kind === 'which-row' && value.kind === 'first' && index === 1 && a.order) {
    const [x, y] = a.order;
    const other = value.card === x ? y : x;
    return { ...a, order: other === undefined ? [value.card] : [value.card, other] };
  }
  return null;
}

/** Is the reader's value for part `index` right? */
export function judgePart(p: Judged, index: number, value: PartValue): boolean {
  const answer = answerWith(p, index, value);
  return answer !== null && check(p, answer).parts[index] === true;
}

/** The right value of part `index`, to show with the solution. */
export function rightPart(p: Judged, index: number): PartValue | null {
  const a = p.answer;
  if (a.kind === 'where') {
    const d = a.placements[index];
    return d ? { kind: 'place', pick: { row: d.row, side: d.side, stack: d.stack, take: d.takes !== null } } : null;
  }
  if (a.kind === 'who-takes') return { kind: 'count', value: a.bullheads[playerOf(p, index)] ?? 0 };
  if (a.kind === 'safe-card') return { kind: 'card', card: a.card };
  if (a.kind !== 'which-row') return null;
  if (index === 0) return { kind: 'row', row: a.row };
  const first = a.order?.[0];
  return first === undefined ? null : { kind: 'first', card: first };
}
