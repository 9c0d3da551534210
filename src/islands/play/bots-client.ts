// Asking the bot worker (bot-worker.ts) from the page: the bots' code loads with it, never with the page.
import { workerAsker } from '../worker-client.ts';
import type { BotMove, BotReply, BotRequest } from './bot-answer.ts';

const ask = workerAsker<Omit<BotRequest, 'id'>, BotReply>(() => new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' }), 'bot');

/** A bot's move for the question (rejects when the worker or the bot fails). */
export async function askBot(request: Omit<BotRequest, 'id'>): Promise<BotMove> {
  const reply = await ask(request);
  if ('move' in reply) return reply.move;
  throw new Error(reply.failed);
}
