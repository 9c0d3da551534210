// Puzzles: types, the seeded generator, solve and check, the daily pick. Pure TypeScript.
// The curated set itself (a large JSON file) is imported only by daily.ts, so the generator stays small.
export type { Answer, Band, CheckResult, Destination, Difficulty, PlacementAsked, Puzzle, PuzzleKind, Question, Theme, VariantKey, LowCardPolicy } from './types.ts';
export { ALL_PUZZLE_KINDS, ALL_VARIANT_KEYS, PUZZLE_KINDS, VARIANT_KEYS } from './types.ts';
/** Variant keys: engine variant + options; the kinds each key allows. */
export { KEY_SPECS, kindsFor, type KeySpec } from './keys.ts';
/** generate(key, kind, seed): deterministic, verified; verify: exactly one answer right; nextSeed: endless mode. */
export { generate, verify, nextSeed, attemptSeed, type GenerateOptions } from './generate.ts';
/** solve: the engine's answer with the replay steps; check: which parts are right; alternatives: every other answer. */
export { solve, check, alternatives, type Solution, type OptionCost } from './solve.ts';
/** Rating bands and themes read off a replay. */
export { band, rate, turnThemes, RATING_MIN, RATING_MAX } from './features.ts';
/** The daily index for a date (the pick itself, with the set, is in daily.ts). */
export { dailyIndex, isIsoDate } from './day.ts';
/** jubilaeum: destinations with special cards, every legal play of a `special` question with its cost, the theme of each special card. */
export { jubilaeumDestinations, specialOptions, SPECIAL_THEME, type SpecialOption } from './jubilaeum.ts';
