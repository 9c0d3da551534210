// loadEmbed: names the build does not hold are answered without a request; seeds go through
// their group's map; a which-row puzzle is checked with its answer filled in.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answeredScenario, checkPuzzle, loadEmbed, type DataIndex, type FetchJson } from '../../../src/embed/load.ts';
import type { Puzzle } from '../../../src/puzzles/types.ts';

const curated = JSON.parse(readFileSync(new URL('../../../src/content/puzzles/puzzles.json', import.meta.url), 'utf8')) as Puzzle[];
const INDEX: DataIndex = { examples: ['tip-1'], puzzles: { 'basic-where': 3 } };

function recorder(files: Record<string, unknown>) {
  const asked: string[] = [];
  const fetchJson: FetchJson = async (path) => {
    asked.push(path);
    return Object.hasOwn(files, path) ? { ok: true, value: files[path] } : { ok: false, reason: 'missing' };
  };
  return { asked, fetchJson };
}

describe('loadEmbed', () => {
  it('answers unknown examples and puzzles from the index, without fetching', async () => {
    const { asked, fetchJson } = recorder({});
    for (const q of ['?example=tip-9', '?puzzle=basic-where-0004', '?puzzle=basic-where-0000', '?puzzle=profi-where-0001', '?puzzle=seed:profi:where:1', '?puzzle=seed:chess:where:1', '?puzzle=seed:basic:riddle:1']) {
      const r = await loadEmbed(q, '', fetchJson, INDEX);
      expect(r, q).toMatchObject({ ok: false, error: { kind: 'missing' } });
    }
    expect(asked).toEqual([]);
  });

  it('opens a retired id as the puzzle that took its place, saying which id was retired', async () => {
    const retired = JSON.parse(readFileSync(new URL('../../../src/content/puzzles/retired.json', import.meta.url), 'utf8')) as { id: string; next: string }[];
    const r0 = retired[0] as { id: string; next: string };
    const next = curated.find((p) => p.id === r0.next) as Puzzle;
    const { asked, fetchJson } = recorder({ [`/puzzles/${next.variant}.json`]: [next] });
    const index: DataIndex = { examples: [], puzzles: {}, retired: { [r0.id]: r0.next } };
    const r = await loadEmbed(`?puzzle=${r0.id}`, '', fetchJson, index);
    expect(r).toMatchObject({ ok: true, value: { kind: 'puzzle', puzzle: { id: r0.next }, retired: r0.id } });
    expect(asked).toEqual([`/puzzles/${next.variant}.json`]);
    // An id that was never retired is still missing.
    expect(await loadEmbed(`?puzzle=${r0.next.replace(/\d{4}$/, '9999')}`, '', fetchJson, index)).toMatchObject({ ok: false, error: { kind: 'missing' } });
  });

  it('finds a curated puzzle by seed through its group’s map', async () => {
    const p = curated[0] as Puzzle;
    const { asked, fetchJson } = recorder({
      [`/embed-data/seeds/${p.variant}-${p.kind}.json`]: { [p.seed]: p.id },
      [`/puzzles/${p.variant}.json`]: [p],
    });
    const r = await loadEmbed(`?puzzle=seed:${p.variant}:${p.kind}:${p.seed}`, '', fetchJson, { examples: [], puzzles: { [`${p.variant}-${p.kind}`]: 1 } });
    expect(r).toMatchObject({ ok: true, value: { kind: 'puzzle', puzzle: { id: p.id } } });
    expect(asked).toEqual([`/embed-data/seeds/${p.variant}-${p.kind}.json`, `/puzzles/${p.variant}.json`]);
    const other = await loadEmbed(`?puzzle=seed:${p.variant}:${p.kind}:${p.seed + 1}`, '', fetchJson);
    expect(other).toMatchObject({ ok: false, error: { kind: 'missing', what: 'seed', id: `seed:${p.variant}:${p.kind}:${p.seed + 1}` } });
  });

  it('accepts every curated puzzle of every kind, which-row with the asked choice filled in', () => {
    for (const kind of ['where', 'who-takes', 'which-row', 'safe-card']) {
      const some = curated.filter((p) => p.kind === kind && p.variant !== 'jubilaeum');
      for (const p of some) expect(checkPuzzle(p), p.id).toMatchObject({ ok: true });
    }
    // The Anniversary puzzles go through src/embed/special.ts (tests/unit/embed/special.test.ts); the board refuses them.
    for (const p of curated.filter((x) => x.variant === 'jubilaeum')) {
      expect(checkPuzzle(p).ok, p.id).toBe(false);
    }
    const row = curated.find((p) => p.kind === 'which-row' && p.variant === 'raffiniert') as Puzzle;
    const full = answeredScenario(row);
    expect(full?.turns[0]?.choices?.length).toBe((row.scenario.turns[0]?.choices?.length ?? 0) + 2);
  });
});
