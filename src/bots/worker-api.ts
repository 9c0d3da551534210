// The bots behind one pure function, for a Web Worker: structured-clonable data in and out, no state
// between calls. The same level, seed, view and request always give the same answer.
import type { Card, Choice, Decision } from '../engine/index.ts';
import type { BotView } from '../machines/bots.ts';
import { levelBot, type BotLevel } from './levels.ts';
import { moveSeed, STRONG_PLAYOUTS } from './strong.ts';

export { BOT_LEVELS, isBotLevel, type BotLevel } from './levels.ts';
export type { BotView } from '../machines/bots.ts';

/** What the bot is asked: its play this turn (the default), a card from the open deck, or a decision. */
export type BotRequest =
  | { readonly kind: 'play' }
  | { readonly kind: 'pick'; readonly pool: readonly Card[] }
  | { readonly kind: 'decide'; readonly decision: Decision };

export type BotAnswer =
  | { readonly kind: 'play'; readonly cards: Card[] }
  | { readonly kind: 'pick'; readonly card: Card }
  | { readonly kind: 'decide'; readonly choice: Choice };

/**
 * The bot's answer. `view` is what the player sees (give the strong bot `players` and `seen`);
 * `playouts` is the strong bot's fixed budget per move.
 */
export function botMove(level: BotLevel, seed: number, view: BotView, request: BotRequest = { kind: 'play' }, playouts = STRONG_PLAYOUTS): BotAnswer {
  // the game's seed mixed with what the player sees, so moves vary but replay exactly
  const bot = levelBot(level, moveSeed(seed ^ request.kind.length, view), playouts);
  switch (request.kind) {
    case 'play': return { kind: 'play', cards: bot.play(view) };
    case 'pick': return { kind: 'pick', card: bot.pick(view, request.pool) };
    case 'decide': return { kind: 'decide', choice: bot.decide(view, request.decision) };
  }
}
