// The editor's strings: its own teach.editor.* keys plus the board's (preview, captions, decisions).
import type { en as teach } from '../../i18n/teach/en.ts';
import { format, type Params } from '../../i18n/format.ts';
import type { VariantNameKey } from '../../i18n/variant-names.ts';
import { BOARD_KEYS } from '../ExampleBoard.tsx';
import type { JUBILAEUM_BOARD_KEYS, SPECIAL_CAPTION_KEYS } from '../board/special-run.ts';
import type { SPECIAL_PLAY_KEYS } from '../board/special-play.ts';

export type EditorKey = Extract<keyof typeof teach, `teach.editor.${string}`> | VariantNameKey;
/** The example board's keys, and the Anniversary board's (preview, worksheet, special card names). */
export type BoardKey = (typeof BOARD_KEYS | typeof JUBILAEUM_BOARD_KEYS | typeof SPECIAL_CAPTION_KEYS | typeof SPECIAL_PLAY_KEYS)[number];
export type EditorMessages = Record<EditorKey | BoardKey, string>;

/** A translator over the island's messages. */
export const translator = (m: EditorMessages) => (key: EditorKey | BoardKey, params?: Params) => format(m[key], params);
export type T = ReturnType<typeof translator>;
