// Puzzles as data: a position (the engine's scenario format), a question, its one answer.
// Questions and answers are data, never sentences: each language words them itself.
import type { Card, NumberCardChoice, Player, Replay, ReplayStep, Scenario, Side, SpecialPlay, SpecialType } from '../engine/index.ts';

/** The nine variants plus the table and scoring options, each on top of `basic`. */
export const VARIANT_KEYS = [
  'basic', 'taktik', 'logik', 'turnier', 'profi', 'offen', 'raffiniert', 'hand', 'doppel',
  'rows-3', 'rows-5', 'five-nimmt', 'seven-nimmt', 'maagd',
] as const;
/** Every key the generator knows: the fourteen above plus the Anniversary variant (special cards). */
export const ALL_VARIANT_KEYS = [...VARIANT_KEYS, 'jubilaeum'] as const;
export type VariantKey = (typeof ALL_VARIANT_KEYS)[number];

/** 1 where does it go, 2 who takes what, 3 which card is safe, 4 which row do you take. */
export const PUZZLE_KINDS = ['where', 'who-takes', 'safe-card', 'which-row'] as const;
/** Plus jubilaeum's kind `special`: which special card, and how (kept out of PUZZLE_KINDS until the trainer shows it). */
export const ALL_PUZZLE_KINDS = [...PUZZLE_KINDS, 'special'] as const;
export type PuzzleKind = (typeof ALL_PUZZLE_KINDS)[number];

export type Band = 'easy' | 'medium' | 'hard';

/** Glicko-like rating (800-2400) and its band. */
export interface Difficulty {
  readonly rating: number;
  readonly band: Band;
}

/** Features a puzzle contains; the trainer filters and counts progress by them. */
export type Theme =
  | 'rule2-trap' // a higher row end is closer in value, but a card only goes above a row's end
  | 'reroute' // a take earlier in the turn sends a later card elsewhere
  | 'full-row'
  | 'low-card'
  | 'left-end'
  | 'tie'
  | 'stack'
  | 'shared-take'
  | 'order-choice' // raffiniert: the other order of two cards would change the turn (or, in which-row, the order is asked)
  | 'keep-cards' // hand: taken cards go to the hand
  | 'double-take' // two or more takes in one turn
  | 'no-take'
  | 'safe' // safe-card: a card that takes nothing whatever the others do
  | 'least-loss' // safe-card: every card can take; the answer loses least
  | 'fewest-cards-trap' // which-row: the shortest row is not the cheapest
  | 'hidden-cost' // which-row: the cheapest-looking row costs more once the turn is placed
  // jubilaeum: the special card a puzzle turns on (played in the turn, or the answer of `special`)
  | 'fifth-row'
  | 'seven-nimmt'
  | 'insert'
  | 'replace'
  | 'shift'
  | 'stop'
  | 'negative-positive';

/** One card to place (in doppel equal cards of two players are placed together). */
export interface PlacementAsked {
  readonly card: Card;
  readonly players: readonly Player[];
}

/** How other players answer a low card in safe-card puzzles: the row with fewest bullheads, lowest row on a tie. */
export type LowCardPolicy = 'cheapest-row';

/**
 * The one convention of rule puzzles (and of the other players in which-row puzzles): a player who must take a
 * row takes the one with the fewest bullheads; on a tie the lowest row number. Every `takeRow` choice in the
 * question's `assumed` list then follows it (see `src/puzzles/convention.ts`); the other assumed choices
 * (profi ties, raffiniert orders, hand's kept cards) stay stated premises that the board shows.
 */
export type TakeRowConvention = 'cheapest-row';

export type Question =
  | {
      readonly kind: 'where';
      /** The cards in the order they are placed. */
      readonly placements: readonly PlacementAsked[];
      /** Choices the puzzle assumes (low card rows, profi ties, raffiniert orders, hand's cards kept). */
      readonly assumed: readonly NumberCardChoice[];
      /** Set on every curated puzzle: the take-row choices of `assumed` follow this convention (absent: older generated puzzles). */
      readonly takeRow?: TakeRowConvention;
    }
  | {
      readonly kind: 'who-takes';
      readonly players: readonly Player[];
      readonly assumed: readonly NumberCardChoice[];
      /** As in `where`. */
      readonly takeRow?: TakeRowConvention;
    }
  | {
      readonly kind: 'safe-card';
      readonly player: Player;
      readonly hand: readonly Card[];
      /** taktik/logik/turnier: every hand is known; offen: the others' plays are shown. */
      readonly known: 'all-hands' | 'shown-plays';
      readonly shown?: Readonly<Record<Player, Card>>;
      readonly othersLowCard: LowCardPolicy;
    }
  | {
      readonly kind: 'which-row';
      readonly player: Player;
      readonly card: Card;
      /** Rows to choose from (from 1). */
      readonly rows: readonly number[];
      /** Every other choice of the turn (the scenario's turn lacks only the one asked). */
      readonly assumed: readonly NumberCardChoice[];
      /** hand: the asked player puts none of the taken cards in hand (all go to the bull pile). */
      readonly toHand?: 'none';
      /** raffiniert: the player's two cards; the order to place them is asked too. */
      readonly orderOf?: readonly Card[];
      /** The other players' take-row choices in `assumed` follow the convention. */
      readonly takeRow?: TakeRowConvention;
    }
  | {
      /** jubilaeum: which number card with which special card (and its details) costs `player` least. */
      readonly kind: 'special';
      readonly player: Player;
      /** The player's number cards (one is played). */
      readonly hand: readonly Card[];
      /** The player's special cards (one is played with the number card). */
      readonly specials: readonly SpecialType[];
      /** The others' plays this turn, shown (number cards, no special cards). */
      readonly shown: Readonly<Record<Player, Card>>;
      /** Another player's low card takes the row with fewest bullheads; the asked player's takes their best row. */
      readonly othersLowCard: LowCardPolicy;
    };

/** Where one card ends up. Rows count from 1. */
export interface Destination {
  readonly row: number;
  /** Always `right` outside profi. */
  readonly side: Side;
  /** doppel: the card lands on an equal end card. */
  readonly stack: boolean;
  /** The cards taken before the card is placed, or null when it takes nothing. */
  readonly takes: readonly Card[] | null;
  /**
   * jubilaeum Insert only: the card's place in the row (from 1). In jubilaeum a card that goes to the
   * bull pile itself (a take while a 5th Row lies, Insert into a full row) is among its `takes`.
   */
  readonly position?: number;
}

export type Answer =
  | { readonly kind: 'where'; readonly placements: readonly Destination[] }
  | { readonly kind: 'who-takes'; readonly bullheads: Readonly<Record<Player, number>> }
  | { readonly kind: 'safe-card'; readonly card: Card }
  | { readonly kind: 'which-row'; readonly row: number; /** raffiniert: the order of the two cards. */ readonly order?: readonly Card[] }
  /** jubilaeum: the number card played and the special card with its details (rows, positions, cards from 1). */
  | { readonly kind: 'special'; readonly card: Card; readonly special: SpecialPlay };

/**
 * Why a strategy puzzle's answer is best (which-row, safe-card, special), as data; each language words it
 * (src/i18n/trainer/reasons-*.ts). Costs are the asked player's bullheads this turn (safe-card: the worst case).
 */
export type ReasonCode =
  /** which-row: the answer has the fewest bullheads when the player takes, and the rest of the turn does not change that. */
  | 'row-cheapest'
  /** which-row: the row with fewer bullheads would make the player take again later in the turn (card `again`). */
  | 'row-takes-again'
  /** which-row: the row with fewer bullheads costs more by the end of the turn (its cards come back to the player). */
  | 'row-costs-more'
  /** safe-card: the answer takes nothing, whatever the others play. */
  | 'card-safe'
  /** safe-card: every card can take; the answer's worst case is the smallest. */
  | 'card-least-loss'
  /** special: this number card with this special card costs least; `plainCost` without a special card. */
  | 'special-cheapest';

export interface Reason {
  readonly code: ReasonCode;
  /** What the answer costs the asked player. */
  readonly cost: number;
  /** The best other option (a row for which-row, a card for safe-card and special) and what it costs. */
  readonly runnerUp?: { readonly option: number; readonly cost: number };
  /** which-row: the row with the fewest bullheads when the player takes, its bullheads then, and what taking it costs in all. */
  readonly looksCheaper?: { readonly row: number; readonly bullheads: number; readonly cost: number };
  /** row-takes-again: the player's card that takes a row after the looks-cheaper one. */
  readonly again?: Card;
  /** raffiniert which-row: the least the other order of the two cards costs. */
  readonly otherOrderCost?: number;
  /** special: the least the player pays with no special card. */
  readonly plainCost?: number;
}

export interface Puzzle {
  /** Stable: `basic-where-0001` in the curated set; `basic-where-s<seed>` from `generate`. */
  readonly id: string;
  /** The seed that names the puzzle: `generate(variant, kind, seed)` gives it again. */
  readonly seed: number;
  readonly variant: VariantKey;
  readonly kind: PuzzleKind;
  readonly difficulty: Difficulty;
  readonly themes: readonly Theme[];
  /**
   * The position before the turn in question. where/who-takes: with the turn's plays and every
   * choice. which-row: the turn lacks only the choice asked. safe-card: no turn, the hands given.
   * jubilaeum: a Scenario (specials, plays `{ card, special }`) typed as a Scenario, as runScenario takes it;
   * special: no turn, the asked player's hand and special cards given.
   */
  readonly scenario: Scenario;
  readonly question: Question;
  readonly answer: Answer;
  /** Strategy kinds (which-row, safe-card, special): why the answer is best. */
  readonly reason?: Reason;
}

/** Which parts of an answer are right: one part per placement, per player, or a single part. */
export interface CheckResult {
  readonly correct: boolean;
  readonly parts: readonly boolean[];
}

/** What a solve needs: the position and the question. */
export type Solvable = Pick<Puzzle, 'scenario' | 'question'>;

/** One option of a safe-card or which-row question with its cost (worst case for safe-card). */
export interface OptionCost {
  /** The card (safe-card) or the row (which-row). */
  readonly option: number;
  /** raffiniert which-row: the order of the two cards with this option. */
  readonly order?: readonly Card[];
  readonly cost: number;
}

export interface Solution {
  readonly answer: Answer;
  /** Exactly one option is best (always true for where and who-takes: the engine decides). */
  readonly unique: boolean;
  /** safe-card: each card's worst case; which-row: each row's cost. */
  readonly costs: readonly OptionCost[];
  /** The turn of the solution, complete (safe-card: the answer against the others' worst plays). */
  readonly scenario: Scenario;
  readonly replay: Replay;
  /** The engine's steps with explanations, for the replay on the example board. */
  readonly steps: readonly ReplayStep[];
}
