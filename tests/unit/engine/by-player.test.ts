import { describe, expect, it } from 'vitest';
import { byPlayer, ofPlayer } from '../../../src/engine/types.ts';

describe('per-player tables', () => {
  it('inherit nothing: prototype names are plain keys, absent ones read as undefined', () => {
    const t = byPlayer<number>({ A: 1 });
    t['__proto__'] = 7;
    t['constructor'] = 8;
    expect(Object.keys(t)).toEqual(['A', '__proto__', 'constructor']);
    expect(t['__proto__']).toBe(7);
    expect(t['toString']).toBeUndefined();
    expect(ofPlayer(t, 'hasOwnProperty')).toBeUndefined();
    expect(ofPlayer(t, 'constructor')).toBe(8);
  });

  it('copy own entries, a __proto__ entry included, from a table or from pairs', () => {
    const parsed = JSON.parse('{"__proto__": 3, "B": 4}') as Record<string, number>;
    expect(Object.entries(byPlayer(parsed))).toEqual([['__proto__', 3], ['B', 4]]);
    expect(Object.entries(byPlayer([['__proto__', 5]]))).toEqual([['__proto__', 5]]);
  });
});
