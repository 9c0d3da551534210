// Shared checks: a puzzle is sound when the engine's answer is the stored one and no other answer passes.
import { expect } from 'vitest';
import { alternatives, check, solve, type Puzzle } from '../../../src/puzzles/index.ts';

/** Throws (via expect) unless the puzzle is sound; returns how many wrong answers were tried. */
export function expectSound(p: Puzzle): number {
  // Plain comparisons first, expect only on failure: this runs for tens of thousands of puzzles.
  const sol = solve(p);
  if (!sol) expect.fail(`${p.id}: not solvable`);
  if (JSON.stringify(sol.answer) !== JSON.stringify(p.answer)) expect(sol.answer, `${p.id}: stored answer is the engine's`).toEqual(p.answer);
  if (!sol.unique) expect.fail(`${p.id}: more than one best option`);
  const right = check(p, p.answer);
  if (!right.correct) expect.fail(`${p.id}: the stored answer fails check`);
  const wrong = alternatives(p);
  for (const a of wrong) {
    const r = check(p, a);
    if (r.correct) expect.fail(`${p.id}: another answer also passes: ${JSON.stringify(a)}`);
    if (r.parts.length !== right.parts.length) expect.fail(`${p.id}: parts differ in number`);
  }
  if (p.kind === 'safe-card' || p.kind === 'which-row') {
    // The search behind the answer: the answer's cost is below every other option's.
    const a = p.answer;
    const chosen = a.kind === 'safe-card' ? a.card : a.kind === 'which-row' ? a.row : -1;
    const order = a.kind === 'which-row' ? JSON.stringify(a.order) : undefined;
    const mine = sol.costs.find((c) => c.option === chosen && JSON.stringify(c.order) === order);
    if (!mine) expect.fail(`${p.id}: the answer is not among the options`);
    for (const c of sol.costs) if (c !== mine && c.cost <= mine.cost) expect.fail(`${p.id}: option ${c.option} costs ${c.cost}, the answer ${mine.cost}`);
  }
  return wrong.length;
}
