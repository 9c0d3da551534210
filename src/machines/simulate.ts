// Whole games with bots: through the game machine (simulateGame), and the same game
// straight on the engine (simulateDirect) as the reference and the benchmark's yardstick.
import { createActor, type SnapshotFrom } from 'xstate';
import {
  addScores, asSpecialRound, isSpecialRound, isGameOver, isRoundOver, isSpecialChoice, isSwapChoice, removeCards, resolveOptions,
  runTurn, scoreRound, VARIANTS, winners,
  type Card, type EngineError, type Choice, type Decision, type Options, type Player, type RoundState, type SpecialRound,
  type VariantId, type Result,
} from '../engine/index.ts';
import type { Bot, BotView } from './bots.ts';
import { gameMachine, type GameContext, type GameMachineEvent } from './game.ts';
import { byPlayer } from '../engine/types.ts';
import { pickCard, picker, roundFromPicks } from '../engine/deal.ts';
import { decisionOwners, keepsFirstSetUp, playersToPlay, setUpRound } from '../engine/plays.ts';

export interface SimulatedGame {
  readonly roundScores: readonly Readonly<Record<Player, number>>[];
  readonly totals: Readonly<Record<Player, number>>;
  readonly winners: readonly Player[];
  /** Cards placed on the table over the whole game. */
  readonly placements: number;
  /** Stopped by the safety limit before the game ended (should not happen). */
  readonly truncated: boolean;
  /** A move a bot made was refused (a bot bug); the game stops there. */
  readonly error: EngineError | null;
}

export interface SimulateOptions {
  /** Stop after this many rounds (practice games; not a rule). */
  readonly maxRounds?: number;
  /** Safety limit on the moves of the whole game. */
  readonly maxMoves?: number;
}

type Snapshot = SnapshotFrom<typeof gameMachine>;

function view(ctx: GameContext, round: RoundState, player: Player, openPlays: BotView['openPlays']): BotView {
  return { variant: ctx.variant, options: ctx.options, player, hand: round.hands[player] ?? [], rows: round.rows, openPlays };
}

/** Turn a bot's answer into the machine's event. */
export function answerEvent(player: Player, choice: Choice): GameMachineEvent {
  if (isSwapChoice(choice)) return { type: 'SWAP', player, special: choice.swap };
  if (isSpecialChoice(choice)) return { type: 'SPECIAL', player, special: choice.special };
  if ('takeRow' in choice) return { type: 'TAKE_ROW', player, row: choice.takeRow };
  if ('side' in choice) return { type: 'CHOOSE_PLACE', player, row: choice.row, side: choice.side };
  if ('order' in choice) return { type: 'ORDER', player, cards: choice.order };
  return { type: 'TO_HAND', player, cards: choice.toHand };
}

/** The moves due in this snapshot, asked of the seats' bots (several for hidden plays). */
export function botMoves(snap: Snapshot, bots: Readonly<Record<Player, Bot>>): GameMachineEvent[] {
  const ctx = snap.context;
  if (snap.matches({ round: 'picking' }) && ctx.picking) {
    const p = picker(ctx.picking);
    if (p === null) return [];
    const hand = ctx.picking.hands[p] ?? [];
    const v: BotView = { variant: ctx.variant, options: ctx.options, player: p, hand, rows: [], openPlays: {} };
    return [{ type: 'PICK', player: p, card: (bots[p] as Bot).pick(v, ctx.picking.pool) }];
  }
  if (snap.matches({ round: { turn: 'choosing' } }) && ctx.round) {
    const round = ctx.round;
    const open = VARIANTS[ctx.variant].markerCard || VARIANTS[ctx.variant].playStyle === 'sequential';
    // All the turn's plays in one event. offen lays cards open one by one, so each bot sees the plays before its own.
    const plays = byPlayer(ctx.plays as Readonly<Record<Player, Card[]>>);
    const added = byPlayer<Card[]>();
    for (let due = playersToPlay(round, plays); due.length > 0; due = playersToPlay(round, plays)) {
      const p = due[0] as Player;
      plays[p] = added[p] = (bots[p] as Bot).play(view(ctx, round, p, open ? plays : {}));
    }
    return [{ type: 'PLAYS', plays: added }];
  }
  // With pauses the table shows the reveal or the last event until NEXT; a decision after it is answered then.
  if (snap.matches({ round: { turn: 'revealing' } }) || snap.matches({ round: { turn: { placing: 'showing' } } })) return [{ type: 'NEXT' }];
  const progress = ctx.progress;
  if (progress?.kind === 'decision' && ctx.turn) {
    const p = decisionOwners(progress.decision)[0] as Player;
    const table = ctx.turn.round;
    return [answerEvent(p, (bots[p] as Bot).decide({ ...view(ctx, table, p, ctx.plays), ...(isSpecialRound(table) ? { table } : {}) }, progress.decision))];
  }
  if (snap.status === 'active') return [{ type: 'NEXT' }];
  return [];
}

function seats(players: readonly Player[], bots: readonly Bot[]): Record<Player, Bot> {
  return Object.fromEntries(players.map((p, i) => [p, bots[i % bots.length] as Bot]));
}

/** Play a whole game through the machine, every seat driven by its bot. */
export function simulateGame(
  variant: VariantId, options: Partial<Options>, players: readonly Player[], seed: number, bots: readonly Bot[], sim: SimulateOptions = {},
): SimulatedGame {
  const bySeat = seats(players, bots);
  const actor = createActor(gameMachine, { input: { variant, options, players, seed, maxRounds: sim.maxRounds } });
  actor.start();
  const limit = sim.maxMoves ?? 100_000;
  let moves = 0;
  let error: EngineError | null = null;
  let snap = actor.getSnapshot();
  while (snap.status === 'active' && moves < limit && !error) {
    const due = botMoves(snap, bySeat);
    if (due.length === 0) break;
    for (const e of due) {
      actor.send(e);
      moves++;
      snap = actor.getSnapshot();
      if (snap.context.error) {
        error = snap.context.error;
        break;
      }
    }
  }
  const ctx = snap.context;
  actor.stop();
  return {
    roundScores: ctx.roundScores, totals: ctx.totals, winners: ctx.winners, placements: ctx.placements,
    truncated: snap.status === 'active' && !error, error: error ?? ctx.error,
  };
}

/** The same game straight on the engine, no machine: the same deals, bot calls and scoring. */
export function simulateDirect(
  variant: VariantId, options: Partial<Options>, players: readonly Player[], seed: number, bots: readonly Bot[], sim: SimulateOptions = {},
): SimulatedGame {
  const bySeat = seats(players, bots);
  const opts = resolveOptions(variant, options);
  const rules = VARIANTS[variant];
  const open = rules.markerCard || rules.playStyle === 'sequential';
  const maxRounds = sim.maxRounds ?? Infinity;
  const limit = sim.maxMoves ?? 100_000;
  let moves = 0;
  let placements = 0;
  let totals: Record<Player, number> = Object.fromEntries(players.map((p) => [p, 0]));
  const roundScores: Record<Player, number>[] = [];
  let first: RoundState | null = null;
  let previous: RoundState | null = null;
  const stop = (error: EngineError | null, truncated = false): SimulatedGame =>
    ({ roundScores, totals, winners: truncated || error ? [] : winners(totals), placements, truncated, error });
  for (let n = 0; ; n++) {
    const set = setUpRound(variant, opts, players, seed, n, first, previous);
    if (!set.ok) return stop(set.error);
    let { round, picking } = set.value;
    if (picking) {
      for (let p = picker(picking); p !== null; p = picker(picking)) {
        const v: BotView = { variant, options: opts, player: p, hand: picking.hands[p] ?? [], rows: [], openPlays: {} };
        const picked = pickCard(picking, p, (bySeat[p] as Bot).pick(v, picking.pool));
        moves++;
        if (!picked.ok) return stop(picked.error);
        picking = picked.value;
      }
      round = roundFromPicks(variant, opts, players, picking);
      if (keepsFirstSetUp(variant)) first = round;
    }
    if (!round) return stop(null);
    while (!isRoundOver(round)) {
      if (moves > limit) return stop(null, true);
      const plays = byPlayer<Card[]>();
      for (let due = playersToPlay(round, plays); due.length; due = playersToPlay(round, plays)) {
        const p = due[0] as Player;
        plays[p] = (bySeat[p] as Bot).play({ variant, options: opts, player: p, hand: round.hands[p] ?? [], rows: round.rows, openPlays: open ? plays : {} });
        moves++;
      }
      const ask = (d: Decision, table: RoundState, extra: Partial<BotView> = {}) => {
        const p = decisionOwners(d)[0] as Player;
        moves++;
        return (bySeat[p] as Bot).decide({ variant, options: opts, player: p, hand: table.hands[p] ?? [], rows: table.rows, openPlays: plays, ...extra }, d);
      };
      if (rules.specialCards) {
        const played: Result<SpecialRound> = runTurn(asSpecialRound(round), plays, (d, now) => ask(d, now, { table: now }), (event) => {
          if (event.type === 'place') placements++;
        }, { askSpecials: true, explain: false });
        if (!played.ok) return stop(played.error);
        round = played.value;
        continue;
      }
      // the table as the deciding player sees it: after the reveal, then after each event
      const hands = byPlayer(round.hands);
      for (const p of Object.keys(plays)) hands[p] = removeCards(hands[p] ?? [], plays[p] ?? []);
      let seen: RoundState = { ...round, hands };
      const played: Result<RoundState> = runTurn(round, plays, (d) => {
        const c = ask(d, seen);
        return isSwapChoice(c) || isSpecialChoice(c) ? null : c; // a bot bug: the engine reports the missing answer
      }, (event, now) => {
        if (event.type === 'place') placements++;
        seen = now;
      });
      if (!played.ok) return stop(played.error);
      round = played.value;
    }
    previous = round;
    const scores = scoreRound(round);
    roundScores.push(scores);
    totals = addScores(totals, scores);
    if (n + 1 >= maxRounds || isGameOver(round, totals, n + 1)) return stop(null);
  }
}
