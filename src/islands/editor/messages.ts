// The editor's strings: its own teach.editor.* keys, the engine's errors (the error catalog) and the board's (preview, captions, decisions).
import type { en as teach } from '../../i18n/teach/en.ts';
import { format, type Params } from '../../i18n/format.ts';
import type { VariantNameKey } from '../../i18n/variant-names.ts';
import type { EngineErrorKey } from '../../i18n/errors/keys.ts';
import type { BOARD_KEYS } from '../board/keys.ts';
import type { SpecialCaptionKey } from '../board/special-captions.ts';
import type { SPECIAL_PLAY_KEYS } from '../board/special-play.ts';

/** Its own keys, the variants' names and the engine's errors as the error catalog words them. */
export type EditorKey = Extract<keyof typeof teach, `teach.editor.${string}`> | VariantNameKey | EngineErrorKey;
/** The example board's keys (preview, worksheet, special cards) and a special card's play in words. */
export type BoardKey = (typeof BOARD_KEYS | typeof SPECIAL_PLAY_KEYS)[number] | SpecialCaptionKey;
export type EditorMessages = Record<EditorKey | BoardKey, string>;

/** A translator over the island's messages. */
export const translator = (m: EditorMessages) => (key: EditorKey | BoardKey, params?: Params) => format(m[key], params);
export type T = ReturnType<typeof translator>;
