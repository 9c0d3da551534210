// Puzzles with special cards (the Anniversary variant, jubilaeum): every special card appears in the curated set,
// the special kind's answer is the cheapest play, a puzzle asked about a card turns on it, and check marks wrong answers.
// Soundness, ids and seeds of every variant's puzzles: curated.test.ts and the seed sweeps (seeds-*.test.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runScenario, SPECIAL_TYPES, type Scenario, type SimultaneousTurn, type SpecialPlay } from '../../../src/engine/index.ts';
import {
  alternatives, check, generate, kindsFor, solve, specialOptions, SPECIAL_THEME, type Answer, type Puzzle,
} from '../../../src/puzzles/index.ts';
import { expectSound } from './helpers.ts';

const load = (path: string): Puzzle[] => JSON.parse(readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8')) as Puzzle[];
const set = load('src/content/puzzles/puzzles.json');
const jub = set.filter((p) => p.variant === 'jubilaeum');
const KINDS = ['where', 'who-takes', 'special'] as const;
const group = (kind: string) => jub.filter((p) => p.kind === kind);
type SpecialQ = Extract<Puzzle['question'], { kind: 'special' }>;
type SpecialA = Extract<Answer, { kind: 'special' }>;

/** The special cards played in a turn puzzle's scenario. */
const playedSpecials = (p: Puzzle): string[] =>
  Object.values((p.scenario.turns[0] as SimultaneousTurn | undefined)?.plays ?? {}).flatMap((v) => (typeof v === 'object' && 'card' in v && v.special ? [v.special.type] : []));

describe('special cards in the curated set', () => {
  it('the key allows where, who-takes and special', () => {
    expect(kindsFor('jubilaeum')).toEqual(KINDS);
  });

  it('comes after every older puzzle of the set, so their ids keep their places', () => {
    const first = set.findIndex((p) => p.variant === 'jubilaeum');
    expect(first).toBeGreaterThan(0);
    expect(set.slice(first).every((p) => p.variant === 'jubilaeum')).toBe(true);
  });

  it('every special card appears in every kind (played in where and who-takes, the answer of special)', () => {
    for (const kind of ['where', 'who-takes'] as const) {
      const played = new Set(group(kind).flatMap(playedSpecials));
      expect([...played].sort(), kind).toEqual([...SPECIAL_TYPES].sort());
      for (const p of group(kind)) for (const t of playedSpecials(p)) expect(p.themes).toContain(SPECIAL_THEME[t as SpecialPlay['type']]);
    }
    const answered = new Set(group('special').map((p) => (p.answer as SpecialA).special.type));
    expect([...answered].sort()).toEqual([...SPECIAL_TYPES].sort());
    for (const p of group('special')) expect(p.themes).toContain(SPECIAL_THEME[(p.answer as SpecialA).special.type]);
  });

  it('special: the answer costs strictly less than every other legal play, playing no special card included', { timeout: 120_000 }, () => {
    for (const p of group('special')) {
      const q = p.question as SpecialQ;
      const a = p.answer as SpecialA;
      const options = specialOptions(p.scenario, q);
      if (!options) expect.fail(`${p.id}: no options`);
      const mine = options.filter((o) => o.card === a.card && JSON.stringify(o.special) === JSON.stringify(a.special));
      expect(mine.length, p.id).toBe(1);
      const best = mine[0]?.cost ?? -1;
      for (const o of options) if (o !== mine[0]) expect(o.cost, `${p.id}: ${JSON.stringify(o)}`).toBeGreaterThan(best);
      // Playing no special card is among the options and costs more.
      expect(options.filter((o) => o.special === null).length).toBe(q.hand.length);
      // The engine's own replay of the solution gives the player exactly that cost.
      const sol = solve(p);
      const run = runScenario(sol?.scenario as Scenario);
      if (!run.ok) expect.fail(`${p.id}: ${run.error.message}`);
      expect(run.value.final.penalties[q.player] ?? 0, p.id).toBe(best);
      const play = (sol?.scenario.turns[0] as SimultaneousTurn | undefined)?.plays[q.player];
      expect(play).toEqual({ card: a.card, special: a.special });
    }
  });

  it('special: each option\'s cost is what the engine gives for that play (a sample, checked by scenario replay)', { timeout: 120_000 }, () => {
    for (const p of group('special').slice(0, 6)) {
      const q = p.question as SpecialQ;
      const s = p.scenario;
      for (const o of specialOptions(p.scenario, q) ?? []) {
        const plays = Object.fromEntries((s.players ?? []).map((pl) => [pl, pl === q.player ? (o.special ? { card: o.card, special: o.special } : o.card) : (q.shown[pl] as number)]));
        const run = runScenario({ ...s, turns: [{ plays, choices: o.choices }] });
        if (!run.ok) expect.fail(`${p.id} ${JSON.stringify(o)}: ${run.error.message}`);
        expect(run.value.final.penalties[q.player] ?? 0).toBe(o.cost);
      }
    }
  });

  it('asking for a special card gives a puzzle about it, for each card and kind', { timeout: 180_000 }, () => {
    for (const special of SPECIAL_TYPES) {
      for (const kind of KINDS) {
        const p = generate('jubilaeum', kind, 1000 + SPECIAL_TYPES.indexOf(special), { special });
        if (!p) expect.fail(`${kind} ${special}: no puzzle`);
        expect(p.themes, `${kind} ${special}`).toContain(SPECIAL_THEME[special]);
        if (p.answer.kind === 'special') expect(p.answer.special.type).toBe(special);
        expectSound(p);
      }
    }
  });
});

describe('jubilaeum check', () => {
  const special = group('special')[0] as Puzzle;
  const a = special.answer as SpecialA;

  it('special: parts are the number card, the special card and its details', () => {
    expect(check(special, a)).toEqual({ correct: true, parts: [true, true, true] });
    expect(check(special, { kind: 'special', card: a.card + 200, special: a.special }).parts).toEqual([false, true, true]);
    const other: SpecialPlay = a.special.type === 'stop' ? { type: 'fifthRow' } : { type: 'stop', row: 1 };
    expect(check(special, { kind: 'special', card: a.card, special: other }).correct).toBe(false);
    expect(check(special, { kind: 'safe-card', card: a.card }).parts).toEqual([false, false, false]);
  });

  it('special: the wrong answers are every other legal play', () => {
    const q = special.question as SpecialQ;
    const others = (specialOptions(special.scenario, q) ?? []).filter((o) => o.special).length - 1;
    const wrong = alternatives(special).filter((x) => x.kind === 'special');
    expect(wrong.length).toBe(others);
    for (const w of wrong) expect(check(special, w).correct).toBe(false);
  });

  it('where: an Insert answer needs the place in the row', () => {
    const p = group('where').find((x) => x.answer.kind === 'where' && x.answer.placements.some((d) => d.position !== undefined));
    if (!p || p.answer.kind !== 'where') return expect.fail('no Insert in the where puzzles');
    const i = p.answer.placements.findIndex((d) => d.position !== undefined);
    const moved = p.answer.placements.map((d, j) => (j === i ? { ...d, position: (d.position ?? 1) + 1 } : d));
    expect(check(p, { kind: 'where', placements: moved }).parts[i]).toBe(false);
    const { position: _pos, ...atEnd } = p.answer.placements[i] as (typeof p.answer.placements)[number];
    expect(check(p, { kind: 'where', placements: p.answer.placements.map((d, j) => (j === i ? atEnd : d)) }).correct).toBe(false);
  });

  it('where: a card taken with its row (5th Row lying, Insert into a full row) is among its own takes', () => {
    for (const p of group('where')) {
      if (p.question.kind !== 'where' || p.answer.kind !== 'where') continue;
      const { placements } = p.question;
      p.answer.placements.forEach((d, i) => {
        if (d.takes?.includes(placements[i]?.card as number)) expect(playedSpecials(p).some((t) => t === 'fifthRow' || t === 'insert'), p.id).toBe(true);
      });
    }
  });
});

describe('jubilaeum destinations', () => {
  const where = (plays: SimultaneousTurn['plays']) => {
    const s: Scenario = {
      variant: 'jubilaeum', players: ['Anna', 'Ben', 'Cor'], specials: { Anna: ['fifthRow'], Ben: ['insert'] },
      rows: [[10, 20, 30, 40, 50], [60], [70], [80]], turns: [{ plays }],
    };
    const sol = solve({ scenario: s, question: { kind: 'where', placements: [], assumed: [] } });
    return sol?.answer.kind === 'where' ? sol.answer.placements : null;
  };
  const plain = { side: 'right', stack: false } as const;

  it('a take while a 5th Row lies: the taker\'s card is among the takes, the row is gone and later rows move up', () => {
    expect(where({ Anna: { card: 3, special: { type: 'fifthRow' } }, Ben: 55, Cor: 65 })).toEqual([
      { row: 5, ...plain, takes: null },
      { row: 1, ...plain, takes: [10, 20, 30, 40, 50, 55] },
      { row: 1, ...plain, takes: null },
    ]);
  });

  it('Insert into a full row while a 5th Row lies: one destination for the inserted card, with its place', () => {
    expect(where({ Anna: { card: 3, special: { type: 'fifthRow' } }, Ben: { card: 25, special: { type: 'insert', row: 1, position: 3 } }, Cor: 65 })).toEqual([
      { row: 5, ...plain, takes: null },
      { row: 1, ...plain, takes: [10, 20, 25, 30, 40, 50], position: 3 },
      { row: 1, ...plain, takes: null },
    ]);
  });
});
