// The scenario to replay a puzzle's solution on the example board, without the solver: the
// solver pulls in the engine's whole scenario runner, which the trainer page cannot afford.
// where/who-takes: the puzzle's turn already holds every choice. which-row: the turn lacks only
// the asked choices, which the answer gives. safe-card: the others' worst plays need the
// search, so that one comes from solve() (at build time on a puzzle's page, else on demand).
import type { Card } from '../engine/cards.ts';
import type { TakeReason } from '../engine/events.ts';
import type { NumberCardChoice } from '../engine/turn.ts';
import type { Scenario } from '../engine/scenario-types.ts';
import { runBoard } from '../machines/board-run.ts';
import type { Puzzle } from '../puzzles/types.ts';
import { offeredRows } from './answer.ts';

export function replayScenario(p: Pick<Puzzle, 'scenario' | 'question' | 'answer'>): Scenario | null {
  const { scenario: s, question: q, answer: a } = p;
  if (q.kind === 'where' || q.kind === 'who-takes') return s;
  if (q.kind !== 'which-row' || a.kind !== 'which-row') return null;
  const turn = s.turns[0];
  if (!turn) return null;
  const asked: NumberCardChoice[] = [{ card: q.card, takeRow: a.row }];
  if (a.order) asked.push({ player: q.player, order: a.order });
  if (q.toHand === 'none') asked.push({ player: q.player, toHand: [] });
  return withoutUnused({ ...s, turns: [{ ...turn, choices: [...asked, ...(turn.choices ?? [])] }] });
}

/**
 * The engine refuses a choice the turn never asks for; an assumed choice can be one (it covered
 * the other order of two cards in raffiniert). Drop such choices one by one, as the board reports them.
 */
function withoutUnused(s: Scenario): Scenario | null {
  let current = s;
  for (let tries = 0; tries < 8; tries++) {
    const run = runBoard(current);
    if (run.ok) return current;
    const [head, at, field, drop] = run.error.at;
    const turn = current.turns[0];
    if (run.error.code !== 'unused-choice' || head !== 'turns' || at !== 0 || field !== 'choices' || typeof drop !== 'number' || !turn?.choices) return null;
    current = { ...current, turns: [{ ...turn, choices: turn.choices.filter((_, i) => i !== drop) }] };
  }
  return null;
}

export interface Take {
  player: string;
  row: number;
  /** The cards taken: the row as it lies when taken, which may hold cards placed earlier in the turn. */
  cards: readonly Card[];
  /** A full row's take or a low card's. */
  reason: TakeReason;
  /** What the take scores the player this turn. */
  points: number;
  /** hand: the taken cards kept in hand (they score later, not now). */
  toHand?: readonly Card[];
  own?: Card;
  /** Negative = Positive played on this take: the card counted as plus, and the sum behind `points`. */
  positive?: { card: Card; row: number; cardPoints: number; floor: boolean };
}

/**
 * who-takes: who takes which row this turn and the points it scores them, in the order the rows are taken.
 * Rows are numbered as the puzzle shows them. While a fifth row lies the taker also takes their own card
 * (`own`), and the row taken leaves the table, so the engine numbers the rows after it one lower.
 * Negative = Positive is told just before its take, so its sum goes with the next take of that player.
 */
export function takesOf(p: Pick<Puzzle, 'scenario' | 'question'>): Take[] {
  const run = p.question.kind === 'who-takes' ? runBoard(p.scenario) : null;
  if (!run?.ok) return [];
  const shown = Array.from({ length: offeredRows(p) }, (_, i) => i + 1);
  const takes: Take[] = [];
  let positive: { player: string; sum: NonNullable<Take['positive']> } | null = null;
  for (const { explanation: e } of run.value.steps) {
    if (e.kind === 'special' && e.positive !== undefined && e.points) {
      positive = { player: e.player, sum: { card: e.positive, row: e.points.row, cardPoints: e.points.card, floor: e.rule === 'negativePositiveFloor' } };
    }
    if (e.kind === 'take') {
      for (const player of e.players) {
        const sum = positive?.player === player ? positive.sum : undefined;
        if (sum) positive = null;
        takes.push({ player, row: shown[e.row - 1] ?? e.row, cards: e.cards, reason: e.reason, points: e.points, ...(e.toHand?.length ? { toHand: e.toHand } : {}), ...(sum ? { positive: sum } : {}) });
      }
    }
    if (e.kind === 'remove-row') {
      const last = takes[takes.length - 1];
      if (last) last.own = e.card;
      shown.splice(e.row - 1, 1);
    }
  }
  return takes;
}
