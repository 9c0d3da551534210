// The error catalog's keys: which engine codes have a wording of their own, for the pages that
// pick an island's strings (the editor's part, the embed's). Islands import types only from here.
import type { en } from './en.ts';

export type ErrorKey = keyof typeof en;

/** The engine's codes with a wording of their own; any other is worded by its group (a special card's, or a bad value). */
export const ENGINE_ERROR_CODES = [
  'invalid-json', 'invalid-value', 'unknown-variant', 'unknown-option', 'unknown-player', 'player-count',
  'card-out-of-deck', 'card-twice', 'already-on-table', 'already-played', 'card-not-in-hand', 'row-count',
  'row-too-long', 'row-not-ascending', 'row-empty', 'missing-play', 'wrong-card-count', 'missing-choice',
  'unused-choice', 'illegal-choice', 'not-your-turn', 'deck-too-small', 'hand-too-big',
  // The Anniversary edition's special cards
  'special-not-held', 'special-count', 'special-no-row', 'special-bad-card', 'special-row-stopped', 'special-stop-limit',
  'special-only-card', 'special-row-too-long', 'special-five-rows', 'special-low-card', 'special-seven-twice',
  'special-bad-position', 'special-no-take',
] as const;
type Worded = (typeof ENGINE_ERROR_CODES)[number];
export type EngineErrorKey = `error.engine.${Worded}` | 'error.engine.special';
export const ENGINE_ERROR_KEYS = [...ENGINE_ERROR_CODES.map((c) => `error.engine.${c}` as const), 'error.engine.special'] as const satisfies readonly ErrorKey[];
