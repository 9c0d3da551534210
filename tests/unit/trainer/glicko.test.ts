import { describe, expect, it } from 'vitest';
import { isProvisional, PUZZLE_RD, START, update } from '../../../src/trainer/glicko.ts';

describe('Glicko-2', () => {
  it("matches Glickman's worked example (1500/200/0.06 against 1400, 1550 and 1700)", () => {
    const next = update({ r: 1500, rd: 200, vol: 0.06 }, [
      { r: 1400, rd: 30, score: 1 },
      { r: 1550, rd: 100, score: 0 },
      { r: 1700, rd: 300, score: 0 },
    ]);
    expect(next.r).toBeCloseTo(1464.06, 1);
    expect(next.rd).toBeCloseTo(151.52, 1);
    expect(next.vol).toBeCloseTo(0.05999, 4);
  });

  it('a win raises, a loss lowers, a draw against an equal leaves the rating', () => {
    const win = update(START, [{ r: 1500, rd: 60, score: 1 }]);
    const loss = update(START, [{ r: 1500, rd: 60, score: 0 }]);
    const draw = update(START, [{ r: 1500, rd: 60, score: 0.5 }]);
    expect(win.r).toBeGreaterThan(1500);
    expect(loss.r).toBeLessThan(1500);
    expect(draw.r).toBeCloseTo(1500, 6);
    expect(win.rd).toBeLessThan(START.rd);
  });

  it('no games: only the deviation grows', () => {
    const next = update({ r: 1600, rd: 100, vol: 0.06 }, []);
    expect(next.r).toBe(1600);
    expect(next.rd).toBeGreaterThan(100);
  });

  it('a new rating is provisional while it still swings, and settles after about a dozen puzzles', () => {
    let r = START;
    const swings: number[] = [];
    let provisionalFor = 0;
    for (let i = 0; i < 30; i++) {
      const next = update(r, [{ r: 1500, rd: PUZZLE_RD, score: i % 2 }]);
      swings.push(Math.abs(next.r - r.r));
      if (isProvisional(next)) provisionalFor = i + 1;
      r = next;
    }
    expect(isProvisional(START)).toBe(true);
    expect(swings[0]).toBeGreaterThan(150); // why the reader is told
    expect(provisionalFor).toBeGreaterThanOrEqual(8);
    expect(provisionalFor).toBeLessThanOrEqual(20);
    expect(isProvisional(r)).toBe(false);
    expect(swings.at(-1)).toBeLessThan(60);
  });
});
