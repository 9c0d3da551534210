// The committed curated set: sound, complete, stable, and published unchanged.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { curatedId, curatedNumber, curatedSeed, curatedSpecial, PER_GROUP, readRetired } from '../../../scripts/build-puzzles.ts';
import { ALL_VARIANT_KEYS, generate, KEY_SPECS, kindsFor, type Band, type Puzzle } from '../../../src/puzzles/index.ts';
import { expectSound } from './helpers.ts';

const load = (path: string): Puzzle[] => JSON.parse(readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8')) as Puzzle[];
const set = load('src/content/puzzles/puzzles.json');
const retired = new Set(readRetired().map((r) => r.id));
const group = (key: Puzzle['variant'], kind: Puzzle['kind']) => set.filter((p) => p.variant === key && p.kind === kind);
const published = load('public/puzzles.json');

describe('curated set', () => {
  // Per variant key, so each key's puzzles are checked once and a failure names the key.
  it.each(ALL_VARIANT_KEYS)('%s: every puzzle is sound: the stored answer is the engine\'s, unique, and every wrong answer fails check', { timeout: 60_000 }, (key) => {
    const mine = set.filter((p) => p.variant === key);
    expect(mine.length).toBeGreaterThan(0);
    let wrong = 0;
    for (const p of mine) {
      const n = expectSound(p);
      if (n === 0) expect.fail(`${p.id} has no wrong answers to try`);
      wrong += n;
    }
    expect(wrong).toBeGreaterThan(mine.length * 3);
  });

  it(`has ${PER_GROUP} puzzles per variant key and kind, with stable ids and a spread of bands`, () => {
    for (const key of ALL_VARIANT_KEYS) {
      for (const kind of kindsFor(key)) {
        const g = group(key, kind);
        expect(g.length, `${key} ${kind}`).toBe(PER_GROUP);
        let last = 0;
        for (const p of g) {
          // Numbers rise through the group; a retired number is never used again.
          const n = curatedNumber(p.id);
          expect(n).toBeGreaterThan(last);
          last = n;
          expect(p.id).toBe(curatedId(key, kind, n));
          expect(retired.has(p.id)).toBe(false);
          expect(p.seed).toBe(curatedSeed(key, kind, n));
          expect(p.scenario.variant).toBe(KEY_SPECS[key].variant);
        }
        const bands = new Set(g.map((p) => p.difficulty.band));
        expect(bands.size, `${key} ${kind} bands`).toBeGreaterThanOrEqual(2);
      }
    }
    expect(new Set(set.map((p) => p.id)).size).toBe(set.length);
    expect(ALL_VARIANT_KEYS.reduce((n, key) => n + kindsFor(key).length * PER_GROUP, 0)).toBe(set.length);
    for (const p of set) expect(p.id).toMatch(/^[a-z0-9-]+-(where|who-takes|safe-card|which-row|special)-\d{4}$/);
  });

  it('rebuilding from the seeds gives the same puzzles (a sample of every group)', { timeout: 60_000 }, () => {
    for (const key of ALL_VARIANT_KEYS) {
      for (const kind of kindsFor(key)) {
        for (const n of group(key, kind).slice(0, 3).map((p) => curatedNumber(p.id))) {
          const band = (['easy', 'medium', 'hard'] as const)[n % 3] as Band;
          const again = generate(key, kind, curatedSeed(key, kind, n), { band, id: curatedId(key, kind, n), ...curatedSpecial(key, n) });
          expect(again).toEqual(set.find((p) => p.id === curatedId(key, kind, n)));
        }
      }
    }
  });

  it('public/puzzles.json is the same list without the generator seed', () => {
    expect(published.length).toBe(set.length);
    published.forEach((p, i) => {
      const { seed: _seed, ...rest } = set[i] as Puzzle;
      expect(p).toEqual(rest);
      expect(Object.keys(p)).toEqual(['id', 'variant', 'kind', 'difficulty', 'themes', 'scenario', 'question', 'answer', ...('reason' in p ? ['reason'] : [])]);
    });
  });

  it('ratings lie on the scale and bands match them', () => {
    for (const p of set) {
      expect(p.difficulty.rating).toBeGreaterThanOrEqual(800);
      expect(p.difficulty.rating).toBeLessThanOrEqual(2400);
      const band = p.difficulty.rating < 1250 ? 'easy' : p.difficulty.rating < 1700 ? 'medium' : 'hard';
      expect(p.difficulty.band).toBe(band);
    }
  });
});
