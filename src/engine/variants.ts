// What each variant changes. The only table of variant differences in the project.
import { cardRange, type Card } from './cards.ts';
import { fail, ok, type ErrorPath, type Options, type Player, type Result, type VariantId } from './types.ts';

/** How cards reach the table in a turn. */
export type PlayStyle =
  | 'simultaneous' // everyone one card, revealed together, placed lowest first
  | 'pairs' // raffiniert: everyone two cards, player by player
  | 'sequential'; // hand: one player at a time, one or two cards placed at once

export interface VariantRules {
  readonly id: VariantId;
  readonly playStyle: PlayStyle;
  /** profi: cards may go on either end of a row. */
  readonly bothEnds: boolean;
  /** doppel: equal cards stack and count as one place. */
  readonly stacks: boolean;
  /** logik, turnier: players pick their hands from the open deck. */
  readonly picking: boolean;
  /** Taktik deck: only cards 1 to players x hand size + rows take part. */
  readonly shortDeck: boolean;
  /** offen: the 1 is the start-player marker, not a playing card. */
  readonly markerCard: boolean;
  /** offen: a turn's cards are laid open one by one, so each player sees the plays before theirs. */
  readonly openPlays: boolean;
  readonly handSize: number;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** jubilaeum: the special cards are made for four rows of five places; other tables are refused. */
  readonly standardTable: boolean;
  /** hand: a taker may keep taken cards in hand (up to HAND_LIMIT); a round ends after a lap; cards left in hand count double. */
  readonly handKeeping: boolean;
  /** When the game ends: at the threshold, after one round (hand), one game per player (turnier), after two rounds (jubilaeum). */
  readonly gameEnd: 'threshold' | 'oneRound' | 'gamePerPlayer' | 'twoRounds';
  /** turnier: every later game passes on the hands picked in the first. */
  readonly passesSheets: boolean;
  /** jubilaeum: special cards in hand, on the table and in a deck (specials.ts, jubilaeum.ts). */
  readonly specialCards: boolean;
}

const base: Omit<VariantRules, 'id'> = {
  playStyle: 'simultaneous',
  bothEnds: false,
  stacks: false,
  picking: false,
  shortDeck: false,
  markerCard: false,
  openPlays: false,
  handSize: 10,
  minPlayers: 2,
  maxPlayers: 10,
  standardTable: false,
  handKeeping: false,
  gameEnd: 'threshold',
  passesSheets: false,
  specialCards: false,
};

export const VARIANTS: Readonly<Record<VariantId, VariantRules>> = {
  basic: { ...base, id: 'basic' },
  taktik: { ...base, id: 'taktik', shortDeck: true },
  logik: { ...base, id: 'logik', shortDeck: true, picking: true },
  turnier: { ...base, id: 'turnier', shortDeck: true, picking: true, maxPlayers: 5, gameEnd: 'gamePerPlayer', passesSheets: true },
  // The 1 is the marker, so 103 cards: ten hands and four rows do not fit.
  offen: { ...base, id: 'offen', markerCard: true, openPlays: true, maxPlayers: 9 },
  profi: { ...base, id: 'profi', bothEnds: true },
  raffiniert: { ...base, id: 'raffiniert', playStyle: 'pairs', handSize: 14, maxPlayers: 7 },
  hand: { ...base, id: 'hand', playStyle: 'sequential', handSize: 14, maxPlayers: 7, handKeeping: true, gameEnd: 'oneRound' },
  doppel: { ...base, id: 'doppel', stacks: true },
  // Anniversary: 12 number cards a hand; the special cards live in jubilaeum.ts and specials.ts.
  jubilaeum: { ...base, id: 'jubilaeum', handSize: 12, maxPlayers: 8, standardTable: true, gameEnd: 'twoRounds', specialCards: true },
};

/** How many players the variant seats: Doppel with two full decks (208 cards) seats up to 20. */
export function playerRange(variant: VariantId, options: Pick<Options, 'doppelDeck'> = DEFAULT_OPTIONS): { readonly min: number; readonly max: number } {
  const rules = VARIANTS[variant];
  const max = rules.stacks && options.doppelDeck === 'two-decks' ? 2 * rules.maxPlayers : rules.maxPlayers;
  return { min: rules.minPlayers, max };
}

/** The players of a game or scenario: as many as the variant seats, each name once (checked in linear time). */
export function checkSeats(variant: VariantId, options: Pick<Options, 'doppelDeck'>, players: readonly Player[]): Result<null> {
  const { min, max } = playerRange(variant, options);
  const n = players.length;
  if (n < min || n > max) return fail(['players'], 'player-count', `${variant} is for ${min} to ${max} players, not ${n}`, { min, max, count: n });
  const seen = new Set<Player>();
  for (let i = 0; i < n; i++) {
    const p = players[i] as Player;
    if (seen.has(p)) return fail(['players', i], 'invalid-value', `${p} is listed twice; every player needs a name of their own`, { player: p });
    seen.add(p);
  }
  return ok(null);
}

/** A variant made for the standard table (four rows, five places) refuses other rows and row lengths. */
export function checkTable(variant: VariantId, options: Pick<Options, 'rows' | 'rowLength'>, rowsPath: ErrorPath = ['options', 'rows']): Result<null> {
  if (!VARIANTS[variant].standardTable) return ok(null);
  const { rows, rowLength } = DEFAULT_OPTIONS;
  if (options.rows !== rows) return fail(rowsPath, 'row-count', `${variant} is played with ${rows} rows, not ${options.rows}`, { expected: rows, count: options.rows });
  if (options.rowLength !== rowLength) {
    return fail(['options', 'rowLength'], 'invalid-value', `${variant} is played with rows of ${rowLength} places, not ${options.rowLength}`, { expected: rowLength, count: options.rowLength });
  }
  return ok(null);
}

export function isVariantId(value: unknown): value is VariantId {
  return typeof value === 'string' && Object.hasOwn(VARIANTS, value);
}

export const DEFAULT_OPTIONS: Options = {
  rows: 4,
  rowLength: 5,
  maagd: false,
  threshold: 66,
  comparison: 'atLeast',
  handSize: 10,
  doppelDeck: 'two-decks',
};

/** Fill in defaults; the hand size default depends on the variant. */
export function resolveOptions(variant: VariantId, partial: Partial<Options> = {}): Options {
  return { ...DEFAULT_OPTIONS, handSize: VARIANTS[variant].handSize, ...partial };
}

const DOUBLETS: readonly Card[] = [11, 22, 33, 44, 55, 66, 77, 88, 99];

/** Highest card in play: the Taktik deck is players x hand size + rows (x 10 + 4 by default). */
export function highestCard(variant: VariantId, players: number, options: Options): Card {
  if (!VARIANTS[variant].shortDeck) return 104;
  return Math.min(104, players * options.handSize + options.rows);
}

/** How many copies of a card the variant's deck holds (0 = not in the deck). */
export function copiesInDeck(card: Card, variant: VariantId, players: number, options: Options): number {
  if (!Number.isInteger(card) || card < 1 || card > highestCard(variant, players, options)) return 0;
  const rules = VARIANTS[variant];
  if (rules.markerCard && card === 1) return 0;
  if (!rules.stacks) return 1;
  if (options.doppelDeck === 'two-decks') return 2;
  return DOUBLETS.includes(card) ? 2 : 1;
}

/** The whole deck of the variant as a list (equal cards listed twice in doppel). */
export function deckFor(variant: VariantId, players: number, options: Options): Card[] {
  const rules = VARIANTS[variant];
  const deck = cardRange(rules.markerCard ? 2 : 1, highestCard(variant, players, options));
  if (!rules.stacks) return deck;
  const twins = options.doppelDeck === 'two-decks' ? deck : DOUBLETS;
  return [...deck, ...twins].sort((a, b) => a - b);
}
