import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runScenario, type Scenario } from '../../../src/engine/index.ts';
import { boardRulesReady, runBoard } from '../../../src/machines/board-run.ts';
import { loadSpecialCards } from '../../../src/islands/board/variant.ts';

// Every variant's examples, the Anniversary's (special cards) too.
const files = readdirSync('src/content/examples', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'));
const load = (f: string) => JSON.parse(readFileSync(`src/content/examples/${f}`, 'utf8')) as Scenario;

describe("the board's replay", () => {
  it('replays special cards only once their rules are loaded', async () => {
    const stop = load('jubilaeum/jubilaeum-stop.json');
    expect(boardRulesReady(stop.variant)).toBe(false);
    expect(runBoard(stop)).toMatchObject({ ok: false, error: { code: 'unknown-variant' } });
    await loadSpecialCards();
    expect(boardRulesReady(stop.variant)).toBe(true);
    expect(runBoard(stop).ok).toBe(true);
  });

  for (const f of files) {
    it(`${f}: the engine's replay, with who starts each turn`, async () => {
      await loadSpecialCards();
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
});
