// The embed's URL parameters: sources, options, defaults and the errors for bad values.
import { describe, expect, it } from 'vitest';
import { embedQuery, parseParams } from '../../../src/embed/params.ts';

describe('embed parameters', () => {
  it('reads an example with the defaults', () => {
    expect(parseParams('?example=basic-figures', false)).toEqual({
      ok: true,
      value: { source: { kind: 'example', id: 'basic-figures' }, step: 1, captions: true, controls: true, autoplay: 0, hints: true, theme: 'auto' },
    });
  });

  it('reads puzzles by id and by seed', () => {
    expect(parseParams('puzzle=basic-where-0001', false)).toMatchObject({ ok: true, value: { source: { kind: 'puzzle', id: 'basic-where-0001' } } });
    expect(parseParams('?puzzle=seed:basic:where:12345', false)).toMatchObject({ ok: true, value: { source: { kind: 'seed', key: 'basic', puzzleKind: 'where', seed: 12345 } } });
    expect(parseParams('?puzzle=seed:seven-nimmt:which-row:0', false)).toMatchObject({ ok: true, value: { source: { kind: 'seed', key: 'seven-nimmt', puzzleKind: 'which-row', seed: 0 } } });
  });

  it('refuses malformed seeds and seeds beyond 32 bits (unknown keys and kinds: see load.test.ts)', () => {
    for (const bad of ['seed:basic:where:4294967296', 'seed:basic:where:-1', 'seed:basic:where:', 'seed:Basic:where:1', 'seed:basic:where:1:2', 'seed::where:1']) {
      expect(parseParams(`?puzzle=${encodeURIComponent(bad)}`, false), bad).toMatchObject({ ok: false, error: { code: 'bad-value', params: { name: 'puzzle' } } });
    }
  });

  it('takes the fragment as the source when no example or puzzle is named', () => {
    expect(parseParams('?step=3', true)).toMatchObject({ ok: true, value: { source: { kind: 'fragment' }, step: 3 } });
    expect(parseParams('', false)).toEqual({ ok: false, error: { code: 'no-source', params: {} } });
    expect(parseParams('?example=a&puzzle=b', true)).toEqual({ ok: false, error: { code: 'two-sources', params: {} } });
  });

  it('reads every option', () => {
    const r = parseParams('?example=tip-1&step=4&captions=off&controls=0&autoplay=2.5&hints=no&theme=dark', false);
    expect(r).toEqual({ ok: true, value: { source: { kind: 'example', id: 'tip-1' }, step: 4, captions: false, controls: false, autoplay: 2.5, hints: false, theme: 'dark' } });
    expect(parseParams('?example=tip-1&autoplay=off', false)).toMatchObject({ ok: true, value: { autoplay: 0 } });
    expect(parseParams('?example=tip-1&captions', false)).toMatchObject({ ok: true, value: { captions: true } });
  });

  it('names the parameter and the value it could not read, cut short', () => {
    const cases: [string, string][] = [
      ['?example=tip-1&step=0', 'step'], ['?example=tip-1&step=abc', 'step'], ['?example=tip-1&step=100000', 'step'],
      ['?example=tip-1&captions=maybe', 'captions'], ['?example=tip-1&autoplay=0.5', 'autoplay'], ['?example=tip-1&autoplay=61', 'autoplay'],
      ['?example=tip-1&theme=pink', 'theme'], ['?example=../../etc/passwd', 'example'], ['?example=%3Cscript%3E', 'example'],
    ];
    for (const [search, name] of cases) expect(parseParams(search, false), search).toMatchObject({ ok: false, error: { code: 'bad-value', params: { name } } });
    const long = parseParams(`?theme=${'x'.repeat(500)}&example=a`, false);
    expect(long.ok).toBe(false);
    if (!long.ok) expect(long.error.params.value?.length).toBeLessThanOrEqual(41);
  });

  it('ignores parameters it does not know (sites add their own)', () => {
    expect(parseParams('?example=tip-1&utm_source=blog&fbclid=1', false)).toMatchObject({ ok: true });
  });

  it('builds a query that reads back to the same options', () => {
    const q = embedQuery({ kind: 'seed', key: 'profi', puzzleKind: 'where', seed: 7 }, { step: 2, captions: false, autoplay: 3, theme: 'light' });
    expect(parseParams(q, false)).toEqual({ ok: true, value: { source: { kind: 'seed', key: 'profi', puzzleKind: 'where', seed: 7 }, step: 2, captions: false, controls: true, autoplay: 3, hints: true, theme: 'light' } });
    expect(embedQuery({ kind: 'example', id: 'tip-1' })).toBe('?example=tip-1');
  });
});
