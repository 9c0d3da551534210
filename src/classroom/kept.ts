// The result codes a teacher pasted for a set, kept on this device (localStorage) so that a reload
// or a closed tab loses none of the class's codes. One entry per set, the pasted text as it was:
// whatever it holds is read line by line like a fresh paste, so text that is no code (an old or
// damaged entry) is named line by line and stays in the field, never dropped unseen.
import { setKey, type ClassSet } from './codes.ts';

const STORE = 'bullheads.classroom.codes.';

/** The codes kept for this set ('' for none, or where storage is off). */
export function loadCodes(storage: Storage | null, set: ClassSet): string {
  try {
    return storage?.getItem(STORE + setKey(set)) ?? '';
  } catch {
    return '';
  }
}

/** Keeps the pasted text for this set (nothing at all once it is empty); false where the browser refuses. */
export function keepCodes(storage: Storage | null, set: ClassSet, text: string): boolean {
  try {
    if (!storage) return false;
    if (text.trim()) storage.setItem(STORE + setKey(set), text);
    else storage.removeItem(STORE + setKey(set));
    return true;
  } catch {
    return false;
  }
}
