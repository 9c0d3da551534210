// A turn as players make it, one play at a time: whose play it is, whether a play is legal on
// its own, who answers a decision, how each round begins. The game machine calls these;
// beginTurn still checks the whole turn. Picking hands card by card lives with the deal.
import type { Card } from './cards.ts';
import { deal, dealSecondRound, roundSeed, startPicking, turnierGame, type Picking } from './deal.ts';
import { asSpecialRound } from './jubilaeum.ts';
import { removeCards, type RoundState, type Decision } from './turn.ts';
import { byPlayer, fail, ok, type Options, type Player, type Result, type VariantId } from './types.ts';
import { VARIANTS } from './variants.ts';

/** How many cards one play holds in the variant. */
export function cardsPerPlay(variant: VariantId): readonly number[] {
  const style = VARIANTS[variant].playStyle;
  return style === 'pairs' ? [2] : style === 'sequential' ? [1, 2] : [1];
}

/**
 * Who still has to play this turn, in the order they must play: `offen` lays cards open
 * clockwise from the marker holder, `hand` is one player's turn, the others play hidden in any order.
 */
export function playersToPlay(round: RoundState, plays: Readonly<Record<Player, readonly Card[]>>): Player[] {
  const rules = VARIANTS[round.variant];
  const n = round.players.length;
  if (rules.playStyle === 'sequential') {
    const p = round.players[round.startPlayer] as Player;
    return Object.hasOwn(plays, p) ? [] : [p];
  }
  const order = rules.markerCard
    ? round.players.map((_, i) => round.players[(round.startPlayer + i) % n] as Player)
    : round.players;
  return order.filter((p) => !Object.hasOwn(plays, p));
}

/** Can `player` play `cards` now? Checks turn order, card count and the hand; beginTurn checks the whole turn again. */
export function checkPlay(round: RoundState, plays: Readonly<Record<Player, readonly Card[]>>, player: Player, cards: readonly Card[]): Result<null> {
  if (!Array.isArray(cards)) return fail(['event', 'cards'], 'invalid-value', 'the cards of a play must be a list', {});
  if (!round.players.includes(player)) return fail(['event', 'player'], 'unknown-player', `${player} is not a player`, { player });
  if (Object.hasOwn(plays, player)) return fail(['event', 'player'], 'already-played', `${player} has already played this turn`, { player });
  const due = playersToPlay(round, plays);
  const rules = VARIANTS[round.variant];
  const inOrder = rules.markerCard || rules.playStyle === 'sequential' ? due[0] === player : due.includes(player);
  if (!inOrder) return fail(['event', 'player'], 'not-your-turn', `it is ${due[0] ?? 'nobody'}'s turn to play`, { player: due[0] });
  const allowed = cardsPerPlay(round.variant);
  if (!allowed.includes(cards.length)) {
    return fail(['event', 'cards'], 'wrong-card-count', `${player} must play ${allowed.join(' or ')} card(s), not ${cards.length}`, { player, count: cards.length, allowed });
  }
  let hand = round.hands[player] ?? [];
  for (const card of cards) {
    if (!hand.includes(card)) return fail(['event', 'cards'], 'card-not-in-hand', `${card} is not in ${player}'s hand`, { card, player });
    hand = removeCards(hand, [card]);
  }
  return ok(null);
}

/**
 * Several plays at once, each checked as if sent alone in the order given (hidden plays are
 * simultaneous; offen's must come in turn order). The plays so far with the new ones, or the first refusal.
 */
export function addPlays(
  round: RoundState, plays: Readonly<Record<Player, readonly Card[]>>, added: Readonly<Record<Player, readonly Card[]>>,
): Result<Record<Player, readonly Card[]>> {
  if (typeof added !== 'object' || added === null) return fail(['event', 'plays'], 'invalid-value', 'the plays must be an object of player: cards', {});
  const all = byPlayer(plays);
  for (const [player, cards] of Object.entries(added)) {
    const checked = checkPlay(round, all, player, cards);
    if (!checked.ok) return checked;
    all[player] = cards.slice();
  }
  return ok(all);
}

/** The players who may answer a decision (a shared doppel take: either of them). */
export function decisionOwners(decision: Decision): readonly Player[] {
  return decision.kind === 'takeRow' ? decision.players : [decision.player];
}

/**
 * How round `index` (from 0) begins: dealt from the game's seed, picked from the open deck
 * (logik; turnier's first game), turnier's first set-up with the sheets passed on, or jubilaeum's
 * second round, where everyone keeps the special cards left from `previous`, the round before.
 */
export function setUpRound(
  variant: VariantId, options: Options, players: readonly Player[], seed: number, index: number, turnierFirst: RoundState | null,
  previous: RoundState | null = null,
): Result<{ round: RoundState; picking: null } | { round: null; picking: Picking }> {
  const rules = VARIANTS[variant];
  if (rules.passesSheets && turnierFirst) return ok({ round: turnierGame(turnierFirst, index), picking: null });
  if (rules.specialCards && index > 0 && previous) {
    const second = dealSecondRound(asSpecialRound(previous), seed);
    return second.ok ? ok({ round: second.value, picking: null }) : second;
  }
  if (rules.picking) return ok({ round: null, picking: startPicking(variant, options, players) });
  const dealt = deal(variant, options, players, roundSeed(seed, index));
  return dealt.ok ? ok({ round: dealt.value, picking: null }) : dealt;
}

/** Turnier keeps its first game's set-up: every later game passes those sheets on. */
export function keepsFirstSetUp(variant: VariantId): boolean {
  return VARIANTS[variant].passesSheets;
}
