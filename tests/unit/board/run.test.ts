import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenario, runScenario, type Scenario } from '../../../src/engine/index.ts';
import { runBoard } from '../../../src/machines/board-run.ts';

const files = readdirSync('src/content/examples').filter((f) => f.endsWith('.json'));
const load = (f: string) => JSON.parse(readFileSync(`src/content/examples/${f}`, 'utf8')) as Scenario;

describe("the board's replay equals the engine's", () => {
  for (const f of files) {
    const s = load(f);
    if (s.variant === 'jubilaeum') continue;
    it(f, () => {
      expect(parseScenario(s).ok).toBe(true);
      const mine = runBoard(s);
      const engine = runScenario(s);
      if (!mine.ok || !engine.ok) throw new Error('both should run');
      const { final: _a, starts: _s, ...a } = mine.value;
      const { final: _b, ...b } = engine.value;
      expect(a).toEqual(b);
    });
  }

  it('gives the same errors for a changed turn', () => {
    const base = load('basic-figures.json');
    const variants: Scenario[] = [
      { ...base, turns: [{ plays: { Anna: 12, Ben: 15, Cor: 44, Dirk: 61 } }] }, // on the table
      { ...base, turns: [{ plays: { Anna: 14, Ben: 15, Cor: 10, Dirk: 61 } }] }, // a choice is missing
      { ...base, turns: [{ plays: { Anna: 14, Ben: 15, Cor: 44, Dirk: 61 }, choices: [{ card: 44, takeRow: 1 }] }] }, // unused
      { ...base, turns: [{ plays: { Anna: 14, Ben: 15, Cor: 10, Dirk: 61 }, choices: [{ card: 10, takeRow: 9 }] }] }, // illegal
    ];
    for (const s of variants) {
      const mine = runBoard(s);
      const engine = runScenario(s);
      expect(mine.ok).toBe(false);
      if (!mine.ok && !engine.ok) expect({ path: mine.error.path, code: mine.error.code }).toEqual({ path: engine.error.path, code: engine.error.code });
    }
  });

  it('refuses the Anniversary variant, whose special cards it cannot show', () => {
    const r = runBoard({ variant: 'jubilaeum', rows: [[1], [2], [3], [4]], turns: [] } as unknown as Scenario);
    expect(r.ok).toBe(false);
  });
});
