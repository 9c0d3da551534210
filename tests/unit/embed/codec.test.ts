// The fragment codec: round trip, version prefix, size limits, truncation and garbage.
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeFragment, encodeFragment, MAX_FRAGMENT, MAX_JSON } from '../../../src/embed/codec.ts';

const scenario = { variant: 'basic', players: ['Anna', 'Ben'], rows: [[3], [20], [40], [60]], turns: [{ plays: { Anna: 25, Ben: 61 } }] };
const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

describe('fragment codec', () => {
  it('round-trips a scenario, with or without the #', async () => {
    const fragment = await encodeFragment(scenario);
    expect(fragment).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(await decodeFragment(fragment)).toEqual({ ok: true, value: scenario });
    expect(await decodeFragment(`#${fragment}`)).toEqual({ ok: true, value: scenario });
  });

  it('round-trips names outside ASCII and markup as plain data', async () => {
    const value = { ...scenario, players: ['Zoë', '<img src=x onerror=alert(1)>', '😀'] };
    expect(await decodeFragment(await encodeFragment(value))).toEqual({ ok: true, value });
  });

  it('is compressed: a repetitive scenario is much shorter than its JSON', async () => {
    const big = { ...scenario, turns: Array.from({ length: 50 }, () => scenario.turns[0]) };
    expect((await encodeFragment(big)).length).toBeLessThan(JSON.stringify(big).length / 4);
  });

  it('refuses an empty fragment, an unknown version and a missing prefix', async () => {
    expect(await decodeFragment('')).toMatchObject({ ok: false, error: { code: 'empty' } });
    expect(await decodeFragment('#')).toMatchObject({ ok: false, error: { code: 'empty' } });
    const body = (await encodeFragment(scenario)).slice(3);
    expect(await decodeFragment(`v2.${body}`)).toMatchObject({ ok: false, error: { code: 'version', params: { version: 2 } } });
    expect(await decodeFragment(body)).toMatchObject({ ok: false, error: { code: 'foreign' } });
  });

  it('refuses a fragment longer than 16 KB before decoding it', async () => {
    expect(MAX_FRAGMENT).toBe(16 * 1024);
    const long = `v1.${'A'.repeat(MAX_FRAGMENT)}`;
    expect(await decodeFragment(long)).toMatchObject({ ok: false, error: { code: 'too-long', params: { length: long.length, max: MAX_FRAGMENT } } });
    // Exactly at the limit is still read (and here fails later, as garbage).
    const atLimit = `v1.${'A'.repeat(MAX_FRAGMENT - 3)}`;
    const read = await decodeFragment(atLimit);
    expect(read.ok ? '' : read.error.code).not.toBe('too-long');
  });

  it('refuses a deflate bomb that unpacks past the JSON limit', async () => {
    const bomb = `v1.${b64url(deflateRawSync(Buffer.from(`[${'0,'.repeat(MAX_JSON)}0]`)))}`;
    expect(bomb.length).toBeLessThan(MAX_FRAGMENT);
    expect(await decodeFragment(bomb)).toMatchObject({ ok: false, error: { code: 'too-large' } });
  });

  it('says a truncated fragment is cut off, wherever it was cut (never "bad characters")', async () => {
    const fragment = await encodeFragment({ ...scenario, note: 'x'.repeat(300) });
    for (let cut = 1; cut < fragment.length; cut++) {
      const result = await decodeFragment(fragment.slice(0, cut));
      expect(result.ok, `cut at ${cut}`).toBe(false);
      if (!result.ok) expect(['truncated', 'inflate'], `cut at ${cut}`).toContain(result.error.code);
    }
    // One character into a group of four: base64 cannot end there.
    expect(await decodeFragment(fragment.slice(0, 3 + 4 * 5 + 1))).toMatchObject({ ok: false, error: { code: 'truncated' } });
  });

  it('refuses characters outside base64url, bad UTF-8 and data that is not JSON', async () => {
    expect(await decodeFragment('v1.abc$def')).toMatchObject({ ok: false, error: { code: 'base64' } });
    expect(await decodeFragment('v1.<script>')).toMatchObject({ ok: false, error: { code: 'base64' } });
    expect(await decodeFragment(`v1.${b64url(new Uint8Array([1, 2, 3, 4, 5]))}`)).toMatchObject({ ok: false });
    expect(await decodeFragment(`v1.${b64url(deflateRawSync(Buffer.from([0xff, 0xfe, 0x00])))}`)).toMatchObject({ ok: false, error: { code: 'json' } });
    expect(await decodeFragment(`v1.${b64url(deflateRawSync(Buffer.from('{"variant":')))}`)).toMatchObject({ ok: false, error: { code: 'json' } });
  });
});
