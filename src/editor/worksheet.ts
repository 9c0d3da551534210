// The printable worksheet's content: the table before the last turn with its revealed cards
// (page 1, with blanks), and per card where it went and what it took (page 2, the answer key).
// Data only; the island words it and the step-by-step explanation comes from the board's captions.
import type { Card } from '../engine/cards.ts';
import { bullheads } from '../engine/cards.ts';
import type { Replay } from '../engine/replay.ts';
import type { Player, Row, Side } from '../engine/types.ts';

export interface SheetPlay {
  readonly player: Player;
  readonly card: Card;
}

export interface SheetAnswer extends SheetPlay {
  readonly row: number;
  /** profi: the end of the row the card went to. */
  readonly side: Side;
  /** The row taken just before this card was placed, if any. */
  readonly takes: { readonly row: number; readonly cards: readonly Card[]; readonly bullheads: number } | null;
}

export interface Worksheet {
  /** Index of the turn asked about (the last one), from 0. */
  readonly turn: number;
  readonly rows: readonly Row[];
  /** The revealed cards in seat order (as they lie on the table, not yet sorted). */
  readonly plays: readonly SheetPlay[];
  /** In placement order. */
  readonly answers: readonly SheetAnswer[];
}

export function worksheetOf(replay: Replay): Worksheet | null {
  const turn = replay.turns.length - 1;
  const last = replay.turns[turn];
  if (!last) return null;
  const answers: SheetAnswer[] = [];
  let takes: SheetAnswer['takes'] = null;
  for (const step of last.steps) {
    const e = step.event;
    if (e.type === 'take') takes = { row: e.row, cards: e.cards, bullheads: e.bullheads ?? e.cards.reduce((n, c) => n + bullheads(c), 0) };
    if (e.type !== 'place') continue;
    answers.push({ player: e.player, card: e.card, row: e.row, side: e.side, takes });
    takes = null;
  }
  const seat = (p: Player) => replay.players.indexOf(p);
  const plays = answers.map(({ player, card }) => ({ player, card })).sort((a, b) => seat(a.player) - seat(b.player) || a.card - b.card);
  return { turn, rows: last.before.rows, plays, answers };
}
