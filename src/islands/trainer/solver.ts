// Asking the solver worker (solver-worker.ts): one worker, started on first use.
import { workerAsker } from '../worker-client.ts';
import type { Scenario } from '../../engine/scenario-types.ts';
import type { LegalPlay } from '../../puzzles/jubilaeum.ts';
import type { Puzzle, PuzzleKind, VariantKey } from '../../puzzles/types.ts';

export type SolverRequest =
  | { id: number; type: 'generate'; key: VariantKey; kind: PuzzleKind; seed: number }
  | { id: number; type: 'solve'; puzzle: Puzzle }
  | { id: number; type: 'options'; puzzle: Puzzle };
export type SolverReply = { id: number; puzzle?: Puzzle | null; scenario?: Scenario | null; options?: LegalPlay[] | null; failed?: boolean };

type Ask =
  | { type: 'generate'; key: VariantKey; kind: PuzzleKind; seed: number }
  | { type: 'solve' | 'options'; puzzle: Puzzle };

const ask = workerAsker<Ask, SolverReply>(() => new Worker(new URL('./solver-worker.ts', import.meta.url), { type: 'module' }), 'solver');

/** A fresh puzzle from a seed; rejects when the worker fails. */
export async function generateIn(key: VariantKey, kind: PuzzleKind, seed: number): Promise<Puzzle | null> {
  const reply = await ask({ type: 'generate', key, kind, seed });
  if (reply.failed) throw new Error('generate failed');
  return reply.puzzle ?? null;
}

/** The solution's turn (safe-card puzzles need the search). */
export async function solutionIn(puzzle: Puzzle): Promise<Scenario | null> {
  const reply = await ask({ type: 'solve', puzzle });
  if (reply.failed) throw new Error('solve failed');
  return reply.scenario ?? null;
}

/** Every special play the engine allows in a `special` puzzle (the answer's details are chosen among them). */
export async function optionsIn(puzzle: Puzzle): Promise<LegalPlay[] | null> {
  const reply = await ask({ type: 'options', puzzle });
  if (reply.failed) throw new Error('options failed');
  return reply.options ?? null;
}
