// A turn as players make it, one play at a time: whose play it is, whether a play is legal on
// its own, who answers a decision, and picking hands from the open deck card by card (Logik,
// Turnier). The game machine calls these; beginTurn still checks the whole turn.
import type { Card } from './cards.ts';
import { deal, dealJubilaeumRoundTwo, pickingOrder, roundSeed, turnierGame } from './deal.ts';
import { asJubilaeumRound, type JubilaeumDecision } from './jubilaeum.ts';
import { newRound, removeCards, type Decision, type RoundState } from './turn.ts';
import { byPlayer, fail, ok, type Options, type Player, type Result, type VariantId } from './types.ts';
import { deckFor, VARIANTS } from './variants.ts';

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
  if (!Array.isArray(cards)) return fail('event.cards', 'invalid-value', 'the cards of a play must be a list', {});
  if (!round.players.includes(player)) return fail('event.player', 'unknown-player', `${player} is not a player`, { player });
  if (Object.hasOwn(plays, player)) return fail('event.player', 'already-played', `${player} has already played this turn`, { player });
  const due = playersToPlay(round, plays);
  const rules = VARIANTS[round.variant];
  const inOrder = rules.markerCard || rules.playStyle === 'sequential' ? due[0] === player : due.includes(player);
  if (!inOrder) return fail('event.player', 'not-your-turn', `it is ${due[0] ?? 'nobody'}'s turn to play`, { player: due[0] });
  const allowed = cardsPerPlay(round.variant);
  if (!allowed.includes(cards.length)) {
    return fail('event.cards', 'wrong-card-count', `${player} must play ${allowed.join(' or ')} card(s), not ${cards.length}`, { player, count: cards.length, allowed });
  }
  let hand = round.hands[player] ?? [];
  for (const card of cards) {
    if (!hand.includes(card)) return fail('event.cards', 'card-not-in-hand', `${card} is not in ${player}'s hand`, { card, player });
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
  if (typeof added !== 'object' || added === null) return fail('event.plays', 'invalid-value', 'the plays must be an object of player: cards', {});
  const all = byPlayer(plays);
  for (const [player, cards] of Object.entries(added)) {
    const checked = checkPlay(round, all, player, cards);
    if (!checked.ok) return checked;
    all[player] = cards.slice();
  }
  return ok(all);
}

/** The players who may answer a decision (a shared doppel take: either of them). */
export function decisionOwners(decision: Decision | JubilaeumDecision): readonly Player[] {
  return decision.kind === 'takeRow' ? decision.players : [decision.player];
}

/** Logik / Turnier picking in progress: the open deck and the hands so far. */
export interface Picking {
  readonly pool: readonly Card[];
  readonly hands: Readonly<Record<Player, readonly Card[]>>;
  /** Index into the picking order (pickingOrder). */
  readonly next: number;
  readonly order: readonly Player[];
}

/** Lay the whole (short) deck open; players then pick in turn. */
export function startPicking(variant: VariantId, options: Options, players: readonly Player[]): Picking {
  const hands = byPlayer<Card[]>();
  for (const p of players) hands[p] = [];
  return { pool: deckFor(variant, players.length, options), hands, next: 0, order: pickingOrder(players, options.handSize) };
}

/** Whose pick it is, or null when every hand is full. */
export function picker(picking: Picking): Player | null {
  return picking.order[picking.next] ?? null;
}

/** Take `card` from the open deck into `player`'s hand, if it is their pick and the card lies open. */
export function pickCard(picking: Picking, player: Player, card: Card): Result<Picking> {
  const due = picker(picking);
  if (due !== player) return fail('event.player', 'not-your-turn', `it is ${due ?? 'nobody'}'s turn to pick`, { player: due });
  if (!picking.pool.includes(card)) return fail('event.card', 'card-out-of-deck', `${card} is not in the open deck`, { card });
  const hand = [...(picking.hands[player] ?? []), card].sort((a, b) => a - b);
  return ok({ ...picking, pool: removeCards(picking.pool, [card]), hands: byPlayer({ ...picking.hands, [player]: hand }), next: picking.next + 1 });
}

/** When all have picked: the cards left over start the rows (lowest first, as the deal does). */
export function roundFromPicks(variant: VariantId, options: Options, players: readonly Player[], picking: Picking): RoundState {
  const rows = picking.pool.slice(0, options.rows).map((c) => [c]);
  return newRound(variant, options, players, rows, picking.hands);
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
  if (variant === 'turnier' && turnierFirst) return ok({ round: turnierGame(turnierFirst, index), picking: null });
  if (variant === 'jubilaeum' && index > 0 && previous) {
    const second = dealJubilaeumRoundTwo(asJubilaeumRound(previous), seed);
    return second.ok ? ok({ round: second.value, picking: null }) : second;
  }
  if (VARIANTS[variant].picking) return ok({ round: null, picking: startPicking(variant, options, players) });
  const dealt = deal(variant, options, players, roundSeed(seed, index));
  return dealt.ok ? ok({ round: dealt.value, picking: null }) : dealt;
}

/** Turnier keeps its first game's set-up: every later game passes those sheets on. */
export function keepsFirstSetUp(variant: VariantId): boolean {
  return variant === 'turnier';
}
