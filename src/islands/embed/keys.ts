// The catalog keys the embed island needs. Only the page reads these lists (to pick the
// messages at build time); the island imports their types, so the lists stay out of its bundle.
import { BOARD_KEYS } from '../ExampleBoard.tsx';
import type { EmbedModel } from '../../embed/load.ts';
import type { MessageKey } from '../../i18n/types.ts';
import { SPECIAL_CAPTION_KEYS } from '../board/special-captions.ts';
import { SPECIAL_PLAY_KEYS } from '../board/special-play.ts';
import { PUZZLE_BOARD_KEYS } from '../puzzle/keys.ts';

export const ERROR_KEYS = [
  'teach.error.title', 'teach.error.fix', 'teach.error.where', 'teach.error.top', 'teach.error.remake',
  'teach.error.noSource', 'teach.error.twoSources', 'teach.error.badValue', 'teach.error.missing.example', 'teach.error.missing.puzzle',
  'teach.error.missing.seed',
  'teach.error.puzzleData', 'teach.error.noSteps', 'teach.error.network', 'teach.error.checkLink',
  'teach.codec.empty', 'teach.codec.too-long', 'teach.codec.version', 'teach.codec.base64', 'teach.codec.truncated', 'teach.codec.inflate', 'teach.codec.too-large', 'teach.codec.json',
  'teach.error.engine.invalid-json', 'teach.error.engine.invalid-value', 'teach.error.engine.unknown-variant', 'teach.error.engine.unknown-option',
  'teach.error.engine.unknown-player', 'teach.error.engine.player-count', 'teach.error.engine.card-out-of-deck', 'teach.error.engine.card-twice',
  'teach.error.engine.already-on-table', 'teach.error.engine.already-played', 'teach.error.engine.card-not-in-hand', 'teach.error.engine.row-count',
  'teach.error.engine.row-too-long', 'teach.error.engine.row-not-ascending', 'teach.error.engine.row-empty', 'teach.error.engine.missing-play',
  'teach.error.engine.wrong-card-count', 'teach.error.engine.missing-choice', 'teach.error.engine.unused-choice', 'teach.error.engine.illegal-choice',
  'teach.error.engine.not-your-turn', 'teach.error.engine.deck-too-small', 'teach.error.engine.hand-too-big', 'teach.error.engine.special',
] as const satisfies readonly MessageKey[];
export type ErrorKey = (typeof ERROR_KEYS)[number];

export const PUZZLE_KEYS = [
  'teach.embed.puzzle.label',
  ...PUZZLE_BOARD_KEYS, // where puzzles: the puzzle board's words (../puzzle/WhereBoard.tsx); the rest comes with the trainer's part
] as const satisfies readonly MessageKey[];
export type PuzzleKey = (typeof PUZZLE_KEYS)[number];

/** The special cards' captions and plays (boards with them, the Anniversary puzzles' replay). */
export const SPECIAL_KEYS = [...SPECIAL_CAPTION_KEYS, ...SPECIAL_PLAY_KEYS] as const satisfies readonly MessageKey[];

export const EMBED_KEYS = [...BOARD_KEYS, ...ERROR_KEYS, ...PUZZLE_KEYS, ...SPECIAL_KEYS, 'teach.embed.loading', 'teach.embed.retired', 'teach.embed.autoplay.pause', 'teach.embed.autoplay.play'] as const;
export type EmbedKey = (typeof EMBED_KEYS)[number];

/** What Embed.tsx hands a view it loads on demand (puzzles, the Anniversary edition). */
export interface EmbedViewProps {
  readonly model: EmbedModel;
  readonly m: Record<EmbedKey, string>;
}
