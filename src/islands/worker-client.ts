// Asking a page's Web Worker: one worker, started on first use; each question gets an id and its reply.
// A worker that cannot load (offline, a blocked or missing file) reports only an error event, so then
// every open question fails and the next one starts a new worker instead of waiting forever.

/** The function that asks `make`'s worker one question (the id is added here) and resolves with its reply. */
export function workerAsker<Ask extends object, Reply extends { readonly id: number }>(make: () => Worker, name: string): (ask: Ask) => Promise<Reply> {
  let worker: Worker | null = null;
  let next = 0;
  const waiting = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();

  function fail(error: Error) {
    worker?.terminate();
    worker = null;
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
  }

  function start(): Worker {
    const w = make();
    w.onmessage = (e: MessageEvent<Reply>) => {
      waiting.get(e.data.id)?.resolve(e.data);
      waiting.delete(e.data.id);
    };
    w.onerror = (e) => {
      e.preventDefault();
      fail(new Error(`the ${name} worker failed`));
    };
    w.onmessageerror = () => fail(new Error(`the ${name} worker sent an unreadable reply`));
    return w;
  }

  return (ask) => new Promise((resolve, reject) => {
    try {
      worker ??= start();
      const id = ++next;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...ask, id });
    } catch (error) {
      // No worker at all (refused by the browser): this question fails, the next tries again.
      worker = null;
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
