// The embed's checks of an Anniversary puzzle file (special cards). load.ts imports this only through
// import() for such a puzzle; the scenario runs through the board with the special cards' rules loaded.
import { checkShape } from '../engine/scenario-shape.ts';
import type { EngineError } from '../engine/types.ts';
import { boardRulesReady, runBoard } from '../machines/board-run.ts';
import type { Puzzle } from '../puzzles/types.ts';

/** What these checks refuse: a part of the embed's errors (EmbedError in load.ts), named here so the two files do not import each other. */
type Refusal = { readonly kind: 'scenario'; readonly error: EngineError } | { readonly kind: 'no-steps' } | { readonly kind: 'puzzle-data' };
type Checked<T> = { ok: true; value: T } | { ok: false; error: Refusal };

const refused = (error: EngineError): Checked<never> => ({ ok: false, error: { kind: 'scenario', error } });

/** The shape, then the engine's replay with every special card (loaded first); `steps`: it must have a turn to step through. */
export function checkSpecialScenario(json: unknown, steps = true): Checked<null> {
  try {
    const shaped = checkShape(json);
    if (!shaped.ok) return refused(shaped.error);
    if (!boardRulesReady(shaped.value.variant)) return { ok: false, error: { kind: 'puzzle-data' } };
    const run = runBoard(shaped.value);
    if (!run.ok) return refused(run.error);
    return steps && run.value.turns.length === 0 ? { ok: false, error: { kind: 'no-steps' } } : { ok: true, value: null };
  } catch (e) {
    // The engine reports problems as values; this guard only keeps a hostile input from blanking the frame.
    return refused({ at: [], path: '', code: 'invalid-value', params: {}, message: String(e) });
  }
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
/** The kinds the curated Anniversary puzzles come in. */
const KINDS = ['where', 'who-takes', 'special'];

/**
 * An Anniversary puzzle file: question and answer of one kind, the scenario replayed by the engine.
 * where and who-takes hold the turn asked about; special holds none (the answer is the play).
 */
export function checkSpecialPuzzle(json: unknown): Checked<Puzzle> {
  const damaged = { ok: false, error: { kind: 'puzzle-data' } } as const;
  if (!isObj(json) || !isObj(json.question) || !isObj(json.answer) || typeof json.id !== 'string') return damaged;
  const kind = json.question.kind;
  if (!KINDS.includes(kind as string) || json.answer.kind !== kind || json.kind !== kind) return damaged;
  const q = json.question;
  if (kind === 'special' && !(typeof q.player === 'string' && Array.isArray(q.hand) && Array.isArray(q.specials) && isObj(q.shown) && isObj(json.answer.special))) return damaged;
  if (kind === 'where' && !Array.isArray(q.placements)) return damaged;
  if (kind === 'who-takes' && !(Array.isArray(q.players) && isObj(json.answer.bullheads))) return damaged;
  const checked = checkSpecialScenario(json.scenario, kind !== 'special');
  return checked.ok ? { ok: true, value: json as unknown as Puzzle } : checked;
}
