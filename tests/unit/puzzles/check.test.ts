// solve, check and the small public functions, on hand-made puzzles whose outcome we know.
import { describe, expect, it } from 'vitest';
import { dailyPuzzle, CURATED } from '../../../src/puzzles/daily.ts';
import { alternatives, check, dailyIndex, generate, isIsoDate, kindsFor, nextSeed, solve, ALL_VARIANT_KEYS, type Puzzle } from '../../../src/puzzles/index.ts';

// The rulebook's second turn: 21, 26 fill row 1; the 30 is its sixth card, so Cor takes five cards (6 bullheads).
const rows = [[12, 14, 15], [37], [43, 44], [58, 61]];
const turn2 = { variant: 'basic' as const, players: ['Anna', 'Ben', 'Cor', 'Dirk'], rows, turns: [{ plays: { Anna: 21, Ben: 26, Cor: 30, Dirk: 36 } }] };
const where: Puzzle = {
  id: 'test-where', seed: 0, variant: 'basic', kind: 'where', difficulty: { rating: 1000, band: 'easy' }, themes: ['full-row'],
  scenario: turn2,
  question: { kind: 'where', placements: [21, 26, 30, 36].map((card, i) => ({ card, players: [turn2.players[i] as string] })), assumed: [] },
  answer: {
    kind: 'where',
    placements: [
      { row: 1, side: 'right', stack: false, takes: null },
      { row: 1, side: 'right', stack: false, takes: null },
      { row: 1, side: 'right', stack: false, takes: [12, 14, 15, 21, 26] },
      { row: 1, side: 'right', stack: false, takes: null },
    ],
  },
};
const whoTakes: Puzzle = {
  ...where, id: 'test-who', kind: 'who-takes',
  question: { kind: 'who-takes', players: turn2.players, assumed: [] },
  answer: { kind: 'who-takes', bullheads: { Anna: 0, Ben: 0, Cor: 6, Dirk: 0 } },
};

describe('solve', () => {
  it('computes where each card goes and what it takes (the rulebook\'s second turn)', () => {
    const sol = solve(where);
    expect(sol?.answer).toEqual(where.answer);
    expect(sol?.steps.map((s) => s.event.type)).toEqual(['place', 'place', 'take', 'place', 'place']);
    expect(sol?.steps[2]?.explanation).toMatchObject({ kind: 'take', reason: 'full-row', bullheads: 6 });
  });

  it('computes who takes how many bullheads', () => {
    expect(solve(whoTakes)?.answer).toEqual(whoTakes.answer);
  });

  it('which-row: the cheapest row for a lone low card; a take that reroutes a later own card counts (raffiniert)', () => {
    const scenario = { variant: 'basic' as const, players: ['Anna', 'Ben'], rows: [[10, 55], [20, 30], [40], [50, 60, 70]], turns: [{ plays: { Anna: 5, Ben: 80 } }] };
    const q = { kind: 'which-row' as const, player: 'Anna', card: 5, rows: [1, 2, 3, 4], assumed: [] };
    const sol = solve({ scenario, question: q });
    expect(sol?.answer).toEqual({ kind: 'which-row', row: 3 }); // 40: 3 bullheads; 20 30: 6; 10 55: 10; 50 60 70: 9
    expect(sol?.costs).toEqual([{ option: 1, cost: 10 }, { option: 2, cost: 6 }, { option: 3, cost: 3 }, { option: 4, cost: 9 }]);
    expect(sol?.unique).toBe(true);
  });

  it('safe-card: searches every play of the others and picks the card with the smallest worst case', () => {
    // Taktik, 2 players (deck 1-24). Row 4 holds five cards. Anna's 9 always goes there first and takes it.
    // Her 17 also aims at row 4, but both of Ben's cards are lower: whichever he plays takes the row first.
    const scenario = {
      variant: 'taktik' as const, players: ['Anna', 'Ben'], hands: { Anna: [9, 17], Ben: [10, 16] },
      rows: [[1], [2], [20], [4, 5, 6, 7, 8]], turns: [],
    };
    const q = { kind: 'safe-card' as const, player: 'Anna', hand: [9, 17], known: 'all-hands' as const, othersLowCard: 'cheapest-row' as const };
    const sol = solve({ scenario, question: q });
    expect(sol?.costs).toEqual([{ option: 9, cost: 6 }, { option: 17, cost: 0 }]);
    expect(sol?.answer).toEqual({ kind: 'safe-card', card: 17 });
    expect(sol?.scenario.turns[0]).toMatchObject({ plays: { Anna: 17 } });
  });

  it('returns null for a position the engine refuses', () => {
    expect(solve({ ...where, scenario: { ...turn2, rows: [[12, 11], [37], [43], [58]] } })).toBeNull();
  });
});

describe('check', () => {
  it('marks the right answer right, part by part', () => {
    expect(check(where, where.answer)).toEqual({ correct: true, parts: [true, true, true, true] });
    expect(check(whoTakes, whoTakes.answer).correct).toBe(true);
  });

  it('marks a wrong part wrong and the rest right', () => {
    if (where.answer.kind !== 'where') throw new Error('kind');
    const placements = where.answer.placements.map((p, i) => (i === 2 ? { ...p, takes: null } : p));
    expect(check(where, { kind: 'where', placements })).toEqual({ correct: false, parts: [true, true, false, true] });
    const wrongRow = where.answer.placements.map((p, i) => (i === 0 ? { ...p, row: 2 } : p));
    expect(check(where, { kind: 'where', placements: wrongRow }).parts).toEqual([false, true, true, true]);
    expect(check(whoTakes, { kind: 'who-takes', bullheads: { Anna: 0, Ben: 6, Cor: 0, Dirk: 0 } }).parts).toEqual([true, false, false, true]);
  });

  it('takes sets in any order, but not a card more or less', () => {
    if (where.answer.kind !== 'where') throw new Error('kind');
    const shuffled = where.answer.placements.map((p, i) => (i === 2 ? { ...p, takes: [26, 21, 15, 14, 12] } : p));
    expect(check(where, { kind: 'where', placements: shuffled }).correct).toBe(true);
    const short = where.answer.placements.map((p, i) => (i === 2 ? { ...p, takes: [12, 14, 15, 21] } : p));
    expect(check(where, { kind: 'where', placements: short }).correct).toBe(false);
  });

  it('raffiniert which-row asks the order too: row and order are two parts', () => {
    const p = CURATED.find((x) => x.id === 'raffiniert-which-row-0001');
    if (!p || p.answer.kind !== 'which-row' || !p.answer.order) throw new Error('missing puzzle');
    expect(check(p, p.answer).parts).toEqual([true, true]);
    expect(check(p, { ...p.answer, order: [...p.answer.order].reverse() }).parts).toEqual([true, false]);
    expect(check(p, { kind: 'which-row', row: p.answer.row }).parts).toEqual([true, false]);
  });

  it('an answer of the wrong kind or length is wrong everywhere', () => {
    expect(check(where, { kind: 'which-row', row: 1 })).toEqual({ correct: false, parts: [false, false, false, false] });
    expect(check(where, { kind: 'where', placements: [] }).correct).toBe(false);
  });

  it('every alternative of a curated puzzle is wrong', () => {
    for (const p of CURATED.slice(0, 200)) for (const a of alternatives(p)) expect(check(p, a).correct).toBe(false);
  });
});

describe('generate', () => {
  it('is deterministic: a seed names a puzzle', () => {
    for (const key of ALL_VARIANT_KEYS) for (const kind of kindsFor(key)) expect(generate(key, kind, 42)).toEqual(generate(key, kind, 42));
  });

  it('different seeds give different puzzles', () => {
    const seen = new Set<string>();
    for (let s = 0; s < 200; s++) seen.add(JSON.stringify(generate('basic', 'where', s)?.scenario));
    expect(seen.size).toBe(200);
  });

  it('refuses a kind the variant does not allow, and an unknown key', () => {
    expect(generate('basic', 'safe-card', 1)).toBeNull();
    expect(generate('nope' as 'basic', 'where', 1)).toBeNull();
  });

  it('aims at a band when asked', () => {
    for (const band of ['easy', 'medium', 'hard'] as const) expect(generate('basic', 'where', 7, { band })?.difficulty.band).toBe(band);
  });

  it('states every choice it assumes: the scenario\'s turn holds exactly the assumed choices', () => {
    for (const p of CURATED) {
      if (p.question.kind !== 'where' && p.question.kind !== 'who-takes') continue;
      expect(p.scenario.turns[0]?.choices ?? []).toEqual(p.question.assumed);
    }
  });

  it('endless mode: nextSeed walks a reproducible chain of fresh seeds', () => {
    const chain = [1];
    for (let i = 0; i < 50; i++) chain.push(nextSeed(chain[chain.length - 1] as number));
    expect(new Set(chain).size).toBe(51);
    expect(nextSeed(1)).toBe(chain[1]);
  });
});

describe('dailyPuzzle', () => {
  it('gives everyone the same puzzle on a date', () => {
    const a = dailyPuzzle('2026-11-25');
    expect(a).not.toBeNull();
    expect(dailyPuzzle('2026-11-25')).toBe(a);
    expect(dailyIndex('2026-11-25', CURATED.length)).toBe(CURATED.indexOf(a as Puzzle));
  });

  it('varies over the days', () => {
    const ids = new Set<string>();
    for (let d = 1; d <= 28; d++) ids.add(dailyPuzzle(`2027-02-${String(d).padStart(2, '0')}`)?.id ?? '');
    expect(ids.size).toBeGreaterThan(20);
  });

  it('returns null for anything that is not a date', () => {
    expect(dailyPuzzle('2026-02-30')).toBeNull();
    expect(dailyPuzzle('tomorrow')).toBeNull();
    expect(dailyPuzzle('2026-1-5')).toBeNull();
    expect(isIsoDate('2024-02-29')).toBe(true);
  });
});
