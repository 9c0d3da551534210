// Advice for bots, puzzles and hints: the engine decides what is legal; the policy chooses among it.
import { describe, expect, it } from 'vitest';
import { newRound, newSpecialRound, resolveOptions } from '../../../src/engine/index.ts';
import { cheapestRow, placementCost, specialPlays, takeRowCost } from '../../../src/policy/index.ts';

const opts = resolveOptions('jubilaeum', {});
const four = ['Anna', 'Ben', 'Cor', 'Dirk'];
const NO = { fifthRow: false, sevenNimmt: false, stop: false };

describe('the policy', () => {
  it('cheapestRow: fewest bullheads; on a tie the lowest row, or the shorter one when asked', () => {
    const rows = [[10, 20], [55], [1, 2], [30]]; // 6, 7, 2 and 3 bullheads
    expect(cheapestRow(rows)).toBe(3);
    expect(cheapestRow(rows, [1, 2, 4])).toBe(4);
    const tied = [[1, 2], [3], [4]]; // 2, 1, 1 bullheads
    expect(cheapestRow(tied, [1, 2, 3])).toBe(2);
    const even = [[1, 2], [3, 4], [5]]; // rows 2 and 3 both hold 2 bullheads; row 3 in one card
    expect(cheapestRow(even, [2, 3])).toBe(2);
    expect(cheapestRow(even, [2, 3], true)).toBe(3);
  });

  it('placementCost: what one card costs on this table with a special card or none, or why it is refused', () => {
    const table = newSpecialRound(opts, four, [[12, 13, 14, 15, 16], [37], [43], [58]], { Anna: [70] }, { Anna: ['sevenNimmt', 'stop', 'fifthRow'] });
    const full = { ...table, marks: [{ fifthRow: false, sevenNimmt: false, stop: false }, { fifthRow: false, sevenNimmt: false, stop: true }, { fifthRow: false, sevenNimmt: false, stop: true }, { fifthRow: false, sevenNimmt: false, stop: false }] };
    // 17 would take the full row 1: 12, 13, 14 and 16 have 1 bullhead each, 15 has 2
    expect(placementCost(table, 'Anna', 17, null)).toEqual({ ok: true, value: 6 });
    expect(placementCost(table, 'Anna', 17, { type: 'sevenNimmt' })).toEqual({ ok: true, value: 0 });
    expect(placementCost(table, 'Anna', 17, { type: 'fifthRow' })).toEqual({ ok: true, value: 0 });
    const third = placementCost(full, 'Anna', 17, { type: 'stop', row: 1 });
    expect(!third.ok && third.error.code).toBe('special-stop-limit');
    const notHeld = placementCost(table, 'Anna', 17, { type: 'insert', row: 1, position: 1 });
    expect(!notHeld.ok && notHeld.error.code).toBe('special-not-held');
  });

  it('takeRowCost: the row\'s bullheads, and while a 5th row lies the low card\'s too (it is taken along)', () => {
    const rows = [[23, 24], [37], [43], [58], [67]]; // 2 bullheads in row 1, 1 in each other row
    expect(takeRowCost(newRound('basic', resolveOptions('basic', { rows: 4 }), four, rows.slice(0, 4)), 'Anna', 5, 1)).toBe(2);
    const five = { ...newSpecialRound(opts, four, rows, { Anna: [90] }), marks: [NO, NO, NO, NO, { ...NO, fifthRow: true }] };
    // 22 (5 bullheads) fits no row: Anna takes row 1 (2) and her 22 with it, and row 1 leaves the table
    expect(takeRowCost(five, 'Anna', 22, 1)).toBe(2 + 5);
    const four5 = { ...five, rows: rows.slice(0, 4), marks: [NO, NO, NO, NO] };
    expect(takeRowCost(four5, 'Anna', 22, 1)).toBe(2);
  });

  it('specialPlays: every place worth trying, the engine refuses the rest', () => {
    const table = newSpecialRound(opts, four, [[12, 13], [37], [43], [58]], {}, {});
    expect(specialPlays('stop', table, 20, [], [20])).toHaveLength(4);
    expect(specialPlays('insert', table, 20, [], [20])).toHaveLength(5);
    expect(specialPlays('replace', table, 20, [20, 30, 40], [20, 40])).toEqual([{ type: 'replace', card: 30 }]);
  });
});
