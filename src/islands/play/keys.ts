// The catalog keys the play page's island needs: its own, and the example boards' captions and parts.
import { PART_KEYS } from '../board/parts.tsx';
import { SPECIAL_CAPTION_KEYS } from '../board/special-captions.ts';
import { SPECIAL_PLAY_KEYS } from '../board/special-play.ts';
import { VARIANT_NAME_KEYS } from '../../i18n/variant-names.ts';
import type { en as play } from '../../i18n/play/en.ts';

export type PlayKey = keyof typeof play;

export const BOARD_PART_KEYS = [
  ...PART_KEYS, ...SPECIAL_CAPTION_KEYS, ...SPECIAL_PLAY_KEYS, ...VARIANT_NAME_KEYS,
  'board.special.card', 'board.special.hands', 'board.special.handsNone',
] as const;

export type PlayMessages = Record<PlayKey | (typeof BOARD_PART_KEYS)[number], string>;
