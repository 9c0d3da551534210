import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseArenaArgs, runArena, type ArenaSettings } from '../../../src/bots/arena.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const cli = (args: string[]) => spawnSync(`${root}node_modules/.bin/node`, ['--no-warnings', 'scripts/arena.ts', ...args], { cwd: root, encoding: 'utf8', timeout: 20_000 });

describe('arena arguments', () => {
  it('reads the documented command line', () => {
    const parsed = parseArenaArgs(['--variant', 'basic', '--players', '4', '--hands', '1000', '--seed', '11', '--seats', 'strong,heuristic,heuristic,heuristic', '--rotate', '--json']);
    expect(parsed).toMatchObject({ ok: true, value: { variant: 'basic', players: 4, hands: 1000, seed: 11, seats: ['strong', 'heuristic', 'heuristic', 'heuristic'], rotate: true, json: true } });
  });

  it.each([
    [['--seats', 'strong,clever'], 'unknown bot "clever"'],
    [['--seats', 'strong,heuristic', '--players', '3'], '--seats names 2 bot(s) for 3 players'],
    [['--seats', 'strong,heuristic', '--hands', 'many'], '--hands must be a whole number'],
    [['--seats', 'strong,heuristic', '--variant', 'chess'], 'unknown variant "chess"'],
    [['--seats', 'strong,heuristic', '--variant', 'jubilaeum'], 'does not play the Anniversary'],
    [['--seats', 'strong'], 'basic is for 2 to 10 players, not 1'],
    [['--seats', 'strong,heuristic', '--fast'], 'unknown argument: --fast'],
    [['--seats'], '--seats needs a value'],
    [[], '--seats is required'],
  ])('refuses %j with a clear message', (argv, message) => {
    const parsed = parseArenaArgs(argv);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(message);
  });
});

describe('the arena script', () => {
  it('prints the seats as JSON, and a clear message with exit 1 for bad arguments', () => {
    const good = cli(['--seats', 'heuristic,random', '--hands', '2', '--seed', '3', '--json']);
    expect(good.status).toBe(0);
    const out = JSON.parse(good.stdout) as { seats: { bot: string; meanPoints: number }[] };
    expect(out.seats.map((s) => s.bot)).toEqual(['heuristic', 'random']);
    expect(out.seats.every((s) => Number.isFinite(s.meanPoints))).toBe(true);
    const bad = cli(['--seats', 'strong,clever']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('arena: unknown bot "clever"');
    expect(bad.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('a tiny arena', () => {
  const settings = (seats: ArenaSettings['seats']): ArenaSettings => ({ variant: 'basic', players: seats.length, hands: 3, seed: 11, seats, rotate: true, json: true, playouts: 60 });

  it('gives equal bots equal points when the seats rotate (every bot holds every hand once)', () => {
    const result = runArena(settings(['heuristic', 'heuristic', 'heuristic']));
    expect(result.handsPlayed).toBe(9);
    const [a, b, c] = result.seats.map((s) => s.meanPoints);
    expect(a).toBeGreaterThan(0);
    expect(b).toBe(a);
    expect(c).toBe(a);
  });

  it('replays exactly from its seed, with the strong bot too', () => {
    const once = runArena(settings(['strong', 'heuristic', 'random']));
    const again = runArena(settings(['strong', 'heuristic', 'random']));
    expect(again.seats).toEqual(once.seats);
    expect(once.seats.map((s) => s.bot)).toEqual(['strong', 'heuristic', 'random']);
    expect(once.moves.strong.moves).toBeGreaterThanOrEqual(3 * 3 * 10);
  });
});
