// Asking the solver worker (solver-worker.ts): one worker, started on first use.
import type { Scenario } from '../../engine/scenario-types.ts';
import type { Card } from '../../engine/cards.ts';
import type { SpecialPlay } from '../../engine/specials.ts';
import type { SpecialCaptionMessages } from '../board/special-captions.ts';
import type { SpecialBoardData } from '../board/special-run.ts';
import type { Puzzle, PuzzleKind, VariantKey } from '../../puzzles/types.ts';

export type SolverRequest =
  | { id: number; type: 'generate'; key: VariantKey; kind: PuzzleKind; seed: number }
  | { id: number; type: 'solve'; puzzle: Puzzle }
  | { id: number; type: 'options'; puzzle: Puzzle }
  | { id: number; type: 'board'; scenario: Scenario; messages: SpecialCaptionMessages };
/** A legal play of a `special` puzzle: a number card with a special card. */
export interface LegalPlay {
  readonly card: Card;
  readonly special: SpecialPlay;
}
export type SolverReply = { id: number; puzzle?: Puzzle | null; scenario?: Scenario | null; options?: LegalPlay[] | null; board?: SpecialBoardData | null; failed?: boolean };

type Ask =
  | { type: 'generate'; key: VariantKey; kind: PuzzleKind; seed: number }
  | { type: 'solve' | 'options'; puzzle: Puzzle }
  | { type: 'board'; scenario: Scenario; messages: SpecialCaptionMessages };

let worker: Worker | null = null;
let next = 0;
const waiting = new Map<number, { resolve: (reply: SolverReply) => void; reject: (error: Error) => void }>();

/**
 * Every question still open fails, and the next one starts a new worker: a worker that cannot
 * load (offline, a blocked or missing file) reports only an error event, and without this the
 * trainer would wait for its answers forever.
 */
function fail(error: Error) {
  worker?.terminate();
  worker = null;
  for (const w of waiting.values()) w.reject(error);
  waiting.clear();
}

function start(): Worker {
  const w = new Worker(new URL('./solver-worker.ts', import.meta.url), { type: 'module' });
  w.onmessage = (e: MessageEvent<SolverReply>) => {
    waiting.get(e.data.id)?.resolve(e.data);
    waiting.delete(e.data.id);
  };
  w.onerror = (e) => {
    e.preventDefault();
    fail(new Error('the solver worker failed'));
  };
  w.onmessageerror = () => fail(new Error('the solver worker sent an unreadable reply'));
  return w;
}

function ask(request: Ask): Promise<SolverReply> {
  return new Promise((resolve, reject) => {
    try {
      worker ??= start();
      const id = ++next;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    } catch (error) {
      // No worker at all (refused by the browser): this question fails, the next tries again.
      worker = null;
      reject(error instanceof Error ? error : new Error(String(error)));
    }
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
  if (reply.failed) throw new Error('solve failed');
  return reply.scenario ?? null;
}

/** Every special play the engine allows in a `special` puzzle (the answer's details are chosen among them). */
export async function optionsIn(puzzle: Puzzle): Promise<LegalPlay[] | null> {
  const reply = await ask({ type: 'options', puzzle });
  if (reply.failed) throw new Error('options failed');
  return reply.options ?? null;
}

/** The Anniversary board's steps and captions of a scenario (the engine's jubilaeum replay runs in the worker). */
export async function boardIn(scenario: Scenario, messages: SpecialCaptionMessages): Promise<SpecialBoardData | null> {
  const reply = await ask({ type: 'board', scenario, messages });
  if (reply.failed) throw new Error('board failed');
  return reply.board ?? null;
}
