// Names of the Anniversary special cards in the page's language (catalog keys board.special.name.*).
import type { SpecialType } from '../../engine/specials.ts';

export const SPECIAL_NAME_KEYS = [
  'board.special.name.fifthRow', 'board.special.name.sevenNimmt', 'board.special.name.insert', 'board.special.name.replace',
  'board.special.name.shift', 'board.special.name.stop', 'board.special.name.negativePositive',
] as const;
export type SpecialNameMessages = Record<(typeof SPECIAL_NAME_KEYS)[number], string>;

/** The name of a special card in the catalog's language ("Stopp", "Min = Plus"). */
export const specialName = (m: SpecialNameMessages, t: SpecialType | string): string =>
  m[`board.special.name.${t}` as (typeof SPECIAL_NAME_KEYS)[number]] ?? t;
