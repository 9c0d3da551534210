// The safe-card worst case by dynamic programme gives the same costs as trying every combination of the
// others' cards (the old exhaustive method), on many small tables.
import { describe, expect, it } from 'vitest';
import { mulberry32, type Card, type Player, type RoundState } from '../../../src/engine/index.ts';
import { KEY_SPECS } from '../../../src/puzzles/keys.ts';
import { randomPosition } from '../../../src/puzzles/play.ts';
import { worstCase } from '../../../src/puzzles/safe.ts';
import { combos, safeCost } from '../../../src/puzzles/solve.ts';

const NAMES = ['Anna', 'Ben', 'Cor', 'Dirk', 'Eva', 'Finn'];

/** The old method: every combination of the others' cards, the most my card can cost. */
function exhaustive(round: RoundState, me: Player, card: Card): number {
  let worst = -1;
  for (const combo of combos(round.players.filter((p) => p !== me).map((p) => ({ player: p, cards: round.hands[p] ?? [] })))) {
    worst = Math.max(worst, safeCost(round, me, card, combo)?.cost ?? -1);
  }
  return worst;
}

/** A position some turns into a round, with each hand cut to `left` cards. */
function table(seed: number): RoundState | null {
  const random = mulberry32(seed);
  const key = (['taktik', 'logik', 'turnier'] as const)[seed % 3] ?? 'taktik';
  const players = NAMES.slice(0, 2 + Math.floor(random() * (key === 'turnier' ? 4 : 5)));
  const round = randomPosition(KEY_SPECS[key], players, 1 + Math.floor(random() * 6), random);
  if (!round) return null;
  const left = 1 + Math.floor(random() * (players.length > 4 ? 3 : 4));
  const hands: Record<Player, Card[]> = {};
  for (const p of players) hands[p] = (round.hands[p] ?? []).slice(0, left);
  return { ...round, hands };
}

describe('safe-card worst case', () => {
  it('equals the exhaustive search on 300 random tables of 2 to 6 players, for every card in hand', { timeout: 120_000 }, () => {
    let compared = 0;
    let costly = 0;
    for (let seed = 1; compared < 300; seed++) {
      const round = table(seed);
      if (!round) continue;
      const me = round.players[0] as Player;
      for (const card of round.hands[me] ?? []) {
        const fast = worstCase(round, me, card, round.hands);
        expect(fast?.cost, `seed ${seed} card ${card}`).toBe(exhaustive(round, me, card));
        // The line it names costs exactly that when the engine plays it.
        expect(safeCost(round, me, card, fast?.plays ?? {})?.cost, `line of seed ${seed} card ${card}`).toBe(fast?.cost);
        if ((fast?.cost ?? 0) > 0) costly++;
      }
      compared++;
    }
    expect(costly).toBeGreaterThan(50);
  });
});
