// The catalog keys the embed island needs. Only the page reads these lists (to pick the
// messages at build time); the island imports their types, so the lists stay out of its bundle.
import { BOARD_KEYS } from '../board/keys.ts';
import type { EmbedModel } from '../../embed/load.ts';
import type { MessageKey } from '../../i18n/types.ts';
import { SPECIAL_CAPTION_KEYS } from '../board/special-captions.ts';
import { SPECIAL_PLAY_KEYS } from '../board/special-play.ts';
import { PUZZLE_BOARD_KEYS } from '../puzzle/keys.ts';
import { SPECIAL_NAME_KEYS } from '../board/special-names.ts';
import { ENGINE_ERROR_KEYS } from '../../i18n/errors/keys.ts';

export const ERROR_KEYS = [
  'error.embed.title', 'error.embed.fix', 'error.embed.where', 'error.embed.top', 'error.embed.remake',
  'error.embed.noSource', 'error.embed.twoSources', 'error.embed.badValue', 'error.embed.missing.example', 'error.embed.missing.puzzle',
  'error.embed.missing.seed', 'error.embed.puzzleData', 'error.embed.noSteps', 'error.embed.network', 'error.embed.checkLink',
  'error.codec.empty', 'error.codec.too-long', 'error.codec.foreign', 'error.codec.version', 'error.codec.base64', 'error.codec.truncated', 'error.codec.inflate', 'error.codec.too-large', 'error.codec.json',
  ...ENGINE_ERROR_KEYS, ...SPECIAL_NAME_KEYS, // the engine's errors, worded by the error catalog (src/i18n/errors/)
] as const satisfies readonly MessageKey[];
export type ErrorKey = (typeof ERROR_KEYS)[number];

export const PUZZLE_KEYS = [
  'teach.embed.puzzle.label',
  ...PUZZLE_BOARD_KEYS, // where puzzles: the puzzle board's words (../puzzle/WhereBoard.tsx); the rest comes with the trainer's part
] as const satisfies readonly MessageKey[];
export type PuzzleKey = (typeof PUZZLE_KEYS)[number];

/** The special cards' captions and plays (boards with them, the Anniversary puzzles' replay). */
export const SPECIAL_KEYS = [...SPECIAL_CAPTION_KEYS, ...SPECIAL_PLAY_KEYS] as const satisfies readonly MessageKey[];

export const EMBED_KEYS = [...BOARD_KEYS, ...ERROR_KEYS, ...PUZZLE_KEYS, ...SPECIAL_KEYS, 'teach.embed.loading', 'teach.embed.retired', 'teach.embed.edit', 'teach.embed.autoplay.pause', 'teach.embed.autoplay.play'] as const;
export type EmbedKey = (typeof EMBED_KEYS)[number];

/** What Embed.tsx hands a view it loads on demand (puzzles, the Anniversary edition). */
export interface EmbedViewProps {
  readonly model: EmbedModel;
  readonly m: Record<EmbedKey, string>;
}
