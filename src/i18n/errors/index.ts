// The one way an error is put into words, wherever it is shown (the editor, the embed): the
// engine reports a code and its params (src/engine/types.ts); the wording is the error catalog's
// (./en.ts and its translations). An island imports only this function; the key lists that
// pages pick the strings with are in ./keys.ts.
import type { EngineError } from '../../engine/types.ts';
// Types only: a run-time import would put the special-card names' module on the embed's first load.
import type { SpecialNameMessages } from '../../islands/board/special-names.ts';
import { format, type Params } from '../format.ts';
import type { EngineErrorKey } from './keys.ts';

export type { EngineErrorKey, ErrorKey } from './keys.ts';

export type EngineErrorMessages = Readonly<Record<EngineErrorKey, string>> & SpecialNameMessages;

/** Names and values come from users: shown as text only (never markup), and cut short. */
const shown = (v: string) => (v.length > 40 ? `${v.slice(0, 40)}…` : v);

/** An engine error in the catalog's language; a special card's kind is named in that language. */
export function engineErrorText(m: EngineErrorMessages, e: EngineError): string {
  // The messages given decide which codes have a wording of their own (the list in keys.ts stays out of the islands).
  const own = `error.engine.${e.code}`;
  const key: EngineErrorKey = Object.hasOwn(m, own) ? (own as EngineErrorKey) : e.code.startsWith('special') ? 'error.engine.special' : 'error.engine.invalid-value';
  const params: Params = {};
  for (const [k, v] of Object.entries(e.params)) {
    if (typeof v === 'number') params[k] = v;
    if (typeof v === 'string') params[k] = shown(v);
  }
  if (typeof e.params.type === 'string') params.name = m[`board.special.name.${e.params.type}` as keyof SpecialNameMessages] ?? e.params.type;
  return format(m[key], params);
}
