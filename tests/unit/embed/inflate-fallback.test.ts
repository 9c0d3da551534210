// Browsers without DecompressionStream (old Safari) read the fragment with a JavaScript inflate:
// the same values and the same refusals as the platform's decoder.
import { deflateRawSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeFragment, encodeFragment, MAX_JSON } from '../../../src/embed/codec.ts';
import { inflateRaw } from '../../../src/embed/inflate-fallback.ts';

const scenario = { variant: 'basic', players: ['Zoë', 'Ben'], rows: [[3], [20], [40], [60]], turns: [{ plays: { 'Zoë': 25, Ben: 61 } }] };
const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

describe('fragment decoding without DecompressionStream', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('decodes what the editor wrote, exactly as the platform decoder does', async () => {
    const fragment = await encodeFragment(scenario);
    vi.stubGlobal('DecompressionStream', undefined);
    expect(await decodeFragment(fragment)).toEqual({ ok: true, value: scenario });
  });

  it('refuses truncated data, garbage and a deflate bomb with the same codes', async () => {
    const fragment = await encodeFragment(scenario);
    const bomb = `v1.${b64url(deflateRawSync(Buffer.from(`"${'a'.repeat(MAX_JSON + 10)}"`)))}`;
    vi.stubGlobal('DecompressionStream', undefined);
    expect(await decodeFragment(fragment.slice(0, fragment.length - 8))).toMatchObject({ ok: false, error: { code: 'inflate' } });
    expect(await decodeFragment(`v1.${b64url(new Uint8Array([0xff, 0xff, 0xff, 0xff, 0x00]))}`)).toMatchObject({ ok: false, error: { code: 'inflate' } });
    expect(await decodeFragment(bomb)).toMatchObject({ ok: false, error: { code: 'too-large', params: { max: MAX_JSON } } });
  });

  it('stops at the limit it is given', () => {
    const packed = deflateRawSync(Buffer.alloc(5000, 65));
    expect(inflateRaw(packed, 4999)).toBe('too-large');
    expect(inflateRaw(packed, 5000)).toEqual(new Uint8Array(5000).fill(65));
  });
});
