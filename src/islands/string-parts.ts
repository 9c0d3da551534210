// Which UI strings each island needs, as a few parts per language. Read by the build only: the
// endpoint that writes /strings/<lang>/<part>.json and the server render of the islands
// (strings.ts imports this module only where import.meta.env.SSR holds, so no bundle carries it).
import { BOARD_KEYS } from './board/keys.ts';
import { SPECIAL_CAPTION_KEYS } from './board/special-captions.ts';
import { SPECIAL_NAME_KEYS } from './board/special-names.ts';
import { SPECIAL_PLAY_KEYS } from './board/special-play.ts';
import { EMBED_KEYS } from './embed/keys.ts';
import type { EditorKey } from './editor/messages.ts';
import { SHARED_KEYS } from './trainer/text.ts';
import { TURNIER_SHEET_KEYS } from './TurnierSheet.tsx';
import { en as teach } from '../i18n/teach/en.ts';
import { en as trainer } from '../i18n/trainer/en.ts';
import { VARIANT_NAME_KEYS } from '../i18n/variant-names.ts';
import { ENGINE_ERROR_KEYS } from '../i18n/errors/keys.ts';
import { pickMessages, type Lang, type MessageKey } from '../i18n/index.ts';

/** What a board with special cards shows beyond the core board: the cards' names, a player's special cards in hand. */
const SPECIAL_BOARD_KEYS = [...SPECIAL_NAME_KEYS, 'board.special.card', 'board.special.hands', 'board.special.handsNone', 'board.special.noTry'] as const;

const editorKeys = (Object.keys(teach) as (keyof typeof teach)[]).filter((k): k is Extract<EditorKey, keyof typeof teach> => k.startsWith('teach.editor.'));

export const PART_KEYS = {
  /** The board of every variant, wherever one is shown: rulebook, trainer, editor; with special cards' names and captions. */
  board: [...BOARD_KEYS, ...SPECIAL_BOARD_KEYS, ...SPECIAL_CAPTION_KEYS],
  trainer: [...(Object.keys(trainer) as (keyof typeof trainer)[]), ...SHARED_KEYS, ...SPECIAL_NAME_KEYS, ...VARIANT_NAME_KEYS],
  editor: [...editorKeys, ...ENGINE_ERROR_KEYS, ...SPECIAL_PLAY_KEYS, ...VARIANT_NAME_KEYS],
  embed: EMBED_KEYS,
  turnier: TURNIER_SHEET_KEYS,
} satisfies Record<string, readonly MessageKey[]>;

export type StringPart = keyof typeof PART_KEYS;
export const STRING_PARTS = Object.keys(PART_KEYS) as StringPart[];

/** One part of one language's catalog, as the island receives it. */
export function partStrings(lang: Lang, part: StringPart): Record<string, string> {
  return pickMessages(lang, PART_KEYS[part]);
}
