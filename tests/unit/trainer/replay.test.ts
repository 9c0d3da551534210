import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../../src/engine/index.ts';
import { solve } from '../../../src/puzzles/solve.ts';
import type { Puzzle } from '../../../src/puzzles/types.ts';
import { isShown } from '../../../src/trainer/pick.ts';
import { replayScenario } from '../../../src/trainer/replay.ts';

// The puzzles the trainer shows (every curated one, the Anniversary's too).
const SET = (JSON.parse(readFileSync('src/content/puzzles/puzzles.json', 'utf8')) as Puzzle[]).filter(isShown);

describe('solution replay without the solver', () => {
  it("every curated puzzle but safe-card and special: the same turn as the solver's", () => {
    for (const p of SET) {
      const mine = replayScenario(p);
      // Both need the solver's search (at build time on a puzzle's page, else in the worker).
      if (p.kind === 'safe-card' || p.kind === 'special') {
        expect(mine).toBeNull();
        continue;
      }
      const theirs = solve(p)?.scenario;
      if (!mine || !theirs) throw new Error(`${p.id}: no scenario`);
      const a = runScenario(mine);
      const b = runScenario(theirs);
      expect(a.ok && b.ok, p.id).toBe(true);
      if (a.ok && b.ok) expect(a.value.turns[0]?.after, p.id).toEqual(b.value.turns[0]?.after);
    }
  });
});
