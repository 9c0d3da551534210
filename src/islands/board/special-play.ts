// A play with a special card in words ("Anna plays 20 with Stop (row 2)."), for the embed's
// Anniversary puzzles and the editor's worksheet. Apart from special-names.ts, so the Anniversary
// board's pages do not ship it.
import type { Card } from '../../engine/cards.ts';
import type { SpecialPlay } from '../../engine/specials.ts';
import { format } from '../../i18n/format.ts';
import { SPECIAL_NAME_KEYS, specialName } from './special-names.ts';

export const SPECIAL_PLAY_KEYS = [
  ...SPECIAL_NAME_KEYS, 'board.special.play', 'board.special.rowRef', 'board.special.detail.card', 'board.special.detail.position', 'board.special.detail.toRow',
] as const;
export type SpecialPlayMessages = Record<(typeof SPECIAL_PLAY_KEYS)[number], string>;

/** A special card with its details, as a button names it: "Stop (row 2)", "7 nimmt!". */
export function specialChoiceText(m: SpecialPlayMessages, sp: SpecialPlay): string {
  return `${specialName(m, sp.type)}${detailsOf(m, sp)}`;
}

/** A play with a special card and its details: "Anna plays 20 with Stop (row 2)." */
export function specialPlayText(m: SpecialPlayMessages, player: string, card: Card, sp: SpecialPlay): string {
  return format(m['board.special.play'], { player, card, name: specialName(m, sp.type), details: detailsOf(m, sp) });
}

function detailsOf(m: SpecialPlayMessages, sp: SpecialPlay): string {
  const details: string[] = [];
  if ('card' in sp) details.push(format(m['board.special.detail.card'], { card: sp.card }));
  if ('row' in sp) details.push(format(m['board.special.rowRef'], { row: sp.row }));
  if ('position' in sp) details.push(format(m['board.special.detail.position'], { position: sp.position }));
  if ('toRow' in sp) details.push(format(m['board.special.detail.toRow'], { row: sp.toRow }));
  return details.length ? ` (${details.join(', ')})` : '';
}
