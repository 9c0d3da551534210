import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runScenario, type Scenario } from '../../../src/engine/index.ts';
import { runBoard } from '../../../src/machines/board-run.ts';

const files = readdirSync('src/content/examples').filter((f) => f.endsWith('.json'));
const load = (f: string) => JSON.parse(readFileSync(`src/content/examples/${f}`, 'utf8')) as Scenario;

describe("the board's replay", () => {
  for (const f of files) {
    it(`${f}: the engine's replay, with who starts each turn`, () => {
      const board = runBoard(load(f));
      const engine = runScenario(load(f));
      if (!board.ok || !engine.ok) throw new Error('both should run');
      expect(board.value.steps).toEqual(engine.value.steps);
      expect(board.value.starts).toHaveLength(board.value.turns.length);
    });
  }

  it('passes the start-player marker to the left in Offen', () => {
    const board = runBoard(load('offen-order.json'));
    if (!board.ok) throw new Error(board.error.message);
    const { players, starts } = board.value;
    starts.forEach((start, turn) => expect(start).toBe(players[turn % players.length]));
  });

  it('gives the errors of the engine for a changed turn', () => {
    const base = load('basic-figures.json');
    const cases: [Scenario, string, string][] = [
      [{ ...base, turns: [{ plays: { Anna: 12, Ben: 15, Cor: 44, Dirk: 61 } }] }, 'turns[0].plays.Anna', 'already-on-table'],
      [{ ...base, turns: [{ plays: { Anna: 14, Ben: 15, Cor: 10, Dirk: 61 } }] }, 'turns[0].choices', 'missing-choice'],
      [{ ...base, turns: [{ plays: { Anna: 14, Ben: 15, Cor: 44, Dirk: 61 }, choices: [{ card: 44, takeRow: 1 }] }] }, 'turns[0].choices[0]', 'unused-choice'],
    ];
    for (const [scenario, path, code] of cases) {
      const result = runBoard(scenario);
      expect(result.ok).toBe(false);
      if (!result.ok) expect({ path: result.error.path, code: result.error.code }).toEqual({ path, code });
    }
  });

  it('refuses the Anniversary variant, whose special cards it cannot show', () => {
    const r = runBoard({ variant: 'jubilaeum', rows: [[1], [2], [3], [4]], turns: [] } as unknown as Scenario);
    expect(r.ok).toBe(false);
  });
});
