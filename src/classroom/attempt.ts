// A student's go at a set, kept on this device (localStorage): the name and the first attempt at each
// puzzle answered so far. Phones reload a tab when the student switches to a chat app to send the
// code, so after a reload the set goes on at the next unanswered puzzle, or shows the result again;
// a puzzle answered once is never asked again. One entry per set, named by the set's own hash.
// Whatever is read back is checked; anything else (damaged, another version, more answers than the
// set has puzzles) is ignored as if nothing were kept, and left alone until the next answer replaces it.
import { answerText, MAX_NAME, readAnswer, setKey, type Answers, type ClassSet } from './codes.ts';
import type { PartValue } from '../trainer/answer.ts';

const STORE = 'bullheads.classroom.student.';
const VERSION = 1;

export interface Attempt {
  readonly name: string;
  /** The first attempt's parts, per puzzle answered, in the set's order. */
  readonly answers: Answers;
}

/** The attempt kept for this set, or null (none, damaged, or storage off). */
export function loadAttempt(storage: Storage | null, set: ClassSet): Attempt | null {
  let data: unknown;
  try {
    const text = storage?.getItem(STORE + setKey(set));
    if (!text) return null;
    data = JSON.parse(text);
  } catch {
    return null;
  }
  const { v, name, answers } = (typeof data === 'object' && data !== null ? data : {}) as { v?: unknown; name?: unknown; answers?: unknown };
  if (v !== VERSION || typeof name !== 'string' || !name.trim() || name.length > MAX_NAME) return null;
  if (!Array.isArray(answers) || answers.length > set.ids.length || !answers.every((a) => typeof a === 'string')) return null;
  const read = answers.map(readAnswer);
  return read.every((a): a is PartValue[] => a !== null) ? { name, answers: read } : null;
}

/** Keeps the attempt for this set; false where the browser refuses (the set goes on, only a reload loses it). */
export function keepAttempt(storage: Storage | null, set: ClassSet, attempt: Attempt): boolean {
  try {
    if (!storage) return false;
    storage.setItem(STORE + setKey(set), JSON.stringify({ v: VERSION, name: attempt.name, answers: attempt.answers.map(answerText) }));
    return true;
  } catch {
    return false;
  }
}

/** Forgets this set's attempt (another student starts on the same device). */
export function forgetAttempt(storage: Storage | null, set: ClassSet): void {
  try {
    storage?.removeItem(STORE + setKey(set));
  } catch {
    // Storage off: nothing was kept.
  }
}
