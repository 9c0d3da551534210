// Thousands of seeds per variant key and kind: every one yields a sound puzzle.
import { describe, expect, it } from 'vitest';
import { SPECIAL_TYPES, VARIANTS } from '../../../src/engine/index.ts';
import { ALL_VARIANT_KEYS, generate, kindsFor, SPECIAL_THEME, type PuzzleKind, type VariantKey } from '../../../src/puzzles/index.ts';
import { expectSound } from './helpers.ts';

/**
 * Themes random seeds must bring up in a variant with special cards: every card in the turn puzzles;
 * the special kind needs the card asked for to reach the rest (tested where the special cards are).
 */
const SPECIAL_CARD_THEMES: Partial<Record<PuzzleKind, readonly string[]>> = {
  where: SPECIAL_TYPES.map((t) => SPECIAL_THEME[t]),
  'who-takes': SPECIAL_TYPES.map((t) => SPECIAL_THEME[t]),
  special: ['fifth-row', 'negative-positive', 'stop'],
};

/**
 * `npm test` sweeps a quarter of each count (50 to 250 seeds per key and kind), which spares it about half a minute
 * on two cores. PUZZLE_SEEDS=full sweeps them all, as after a change to the generator.
 */
const SHARE = process.env.PUZZLE_SEEDS === 'full' ? 1 : 0.25;

export function seedSuite(kinds: readonly PuzzleKind[], seeds: (kind: PuzzleKind, key: VariantKey) => number): void {
  for (const kind of kinds) {
    describe(kind, () => {
      for (const key of ALL_VARIANT_KEYS) {
        if (!kindsFor(key).includes(kind)) continue;
        const n = Math.max(1, Math.round(seeds(kind, key) * SHARE));
        it(`${key}: ${n} seeds, each a sound puzzle`, { timeout: 180_000 }, () => {
          const themes = new Set<string>();
          let specialCards = false;
          for (let s = 1; s <= n; s++) {
            const p = generate(key, kind, s);
            if (!p) expect.fail(`${key} ${kind} seed ${s}: no puzzle`);
            expect(p.variant).toBe(key);
            expect(p.kind).toBe(kind);
            expect(p.seed).toBe(s);
            expectSound(p);
            for (const t of p.themes) themes.add(t);
            specialCards ||= VARIANTS[p.scenario.variant].specialCards;
          }
          expect(themes.size).toBeGreaterThan(0);
          if (specialCards) for (const t of SPECIAL_CARD_THEMES[kind] ?? []) expect(themes, `${kind} ${t}`).toContain(t);
        });
      }
    });
  }
}
