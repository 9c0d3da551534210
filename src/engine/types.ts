// Vocabulary shared by the whole engine. Pure types and tiny helpers.
import type { Card } from './cards.ts';

export type { Card };

/** A player's name as used in scenarios and snapshots. */
export type Player = string;

/**
 * What a row can hold: number cards. The Anniversary special cards (`jubilaeum`) lie
 * beside the rows as `RowMarks` (specials.ts), so the core and every other variant keep
 * plain numbers; `TableItem`/`tableRows` show a row with its special cards as strings.
 */
export type RowItem = Card;

/**
 * The prototype of every per-player table: empty, frozen and itself without a prototype, so nothing
 * is inherited and `__proto__` is a plain key (its accessor lives on Object.prototype, not here).
 * Why not `Object.create(null)`: V8 keeps such objects in slow dictionary mode, which halved the
 * engine's speed; objects made from a real (if empty) prototype get fast hidden classes.
 */
const NO_INHERITANCE: object = Object.freeze(Object.create(null) as object);

/**
 * A per-player table that inherits nothing: a player called `__proto__`, `constructor` or `toString`
 * is a key like any other. Copies `from`'s own entries (a spread would bring Object.prototype back).
 */
export function byPlayer<T>(from: Readonly<Record<Player, T>> | Iterable<readonly [Player, T]> = {}): Record<Player, T> {
  const out = Object.create(NO_INHERITANCE) as Record<Player, T>;
  if (Symbol.iterator in from) {
    for (const [p, v] of from as Iterable<readonly [Player, T]>) out[p] = v;
  } else {
    const keys = Object.keys(from);
    for (let i = 0; i < keys.length; i++) {
      const p = keys[i] as Player;
      out[p] = (from as Record<Player, T>)[p] as T;
    }
  }
  return out;
}

/** `table[player]` if the table has that player (never a value from Object.prototype). */
export function ofPlayer<T>(table: Readonly<Record<Player, T>> | undefined, player: Player): T | undefined {
  return table && Object.hasOwn(table, player) ? table[player] : undefined;
}

/** One row on the table, left to right. In `doppel` equal neighbours form one stack. */
export type Row = readonly RowItem[];

/** The table: the rows plus how many places a row holds before the next card takes it. */
export interface Table {
  readonly rows: readonly Row[];
  readonly rowLength: number;
}

export const VARIANT_IDS = [
  'basic', 'taktik', 'logik', 'turnier', 'offen', 'profi', 'raffiniert', 'hand', 'doppel', 'jubilaeum',
] as const;
export type VariantId = (typeof VARIANT_IDS)[number];

export type Side = 'left' | 'right';

/** Table and scoring options (Kramer's notes, edition differences, Doppel's deck). */
export interface Options {
  /** Number of rows: 3, 4 (standard) or 5. */
  readonly rows: number;
  /** Places in a row: 5 = "6 nimmt" (standard), 4 = "5 nimmt", 6 = "7 nimmt". */
  readonly rowLength: number;
  /** Maagd: all points of a game double when someone took nothing. */
  readonly maagd: boolean;
  /** The game ends when someone's total reaches this threshold. */
  readonly threshold: number;
  /** "atLeast" (current English rulebook) or "moreThan" (older German/Dutch). */
  readonly comparison: 'atLeast' | 'moreThan';
  /** Cards per hand (10; 14 in raffiniert and hand). */
  readonly handSize: number;
  /** Doppel: two full decks, or one deck plus the second deck's doublets (11, 22 ... 99). */
  readonly doppelDeck: 'two-decks' | 'doublets';
}

/** Where in the input a problem is, as segments: `['turns', 1, 'plays', 'Ben', 0]`. */
export type ErrorPath = readonly (string | number)[];

/**
 * Why something is illegal: code + params let each language word it; message is English.
 * `at` says where, as segments (match on these); `path` is the same place as text for display (`turns[1].plays.Ben[0]`).
 */
export interface EngineError {
  readonly at: ErrorPath;
  readonly path: string;
  readonly code: ErrorCode;
  readonly params: Readonly<Record<string, unknown>>;
  readonly message: string;
}

export type ErrorCode =
  | 'invalid-json'
  | 'invalid-value'
  | 'unknown-variant'
  | 'unknown-option'
  | 'unknown-player'
  | 'player-count'
  | 'card-out-of-deck'
  | 'card-twice'
  | 'already-on-table'
  | 'already-played'
  | 'card-not-in-hand'
  | 'row-count'
  | 'row-too-long'
  | 'row-not-ascending'
  | 'row-empty'
  | 'missing-play'
  | 'wrong-card-count'
  | 'missing-choice'
  | 'unused-choice'
  | 'illegal-choice'
  | 'not-your-turn'
  | 'deck-too-small'
  | 'hand-too-big'
  // jubilaeum: the special cards
  | 'special-not-held'
  | 'special-no-row'
  | 'special-row-stopped'
  | 'special-stop-limit'
  | 'special-five-rows'
  | 'special-low-card'
  | 'special-seven-twice'
  | 'special-bad-position'
  | 'special-bad-card'
  | 'special-only-card'
  | 'special-row-too-long'
  | 'special-no-take'
  | 'special-count';

export type Result<T, E = EngineError> = { ok: true; value: T } | { ok: false; error: E };

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/** The familiar text of a path: `['turns', 1, 'plays', 'Ben', 0]` -> `turns[1].plays.Ben[0]`; `[]` -> `''` (the top). */
export function formatPath(at: ErrorPath): string {
  let out = '';
  for (const s of at) out += typeof s === 'number' ? `[${s}]` : out === '' ? s : `.${s}`;
  return out;
}

export function engineError(at: ErrorPath, code: ErrorCode, message: string, params: Record<string, unknown> = {}): EngineError {
  return { at, path: formatPath(at), code, params, message };
}

export function fail(
  at: ErrorPath,
  code: ErrorCode,
  message: string,
  params: Record<string, unknown> = {},
): { ok: false; error: EngineError } {
  return { ok: false, error: engineError(at, code, message, params) };
}

// The Anniversary's special cards (`jubilaeum`): their names and plays are vocabulary of the events (events.ts).
export const SPECIAL_TYPES = ['fifthRow', 'sevenNimmt', 'insert', 'replace', 'shift', 'stop', 'negativePositive'] as const;
export type SpecialType = (typeof SPECIAL_TYPES)[number];

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
