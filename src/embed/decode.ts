// Reading the fragment codec (codec.ts writes it): a scenario travels in the URL fragment
// (never sent to a server) as "v1." + base64url(deflate-raw(UTF-8 JSON)). Pure apart from the
// platform's DecompressionStream (browsers and Node 18+). Every failure is a value.
import { pipe } from './bytes.ts';

export const FRAGMENT_VERSION = 1;
export const PREFIX = `v${FRAGMENT_VERSION}.`;
/** The longest fragment the embed accepts (characters after '#'). */
export const MAX_FRAGMENT = 16 * 1024;
/** The largest JSON text a fragment may inflate to: a cap against deflate bombs. */
export const MAX_JSON = 256 * 1024;

export type CodecErrorCode = 'empty' | 'too-long' | 'foreign' | 'version' | 'base64' | 'truncated' | 'inflate' | 'too-large' | 'json';
export interface CodecError {
  readonly code: CodecErrorCode;
  readonly params: Readonly<Record<string, string | number>>;
}
export type Decoded = { ok: true; value: unknown } | { ok: false; error: CodecError };

const fail = (code: CodecErrorCode, params: Record<string, string | number> = {}): Decoded => ({ ok: false, error: { code, params } });

function fromBase64Url(text: string): Uint8Array | 'truncated' | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  // Base64 never ends one character into a group of four: the link was cut there.
  if (text.length % 4 === 1) return 'truncated';
  try {
    const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const out = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}

/** A fragment (with or without '#') back to parsed JSON, or what is wrong with it. */
export async function decodeFragment(fragment: string): Promise<Decoded> {
  const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (text.length > MAX_FRAGMENT) return fail('too-long', { length: text.length, max: MAX_FRAGMENT });
  if (text === '') return fail('empty');
  const version = /^v(\d{1,6})\./.exec(text);
  // "#v" or "#v1": a link cut right after its start; anything else without "v<n>." was never one of ours.
  if (!version) return fail(/^v\d{0,6}$/.test(text) ? 'truncated' : 'foreign');
  if (Number(version[1]) !== FRAGMENT_VERSION) return fail('version', { version: Number(version[1]) });
  const bytes = fromBase64Url(text.slice(version[0].length));
  if (bytes === 'truncated' || bytes?.length === 0) return fail('truncated');
  if (!bytes) return fail('base64');
  let raw: Uint8Array | 'too-large';
  try {
    if (typeof DecompressionStream === 'function') raw = await pipe(bytes, new DecompressionStream('deflate-raw'), MAX_JSON);
    else {
      // Old browsers (Safari before 16.4): a JavaScript inflate, fetched only by them.
      const fallback = await import(/* @lazy-chunk */ './inflate-fallback.ts');
      const inflated = fallback.inflateRaw(bytes, MAX_JSON);
      if (inflated === null) return fail('inflate');
      raw = inflated;
    }
  } catch {
    return fail('inflate'); // truncated or not deflate data (or the fallback could not be fetched)
  }
  if (raw === 'too-large') return fail('too-large', { max: MAX_JSON });
  let json: string;
  try {
    json = new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    return fail('json');
  }
  try {
    return { ok: true, value: JSON.parse(json) as unknown };
  } catch {
    return fail('json');
  }
}
