// "Open as puzzle": the last turn of the board becomes a puzzle of kind 1 (where does each card
// go) or kind 2 (who takes how many bullheads). The position is the table before that turn; the
// puzzles' own solver (the engine underneath) gives the answer.
import type { Card } from '../engine/cards.ts';
import type { Replay } from '../engine/replay.ts';
import type { Scenario, ScenarioTurn } from '../engine/scenario-types.ts';
import { isSwapChoice, type NumberCardChoice } from '../engine/turn.ts';
import type { Player } from '../engine/types.ts';
import { conventionBreaks } from '../puzzles/audit.ts';
import { TAKE_ROW_CONVENTION } from '../puzzles/convention.ts';
import { destinations, solve } from '../puzzles/solve.ts';
import type { Puzzle, PuzzleKind, Question } from '../puzzles/types.ts';
import { isSequential, playersOf, playOf } from './ops.ts';

export type EditorPuzzle = Pick<Puzzle, 'scenario' | 'question' | 'answer'>;

/** The last turn as a puzzle, or null when there is no turn (or the engine refuses the position). */
export function lastTurnPuzzle(s: Scenario, replay: Replay, kind: Extract<PuzzleKind, 'where' | 'who-takes'>): EditorPuzzle | null {
  const last = s.turns.length - 1;
  const turn = s.turns[last] as ScenarioTurn | undefined;
  const before = replay.turns[last]?.before;
  if (!turn || !before) return null;
  let players = playersOf(s);
  // hand: a one-turn scenario starts with its first player, so the turn's player sits first.
  if (isSequential(turn)) {
    const k = players.indexOf(turn.player);
    players = [...players.slice(k), ...players.slice(0, k)];
  }
  const hands: Record<Player, readonly Card[]> = {};
  for (const p of players) {
    const h = s.hands?.[p];
    if (h) hands[p] = h.filter((c) => replay.final.hands[p]?.includes(c) || playOf(turn, p).includes(c));
  }
  const scenario: Scenario = {
    variant: s.variant,
    ...(s.options ? { options: s.options } : {}),
    players,
    ...(Object.keys(hands).length ? { hands } : {}),
    rows: before.rows.map((r) => [...r]),
    turns: [turn],
  };
  const assumed = turn.choices ?? [];
  // A swap is the Anniversary's: its puzzles are not made from a board.
  if (!assumed.every((c): c is NumberCardChoice => !isSwapChoice(c))) return null;
  const first = solve({ scenario, question: { kind: 'who-takes', players, assumed } });
  if (!first) return null;
  // Rows taken as the convention takes them (the cheapest) go unsaid, as in the curated puzzles:
  // "card 3 takes row 2" stated above a where puzzle would be the answer itself.
  const plain: Question = kind === 'where'
    ? { kind: 'where', placements: destinations(first.replay).asked, assumed }
    : { kind: 'who-takes', players, assumed };
  const question: Question = conventionBreaks({ scenario, question: plain }).length === 0 ? { ...plain, takeRow: TAKE_ROW_CONVENTION } : plain;
  const solved = kind === 'where' ? solve({ scenario, question }) : first;
  return solved ? { scenario, question, answer: solved.answer } : null;
}

/**
 * A position and its answer as a puzzle of its own (the editor's "Open as puzzle", a teacher's own
 * puzzles in a classroom set): no seed, rating or themes, so the puzzle views word the kind's general rule.
 */
export function puzzleOf(id: string, p: EditorPuzzle): Puzzle {
  const kind = p.question.kind;
  return { id, seed: 0, variant: p.scenario.variant, kind, difficulty: { rating: 0, band: 'medium' }, themes: [], scenario: p.scenario, question: p.question, answer: p.answer };
}
