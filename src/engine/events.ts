// What happens on the table, as data: one event vocabulary for every variant, the Anniversary's special cards included.
// Types only, so the driver (turn.ts), the explanations and the special cards all read it without import circles.
import type { Card } from './cards.ts';
import type { Player, Side, SpecialPlay, SpecialType } from './types.ts';

export type TakeReason = 'full-row' | 'low-card';

/** A row taken by the player(s) of a card: rule 3 (full row) or rule 4 (low card). Rows count from 1. */
export interface TakeEvent {
  readonly type: 'take';
  readonly players: readonly Player[];
  readonly row: number;
  readonly cards: readonly Card[];
  readonly bullheads: number;
  readonly reason: TakeReason;
  /** hand: the taken cards the player put in hand instead of the bull pile. */
  readonly toHand?: readonly Card[];
}

/** A card placed; `position` (from 1) when a special card put it between cards or at a row's start. */
export interface PlaceEvent {
  readonly type: 'place';
  readonly player: Player;
  readonly card: Card;
  readonly row: number;
  readonly side: Side;
  readonly position?: number;
}

/** The events of the number-card variants (every variant but the Anniversary). */
export type NumberCardEvent = PlaceEvent | TakeEvent | { readonly type: 'order'; readonly player: Player; readonly cards: readonly Card[] };

/** What happens on the table, the Anniversary's special cards included. Rows count from 1. */
export type GameEvent =
  | NumberCardEvent
  | SpecialEvent | SwapEvent | RemoveStopsEvent | RemoveRowEvent;

/** A special card is played. Rows and positions count from 1. */
export interface SpecialEvent {
  readonly type: 'special';
  readonly player: Player;
  /** The number card it goes with (for Replace: the card that goes back to the hand). */
  readonly card: Card;
  readonly special: SpecialPlay;
  /** The row it acts on: the new fifth row, the 7 nimmt! row, the Insert/Stop row, Shift's target, Negative = Positive's taken row; null for Replace. */
  readonly row: number | null;
  /** Shift: the row the moved card came from, and its place in the new row. */
  readonly fromRow?: number;
  readonly position?: number;
  /** Negative = Positive: the round's points before the take, the row's bullheads, the card's, and after (never below 0). */
  readonly points?: { readonly before: number; readonly row: number; readonly card: number; readonly after: number };
}

/** After a take: one special card given up, the top of the deck drawn (`reshuffled`: the discards became the deck first). */
export interface SwapEvent {
  readonly type: 'swap';
  readonly player: Player;
  readonly gave: SpecialType;
  readonly drew: SpecialType;
  readonly reshuffled: boolean;
}

/** After a take: every Stop card leaves the table (rows as they were numbered at the take). */
export interface RemoveStopsEvent {
  readonly type: 'remove-stops';
  readonly player: Player;
  readonly rows: readonly number[];
}

/** The first take while a fifth row lies: the taken row is gone (the taker took their own card too); the rows renumber. */
export interface RemoveRowEvent {
  readonly type: 'remove-row';
  readonly player: Player;
  readonly row: number;
  readonly card: Card;
}
