// The generator and the solver in a worker: they carry the engine's whole scenario runner,
// which stays off the trainer page until Endless mode (or a safe-card solution, or the legal
// plays of an Anniversary `special` puzzle) needs it,
// and generating never blocks the page.
import { generate } from '../../puzzles/generate.ts';
import { legalSpecialPlays } from '../../puzzles/jubilaeum.ts';
import { solve } from '../../puzzles/solve.ts';
import type { SolverReply, SolverRequest } from './solver.ts';

const post = (reply: SolverReply) => (self as unknown as Worker).postMessage(reply);

self.onmessage = (e: MessageEvent<SolverRequest>) => {
  const r = e.data;
  try {
    if (r.type === 'generate') post({ id: r.id, puzzle: generate(r.key, r.kind, r.seed) });
    else if (r.type === 'options') {
      const q = r.puzzle.question;
      post({ id: r.id, options: q.kind === 'special' ? legalSpecialPlays(r.puzzle.scenario, q) : null });
    } else post({ id: r.id, scenario: solve(r.puzzle)?.scenario ?? null });
  } catch {
    post({ id: r.id, failed: true });
  }
};
