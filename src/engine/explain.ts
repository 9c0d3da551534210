// Explanations as data: which places were candidates, which rule decided, who took what.
// Built only for replays (the core placement path never builds them).
import { totalBullheads, type Card } from './cards.ts';
import { candidates, placesIn, rightEnd, type Candidate } from './placement.ts';
import type { NumberCardEvent, SpecialEvent, TakeEvent, TakeReason } from './events.ts';
import type { Player, Row, Side, SpecialType, VariantId } from './types.ts';
import { VARIANTS } from './variants.ts';

/**
 * rule1: only one place fits (ascending order); rule2: the lowest difference;
 * rule3: the row was full, so the card's player took it; rule4: lower than every
 * row's end, the player took a row of their choice; stack: doppel, on an equal end card;
 * tie: profi, equal differences, the player chose.
 */
export type PlaceRule = 'rule1' | 'rule2' | 'rule3' | 'rule4' | 'stack' | 'tie';

/** A card placed by rules 1-4 (or stacked, or a tie chosen). */
interface PlaceExplanation {
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

export type Explanation =
  | PlaceExplanation
  /** jubilaeum: `stopped`: rows left out because a Stop lies there; `sevenNimmt`: the row held 7 nimmt!. */
  | (PlaceExplanation & { readonly stopped: readonly number[]; readonly sevenNimmt: boolean })
  | (Omit<TakeEvent, 'type'> & {
      readonly kind: 'take';
      /** Points each player scores for it (half, rounded up, in a shared doppel take; hand cards kept score later). */
      readonly points: number;
    })
  | { readonly kind: 'order'; readonly player: Player; readonly cards: readonly Card[] }
  // jubilaeum: the special cards
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

/**
 * Which case of a special card applied:
 * fifthRow: a new row begins with the card; sevenNimmt: the row now holds six, sevenNimmtFull: on a full row
 * the card became the sixth instead of taking; insert / insertFull (the row was full: taken, its highest card
 * stays as the first); replace; shift; stop; negativePositive / negativePositiveFloor (points would fall below 0).
 */
export type SpecialRule =
  | 'fifthRow' | 'sevenNimmt' | 'sevenNimmtFull' | 'insert' | 'insertFull' | 'replace' | 'shift' | 'stop'
  | 'negativePositive' | 'negativePositiveFloor';

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
export function explain(event: NumberCardEvent, rowsBefore: readonly Row[], variant: VariantId, memory: ExplainMemory, tie: boolean): Extract<Explanation, { kind: 'place' | 'take' | 'order' }> {
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
  const out: PlaceExplanation = {
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
