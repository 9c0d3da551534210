// Hundreds of seeds per jubilaeum kind: each yields a sound puzzle, and the special cards all turn up.
import { describe, expect, it } from 'vitest';
import { SPECIAL_TYPES } from '../../../src/engine/index.ts';
import { generate, SPECIAL_THEME } from '../../../src/puzzles/index.ts';
import { expectSound } from './helpers.ts';

const SEEDS = { where: 400, 'who-takes': 400, special: 200 } as const;

describe('jubilaeum seeds', () => {
  for (const [kind, n] of Object.entries(SEEDS) as [keyof typeof SEEDS, number][]) {
    it(`${kind}: ${n} seeds, each a sound puzzle`, { timeout: 180_000 }, () => {
      const themes = new Set<string>();
      for (let s = 1; s <= n; s++) {
        const p = generate('jubilaeum', kind, s);
        if (!p) expect.fail(`jubilaeum ${kind} seed ${s}: no puzzle`);
        expect(p.kind).toBe(kind);
        expect(p.seed).toBe(s);
        expectSound(p);
        for (const t of p.themes) themes.add(t);
      }
      // Random seeds alone bring every card into turn puzzles; the special kind needs the card asked for (below).
      const want = kind === 'special' ? ['fifth-row', 'negative-positive', 'stop'] : SPECIAL_TYPES.map((t) => SPECIAL_THEME[t]);
      for (const t of want) expect(themes, `${kind} ${t}`).toContain(t);
    });
  }

  it('asking for a special card gives a puzzle about it, for each card and kind', { timeout: 180_000 }, () => {
    for (const special of SPECIAL_TYPES) {
      for (const kind of ['where', 'who-takes', 'special'] as const) {
        const p = generate('jubilaeum', kind, 1000 + SPECIAL_TYPES.indexOf(special), { special });
        if (!p) expect.fail(`${kind} ${special}: no puzzle`);
        expect(p.themes, `${kind} ${special}`).toContain(SPECIAL_THEME[special]);
        if (p.answer.kind === 'special') expect(p.answer.special.type).toBe(special);
        expectSound(p);
      }
    }
  });

  it('a seed names a puzzle', () => {
    for (const kind of ['where', 'who-takes', 'special'] as const) expect(generate('jubilaeum', kind, 42)).toEqual(generate('jubilaeum', kind, 42));
  });
});
