// One turn, step by step: reveal, place card by card, stop at every decision a
// player must make. Pure: every function returns new state and never throws.
import { totalBullheads, type Card } from './cards.ts';
import { addToRow, findTargets, placesIn, replaceRow, targetRow, type Target } from './placement.ts';
import { byPlayer, engineError, fail, ofPlayer, ok, type EngineError, type ErrorPath, type Options, type Player, type Result, type Row, type Side, type SpecialPlay, type SpecialType, type VariantId } from './types.ts';
import type { GameEvent, TakeEvent, TakeReason } from './events.ts';
import type { Explanation } from './explain.ts';
import { copiesInDeck, VARIANTS, type VariantRules } from './variants.ts';

/** Most cards a player may hold in `hand`. */
export const HAND_LIMIT = 16;

/** Everything on the table between turns. */
export interface RoundState {
  readonly variant: VariantId;
  readonly options: Options;
  readonly players: readonly Player[];
  readonly rows: readonly Row[];
  /** Cards in hand; a player left out has an unknown hand (scenarios may omit hands). */
  readonly hands: Readonly<Record<Player, readonly Card[] | undefined>>;
  /** Cards in each player's bull pile. */
  readonly piles: Readonly<Record<Player, readonly Card[]>>;
  /** Bullhead points taken this round (shared doppel takes count half, rounded up). */
  readonly penalties: Readonly<Record<Player, number>>;
  /** Turns played so far. */
  readonly turn: number;
  /** offen: who holds the start-player marker; hand: whose turn it is (index into players). */
  readonly startPlayer: number;
  /** hand: every player has had a turn since the last check (end conditions apply only then). */
  readonly lapComplete: boolean;
}

/** The cards each player plays this turn: one, two in raffiniert, one or two of one player in hand. */
export type TurnPlays = Readonly<Record<Player, readonly Card[]>>;

/** A card waiting to be placed; in doppel equal cards of two players are placed together. */
export interface Placement {
  readonly players: readonly Player[];
  readonly card: Card;
}

export type { GameEvent, NumberCardEvent, PlaceEvent, TakeEvent, TakeReason } from './events.ts';

/** What a player decides about the number cards, in every variant. Rows count from 1. */
export type NumberCardDecision =
  | { readonly kind: 'takeRow'; readonly players: readonly Player[]; readonly card: Card; readonly rows: readonly number[] }
  | { readonly kind: 'tie'; readonly player: Player; readonly card: Card; readonly options: readonly { row: number; side: Side }[] }
  | { readonly kind: 'order'; readonly player: Player; readonly cards: readonly Card[] }
  | { readonly kind: 'toHand'; readonly player: Player; readonly cards: readonly Card[]; readonly max: number };

/** A point where a player must choose, the special cards' decisions included. */
export type Decision =
  | NumberCardDecision
  /** jubilaeum: after a take, the taker may give up one special card for the deck's top. */
  | { readonly kind: 'swap'; readonly player: Player; readonly held: readonly SpecialType[] }
  /** jubilaeum at a table: whether to play a special card as one's number card is placed. */
  | { readonly kind: 'special'; readonly player: Player; readonly card: Card; readonly held: readonly SpecialType[] };

/** `{ player, swap: type }` gives up that special card for the deck's top; `swap: null` declines. */
export interface SwapChoice {
  readonly player: Player;
  readonly swap: SpecialType | null;
}
/** The special card `player` plays as `card` is placed, or null for none. */
export interface SpecialChoice {
  readonly player: Player;
  readonly card: Card;
  readonly special: SpecialPlay | null;
}

/** The answer to a number-card decision, in the scenario file's shape. */
export type NumberCardChoice =
  | { readonly card: Card; readonly takeRow: number }
  | { readonly card: Card; readonly row: number; readonly side: Side }
  | { readonly player: Player; readonly order: readonly Card[] }
  | { readonly player: Player; readonly toHand: readonly Card[] };

/** The answer to any decision. */
export type Choice = NumberCardChoice | SwapChoice | SpecialChoice;

export function isNumberCardDecision(d: Decision): d is NumberCardDecision {
  return d.kind !== 'swap' && d.kind !== 'special';
}

export function isSwapChoice(c: unknown): c is SwapChoice {
  return typeof c === 'object' && c !== null && 'swap' in c;
}

export function isSpecialChoice(c: unknown): c is SpecialChoice {
  return typeof c === 'object' && c !== null && 'special' in c && 'player' in c && 'card' in c;
}

/** A take decided on (rules 3 and 4). */
export interface PendingTake {
  readonly row: number; // from 0
  readonly reason: TakeReason;
  readonly side: Side;
}

/** An event of a step with what a replay shows of it: its explanation and the table right after it. */
export interface Told {
  readonly event: GameEvent;
  readonly explanation?: Explanation;
  readonly after?: RoundState;
}

/** How a turn is driven: error paths, and what the variant hooks are asked to do. */
export interface TurnOptions {
  readonly pathOf?: PlayPath;
  /** jubilaeum: ask each holder for a special card as their card is placed (a table game), not read it from the plays. */
  readonly askSpecials?: boolean;
  /** Build explanations and in-between tables (replays, boards); bots and simulations skip them for speed. */
  readonly explain?: boolean;
}

/** A turn's plays taken apart: each player's number cards, and what else they played with them (a special card). */
export interface SplitPlays<Rest = unknown> {
  readonly numbers: TurnPlays;
  readonly rest: Readonly<Record<Player, Rest>>;
}

/**
 * What a variant changes in a turn: pure functions the driver calls at fixed points. Variants without
 * hooks (all but the Anniversary) take the lean core path. Rows count from 0 here.
 */
export interface VariantHooks {
  /** The plays taken apart, once a turn: the core checks and places the number cards, `begin` gets the rest. */
  readonly split: (plays: Readonly<Record<Player, unknown>>) => SplitPlays;
  /** After the core checked the number cards: check the rest of the plays and set up the variant's turn state. */
  readonly begin: (t: TurnState, plays: SplitPlays, options: TurnOptions) => Result<TurnState>;
  /** Rules 1-4 see only the rows that count (a row with a Stop does not). */
  readonly counts: (round: RoundState, row: number) => boolean;
  /** Places a row holds before the next card takes it (7 nimmt! adds one). */
  readonly capacity: (round: RoundState, row: number) => number;
  /** Before rules 1-4 place the head: a special card (asked, or written in the play). A TurnState: go on with rules 1-4. */
  readonly beforePlace: (t: TurnState, head: Placement) => TurnProgress | TurnState;
  /** Rules 1 and 2 put the head's card at the end of `row`. */
  readonly place: (t: TurnState, head: Placement, row: number) => TurnProgress;
  /** Rules 3 and 4: the head's players take `take.row` (t.round is the table before the take). */
  readonly take: (t: TurnState, take: PendingTake) => TurnProgress;
  /** After a take's events: what the taker may still do (swap a special card). A TurnState: carry on. */
  readonly afterTake: (t: TurnState) => TurnProgress | TurnState;
  /** English wording and check of a decision, where the variant words it its own way (null: the core's). */
  readonly describe: (d: Decision) => string | null;
  readonly check: (d: Decision, c: Choice, path: ErrorPath) => Result<Choice> | null;
}

/** A turn in progress. Treat as opaque; drive it with nextStep and applyChoice. */
export interface TurnState {
  readonly round: RoundState;
  readonly queue: readonly Placement[];
  /** raffiniert: players who still place both cards, in order of their lower card. */
  readonly waiting: readonly { readonly player: Player; readonly cards: readonly Card[] }[];
  readonly outbox: readonly Told[];
  readonly pendingTake: PendingTake | null;
  readonly answer: Choice | null;
  /** The variant's hooks (none: the core rules alone). */
  readonly hooks?: VariantHooks;
  /** The variant hooks' own part of the turn (the Anniversary's special cards); the core never looks inside. */
  readonly variantState?: unknown;
}

/**
 * The next thing in a turn. An event may carry its explanation and the table right after it (`after`, when
 * later events of the same step already changed `turn.round`); an error: a special card that cannot be played.
 */
export type TurnProgress =
  | { readonly kind: 'event'; readonly event: GameEvent; readonly turn: TurnState; readonly explanation?: Explanation; readonly after?: RoundState }
  | { readonly kind: 'decision'; readonly decision: Decision; readonly turn: TurnState }
  | { readonly kind: 'error'; readonly error: EngineError }
  | { readonly kind: 'done'; readonly round: RoundState };

/** Path of a played card in error messages, e.g. `['plays', 'Cor']`. */
export type PlayPath = (player: Player, index: number) => ErrorPath;

const defaultPath: PlayPath = (player) => ['plays', player];

/** A round from given rows and hands (the deal, or a scenario's start). */
export function newRound(
  variant: VariantId,
  options: Options,
  players: readonly Player[],
  rows: readonly Row[],
  hands: Readonly<Record<Player, readonly Card[] | undefined>> = {},
): RoundState {
  const piles = byPlayer<readonly Card[]>();
  const penalties = byPlayer<number>();
  const own = byPlayer<readonly Card[] | undefined>();
  for (const p of players) {
    piles[p] = [];
    penalties[p] = 0;
    const hand = ofPlayer(hands, p);
    if (hand) own[p] = hand;
  }
  return { variant, options, players, rows, hands: own, piles, penalties, turn: 0, startPlayer: 0, lapComplete: false };
}

/** How many copies of `card` are out already: on the table, in piles, in the listed extra cards. */
function copiesOut(round: RoundState, card: Card, extra: readonly Card[]): number {
  let n = 0;
  for (const row of round.rows) for (const c of row) if (c === card) n++;
  for (const p of round.players) for (const c of round.piles[p] ?? []) if (c === card) n++;
  for (const c of extra) if (c === card) n++;
  return n;
}

/** Where a number card lies that a player cannot bring into play (see alreadyOut). */
export type CardOut = { readonly at: 'table' } | { readonly at: 'pile' | 'hand'; readonly player: Player };
const ON_TABLE: CardOut = { at: 'table' };

/**
 * Where `card` already lies, so that `player` cannot bring it into play: on the table, in a bull pile or in
 * another player's hand; null: it is free. With `player`'s hand known only the table is looked at (a dealt
 * hand holds only cards that are nowhere else). For decks with one copy of each card (not doppel).
 */
export function alreadyOut(round: RoundState, player: Player, card: Card): CardOut | null {
  for (const row of round.rows) if (row.includes(card)) return ON_TABLE;
  if (round.hands[player]) return null;
  const owner = round.players.find((p) => round.piles[p]?.includes(card));
  if (owner !== undefined) return { at: 'pile', player: owner };
  const holder = round.players.find((p) => p !== player && round.hands[p]?.includes(card));
  return holder === undefined ? null : { at: 'hand', player: holder };
}

type Problem = Omit<EngineError, 'path' | 'at'>;
const problem = (code: EngineError['code'], message: string, params: Record<string, unknown>): Problem => ({ code, message, params });

/** Why this card cannot be played now, or null. (No path here: built only on failure, for speed.) */
function checkCard(round: RoundState, player: Player, card: Card, playedSoFar: readonly Card[]): Problem | null {
  const rules = VARIANTS[round.variant];
  const copies = copiesInDeck(card, round.variant, round.players.length, round.options);
  if (copies === 0) return problem('card-out-of-deck', `${card} is not in the deck of ${round.variant}`, { card });
  const hand = round.hands[player];
  if (hand && !hand.includes(card)) return problem('card-not-in-hand', `${card} is not in ${player}'s hand`, { card, player });
  if (!rules.stacks) {
    const out = alreadyOut(round, player, card);
    if (out?.at === 'table') return problem('already-on-table', `${card} is already on the table`, { card });
    if (playedSoFar.includes(card)) return problem('card-twice', `${card} is played twice`, { card });
    if (out?.at === 'pile') return problem('already-played', `${card} was already played and lies in ${out.player}'s bull pile`, { card, player: out.player });
    if (out?.at === 'hand') return problem('card-twice', `${card} is in ${out.player}'s hand`, { card, player: out.player });
  } else if (copiesOut(round, card, playedSoFar) >= copies) {
    return problem('card-twice', `every copy of ${card} is already out`, { card, copies });
  }
  return null;
}

const CARDS_PER_PLAY: Record<VariantRules['playStyle'], readonly number[]> = { simultaneous: [1], pairs: [2], sequential: [1, 2] };

/**
 * Reveal the plays: check them and line the cards up for placement. `hooks`: the variant's (the registry in
 * variant-hooks.ts picks them; callers use its beginTurn). A variant's play may carry more than its number card.
 */
export function startTurn(
  hooks: VariantHooks | undefined, round: RoundState, given: Readonly<Record<Player, unknown>>, options: TurnOptions = {},
): Result<TurnState> {
  const pathOf = options.pathOf ?? defaultPath;
  const split = hooks ? hooks.split(given) : null;
  const plays = split ? split.numbers : (given as TurnPlays);
  const rules = VARIANTS[round.variant];
  const who = Object.keys(plays);
  const seated = new Set(round.players);
  for (const p of who) if (!seated.has(p)) return fail(pathOf(p, -1), 'unknown-player', `${p} is not a player`, { player: p });
  if (rules.playStyle === 'sequential') {
    const expected = round.players[round.startPlayer] as Player;
    if (who.length !== 1 || who[0] !== expected) {
      return fail(pathOf(who[0] ?? expected, -1), 'not-your-turn', `it is ${expected}'s turn`, { player: expected });
    }
  } else {
    for (const p of round.players) if (!Object.hasOwn(plays, p)) return fail(pathOf(p, -1), 'missing-play', `${p} plays no card`, { player: p });
  }
  const played: Card[] = [];
  const want = CARDS_PER_PLAY[rules.playStyle];
  for (const p of who) {
    const cards = ofPlayer(plays, p) ?? [];
    if (!want.includes(cards.length)) {
      return fail(pathOf(p, -1), 'wrong-card-count', `${p} must play ${want.join(' or ')} card(s), not ${cards.length}`, { player: p, count: cards.length, allowed: want });
    }
    for (let i = 0; i < cards.length; i++) {
      const wrong = checkCard(round, p, cards[i] as Card, played);
      if (wrong) return { ok: false, error: engineError(pathOf(p, rules.playStyle === 'simultaneous' ? -1 : i), wrong.code, wrong.message, wrong.params) };
      played.push(cards[i] as Card);
    }
  }
  const hands = byPlayer(round.hands);
  for (const p of who) {
    const hand = hands[p];
    if (hand) hands[p] = removeCards(hand, ofPlayer(plays, p) ?? []);
  }
  const next: RoundState = { ...round, hands };
  const base: TurnState = { round: next, queue: [], waiting: [], outbox: [], pendingTake: null, answer: null };
  // The one variant with hooks plays simultaneously (the Anniversary): lowest card first.
  if (hooks && split) return hooks.begin({ ...base, hooks, queue: lineUp(round.players, plays, rules.stacks) }, split, options);
  if (rules.playStyle === 'sequential') {
    const p = who[0] as Player;
    return ok({ ...base, queue: (ofPlayer(plays, p) ?? []).map((card) => ({ players: [p], card })) });
  }
  if (rules.playStyle === 'pairs') {
    const waiting = who.map((player) => ({ player, cards: ofPlayer(plays, player) ?? [] }));
    waiting.sort((a, b) => Math.min(...a.cards) - Math.min(...b.cards));
    return ok({ ...base, waiting });
  }
  return ok({ ...base, queue: lineUp(round.players, plays, rules.stacks) });
}

/** Lowest card first; in doppel equal cards form one placement. */
function lineUp(players: readonly Player[], plays: TurnPlays, stacks: boolean): Placement[] {
  const single = players.map((p) => ({ player: p, card: (ofPlayer(plays, p) ?? [])[0] as Card }));
  single.sort((a, b) => a.card - b.card);
  const queue: Placement[] = [];
  for (const { player, card } of single) {
    const last = queue[queue.length - 1];
    if (stacks && last && last.card === card) queue[queue.length - 1] = { card, players: [...last.players, player] };
    else queue.push({ players: [player], card });
  }
  return queue;
}

/** Remove each listed card once (a multiset difference; doppel has equal cards). */
export function removeCards(from: readonly Card[], cards: readonly Card[]): Card[] {
  const out = from.slice();
  for (const c of cards) {
    const i = out.indexOf(c);
    if (i >= 0) out.splice(i, 1);
  }
  return out;
}

/** The next thing that happens in the turn: an event, a decision to make, or the end of the turn. */
export function nextStep(t: TurnState): TurnProgress {
  const first = t.outbox[0];
  if (first) {
    const turn = { ...t, outbox: t.outbox.slice(1) };
    return first.explanation ? { kind: 'event', event: first.event, turn, explanation: first.explanation, after: first.after } : { kind: 'event', event: first.event, turn };
  }
  if (t.pendingTake) return settleTake(t, t.pendingTake);
  if (t.hooks) {
    const after = t.hooks.afterTake(t);
    if ('kind' in after) return after;
    t = after;
  }
  const head = t.queue[0];
  if (head) return placeHead(t, head);
  const next = t.waiting[0];
  if (next) return chooseOrder(t, next);
  return { kind: 'done', round: endTurn(t.round) };
}

function decide(t: TurnState, decision: Decision): TurnProgress {
  return { kind: 'decision', decision, turn: t };
}

/** raffiniert: the player with the lowest card left places both, in the order they choose. */
function chooseOrder(t: TurnState, next: TurnState['waiting'][number]): TurnProgress {
  const a = t.answer;
  if (!a || !('order' in a) || a.player !== next.player) return decide(t, { kind: 'order', player: next.player, cards: next.cards });
  const queue = a.order.map((card) => ({ players: [next.player], card }));
  const event: GameEvent = { type: 'order', player: next.player, cards: a.order };
  return { kind: 'event', event, turn: { ...t, queue, waiting: t.waiting.slice(1), answer: null } };
}

function targetsFor(rows: readonly Row[], card: Card, rules: VariantRules): readonly Target[] {
  if (rules.bothEnds || rules.stacks) return findTargets(rows, card, rules);
  const row = targetRow(rows, card); // the lean basic path: no candidate lists
  return row < 0 ? NO_TARGETS : [{ row, side: 'right', stack: false }];
}
const NO_TARGETS: readonly Target[] = [];

function countedTarget(round: RoundState, card: Card, hooks: VariantHooks): readonly Target[] {
  const row = targetRow(round.rows, card, (i) => hooks.counts(round, i));
  return row < 0 ? NO_TARGETS : [{ row, side: 'right', stack: false }];
}

function placeHead(t: TurnState, head: Placement): TurnProgress {
  const h = t.hooks;
  if (h) {
    const b = h.beforePlace(t, head);
    if ('kind' in b) return b;
    t = b;
    head = t.queue[0] as Placement;
  }
  const round = t.round;
  const rules = VARIANTS[round.variant];
  const targets = h ? countedTarget(round, head.card, h) : targetsFor(round.rows, head.card, rules);
  const a = t.answer;
  const take = h ? h.take : settleTake;
  if (targets.length === 0) {
    // Rule 4: lower than every row's end; the players choose any row that counts.
    if (!a || !('takeRow' in a) || a.card !== head.card) {
      const rows = round.rows.map((_, i) => i + 1);
      return decide(t, { kind: 'takeRow', players: head.players, card: head.card, rows: h ? rows.filter((n) => h.counts(round, n - 1)) : rows });
    }
    return take({ ...t, answer: null }, { row: a.takeRow - 1, reason: 'low-card', side: 'right' });
  }
  let target = targets[0] as Target;
  if (targets.length > 1) {
    // profi: equal differences at two places; the card's player picks (a silent point of the rules).
    const player = head.players[0] as Player;
    const options = targets.map((x) => ({ row: x.row + 1, side: x.side }));
    if (!a || !('side' in a) || a.card !== head.card) return decide(t, { kind: 'tie', player, card: head.card, options });
    target = targets.find((x) => x.row + 1 === a.row && x.side === a.side) ?? target;
  }
  const rest = { ...t, answer: null };
  const row = round.rows[target.row] as Row;
  if (!target.stack && placesIn(row, rules.stacks) >= (h ? h.capacity(round, target.row) : round.options.rowLength)) {
    return take(rest, { row: target.row, reason: 'full-row', side: target.side }); // rule 3
  }
  if (h) return h.place(rest, head, target.row);
  // The first placement is this step's event; a doppel stack's second waits in the outbox.
  let placed = row;
  const outbox: Told[] = [];
  for (const player of head.players) {
    placed = addToRow(placed, head.card, target.side);
    outbox.push({ event: { type: 'place', player, card: head.card, row: target.row + 1, side: target.side } });
  }
  const first = outbox.shift() as Told;
  const turn = { ...rest, round: { ...round, rows: replaceRow(round.rows, target.row, placed) }, queue: t.queue.slice(1), outbox };
  return { kind: 'event', event: first.event, turn };
}

/** Rules 3 and 4: the players of the card take the row; their card starts it anew. */
function settleTake(t: TurnState, take: PendingTake): TurnProgress {
  const round = t.round;
  const head = t.queue[0] as Placement;
  const taken = round.rows[take.row] as Row;
  let toHand: readonly Card[] = [];
  const rules = VARIANTS[round.variant];
  if (rules.handKeeping) {
    const player = head.players[0] as Player;
    const max = Math.min(taken.length, HAND_LIMIT - (round.hands[player]?.length ?? 0));
    const a = t.answer;
    if (max > 0) {
      if (!a || !('toHand' in a) || a.player !== player) {
        return decide({ ...t, pendingTake: take }, { kind: 'toHand', player, cards: taken, max });
      }
      toHand = a.toHand;
    }
  }
  const bullheads = totalBullheads(taken);
  const toPile = toHand.length ? removeCards(taken, toHand) : taken;
  const piles = byPlayer(round.piles);
  const penalties = byPlayer(round.penalties);
  const first = head.players[0] as Player;
  // A shared doppel take: the cards lie in the first player's pile, each scores half, rounded up.
  const share = head.players.length > 1 ? Math.ceil(bullheads / head.players.length) : toHand.length ? totalBullheads(toPile) : bullheads;
  piles[first] = (piles[first] ?? []).concat(toPile);
  for (const p of head.players) penalties[p] = (penalties[p] ?? 0) + share;
  let hands = round.hands;
  const hand = hands[first];
  if (toHand.length && hand) {
    const more = byPlayer(hands);
    more[first] = [...hand, ...toHand].sort((x, y) => x - y);
    hands = more;
  }
  const takeEvent: TakeEvent = rules.handKeeping
    ? { type: 'take', players: head.players, row: take.row + 1, cards: taken, bullheads, reason: take.reason, toHand }
    : { type: 'take', players: head.players, row: take.row + 1, cards: taken, bullheads, reason: take.reason };
  // The take is this step's event; the card that starts the row again follows from the outbox.
  const outbox: Told[] = [];
  const newRow: Card[] = [];
  for (const player of head.players) {
    newRow.push(head.card);
    outbox.push({ event: { type: 'place', player, card: head.card, row: take.row + 1, side: take.side } });
  }
  const next: RoundState = { ...round, rows: replaceRow(round.rows, take.row, newRow), piles, penalties, hands };
  const turn: TurnState = { ...t, round: next, queue: t.queue.slice(1), outbox, pendingTake: null, answer: null };
  return { kind: 'event', event: takeEvent, turn };
}

/** After the last card: count the turn, pass the start-player marker (offen) or the turn (hand). */
function endTurn(round: RoundState): RoundState {
  const n = round.players.length;
  const rules = VARIANTS[round.variant];
  if (rules.playStyle === 'sequential') {
    const next = (round.startPlayer + 1) % n;
    return { ...round, turn: round.turn + 1, startPlayer: next, lapComplete: next === 0 };
  }
  const startPlayer = rules.markerCard ? (round.startPlayer + 1) % n : round.startPlayer;
  return { ...round, turn: round.turn + 1, startPlayer };
}

/** The decision the turn waits for, if any. */
export function pendingDecision(t: TurnState): Decision | null {
  const step = nextStep(t);
  return step.kind === 'decision' ? step.decision : null;
}

/** Does this choice answer this decision (same kind and same card or player)? */
export function answers(decision: Decision, choice: Choice): boolean {
  switch (decision.kind) {
    case 'takeRow':
      return 'takeRow' in choice && choice.card === decision.card;
    case 'tie':
      return 'side' in choice && choice.card === decision.card;
    case 'order':
      return 'order' in choice && choice.player === decision.player;
    case 'toHand':
      return 'toHand' in choice && choice.player === decision.player;
    case 'swap':
      return isSwapChoice(choice) && choice.player === decision.player;
    case 'special':
      return isSpecialChoice(choice) && choice.player === decision.player && choice.card === decision.card;
  }
}

/** Check a choice against the decision it answers; an illegal answer is an error value. */
export function checkChoice(decision: Decision, choice: Choice, path: ErrorPath = ['choice']): Result<Choice> {
  if (decision.kind === 'swap' || decision.kind === 'special') return checkSpecialChoice(decision, choice, path);
  if (!answers(decision, choice)) return fail(path, 'illegal-choice', `this choice does not answer the ${decision.kind} decision`, { decision });
  if ('takeRow' in choice && decision.kind === 'takeRow' && !decision.rows.includes(choice.takeRow)) {
    return fail(path, 'illegal-choice', `there is no row ${choice.takeRow}`, { row: choice.takeRow });
  }
  if ('side' in choice && decision.kind === 'tie' && !decision.options.some((o) => o.row === choice.row && o.side === choice.side)) {
    return fail(path, 'illegal-choice', `${choice.card} cannot go on the ${choice.side} of row ${choice.row}; tied places: ${decision.options.map((o) => `row ${o.row} ${o.side}`).join(', ')}`, { card: choice.card, options: decision.options });
  }
  if ('order' in choice && decision.kind === 'order') {
    const same = choice.order.length === decision.cards.length && removeCards(decision.cards, choice.order).length === 0;
    if (!same) return fail(path, 'illegal-choice', `${choice.player} must order exactly the cards ${decision.cards.join(' and ')}`, { player: choice.player, cards: decision.cards });
  }
  if ('toHand' in choice && decision.kind === 'toHand') {
    if (choice.toHand.length > decision.max) return fail(path, 'illegal-choice', `${choice.player} may put at most ${decision.max} card(s) in hand`, { player: choice.player, max: decision.max });
    let left: readonly Card[] = decision.cards;
    for (const c of choice.toHand) {
      if (!left.includes(c)) return fail(path, 'illegal-choice', `${c} is not among the taken cards`, { card: c });
      left = removeCards(left, [c]);
    }
  }
  return ok(choice);
}

/** jubilaeum: a swap or a special card must be held by the player who gives it up or plays it. */
function checkSpecialChoice(d: Extract<Decision, { kind: 'swap' | 'special' }>, c: Choice, path: ErrorPath): Result<Choice> {
  if (!answers(d, c)) {
    return fail(path, 'illegal-choice', d.kind === 'swap' ? `this choice does not answer ${d.player}'s swap` : `this choice does not answer ${d.player}'s special card with ${d.card}`, { decision: d });
  }
  const type = isSwapChoice(c) ? c.swap : isSpecialChoice(c) ? (c.special?.type ?? null) : null;
  if (type !== null && !d.held.includes(type)) {
    const what = d.kind === 'swap' ? `${type} card to swap` : `${type} card`;
    return fail(path, 'special-not-held', `${d.player} holds no ${what} (holds ${d.held.join(', ') || 'none'})`, { player: d.player, type, held: d.held });
  }
  return ok(c);
}

/** Check a choice the variant's way, where it has one. */
function checkTurnChoice(t: TurnState, decision: Decision, choice: Choice, path: ErrorPath): Result<Choice> {
  return t.hooks?.check(decision, choice, path) ?? checkChoice(decision, choice, path);
}

/** Answer the decision the turn waits for. */
export function applyChoice(t: TurnState, choice: Choice, path: ErrorPath = ['choice']): Result<TurnState> {
  const step = nextStep(t);
  if (step.kind !== 'decision') return fail(path, 'illegal-choice', 'no decision is waiting', {});
  const checked = checkTurnChoice(t, step.decision, choice, path);
  if (!checked.ok) return checked;
  return ok({ ...step.turn, answer: choice }); // step.turn remembers a take already decided on
}

/** A decision that may go unanswered: no swap, no special card. */
export function declined(d: Decision): Choice | null {
  if (d.kind === 'swap') return { player: d.player, swap: null };
  if (d.kind === 'special') return { player: d.player, card: d.card, special: null };
  return null;
}

/** Drive a begun turn to its end, taking answers from `choose`; a decision without an answer is an error value. */
export function driveTurn(
  begun: TurnState,
  /** Answers a decision; also sees the table at that moment. */
  choose: (decision: Decision, round: RoundState) => Choice | null,
  /** Each event with the table right after it (and its explanation, when the turn explains). */
  onEvent?: (event: GameEvent, round: RoundState, explanation?: Explanation) => void,
  /** Where an answer is missing or wrong in error messages (default: `choices` / `choice`). */
  choicePath?: ErrorPath,
): Result<RoundState> {
  let t = begun;
  for (;;) {
    const step = nextStep(t);
    if (step.kind === 'done') return ok(step.round);
    if (step.kind === 'error') return { ok: false, error: step.error };
    if (step.kind === 'event') {
      t = step.turn;
      if (onEvent) onEvent(step.event, step.after ?? t.round, step.explanation);
      continue;
    }
    const choice = choose(step.decision, step.turn.round) ?? declined(step.decision);
    if (!choice) return fail(choicePath ?? ['choices'], 'missing-choice', t.hooks?.describe(step.decision) ?? describeDecision(step.decision), { decision: step.decision });
    const answered = applyChoice(t, choice, choicePath);
    if (!answered.ok) return answered;
    t = answered.value;
  }
}

/** English wording of a decision nobody answered (the site words it from `params.decision`). */
export function describeDecision(d: Decision): string {
  switch (d.kind) {
    case 'takeRow':
      return `${d.card} is lower than every row's last card: ${d.players.join(' and ')} must choose a row to take ({ "card": ${d.card}, "takeRow": n }), but no choice says which`;
    case 'tie':
      return `${d.card} fits equally well at ${d.options.map((o) => `row ${o.row} ${o.side}`).join(' and ')}: ${d.player} must choose ({ "card": ${d.card}, "row": n, "side": ... }), but no choice says which`;
    case 'order':
      return `${d.player} must choose the order of ${d.cards.join(' and ')} ({ "player": "${d.player}", "order": [...] }), but no choice says which`;
    case 'toHand':
      return `${d.player} takes ${d.cards.join(', ')} and must choose which go to the hand ({ "player": "${d.player}", "toHand": [...] }), but no choice says which`;
    case 'special':
      return `${d.player} may play one of ${d.held.join(', ')} as ${d.card} is placed ({ "player": "${d.player}", "card": ${d.card}, "special": ... })`;
    case 'swap':
      return `${d.player} took a row and may swap one of ${d.held.join(', ')} ({ "player": "${d.player}", "swap": "..." })`;
  }
}
