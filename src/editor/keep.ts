// The teacher's board is kept in this browser (localStorage) after every change, so a reload or a
// closed tab loses nothing. A stored board goes through the same shape check as a loaded file.
import { checkShape } from '../engine/scenario-shape.ts';
import type { Scenario } from '../engine/scenario-types.ts';

export const EDITOR_STORAGE_KEY = 'bullheads.editor.v1';

/** The board kept last time, or null (none, unreadable, or no longer a scenario). */
export function restoreBoard(storage: Pick<Storage, 'getItem'> | null): Scenario | null {
  try {
    const text = storage?.getItem(EDITOR_STORAGE_KEY);
    if (!text) return null;
    const shape = checkShape(JSON.parse(text) as unknown);
    return shape.ok ? shape.value : null;
  } catch {
    return null;
  }
}

/** Keep the board; false when the browser refuses (private mode, storage full or blocked). */
export function keepBoard(storage: Pick<Storage, 'setItem'> | null, scenario: Scenario): boolean {
  if (!storage) return false;
  try {
    storage.setItem(EDITOR_STORAGE_KEY, JSON.stringify(scenario));
    return true;
  } catch {
    return false;
  }
}
