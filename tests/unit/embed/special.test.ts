// The embed and the Anniversary edition: loadEmbed accepts special-card scenarios (fragment and
// official example) and every curated Anniversary puzzle, and reports a broken one with the
// engine's own error, where it is and which code, for the island to word.
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeFragment } from '../../../src/embed/codec.ts';
import { loadEmbed, type FetchJson } from '../../../src/embed/load.ts';
import { checkSpecialPuzzle, checkSpecialScenario } from '../../../src/embed/special.ts';
import type { Puzzle } from '../../../src/puzzles/types.ts';
import { loadSpecialCards } from '../../../src/islands/board/variant.ts';

const DIR = new URL('../../../src/content/examples/jubilaeum/', import.meta.url);
const examples = Object.fromEntries(readdirSync(DIR).map((f) => [f.slice(0, -5), JSON.parse(readFileSync(new URL(f, DIR), 'utf8')) as Record<string, unknown>]));
const curated = (JSON.parse(readFileSync(new URL('../../../src/content/puzzles/puzzles.json', import.meta.url), 'utf8')) as Puzzle[]).filter((p) => p.variant === 'jubilaeum');
const stop = examples['jubilaeum-stop'] as Record<string, unknown>;

const serve = (files: Record<string, unknown>): FetchJson => async (path) => (Object.hasOwn(files, path) ? { ok: true, value: files[path] } : { ok: false, reason: 'missing' });

describe('the embed with special cards', () => {
  beforeAll(loadSpecialCards); // loadEmbed loads them itself; the checks below are called directly

  it('shows an Anniversary scenario from the fragment on the one board', async () => {
    const r = await loadEmbed('?step=3', `#${await encodeFragment(stop)}`, serve({}));
    expect(r).toMatchObject({ ok: true, value: { kind: 'board', scenario: { variant: 'jubilaeum', specials: { Anna: ['stop', 'replace', 'shift'] } }, options: { step: 3 } } });
  });

  it('shows every official Anniversary example by ?example=', async () => {
    const files = Object.fromEntries(Object.entries(examples).map(([id, s]) => [`/embed-data/examples/${id}.json`, s]));
    for (const id of Object.keys(examples)) {
      const r = await loadEmbed(`?example=${id}`, '', serve(files), { examples: Object.keys(examples), puzzles: {} });
      expect(r, id).toMatchObject({ ok: true, value: { kind: 'board' } });
    }
    expect(Object.keys(examples).length).toBeGreaterThanOrEqual(10);
  });

  it('reports the engine’s error for a third Stop and for a special card the player does not hold', async () => {
    const third = {
      ...stop,
      specials: { Anna: ['stop'], Ben: ['stop'], Cor: ['stop'] },
      rows: [[12], [37], [43], [58]],
      turns: [{ plays: { Anna: { card: 20, special: { type: 'stop', row: 2 } }, Ben: { card: 39, special: { type: 'stop', row: 3 } }, Cor: { card: 60, special: { type: 'stop', row: 4 } }, Dirk: 70 } }],
    };
    const r = await loadEmbed('', `#${await encodeFragment(third)}`, serve({}));
    expect(r).toMatchObject({ ok: false, error: { kind: 'scenario', error: { code: 'special-stop-limit', path: 'turns[0].plays.Cor' } } });
    const unheld = { ...stop, specials: { Anna: ['replace'] } };
    const u = await loadEmbed('', `#${await encodeFragment(unheld)}`, serve({}));
    expect(u).toMatchObject({ ok: false, error: { kind: 'scenario', error: { code: 'special-not-held', path: 'turns[0].plays.Anna', params: { player: 'Anna', type: 'stop' } } } });
  });

  it('refuses an Anniversary scenario with nothing to step through, and a bad shape', () => {
    expect(checkSpecialScenario({ ...stop, turns: [] })).toEqual({ ok: false, error: { kind: 'no-steps' } });
    expect(checkSpecialScenario({ ...stop, specials: { Anna: ['joker'] } })).toMatchObject({ ok: false, error: { kind: 'scenario', error: { path: 'specials.Anna[0]' } } });
  });

  it('accepts every curated Anniversary puzzle (where, who-takes, special) and refuses damaged ones', async () => {
    expect(new Set(curated.map((p) => p.kind))).toEqual(new Set(['where', 'who-takes', 'special']));
    for (const p of curated) expect(checkSpecialPuzzle(p), p.id).toMatchObject({ ok: true, value: { id: p.id } });
    const p = curated.find((x) => x.kind === 'special') as Puzzle;
    const r = await loadEmbed(`?puzzle=${p.id}`, '', serve({ [`/puzzles/${p.variant}.json`]: [p] }));
    expect(r).toMatchObject({ ok: true, value: { kind: 'special-puzzle', puzzle: { id: p.id, question: { kind: 'special' } } } });
    expect(checkSpecialPuzzle({ ...p, answer: { kind: 'where', placements: [] } })).toEqual({ ok: false, error: { kind: 'puzzle-data' } });
    const held = { ...p, scenario: { ...p.scenario, specials: { Nobody: ['stop'] } } };
    expect(checkSpecialPuzzle(held)).toMatchObject({ ok: false, error: { kind: 'scenario', error: { code: 'unknown-player' } } });
  });
});
