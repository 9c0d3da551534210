// Small pure drivers around the engine: play a turn with a chooser that sees the table,
// and reach a random mid-round position. No rules here: the engine places every card.
import {
  deal, isNumberCardDecision, isRoundOver, runTurn, VARIANTS,
  type Card, type NumberCardChoice, type NumberCardDecision, type GameEvent, type Player, type Random, type Replay, type RoundState, type ScenarioTurn, type TurnPlays,
} from '../engine/index.ts';
import { cheapestRow } from '../policy/index.ts';
import type { KeySpec } from './keys.ts';

/** Answers a decision; sees the table at that moment. */
export type Chooser = (decision: NumberCardDecision, round: RoundState) => NumberCardChoice;

export interface PlayedTurn {
  readonly round: RoundState;
  readonly events: readonly GameEvent[];
  /** Every choice made, in order (a scenario's `choices`). */
  readonly choices: readonly NumberCardChoice[];
}

/** Play one turn to its end; null when the engine refuses the plays or a choice, or asks about a special card. */
export function playTurn(round: RoundState, plays: TurnPlays, choose: Chooser): PlayedTurn | null {
  const events: GameEvent[] = [];
  const choices: NumberCardChoice[] = [];
  let special = false; // rule puzzles play number-card variants: a swap or special card is not theirs to answer
  const played = runTurn(round, plays, (decision, now) => {
    if (!isNumberCardDecision(decision)) return (special = true), null;
    const choice = choose(decision, now);
    choices.push(choice);
    return choice;
  }, (event) => events.push(event));
  return played.ok && !special ? { round: played.value, events, choices } : null;
}

export const pick = <T>(items: readonly T[], random: Random): T => items[Math.floor(random() * items.length)] as T;

/** A plausible player: low cards mostly take the cheapest row; other choices at random. */
export function randomChooser(random: Random): Chooser {
  const others = conventionChooser(random);
  return (d, round) => (d.kind === 'takeRow' ? { card: d.card, takeRow: random() < 0.7 ? cheapestRow(round.rows) : pick(d.rows, random) } : others(d, round));
}

/**
 * The player of a rule puzzle: a row to take follows the convention (fewest bullheads, lowest row on a tie);
 * profi ties, raffiniert orders and hand's kept cards at random (they are stated premises of the puzzle).
 */
export function conventionChooser(random: Random): Chooser {
  return (d, round) => {
    switch (d.kind) {
      case 'takeRow':
        // The draws of the random player, unused: a puzzle whose takes already followed the convention comes out the same.
        if (random() >= 0.7) pick(d.rows, random);
        return { card: d.card, takeRow: cheapestRow(round.rows, d.rows) };
      case 'tie': {
        const o = pick(d.options, random);
        return { card: d.card, row: o.row, side: o.side };
      }
      case 'order':
        return { player: d.player, order: random() < 0.5 ? d.cards : [...d.cards].reverse() };
      case 'toHand':
        return { player: d.player, toHand: random() < 0.5 ? [] : d.cards.filter(() => random() < 0.5).slice(0, d.max) };
    }
  };
}

/** Random plays for the turn: one card each, two in raffiniert, one or two of the player on turn in hand. */
export function randomPlays(round: RoundState, random: Random): Record<Player, Card[]> | null {
  const style = VARIANTS[round.variant].playStyle;
  const plays: Record<Player, Card[]> = {};
  if (style === 'sequential') {
    const p = round.players[round.startPlayer] as Player;
    const hand = (round.hands[p] ?? []).slice();
    if (hand.length === 0) return null;
    const cards = hand.splice(Math.floor(random() * hand.length), 1);
    if (hand.length && random() < 0.5) cards.push(...hand.splice(Math.floor(random() * hand.length), 1));
    plays[p] = cards;
    return plays;
  }
  const want = style === 'pairs' ? 2 : 1;
  for (const p of round.players) {
    const hand = (round.hands[p] ?? []).slice();
    if (hand.length < want) return null;
    const cards: Card[] = [];
    for (let i = 0; i < want; i++) cards.push(...hand.splice(Math.floor(random() * hand.length), 1));
    plays[p] = cards;
  }
  return plays;
}

/** Deal and play `turns` random turns; null if the round ends first. */
export function randomPosition(spec: KeySpec, players: readonly Player[], turns: number, random: Random): RoundState | null {
  const dealt = deal(spec.variant, spec.options, players, Math.floor(random() * 0x100000000));
  if (!dealt.ok) return null;
  let round = dealt.value;
  const choose = randomChooser(random);
  for (let i = 0; i < turns; i++) {
    if (isRoundOver(round)) return null;
    const plays = randomPlays(round, random);
    if (!plays) return null;
    const played = playTurn(round, plays, choose);
    if (!played) return null;
    round = played.round;
  }
  return isRoundOver(round) ? null : round;
}

/** The cards of a scenario turn, per player. */
export function playsOf(turn: ScenarioTurn): Record<Player, readonly Card[]> {
  if ('player' in turn) return { [turn.player]: turn.cards };
  const out: Record<Player, readonly Card[]> = {};
  for (const [p, play] of Object.entries(turn.plays)) out[p] = typeof play === 'number' ? [play] : 'card' in play ? [play.card] : play;
  return out;
}

/** Penalty points each player took between two states. */
export function penaltyDelta(before: RoundState, after: RoundState): Record<Player, number> {
  const out: Record<Player, number> = {};
  for (const p of after.players) out[p] = (after.penalties[p] ?? 0) - (before.penalties[p] ?? 0);
  return out;
}

/** Penalty points each player took in the first turn. */
export function takenPoints(replay: Replay): Record<Player, number> {
  const after = replay.turns[0]?.after.penalties ?? {};
  const out: Record<Player, number> = {};
  for (const p of replay.players) out[p] = after[p] ?? 0;
  return out;
}
