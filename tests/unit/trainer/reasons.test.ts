import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REASONS, wrongText } from '../../../src/i18n/trainer/reasons.ts';
import type { Puzzle } from '../../../src/puzzles/types.ts';
import { isShown } from '../../../src/trainer/pick.ts';
import { partCount } from '../../../src/trainer/answer.ts';
import { wrong } from './parts.ts';

const SET = (JSON.parse(readFileSync('src/content/puzzles/puzzles.json', 'utf8')) as Puzzle[]).filter(isShown);

describe('a wrong answer to a strategy puzzle', () => {
  it('names what the reader overlooked, never the right answer, in every language', () => {
    for (const p of SET.filter((x) => x.reason)) {
      for (let i = 0; i < partCount(p); i++) {
        for (const m of Object.values(REASONS)) {
          const text = wrongText(p, i, wrong(p, i), m);
          expect(text, `${p.id} part ${i}`).toMatch(/\S/);
          expect(text, p.id).not.toMatch(/[{}]|undefined/);
          if (p.answer.kind === 'which-row') expect(text, p.id).not.toMatch(new RegExp(`(Row|Reihe|Rij) ${p.answer.row}\\b`));
        }
      }
    }
  });

  it('the row that looks cheaper: its bullheads now and its cost by the end of the turn', () => {
    const p = SET.find((x) => x.reason?.code === 'row-takes-again') as Puzzle;
    const looks = p.reason?.looksCheaper;
    if (!looks || !p.reason?.again) throw new Error('no row-takes-again puzzle');
    const text = wrongText(p, 0, { kind: 'row', row: looks.row }, REASONS.en);
    expect(text).toContain(`Row ${looks.row} looks cheapest`);
    expect(text).toContain(`card ${p.reason.again}`);
    expect(text).toContain(`${looks.cost} bullhead`);
  });

  it('the runner-up card: what it can cost', () => {
    const p = SET.find((x) => x.kind === 'safe-card' && x.reason?.runnerUp) as Puzzle;
    const runner = p.reason?.runnerUp;
    if (!runner) throw new Error('no runner-up');
    expect(wrongText(p, 0, { kind: 'card', card: runner.option }, REASONS.de)).toContain(`Mit Karte ${runner.option}`);
  });
});
