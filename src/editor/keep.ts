// The teacher's board is kept in this browser (localStorage) after every change, so a reload or a
// closed tab loses nothing. A stored board goes through the same shape check as a loaded file.
import { checkShape } from '../engine/scenario-shape.ts';
import type { Scenario } from '../engine/scenario-types.ts';

export const EDITOR_STORAGE_KEY = 'bullheads.editor.v1';
/** The board the last load replaced, kept beside it: a board opened from a link must not cost the teacher's own on a reload. */
export const PREVIOUS_STORAGE_KEY = 'bullheads.editor.previous.v1';

/** The board kept last time (or the previous one, by its key), or null (none, unreadable, or no longer a scenario). */
export function restoreBoard(storage: Pick<Storage, 'getItem'> | null, key = EDITOR_STORAGE_KEY): Scenario | null {
  try {
    const text = storage?.getItem(key);
    if (!text) return null;
    const shape = checkShape(JSON.parse(text) as unknown);
    return shape.ok ? shape.value : null;
  } catch {
    return null;
  }
}

/** Keep the board; false when the browser refuses (private mode, storage full or blocked). */
export function keepBoard(storage: Pick<Storage, 'setItem'> | null, scenario: Scenario, key = EDITOR_STORAGE_KEY): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(scenario));
    return true;
  } catch {
    return false;
  }
}
