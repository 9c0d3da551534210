// Which board an address names, as the embed and the editor both read it.
import { describe, expect, it } from 'vitest';
import { dataPath, seedName, sourceOf } from '../../../src/embed/source.ts';

describe('the board an address names', () => {
  it('reads puzzles by id and by seed, examples by id, else the fragment', () => {
    expect(sourceOf('puzzle=basic-where-0001', '')).toEqual({ ok: true, value: { kind: 'puzzle', id: 'basic-where-0001' } });
    expect(sourceOf('?puzzle=seed:basic:where:12345', 'v1.x')).toEqual({ ok: true, value: { kind: 'seed', key: 'basic', puzzleKind: 'where', seed: 12345 } });
    expect(sourceOf('?puzzle=seed:seven-nimmt:which-row:0', '')).toEqual({ ok: true, value: { kind: 'seed', key: 'seven-nimmt', puzzleKind: 'which-row', seed: 0 } });
    expect(sourceOf('?example=rule1-basic&step=3', '')).toEqual({ ok: true, value: { kind: 'example', id: 'rule1-basic' } });
    expect(sourceOf('?step=3', 'v1.abc')).toEqual({ ok: true, value: { kind: 'fragment', fragment: 'v1.abc' } });
  });

  it('says why an address names no board: none, two, or a malformed id or seed', () => {
    expect(sourceOf('?step=3', '')).toEqual({ ok: false, error: { code: 'no-source', params: {} } });
    expect(sourceOf('?example=a&puzzle=b', 'v1.x')).toEqual({ ok: false, error: { code: 'two-sources', params: {} } });
    expect(sourceOf('?example=Rule1', '')).toEqual({ ok: false, error: { code: 'bad-value', params: { name: 'example', value: 'Rule1' } } });
    for (const bad of ['seed:basic:where:4294967296', 'seed:basic:where:-1', 'seed:basic:where:', 'seed:Basic:where:1', 'seed:basic:where:1:2', 'seed::where:1']) {
      expect(sourceOf(`?puzzle=${encodeURIComponent(bad)}`, ''), bad).toEqual({ ok: false, error: { code: 'bad-value', params: { name: 'puzzle', value: bad } } });
    }
  });

  it('writes a seed as it reads it back', () => {
    const seed = { kind: 'seed', key: 'seven-nimmt', puzzleKind: 'which-row', seed: 4294967295 } as const;
    expect(seedName(seed)).toBe('seed:seven-nimmt:which-row:4294967295');
    expect(sourceOf(`?puzzle=${seedName(seed)}`, '')).toEqual({ ok: true, value: seed });
  });

  it('knows where the build keeps what a source names', () => {
    expect(dataPath('seed', 'basic-where')).toBe('/embed-data/seeds/basic-where.json');
    expect(dataPath('puzzle', 'basic')).toBe('/puzzles/basic.json');
  });
});
