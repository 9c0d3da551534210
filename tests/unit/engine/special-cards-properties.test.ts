// Property tests of the special cards (the Anniversary variant) over random games with random legal special-card plays:
// no number or special card lost or duplicated, never three Stops or six rows, points never below zero, rows ascending
// and never longer than allowed; and the one turn driver plays every turn as the old drivers did (a recorded digest).
// That the same seed gives the same game, in every variant: properties.test.ts.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  beginTurn, declined, dealWithSpecials, isRoundOver, mulberry32, nextStep, applyChoice, specialSnapshot, totalBullheads,
  type Explanation, type Snapshot,
  type Card, type Choice, type Decision, type GameEvent, type PlayWithSpecial, type SpecialRound, type SpecialType,
} from '../../../src/engine/index.ts';
import { pick, randomPlays, specialGame } from './special-game.ts';

const numberCards = (r: SpecialRound): Card[] =>
  [...r.rows.flat(), ...r.players.flatMap((p) => [...(r.hands[p] ?? []), ...(r.piles[p] ?? [])]), ...r.outOfGame].sort((a, b) => a - b);

const specialCards = (r: SpecialRound): string[] =>
  [
    ...r.players.flatMap((p) => r.specials[p] ?? []), ...r.specialDeck, ...r.specialDiscards,
    ...r.marks.flatMap((m) => [m.fifthRow && 'fifthRow', m.sevenNimmt && 'sevenNimmt', m.stop && 'stop'].filter((x): x is SpecialType => !!x)),
  ].sort();

function checkRound(r: SpecialRound, numbers: Card[], specials: string[]): void {
  expect(numberCards(r)).toEqual(numbers);
  expect(specialCards(r)).toEqual(specials);
  expect(r.rows.length).toBeGreaterThanOrEqual(4);
  expect(r.rows.length).toBeLessThanOrEqual(5);
  expect(r.marks).toHaveLength(r.rows.length);
  expect(r.marks.filter((m) => m.stop).length).toBeLessThanOrEqual(2);
  expect(r.marks.filter((m) => m.fifthRow).length).toBe(r.rows.length - 4);
  r.rows.forEach((row, i) => {
    expect(row.length).toBeGreaterThan(0);
    for (let k = 1; k < row.length; k++) expect(row[k]!).toBeGreaterThan(row[k - 1]!);
    expect(row.length).toBeLessThanOrEqual(r.options.rowLength + (r.marks[i]!.sevenNimmt ? 1 : 0));
  });
  for (const p of r.players) {
    expect(r.penalties[p]).toBeGreaterThanOrEqual(0);
    expect(r.penalties[p]).toBeLessThanOrEqual(totalBullheads(r.piles[p] ?? []));
  }
}

const settings = fc.record({ players: fc.integer({ min: 2, max: 8 }), seed: fc.integer({ min: 0, max: 2 ** 31 }) });

describe('random games with special cards keep the invariants', () => {
  it('no card lost or duplicated; never three Stops or six rows; rows ascend and fit; points never below zero', () => {
    fc.assert(
      fc.property(settings, ({ players, seed }) => {
        const g = specialGame(players, seed);
        const numbers = numberCards(g.first);
        const all28 = specialCards(g.first);
        expect(all28).toHaveLength(28);
        for (const r of g.one.rounds) checkRound(r, numbers, all28);
        expect(g.one.rounds).toHaveLength(12);
        expect(specialCards(g.second)).toEqual(all28);
        for (const p of g.names) {
          const kept = g.one.rounds.at(-1)!.specials[p]!.length;
          expect(g.second.specials[p]!.length - kept).toBeLessThanOrEqual(3);
        }
        const numbers2 = numberCards(g.second);
        for (const r of g.two.rounds) checkRound(r, numbers2, all28);
        for (const p of g.names) expect(g.totals[p]).toBeGreaterThanOrEqual(0);
        // Every event sequence: a take is followed by Stops leaving only if Stops lay; a Negative = Positive comes right before its take.
        for (const turn of [...g.one.events, ...g.two.events]) {
          turn.forEach((e, k) => {
            if (e.type === 'special' && e.special.type === 'negativePositive') expect(turn[k + 1]).toMatchObject({ type: 'take', players: [e.player] });
            if (e.type === 'remove-stops') expect(['take', 'special']).toContain(turn[k - 1]?.type);
          });
        }
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it('the random games do play every special card, swap and remove Stops and fifth rows', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const g = specialGame(2 + (seed % 7), seed);
      for (const turn of [...g.one.events, ...g.two.events]) {
        for (const e of turn) seen.add(e.type === 'special' ? e.special.type : e.type);
      }
    }
    expect([...seen].sort()).toEqual([
      'fifthRow', 'insert', 'negativePositive', 'place', 'remove-row', 'remove-stops', 'replace', 'sevenNimmt', 'shift', 'stop', 'swap', 'take',
    ]);
  });
});

// ---- The Anniversary turn, step for step, as the old drivers played it ----
// The one driver (beginTurn / nextStep / applyChoice with the Anniversary's hooks) replaced two older ones: a
// one-pass resolver with a chooser callback and a step-wise one that replayed the turn from its start. Before
// they were deleted all three agreed on every event, explanation, table, decision and round of these random
// rounds; RECORDED is the digest of what they gave, so any change in the turn shows here.

/** Everything a driver shows of a turn: each event and each decision asked, in order; then the round or the error. */
interface Trace {
  readonly steps: readonly (GameEvent | { readonly asked: Decision })[];
  readonly end: SpecialRound | { readonly error: string };
  /** Each event's explanation and the table after it. */
  readonly notes: readonly { readonly explanation: Explanation; readonly after: Snapshot }[];
}
type Chooser = (d: Decision, now: SpecialRound) => Choice | null;

/** A turn on the one driver with the Anniversary's hooks. `ask`: each holder is asked for a special card as their card is placed (the game machine's way). */
function drive(round: SpecialRound, plays: Record<string, PlayWithSpecial>, choose: Chooser, ask = false): Trace {
  const steps: Trace['steps'][number][] = [];
  const notes: Trace['notes'][number][] = [];
  const fail = (e: { path: string; message: string }): Trace => ({ steps, notes, end: { error: `${e.path}: ${e.message}` } });
  const begun = beginTurn(round, plays, undefined, { explain: true, askSpecials: ask });
  if (!begun.ok) return fail(begun.error);
  let t = begun.value;
  for (;;) {
    const step = nextStep(t);
    if (step.kind === 'done') return { steps, notes, end: step.round as SpecialRound };
    if (step.kind === 'error') return fail(step.error);
    if (step.kind === 'event') {
      steps.push(step.event);
      notes.push({ explanation: step.explanation!, after: specialSnapshot((step.after ?? step.turn.round) as SpecialRound) });
      t = step.turn;
      continue;
    }
    steps.push({ asked: step.decision });
    const c = choose(step.decision, step.turn.round as SpecialRound);
    const answer = c ?? declined(step.decision);
    if (!answer) return { steps, notes, end: { error: 'no answer' } };
    const answered = applyChoice(t, answer, ['choices']);
    if (!answered.ok) return fail(answered.error);
    t = answered.value;
  }
}

const RECORDED = { turns: 300, refused: 134, digest: '573f50371a9aa5d24519234fda5146de6d62e1aad2afc13ebd0dc1ca6badd5a2' };

/** JSON with sorted keys (the old drivers built equal objects in other key orders), for the recorded digest. */
function canonical(x: unknown): string {
  return JSON.stringify(x, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, (v as Record<string, unknown>)[k]])) : v);
}

/** The same random answers for the written and the asked turn: a chooser from its own copy of the seed. */
function chooserFor(seed: number, plays: Record<string, PlayWithSpecial>): Chooser {
  const random = mulberry32(seed);
  return (d, now) => {
    if (d.kind === 'swap') return random() < 0.5 ? { player: d.player, swap: pick(d.held, random) } : null;
    // Asked for a special card: the one the random play holds (so asking and writing it give the same turn).
    if (d.kind === 'special') return { player: d.player, card: d.card, special: plays[d.player]?.special ?? null };
    if (d.kind !== 'takeRow') return null; // the Anniversary asks no tie, order or cards to hand
    const sp = plays[d.players[0] as string]?.special;
    const wanted = sp?.type === 'negativePositive' ? now.rows.findIndex((row) => row.includes(sp.card)) + 1 : 0;
    return { card: d.card, takeRow: d.rows.includes(wanted) ? wanted : pick(d.rows, random) };
  };
}

describe('the Anniversary turn as the old drivers played it', () => {
  it('events, explanations, tables, decisions and the round after every turn of random rounds match the recorded digest', () => {
    let turns = 0;
    let refused = 0;
    const digest = createHash('sha256');
    fc.assert(
      fc.property(settings, ({ players, seed }) => {
        const dealt = dealWithSpecials({}, Array.from({ length: players }, (_, i) => `P${i + 1}`), seed);
        if (!dealt.ok) throw new Error(dealt.error.message);
        let round = dealt.value;
        const random = mulberry32(seed ^ 0x5bd1e995);
        while (!isRoundOver(round)) {
          const plays = randomPlays(round, random, 0.4);
          const answerSeed = Math.floor(random() * 2 ** 31);
          const [written, asked] = [false, true].map((ask) => drive(round, plays, chooserFor(answerSeed, plays), ask)) as [Trace, Trace];
          // Asking for the special card gives the turn its written play gives, plus the questions.
          if ('error' in written.end) refused++;
          else expect(asked.end).toEqual(written.end);
          for (const t of [written, asked]) digest.update(canonical(t));
          turns++;
          // Carry on; a refused special card is played as its number card alone.
          const next = written.end;
          if ('error' in next) {
            const plain = Object.fromEntries(Object.entries(plays).map(([p, play]) => [p, { card: play.card }]));
            const r = drive(round, plain, chooserFor(answerSeed, plain)).end;
            if ('error' in r) throw new Error(r.error);
            round = r;
          } else round = next;
        }
      }),
      { numRuns: 25, seed: 11 },
    );
    // Most turns play through, so the comparison is of whole turns, not of errors.
    expect({ turns, refused, digest: digest.digest('hex') }).toEqual(RECORDED);
  }, 60_000);
});
