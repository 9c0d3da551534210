// Judging an answer against a puzzle's stored answer. Imports nothing at run time, so the
// trainer can judge answers without loading the engine or the solver.
import type { Card } from '../engine/cards.ts';
import type { SpecialPlay } from '../engine/specials.ts';
import type { Answer, CheckResult, Destination, Puzzle } from './types.ts';

export const sameCards = (a: readonly Card[] | null, b: readonly Card[] | null): boolean => {
  if (a === null || b === null) return a === b;
  if (a.length !== b.length) return false;
  const x = [...a].sort((m, n) => m - n);
  const y = [...b].sort((m, n) => m - n);
  return x.every((c, i) => c === y[i]);
};

const sameOrder = (a: readonly Card[] | undefined, b: readonly Card[]): boolean => a !== undefined && a.length === b.length && a.every((c, i) => c === b[i]);

const sameDestination = (a: Destination, b: Destination | undefined): boolean =>
  b !== undefined && a.row === b.row && a.side === b.side && a.stack === b.stack && sameCards(a.takes, b.takes) && a.position === b.position;

/** Two lists of destinations alike, card by card. */
export const sameDestinations = (a: readonly Destination[], b: readonly Destination[]): boolean => a.length === b.length && a.every((d, i) => sameDestination(d, b[i]));

/** The same special card played the same way (row, position, card, target row). */
export const sameSpecial = (a: SpecialPlay, b: SpecialPlay): boolean => {
  const x = a as Partial<Record<'type' | 'row' | 'position' | 'card' | 'toRow', unknown>>;
  const y = b as Partial<Record<'type' | 'row' | 'position' | 'card' | 'toRow', unknown>>;
  return x.type === y.type && x.row === y.row && x.position === y.position && x.card === y.card && x.toRow === y.toRow;
};

/** Parts of a special answer: the number card, the special card, its details. */
function checkSpecial(truth: Extract<Answer, { kind: 'special' }>, given: Answer): boolean[] {
  if (given.kind !== 'special') return [false, false, false];
  return [given.card === truth.card, given.special.type === truth.special.type, sameSpecial(given.special, truth.special)];
}

/** Which parts of `given` are right (compared with the puzzle's answer). A wrong kind is wrong everywhere. */
export function check(puzzle: Pick<Puzzle, 'answer'>, given: Answer): CheckResult {
  const truth = puzzle.answer;
  let parts: boolean[];
  if (truth.kind === 'where') {
    parts = truth.placements.map((d, i) => given.kind === 'where' && given.placements.length === truth.placements.length && sameDestination(d, given.placements[i]));
  } else if (truth.kind === 'who-takes') {
    parts = Object.keys(truth.bullheads).map((p) => given.kind === 'who-takes' && given.bullheads[p] === truth.bullheads[p]);
  } else if (truth.kind === 'safe-card') {
    parts = [given.kind === 'safe-card' && given.card === truth.card];
  } else if (truth.kind === 'special') {
    parts = checkSpecial(truth, given);
  } else {
    parts = [given.kind === 'which-row' && given.row === truth.row];
    if (truth.order) parts.push(given.kind === 'which-row' && sameOrder(given.order, truth.order));
  }
  return { correct: parts.length > 0 && parts.every(Boolean), parts };
}
