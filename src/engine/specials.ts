// The Anniversary variant's (`jubilaeum`) special cards: names, plays, what lies on the table.
// Kept apart from the number-card core so the other variants' hot path never sees a string.
import type { Card } from './cards.ts';
import type { Explanation } from './explain.ts';
import type { GameEvent, PlaceEvent } from './turn.ts';
import type { Player, Row } from './types.ts';

export const SPECIAL_TYPES = ['fifthRow', 'sevenNimmt', 'insert', 'replace', 'shift', 'stop', 'negativePositive'] as const;
export type SpecialType = (typeof SPECIAL_TYPES)[number];

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

/** A special card played with a number card, in the scenario file's shape. Rows and positions count from 1. */
export type SpecialPlay =
  | { readonly type: 'fifthRow' }
  | { readonly type: 'sevenNimmt' }
  /** `position`: the place the card will take in the row (1 = the start); never past the last card. */
  | { readonly type: 'insert'; readonly row: number; readonly position: number }
  /** `card`: the number card from the hand placed instead of the played one. */
  | { readonly type: 'replace'; readonly card: Card }
  /** `card`: the number card on the table that moves; `toRow`: where it goes (in ascending order). */
  | { readonly type: 'shift'; readonly card: Card; readonly toRow: number }
  | { readonly type: 'stop'; readonly row: number }
  /** `card`: the taken card whose bullheads count as plus points. */
  | { readonly type: 'negativePositive'; readonly card: Card };

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

/** Aliases of the one event vocabulary (turn.ts) while callers migrate. */
export type SpecialPlaceEvent = PlaceEvent;
export type SpecialGameEvent = GameEvent;

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
