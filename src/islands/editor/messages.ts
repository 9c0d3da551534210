// The editor's strings: its own teach.editor.* keys plus the board's (preview, captions, decisions).
import type { en as teach } from '../../i18n/teach/en.ts';
import { format, type Params } from '../../i18n/format.ts';
import { BOARD_KEYS } from '../ExampleBoard.tsx';

export type EditorKey = Extract<keyof typeof teach, `teach.editor.${string}`>;
export type BoardKey = (typeof BOARD_KEYS)[number];
export type EditorMessages = Record<EditorKey | BoardKey, string>;

/** A translator over the island's messages. */
export const translator = (m: EditorMessages) => (key: EditorKey | BoardKey, params?: Params) => format(m[key], params);
export type T = ReturnType<typeof translator>;
