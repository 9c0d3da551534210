// Checks that a puzzle keeps the rules of the curated set: its take-row choices follow the convention, and
// its answer is what the engine gives with the convention. Used by the generator and the set's tests.
import { answers, runScenario, VARIANTS, type NumberCardChoice, type ScenarioChoice, type ScenarioTurn } from '../engine/index.ts';
import { cheapestRow } from '../policy/index.ts';
import { sameDestinations } from './check.ts';
import { jubilaeumConventionChoices, jubilaeumPlaced } from './jubilaeum.ts';
import { playsOf, playTurn } from './play.ts';
import { destinations, roundOf } from './solve.ts';
import type { Destination, Puzzle, Question } from './types.ts';

type TakeRowChoice = Extract<NumberCardChoice, { takeRow: number }>;
const isTake = (c: ScenarioChoice): c is TakeRowChoice => 'takeRow' in c;

/**
 * The choices of the scenario's turn when every row to take follows the convention and every other decision
 * comes from the question's assumed choices (null: the turn cannot be played so).
 */
export function conventionChoices(puzzle: Pick<Puzzle, 'scenario' | 'question'> & Partial<Pick<Puzzle, 'answer'>>): readonly ScenarioChoice[] | null {
  const { scenario, question: q, answer } = puzzle;
  if (VARIANTS[scenario.variant].specialCards) return jubilaeumConventionChoices(scenario);
  const turn = scenario.turns[0];
  if (!turn) return null;
  const assumed = 'assumed' in q ? q.assumed : [];
  // which-row: the asked player's own choices are the answer's (their row, their order, no card to hand).
  const asked = q.kind === 'which-row' && answer?.kind === 'which-row' ? { ...q, ...answer } : null;
  let stray = false;
  const played = playTurn(roundOf(scenario), playsOf(turn), (d, now) => {
    if (asked && d.kind === 'takeRow' && d.card === asked.card && d.players.includes(asked.player)) return { card: d.card, takeRow: asked.row };
    if (asked && d.kind === 'order' && d.player === asked.player) return { player: d.player, order: asked.order ?? d.cards };
    if (asked && d.kind === 'toHand' && d.player === asked.player) return { player: d.player, toHand: [] };
    if (d.kind === 'takeRow') return { card: d.card, takeRow: cheapestRow(now.rows, d.rows) };
    const c = assumed.find((a) => answers(d, a));
    if (c) return c;
    stray = true;
    return { player: '', toHand: [] };
  });
  return played && !stray ? played.choices : null;
}

/** The assumed take-row choices that differ from the convention (none for a sound rule puzzle). */
export function conventionBreaks(puzzle: Pick<Puzzle, 'scenario' | 'question'> & Partial<Pick<Puzzle, 'answer'>>): TakeRowChoice[] {
  const q: Question = puzzle.question;
  if (!('assumed' in q)) return [];
  const conv = conventionChoices(puzzle);
  if (!conv) return q.assumed.filter(isTake);
  const convTakes = conv.filter(isTake);
  return q.assumed.filter(isTake).filter((c) => !convTakes.some((k) => k.card === c.card && k.takeRow === c.takeRow));
}

/** where: the destinations the engine gives when every take follows the convention (null: not playable). */
export function conventionPlaced(puzzle: Pick<Puzzle, 'scenario' | 'question'>): Destination[] | null {
  const turn = puzzle.scenario.turns[0];
  const choices = conventionChoices(puzzle);
  if (!turn || !choices) return null;
  const scenario = { ...puzzle.scenario, turns: [{ ...turn, choices } as ScenarioTurn] };
  if (VARIANTS[scenario.variant].specialCards) return jubilaeumPlaced(scenario);
  const run = runScenario(scenario);
  return run.ok ? destinations(run.value).placed : null;
}

/** A where puzzle's stored answer is the engine's with the convention. */
export function answerFollowsConvention(puzzle: Puzzle): boolean {
  if (puzzle.answer.kind !== 'where') return true;
  const placed = conventionPlaced(puzzle);
  return placed !== null && sameDestinations(placed, puzzle.answer.placements);
}

/**
 * A question that answers itself: a "which card" with one card in hand, a "which row" with one row to choose.
 * A special question with one number card asks only which special card (5th Row puzzles): a page shows no
 * card choice then.
 */
export function givenAway(puzzle: Pick<Puzzle, 'question'> & Partial<Pick<Puzzle, 'scenario'>>): boolean {
  const q = puzzle.question;
  switch (q.kind) {
    case 'safe-card':
      return q.hand.length < 2;
    case 'special':
      // One number card: only the special card is asked (5th Row); it needs a choice of special cards.
      return q.hand.length < 2 && q.specials.length < 2;
    case 'which-row':
      return q.rows.length < 2;
    case 'where':
      return q.placements.length === 0;
    case 'who-takes':
      return q.players.length === 0;
  }
}
