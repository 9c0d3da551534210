// End of round and end of game: penalties, Maagd, hand's double hand cards, Turnier totals.
import { totalBullheads } from './cards.ts';
import type { RoundState } from './turn.ts';
import { byPlayer, type Options, type Player } from './types.ts';
import { VARIANTS } from './variants.ts';

/** Most cards in a bull pile before `hand` ends. */
export const HAND_PILE_LIMIT = 20;

/**
 * Is the round over? Usually when every hand is empty. In `hand` the game ends after
 * a full lap in which someone emptied their hand or holds more than 20 cards in the bull pile.
 */
export function isRoundOver(round: RoundState): boolean {
  const hands = round.players.map((p) => round.hands[p]);
  if (VARIANTS[round.variant].handKeeping) {
    if (!round.lapComplete) return false;
    return hands.some((h) => h !== undefined && h.length === 0) || round.players.some((p) => (round.piles[p]?.length ?? 0) > HAND_PILE_LIMIT);
  }
  return hands.every((h) => h !== undefined && h.length === 0);
}

/** Did anyone take nothing this round? (Maagd) */
export function hasMaagd(round: RoundState): boolean {
  return round.players.some((p) => (round.piles[p]?.length ?? 0) === 0 && (round.penalties[p] ?? 0) === 0);
}

/** Points of the round: penalties; in `hand` plus twice the bullheads still in hand; with Maagd all doubled. */
export function scoreRound(round: RoundState): Record<Player, number> {
  const double = round.options.maagd && hasMaagd(round) ? 2 : 1;
  const scores = byPlayer<number>();
  for (const p of round.players) {
    const inHand = VARIANTS[round.variant].handKeeping ? 2 * totalBullheads(round.hands[p] ?? []) : 0;
    scores[p] = ((round.penalties[p] ?? 0) + inHand) * double;
  }
  return scores;
}

/** Add one round's points to the running totals. */
export function addScores(totals: Readonly<Record<Player, number>>, round: Readonly<Record<Player, number>>): Record<Player, number> {
  const out = byPlayer(totals);
  for (const [p, points] of Object.entries(round)) out[p] = (out[p] ?? 0) + points;
  return out;
}

/** Has someone reached the threshold (at least 66 by default; more than 66 in older editions)? */
export function reachedThreshold(totals: Readonly<Record<Player, number>>, options: Options): boolean {
  return Object.values(totals).some((t) => (options.comparison === 'atLeast' ? t >= options.threshold : t > options.threshold));
}

/**
 * Is the whole game over after a round? `hand` is one round; `turnier` is one game
 * per player (each plays every sheet); `jubilaeum` two rounds; the others play until the threshold.
 */
export function isGameOver(round: RoundState, totals: Readonly<Record<Player, number>>, roundsPlayed: number): boolean {
  switch (VARIANTS[round.variant].gameEnd) {
    case 'oneRound': return isRoundOver(round);
    case 'gamePerPlayer': return roundsPlayed >= round.players.length;
    case 'twoRounds': return roundsPlayed >= 2; // Anniversary: two rounds, the total decides
    case 'threshold': return reachedThreshold(totals, round.options);
  }
}

/** Turnier: each player's points over the series, summed. */
export function turnierTotals(games: readonly Readonly<Record<Player, number>>[]): Record<Player, number> {
  return games.reduce<Record<Player, number>>((acc, g) => addScores(acc, g), byPlayer());
}

/** Lowest total wins; ties share. */
export function winners(totals: Readonly<Record<Player, number>>): Player[] {
  const best = Math.min(...Object.values(totals));
  return Object.keys(totals).filter((p) => totals[p] === best);
}
