// Answer checking of puzzles with special cards (the Anniversary, jubilaeum): the parts a special card adds, against the
// curated set. Every curated puzzle's parts, of every variant: machine.test.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { trainerMachine } from '../../../src/machines/trainer.ts';
import { jubilaeumAlternatives, legalSpecialPlays } from '../../../src/puzzles/jubilaeum.ts';
import type { Puzzle } from '../../../src/puzzles/types.ts';
import { asksPosition, judgePart, offeredRows, partCount, playsOf, rightPart, specialChoices } from '../../../src/trainer/answer.ts';
import { right } from './parts.ts';

const JUB = (JSON.parse(readFileSync('src/content/puzzles/puzzles.json', 'utf8')) as Puzzle[]).filter((p) => p.variant === 'jubilaeum');
const byId = (id: string) => {
  const p = JUB.find((x) => x.id === id);
  if (!p) throw new Error(`no puzzle ${id}`);
  return p;
};

describe('answers with special cards', () => {
  it('special: the number card, the special card, then how it is played (none for 5th Row and 7 nimmt!)', () => {
    const stop = byId('jubilaeum-special-0027'); // Dirk's 65 with Stop on row 2 (hand 30 and 65)
    expect(partCount(stop)).toBe(3);
    expect(judgePart(stop, 0, { kind: 'card', card: 65 })).toBe(true);
    expect(judgePart(stop, 0, { kind: 'card', card: 30 })).toBe(false);
    expect(judgePart(stop, 1, { kind: 'special-type', type: 'stop' })).toBe(true);
    expect(judgePart(stop, 1, { kind: 'special-type', type: 'replace' })).toBe(false);
    expect(judgePart(stop, 2, { kind: 'special-play', special: { type: 'stop', row: 2 } })).toBe(true);
    expect(judgePart(stop, 2, { kind: 'special-play', special: { type: 'stop', row: 3 } })).toBe(false);
    // A value of another part's shape is never right.
    expect(judgePart(stop, 0, { kind: 'special-type', type: 'stop' })).toBe(false);
    expect(judgePart(stop, 2, { kind: 'special-type', type: 'stop' })).toBe(false);
    const fifth = byId('jubilaeum-special-0029'); // 75 with 5th Row (any card opens the fifth row: one card in hand)
    expect(partCount(fifth)).toBe(2);
    expect(rightPart(fifth, 1)).toEqual({ kind: 'special-type', type: 'fifthRow' });
    const two = byId('jubilaeum-special-0011'); // hand 2 and 77: 77 with Replace bringing in 2
    expect(judgePart(two, 0, { kind: 'card', card: 2 })).toBe(false);
    expect(judgePart(two, 0, { kind: 'card', card: 77 })).toBe(true);
    expect(judgePart(two, 2, { kind: 'special-play', special: { type: 'replace', card: 2 } })).toBe(true);
  });

  it("special: every other legal play is wrong in some part, and the answer is among the engine's legal plays", () => {
    for (const p of JUB.filter((x) => x.kind === 'special')) {
      if (p.question.kind !== 'special' || p.answer.kind !== 'special') throw new Error(p.id);
      const legal = legalSpecialPlays(p.scenario, p.question) ?? [];
      const { card, special } = p.answer;
      expect(playsOf(legal, card, special.type).map((o) => o.special), p.id).toContainEqual(special);
      expect(specialChoices(p), p.id).toContain(special.type);
      for (const alt of jubilaeumAlternatives(p)) {
        if (alt.kind !== 'special') continue;
        const parts = [
          judgePart(p, 0, { kind: 'card', card: alt.card }),
          judgePart(p, 1, { kind: 'special-type', type: alt.special.type }),
          judgePart(p, 2, { kind: 'special-play', special: alt.special }),
        ];
        expect(parts.slice(0, partCount(p)).every(Boolean), `${p.id}: ${JSON.stringify(alt)}`).toBe(false);
      }
    }
  });

  it('where: a card played with Insert is asked its place; a 5th Row card opens a fifth row to choose', () => {
    const insert = byId('jubilaeum-where-0003'); // 31 with Insert into row 3 at place 1
    const i = insert.question.kind === 'where' ? insert.question.placements.findIndex((x) => x.card === 31) : -1;
    expect(asksPosition(insert, i)).toBe(true);
    expect(asksPosition(insert, 0)).toBe(false);
    const pick = { row: 3, side: 'right', stack: false, take: false } as const;
    expect(judgePart(insert, i, { kind: 'place', pick: { ...pick, position: 1 } })).toBe(true);
    expect(judgePart(insert, i, { kind: 'place', pick: { ...pick, position: 2 } })).toBe(false);
    expect(judgePart(insert, i, { kind: 'place', pick })).toBe(false); // the place is part of the answer
    expect(offeredRows(insert)).toBe(4);
    const fifth = byId('jubilaeum-where-0001'); // 45 with 5th Row opens row 5
    expect(offeredRows(fifth)).toBe(5);
    expect(judgePart(fifth, 2, { kind: 'place', pick: { row: 5, side: 'right', stack: false, take: false } })).toBe(true);
    expect(judgePart(fifth, 2, { kind: 'place', pick: { row: 4, side: 'right', stack: false, take: false } })).toBe(false);
  });

  it('where: the row of a card that takes is right without saying it takes (the rules decide)', () => {
    const p = byId('jubilaeum-where-0010'); // 39 into row 4 at place 1; 104 then takes row 4 with 39 in it
    expect(judgePart(p, 4, { kind: 'place', pick: { row: 4, side: 'right', stack: false, take: false } })).toBe(true);
    expect(judgePart(p, 4, { kind: 'place', pick: { row: 3, side: 'right', stack: false, take: true } })).toBe(false);
  });

  it('the machine solves a special puzzle part by part and misses at a wrong way to play', () => {
    const p = byId('jubilaeum-special-0038'); // 64 with Insert into row 1 at place 1
    const a = createActor(trainerMachine, { input: { puzzle: p } }).start();
    for (let i = 0; i < 3; i++) a.send({ type: 'ANSWER', value: right(p, i) });
    expect(a.getSnapshot().value).toBe('solved');
    const b = createActor(trainerMachine, { input: { puzzle: p } }).start();
    b.send({ type: 'ANSWER', value: right(p, 0) });
    b.send({ type: 'ANSWER', value: right(p, 1) });
    expect(b.getSnapshot().value).toBe('answering');
    b.send({ type: 'ANSWER', value: { kind: 'special-play', special: { type: 'insert', row: 1, position: 2 } } });
    expect(b.getSnapshot().value).toBe('missed');
    expect(b.getSnapshot().context.results).toEqual([true, true, false]);
  });
});
