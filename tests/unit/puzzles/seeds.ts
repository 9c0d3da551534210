// Thousands of seeds per variant key and kind: every one yields a sound puzzle.
import { describe, expect, it } from 'vitest';
import { generate, kindsFor, VARIANT_KEYS, type PuzzleKind } from '../../../src/puzzles/index.ts';
import { expectSound } from './helpers.ts';

export function seedSuite(kinds: readonly PuzzleKind[], seeds: (kind: PuzzleKind) => number): void {
  for (const kind of kinds) {
    describe(kind, () => {
      for (const key of VARIANT_KEYS) {
        if (!kindsFor(key).includes(kind)) continue;
        const n = seeds(kind);
        it(`${key}: ${n} seeds, each a sound puzzle`, { timeout: 60_000 }, () => {
          const themes = new Set<string>();
          for (let s = 1; s <= n; s++) {
            const p = generate(key, kind, s);
            if (!p) expect.fail(`${key} ${kind} seed ${s}: no puzzle`);
            expect(p.variant).toBe(key);
            expect(p.kind).toBe(kind);
            expect(p.seed).toBe(s);
            expectSound(p);
            for (const t of p.themes) themes.add(t);
          }
          expect(themes.size).toBeGreaterThan(0);
        });
      }
    });
  }
}
