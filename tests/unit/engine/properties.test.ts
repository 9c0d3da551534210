// Property tests over random legal games in every variant and option.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAscending, placesIn, totalBullheads, VARIANT_IDS, VARIANTS, type Options, type VariantId } from '../../../src/engine/index.ts';
import { allCards, randomGame } from './helpers.ts';
import { specialGame } from './special-game.ts';

// Leave room for the start rows, also when twins stack in doppel.
const maxPlayers = (v: VariantId, o: Partial<Options>) => {
  const hand = o.handSize ?? VARIANTS[v].handSize;
  const deck = v === 'doppel' ? (o.doppelDeck === 'doublets' ? 113 : 208) : 104;
  return Math.min(VARIANTS[v].maxPlayers, Math.floor((deck - 12) / hand));
};

const settings = fc.record({
  variant: fc.constantFrom(...VARIANT_IDS),
  rows: fc.constantFrom(3, 4, 5),
  rowLength: fc.constantFrom(4, 5, 6),
  maagd: fc.boolean(),
  doppelDeck: fc.constantFrom('two-decks' as const, 'doublets' as const),
  moreCards: fc.boolean(),
  players: fc.integer({ min: 2, max: 10 }),
  seed: fc.integer({ min: 0, max: 2 ** 31 }),
});

type Settings = typeof settings extends fc.Arbitrary<infer T> ? T : never;

function setup(s: Settings) {
  // The Anniversary variant is played on the standard table only.
  const standard = VARIANTS[s.variant].standardTable;
  const options: { -readonly [K in keyof Options]?: Options[K] } = { rows: standard ? 4 : s.rows, rowLength: standard ? 5 : s.rowLength, maagd: s.maagd, doppelDeck: s.doppelDeck };
  if (s.moreCards && !VARIANTS[s.variant].shortDeck) options.handSize = VARIANTS[s.variant].handSize + 2;
  const n = Math.min(s.players, maxPlayers(s.variant, options));
  return { options, players: Array.from({ length: n }, (_, i) => `P${i + 1}`) };
}

describe('random legal games keep the invariants', () => {
  it('no card lost or duplicated; rows ascend and never overflow; penalties match the piles', () => {
    fc.assert(
      fc.property(settings, (s) => {
        const { options, players } = setup(s);
        const game = randomGame(s.variant, options, players, s.seed);
        const start = allCards(game.start);
        const stacks = VARIANTS[s.variant].stacks;
        for (const r of game.rounds) {
          expect(allCards(r)).toEqual(start);
          for (const row of r.rows) {
            expect(row.length).toBeGreaterThan(0);
            expect(isAscending(row, stacks)).toBe(true);
            expect(placesIn(row, stacks)).toBeLessThanOrEqual(r.options.rowLength);
          }
          expect(r.rows).toHaveLength(options.rows ?? s.rows);
          const inPiles = players.map((p) => totalBullheads(r.piles[p] ?? []));
          const points = players.map((p) => r.penalties[p] ?? 0);
          if (stacks) expect(points.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(inPiles.reduce((a, b) => a + b, 0));
          else expect(points).toEqual(inPiles);
        }
        if (s.variant !== 'hand') {
          const perTurn = s.variant === 'raffiniert' ? 2 : 1;
          expect(game.rounds).toHaveLength((game.start.hands[players[0] as string]?.length ?? 0) / perTurn);
          for (const p of players) expect(game.rounds.at(-1)?.hands[p]).toEqual([]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('every card gets exactly one place event; a take comes right before the place of its card', () => {
    fc.assert(
      fc.property(settings, (s) => {
        const { options, players } = setup(s);
        const game = randomGame(s.variant, options, players, s.seed, 40);
        game.events.forEach((events, i) => {
          const before = i === 0 ? game.start : game.rounds[i - 1]!;
          const after = game.rounds[i]!;
          const played = players.flatMap((p) => (before.hands[p] ?? []).filter((c) => !(after.hands[p] ?? []).includes(c)));
          const placed = events.filter((e) => e.type === 'place').map((e) => e.type === 'place' && e.card);
          if (s.variant !== 'hand' && !VARIANTS[s.variant].stacks) expect([...placed].sort()).toEqual([...played].sort());
          events.forEach((e, k) => {
            if (e.type === 'take') expect(events[k + 1]).toMatchObject({ type: 'place', row: e.row, player: e.players[0] });
          });
        });
      }),
      { numRuns: 150 },
    );
  });

  // Per variant, the runs shared out so the whole costs what one mixed sweep did; a variant with special cards
  // plays them (two rounds, random special cards), the others random legal turns under random options.
  const NUMBER_CARD_VARIANTS = VARIANT_IDS.filter((v) => !VARIANTS[v].specialCards);
  it.each(VARIANT_IDS)('%s: the same seed gives the same game', (variant) => {
    if (VARIANTS[variant].specialCards) {
      fc.assert(
        fc.property(fc.integer({ min: 2, max: 8 }), fc.integer({ min: 0, max: 2 ** 31 }), (players, seed) => {
          const a = specialGame(players, seed);
          const b = specialGame(players, seed);
          expect(b.first).toEqual(a.first);
          expect(b.one.events).toEqual(a.one.events);
          expect(b.two.events).toEqual(a.two.events);
          expect(b.totals).toEqual(a.totals);
        }),
        { numRuns: 30 },
      );
      return;
    }
    fc.assert(
      fc.property(settings.map((s) => ({ ...s, variant })), (s) => {
        const { options, players } = setup(s);
        const a = randomGame(s.variant, options, players, s.seed, 30);
        const b = randomGame(s.variant, options, players, s.seed, 30);
        expect(b.start).toEqual(a.start);
        expect(b.events).toEqual(a.events);
      }),
      { numRuns: Math.ceil(60 / NUMBER_CARD_VARIANTS.length) },
    );
  }, 30_000);

  it('basic games take only by rule 3 (a row already full) or rule 4 (lower than every row)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 2, max: 10 }), (seed, n) => {
        const players = Array.from({ length: n }, (_, i) => `P${i}`);
        const game = randomGame('basic', {}, players, seed);
        game.events.forEach((events, i) => {
          const rows = (i === 0 ? game.start : game.rounds[i - 1]!).rows.map((r) => [...r]);
          for (const e of events) {
            if (e.type === 'take') {
              const row = rows[e.row - 1]!;
              expect(e.cards).toEqual(row);
              expect(e.bullheads).toBe(totalBullheads(row));
              rows[e.row - 1] = [];
            } else if (e.type === 'place') {
              const ends = rows.map((r) => r.at(-1)).filter((c): c is number => c !== undefined);
              const below = ends.filter((c) => c < e.card);
              if (rows[e.row - 1]!.length > 0) expect(rows[e.row - 1]!.at(-1)).toBe(Math.max(...below));
              rows[e.row - 1]!.push(e.card);
            }
          }
        });
      }),
      { numRuns: 100 },
    );
  });
});
