// The catalog keys the puzzle board draws with (trainer, puzzle pages, embed, classroom).
import { CARD_MESSAGE_KEYS } from '../../i18n/card.ts';
import { PART_KEYS } from '../board/parts.tsx';

export const PUZZLE_BOARD_KEYS = [
  'puzzle.convention', 'puzzle.ask', 'puzzle.ask.profi', 'puzzle.end.left', 'puzzle.end.right', 'puzzle.right', 'puzzle.wrong',
  'puzzle.place', 'puzzle.place.left', 'puzzle.place.right', 'puzzle.yours', 'puzzle.rules', 'puzzle.board', 'puzzle.takes',
  'puzzle.why.after', 'puzzle.why.before', 'puzzle.why.none', 'puzzle.why.noneBothEnds', 'puzzle.why.noneTie', 'puzzle.why.noneBothEndsTie', 'puzzle.why.full', 'puzzle.why.stack', 'puzzle.why.lower', 'puzzle.why.higher', 'puzzle.why.closer',
  'puzzle.why.fullSeven', 'puzzle.why.stopped', 'puzzle.why.fifthRow', 'puzzle.why.insert', 'puzzle.why.removed', 'puzzle.newRow', 'board.and',
  ...CARD_MESSAGE_KEYS, ...PART_KEYS,
] as const;
export type PuzzleBoardKey = (typeof PUZZLE_BOARD_KEYS)[number];
export type PuzzleBoardMessages = Record<PuzzleBoardKey, string>;
