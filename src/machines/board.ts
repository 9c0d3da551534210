// The example board: step through a scenario's replay, try another card, answer the
// decisions the rules leave to a player. The engine does every rule; this file only
// turns its replay into board steps and re-runs scenarios the reader has changed.
import { assign, setup } from 'xstate';
import type { Card } from '../engine/cards.ts';
import type { Explanation } from '../engine/explain.ts';
import type { Replay, ReplayTurn } from '../engine/replay.ts';
import type { Scenario, ScenarioTurn } from '../engine/scenario-types.ts';
import type { Choice, Decision } from '../engine/turn.ts';
import { ofPlayer, type EngineError, type Player, type Row } from '../engine/types.ts';
import { deckFor, VARIANTS } from '../engine/variants.ts';
import { runBoard, type BoardReplay } from './board-run.ts';

export interface Play {
  readonly player: Player;
  readonly card: Card;
}

/**
 * One position of the board. `hidden`: the turn's cards lie face down; `laid` (offen): one more
 * card has been laid face up; `reveal`: all cards are shown, sorted; `event`: one engine event
 * (place, take, order) has happened.
 */
export interface BoardStep {
  readonly kind: 'hidden' | 'laid' | 'reveal' | 'event';
  /** Index of the turn, from 0. */
  readonly turn: number;
  readonly rows: readonly Row[];
  readonly piles: Readonly<Record<Player, readonly Card[]>>;
  readonly penalties: Readonly<Record<Player, number>>;
  /** The turn's cards: in seat order while hidden, in placement order once revealed. */
  readonly plays: readonly Play[];
  /** How many of `plays` already lie on the table. */
  readonly placed: number;
  /** The row a step acts on (from 1), and the other rows the card could have gone to. */
  readonly target: number | null;
  readonly candidates: readonly number[];
  readonly explanation: Explanation | null;
  /** For a take: the card that caused it (the next card placed). */
  readonly cause: Play | null;
}

const isSequential = (t: ScenarioTurn): t is Extract<ScenarioTurn, { player: string }> => 'player' in t;

/**
 * The board steps of a replay: per turn a face-down step (offen: one step per card laid open,
 * from the start player; hand: none, cards are played open), a reveal, then every event.
 */
export function boardSteps(replay: BoardReplay): BoardStep[] {
  const out: BoardStep[] = [];
  const rules = VARIANTS[replay.scenario.variant];
  replay.turns.forEach((turn, t) => {
    const still = { turn: t, rows: turn.before.rows, piles: turn.before.piles, penalties: turn.before.penalties, placed: 0, target: null, candidates: [], explanation: null, cause: null };
    const seats = seatOrder(turn, replay.players);
    if (rules.markerCard) {
      const first = Math.max(0, seats.findIndex((p) => p.player === replay.starts[t]));
      const laid = [...seats.slice(first), ...seats.slice(0, first)];
      laid.forEach((_, k) => out.push({ ...still, kind: 'laid', plays: laid.slice(0, k + 1) }));
    } else if (rules.playStyle !== 'sequential') {
      out.push({ ...still, kind: 'hidden', plays: seats });
    }
    out.push({ ...still, kind: 'reveal', plays: turn.plays });
    let placed = 0;
    turn.steps.forEach((step, i) => {
      const e = step.explanation;
      if (e.kind === 'place') placed++;
      const next = turn.steps[i + 1]?.event;
      out.push({
        kind: 'event', turn: t, rows: step.after.rows, piles: step.after.piles, penalties: step.after.penalties,
        plays: turn.plays, placed,
        target: e.kind === 'order' ? null : e.row,
        candidates: e.kind === 'place' ? [...new Set(e.candidates.map((c) => c.row))] : [],
        explanation: e,
        cause: e.kind === 'take' && next?.type === 'place' ? { player: next.player, card: next.card } : null,
      });
    });
  });
  return out;
}

function seatOrder(turn: ReplayTurn, players: readonly Player[]): Play[] {
  return [...turn.plays].sort((a, b) => players.indexOf(a.player) - players.indexOf(b.player) || a.card - b.card);
}

/** Index of the reveal step of a turn (where a re-run line is shown from). */
export function revealIndex(steps: readonly BoardStep[], turn: number): number {
  const i = steps.findIndex((s) => s.turn === turn && s.kind === 'reveal');
  return i < 0 ? 0 : i;
}

/**
 * Cards the player could play instead in this turn: in the variant's deck, not on the
 * table, not in a bull pile, not played this turn, not in another player's given hand;
 * from the player's own hand when the scenario gives it.
 */
export function freeCards(replay: Replay, turn: number, player: Player): Card[] {
  const s = replay.scenario;
  const t = replay.turns[turn];
  if (!t) return [];
  const out: Card[] = [
    ...t.before.rows.flat(),
    ...Object.values(t.before.piles).flat(),
    ...t.plays.map((p) => p.card),
    ...Object.entries(s.hands ?? {}).flatMap(([p, hand]) => (p === player ? [] : hand)),
  ];
  const own = s.hands?.[player];
  const pool = own ? [...own] : deckFor(s.variant, replay.players.length, replay.options);
  for (const c of out) {
    const i = pool.indexOf(c);
    if (i >= 0) pool.splice(i, 1);
  }
  return [...new Set(pool)].sort((a, b) => a - b);
}

/** The scenario's turn with one card of one player swapped for another. */
export function swapCard(turn: ScenarioTurn, player: Player, from: Card, to: Card): ScenarioTurn {
  if (isSequential(turn)) {
    if (turn.player !== player) return turn;
    return { ...turn, cards: turn.cards.map((c) => (c === from ? to : c)) };
  }
  const play = ofPlayer(turn.plays, player);
  if (play === undefined) return turn;
  const swapped = typeof play === 'number' ? to : ([play[0] === from ? to : play[0], play[0] === from ? play[1] : play[1] === from ? to : play[1]] as const);
  return { ...turn, plays: { ...turn.plays, [player]: swapped } };
}

/** What a re-run gave: a new line, a decision for the reader, or the engine's objection. */
export type Rerun =
  | { readonly kind: 'ok'; readonly scenario: Scenario; readonly replay: BoardReplay }
  | { readonly kind: 'decision'; readonly scenario: Scenario; readonly decision: Decision }
  | { readonly kind: 'error'; readonly error: EngineError };

/**
 * Replay a changed scenario up to and including `turn` (later turns of the old line no longer
 * follow from it). Choices of that turn that no longer fit are dropped; a decision nobody
 * answered goes back to the reader.
 */
export function rerun(scenario: Scenario, turn: number): Rerun {
  let s: Scenario = { ...scenario, turns: scenario.turns.slice(0, turn + 1) };
  for (let tries = 0; tries < 16; tries++) {
    const run = runBoard(s);
    if (run.ok) return { kind: 'ok', scenario: s, replay: run.value };
    const e = run.error;
    if (e.code === 'missing-choice' && e.path === `turns[${turn}].choices`) {
      return { kind: 'decision', scenario: s, decision: e.params['decision'] as Decision };
    }
    const m = /^turns\[(\d+)\]\.choices\[(\d+)\]/.exec(e.path);
    if ((e.code === 'unused-choice' || e.code === 'illegal-choice') && m && Number(m[1]) === turn) {
      s = withChoices(s, turn, (choicesOf(s, turn)).filter((_, k) => k !== Number(m[2])));
      continue;
    }
    return { kind: 'error', error: e };
  }
  return { kind: 'error', error: { path: `turns[${turn}]`, code: 'illegal-choice', params: {}, message: 'too many re-runs' } };
}

const choicesOf = (s: Scenario, turn: number): readonly Choice[] => s.turns[turn]?.choices ?? [];

function withChoices(s: Scenario, turn: number, choices: readonly Choice[]): Scenario {
  return { ...s, turns: s.turns.map((t, i) => (i === turn ? { ...t, choices } : t)) };
}

/** Every answer the board offers for a decision (toHand: the UI builds a subset instead). */
export function choicesFor(d: Decision): Choice[] {
  switch (d.kind) {
    case 'takeRow':
      return d.rows.map((row) => ({ card: d.card, takeRow: row }));
    case 'tie':
      return d.options.map((o) => ({ card: d.card, row: o.row, side: o.side }));
    case 'order': {
      const [a, b] = d.cards as [Card, Card];
      return a === b ? [{ player: d.player, order: [a, b] }] : [{ player: d.player, order: [a, b] }, { player: d.player, order: [b, a] }];
    }
    case 'toHand':
      return [];
  }
}

/** A line the reader steps through: the official one or their own. */
export interface Line {
  readonly scenario: Scenario;
  readonly replay: BoardReplay;
  readonly steps: readonly BoardStep[];
}

export interface Swap {
  readonly turn: number;
  readonly player: Player;
  readonly from: Card;
  readonly to: Card;
}

export interface BoardContext {
  readonly official: Line;
  readonly line: Line;
  readonly index: number;
  /** The reader's change, while on their own line or deciding. */
  readonly swap: Swap | null;
  /** The changed scenario waiting for the reader's decision. */
  readonly pending: { readonly scenario: Scenario; readonly decision: Decision } | null;
  readonly error: EngineError | null;
}

export type BoardEvent =
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'RESTART' }
  | { type: 'END' }
  | { type: 'GOTO'; index: number }
  | { type: 'TRY'; player: Player; from: Card; to: Card }
  | { type: 'CHOOSE'; choice: Choice }
  | { type: 'RETURN' };

export function lineOf(replay: BoardReplay): Line {
  return { scenario: replay.scenario, replay, steps: boardSteps(replay) };
}

const clamp = (i: number, steps: readonly BoardStep[]) => Math.max(0, Math.min(steps.length - 1, Math.round(i) || 0));

/** Fold a re-run into the context: show the new line, wait for a decision, or report the problem. */
function settle(swap: Swap, result: Rerun): Partial<BoardContext> {
  if (result.kind === 'decision') return { swap, pending: { scenario: result.scenario, decision: result.decision }, error: null };
  if (result.kind === 'error') return { pending: null, error: result.error };
  const line = lineOf(result.replay);
  return { swap, line, index: revealIndex(line.steps, swap.turn), pending: null, error: null };
}

export const boardMachine = setup({
  types: {
    context: {} as BoardContext,
    events: {} as BoardEvent,
    input: {} as { replay: BoardReplay },
  },
  actions: {
    // Moving on also clears the notice about a refused card.
    next: assign({ index: ({ context: c }) => clamp(c.index + 1, c.line.steps), error: null }),
    back: assign({ index: ({ context: c }) => clamp(c.index - 1, c.line.steps), error: null }),
    restart: assign({ index: 0, error: null }),
    end: assign({ index: ({ context: c }) => c.line.steps.length - 1, error: null }),
    goto: assign({ index: ({ context: c, event }) => (event.type === 'GOTO' ? clamp(event.index, c.line.steps) : c.index), error: null }),
    tryCard: assign(({ context: c, event }) => {
      if (event.type !== 'TRY') return {};
      const turn = c.line.steps[c.index]?.turn ?? 0;
      const swap = { turn, player: event.player, from: event.from, to: event.to };
      const base = c.line.scenario;
      const changed: Scenario = { ...base, turns: base.turns.map((t, i) => (i === turn ? swapCard(t, event.player, event.from, event.to) : t)) };
      return settle(swap, rerun(changed, turn));
    }),
    choose: assign(({ context: c, event }) => {
      if (event.type !== 'CHOOSE' || !c.pending || !c.swap) return {};
      const turn = c.swap.turn;
      const s = withChoices(c.pending.scenario, turn, [...choicesOf(c.pending.scenario, turn), event.choice]);
      return settle(c.swap, rerun(s, turn));
    }),
    backToOfficial: assign(({ context: c }) => ({
      line: c.official,
      index: c.swap ? revealIndex(c.official.steps, c.swap.turn) : clamp(c.index, c.official.steps),
      swap: null,
      pending: null,
      error: null,
    })),
  },
  guards: {
    waiting: ({ context }) => context.pending !== null,
    ownLine: ({ context }) => context.line !== context.official || context.pending !== null,
  },
}).createMachine({
  id: 'board',
  context: ({ input }) => {
    const official = lineOf(input.replay);
    return { official, line: official, index: 0, swap: null, pending: null, error: null };
  },
  initial: 'browsing',
  states: {
    browsing: {
      on: {
        NEXT: { actions: 'next' },
        BACK: { actions: 'back' },
        RESTART: { actions: 'restart' },
        END: { actions: 'end' },
        GOTO: { actions: 'goto' },
        TRY: { target: 'settling', actions: 'tryCard' },
        RETURN: { guard: 'ownLine', actions: 'backToOfficial' },
      },
    },
    // Transient: after a re-run, either wait for the reader's decision or go on browsing.
    settling: {
      always: [{ guard: 'waiting', target: 'deciding' }, { target: 'browsing' }],
    },
    deciding: {
      on: {
        CHOOSE: { target: 'settling', actions: 'choose' },
        RETURN: { target: 'browsing', actions: 'backToOfficial' },
      },
    },
  },
});
