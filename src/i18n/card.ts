import { bullheads, type Card } from '../engine/cards.ts';
import { format } from './format.ts';
import type { Messages } from './types.ts';

export type CardMessages = Pick<Messages, 'card.label' | 'card.bullheads.one' | 'card.bullheads.other'>;
export const CARD_MESSAGE_KEYS = ['card.label', 'card.bullheads.one', 'card.bullheads.other'] as const;

/** "1 bullhead" / "7 bullheads" in the catalog's language. */
export function bullheadsText(messages: CardMessages, count: number): string {
  return format(count === 1 ? messages['card.bullheads.one'] : messages['card.bullheads.other'], { count });
}

/** A card's accessible name, e.g. "Card 55, 7 bullheads". */
export function cardLabel(messages: CardMessages, card: Card): string {
  return format(messages['card.label'], { card, bullheads: bullheadsText(messages, bullheads(card)) });
}
