// The fragment codec: a scenario travels in the URL fragment (never sent to a server) as
// "v1." + base64url(deflate-raw(UTF-8 JSON)). Writing lives here, reading in decode.ts, so the
// embed page loads only the reading half (the editor loads both).
import { pipe } from './bytes.ts';
import { PREFIX } from './decode.ts';

export { decodeFragment, FRAGMENT_VERSION, MAX_FRAGMENT, MAX_JSON, type CodecError, type CodecErrorCode, type Decoded } from './decode.ts';

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A value (a scenario) as a fragment, without the leading '#'. */
export async function encodeFragment(value: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const packed = await pipe(bytes, new CompressionStream('deflate-raw'), Infinity);
  return PREFIX + toBase64Url(packed as Uint8Array);
}

