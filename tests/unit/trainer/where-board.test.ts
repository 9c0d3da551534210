import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Puzzle } from '../../../src/puzzles/types.ts';
import { isShown } from '../../../src/trainer/pick.ts';
import { judgePart } from '../../../src/trainer/answer.ts';
import { totalBullheads } from '../../../src/engine/cards.ts';
import { pickAt, pickedRows, rightWhy, stagesOf, whereStages, wrongWhy, type Stage } from '../../../src/islands/puzzle/where.ts';
import { loadSpecialCards } from '../../../src/islands/board/variant.ts';

const SET = (JSON.parse(readFileSync('src/content/puzzles/puzzles.json', 'utf8')) as Puzzle[]).filter(isShown);
const WHERE = SET.filter((p) => p.kind === 'where' && p.variant !== 'jubilaeum');
const ANNIVERSARY = SET.filter((p) => p.kind === 'where' && p.variant === 'jubilaeum');

describe('the puzzle board of where puzzles', () => {
  it('Anniversary puzzles: on the board once the special cards\' rules are loaded; every card placed where the answer says', async () => {
    const first = ANNIVERSARY[0] as Puzzle;
    expect(stagesOf(first)).toBeNull(); // not yet: the rules load with the first such puzzle
    await loadSpecialCards();
    for (const p of ANNIVERSARY) {
      if (p.answer.kind !== 'where') throw new Error(p.id);
      const stages = stagesOf(p);
      expect(stages?.length, p.id).toBe(p.answer.placements.length);
      stages?.forEach((s, i) => {
        const d = p.answer.kind === 'where' ? p.answer.placements[i] : undefined;
        expect(s.place.row, `${p.id} card ${s.card}`).toBe(d?.row);
        // A card played with Insert is answered by its row: the place comes from its play.
        expect(judgePart(p, i, { kind: 'place', pick: pickAt(s, { row: s.place.row, side: 'right' }) }), `${p.id} card ${s.card}`).toBe(true);
        expect(judgePart(p, i, { kind: 'place', pick: pickAt(s, { row: (s.place.row % 4) + 1, side: 'right' }) }), `${p.id} card ${s.card}`).toBe(false);
      });
    }
    const fifth = ANNIVERSARY.flatMap((p) => stagesOf(p) ?? []).find((s) => s.place.kind === 'special-place' && s.place.special === 'fifthRow');
    expect(fifth && rightWhy(fifth)).toEqual({ key: 'puzzle.why.fifthRow', params: { card: fifth?.card, row: 5, player: fifth?.players.join(' & ') } });
    // A Stop lies on the table when the next card is asked, and picking its row names the Stop.
    const stopped = ANNIVERSARY.flatMap((p) => stagesOf(p) ?? []).find((s) => s.place.kind === 'place' && (s.place.stopped?.length ?? 0) > 0);
    if (!stopped || stopped.place.kind !== 'place') throw new Error('no card placed beside a Stop');
    const row = stopped.place.stopped?.[0] ?? 0;
    expect(stopped.before.specials?.table[row - 1]).toContain('stop');
    expect(wrongWhy(stopped, { row, side: 'right' })[0]).toEqual({ key: 'puzzle.why.stopped', params: { card: stopped.card, row } });
  });

  it('every curated where puzzle: one stage per asked card, placed where the answer says, and clicking that place is right', () => {
    expect(WHERE.length).toBeGreaterThan(0);
    for (const p of WHERE) {
      if (p.answer.kind !== 'where') throw new Error(p.id);
      const stages = whereStages(p);
      expect(stages, p.id).not.toBeNull();
      expect(stages?.length, p.id).toBe(p.answer.placements.length);
      stages?.forEach((s, i) => {
        const d = p.answer.kind === 'where' ? p.answer.placements[i] : undefined;
        const side = s.place.kind === 'place' ? s.place.side : 'right';
        expect([s.place.row, side], `${p.id} card ${s.card}`).toEqual([d?.row, d?.side]);
        expect(judgePart(p, i, { kind: 'place', pick: { row: s.place.row, side, stack: false, take: false } }), p.id).toBe(true);
        // The next stage starts where this one ends.
        if (i > 0) expect(s.before).toBe(stages[i - 1]?.after);
      });
    }
  });

  it('a card below a row end: the misconception is named, then what the rules do', () => {
    // A stage whose card goes after some end, and a row whose end is higher than the card.
    for (const p of WHERE) {
      const stages = whereStages(p) ?? [];
      for (const s of stages) {
        if (s.place.kind !== 'place' || (s.place.rule !== 'rule2' && s.place.rule !== 'rule1')) continue;
        const higher = s.before.rows.findIndex((row) => (row[row.length - 1] ?? 0) > s.card);
        if (higher < 0 || p.scenario.variant === 'profi') continue;
        const whys = wrongWhy(s, { row: higher + 1, side: 'right' });
        expect(whys[0]).toEqual({ key: 'puzzle.why.lower', params: { card: s.card, end: s.before.rows[higher]?.at(-1) } });
        expect(whys[1]).toEqual(rightWhy(s));
        expect(rightWhy(s).key).toBe('puzzle.why.after');
        expect(pickedRows(s, { row: higher + 1, side: 'right' })[higher]?.at(-1)).toBe(s.card);
        return;
      }
    }
    throw new Error('no such stage in the set');
  });

  it('a card lower than every end: the player takes a row, named by the convention', () => {
    // One row alone the cheapest: no tie to break.
    const alone = (x: Stage) => x.before.rows.filter((r) => totalBullheads(r) === x.take?.bullheads).length === 1;
    const s = WHERE.flatMap((p) => whereStages(p) ?? []).find((x) => x.place.kind === 'place' && x.place.rule === 'rule4' && alone(x));
    if (!s) throw new Error('no low card in the set');
    expect(rightWhy(s)).toMatchObject({ key: 'puzzle.why.none', params: { card: s.card, row: s.place.row, bullheads: s.take?.bullheads } });
  });

  // basic-where-0022: Anna's 6 fits no row; rows 1, 2 and 3 each hold 4 bullheads (row 4: 12), so the tie-break picks row 1.
  it('a low card among rows equally cheap: the tie and the convention\'s lowest number are said', () => {
    const p = WHERE.find((x) => x.id === 'basic-where-0022');
    const s = p && whereStages(p)?.[0];
    if (!s) throw new Error('basic-where-0022');
    expect(rightWhy(s)).toEqual({ key: 'puzzle.why.noneTie', params: { card: 6, row: 1, player: 'Anna', bullheads: 4 }, rows: [1, 2, 3] });
    // Row 2 picked may be meant as the row to take: no "6 is lower than 104", only the take and its tie.
    expect(wrongWhy(s, { row: 2, side: 'right' })).toEqual([rightWhy(s)]);
  });
});
