import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { alternatives, check } from '../../../src/puzzles/solve.ts';
import type { Puzzle } from '../../../src/puzzles/types.ts';
import { check as trainerCheck } from '../../../src/trainer/check.ts';
import { isShown } from '../../../src/trainer/pick.ts';

const SET = (JSON.parse(readFileSync('src/content/puzzles/puzzles.json', 'utf8')) as Puzzle[]).filter(isShown);

describe("the trainer's copy of check", () => {
  it('judges every curated answer the trainer shows and every alternative as the original does', () => {
    let n = 0;
    for (const p of SET) {
      for (const a of [p.answer, ...alternatives(p)]) {
        expect(trainerCheck(p, a), p.id).toEqual(check(p, a));
        n++;
      }
    }
    expect(n).toBeGreaterThan(SET.length * 3);
  });
});
