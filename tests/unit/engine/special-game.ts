// Random legal Anniversary games for property tests: random number cards and, at a given chance, random special cards
// from a seeded source; a special card the rules refuse is taken back, so every turn played is legal.
import { expect } from 'vitest';
import {
  dealWithSpecials, dealSecondRound, isRoundOver, twoRoundTotals, mulberry32, runTurn, scoreRound,
  type Card, type Choice, type Decision, type GameEvent, type PlayWithSpecial, type SpecialRound, type Random, type SpecialPlay, type SpecialType,
} from '../../../src/engine/index.ts';

export const pick = <T,>(items: readonly T[], random: Random): T => items[Math.floor(random() * items.length)] as T;

/** A plausible special card for this number card: parameters drawn from the table as it lies before the turn. */
function randomSpecial(round: SpecialRound, player: string, card: Card, type: SpecialType, random: Random): SpecialPlay {
  const rows = round.rows;
  const onTable = rows.flat();
  switch (type) {
    case 'fifthRow':
    case 'sevenNimmt':
      return { type };
    case 'stop':
      return { type, row: 1 + Math.floor(random() * rows.length) };
    case 'insert': {
      const row = Math.floor(random() * rows.length);
      const r = rows[row] ?? [];
      const position = 1 + r.filter((c) => c < card).length;
      return { type, row: row + 1, position };
    }
    case 'replace': {
      const others = (round.hands[player] ?? []).filter((c) => c !== card);
      return { type, card: others.length ? pick(others, random) : card };
    }
    case 'shift':
      return { type, card: pick(onTable, random), toRow: 1 + Math.floor(random() * rows.length) };
    case 'negativePositive':
      return { type, card: pick(onTable, random) };
  }
}

/** Each player's random card, with a random special card of theirs at the given chance. */
export function randomPlays(round: SpecialRound, random: Random, chance: number): Record<string, PlayWithSpecial> {
  const plays: Record<string, PlayWithSpecial> = {};
  for (const p of round.players) {
    const card = pick(round.hands[p] ?? [], random);
    const held = round.specials[p] ?? [];
    plays[p] = held.length && random() < chance ? { card, special: randomSpecial(round, p, card, pick(held, random), random) } : { card };
  }
  return plays;
}

export interface Played {
  readonly rounds: SpecialRound[];
  readonly events: GameEvent[][];
  readonly specialsPlayed: SpecialType[];
}

/**
 * Play a round to its end. Each player plays a random card and, half the time, a random special card;
 * a special card the rules refuse is taken back (rejection), so every turn played is legal.
 */
export function playRound(start: SpecialRound, random: Random): Played {
  let round = start;
  const rounds: SpecialRound[] = [];
  const events: GameEvent[][] = [];
  const specialsPlayed: SpecialType[] = [];
  while (!isRoundOver(round)) {
    const plays = randomPlays(round, random, 0.5);
    for (let attempt = 0; ; attempt++) {
      expect(attempt).toBeLessThan(20);
      const turnEvents: GameEvent[] = [];
      const r = runTurn(round, plays, (d: Decision, now): Choice | null => {
        if (d.kind === 'swap') return random() < 0.5 ? { player: d.player, swap: pick(d.held, random) } : null;
        if (d.kind !== 'takeRow') return null; // the plays carry their special cards here
        // A Negative = Positive card wants the row that holds its card.
        const sp = plays[d.players[0] as string]?.special;
        const wanted = sp?.type === 'negativePositive' ? now.rows.findIndex((row) => row.includes(sp.card)) + 1 : 0;
        return { card: d.card, takeRow: d.rows.includes(wanted) ? wanted : pick(d.rows, random) };
      }, (e) => turnEvents.push(e));
      if (r.ok) {
        for (const e of turnEvents) if (e.type === 'special') specialsPlayed.push(e.special.type);
        round = r.value;
        rounds.push(round);
        events.push(turnEvents);
        break;
      }
      const [field, who] = r.error.at;
      if (field !== 'plays' || typeof who !== 'string') throw new Error(`${r.error.path}: ${r.error.message}`);
      const play = plays[who];
      if (!play?.special) throw new Error(`${r.error.path}: ${r.error.message}`);
      plays[who] = { card: play.card }; // the rules refuse it: play the number card alone
    }
  }
  return { rounds, events, specialsPlayed };
}

/** A whole game of two rounds for `players` players, dealt and played from `seed`. */
export function specialGame(players: number, seed: number) {
  const names = Array.from({ length: players }, (_, i) => `P${i + 1}`);
  const first = dealWithSpecials({}, names, seed);
  if (!first.ok) throw new Error(first.error.message);
  const random = mulberry32(seed ^ 0x2545f491);
  const one = playRound(first.value, random);
  const end = one.rounds.at(-1)!;
  const second = dealSecondRound(end, seed);
  if (!second.ok) throw new Error(second.error.message);
  const two = playRound(second.value, random);
  return { names, first: first.value, one, second: second.value, two, totals: twoRoundTotals(scoreRound(end), scoreRound(two.rounds.at(-1)!)) };
}
