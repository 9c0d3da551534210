// The bots' levels, as the play page and the arena name them.
import { makeBot, type Bot } from '../machines/bots.ts';
import { strongBot, STRONG_PLAYOUTS } from './strong.ts';

export const BOT_LEVELS = ['random', 'heuristic', 'strong'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

export function isBotLevel(value: unknown): value is BotLevel {
  return (BOT_LEVELS as readonly unknown[]).includes(value);
}

/** A seeded bot of a level; `playouts` is the strong bot's budget per move. */
export function levelBot(level: BotLevel, seed: number, playouts = STRONG_PLAYOUTS): Bot {
  return level === 'strong' ? strongBot(seed, playouts) : makeBot(level, seed);
}
