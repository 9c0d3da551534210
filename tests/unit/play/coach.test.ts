// The coach's look ahead on the two examples, and the quiet cases.
import { describe, expect, it } from 'vitest';
import { resolveOptions } from '../../../src/engine/index.ts';
import { preview } from '../../../src/islands/play/coach.ts';

const rows = [[30, 33], [40, 42, 44, 45, 49], [60], [70, 75, 77]];
const basic = resolveOptions('basic');

describe('what a card would do if nobody else played', () => {
  it('29 fits no row: the reader would take the cheapest row', () => {
    // row 3 (60: 3 bullheads) is cheaper than row 1 (30 + 33: 3 + 5), row 2 and row 4
    expect(preview(rows, 29, 'basic', basic)).toEqual({ kind: 'low', card: 29, row: 3, bullheads: 3 });
  });
  it('52 would be the 6th card of row 2 and take its bullheads', () => {
    expect(preview(rows, 52, 'basic', basic)).toEqual({ kind: 'full', card: 52, row: 2, nth: 6, bullheads: 3 + 1 + 5 + 2 + 1 });
  });
  it('61 goes quietly to row 3 as its second card; with 5 nimmt rows a fifth card takes', () => {
    expect(preview(rows, 61, 'basic', basic)).toEqual({ kind: 'fits', card: 61, row: 3, nth: 2 });
    expect(preview([[1, 2, 3, 4]], 5, 'basic', resolveOptions('basic', { rowLength: 4 }))).toMatchObject({ kind: 'full', nth: 5 });
  });
  it('Doppel: an equal card lies on the row end as a stack', () => {
    expect(preview(rows, 49, 'doppel', resolveOptions('doppel'))).toMatchObject({ kind: 'stack', row: 2 });
  });
});
