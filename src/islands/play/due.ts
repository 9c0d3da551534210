// What the game waits for in a snapshot of the game machine: the reader (a play, a pick, a decision),
// a bot (with exactly what its player may see), NEXT to show the next step, or nothing (the game is over).
// The same questions simulate.ts's botMoves asks, split so a page can wait for a person and a worker.
import type { SnapshotFrom } from 'xstate';
import {
  VARIANTS, isSpecialRound,
  type Card, type Decision, type SpecialRound, type Player, type RoundState,
} from '../../engine/index.ts';
import { picker } from '../../engine/deal.ts';
import { decisionOwners, playersToPlay } from '../../engine/plays.ts';
import type { BotView } from '../../machines/bots.ts';
import type { gameMachine, GameContext } from '../../machines/game.ts';

export type GameSnapshot = SnapshotFrom<typeof gameMachine>;

/** A question for a bot: the seat's view and what it must answer. */
export type BotAsk =
  | { readonly type: 'pick'; readonly view: BotView; readonly pool: readonly Card[] }
  | { readonly type: 'play'; readonly view: BotView }
  | { readonly type: 'decide'; readonly view: BotView; readonly decision: Decision };

export type Due =
  | { readonly kind: 'bot'; readonly player: Player; readonly ask: BotAsk }
  | { readonly kind: 'pick'; readonly player: Player; readonly pool: readonly Card[] }
  | { readonly kind: 'play'; readonly player: Player }
  | { readonly kind: 'decide'; readonly player: Player; readonly decision: Decision; readonly table: RoundState }
  /** The reveal or a placed card is on show; NEXT goes on. */
  | { readonly kind: 'step' }
  /** A round is scored; NEXT deals the next one. */
  | { readonly kind: 'roundOver' }
  | { readonly kind: 'over' }
  | { readonly kind: 'invalid' };

/** Cards played in the open this turn (offen lays them face up one by one; hand plays open). */
export function openPlays(ctx: GameContext): BotView['openPlays'] {
  const rules = VARIANTS[ctx.variant];
  return rules.markerCard || rules.playStyle === 'sequential' ? ctx.plays : {};
}

function view(ctx: GameContext, round: RoundState, player: Player, open: BotView['openPlays'], table?: SpecialRound): BotView {
  const v = { variant: ctx.variant, options: ctx.options, player, hand: round.hands[player] ?? [], rows: round.rows, openPlays: open };
  return table ? { ...v, table } : v;
}

/** What the game waits for now; `humans` are the seats the page's readers play. */
export function due(snap: GameSnapshot, humans: ReadonlySet<Player>): Due {
  const ctx = snap.context;
  if (snap.matches('invalid')) return { kind: 'invalid' };
  if (snap.status !== 'active') return { kind: 'over' };
  if (snap.matches({ round: 'picking' }) && ctx.picking) {
    const p = picker(ctx.picking);
    if (p === null) return { kind: 'step' };
    if (humans.has(p)) return { kind: 'pick', player: p, pool: ctx.picking.pool };
    const v: BotView = { variant: ctx.variant, options: ctx.options, player: p, hand: ctx.picking.hands[p] ?? [], rows: [], openPlays: {} };
    return { kind: 'bot', player: p, ask: { type: 'pick', view: v, pool: ctx.picking.pool } };
  }
  if (snap.matches({ round: { turn: 'choosing' } }) && ctx.round) {
    const round = ctx.round;
    const rules = VARIANTS[ctx.variant];
    const inTurn = rules.markerCard || rules.playStyle === 'sequential';
    const players = playersToPlay(round, ctx.plays);
    // Hidden plays: the bots lay theirs while the reader thinks; open plays go strictly in turn.
    const bot = (inTurn ? players.slice(0, 1) : players).find((p) => !humans.has(p));
    if (bot !== undefined) return { kind: 'bot', player: bot, ask: { type: 'play', view: view(ctx, round, bot, openPlays(ctx)) } };
    const human = players[0];
    return human === undefined ? { kind: 'step' } : { kind: 'play', player: human };
  }
  if (snap.matches({ round: 'over' })) return { kind: 'roundOver' };
  // The reveal and each placed card are shown before the next decision is asked.
  if (snap.matches({ round: { turn: 'revealing' } }) || snap.matches({ round: { turn: { placing: 'showing' } } })) return { kind: 'step' };
  const decision = ctx.progress?.kind === 'decision' ? ctx.progress : null;
  if (decision && snap.matches({ round: { turn: 'placing' } })) {
    const d = decision.decision;
    const table = decision.turn.round;
    const owners = decisionOwners(d);
    const human = owners.find((p) => humans.has(p));
    if (human !== undefined) return { kind: 'decide', player: human, decision: d, table };
    const p = owners[0] as Player;
    const jt = isSpecialRound(table) ? table : undefined;
    return { kind: 'bot', player: p, ask: { type: 'decide', view: view(ctx, table, p, ctx.plays, jt), decision: d } };
  }
  return { kind: 'step' };
}

