// The lean playout path: whole turns and hands on flat typed arrays, for bots that play thousands of
// hands per move and for generators. Same rules as the step-wise turn (turn.ts), checked against it
// by property tests; no objects are made while a turn is played.
//
// It covers the variants whose turn is "everyone plays one card, lowest placed first, on the right
// end only, no stacks": basic, taktik, logik and turnier (once the hands are picked) and offen (the
// open laying changes what players know, not where cards go). Profi (both ends, ties), raffiniert
// (pairs, an order), hand (one player at a time, cards back to hand), doppel (stacks, shared takes)
// and the Anniversary (special cards) need the step-wise engine.
import { bullheads, HIGHEST_CARD, type Card } from './cards.ts';
import type { Row, VariantId } from './types.ts';
import { VARIANTS } from './variants.ts';

/** Can the lean path play this variant's turns? */
export function playoutCovers(variant: VariantId): boolean {
  const r = VARIANTS[variant];
  return r.playStyle === 'simultaneous' && !r.bothEnds && !r.stacks && !r.handKeeping && !r.specialCards;
}

/** Bullheads of every card, by number (index 0 unused): one array read in the hot loop. */
export const BULLHEADS: Readonly<Int8Array> = (() => {
  const out = new Int8Array(HIGHEST_CARD + 1);
  for (let c = 1; c <= HIGHEST_CARD; c++) out[c] = bullheads(c);
  return out;
})();

/**
 * The table as flat arrays. Row r holds `lengths[r]` cards at `cards[r * rowLength ...]`; `points[r]`
 * is its bullheads; `penalties[s]` the points seat s took so far. Mutable on purpose: a playout copies
 * a table once (`copyTable`) and then plays on it in place.
 */
export interface PlayoutTable {
  readonly rowCount: number;
  readonly rowLength: number;
  readonly seats: number;
  readonly cards: Int32Array;
  readonly lengths: Int32Array;
  readonly points: Int32Array;
  readonly penalties: Int32Array;
  /** Scratch for one turn: seats in placement order. */
  readonly order: Int32Array;
}

/** A flat table from rows (rows count from 0 here) for `seats` players with no points yet. */
export function playoutTable(rows: readonly Row[], rowLength: number, seats: number): PlayoutTable {
  const t: PlayoutTable = {
    rowCount: rows.length,
    rowLength,
    seats,
    cards: new Int32Array(rows.length * rowLength),
    lengths: new Int32Array(rows.length),
    points: new Int32Array(rows.length),
    penalties: new Int32Array(seats),
    order: new Int32Array(seats),
  };
  rows.forEach((row, r) => {
    let points = 0;
    row.forEach((c, i) => {
      t.cards[r * rowLength + i] = c;
      points += BULLHEADS[c] as number;
    });
    t.lengths[r] = row.length;
    t.points[r] = points;
  });
  return t;
}

/** Copy `from` into `to` (same shape) without allocating: the start of every playout. */
export function copyTable(from: PlayoutTable, to: PlayoutTable): void {
  to.cards.set(from.cards);
  to.lengths.set(from.lengths);
  to.points.set(from.points);
  to.penalties.set(from.penalties);
}

/** The rows as the rest of the engine shows them. */
export function playoutRows(t: PlayoutTable): Row[] {
  const rows: Row[] = [];
  for (let r = 0; r < t.rowCount; r++) rows.push(Array.from(t.cards.subarray(r * t.rowLength, r * t.rowLength + (t.lengths[r] as number))));
  return rows;
}

/** The last card of row r. */
export function rowEnd(t: PlayoutTable, r: number): Card {
  return t.cards[r * t.rowLength + (t.lengths[r] as number) - 1] as Card;
}

/** Rules 1 and 2: the row whose end is the highest one below `card`, or -1 for a low card (rule 4). */
export function playoutTarget(t: PlayoutTable, card: Card): number {
  let best = -1;
  let bestEnd = 0;
  const len = t.rowLength;
  for (let r = 0; r < t.rowCount; r++) {
    const end = t.cards[r * len + (t.lengths[r] as number) - 1] as number;
    if (end < card && end > bestEnd) {
      best = r;
      bestEnd = end;
    }
  }
  return best;
}

/** Which row (from 0) the player in `seat` takes with a low card; sees the table at that moment. */
export type LowCardChoice = (t: PlayoutTable, seat: number, card: Card) => number;

/** Place one card of `seat`: rules 1 to 4. */
export function placeCard(t: PlayoutTable, seat: number, card: Card, lowCard: LowCardChoice): void {
  let r = playoutTarget(t, card);
  const len = t.rowLength;
  if (r < 0 || t.lengths[r] === len) {
    if (r < 0) r = lowCard(t, seat, card);
    t.penalties[seat] = (t.penalties[seat] as number) + (t.points[r] as number);
    t.cards[r * len] = card;
    t.lengths[r] = 1;
    t.points[r] = BULLHEADS[card] as number;
    return;
  }
  t.cards[r * len + (t.lengths[r] as number)] = card;
  t.lengths[r] = (t.lengths[r] as number) + 1;
  t.points[r] = (t.points[r] as number) + (BULLHEADS[card] as number);
}

/** One turn: `plays[s]` is seat s's card; cards are placed lowest first. */
export function playoutTurn(t: PlayoutTable, plays: Int32Array, lowCard: LowCardChoice): void {
  const order = t.order;
  const n = t.seats;
  // insertion sort of the seats by card: a handful of seats, no allocation
  for (let s = 0; s < n; s++) {
    const card = plays[s] as number;
    let i = s;
    while (i > 0 && (plays[order[i - 1] as number] as number) > card) {
      order[i] = order[i - 1] as number;
      i--;
    }
    order[i] = s;
  }
  for (let i = 0; i < n; i++) {
    const s = order[i] as number;
    placeCard(t, s, plays[s] as Card, lowCard);
  }
}

/**
 * Choose the card a seat plays: `hand` holds the seat's cards at `hand[offset ... offset + count)`;
 * answer an index in that range's terms (0 ... count - 1).
 */
export type CardChoice = (t: PlayoutTable, seat: number, hand: Int32Array, offset: number, count: number) => number;

/**
 * Play the rest of a hand: `hands` holds `count` cards per seat at `hands[s * stride ...]` (changed in
 * place: played cards are removed). Every turn each seat chooses a card, then the turn is placed.
 * `plays` is scratch of length `seats`.
 */
export function playoutHand(
  t: PlayoutTable, hands: Int32Array, stride: number, count: number, chooseCard: CardChoice, lowCard: LowCardChoice, plays: Int32Array,
): void {
  for (let left = count; left > 0; left--) {
    for (let s = 0; s < t.seats; s++) {
      const base = s * stride;
      const i = chooseCard(t, s, hands, base, left);
      plays[s] = hands[base + i] as number;
      hands[base + i] = hands[base + left - 1] as number; // the last card fills the gap
    }
    playoutTurn(t, plays, lowCard);
  }
}

/** A low-card choice that always takes the row with the fewest bullheads (then the shorter, then the first). */
export const cheapestRowChoice: LowCardChoice = (t) => {
  let best = 0;
  for (let r = 1; r < t.rowCount; r++) {
    const p = t.points[r] as number;
    const b = t.points[best] as number;
    if (p < b || (p === b && (t.lengths[r] as number) < (t.lengths[best] as number))) best = r;
  }
  return best;
};
