// The rulebook examples, with the outcomes the text states.
import { describe, expect, it } from 'vitest';
import { FULL_DECK, findTargets, placesIn, VARIANTS, type Row } from '../../../src/engine/index.ts';
import { example, replay } from './helpers.ts';

describe('basic figures 1-4', () => {
  const r = replay(example('basic-figures'));
  it('turn 1: 14 and 15 go behind the 12 (rule 1), 44 behind 43 and 61 behind 58 (rule 2)', () => {
    expect(r.turns[0]?.after.rows).toEqual([[12, 14, 15], [37], [43, 44], [58, 61]]);
    const rules = r.turns[0]?.steps.map((s) => (s.explanation.kind === 'place' ? s.explanation.rule : s.explanation.kind));
    expect(rules).toEqual(['rule1', 'rule1', 'rule2', 'rule2']);
    const e44 = r.turns[0]?.steps[2]?.explanation;
    expect(e44?.kind === 'place' && e44.candidates.map((c) => [c.row, c.diff])).toEqual([[1, 29], [2, 7], [3, 1]]);
  });
  it('turn 2: the 30 is the sixth card of row 1, Cor takes 12 14 15 21 26 for 6 bullheads', () => {
    const t = r.turns[1]!;
    expect(t.steps.map((s) => s.event)).toEqual([
      { type: 'place', player: 'Anna', card: 21, row: 1, side: 'right' },
      { type: 'place', player: 'Ben', card: 26, row: 1, side: 'right' },
      { type: 'take', players: ['Cor'], row: 1, cards: [12, 14, 15, 21, 26], bullheads: 6, reason: 'full-row' },
      { type: 'place', player: 'Cor', card: 30, row: 1, side: 'right' },
      { type: 'place', player: 'Dirk', card: 36, row: 1, side: 'right' },
    ]);
    expect(t.after.rows).toEqual([[30, 36], [37], [43, 44], [58, 61]]);
    expect(t.steps[3]?.explanation).toMatchObject({ rule: 'rule3', placesBefore: 5 });
    expect(t.steps[2]?.after.rows[0]).toEqual([]);
  });
  it('turn 3: the 3 fits nowhere, its player chooses row 2 (the 37); the 9 follows it; 68 and 83 go to row 4', () => {
    const t = r.turns[2]!;
    expect(t.steps[0]?.event).toEqual({ type: 'take', players: ['Anna'], row: 2, cards: [37], bullheads: 1, reason: 'low-card' });
    expect(t.steps[1]?.explanation).toMatchObject({ rule: 'rule4', candidates: [] });
    expect(t.after.rows).toEqual([[30, 36], [3, 9], [43, 44], [58, 61, 68, 83]]);
    expect(r.scores).toEqual({ Anna: 1, Ben: 0, Cor: 6, Dirk: 0 });
  });
  it('the second turn run on its own gives the issue sample output', () => {
    const alone = replay({ variant: 'basic', rows: [[12, 14, 15], [37], [43, 44], [58, 61]], turns: [{ plays: { Anna: 21, Ben: 26, Cor: 30, Dirk: 36 } }] });
    expect(alone.turns[0]?.after.piles).toEqual({ Anna: [], Ben: [], Cor: [12, 14, 15, 21, 26], Dirk: [] });
    expect(alone.scores).toEqual({ Anna: 0, Ben: 0, Cor: 6, Dirk: 0 });
  });
});

describe('game tips', () => {
  it('tip 1: the 45 goes behind the 42 (smaller difference than the 41) and takes the full row 4', () => {
    const r = replay(example('tip-1'));
    const take = r.steps.find((s) => s.event.type === 'take')?.event;
    expect(take).toMatchObject({ players: ['Anna'], row: 4, reason: 'full-row', cards: [24, 29, 31, 36, 42] });
    const place45 = r.steps.find((s) => s.event.type === 'place' && s.event.card === 45)?.explanation;
    expect(place45).toMatchObject({ rule: 'rule3' });
    expect(place45?.kind === 'place' && place45.candidates.find((c) => c.row === 3)?.diff).toBe(4);
    expect(place45?.kind === 'place' && place45.candidates.find((c) => c.row === 4)?.diff).toBe(3);
  });
  it('tip 2: the 29 takes row 1 first, so the 62 must go to the full row 4', () => {
    const r = replay(example('tip-2'));
    const takes = r.steps.filter((s) => s.event.type === 'take').map((s) => s.event);
    expect(takes).toMatchObject([{ players: ['Ben'], row: 1, reason: 'low-card' }, { players: ['Anna'], row: 4, reason: 'full-row' }]);
    // Without the 29, the 62 would have gone behind row 1's last card.
    const alone = replay({ ...example('tip-2'), turns: [{ plays: { Anna: 62, Ben: 63, Cor: 71, Dirk: 90 } }] });
    expect(alone.steps[0]?.event).toMatchObject({ card: 62, row: 1 });
  });
});

describe('profi examples', () => {
  const r = replay(example('profi-1'));
  it('5 left of row 2, 17 left of the full row 1 (takes it), 58 left of row 3, 62 right of row 2', () => {
    const places = r.steps.filter((s) => s.event.type === 'place').map((s) => s.event);
    expect(places).toMatchObject([
      { card: 5, row: 2, side: 'left' },
      { card: 17, row: 1, side: 'left' },
      { card: 58, row: 3, side: 'left' },
      { card: 62, row: 2, side: 'right' },
    ]);
    expect(r.steps[1]?.event).toMatchObject({ type: 'take', players: ['Ben'], row: 1, cards: [40, 41, 46, 48, 52] });
    expect(r.turns[0]?.after.rows[0]).toEqual([17]);
  });
  it('afterwards exactly 1, 2, 3, 4, 63 and 64 of the cards off the table take row 2', () => {
    const rows = r.turns[0]!.after.rows;
    const onTable = new Set(rows.flat());
    const takers = FULL_DECK.filter((card) => {
      if (onTable.has(card)) return false;
      const targets = findTargets(rows, card, VARIANTS.profi);
      return targets.length === 1 && targets[0]!.row === 1 && placesIn(rows[1] as Row, false) >= 5;
    });
    expect(takers).toEqual([1, 2, 3, 4, 63, 64]);
  });
  it('example 2: 59 and 60 fit no row on either end, so the player takes a row of choice', () => {
    const p2 = example('profi-2');
    for (const card of [59, 60]) expect(findTargets(p2.rows, card, VARIANTS.profi)).toEqual([]);
    const r2 = replay(p2);
    expect(r2.steps.find((s) => s.event.type === 'take')?.event).toMatchObject({ players: ['Anna'], reason: 'low-card', row: 4, cards: [58, 95] });
  });
});
