// The example board: step through a scenario's replay, try another card, answer the
// decisions the rules leave to a player. The engine does every rule; the steps come from
// board-model.ts; this file keeps which one is shown and re-runs scenarios the reader has changed.
import { assign, setup } from 'xstate';
import type { Card } from '../engine/cards.ts';
import { missingChoice } from '../engine/replay-core.ts';
import type { Scenario, ScenarioChoice } from '../engine/scenario-types.ts';
import type { NumberCardChoice, NumberCardDecision } from '../engine/turn.ts';
import { engineError, type EngineError, type Player } from '../engine/types.ts';
import { boardSteps, freeCards, revealIndex, swapCard, type BoardStep } from './board-model.ts';
import { runBoard, type BoardReplay } from './board-run.ts';


/** What a re-run gave: a new line, a decision for the reader, or the engine's objection. */
export type Rerun =
  | { readonly kind: 'ok'; readonly scenario: Scenario; readonly replay: BoardReplay }
  | { readonly kind: 'decision'; readonly scenario: Scenario; readonly decision: NumberCardDecision }
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
    const [head, at, field, k] = e.at;
    const inTurn = head === 'turns' && at === turn && field === 'choices';
    const need = missingChoice(e);
    if (need && inTurn && e.at.length === 3) return { kind: 'decision', scenario: s, decision: need.decision };
    if ((e.code === 'unused-choice' || e.code === 'illegal-choice') && inTurn && typeof k === 'number') {
      s = withChoices(s, turn, (choicesOf(s, turn)).filter((_, j) => j !== k));
      continue;
    }
    return { kind: 'error', error: e };
  }
  return { kind: 'error', error: engineError(['turns', turn], 'illegal-choice', 'too many re-runs') };
}

const choicesOf = (s: Scenario, turn: number): readonly ScenarioChoice[] => s.turns[turn]?.choices ?? [];

function withChoices(s: Scenario, turn: number, choices: readonly ScenarioChoice[]): Scenario {
  return { ...s, turns: s.turns.map((t, i) => (i === turn ? { ...t, choices } : t)) };
}

/** Every answer the board offers for a decision (toHand: the UI builds a subset instead). */
export function choicesFor(d: NumberCardDecision): NumberCardChoice[] {
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
  readonly pending: { readonly scenario: Scenario; readonly decision: NumberCardDecision } | null;
  readonly error: EngineError | null;
}

export type BoardEvent =
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'RESTART' }
  | { type: 'END' }
  | { type: 'GOTO'; index: number }
  | { type: 'TRY'; player: Player; from: Card; to: Card }
  | { type: 'CHOOSE'; choice: NumberCardChoice }
  | { type: 'RETURN' };

/** The scenario with one card a player plays in `turn` swapped for another: what "try another card" replays. */
function swapped(s: Scenario, turn: number, player: Player, from: Card, to: Card): Scenario {
  return { ...s, turns: s.turns.map((t, i) => (i === turn ? swapCard(t, player, from, to) : t)) };
}

/**
 * The cards "try another card" offers in place of `from`: the free ones the rules accept there (with the
 * Anniversary's special cards some free cards cannot be played), each tried in a re-run.
 */
export function playableInstead(line: Line, turn: number, player: Player, from: Card): Card[] {
  return freeCards(line.replay, turn, player).filter((to) => rerun(swapped(line.scenario, turn, player, from, to), turn).kind !== 'error');
}

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
      return settle(swap, rerun(swapped(c.line.scenario, turn, event.player, event.from, event.to), turn));
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
