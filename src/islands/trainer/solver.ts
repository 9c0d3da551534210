// Asking the solver worker (solver-worker.ts): one worker, started on first use.
import type { Scenario } from '../../engine/scenario-types.ts';
import type { Puzzle, PuzzleKind, VariantKey } from '../../puzzles/types.ts';

export type SolverRequest =
  | { id: number; type: 'generate'; key: VariantKey; kind: PuzzleKind; seed: number }
  | { id: number; type: 'solve'; puzzle: Puzzle };
export type SolverReply = { id: number; puzzle?: Puzzle | null; scenario?: Scenario | null; failed?: boolean };

type Ask = { type: 'generate'; key: VariantKey; kind: PuzzleKind; seed: number } | { type: 'solve'; puzzle: Puzzle };

let worker: Worker | null = null;
let next = 0;
const waiting = new Map<number, (reply: SolverReply) => void>();

function ask(request: Ask): Promise<SolverReply> {
  if (!worker) {
    worker = new Worker(new URL('./solver-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<SolverReply>) => {
      waiting.get(e.data.id)?.(e.data);
      waiting.delete(e.data.id);
    };
  }
  const id = ++next;
  const w = worker;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    w.postMessage({ ...request, id });
  });
}

/** A fresh puzzle from a seed; rejects when the worker fails. */
export async function generateIn(key: VariantKey, kind: PuzzleKind, seed: number): Promise<Puzzle | null> {
  const reply = await ask({ type: 'generate', key, kind, seed });
  if (reply.failed) throw new Error('generate failed');
  return reply.puzzle ?? null;
}

/** The solution's turn (safe-card puzzles need the search). */
export async function solutionIn(puzzle: Puzzle): Promise<Scenario | null> {
  const reply = await ask({ type: 'solve', puzzle });
  return reply.scenario ?? null;
}
