// Explanations as data: which places were candidates, which rule decided, who took what.
// Built only for replays (the core placement path never builds them).
import { totalBullheads, type Card } from './cards.ts';
import { candidates, placesIn, rightEnd, type Candidate } from './placement.ts';
import type { NumberCardEvent, TakeEvent, TakeReason } from './events.ts';
import type { Player, Row, Side, VariantId } from './types.ts';
import { VARIANTS } from './variants.ts';

/**
 * rule1: only one place fits (ascending order); rule2: the lowest difference;
 * rule3: the row was full, so the card's player took it; rule4: lower than every
 * row's end, the player took a row of their choice; stack: doppel, on an equal end card;
 * tie: profi, equal differences, the player chose.
 */
export type PlaceRule = 'rule1' | 'rule2' | 'rule3' | 'rule4' | 'stack' | 'tie';

export type Explanation =
  | {
      readonly kind: 'place';
      readonly player: Player;
      readonly card: Card;
      readonly rule: PlaceRule;
      /** Every place rule 1 allowed before the card moved (rows from 1). */
      readonly candidates: readonly Candidate[];
      readonly row: number;
      readonly side: Side;
      /** Places used in that row before the card (so a page can say "the 6th card"). */
      readonly placesBefore: number;
    }
  | (Omit<TakeEvent, 'type'> & {
      readonly kind: 'take';
      /** Points each player scores for it (half, rounded up, in a shared doppel take; hand cards kept score later). */
      readonly points: number;
    })
  | { readonly kind: 'order'; readonly player: Player; readonly cards: readonly Card[] };

/** What the explainer needs to remember between the steps of one card. */
export interface ExplainMemory {
  /** Rows before the card's take, so its placement shows the candidates it had. */
  rowsBeforeTake: readonly Row[] | null;
  reason: TakeReason | null;
  /** The doppel partner already placed this card: the next one stacks. */
  lastPlaced: Card | null;
}

export function newMemory(): ExplainMemory {
  return { rowsBeforeTake: null, reason: null, lastPlaced: null };
}

/** Explain one event, given the rows just before it. Updates `memory`. */
export function explain(event: NumberCardEvent, rowsBefore: readonly Row[], variant: VariantId, memory: ExplainMemory, tie: boolean): Explanation {
  const rules = VARIANTS[variant];
  if (event.type === 'order') return { kind: 'order', player: event.player, cards: event.cards };
  if (event.type === 'take') {
    memory.rowsBeforeTake = rowsBefore;
    memory.reason = event.reason;
    const kept = event.toHand ? totalBullheads(event.toHand) : 0; // hand: cards put in hand score later, double
    const points = event.players.length > 1 ? Math.ceil(event.bullheads / event.players.length) : event.bullheads - kept;
    const { type: _type, ...take } = event;
    return { kind: 'take', ...take, points };
  }
  const rows = memory.rowsBeforeTake ?? rowsBefore;
  const target = rows[event.row - 1];
  const stacked = memory.lastPlaced === event.card || (rules.stacks && !memory.reason && target !== undefined && rightEnd(target) === event.card);
  const found = candidates(rows, event.card, rules);
  const out: Explanation = {
    kind: 'place', player: event.player, card: event.card, rule: placeRule(stacked, memory.reason, tie, found.length),
    candidates: found, row: event.row, side: event.side,
    placesBefore: target ? placesIn(target, rules.stacks) : 0,
  };
  memory.rowsBeforeTake = null;
  memory.reason = null;
  memory.lastPlaced = rules.stacks ? event.card : null;
  return out;
}

function placeRule(stacked: boolean, reason: TakeReason | null, tie: boolean, candidates: number): PlaceRule {
  if (stacked) return 'stack';
  if (reason === 'full-row') return 'rule3';
  if (reason === 'low-card') return 'rule4';
  if (tie) return 'tie';
  return candidates === 1 ? 'rule1' : 'rule2';
}
