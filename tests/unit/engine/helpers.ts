// Test helpers: run scenarios inline and play random legal games.
import {
  deal, isRoundOver, mulberry32, runScenario, runTurn,
  type Card, type Choice, type Decision, type GameEvent, type Options, type Random, type Replay, type RoundState, type Scenario, type VariantId,
} from '../../../src/engine/index.ts';
import { readFileSync } from 'node:fs';

export function example(name: string): Scenario {
  return JSON.parse(readFileSync(new URL(`../../../src/content/examples/${name}.json`, import.meta.url), 'utf8')) as Scenario;
}

export function replay(s: Scenario): Replay {
  const r = runScenario(s);
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return r.value;
}

const pick = <T>(items: readonly T[], random: Random): T => items[Math.floor(random() * items.length)] as T;

/** A random legal answer to any decision. */
export function randomChoice(d: Decision, random: Random): Choice {
  switch (d.kind) {
    case 'takeRow':
      return { card: d.card, takeRow: pick(d.rows, random) };
    case 'tie': {
      const o = pick(d.options, random);
      return { card: d.card, row: o.row, side: o.side };
    }
    case 'order':
      return { player: d.player, order: random() < 0.5 ? d.cards : [...d.cards].reverse() };
    case 'toHand': {
      const toHand = d.cards.filter(() => random() < 0.5).slice(0, d.max);
      return { player: d.player, toHand };
    }
    case 'swap':
      return { player: d.player, swap: random() < 0.5 ? null : pick(d.held, random) };
    case 'special':
      return { player: d.player, card: d.card, special: null };
  }
}

export interface PlayedGame {
  readonly start: RoundState;
  readonly rounds: RoundState[]; // state after each turn
  readonly events: GameEvent[][];
  readonly decisions: Decision[];
}

/** Deal with `seed` and play random legal turns until the round is over (or `maxTurns`). */
export function randomGame(variant: VariantId, options: Partial<Options>, players: string[], seed: number, maxTurns = 300): PlayedGame {
  const dealt = deal(variant, options, players, seed);
  if (!dealt.ok) throw new Error(dealt.error.message);
  const random = mulberry32(seed ^ 0x5bd1e995);
  let round = dealt.value;
  const rounds: RoundState[] = [];
  const events: GameEvent[][] = [];
  const decisions: Decision[] = [];
  while (!isRoundOver(round) && rounds.length < maxTurns) {
    const plays: Record<string, Card[]> = {};
    if (variant === 'hand') {
      const p = round.players[round.startPlayer] as string;
      const hand = round.hands[p] ?? [];
      if (hand.length === 0) break;
      const first = pick(hand, random);
      const rest = hand.filter((c) => c !== first);
      plays[p] = rest.length && random() < 0.5 ? [first, pick(rest, random)] : [first];
    } else {
      for (const p of round.players) {
        const hand = (round.hands[p] ?? []).slice();
        const first = hand.splice(Math.floor(random() * hand.length), 1) as Card[];
        if (variant === 'raffiniert') first.push(hand.splice(Math.floor(random() * hand.length), 1)[0] as Card);
        plays[p] = first;
      }
    }
    const turnEvents: GameEvent[] = [];
    const done = runTurn(round, plays, (d) => {
      decisions.push(d);
      return randomChoice(d, random);
    }, (e) => turnEvents.push(e));
    if (!done.ok) throw new Error(`${done.error.path}: ${done.error.message}`);
    round = done.value;
    rounds.push(round);
    events.push(turnEvents);
  }
  return { start: dealt.value, rounds, events, decisions };
}

/** Every card in the round: rows, hands, piles, as a sorted list. */
export function allCards(r: RoundState): Card[] {
  const cards: Card[] = [];
  for (const row of r.rows) cards.push(...row);
  for (const p of r.players) cards.push(...(r.hands[p] ?? []), ...(r.piles[p] ?? []));
  return cards.sort((a, b) => a - b);
}
