// The example board's catalog keys, beside its captions and parts: the pages and the strings'
// parts pick the board's messages by this list; the board island needs only its type.
import { CAPTION_KEYS } from './captions.ts';
import { PART_KEYS } from './parts.tsx';

/** The board's keys; a board with special cards also needs SPECIAL_CAPTION_KEYS (their words load with their rules). */
export const BOARD_KEYS = [
  ...CAPTION_KEYS, ...PART_KEYS,
  'board.label', 'board.broken', 'board.staticLabel', 'board.first', 'board.last', 'board.turn',
  'board.back', 'board.next', 'board.restart', 'board.slider', 'board.keys',
  'board.try', 'board.try.which', 'board.try.card', 'board.try.instead', 'board.try.go', 'board.try.cancel',
  'board.try.none', 'board.try.error', 'board.own', 'board.return',
  'board.decide.takeRow', 'board.decide.takeRowShared', 'board.decide.tie', 'board.decide.order', 'board.decide.toHand',
  'board.option.row', 'board.option.rowCost', 'board.option.left', 'board.option.right', 'board.option.order', 'board.option.done',
] as const;
