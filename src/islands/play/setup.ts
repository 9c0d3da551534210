// The play page's set-up: what the form and the address (?variant=basic&players=4&seed=7&level=strong&hands=1)
// say, checked into a game the machine can start, or the problems in a form each language can word.
// The engine checks the seats and the table (checkPlayers); this only reads and writes the parameters.
import { checkPlayers, isVariantId, resolveOptions, type EngineError, type Options, type Player, type VariantId } from '../../engine/index.ts';
import { playerRange, VARIANTS } from '../../engine/variants.ts';
import { MACHINE_VARIANTS } from '../../machines/game.ts';

import type { BotLevel } from '../../bots/levels.ts';

// The bots' levels, spelt here so the page does not load the bots (they live in the worker).
export const LEVELS = ['random', 'heuristic', 'strong'] as const satisfies readonly BotLevel[];
export type Level = (typeof LEVELS)[number];

export interface PlaySetup {
  readonly variant: VariantId;
  /** Everyone at the table, the reader included. */
  readonly players: number;
  readonly seed: number;
  readonly level: Level;
  /** Hands to play; null: the whole game, as the variant ends it. */
  readonly hands: number | null;
  readonly rows: number;
  readonly rowLength: number;
  readonly maagd: boolean;
  readonly deck: Options['doppelDeck'];
  /** Pass and play: how many of the seats people take (the first ones), taking turns on one device. */
  readonly humans: number;
}

export const DEFAULT_SETUP: PlaySetup = { variant: 'basic', players: 4, seed: 1, level: 'heuristic', hands: 1, rows: 4, rowLength: 5, maagd: false, deck: 'two-decks', humans: 1 };

/**
 * A deal number for a new game (from `random` in [0, 1)): the form offers a fresh deal each time, and the reader
 * may type one to play a deal again. Kept short, as it shows in the form and in links.
 */
export const freshDeal = (random: number): number => 1 + Math.floor(random * 999_999);

/**
 * A parameter the page cannot use: which one, what it said, (for counts) the allowed range, and (for a table the
 * deck cannot deal) the cards it would need.
 */
export interface SetupProblem {
  readonly param: 'variant' | 'players' | 'humans' | 'seed' | 'level' | 'hands' | 'rows' | 'length' | 'deck' | 'table';
  readonly value: string;
  readonly min?: number;
  readonly max?: number;
  readonly cards?: { readonly players: number; readonly hand: number; readonly rows: number; readonly need: number; readonly deck: number };
}

export type SetupResult = { ok: true; setup: PlaySetup } | { ok: false; problems: readonly SetupProblem[] };

const MAX_HANDS = 20;
const int = (text: string): number | null => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null);

/** The game's options as the engine takes them. */
export function gameOptions(s: PlaySetup): Partial<Options> {
  return { rows: s.rows, rowLength: s.rowLength, maagd: s.maagd, doppelDeck: s.deck };
}

/** How many may sit at the table in this variant (with this deck). */
export function seatRange(variant: VariantId, deck: Options['doppelDeck']): { min: number; max: number } {
  return playerRange(variant, { doppelDeck: deck });
}

/** Seat names: the reader first, then the other people and the bots from `names` (never the reader's name twice). */
export function seatNames(reader: Player, names: readonly string[], count: number): Player[] {
  return [reader, ...names.filter((b) => b !== reader).slice(0, Math.max(0, count - 1))];
}

/** Read a set-up from the address's parameters; null when it names no game at all. */
export function parseSetup(params: URLSearchParams): SetupResult | null {
  if (!params.has('variant')) return null;
  const problems: SetupProblem[] = [];
  const text = (key: string) => params.get(key) ?? '';
  const number = (key: SetupProblem['param'], fallback: number, min: number, max: number): number => {
    if (!params.has(key)) return fallback;
    const n = int(text(key));
    if (n === null || n < min || n > max) {
      problems.push({ param: key, value: text(key), min, max });
      return fallback;
    }
    return n;
  };
  const v = text('variant');
  const variant: VariantId = isVariantId(v) && MACHINE_VARIANTS.includes(v) ? v : 'basic';
  if (variant !== v) problems.push({ param: 'variant', value: v });
  const l = params.has('level') ? text('level') : DEFAULT_SETUP.level;
  const level = (LEVELS as readonly string[]).includes(l) ? (l as Level) : DEFAULT_SETUP.level;
  if (level !== l) problems.push({ param: 'level', value: l });
  const d = params.has('deck') ? text('deck') : 'two-decks';
  const deck = d === 'doublets' || d === 'two-decks' ? d : 'two-decks';
  if (deck !== d) problems.push({ param: 'deck', value: d });
  const range = seatRange(variant, deck);
  const players = number('players', Math.max(range.min, Math.min(range.max, DEFAULT_SETUP.players)), range.min, range.max);
  const seed = number('seed', DEFAULT_SETUP.seed, 0, 2 ** 31 - 1);
  const hands = params.get('hands') === 'all' ? null : number('hands', DEFAULT_SETUP.hands ?? 1, 1, MAX_HANDS);
  const rows = number('rows', 4, 3, 5);
  const rowLength = number('length', 5, 4, 6);
  const humans = number('humans', 1, 1, players);
  const setup: PlaySetup = { variant, players, seed, level, hands, rows, rowLength, maagd: params.get('maagd') === '1', deck, humans };
  if (problems.length === 0) {
    // The engine has the last word on the table (the Anniversary's four rows of five, a deck big enough).
    const checked = checkSetup(setup);
    if (checked) problems.push(checked);
  }
  return problems.length ? { ok: false, problems } : { ok: true, setup };
}

/** What the engine says against this set-up, as a problem, or null. */
export function checkSetup(s: PlaySetup): SetupProblem | null {
  const names = Array.from({ length: s.players }, (_, i) => `p${i}`);
  const checked = checkPlayers(s.variant, resolveOptions(s.variant, gameOptions(s)), names);
  return checked.ok ? null : problemOf(checked.error, s);
}

function problemOf(e: EngineError, s: PlaySetup): SetupProblem {
  if (e.code === 'player-count') return { param: 'players', value: String(s.players), min: Number(e.params.min), max: Number(e.params.max) };
  const table = `${s.rows}×${s.rowLength}`;
  if (e.code === 'deck-too-small') {
    const { players, hand, rows, need, deck } = e.params;
    return { param: 'table', value: table, cards: { players: Number(players), hand: Number(hand), rows: Number(rows), need: Number(need), deck: Number(deck) } };
  }
  return { param: 'table', value: table };
}

/** The address's parameters for a set-up (the form's result, and a link to share). */
export function setupQuery(s: PlaySetup): string {
  const q = new URLSearchParams({ variant: s.variant, players: String(s.players), seed: String(s.seed), level: s.level, hands: s.hands === null ? 'all' : String(s.hands) });
  if (s.rows !== 4) q.set('rows', String(s.rows));
  if (s.rowLength !== 5) q.set('length', String(s.rowLength));
  if (s.maagd) q.set('maagd', '1');
  if (VARIANTS[s.variant].stacks && s.deck !== 'two-decks') q.set('deck', s.deck);
  if (s.humans > 1) q.set('humans', String(s.humans));
  return q.toString();
}
