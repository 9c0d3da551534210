// The Anniversary variant's (`jubilaeum`) special cards: names, plays, what lies on the table.
// Kept apart from the number-card core so the other variants' hot path never sees a string.
import type { Card } from './cards.ts';
import type { Explanation } from './explain.ts';
import type { SpecialEvent } from './events.ts';
import type { Player, Row, SpecialPlay, SpecialType } from './types.ts';
import { SPECIAL_TYPES } from './types.ts';

export { SPECIAL_TYPES, type SpecialType, type SpecialPlay } from './types.ts';

/** Copies of each special card in the box (7 kinds x 4 = 28). */
export const SPECIAL_COPIES = 4;
/** At most this many Stop cards lie on the table at once. */
export const MAX_STOPS = 2;
/** A Fifth Row card cannot be played while this many rows lie. */
export const MAX_ROWS = 5;

export function isSpecialType(v: unknown): v is SpecialType {
  return typeof v === 'string' && (SPECIAL_TYPES as readonly string[]).includes(v);
}

/** All 28 special cards, in kind order (shuffle before use). */
export function specialBox(): SpecialType[] {
  return SPECIAL_TYPES.flatMap((t) => Array.from({ length: SPECIAL_COPIES }, () => t));
}

/** One player's play: a number card, maybe with a special card. */
export interface PlayWithSpecial {
  readonly card: Card;
  readonly special?: SpecialPlay;
}

/** A turn's plays: a bare number or `{ card, special }`. */
export type PlaysWithSpecials = Readonly<Record<Player, Card | PlayWithSpecial>>;

/** Special cards lying with a row: Fifth Row (left of the row), 7 nimmt! (7th place), Stop (at the end). */
export interface RowMarks {
  readonly fifthRow: boolean;
  readonly sevenNimmt: boolean;
  readonly stop: boolean;
}

export const NO_MARKS: RowMarks = Object.freeze({ fifthRow: false, sevenNimmt: false, stop: false });

/** What a row on the Anniversary table shows: number cards and special cards (as their names). */
export type TableItem = Card | 'fifthRow' | 'sevenNimmt' | 'stop';
export type TableRow = readonly TableItem[];

/** A row as a reader sees it: Fifth Row before the cards, 7 nimmt! and Stop after them. */
export function tableRow(row: Row, marks: RowMarks | undefined): TableItem[] {
  const out: TableItem[] = [];
  if (marks?.fifthRow) out.push('fifthRow');
  for (const c of row) out.push(c);
  if (marks?.sevenNimmt) out.push('sevenNimmt');
  if (marks?.stop) out.push('stop');
  return out;
}

/** Only the number cards of a table row. */
export function numberCards(row: TableRow): Card[] {
  return row.filter((x): x is Card => typeof x === 'number');
}

// ---- Events and explanations of the special cards (data; each language words them itself) ----

/** Aliases of the one event vocabulary (events.ts) while callers migrate. */
export type { SpecialEvent, SwapEvent, RemoveStopsEvent, RemoveRowEvent, PlaceEvent as SpecialPlaceEvent, GameEvent as SpecialGameEvent } from './events.ts';

/**
 * Which case of a special card applied:
 * fifthRow: a new row begins with the card; sevenNimmt: the row now holds six, sevenNimmtFull: on a full row
 * the card became the sixth instead of taking; insert / insertFull (the row was full: taken, its highest card
 * stays as the first); replace; shift; stop; negativePositive / negativePositiveFloor (points would fall below 0).
 */
export type SpecialRule =
  | 'fifthRow' | 'sevenNimmt' | 'sevenNimmtFull' | 'insert' | 'insertFull' | 'replace' | 'shift' | 'stop'
  | 'negativePositive' | 'negativePositiveFloor';

export type SpecialGameExplanation =
  /** Normal placement; `stopped`: rows left out because a Stop lies there; `sevenNimmt`: the row held 7 nimmt!. */
  | (Extract<Explanation, { kind: 'place' }> & { readonly stopped: readonly number[]; readonly sevenNimmt: boolean })
  | Extract<Explanation, { kind: 'take' }>
  | {
      readonly kind: 'special';
      readonly player: Player;
      readonly card: Card;
      readonly special: SpecialType;
      readonly rule: SpecialRule;
      readonly row: number | null;
      /** Rows on the table before, Stops lying before, cards in the row before (what a caption needs). */
      readonly rowsBefore: number;
      readonly stopsBefore: number;
      readonly placesBefore: number | null;
      /** Insert: the neighbours the card goes between (null at the start). Shift: the moved card's new neighbours. */
      readonly between?: readonly [Card | null, Card | null];
      readonly replacement?: Card;
      readonly moved?: Card;
      /** Negative = Positive: the card whose bullheads count as plus points (it leaves the game). */
      readonly positive?: Card;
      readonly fromRow?: number;
      readonly position?: number;
      readonly points?: SpecialEvent['points'];
      /** Negative = Positive: before + row - 2 x card, before the floor at 0. */
      readonly raw?: number;
    }
  /** A card placed by Fifth Row (new row) or Insert (between cards, `position` from 1). */
  | { readonly kind: 'special-place'; readonly player: Player; readonly card: Card; readonly special: 'fifthRow' | 'insert'; readonly row: number; readonly position: number }
  | { readonly kind: 'swap'; readonly player: Player; readonly gave: SpecialType; readonly drew: SpecialType; readonly reshuffled: boolean; readonly deckLeft: number }
  | { readonly kind: 'remove-stops'; readonly player: Player; readonly rows: readonly number[] }
  | { readonly kind: 'remove-row'; readonly player: Player; readonly row: number; readonly card: Card; readonly rowsLeft: number };
