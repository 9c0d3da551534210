// The bots' side of the play page: one question (level, seed, what the seat sees, what to decide) in,
// one move out. Pure apart from keeping each seat's bot between questions (a bot may remember what
// it promised, e.g. Negative = Positive's row), so the worker and a test can both call it.
import type { Card, Choice, Player } from '../../engine/index.ts';
import { levelBot } from '../../bots/levels.ts';
import type { Bot } from '../../machines/bots.ts';
import type { BotAsk } from './due.ts';
import type { Level } from './setup.ts';

export interface BotRequest {
  readonly id: number;
  /** The game (its set-up's query): a new game gets fresh bots. */
  readonly game: string;
  readonly level: Level;
  /** The seat's own seed (the game's seed and the seat's index). */
  readonly seed: number;
  readonly player: Player;
  readonly ask: BotAsk;
}

export type BotMove = { readonly pick: Card } | { readonly play: Card[] } | { readonly choice: Choice };
export type BotReply = { readonly id: number; readonly move: BotMove } | { readonly id: number; readonly failed: string };

let game = '';
const seats = new Map<string, Bot>();

/** The move of the asked seat's bot. */
export function botAnswer(r: BotRequest): BotReply {
  try {
    if (r.game !== game) {
      game = r.game;
      seats.clear();
    }
    const key = `${r.player}|${r.level}|${r.seed}`;
    let bot = seats.get(key);
    if (!bot) seats.set(key, (bot = levelBot(r.level, r.seed)));
    const a = r.ask;
    if (a.type === 'pick') return { id: r.id, move: { pick: bot.pick(a.view, a.pool) } };
    if (a.type === 'play') return { id: r.id, move: { play: bot.play(a.view) } };
    return { id: r.id, move: { choice: bot.decide(a.view, a.decision) } };
  } catch (error) {
    return { id: r.id, failed: String(error) };
  }
}
