// The reader answers a puzzle part by part; each part is judged by the puzzles' `check` (which
// compares with the engine's answer; see check.ts for why a copy), never by a rule of ours.
import type { Card } from '../engine/cards.ts';
import type { Side } from '../engine/types.ts';
import type { SpecialPlay, SpecialType } from '../engine/specials.ts';
import { check } from '../puzzles/check.ts';
import type { Answer, Destination, Puzzle } from '../puzzles/types.ts';

/**
 * One placement as the reader gives it: a row, a side (profi), a place (Insert). `stack` and `take` say
 * what the card does there; they are kept for result codes and wording, never judged (the rules decide them).
 */
export interface PlacementPick {
  readonly row: number;
  readonly side: Side;
  readonly stack: boolean;
  readonly take: boolean;
  /** jubilaeum: the card's place in the row (from 1), asked only of a card played with Insert. */
  readonly position?: number;
}

/** What the reader gives for one part of a puzzle. */
export type PartValue =
  | { readonly kind: 'place'; readonly pick: PlacementPick }
  | { readonly kind: 'count'; readonly value: number }
  | { readonly kind: 'card'; readonly card: Card }
  | { readonly kind: 'row'; readonly row: number }
  | { readonly kind: 'first'; readonly card: Card }
  /** jubilaeum `special`: part 0 is the number card (`card`), part 1 the special card, part 2 how it is played. */
  | { readonly kind: 'special-type'; readonly type: SpecialType }
  | { readonly kind: 'special-play'; readonly special: SpecialPlay };

/** Special cards played without details (nothing to choose after the card itself). */
const PLAIN_SPECIALS: readonly SpecialType[] = ['fifthRow', 'sevenNimmt'];
export const hasDetails = (type: SpecialType): boolean => !PLAIN_SPECIALS.includes(type);

export type Judged = Pick<Puzzle, 'answer' | 'question' | 'scenario'>;

/** How many parts a puzzle's answer has: a placement, a player, the card, or the row (and order). */
export function partCount(p: Judged): number {
  const a = p.answer;
  if (a.kind === 'where') return a.placements.length;
  if (a.kind === 'who-takes') return Object.keys(a.bullheads).length;
  if (a.kind === 'which-row') return a.order ? 2 : 1;
  if (a.kind === 'special') return hasDetails(a.special.type) ? 3 : 2;
  return 1;
}

/**
 * How many leading parts the puzzle gives away and so never asks (they count as answered right): the number
 * card of a special puzzle whose hand holds one card.
 */
export function givenParts(p: Judged): number {
  const q = p.question;
  return q.kind === 'special' && q.hand.length === 1 ? 1 : 0;
}

/** The part a player at `index` answers in a who-takes puzzle. */
export const playerOf = (p: Judged, index: number): string => (p.answer.kind === 'who-takes' ? (Object.keys(p.answer.bullheads)[index] ?? '') : '');

/**
 * A destination from the reader's pick. The reader names only the place (row, end, place in the
 * row): whether the card stacks or takes a row follows from the rules, so a pick of the engine's
 * place is the engine's destination, and any other place is a destination that cannot match it.
 */
function destinationOf(p: Judged, index: number, pick: PlacementPick): Destination {
  const truth = p.answer.kind === 'where' ? p.answer.placements[index] : undefined;
  if (truth && truth.row === pick.row && truth.side === pick.side && truth.position === pick.position) return truth;
  return { row: pick.row, side: pick.side, stack: false, takes: null, ...(pick.position === undefined ? {} : { position: pick.position }) };
}

/** The full answer with the reader's value at `index` and the engine's everywhere else. */
function answerWith(p: Judged, index: number, value: PartValue): Answer | null {
  const a = p.answer;
  if (a.kind === 'where' && value.kind === 'place') {
    return { kind: 'where', placements: a.placements.map((d, i) => (i === index ? destinationOf(p, index, value.pick) : d)) };
  }
  if (a.kind === 'who-takes' && value.kind === 'count') return { kind: 'who-takes', bullheads: { ...a.bullheads, [playerOf(p, index)]: value.value } };
  if (a.kind === 'safe-card' && value.kind === 'card') return { kind: 'safe-card', card: value.card };
  // A special card's type alone is judged in part 1; its details (and so a full play) only in part 2.
  if (a.kind === 'special' && value.kind === 'card' && index === 0) return { ...a, card: value.card };
  if (a.kind === 'special' && value.kind === 'special-type' && index === 1) return { ...a, special: { type: value.type } as SpecialPlay };
  if (a.kind === 'special' && value.kind === 'special-play' && index === 2) return { ...a, special: value.special };
  if (a.kind === 'which-row' && value.kind === 'row' && index === 0) return { ...a, row: value.row };
  if (a.kind === 'which-row' && value.kind === 'first' && index === 1 && a.order) {
    const [x, y] = a.order;
    const other = value.card === x ? y : x;
    return { ...a, order: other === undefined ? [value.card] : [value.card, other] };
  }
  return null;
}

/** Is the reader's value for part `index` right? */
export function judgePart(p: Judged, index: number, value: PartValue): boolean {
  const answer = answerWith(p, index, value);
  return answer !== null && check(p, answer).parts[index] === true;
}

/** The right value of part `index`, to show with the solution. */
export function rightPart(p: Judged, index: number): PartValue | null {
  const a = p.answer;
  if (a.kind === 'where') {
    const d = a.placements[index];
    return d ? { kind: 'place', pick: { row: d.row, side: d.side, stack: d.stack, take: d.takes !== null, ...(d.position === undefined ? {} : { position: d.position }) } } : null;
  }
  if (a.kind === 'special') return index === 0 ? { kind: 'card', card: a.card } : index === 1 ? { kind: 'special-type', type: a.special.type } : { kind: 'special-play', special: a.special };
  if (a.kind === 'who-takes') return { kind: 'count', value: a.bullheads[playerOf(p, index)] ?? 0 };
  if (a.kind === 'safe-card') return { kind: 'card', card: a.card };
  if (a.kind !== 'which-row') return null;
  if (index === 0) return { kind: 'row', row: a.row };
  const first = a.order?.[0];
  return first === undefined ? null : { kind: 'first', card: first };
}

/** How the table marks a row or card once a puzzle is settled: the answer, or the reader's other choice. */
export type Mark = 'right' | 'wrong';

/**
 * which-row, safe-card and special (its number card), once settled: the reader's row (or card), and the right
 * one once `revealed` (solved, or the solution shown): after a miss the answer is kept back for a new try, as the
 * why is; a part the reader got right was said right already. Raffiniert's which-row marks the card placed first.
 */
export function answerMarks(p: Judged, values: readonly PartValue[], revealed: boolean): { readonly rows: Readonly<Record<number, Mark>>; readonly cards: Readonly<Record<number, Mark>> } {
  const rows: Record<number, Mark> = {};
  const cards: Record<number, Mark> = {};
  const mark = (to: Record<number, Mark>, given: number | undefined, right: number) => {
    if (given !== undefined) to[given] = given === right ? 'right' : 'wrong';
    if (revealed) to[right] = 'right';
  };
  const right = rightPart(p, 0);
  const given = values[0];
  const first = rightPart(p, 1);
  const said = values[1];
  if (right?.kind === 'row') mark(rows, given?.kind === 'row' ? given.row : undefined, right.row);
  if (right?.kind === 'card') mark(cards, given?.kind === 'card' ? given.card : undefined, right.card);
  if (first?.kind === 'first') mark(cards, said?.kind === 'first' ? said.card : undefined, first.card);
  return { rows, cards };
}

/** A jubilaeum turn's special plays by number card (the scenario is typed as a Scenario). */
export function specialPlaysOf(p: Pick<Puzzle, 'scenario'>): { player: string; card: Card; special: SpecialPlay }[] {
  const plays = (p.scenario.turns[0] as { plays?: Record<string, unknown> } | undefined)?.plays ?? {};
  return Object.entries(plays).flatMap(([player, play]) => {
    const x = play as { card?: Card; special?: SpecialPlay };
    return typeof play === 'object' && play !== null && x.card !== undefined && x.special ? [{ player, card: x.card, special: x.special }] : [];
  });
}

/** where, jubilaeum: is placement `index` a card played with Insert (so its place in the row is asked too)? */
export function asksPosition(p: Judged, index: number): boolean {
  const q = p.question;
  const card = q.kind === 'where' ? q.placements[index]?.card : undefined;
  return card !== undefined && specialPlaysOf(p).some((s) => s.card === card && s.special.type === 'insert');
}

/** Rows a card may go to: the rows dealt, and a 5th one when a 5th Row card is played this turn. */
export function offeredRows(p: Pick<Puzzle, 'scenario'>): number {
  const rows = p.scenario.rows.length;
  return rows < 5 && specialPlaysOf(p).some((s) => s.special.type === 'fifthRow') ? rows + 1 : rows;
}

/** special: the special cards to choose from in part 1 (each kind the player holds, once). */
export const specialChoices = (p: Judged): SpecialType[] => (p.question.kind === 'special' ? [...new Set(p.question.specials)] : []);

/** special: the legal plays of `card` with special card `type` (part 2 chooses among them). */
export const playsOf = <T extends { card: Card; special: SpecialPlay }>(legal: readonly T[], card: Card | undefined, type: SpecialType | undefined): T[] =>
  legal.filter((o) => o.card === card && o.special.type === type);
