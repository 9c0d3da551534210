// From the embed's address to what it shows: a board (a checked scenario), a puzzle, or an
// error value the island words in the reader's language. Scenarios with special cards load their
// rules first (loadBoardVariant); Anniversary puzzles are checked by special.ts, loaded only for them.
// Pure apart from the fetch it is handed, so the fuzz test runs exactly this path. Nothing here throws to the caller.
import { checkShape } from '../engine/scenario-shape.ts';
import type { EngineError } from '../engine/types.ts';
import type { Scenario, ScenarioChoice } from '../engine/scenario-types.ts';
import { boardSteps } from '../machines/board-model.ts';
import { isVariantId, VARIANTS } from '../engine/variants.ts';
import { runBoard, type BoardReplay } from '../machines/board-run.ts';
import { loadBoardVariant } from '../islands/board/variant.ts';
import type { Puzzle } from '../puzzles/types.ts';
import { decodeFragment, type CodecError } from './decode.ts';
import { parseParams, type EmbedOptions } from './params.ts';
import { dataPath, seedId, seedMap, seedName, type DataKind, type ParamError, type Source } from './source.ts';

export type EmbedError =
  | { readonly kind: 'param'; readonly error: ParamError }
  | { readonly kind: 'codec'; readonly error: CodecError }
  | { readonly kind: 'scenario'; readonly error: EngineError }
  | { readonly kind: 'missing'; readonly what: DataKind; readonly id: string }
  | { readonly kind: 'puzzle-data' }
  | { readonly kind: 'no-steps' }
  | { readonly kind: 'network' };

export type EmbedModel =
  | { readonly kind: 'board'; readonly scenario: Scenario; readonly options: EmbedOptions }
  /** `retired`: the id the address named, retired; `puzzle` is the one that took its place. */
  | { readonly kind: 'puzzle'; readonly puzzle: Puzzle; readonly options: EmbedOptions; readonly retired?: string }
  /** An Anniversary puzzle (special cards): its own view, loaded only for it. */
  | { readonly kind: 'special-puzzle'; readonly puzzle: Puzzle; readonly options: EmbedOptions; readonly retired?: string };

export type Loaded = { ok: true; value: EmbedModel } | { ok: false; error: EmbedError; options?: EmbedOptions };

/** Fetches one JSON file of the site: its value, 'missing' (404) or 'network'. */
export type FetchJson = (path: string) => Promise<{ ok: true; value: unknown } | { ok: false; reason: 'missing' | 'network' }>;

/** A curated puzzle's variant, from its id ("rows-3-who-takes-0007" is a rows-3 puzzle). */
const VARIANT_OF_ID = /^(.+)-(?:where|who-takes|which-row|safe-card|special)-\d{4}$/;

/**
 * What the build holds, handed to the page: example ids, and per variant key and kind
 * ("basic-where") the highest number a curated puzzle has (from 0001; retired numbers are gaps). An unknown name
 * is answered without a request, so the frame never logs a failed one.
 */
export interface DataIndex {
  readonly examples: readonly string[];
  readonly puzzles: Readonly<Record<string, number>>;
  /** Retired puzzle ids and the curated puzzle that took each one's place (src/puzzles/retired.ts). */
  readonly retired?: Readonly<Record<string, string>>;
}

const NUMBERED = /^(.+)-(\d{4})$/;
function known(index: DataIndex | undefined, source: Source): boolean {
  if (!index) return true;
  if (source.kind === 'example') return index.examples.includes(source.id);
  if (source.kind === 'seed') return Object.hasOwn(index.puzzles, seedMap(source));
  if (source.kind !== 'puzzle') return true;
  const m = NUMBERED.exec(source.id);
  const count = m && Object.hasOwn(index.puzzles, m[1] as string) ? (index.puzzles[m[1] as string] as number) : 0;
  return m !== null && Number(m[2]) >= 1 && Number(m[2]) <= count;
}

/**
 * The engine's checks as parseScenario makes them: the shape, then the engine's replay (start
 * rows and hands, every turn) through the board, kept so that a board is replayed once; a special-card
 * variant's rules must be loaded (loadBoardVariant). Not parseScenario itself: its module carries the
 * special cards' replay, which only their scenarios load. tests/unit/embed/fuzz.test.ts compares the two.
 */
function replayed(json: unknown): { ok: true; value: Scenario; replay: BoardReplay } | { ok: false; error: EngineError } {
  try {
    const shaped = checkShape(json);
    if (!shaped.ok) return shaped;
    const run = runBoard(shaped.value);
    return run.ok ? { ...shaped, replay: run.value } : run;
  } catch (e) {
    // The engine reports problems as values; this guard only keeps a hostile input from blanking the frame.
    return { ok: false, error: { at: [], path: '', code: 'invalid-value', params: {}, message: String(e) } };
  }
}

/** A scenario as the engine accepts it (see replayed). */
export function checkScenario(json: unknown): { ok: true; value: Scenario } | { ok: false; error: EngineError } {
  const checked = replayed(json);
  return checked.ok ? { ok: true, value: checked.value } : checked;
}

/** A board to step through: a checked scenario with at least one step (else the frame would stay empty). */
function boardOf(json: unknown): { ok: true; value: Scenario } | { ok: false; error: EmbedError } {
  const checked = replayed(json);
  if (!checked.ok) return { ok: false, error: { kind: 'scenario', error: checked.error } };
  return boardSteps(checked.replay).length > 0 ? { ok: true, value: checked.value } : { ok: false, error: { kind: 'no-steps' } };
}

/**
 * The puzzle's turn with the engine's answer filled in (which-row lacks only the asked choice:
 * the row, in raffiniert the order, in hand "none to the hand"); null for safe-card. A choice the
 * turn turns out not to need (raffiniert: the puzzle assumes choices for either order, the
 * answer's order needs only some) is left out again, as the engine reports it.
 */
export function answeredScenario(p: Puzzle): Scenario | null {
  const q = p.question;
  const a = p.answer;
  if (q.kind === 'safe-card') return null;
  if (q.kind !== 'which-row' || a.kind !== 'which-row') return p.scenario;
  const first = p.scenario.turns[0];
  if (!first) return p.scenario;
  let choices: ScenarioChoice[] = [...(first.choices ?? []), { card: q.card, takeRow: a.row }];
  if (a.order) choices.push({ player: q.player, order: a.order });
  if (q.toHand === 'none') choices.push({ player: q.player, toHand: [] });
  for (;;) {
    const s: Scenario = { ...p.scenario, turns: [{ ...first, choices }, ...p.scenario.turns.slice(1)] };
    const run = runBoard(s);
    const unused = !run.ok && run.error.code === 'unused-choice' ? Number(run.error.params.index) : -1;
    if (!(unused >= 0 && unused < choices.length)) return s;
    choices = choices.filter((_, i) => i !== unused);
  }
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const KINDS = ['where', 'who-takes', 'which-row', 'safe-card'];
const variantOf = (json: unknown) => (isObj(json) && isVariantId(json.variant) ? json.variant : null);

/**
 * A puzzle file: question and answer of one kind the embed shows, the scenario (with the answer's
 * choice) checked by the engine. The files come from the build, never from the address, and
 * tests/unit/embed/load.test.ts passes every curated puzzle through here.
 */
export function checkPuzzle(json: unknown): { ok: true; value: Puzzle } | { ok: false; error: EmbedError } {
  const damaged = { ok: false, error: { kind: 'puzzle-data' } } as const;
  if (!isObj(json) || !isObj(json.question) || !isObj(json.answer) || typeof json.id !== 'string') return damaged;
  const kind = json.question.kind;
  if (!KINDS.includes(kind as string) || json.answer.kind !== kind || json.kind !== kind) return damaged;
  const shape = checkShape(json.scenario);
  if (!shape.ok) return { ok: false, error: { kind: 'scenario', error: shape.error } };
  const puzzle = json as unknown as Puzzle;
  // The turn played out with the answer (which-row's file lacks the asked choice on purpose).
  const answered = answeredScenario(puzzle);
  const board = answered && boardOf(answered);
  if (board && !board.ok) return board;
  return { ok: true, value: puzzle };
}

async function fetched(fetchJson: FetchJson, what: DataKind, id: string): Promise<{ ok: true; value: unknown } | { ok: false; error: EmbedError }> {
  const got = await fetchJson(dataPath(what, id));
  if (got.ok) return got;
  return { ok: false, error: got.reason === 'missing' ? { kind: 'missing', what, id } : { kind: 'network' } };
}

/** Read the address (search and fragment) and load what it names. */
export async function loadEmbed(search: string, hash: string, fetchJson: FetchJson, index?: DataIndex): Promise<Loaded> {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  const params = parseParams(search, fragment);
  if (!params.ok) return { ok: false, error: { kind: 'param', error: params.error } };
  const options = params.value;
  const source = options.source;
  const failed = (error: EmbedError): Loaded => ({ ok: false, error, options });
  const seedText = source.kind === 'seed' ? seedName(source) : '';
  // A retired id still opens: the puzzle that took its place, said so above it.
  const retired = source.kind === 'puzzle' && index?.retired && Object.hasOwn(index.retired, source.id) ? source.id : undefined;
  const gone = retired ? { retired } : {};
  if (!retired && !known(index, source)) {
    return failed({ kind: 'missing', what: source.kind === 'seed' ? 'seed' : source.kind === 'example' ? 'example' : 'puzzle', id: seedText || ('id' in source ? source.id : '') });
  }
  try {
    let json: unknown;
    if (source.kind === 'fragment') {
      const decoded = await decodeFragment(fragment);
      if (!decoded.ok) return failed({ kind: 'codec', error: decoded.error });
      json = decoded.value;
    }
    if (source.kind === 'example') {
      const got = await fetched(fetchJson, 'example', source.id);
      if (!got.ok) return failed(got.error);
      json = got.value;
    }
    if (source.kind === 'fragment' || source.kind === 'example') {
      // Only a scenario with special cards loads their rules (import(): off the first load).
      const variant = variantOf(json);
      if (variant) await loadBoardVariant(variant);
      const board = boardOf(json);
      return board.ok ? { ok: true, value: { kind: 'board', scenario: board.value, options } } : failed(board.error);
    }
    let id = retired ? (index?.retired?.[retired] ?? '') : source.kind === 'puzzle' ? source.id : '';
    if (source.kind === 'seed') {
      const seeds = await fetched(fetchJson, 'seed', seedMap(source));
      if (!seeds.ok) return failed(seeds.error.kind === 'missing' ? { kind: 'missing', what: 'seed', id: seedText } : seeds.error);
      const found = seedId(seeds.value, source.seed);
      if (found === null) return failed({ kind: 'missing', what: 'seed', id: seedText });
      id = found;
    }
    const variant = VARIANT_OF_ID.exec(id)?.[1];
    const got = variant ? await fetched(fetchJson, 'puzzle', variant) : ({ ok: false, error: { kind: 'missing', what: 'puzzle', id } } as const);
    if (!got.ok) return failed(got.error.kind === 'missing' ? { kind: 'missing', what: 'puzzle', id } : got.error);
    const found: unknown = Array.isArray(got.value) ? got.value.find((p: unknown) => isObj(p) && p.id === id) : undefined;
    if (found === undefined) return failed({ kind: 'missing', what: 'puzzle', id });
    const puzzleVariant = isObj(found) ? variantOf(found.scenario) : null;
    if (puzzleVariant && VARIANTS[puzzleVariant].specialCards) {
      await loadBoardVariant(puzzleVariant);
      const puzzle = (await import(/* @lazy-chunk */ './special.ts')).checkSpecialPuzzle(found);
      return puzzle.ok ? { ok: true, value: { kind: 'special-puzzle', puzzle: puzzle.value, options, ...gone } } : failed(puzzle.error);
    }
    const puzzle = checkPuzzle(found);
    return puzzle.ok ? { ok: true, value: { kind: 'puzzle', puzzle: puzzle.value, options, ...gone } } : failed(puzzle.error);
  } catch {
    // Fetches and the scenario checks report their own failures; what throws here is a damaged puzzle file.
    return failed({ kind: 'puzzle-data' });
  }
}
