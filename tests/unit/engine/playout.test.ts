// The lean playout path against the step-wise engine: same rows and same penalties, turn by turn and hand by hand.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deal, runTurn, VARIANT_IDS, type Card, type RoundState, type Row } from '../../../src/engine/index.ts';
import {
  cheapestRowChoice, playoutCovers, playoutHand, playoutRows, playoutTable, playoutTurn, type LowCardChoice,
} from '../../../src/engine/playout.ts';
import { cheapestRow } from '../../../src/policy/index.ts';

const COVERED = ['basic', 'taktik', 'logik', 'turnier', 'offen'] as const;

const settings = fc.record({
  variant: fc.constantFrom(...COVERED),
  rows: fc.constantFrom(3, 4, 5),
  rowLength: fc.constantFrom(4, 5, 6),
  players: fc.integer({ min: 2, max: 5 }),
  seed: fc.integer({ min: 0, max: 2 ** 31 }),
  salt: fc.integer({ min: 0, max: 2 ** 31 }),
  cheapest: fc.boolean(),
});
type Settings = typeof settings extends fc.Arbitrary<infer T> ? T : never;

/** A card picked by its number alone (not by where it sits in a hand), so both paths pick the same card. */
const rank = (card: number, salt: number, turn: number) => Math.imul(card ^ salt, 0x9e3779b1 + turn) >>> 0;
function choose(cards: ArrayLike<number>, from: number, count: number, salt: number, turn: number): number {
  let best = 0;
  for (let i = 1; i < count; i++) if (rank(cards[from + i] as number, salt, turn) > rank(cards[from + best] as number, salt, turn)) best = i;
  return best;
}

/** The row a low card takes: the cheapest (as the heuristic bot), or one picked by card and seat. */
const stepwiseRow = (s: Settings, rows: readonly Row[], seat: number, card: Card) =>
  s.cheapest ? cheapestRow(rows, undefined, true) - 1 : (card * 7 + seat * 3 + s.salt) % rows.length;
const flatRow = (s: Settings): LowCardChoice => (s.cheapest ? cheapestRowChoice : (t, seat, card) => (card * 7 + seat * 3 + s.salt) % t.rowCount);

function start(s: Settings): { round: RoundState; players: string[] } | null {
  const players = Array.from({ length: s.players }, (_, i) => (i === 0 ? '__proto__' : `P${i}`));
  const dealt = deal(s.variant, { rows: s.rows, rowLength: s.rowLength }, players, s.seed);
  return dealt.ok ? { round: dealt.value, players } : null;
}

function stepwiseTurn(s: Settings, round: RoundState, players: string[], cards: readonly Card[]): RoundState {
  const plays = Object.fromEntries(players.map((p, i) => [p, [cards[i] as Card]]));
  const next = runTurn(round, plays, (d, r) => (d.kind === 'takeRow' ? { card: d.card, takeRow: stepwiseRow(s, r.rows, players.indexOf(d.players[0] as string), d.card) + 1 } : null));
  if (!next.ok) throw new Error(next.error.message);
  return next.value;
}

describe('the lean playout path', () => {
  it('covers exactly the variants with one card each, placed on the right end, without stacks or specials', () => {
    expect(VARIANT_IDS.filter(playoutCovers)).toEqual([...COVERED]);
  });

  it('places every turn as the step-wise engine does (rows and penalties)', () => {
    fc.assert(fc.property(settings, (s) => {
      const set = start(s);
      fc.pre(set !== null);
      let { round } = set!;
      const { players } = set!;
      const table = playoutTable(round.rows, s.rowLength, players.length);
      const plays = new Int32Array(players.length);
      for (let turn = 0; (round.hands[players[0] as string]?.length ?? 0) > 0; turn++) {
        const cards = players.map((p) => {
          const hand = round.hands[p] as Card[];
          return hand[choose(hand, 0, hand.length, s.salt, turn)] as Card;
        });
        plays.set(cards);
        playoutTurn(table, plays, flatRow(s));
        round = stepwiseTurn(s, round, players, cards);
        expect(playoutRows(table)).toEqual(round.rows);
        expect(Array.from(table.penalties)).toEqual(players.map((p) => round.penalties[p]));
      }
    }), { numRuns: 150 });
  });

  it('plays whole hands as the step-wise engine does', () => {
    fc.assert(fc.property(settings, (s) => {
      const set = start(s);
      fc.pre(set !== null);
      let { round } = set!;
      const { players } = set!;
      const size = round.hands[players[0] as string]?.length ?? 0;
      const hands = new Int32Array(players.length * size);
      players.forEach((p, i) => hands.set(round.hands[p] as Card[], i * size));
      const table = playoutTable(round.rows, s.rowLength, players.length);
      let turn = 0;
      // the same card choice on both paths: by number, turn by turn (the flat path sees each seat in order)
      let seen = 0;
      playoutHand(table, hands, size, size, (_t, _s, hand, from, count) => choose(hand, from, count, s.salt, Math.floor(seen++ / players.length)), flatRow(s), new Int32Array(players.length));
      for (; turn < size; turn++) {
        const t = turn;
        round = stepwiseTurn(s, round, players, players.map((p) => {
          const hand = round.hands[p] as Card[];
          return hand[choose(hand, 0, hand.length, s.salt, t)] as Card;
        }));
      }
      expect(playoutRows(table)).toEqual(round.rows);
      expect(Array.from(table.penalties)).toEqual(players.map((p) => round.penalties[p]));
    }), { numRuns: 100 });
  });
});
