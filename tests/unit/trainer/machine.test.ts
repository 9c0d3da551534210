import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { trainerMachine, type TrainerEmitted } from '../../../src/machines/trainer.ts';
import { ALL_VARIANT_KEYS, kindsFor } from '../../../src/puzzles/index.ts';
import type { Puzzle } from '../../../src/puzzles/types.ts';
import { isShown } from '../../../src/trainer/pick.ts';
import { answerMarks, judgePart, partCount } from '../../../src/trainer/answer.ts';
import { right, wrong } from './parts.ts';

const CURATED = JSON.parse(readFileSync('src/content/puzzles/puzzles.json', 'utf8')) as Puzzle[];
// The puzzles the trainer shows (every curated one, the Anniversary's too).
const SET = CURATED.filter(isShown);
const byId = (id: string) => SET.find((p) => p.id === id) as Puzzle;

function run(input: Parameters<typeof createActor<typeof trainerMachine>>[1]) {
  const actor = createActor(trainerMachine, input).start();
  const emitted: TrainerEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  return { actor, emitted };
}

describe('answer parts', () => {
  // Per variant key, every curated puzzle (shown in the trainer or not): a failure names the key.
  it.each(ALL_VARIANT_KEYS)('every curated %s puzzle: the right parts are judged right, a changed part wrong', (key) => {
    const mine = CURATED.filter((p) => p.variant === key);
    expect(mine).toHaveLength(kindsFor(key).length * 25);
    for (const p of mine) {
      for (let i = 0; i < partCount(p); i++) {
        expect(judgePart(p, i, right(p, i)), `${p.id} part ${i}`).toBe(true);
        expect(judgePart(p, i, wrong(p, i)), `${p.id} part ${i} wrong`).toBe(false);
      }
    }
  });

  it('a where part is judged by its place only: taking and stacking follow from the rules', () => {
    const p = SET.find((x) => x.variant === 'basic' && x.answer.kind === 'where' && x.answer.placements.some((d) => d.takes !== null)) as Puzzle;
    if (p.answer.kind !== 'where') throw new Error('where');
    const i = p.answer.placements.findIndex((d) => d.takes !== null);
    const first = right(p, i);
    if (first.kind !== 'place') throw new Error('place');
    // The reader only clicks the row: a pick that says nothing of the take is still right.
    expect(judgePart(p, i, { kind: 'place', pick: { ...first.pick, take: false } })).toBe(true);
    expect(judgePart(p, i, { kind: 'place', pick: { ...first.pick, take: true, row: (first.pick.row % p.scenario.rows.length) + 1 } })).toBe(false);
  });

  it('once settled the table marks the reader\'s other row or card, and the right one once revealed', () => {
    const row = byId('basic-which-row-0001');
    const truth = right(row, 0);
    const other = wrong(row, 0);
    if (truth.kind !== 'row' || other.kind !== 'row') throw new Error('row');
    expect(answerMarks(row, [other], true)).toEqual({ rows: { [truth.row]: 'right', [other.row]: 'wrong' }, cards: {} });
    expect(answerMarks(row, [truth], true)).toEqual({ rows: { [truth.row]: 'right' }, cards: {} });
    // Missed: the answer is kept back for a new try; only the reader's row is marked.
    expect(answerMarks(row, [other], false)).toEqual({ rows: { [other.row]: 'wrong' }, cards: {} });
    const safe = SET.find((x) => x.kind === 'safe-card') as Puzzle;
    const card = right(safe, 0);
    const mine = wrong(safe, 0);
    if (card.kind !== 'card' || mine.kind !== 'card') throw new Error('card');
    // The solution shown without an answer marks the answer alone.
    expect(answerMarks(safe, [], true)).toEqual({ rows: {}, cards: { [card.card]: 'right' } });
    expect(answerMarks(safe, [mine], true)).toEqual({ rows: {}, cards: { [card.card]: 'right', [mine.card]: 'wrong' } });
    expect(answerMarks(byId('basic-who-takes-0001'), [], true)).toEqual({ rows: {}, cards: {} });
    // Which special card: the number card to play (the special card itself is said in words).
    const special = SET.find((x) => x.kind === 'special' && x.question.kind === 'special' && x.question.hand.length > 1) as Puzzle;
    const play = right(special, 0);
    const notIt = wrong(special, 0);
    if (play.kind !== 'card' || notIt.kind !== 'card') throw new Error('special');
    expect(answerMarks(special, [notIt], true)).toEqual({ rows: {}, cards: { [play.card]: 'right', [notIt.card]: 'wrong' } });
    // A part said right stays marked right when a later one misses: the number card, then a wrong special card.
    expect(answerMarks(special, [play, wrong(special, 1)], false)).toEqual({ rows: {}, cards: { [play.card]: 'right' } });
  });

  it('raffiniert which-row: the row, and the card placed first marked among the player\'s two', () => {
    const p = byId('raffiniert-which-row-0001'); // Ben's 11 takes row 3, placed before his 42
    const [row, first] = [right(p, 0), right(p, 1)];
    const later = wrong(p, 1);
    if (row.kind !== 'row' || first.kind !== 'first' || later.kind !== 'first') throw new Error('which-row with order');
    expect([row.row, first.card, later.card]).toEqual([3, 11, 42]);
    // Missed on the order: the right row as said right, the reader's first card, the answer's kept back.
    expect(answerMarks(p, [row, later], false)).toEqual({ rows: { 3: 'right' }, cards: { 42: 'wrong' } });
    expect(answerMarks(p, [row, first], true)).toEqual({ rows: { 3: 'right' }, cards: { 11: 'right' } });
    // Missed on the row, then the solution shown: the order is marked as the answer says.
    expect(answerMarks(p, [wrong(p, 0)], true)).toEqual({ rows: { 3: 'right', [(wrong(p, 0) as { row: number }).row]: 'wrong' }, cards: { 11: 'right' } });
  });
});

describe('trainer machine', () => {
  it('answers part by part to solved, and reports a clean solve once', () => {
    const p = byId('basic-where-0004');
    const { actor, emitted } = run({ input: { puzzle: p } });
    expect(actor.getSnapshot().value).toBe('answering');
    for (let i = 0; i < partCount(p); i++) {
      actor.send({ type: 'ANSWER', value: right(p, i) });
      expect(actor.getSnapshot().context.results[i]).toBe(true);
    }
    expect(actor.getSnapshot().value).toBe('solved');
    expect(emitted).toEqual([{ type: 'outcome', puzzle: p, outcome: 'clean' }]);
    actor.send({ type: 'RETRY' });
    for (let i = 0; i < partCount(p); i++) actor.send({ type: 'ANSWER', value: right(p, i) });
    expect(emitted).toHaveLength(1); // a retry is practice, counted once
  });

  it('a wrong part misses at once; retry and the solution do not count again', () => {
    const p = byId('basic-who-takes-0001');
    const { actor, emitted } = run({ input: { puzzle: p } });
    actor.send({ type: 'ANSWER', value: right(p, 0) });
    actor.send({ type: 'ANSWER', value: wrong(p, 1) });
    const s = actor.getSnapshot();
    expect(s.value).toBe('missed');
    expect(s.context.results).toEqual([true, false]);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().context.results).toEqual([]);
    expect(actor.getSnapshot().context.attempt).toBe(1);
    actor.send({ type: 'SHOW_SOLUTION' });
    expect(actor.getSnapshot().value).toBe('solution');
    expect(emitted).toEqual([{ type: 'outcome', puzzle: p, outcome: 'missed' }]);
  });

  it('a one-card hand gives its card away: the special card is asked first, on every attempt', () => {
    const p = byId('jubilaeum-special-0029'); // hand: 75 alone; 5th Row or Negative = Positive
    const { actor, emitted } = run({ input: { puzzle: p } });
    const asked = () => actor.getSnapshot().context;
    expect(asked().part).toBe(1);
    expect(asked().values).toEqual([{ kind: 'card', card: 75 }]);
    actor.send({ type: 'ANSWER', value: wrong(p, 1) });
    expect(actor.getSnapshot().value).toBe('missed');
    actor.send({ type: 'RETRY' });
    expect(asked().part).toBe(1);
    actor.send({ type: 'ANSWER', value: right(p, 1) });
    expect(actor.getSnapshot().value).toBe('solved');
    expect(emitted).toEqual([{ type: 'outcome', puzzle: p, outcome: 'missed' }]);
  });

  it('a hint makes the solve not clean; giving up counts as missed', () => {
    const p = byId('taktik-safe-card-0001');
    const a = run({ input: { puzzle: p } });
    a.actor.send({ type: 'HINT' });
    a.actor.send({ type: 'ANSWER', value: right(p, 0) });
    expect(a.emitted).toEqual([{ type: 'outcome', puzzle: p, outcome: 'hinted' }]);
    const b = run({ input: { puzzle: p } });
    b.actor.send({ type: 'SHOW_SOLUTION' });
    expect(b.emitted).toEqual([{ type: 'outcome', puzzle: p, outcome: 'missed' }]);
  });

  it('streak: grows with each solve, ends at a mistake, starts again after', () => {
    const puzzles = ['basic-which-row-0001', 'raffiniert-which-row-0001', 'basic-where-0004'].map(byId);
    const { actor, emitted } = run({ input: {} });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'START', mode: 'streak' });
    expect(actor.getSnapshot().value).toBe('loading');
    for (const p of puzzles.slice(0, 2)) {
      actor.send({ type: 'LOAD', puzzle: p });
      for (let i = 0; i < partCount(p); i++) actor.send({ type: 'ANSWER', value: right(p, i) });
      expect(actor.getSnapshot().value).toBe('solved');
      actor.send({ type: 'NEXT' });
    }
    expect(actor.getSnapshot().context.streak).toBe(2);
    expect(actor.getSnapshot().context.seen).toEqual(puzzles.slice(0, 2).map((p) => p.id));
    const last = puzzles[2] as Puzzle;
    actor.send({ type: 'LOAD', puzzle: last });
    actor.send({ type: 'ANSWER', value: wrong(last, 0) });
    expect(actor.getSnapshot().context.streakOver).toBe(true);
    expect(emitted.filter((e) => e.type === 'streak').map((e) => (e.type === 'streak' ? e.length : 0))).toEqual([1, 2]);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context).toMatchObject({ streak: 0, streakOver: false, seen: [] });
  });

  it('loading: an empty filter result and a failed fetch are states of their own', () => {
    const { actor } = run({ input: {} });
    actor.send({ type: 'START', mode: 'pick' });
    actor.send({ type: 'EMPTY' });
    expect(actor.getSnapshot().value).toBe('empty');
    actor.send({ type: 'START', mode: 'daily' });
    actor.send({ type: 'FAILED' });
    expect(actor.getSnapshot().value).toBe('failed');
  });

  it("a puzzle's own page has no next puzzle", () => {
    const p = byId('basic-which-row-0001');
    const { actor } = run({ input: { puzzle: p } });
    actor.send({ type: 'ANSWER', value: right(p, 0) });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('solved');
  });
});
