// Asking the bot worker (bot-worker.ts) from the page: one worker, started on first use; the bots'
// code loads with it, never with the page.
import type { BotMove, BotReply, BotRequest } from './bot-answer.ts';

let worker: Worker | null = null;
let next = 0;
const waiting = new Map<number, { resolve: (move: BotMove) => void; reject: (error: Error) => void }>();

/** Every open question fails and the next one starts a new worker (one that cannot load only reports an error event). */
function fail(error: Error) {
  worker?.terminate();
  worker = null;
  for (const w of waiting.values()) w.reject(error);
  waiting.clear();
}

function start(): Worker {
  const w = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
  w.onmessage = (e: MessageEvent<BotReply>) => {
    const r = e.data;
    const asked = waiting.get(r.id);
    waiting.delete(r.id);
    if ('move' in r) asked?.resolve(r.move);
    else asked?.reject(new Error(r.failed));
  };
  w.onerror = (e) => {
    e.preventDefault();
    fail(new Error('the bot worker failed'));
  };
  return w;
}

/** A bot's move for the question (rejects when the worker fails). */
export function askBot(request: Omit<BotRequest, 'id'>): Promise<BotMove> {
  return new Promise((resolve, reject) => {
    try {
      worker ??= start();
      const id = ++next;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    } catch (error) {
      worker = null;
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
