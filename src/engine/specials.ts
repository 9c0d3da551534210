// The Anniversary variant's (`jubilaeum`) special cards: names, plays, what lies on the table.
// Kept apart from the number-card core so the other variants' hot path never sees a string.
import type { Card } from './cards.ts';
import type { Row, SpecialPlay, SpecialType } from './types.ts';
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
