// Variant keys: an engine variant plus options, and which puzzle kinds each allows.
import type { Options, VariantId } from '../engine/index.ts';
import { VARIANTS } from '../engine/variants.ts';
import type { PuzzleKind, VariantKey } from './types.ts';

export interface KeySpec {
  readonly variant: VariantId;
  /** Options that differ from the defaults (written into the scenario). */
  readonly options: Partial<Options>;
  /** Players in a generated puzzle (fewer than the variant allows, to keep boards readable). */
  readonly minPlayers: number;
  readonly maxPlayers: number;
}

const simple = (variant: VariantId, options: Partial<Options> = {}, maxPlayers = 6): KeySpec => ({ variant, options, minPlayers: 2, maxPlayers });

export const KEY_SPECS: Readonly<Record<VariantKey, KeySpec>> = {
  basic: simple('basic'),
  taktik: simple('taktik'),
  logik: simple('logik'),
  turnier: simple('turnier', {}, 5),
  profi: simple('profi'),
  offen: { ...simple('offen'), minPlayers: 3 },
  raffiniert: simple('raffiniert', {}, 5),
  hand: simple('hand', {}, 5),
  doppel: simple('doppel', {}, 8),
  'rows-3': simple('basic', { rows: 3 }),
  'rows-5': simple('basic', { rows: 5 }),
  'five-nimmt': simple('basic', { rowLength: 4 }),
  'seven-nimmt': simple('basic', { rowLength: 6 }),
  maagd: simple('basic', { maagd: true }),
  // Anniversary: up to five players keep the special cards in view.
  jubilaeum: simple('jubilaeum', {}, 5),
};

/** Does a key's variant have special cards (the Anniversary)? */
export const keyHasSpecialCards = (key: VariantKey): boolean => VARIANTS[KEY_SPECS[key].variant].specialCards;

/**
 * Kinds a key allows. Safe-card needs every card known (the short deck: taktik, logik, turnier)
 * or the others' plays shown (offen); the other kinds fit every variant.
 */
export function kindsFor(key: VariantKey): readonly PuzzleKind[] {
  const rules = VARIANTS[KEY_SPECS[key].variant];
  if (rules.specialCards) return ['where', 'who-takes', 'special'];
  const allKnown = rules.shortDeck || rules.openPlays;
  return allKnown ? ['where', 'who-takes', 'safe-card', 'which-row'] : ['where', 'who-takes', 'which-row'];
}

/** Names for up to 20 seats (Doppel with two decks); the first eight as before, so older puzzles keep theirs. */
export const PLAYER_NAMES = [
  'Anna', 'Ben', 'Cor', 'Dirk', 'Eva', 'Finn', 'Greet', 'Hugo', 'Ilse', 'Jan',
  'Kim', 'Lars', 'Mia', 'Noor', 'Otto', 'Pim', 'Rosa', 'Sem', 'Tess', 'Udo',
] as const;
