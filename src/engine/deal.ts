// Set-up per variant from a seed: the same seed gives the same deal everywhere.
import type { Card } from './cards.ts';
import { newSpecialRound, type SpecialRound } from './jubilaeum.ts';
import { specialBox, type SpecialType } from './specials.ts';
import { mulberry32, randomIndex, shuffle, type Random } from './random.ts';
import { newRound, removeCards, type RoundState } from './turn.ts';
import { byPlayer, fail, ofPlayer, ok, type Options, type Player, type Result, type Row, type VariantId } from './types.ts';
import { checkSeats, checkTable, deckFor, resolveOptions, VARIANTS } from './variants.ts';

/** Check the player count against the variant and the deck. */
export function checkPlayers(variant: VariantId, options: Options, players: readonly Player[]): Result<null> {
  const seated = checkSeats(variant, options, players);
  if (!seated.ok) return seated;
  const table = checkTable(variant, options);
  if (!table.ok) return table;
  const n = players.length;
  const deck = deckFor(variant, n, options).length;
  const need = n * options.handSize + options.rows;
  if (deck < need) {
    return fail(['options', 'handSize'], 'deck-too-small', `${deck} cards cannot give ${n} players ${options.handSize} cards and start ${options.rows} rows`, { deck, players: n, hand: options.handSize, rows: options.rows, need });
  }
  return ok(null);
}

/**
 * Turn order of picking in logik and turnier: round after round, each player one card.
 * The machine asks each player in this order; `deal` picks at random for everyone.
 */
export function pickingOrder(players: readonly Player[], handSize: number): Player[] {
  const order: Player[] = [];
  for (let i = 0; i < handSize; i++) order.push(...players);
  return order;
}

/** Reveal start cards; in doppel an equal card stacks on its twin and another is revealed. */
export function startRows(deck: readonly Card[], rows: number, stacks: boolean): { rows: Row[]; rest: Card[] } {
  const out: Card[][] = [];
  let i = 0;
  while (out.length < rows && i < deck.length) {
    const card = deck[i++] as Card;
    const twin = stacks ? out.find((row) => row[0] === card) : undefined;
    if (twin) twin.push(card);
    else out.push([card]);
  }
  return { rows: out, rest: deck.slice(i) };
}

function sortedHands(players: readonly Player[], hands: readonly Card[][]): Record<Player, Card[]> {
  const out = byPlayer<Card[]>();
  players.forEach((p, i) => (out[p] = (hands[i] ?? []).slice().sort((a, b) => a - b)));
  return out;
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
  if (due !== player) return fail(['event', 'player'], 'not-your-turn', `it is ${due ?? 'nobody'}'s turn to pick`, { player: due });
  if (!picking.pool.includes(card)) return fail(['event', 'card'], 'card-out-of-deck', `${card} is not in the open deck`, { card });
  const hand = [...(picking.hands[player] ?? []), card].sort((a, b) => a - b);
  return ok({ ...picking, pool: removeCards(picking.pool, [card]), hands: byPlayer({ ...picking.hands, [player]: hand }), next: picking.next + 1 });
}

/** When all have picked: the cards left over start the rows (lowest first, as the deal does). */
export function roundFromPicks(variant: VariantId, options: Options, players: readonly Player[], picking: Picking): RoundState {
  const rows = picking.pool.slice(0, options.rows).map((c) => [c]);
  return newRound(variant, options, players, rows, picking.hands);
}

/** Everyone picks at random (what `deal` does for logik and turnier). */
function pickAtRandom(variant: VariantId, options: Options, players: readonly Player[], random: Random): Result<RoundState> {
  let picking = startPicking(variant, options, players);
  for (let p = picker(picking); p !== null; p = picker(picking)) {
    const next = pickCard(picking, p, picking.pool[randomIndex(picking.pool.length, random)] as Card);
    if (!next.ok) return next;
    picking = next.value;
  }
  return ok(roundFromPicks(variant, options, players, picking));
}

/** Deal a round of any variant: shuffle, hands, start rows (taktik deck, logik picks, doppel stacks, offen marker). */
export function deal(variant: VariantId, options: Partial<Options>, players: readonly Player[], seed: number): Result<RoundState> {
  if (VARIANTS[variant].specialCards) return dealWithSpecials(options, players, seed);
  const opts = resolveOptions(variant, options);
  const checked = checkPlayers(variant, opts, players);
  if (!checked.ok) return checked;
  const rules = VARIANTS[variant];
  const random = mulberry32(seed);
  const deck = deckFor(variant, players.length, opts);
  if (rules.picking) return pickAtRandom(variant, opts, players, random);
  const shuffled = shuffle(deck, random);
  const hands = players.map((_, i) => shuffled.slice(i * opts.handSize, (i + 1) * opts.handSize));
  const { rows } = startRows(shuffled.slice(players.length * opts.handSize), opts.rows, rules.stacks);
  if (rows.length < opts.rows) return fail(['options', 'rows'], 'deck-too-small', 'the deck runs out before every row has a start card', {});
  return ok(newRound(variant, opts, players, rows, sortedHands(players, hands)));
}

/** Turnier: each player's picked hand is a sheet; sheets pass left, so in game g player i plays sheet i - g. */
export function turnierSheet(playerIndex: number, game: number, players: number): number {
  return (((playerIndex - game) % players) + players) % players;
}

/** Turnier game g (from 0): same start rows, the sheets passed g times to the left. */
export function turnierGame(first: RoundState, game: number): RoundState {
  const n = first.players.length;
  const hands = byPlayer<readonly Card[] | undefined>();
  first.players.forEach((p, i) => (hands[p] = first.hands[first.players[turnierSheet(i, game, n)] as Player]));
  return newRound(first.variant, first.options, first.players, first.rows, hands);
}

/** Seed of the next round of a session, derived from the first so one seed fixes the whole game. */
export function roundSeed(seed: number, round: number): number {
  return (Math.imul(seed ^ 0x9e3779b9, round + 1) + round) >>> 0;
}

// ---- The Anniversary variant: number cards and special cards, two rounds ----

/** Special cards each player gets per round (fewer in round two when the deck runs short). */
export const SPECIALS_PER_ROUND = 3;

/** Number cards of a jubilaeum round: 12 each (the option), rows from the rest. */
function dealNumbers(options: Options, players: readonly Player[], random: Random): Result<{ rows: Row[]; hands: Record<Player, Card[]> }> {
  const shuffled = shuffle(deckFor('jubilaeum', players.length, options), random);
  const hands = players.map((_, i) => shuffled.slice(i * options.handSize, (i + 1) * options.handSize));
  const { rows } = startRows(shuffled.slice(players.length * options.handSize), options.rows, false);
  if (rows.length < options.rows) return fail(['options', 'rows'], 'deck-too-small', 'the deck runs out before every row has a start card', {});
  return ok({ rows, hands: sortedHands(players, hands) });
}

/** Deal special cards one at a time around the table; an empty deck takes the shuffled discards first. */
function dealSpecials(
  players: readonly Player[], each: number, held: Readonly<Record<Player, readonly SpecialType[]>>,
  deck: readonly SpecialType[], discards: readonly SpecialType[], seed: number,
): { specials: Record<Player, SpecialType[]>; deck: SpecialType[]; discards: SpecialType[]; seed: number } {
  const specials = byPlayer<SpecialType[]>();
  for (const p of players) specials[p] = (ofPlayer(held, p) ?? []).slice();
  let pile = deck.slice();
  let used = discards.slice();
  let next = seed >>> 0;
  for (let k = 0; k < each; k++) {
    for (const p of players) {
      if (pile.length === 0) {
        const random = mulberry32(next);
        pile = shuffle(used, random);
        used = [];
        next = Math.floor(random() * 4294967296) >>> 0;
      }
      (specials[p] as SpecialType[]).push(pile.shift() as SpecialType);
    }
  }
  return { specials, deck: pile, discards: used, seed: next };
}

/**
 * Round one of the Anniversary variant: 12 number cards and 3 special cards each, four rows, the other
 * special cards face down as the deck. Everything comes from `seed`.
 */
export function dealWithSpecials(options: Partial<Options>, players: readonly Player[], seed: number): Result<SpecialRound> {
  const opts = resolveOptions('jubilaeum', options);
  const checked = checkPlayers('jubilaeum', opts, players);
  if (!checked.ok) return checked;
  const numbers = dealNumbers(opts, players, mulberry32(seed));
  if (!numbers.ok) return numbers;
  const random = mulberry32((seed ^ 0x5eca1c0d) >>> 0);
  const box = shuffle(specialBox(), random);
  const dealt = dealSpecials(players, SPECIALS_PER_ROUND, {}, box, [], Math.floor(random() * 4294967296));
  return ok(newSpecialRound(opts, players, numbers.value.rows, numbers.value.hands, dealt.specials, dealt.deck, dealt.seed));
}

/**
 * Round two: all number cards shuffled and dealt again (from `roundSeed(seed, 1)`); everyone keeps their
 * unused special cards and gets up to three more: as many as the deck and the discards give everyone alike.
 * Special cards lying on the table at the end of round one go to the discards.
 */
export function dealSecondRound(first: SpecialRound, seed: number): Result<SpecialRound> {
  const players = first.players;
  const numbers = dealNumbers(first.options, players, mulberry32(roundSeed(seed, 1)));
  if (!numbers.ok) return numbers;
  const discards = first.specialDiscards.slice();
  for (const m of first.marks) {
    if (m.fifthRow) discards.push('fifthRow');
    if (m.sevenNimmt) discards.push('sevenNimmt');
    if (m.stop) discards.push('stop');
  }
  const each = Math.min(SPECIALS_PER_ROUND, Math.floor((first.specialDeck.length + discards.length) / players.length));
  const dealt = dealSpecials(players, each, first.specials, first.specialDeck, discards, first.specialSeed);
  const round = newSpecialRound(first.options, players, numbers.value.rows, numbers.value.hands, dealt.specials, dealt.deck, dealt.seed);
  return ok({ ...round, specialDiscards: dealt.discards });
}
