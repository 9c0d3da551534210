// Bytes through the platform's (de)compression streams with a cap on the output, and output
// chunks joined into one array: shared by the fragment codec and the old browsers' inflate.

/** `bytes` through `stream`; 'too-large' as soon as the output passes `limit` bytes. */
export async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, limit: number): Promise<Uint8Array | 'too-large'> {
  const writer = stream.writable.getWriter();
  // Errors surface on the reader; the writer's promises must not reject unhandled.
  writer.write(bytes as Uint8Array<ArrayBuffer>).catch(() => {});
  writer.close().catch(() => {});
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      reader.cancel().catch(() => {});
      return 'too-large';
    }
    chunks.push(value);
  }
  return joinChunks(chunks, size);
}

/** Chunks of output, `size` bytes in all, as one array. */
export function joinChunks(chunks: readonly Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
