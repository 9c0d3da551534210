// The curated set under the rules of issue 12: rule puzzles follow the take-row convention, answers are the
// engine's with it, no question answers itself, strategy puzzles say why, retired ids lead to a puzzle.
import { describe, expect, it } from 'vitest';
import { readRetired } from '../../../scripts/build-puzzles.ts';
import { retiredNext, withoutRetired } from '../../../src/puzzles/retired.ts';
import { answerFollowsConvention, conventionBreaks, givenAway } from '../../../src/puzzles/audit.ts';
import { conventionTakes, isConventionTake, statedPremises } from '../../../src/puzzles/convention.ts';
import { CURATED } from '../../../src/puzzles/daily.ts';
import { solve } from '../../../src/puzzles/index.ts';
import { hintText, REASONS, reasonText } from '../../../src/i18n/trainer/reasons.ts';
import themes from '../../../src/content/puzzles/themes.json' with { type: 'json' };
import type { Puzzle } from '../../../src/puzzles/types.ts';

const ruleKinds = new Set(['where', 'who-takes']);

describe('the take-row convention in the curated set', () => {
  it('no rule or which-row puzzle assumes a take other than the cheapest row (lowest on a tie)', { timeout: 60_000 }, () => {
    const breaking = CURATED.filter((p) => conventionBreaks(p).length > 0).map((p) => p.id);
    expect(breaking).toEqual([]);
    for (const p of CURATED) if (ruleKinds.has(p.kind) || p.kind === 'which-row') expect((p.question as { takeRow?: string }).takeRow, p.id).toBe('cheapest-row');
  });

  it('every where answer is what the engine gives when every take follows the convention', { timeout: 60_000 }, () => {
    const wrong = CURATED.filter((p) => p.kind === 'where' && !answerFollowsConvention(p)).map((p) => p.id);
    expect(wrong).toEqual([]);
  });

  it('a puzzle that takes a dearer row breaks the convention', () => {
    const p = CURATED.find((x) => x.kind === 'where' && conventionTakes(x.question).length > 0) as Puzzle;
    const q = p.question as Extract<Puzzle['question'], { kind: 'where' }>;
    const take = conventionTakes(q)[0] as { card: number; takeRow: number };
    const other = take.takeRow === 1 ? 2 : 1;
    const assumed = q.assumed.map((c) => (c === take ? { ...take, takeRow: other } : c));
    expect(conventionBreaks({ ...p, question: { ...q, assumed } })).toEqual([{ ...take, takeRow: other }]);
  });

  it('convention takes and stated premises split the assumed choices', () => {
    for (const p of CURATED) {
      if (!('assumed' in p.question)) continue;
      const takes = conventionTakes(p.question);
      const premises = statedPremises(p.question);
      expect(takes.length + premises.length).toBe(p.question.assumed.length);
      for (const c of premises) expect(isConventionTake(p.question, c)).toBe(false);
    }
  });
});

describe('curated puzzle quality', () => {
  it('no question answers itself', () => {
    expect(CURATED.filter((p) => givenAway(p)).map((p) => p.id)).toEqual([]);
    for (const p of CURATED) {
      if (p.question.kind === 'safe-card') expect(p.question.hand.length, p.id).toBeGreaterThanOrEqual(2);
      // special: a card to choose, except with 5th Row (any card opens the fifth row), where only the special card is asked
      if (p.question.kind === 'special' && p.answer.kind === 'special' && p.answer.special.type !== 'fifthRow') expect(p.question.hand.length, p.id).toBeGreaterThanOrEqual(2);
    }
  });

  it('every strategy puzzle says why, with the solver\'s costs, in every language', { timeout: 120_000 }, () => {
    for (const p of CURATED) {
      if (ruleKinds.has(p.kind)) {
        expect(p.reason).toBeUndefined();
        continue;
      }
      expect(p.reason, p.id).toBeDefined();
      const best = Math.min(...(solve(p)?.costs ?? []).map((c) => c.cost));
      expect(p.reason?.cost, p.id).toBe(best);
      for (const m of Object.values(REASONS)) {
        const text = reasonText(p, m);
        expect(text, p.id).toMatch(/\S/);
        expect(text, p.id).not.toMatch(/[{}]/);
      }
    }
  });

  it('hints point at a card of the puzzle and never name its themes', () => {
    const where = CURATED.find((p) => p.kind === 'where' && p.answer.kind === 'where' && p.answer.placements.some((d) => d.takes)) as Puzzle;
    const taking = where.answer.kind === 'where' ? where.answer.placements.findIndex((d) => d.takes) : -1;
    const card = where.question.kind === 'where' ? where.question.placements[taking]?.card : -1;
    expect(hintText(where, REASONS.en)).toContain(`Card ${card} `);
    for (const p of CURATED) {
      for (const m of Object.values(REASONS)) {
        const text = hintText(p, m);
        expect(text).not.toMatch(/[{}]|undefined|Infinity/);
        for (const theme of p.themes) expect(text).not.toContain(theme);
      }
    }
  });

  it('a row that looks cheaper and costs more is named with both costs', () => {
    const p = CURATED.find((x) => x.reason?.code === 'row-takes-again' || x.reason?.code === 'row-costs-more');
    if (!p?.reason?.looksCheaper) return;
    expect(p.reason.looksCheaper.cost).toBeGreaterThan(p.reason.cost);
    expect(reasonText(p, REASONS.en)).toContain(`Row ${p.reason.looksCheaper.row} looks cheaper`);
  });

  it('the themes list per variant key holds exactly the themes its puzzles have', () => {
    const byKey = themes as Record<string, Record<string, string[]>>;
    for (const [key, kinds] of Object.entries(byKey)) {
      const mine = CURATED.filter((p) => p.variant === key);
      expect(new Set(kinds.all)).toEqual(new Set(mine.flatMap((p) => p.themes)));
    }
    expect(byKey.basic?.all).not.toContain('stack');
    expect(byKey.doppel?.all).toContain('stack');
  });
});

describe('retired ids', () => {
  const retired = readRetired();
  const ids = new Map(CURATED.map((p) => [p.id, p]));

  it('are never reused, and each offers a curated puzzle of the same variant and kind', () => {
    expect(retired.length).toBeGreaterThan(0);
    for (const r of retired) {
      expect(ids.has(r.id), r.id).toBe(false);
      const next = ids.get(r.next);
      expect(next, r.id).toBeDefined();
      expect(r.next.replace(/-\d+$/, '')).toBe(r.id.replace(/-\d+$/, ''));
    }
  });

  it('lead from a retired id to its puzzle and drop out of stored lists, the rest kept in order', () => {
    const r = retired[0] as { id: string; next: string };
    expect(retiredNext(r.id)).toBe(r.next);
    expect(retiredNext(r.next)).toBeNull();
    expect(withoutRetired(['x-where-0001', r.id, r.next])).toEqual(['x-where-0001', r.next]);
  });
});
