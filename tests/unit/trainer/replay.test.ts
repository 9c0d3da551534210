import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../../src/engine/index.ts';
import { replaySpecialCards } from '../../../src/engine/jubilaeum-replay.ts';
import { provideSpecialRules } from '../../../src/machines/board-run.ts';
import { solve } from '../../../src/puzzles/solve.ts';
import type { Puzzle } from '../../../src/puzzles/types.ts';
import { isShown } from '../../../src/trainer/pick.ts';
import { replayScenario, takesOf } from '../../../src/trainer/replay.ts';

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

describe('who takes which row', () => {
  // The trainer loads the special cards' rules with an Anniversary puzzle; here they are at hand from the start.
  provideSpecialRules(replaySpecialCards);

  it('basic-who-takes-0001: Anna\'s 8 takes row 2 (1 point), Finn\'s 39 fills row 1 (5 points)', () => {
    const p = SET.find((x) => x.id === 'basic-who-takes-0001') as Puzzle;
    expect(takesOf(p)).toEqual([{ player: 'Anna', row: 2, cards: [86], reason: 'low-card', points: 1 }, { player: 'Finn', row: 1, cards: [2, 12, 16, 17, 19], reason: 'full-row', points: 5 }]);
  });

  it("every who-takes puzzle, the Anniversary's too: the takes add up to the answer's bullheads", () => {
    const all = SET.filter((x) => x.answer.kind === 'who-takes');
    expect(all.filter((x) => x.variant === 'jubilaeum').length).toBeGreaterThan(10);
    for (const p of all) {
      const sum: Record<string, number> = Object.fromEntries(Object.keys(p.answer.kind === 'who-takes' ? p.answer.bullheads : {}).map((k) => [k, 0]));
      for (const { player, points } of takesOf(p)) sum[player] = (sum[player] ?? 0) + points;
      expect(sum, p.id).toEqual(p.answer.kind === 'who-takes' ? p.answer.bullheads : null);
    }
  });

  it("doppel-who-takes-0001: Anna takes row 4 as it lies once Dirk's 37 made it five (18, 26, 30, 36, 37: 7), not as the table shows it", () => {
    const p = SET.find((x) => x.id === 'doppel-who-takes-0001') as Puzzle;
    expect(takesOf(p)).toEqual([{ player: 'Cor', row: 1, cards: [69, 74], reason: 'low-card', points: 2 }, { player: 'Anna', row: 4, cards: [18, 26, 30, 36, 37], reason: 'full-row', points: 7 }]);
  });

  it('hand-who-takes-0023: Ben takes row 3 (5, 59: 3 bullheads) into his hand, so none reach his bull pile this turn', () => {
    const p = SET.find((x) => x.id === 'hand-who-takes-0023') as Puzzle;
    expect(takesOf(p)).toEqual([{ player: 'Ben', row: 3, cards: [5, 59], reason: 'low-card', points: 0, toHand: [5, 59] }]);
  });

  // 5th Row: while a fifth row lies, the taker also takes their own card, and the row taken leaves the table.
  const fifthRow = SET.find((x) => x.id === 'jubilaeum-who-takes-0001') as Puzzle;
  it("jubilaeum-who-takes-0001: Anna's 63 fills row 2 while Dirk's fifth row lies, so she takes the row (13) and her 63 (1)", () => {
    expect(takesOf(fifthRow)).toEqual([{ player: 'Cor', row: 3, cards: [28], reason: 'low-card', points: 1 }, { player: 'Anna', row: 2, cards: [36, 53, 55, 56, 60, 63], reason: 'full-row', points: 14, own: 63 }]);
  });

  it('a take after the fifth row is gone names the row as the puzzle shows it, not as the engine renumbers it', () => {
    // Row 4 made full: after Anna's row 2 leaves the table, Ben's 95 fills what the engine now calls row 3.
    const rows = fifthRow.scenario.rows.map((r, i) => (i === 3 ? [78, 84, 85, 87, 89] : r));
    const turn = fifthRow.scenario.turns[0] as { plays: Record<string, unknown> };
    const p = { ...fifthRow, scenario: { ...fifthRow.scenario, rows, turns: [{ ...turn, plays: { ...turn.plays, Ben: 95 } }] } } as Puzzle;
    expect(takesOf(p)).toEqual([{ player: 'Cor', row: 3, cards: [28], reason: 'low-card', points: 1 }, { player: 'Anna', row: 2, cards: [36, 53, 55, 56, 60, 63], reason: 'full-row', points: 14, own: 63 }, { player: 'Ben', row: 4, cards: [78, 84, 85, 87, 89], reason: 'full-row', points: 6 }]);
  });

  // Negative = Positive: the take scores the row less twice the card played on, never below 0; the sum goes with the take.
  it("jubilaeum-who-takes-0021: Ben takes row 2 (5) with Negative = Positive on 31 (1): 5 - 2 x 1 = 3", () => {
    const p = SET.find((x) => x.id === 'jubilaeum-who-takes-0021') as Puzzle;
    expect(takesOf(p)).toEqual([{ player: 'Ben', row: 2, cards: [31, 38, 52, 58, 71], reason: 'full-row', points: 3, positive: { card: 31, row: 5, cardPoints: 1, floor: false } }]);
  });
  it('jubilaeum-who-takes-0014: Cor takes row 2 (85 and 104: 3) with Negative = Positive on 85 (2): below 0, so 0', () => {
    const p = SET.find((x) => x.id === 'jubilaeum-who-takes-0014') as Puzzle;
    expect(takesOf(p)).toEqual([{ player: 'Cor', row: 2, cards: [85, 104], reason: 'low-card', points: 0, positive: { card: 85, row: 3, cardPoints: 2, floor: true } }]);
  });
});
