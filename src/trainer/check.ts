// `check` from src/puzzles/solve.ts, on its own. solve.ts imports the engine's barrel, and with
// it the bundler puts the scenario parser and the Anniversary replay on the trainer page (about
// 3 KB gzip over its budget). This copy imports nothing at run time; tests/unit/trainer/check.test.ts
// keeps it equal to the original on every puzzle the trainer shows and every alternative answer.
// To drop it: move `check` into a module of its own in src/puzzles/ and import that here.
import type { Card } from '../engine/cards.ts';
import type { Answer, CheckResult, Destination, Puzzle } from '../puzzles/types.ts';

const sameCards = (a: readonly Card[] | null, b: readonly Card[] | null): boolean => {
  if (a === null || b === null) return a === b;
  if (a.length !== b.length) return false;
  const x = [...a].sort((m, n) => m - n);
  const y = [...b].sort((m, n) => m - n);
  return x.every((c, i) => c === y[i]);
};

const sameOrder = (a: readonly Card[] | undefined, b: readonly Card[]): boolean => a !== undefined && a.length === b.length && a.every((c, i) => c === b[i]);

const sameDestination = (a: Destination, b: Destination | undefined): boolean =>
  b !== undefined && a.row === b.row && a.side === b.side && a.stack === b.stack && sameCards(a.takes, b.takes) && a.position === b.position;

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
    // The Anniversary's kind is not in the trainer yet (see isShown in pick.ts): never judged here.
    parts = [false];
  } else {
    parts = [given.kind === 'which-row' && given.row === truth.row];
    if (truth.order) parts.push(given.kind === 'which-row' && sameOrder(given.order, truth.order));
  }
  return { correct: parts.length > 0 && parts.every(Boolean), parts };
}
