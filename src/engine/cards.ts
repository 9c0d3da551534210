// Cards and their bullheads. Pure data: no DOM, no framework.

/** A number card, 1-104 (Doppel uses two of each). */
export type Card = number;

export const LOWEST_CARD = 1;
export const HIGHEST_CARD = 104;

/** The bullhead counts a card can carry, lowest first. */
export const BULLHEAD_COUNTS = [1, 2, 3, 5, 7] as const;
export type BullheadCount = (typeof BULLHEAD_COUNTS)[number];

export function isCard(value: unknown): value is Card {
  return Number.isInteger(value) && (value as number) >= LOWEST_CARD && (value as number) <= HIGHEST_CARD;
}

/**
 * Bullheads printed on a card: 55 has 7 (a doublet that also ends in 5),
 * other doublets (multiples of 11) have 5, multiples of 10 have 3,
 * other cards ending in 5 have 2, every other card has 1.
 */
export function bullheads(card: Card): BullheadCount {
  if (card === 55) return 7;
  if (card % 11 === 0) return 5;
  if (card % 10 === 0) return 3;
  if (card % 5 === 0) return 2;
  return 1;
}

/** Sum of bullheads over any list of cards (a row, a bull pile). */
export function totalBullheads(cards: readonly Card[]): number {
  let sum = 0;
  for (const card of cards) sum += bullheads(card);
  return sum;
}

/** Cards from `low` to `high`, inclusive, ascending. */
export function cardRange(low: Card, high: Card): Card[] {
  const cards: Card[] = [];
  for (let card = low; card <= high; card++) cards.push(card);
  return cards;
}

/** The full deck of 104 cards. */
export const FULL_DECK: readonly Card[] = Object.freeze(cardRange(LOWEST_CARD, HIGHEST_CARD));
