// Raw inflate in plain JavaScript, for browsers without DecompressionStream (Safari before 16.4,
// still on many school iPads). decode.ts loads this only there, so other readers never fetch it.
import { Inflate } from 'fflate';
import { joinChunks } from './bytes.ts';

/** deflate-raw bytes back to the original bytes; 'too-large' past `limit`, null when not deflate data. */
export function inflateRaw(bytes: Uint8Array, limit: number): Uint8Array | 'too-large' | null {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let tooLarge = false;
  const inflater = new Inflate((chunk) => {
    size += chunk.length;
    if (size > limit) tooLarge = true;
    else chunks.push(chunk);
  });
  try {
    // Fed in slices so that a deflate bomb stops soon after it passes the limit.
    for (let at = 0; at < bytes.length && !tooLarge; at += 1024) inflater.push(bytes.subarray(at, at + 1024), at + 1024 >= bytes.length);
  } catch {
    return tooLarge ? 'too-large' : null;
  }
  return tooLarge ? 'too-large' : joinChunks(chunks, size);
}
