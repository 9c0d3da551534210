// Solve and check puzzles. The engine computes every outcome; here we only ask it
// "run this turn" and compare what comes back with the player's answer.
import {
  answers, newRound, resolveOptions, runScenario, VARIANTS,
  type Card, type NumberCardChoice, type Player, type Replay, type RoundState, type Scenario, type ScenarioTurn,
} from '../engine/index.ts';
import { sameCards } from './check.ts';
import { worstCase } from './safe.ts';
import { jubilaeumAlternatives, solveJubilaeum } from './jubilaeum.ts';
import { cheapestRow } from '../policy/index.ts';
import { penaltyDelta, playsOf, playTurn, takenPoints, type Chooser } from './play.ts';
import type { Answer, Destination, OptionCost, PlacementAsked, Puzzle, Question, Solution, Solvable } from './types.ts';

export type { OptionCost, Solution, Solvable } from './types.ts';
export { takenPoints } from './play.ts';

/** The engine's round at the scenario's start (as runScenario sets it up). */
export function roundOf(s: Scenario): RoundState {
  const options = resolveOptions(s.variant, { ...s.options, rows: s.rows.length });
  return newRound(s.variant, options, s.players ?? [], s.rows, s.hands ?? {});
}

function replayOrNull(s: Scenario): Replay | null {
  const r = runScenario(s);
  return r.ok ? r.value : null;
}

/** Destinations of the first turn's cards, in placement order (doppel twins as one). */
export function destinations(replay: Replay): { asked: PlacementAsked[]; placed: Destination[] } {
  const asked: PlacementAsked[] = [];
  const placed: Destination[] = [];
  let takes: Card[] | null = null;
  let lastCard: Card | null = null;
  for (const step of replay.turns[0]?.steps ?? []) {
    const e = step.event;
    if (e.type === 'take') takes = [...e.cards];
    if (e.type !== 'place') continue;
    const prev = asked[asked.length - 1];
    if (prev && lastCard === e.card) {
      asked[asked.length - 1] = { card: e.card, players: [...prev.players, e.player] };
      continue;
    }
    asked.push({ card: e.card, players: [e.player] });
    const stack = step.explanation.kind === 'place' && step.explanation.rule === 'stack';
    placed.push({ row: e.row, side: e.side, stack, takes });
    takes = null;
    lastCard = e.card;
  }
  return { asked, placed };
}


function withTurn(s: Scenario, turn: ScenarioTurn): Scenario {
  return { ...s, turns: [turn] };
}

/** Answers `d` from a list of choices (first match), or null. */
const fromList = (list: readonly NumberCardChoice[]) => (d: Parameters<Chooser>[0]): NumberCardChoice | null => list.find((c) => answers(d, c)) ?? null;

/**
 * which-row: the asked player's points this turn if they take `row` (and place their two cards in
 * `order` in raffiniert). Other decisions come from the assumed choices; in hand every taken card
 * goes to the bull pile. null: the turn cannot be played so.
 */
function rowCost(round: RoundState, turn: ScenarioTurn, q: Extract<Question, { kind: 'which-row' }>, row: number, order?: readonly Card[]) {
  let asked = false;
  let stray = false;
  const assumed = fromList(q.assumed);
  const choose: Chooser = (d) => {
    if (d.kind === 'takeRow' && d.card === q.card && d.players.includes(q.player)) {
      asked = true;
      return { card: d.card, takeRow: row };
    }
    if (d.kind === 'toHand' && d.player === q.player) return { player: d.player, toHand: [] };
    if (d.kind === 'order' && d.player === q.player && order) return { player: d.player, order };
    const c = assumed(d);
    if (c) return c;
    stray = true;
    return d.kind === 'takeRow' ? { card: d.card, takeRow: 1 } : { player: '', toHand: [] };
  };
  const played = playTurn(round, playsOf(turn), choose);
  if (!played || !asked || stray) return null;
  return { cost: penaltyDelta(round, played.round)[q.player] ?? 0, choices: played.choices, events: played.events };
}

/** which-row: the turn played with the asked player taking `row` (in `order`): their cost and the events (null: not playable). */
export function whichRowRun(s: Scenario, q: Extract<Question, { kind: 'which-row' }>, row: number, order?: readonly Card[]) {
  const turn = s.turns[0];
  return turn ? rowCost(roundOf(s), turn, q, row, order) : null;
}


/** Index of the single best option, or of the first best with unique = false. */
function best(costs: readonly OptionCost[]): { index: number; unique: boolean } {
  let min = Infinity;
  for (const c of costs) min = Math.min(min, c.cost);
  const winners = costs.filter((c) => c.cost === min);
  return { index: costs.findIndex((c) => c.cost === min), unique: winners.length === 1 };
}

/** Every combination of one card per player (the others' possible plays; exponential: only for tests now). */
export function combos(hands: readonly { player: Player; cards: readonly Card[] }[]): Record<Player, Card>[] {
  let out: Record<Player, Card>[] = [{}];
  for (const { player, cards } of hands) {
    const next: Record<Player, Card>[] = [];
    for (const partial of out) for (const card of cards) next.push({ ...partial, [player]: card });
    out = next;
  }
  return out;
}

/** safe-card: my points with `card` against the others' plays; my own low card takes my best row. */
export function safeCost(round: RoundState, me: Player, card: Card, others: Record<Player, Card>) {
  const plays: Record<Player, Card[]> = { [me]: [card] };
  for (const [p, c] of Object.entries(others)) plays[p] = [c];
  let mine = false;
  let bestRun: { cost: number; choices: readonly NumberCardChoice[] } | null = null;
  for (let row = 1; row <= round.rows.length; row++) {
    const played = playTurn(round, plays, (d, now) => {
      if (d.kind === 'takeRow' && d.players.includes(me)) {
        mine = true;
        return { card: d.card, takeRow: row };
      }
      // Only low cards ask anything in these variants; any other decision is refused below.
      return d.kind === 'takeRow' ? { card: d.card, takeRow: cheapestRow(now.rows) } : { player: '', toHand: [] };
    });
    if (!played) return null;
    const cost = penaltyDelta(round, played.round)[me] ?? 0;
    if (!bestRun || cost < bestRun.cost) bestRun = { cost, choices: played.choices };
    if (!mine) break; // my card took no decision: one run says it all
  }
  return bestRun;
}

function solveSafe(s: Scenario, q: Extract<Question, { kind: 'safe-card' }>): Solution | null {
  const round = roundOf(s);
  const costs: OptionCost[] = [];
  const worstOf = new Map<Card, { plays: Record<Player, Card>; choices: readonly NumberCardChoice[] }>();
  for (const card of q.hand) {
    // Every hand known: the worst line from the dynamic programme (safe.ts), played out by the engine.
    const w = q.known === 'shown-plays' ? null : worstCase(round, q.player, card, round.hands);
    if (q.known !== 'shown-plays' && !w) return null;
    const others = w ? [w.plays] : [q.shown ?? {}];
    let worst = -1;
    for (const combo of others) {
      const run = safeCost(round, q.player, card, combo);
      if (!run) return null;
      if (run.cost > worst) {
        worst = run.cost;
        worstOf.set(card, { plays: combo, choices: run.choices });
      }
    }
    costs.push({ option: card, cost: worst });
  }
  const { index, unique } = best(costs);
  const option = costs[index]?.option ?? -1;
  const line = worstOf.get(option);
  if (!line) return null;
  const plays: Record<Player, Card> = { ...line.plays, [q.player]: option };
  const ordered: Record<Player, Card> = {};
  for (const p of round.players) ordered[p] = plays[p] as Card;
  const scenario = withTurn(s, { plays: ordered, ...(line.choices.length ? { choices: line.choices } : {}) });
  return finish({ kind: 'safe-card', card: option }, unique, costs, scenario);
}

function solveWhichRow(s: Scenario, q: Extract<Question, { kind: 'which-row' }>): Solution | null {
  const turn = s.turns[0];
  if (!turn) return null;
  const round = roundOf(s);
  const orders: (readonly Card[] | undefined)[] = q.orderOf ? [q.orderOf, [...q.orderOf].reverse()] : [undefined];
  const costs: OptionCost[] = [];
  const runs: (readonly NumberCardChoice[])[] = [];
  for (const order of orders) {
    for (const row of q.rows) {
      const run = rowCost(round, turn, q, row, order);
      if (!run) return null;
      costs.push({ option: row, ...(order ? { order } : {}), cost: run.cost });
      runs.push(run.choices);
    }
  }
  const { index, unique } = best(costs);
  const top = costs[index];
  if (!top) return null;
  const answer: Answer = { kind: 'which-row', row: top.option, ...(top.order ? { order: top.order } : {}) };
  return finish(answer, unique, costs, withTurn(s, { ...turn, choices: runs[index] ?? [] }));
}

function finish(answer: Answer, unique: boolean, costs: readonly OptionCost[], scenario: Scenario): Solution | null {
  const replay = replayOrNull(scenario);
  if (!replay) return null;
  return { answer, unique, costs, scenario, replay, steps: replay.steps };
}

/** The answer the engine computes, with the steps to replay; null if the position is not playable. */
export function solve(puzzle: Solvable): Solution | null {
  const { scenario, question } = puzzle;
  if (VARIANTS[scenario.variant].specialCards) return solveJubilaeum(puzzle);
  switch (question.kind) {
    case 'where': {
      const replay = replayOrNull(scenario);
      if (!replay) return null;
      return { answer: { kind: 'where', placements: destinations(replay).placed }, unique: true, costs: [], scenario, replay, steps: replay.steps };
    }
    case 'who-takes': {
      const replay = replayOrNull(scenario);
      if (!replay) return null;
      return { answer: { kind: 'who-takes', bullheads: takenPoints(replay) }, unique: true, costs: [], scenario, replay, steps: replay.steps };
    }
    case 'safe-card':
      return solveSafe(scenario, question);
    case 'which-row':
      return solveWhichRow(scenario, question);
    case 'special':
      return null; // jubilaeum only
  }
}

export { check } from './check.ts';

/**
 * Every other answer the question allows, one part changed at a time: each other row, side,
 * stack or taken set per card; each other count per player; each other card or row.
 * A sound puzzle's `check` marks all of them wrong.
 */
export function alternatives(puzzle: Puzzle): Answer[] {
  const a = puzzle.answer;
  const rows = puzzle.scenario.rows.length;
  const out: Answer[] = [];
  if (a.kind === 'where') {
    const rules = VARIANTS[puzzle.scenario.variant];
    const sides = rules.bothEnds ? (['left', 'right'] as const) : (['right'] as const);
    const stacks = rules.stacks ? [false, true] : [false];
    const takeSets: (readonly Card[] | null)[] = [null, ...puzzle.scenario.rows];
    a.placements.forEach((d, i) => {
      const swap = (x: Destination) => out.push({ kind: 'where', placements: a.placements.map((y, j) => (j === i ? x : y)) });
      for (let row = 1; row <= rows; row++) for (const side of sides) for (const stack of stacks) {
        if (row !== d.row || side !== d.side || stack !== d.stack) swap({ ...d, row, side, stack });
      }
      for (const takes of takeSets) if (!sameCards(takes, d.takes)) swap({ ...d, takes });
      if (d.takes) swap({ ...d, takes: d.takes.slice(1) });
    });
  } else if (a.kind === 'who-takes') {
    for (const p of Object.keys(a.bullheads)) {
      const n = a.bullheads[p] ?? 0;
      for (const other of [0, n - 1, n + 1, 2 * n + 1]) if (other !== n && other >= 0) out.push({ kind: 'who-takes', bullheads: { ...a.bullheads, [p]: other } });
    }
  } else if (a.kind === 'safe-card' && puzzle.question.kind === 'safe-card') {
    for (const card of puzzle.question.hand) if (card !== a.card) out.push({ kind: 'safe-card', card });
  } else if (a.kind === 'which-row') {
    const order = a.order ? { order: a.order } : {};
    for (let row = 1; row <= rows; row++) if (row !== a.row) out.push({ kind: 'which-row', row, ...order });
    if (a.order) out.push({ kind: 'which-row', row: a.row, order: [...a.order].reverse() });
  }
  if (VARIANTS[puzzle.scenario.variant].specialCards) out.push(...jubilaeumAlternatives(puzzle));
  return out;
}
