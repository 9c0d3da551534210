// A teacher's own puzzles, built in the editor ("Open as puzzle"), for classroom sets. The editor
// hands one over in a link to the classroom page (#add.<fragment>); the classroom page keeps it
// on this device (localStorage) and, once picked, carries it whole inside the set's link, since
// no server knows it. Its answer is never taken from a link: the puzzles' solver works it out
// again, so a damaged or edited link cannot make a wrong answer right.
import { decodeFragment, encodeFragment } from '../embed/codec.ts';
import { parseScenario } from '../engine/replay.ts';
import { puzzleOf } from '../editor/puzzle.ts';
import { solve } from '../puzzles/solve.ts';
import type { Puzzle, Question } from '../puzzles/types.ts';
import { VARIANTS } from '../engine/variants.ts';

/** What the editor hands over: a position and its question (the answer is the solver's). */
export interface OwnDraft {
  readonly scenario: Puzzle['scenario'];
  readonly question: Question;
}

/** An own puzzle: ids `own-1`, `own-2`… on this device; no seed, rating or themes of its own. */
export type OwnPuzzle = Puzzle;

export const OWN_PREFIX = 'own-';
export const MAX_OWN = 30;
const STORE = 'bullheads.classroom.own';
/** The fragment that hands a puzzle from the editor to the classroom page. */
export const ADD_PREFIX = 'add.';

/** The draft as a puzzle with its answer, or null when it is no where / who-takes puzzle the solver can answer. */
export function ownPuzzle(id: string, draft: unknown): OwnPuzzle | null {
  const d = draft as Partial<OwnDraft> | null;
  if (typeof d !== 'object' || d === null) return null;
  const scenario = parseScenario(d.scenario);
  const q = d.question as Question | undefined;
  if (!scenario.ok || VARIANTS[scenario.value.variant].specialCards || !q || (q.kind !== 'where' && q.kind !== 'who-takes')) return null;
  let solved: ReturnType<typeof solve>;
  try {
    solved = solve({ scenario: scenario.value, question: q });
  } catch {
    return null; // a question whose parts do not fit its position
  }
  if (!solved) return null;
  return puzzleOf(id, { scenario: scenario.value, question: q, answer: solved.answer });
}

/** The part of a puzzle a link carries: its position and question. */
export const draftOf = (p: OwnDraft): OwnDraft => ({ scenario: p.scenario, question: p.question });

/** The editor's link to the classroom page that adds this puzzle (relative to the editor's page). */
export async function addLink(draft: OwnDraft): Promise<string> {
  return `../classroom/#${ADD_PREFIX}${await encodeFragment(draftOf(draft))}`;
}

/** A fragment from the editor back to its draft, or null. */
export async function readAddFragment(fragment: string): Promise<OwnPuzzle | null> {
  if (!fragment.startsWith(ADD_PREFIX)) return null;
  const decoded = await decodeFragment(fragment.slice(ADD_PREFIX.length));
  return decoded.ok ? ownPuzzle(`${OWN_PREFIX}0`, decoded.value) : null;
}

/** The own puzzles kept on this device; nothing (rather than an error) where storage is off or damaged. */
export function loadOwn(storage: Storage | null): OwnPuzzle[] {
  try {
    const list: unknown = JSON.parse(storage?.getItem(STORE) ?? '[]');
    if (!Array.isArray(list)) return [];
    return list.flatMap((item: { id?: unknown }) => {
      const p = typeof item?.id === 'string' && item.id.startsWith(OWN_PREFIX) ? ownPuzzle(item.id, item) : null;
      return p ? [p] : [];
    });
  } catch {
    return [];
  }
}

function store(storage: Storage | null, list: readonly OwnPuzzle[]): void {
  try {
    storage?.setItem(STORE, JSON.stringify(list.map((p) => ({ id: p.id, ...draftOf(p) }))));
  } catch {
    // Storage full or off: the puzzle still goes into this set, it is just not kept for later.
  }
}

/** Keeps a puzzle (the same position and question only once) and gives it its id; the newest first. */
export function keepOwn(storage: Storage | null, puzzle: OwnPuzzle): { list: OwnPuzzle[]; kept: OwnPuzzle } {
  const list = loadOwn(storage);
  const same = JSON.stringify(draftOf(puzzle));
  const found = list.find((p) => JSON.stringify(draftOf(p)) === same);
  if (found) return { list, kept: found };
  const next = Math.max(0, ...list.map((p) => Number(p.id.slice(OWN_PREFIX.length)) || 0)) + 1;
  const kept = { ...puzzle, id: `${OWN_PREFIX}${next}` };
  const updated = [kept, ...list].slice(0, MAX_OWN);
  store(storage, updated);
  return { list: updated, kept };
}

export function forgetOwn(storage: Storage | null, id: string): OwnPuzzle[] {
  const list = loadOwn(storage).filter((p) => p.id !== id);
  store(storage, list);
  return list;
}
