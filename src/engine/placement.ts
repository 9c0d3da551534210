// Where a card goes: rules 1 and 2 (and their variant forms). The hot path of the engine.
//
// Placement is a small pipeline: find the legal places of a card (`findTargets`),
// let the player settle a tie if there is one, then check the row for room
// (rule 3) or, with no place at all, take a row (rule 4). New kinds of card
// (the Anniversary specials) can add a stage without touching the others.
import type { Card } from './cards.ts';
import type { Row, Side } from './types.ts';
import type { VariantRules } from './variants.ts';

/** One legal place for a card. `row` counts from 0 here; events and choices count from 1. */
export interface Target {
  readonly row: number;
  readonly side: Side;
  /** doppel: the card lands on an equal end card and takes no new place. */
  readonly stack: boolean;
}

/** Every place rule 1 allows, with its difference: what an explanation shows. Rows count from 1. */
export interface Candidate {
  readonly row: number;
  readonly side: Side;
  /** The end card the new card would go next to. */
  readonly last: Card;
  readonly diff: number;
}

export function rightEnd(row: Row): Card {
  return row[row.length - 1] as Card;
}

export function leftEnd(row: Row): Card {
  return row[0] as Card;
}

/** Places a row uses: in doppel a stack of equal cards counts once. */
export function placesIn(row: Row, stacks: boolean): number {
  if (!stacks) return row.length;
  let places = 0;
  for (let i = 0; i < row.length; i++) if (i === 0 || row[i] !== row[i - 1]) places++;
  return places;
}

/** Rows ascend left to right; in doppel equal neighbours (a stack) are allowed. */
export function isAscending(row: Row, stacks: boolean): boolean {
  for (let i = 1; i < row.length; i++) {
    const prev = row[i - 1] as Card;
    const card = row[i] as Card;
    if (card < prev || (card === prev && !stacks)) return false;
  }
  return true;
}

/**
 * The lean rule 1 + 2: the row whose last card is the highest one below `card`, or -1 when the card is
 * lower than every row's end (rule 4). `counts`: only these rows exist for rules 1-4 (a Stop row does not).
 */
export function targetRow(rows: readonly Row[], card: Card, counts?: (row: number) => boolean): number {
  let best = -1;
  let bestEnd = 0;
  for (let i = 0; i < rows.length; i++) {
    if (counts && !counts(i)) continue;
    const row = rows[i] as Row;
    const end = row[row.length - 1] as Card;
    if (end < card && end > bestEnd) {
      best = i;
      bestEnd = end;
    }
  }
  return best;
}

/**
 * All places tied for the smallest difference (usually one, none for a low card,
 * several only in profi). In doppel an equal end card wins outright: the card stacks.
 */
export function findTargets(rows: readonly Row[], card: Card, rules: VariantRules): Target[] {
  if (rules.stacks) {
    for (let i = 0; i < rows.length; i++) {
      if (rightEnd(rows[i] as Row) === card) return [{ row: i, side: 'right', stack: true }];
    }
  }
  if (!rules.bothEnds) {
    const row = targetRow(rows, card);
    return row < 0 ? [] : [{ row, side: 'right', stack: false }];
  }
  let best = Infinity;
  let targets: Target[] = [];
  for (const c of candidates(rows, card, rules)) {
    if (c.diff < best) {
      best = c.diff;
      targets = [];
    }
    if (c.diff === best) targets.push({ row: c.row - 1, side: c.side, stack: false });
  }
  return targets;
}

/** Every place rule 1 allows (right end below the card; in profi also left end above it). */
export function candidates(rows: readonly Row[], card: Card, rules: VariantRules): Candidate[] {
  const out: Candidate[] = [];
  rows.forEach((row, i) => {
    const right = rightEnd(row);
    if (right < card || (rules.stacks && right === card)) {
      out.push({ row: i + 1, side: 'right', last: right, diff: card - right });
    }
    const left = leftEnd(row);
    if (rules.bothEnds && left > card) out.push({ row: i + 1, side: 'left', last: left, diff: left - card });
  });
  return out;
}

/** The row with the card added at one end. */
export function addToRow(row: Row, card: Card, side: Side): Row {
  return side === 'left' ? [card, ...row] : [...row, card];
}

/** The rows with row `i` replaced; also any list kept row by row (the Anniversary's marks). */
export function replaceRow<T>(rows: readonly T[], i: number, row: T): T[] {
  const out = rows.slice();
  out[i] = row;
  return out;
}
