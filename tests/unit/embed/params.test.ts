// The embed's URL parameters: sources, options, defaults and the errors for bad values.
import { describe, expect, it } from 'vitest';
import { embedQuery, parseParams } from '../../../src/embed/params.ts';

describe('embed parameters', () => {
  it('reads an example with the defaults', () => {
    expect(parseParams('?example=basic-figures', '')).toEqual({
      ok: true,
      value: { source: { kind: 'example', id: 'basic-figures' }, step: 1, captions: true, controls: true, autoplay: 0, hints: true, theme: 'auto', edit: true },
    });
  });

  it('returns the source\'s error before reading any option', () => {
    expect(parseParams('?step=abc', '')).toEqual({ ok: false, error: { code: 'no-source', params: {} } });
  });

  it('shows the edit link on boards and hides it on puzzles (it would give the answer away), unless told', () => {
    expect(parseParams('?step=2', 'v1.x')).toMatchObject({ ok: true, value: { edit: true } });
    expect(parseParams('?example=tip-1&edit=0', '')).toMatchObject({ ok: true, value: { edit: false } });
    expect(parseParams('?puzzle=basic-where-0001', '')).toMatchObject({ ok: true, value: { edit: false } });
    expect(parseParams('?puzzle=basic-where-0001&edit=1', '')).toMatchObject({ ok: true, value: { edit: true } });
  });

  it('reads every option', () => {
    const r = parseParams('?example=tip-1&step=4&captions=off&controls=0&autoplay=2.5&hints=no&theme=dark', '');
    expect(r).toEqual({ ok: true, value: { source: { kind: 'example', id: 'tip-1' }, step: 4, captions: false, controls: false, autoplay: 2.5, hints: false, theme: 'dark', edit: true } });
    expect(parseParams('?example=tip-1&autoplay=off', '')).toMatchObject({ ok: true, value: { autoplay: 0 } });
    expect(parseParams('?example=tip-1&captions', '')).toMatchObject({ ok: true, value: { captions: true } });
  });

  it('names the source it could not read, cut short', () => {
    for (const search of ['?example=../../etc/passwd', '?example=%3Cscript%3E', '?puzzle=basic where']) {
      expect(parseParams(search, ''), search).toMatchObject({ ok: false, error: { code: 'bad-value', params: { name: search.slice(1, search.indexOf('=')) } } });
    }
    const long = parseParams(`?step=2&example=${'x'.repeat(500)}`, '');
    expect(long.ok).toBe(false);
    if (!long.ok) expect(long.error.params.value?.length).toBeLessThanOrEqual(41);
  });

  it('never lets an option hide a valid board: unreadable values keep the default, numbers out of range are clamped', () => {
    const defaults = { step: 1, captions: true, controls: true, autoplay: 0, hints: true, theme: 'auto', edit: false };
    // The QA's address: the step past any board's end stays for the board to clamp to its last step, autoplay goes to its maximum.
    expect(parseParams('?puzzle=basic-where-0004&step=999&autoplay=9999', '')).toEqual({
      ok: true, value: { ...defaults, source: { kind: 'puzzle', id: 'basic-where-0004' }, step: 999, autoplay: 60 },
    });
    const cases: [string, Partial<typeof defaults>][] = [
      ['step=0', { step: 1 }], ['step=-4', { step: 1 }], ['step=abc', { step: 1 }], ['step=', { step: 1 }], ['step=100000', { step: 9999 }], ['step=2.7', { step: 2 }],
      ['autoplay=0.5', { autoplay: 1 }], ['autoplay=61', { autoplay: 60 }], ['autoplay=soon', { autoplay: 0 }], ['autoplay=-2', { autoplay: 0 }], ['autoplay=0', { autoplay: 0 }],
      ['captions=maybe', { captions: true }], ['controls=2', { controls: true }], ['hints=constructor', { hints: true }], ['edit=please', { edit: false }],
      ['theme=pink', { theme: 'auto' }], ['theme=toString', { theme: 'auto' }],
    ];
    for (const [option, value] of cases) {
      expect(parseParams(`?puzzle=basic-where-0004&${option}`, ''), option).toEqual({ ok: true, value: { ...defaults, source: { kind: 'puzzle', id: 'basic-where-0004' }, ...value } });
    }
    // An unreadable value keeps the default of what is shown: a board's edit link stays on.
    expect(parseParams('?example=tip-1&edit=please&captions=nein', '')).toMatchObject({ ok: true, value: { edit: true, captions: true } });
  });

  it('ignores parameters it does not know (sites add their own)', () => {
    expect(parseParams('?example=tip-1&utm_source=blog&fbclid=1', '')).toMatchObject({ ok: true });
  });

  it('builds a query that reads back to the same options', () => {
    const q = embedQuery({ kind: 'seed', key: 'profi', puzzleKind: 'where', seed: 7 }, { step: 2, captions: false, autoplay: 3, theme: 'light', edit: true });
    expect(parseParams(q, '')).toEqual({ ok: true, value: { source: { kind: 'seed', key: 'profi', puzzleKind: 'where', seed: 7 }, step: 2, captions: false, controls: true, autoplay: 3, hints: true, theme: 'light', edit: true } });
    expect(embedQuery({ kind: 'example', id: 'tip-1' }, { edit: true })).toBe('?example=tip-1');
    expect(embedQuery({ kind: 'example', id: 'tip-1' })).toBe('?example=tip-1');
  });
});
