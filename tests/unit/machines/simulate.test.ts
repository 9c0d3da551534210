// Whole simulated games through the machine in every variant: deterministic, the same as the
// engine alone, and scored by the variant's rules (threshold, Maagd, hand, Turnier).
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { checkPlayers, HAND_PILE_LIMIT, isRoundOver, resolveOptions, scoreRound, totalBullheads, VARIANTS, type SpecialRound, type Options, type VariantId } from '../../../src/engine/index.ts';
import { makeBot, type Bot, type BotKind } from '../../../src/machines/bots.ts';
import { gameMachine, MACHINE_VARIANTS } from '../../../src/machines/game.ts';
import { botMoves, simulateDirect, simulateGame } from '../../../src/machines/simulate.ts';

const PLAYERS = ['Anna', 'Ben', 'Cor', 'Dirk'];
const bots = (kind: BotKind, seed: number, n = PLAYERS.length): Bot[] => Array.from({ length: n }, (_, i) => makeBot(kind, seed * 17 + i));
const THRESHOLD_VARIANTS = MACHINE_VARIANTS.filter((v) => v !== 'hand' && v !== 'turnier' && v !== 'jubilaeum');

describe.each(MACHINE_VARIANTS)('simulated games: %s', (variant) => {
  for (const kind of ['random', 'heuristic'] as const) {
    it(`${kind} bots: a whole game ends, the same seed gives the same game, and it matches the engine alone`, () => {
      for (const seed of [1, 2, 3]) {
        const game = simulateGame(variant, {}, PLAYERS, seed, bots(kind, seed));
        expect(game.error).toBeNull();
        expect(game.truncated).toBe(false);
        expect(game.placements).toBeGreaterThan(0);
        expect(simulateGame(variant, {}, PLAYERS, seed, bots(kind, seed))).toEqual(game);
        expect(simulateDirect(variant, {}, PLAYERS, seed, bots(kind, seed))).toEqual(game);
        const best = Math.min(...Object.values(game.totals));
        expect(game.winners).toEqual(PLAYERS.filter((p) => game.totals[p] === best));
      }
    });
  }

  it('different seeds give different games (picking variants: the open deck has no seed; the picks make the game)', () => {
    const games = [1, 2, 3, 4].map((seed) => JSON.stringify(simulateGame(variant, {}, PLAYERS, seed, bots('random', seed)).roundScores));
    expect(new Set(games).size).toBeGreaterThan(1);
    if (VARIANTS[variant].picking) {
      const a = simulateGame(variant, {}, PLAYERS, 1, bots('random', 9));
      expect(simulateGame(variant, {}, PLAYERS, 2, bots('random', 9))).toEqual(a);
    }
  });

  it('plays at the largest table the variant allows', () => {
    // the variant table's maximum, or fewer where the deck runs out (offen's 103 cards: 9)
    const fits = (n: number) => checkPlayers(variant, resolveOptions(variant), Array.from({ length: n }, (_, i) => `P${i}`)).ok;
    let max = Math.min(VARIANTS[variant].maxPlayers, 10);
    while (!fits(max)) max--;
    const players = Array.from({ length: max }, (_, i) => `P${i}`);
    const game = simulateGame(variant, {}, players, 11, bots('heuristic', 1, max));
    expect(game.error).toBeNull();
    expect(game.truncated).toBe(false);
  });
});

describe('scoring over whole games', () => {
  it.each(THRESHOLD_VARIANTS)('%s: the game ends in the first round where a total reaches the threshold', (variant) => {
    for (const [options, reached] of [
      [{}, (t: number) => t >= 66],
      [{ comparison: 'moreThan' }, (t: number) => t > 66],
      [{ threshold: 20 }, (t: number) => t >= 20],
    ] as [Partial<Options>, (t: number) => boolean][]) {
      for (const seed of [5, 6]) {
        const game = simulateGame(variant, options, PLAYERS, seed, bots('random', seed));
        const running: Record<string, number> = {};
        game.roundScores.forEach((round, i) => {
          for (const p of PLAYERS) running[p] = (running[p] ?? 0) + (round[p] ?? 0);
          const over = Object.values(running).some(reached);
          expect(over, `round ${i + 1} of ${game.roundScores.length}`).toBe(i === game.roundScores.length - 1);
        });
        expect(running).toEqual(game.totals);
      }
    }
  });

  it.each(THRESHOLD_VARIANTS)('%s: Maagd doubles a round when someone took nothing', (variant) => {
    let doubled = 0;
    for (let seed = 1; seed <= 40 && doubled < 2; seed++) {
      // the bots ignore the scores, so a first round plays alike with and without Maagd
      const plain = simulateGame(variant, {}, PLAYERS, seed, bots('heuristic', seed), { maxRounds: 1 });
      const maagd = simulateGame(variant, { maagd: true }, PLAYERS, seed, bots('heuristic', seed), { maxRounds: 1 });
      const round = plain.roundScores[0] ?? {};
      const clean = Object.values(round).some((s) => s === 0);
      if (clean) doubled++;
      for (const p of PLAYERS) expect(maagd.roundScores[0]?.[p]).toBe((round[p] ?? 0) * (clean ? 2 : 1));
    }
    expect(doubled).toBeGreaterThan(0);
  });

  it('hand: one round; it ends after a full lap with an empty hand or a bull pile over 20; hand cards count double', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const seats = Object.fromEntries(PLAYERS.map((p, i) => [p, makeBot(seed % 2 ? 'random' : 'heuristic', seed * 5 + i)]));
      const actor = createActor(gameMachine, { input: { variant: 'hand', players: PLAYERS, seed } });
      actor.start();
      for (let moves = 0; actor.getSnapshot().status === 'active' && moves < 10_000; moves++) {
        for (const e of botMoves(actor.getSnapshot(), seats)) actor.send(e);
      }
      const { round, roundScores, totals, error } = actor.getSnapshot().context;
      expect(error).toBeNull();
      expect(actor.getSnapshot().value).toBe('gameOver');
      expect(roundScores).toHaveLength(1);
      expect(round!.lapComplete).toBe(true);
      const ended = PLAYERS.some((p) => round!.hands[p]!.length === 0 || round!.piles[p]!.length > HAND_PILE_LIMIT);
      expect(ended).toBe(true);
      for (const p of PLAYERS) {
        expect(totals[p]).toBe(round!.penalties[p]! + 2 * totalBullheads(round!.hands[p]!));
        expect(round!.hands[p]!.length).toBeLessThanOrEqual(16);
      }
      expect(totals).toEqual(scoreRound(round!));
    }
  });

  it('turnier: one game per player on the same start rows, each player playing every sheet', () => {
    for (const n of [2, 3, 5]) {
      const players = PLAYERS.concat('Eva').slice(0, n);
      const game = simulateGame('turnier', {}, players, 3, bots('random', 3, n));
      expect(game.roundScores).toHaveLength(n);
      // with one strategy at every seat the series is fair: everyone ends with the same total
      const same = simulateGame('turnier', {}, players, 3, bots('heuristic', 3, n));
      expect(new Set(Object.values(same.totals)).size).toBe(1);
      expect(same.winners).toEqual(players);
    }
  });

  it('jubilaeum: two rounds; special cards played as cards are placed, swaps, never three Stops or six rows, points never below 0', () => {
    const seen = { special: new Set<string>(), swap: 0 };
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const seats = Object.fromEntries(PLAYERS.map((p, i) => [p, makeBot('random', seed * 7 + i)]));
      // with pauses the machine waits after each round, so the end of round one can be seen
      const actor = createActor(gameMachine, { input: { variant: 'jubilaeum', players: PLAYERS, seed, pauses: true } });
      actor.start();
      let roundTwo: SpecialRound | null = null;
      let endOfOne: SpecialRound | null = null;
      let lastEvents: readonly unknown[] = [];
      for (let moves = 0; actor.getSnapshot().status === 'active' && moves < 10_000; moves++) {
        for (const e of botMoves(actor.getSnapshot(), seats)) actor.send(e);
        const { round, events, error, roundNumber } = actor.getSnapshot().context;
        expect(error).toBeNull();
        const table = round as SpecialRound;
        expect(table.rows.length).toBeLessThanOrEqual(5);
        expect(table.marks.filter((m) => m.stop).length).toBeLessThanOrEqual(2);
        for (const p of PLAYERS) expect(table.penalties[p]).toBeGreaterThanOrEqual(0);
        // with pauses the events of a turn, special cards and swaps included, show one at a time
        if (events !== lastEvents) for (const e of events) {
          if (e.type === 'special') seen.special.add(e.special.type);
          if (e.type === 'swap') seen.swap++;
        }
        lastEvents = events;
        if (roundNumber === 1 && round && isRoundOver(round)) endOfOne = round as SpecialRound;
        if (roundNumber === 2 && !roundTwo) roundTwo = round as SpecialRound;
      }
      const { roundScores, totals } = actor.getSnapshot().context;
      expect(actor.getSnapshot().value).toBe('gameOver');
      expect(roundScores).toHaveLength(2);
      for (const p of PLAYERS) expect(totals[p]).toBe((roundScores[0]?.[p] ?? 0) + (roundScores[1]?.[p] ?? 0));
      // round two: everyone keeps what is left and gets the same number of new special cards (three while the deck lasts)
      const added = PLAYERS.map((p) => (roundTwo!.specials[p]?.length ?? 0) - (endOfOne!.specials[p]?.length ?? 0));
      expect(new Set(added).size).toBe(1);
      expect(added[0]).toBeGreaterThan(0);
      expect(added[0]).toBeLessThanOrEqual(3);
      for (const p of PLAYERS) expect(roundTwo!.hands[p]).toHaveLength(12);
    }
    expect([...seen.special].sort()).toEqual(['fifthRow', 'insert', 'negativePositive', 'replace', 'sevenNimmt', 'shift', 'stop']);
    expect(seen.swap).toBeGreaterThan(0);
  });

  it('the heuristic bot takes fewer bullheads than random bots', () => {
    const variants: VariantId[] = ['basic', 'profi', 'raffiniert', 'doppel', 'jubilaeum'];
    for (const variant of variants) {
      let heuristic = 0;
      let random = 0;
      for (let seed = 1; seed <= 15; seed++) {
        const game = simulateGame(variant, {}, PLAYERS, seed, [makeBot('heuristic', 0), ...bots('random', seed, 3)]);
        heuristic += game.totals.Anna ?? 0;
        random += ((game.totals.Ben ?? 0) + (game.totals.Cor ?? 0) + (game.totals.Dirk ?? 0)) / 3;
      }
      expect(heuristic, variant).toBeLessThan(random);
    }
  });
});
