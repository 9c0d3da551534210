// Every error kind of the scenario checks, and the runner CLI on files of every kind of variant.
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freeCards, parseScenario, parseScenarioText, runScenario, type Scenario } from '../../../src/engine/index.ts';
import { example } from './helpers.ts';

const figures = example('basic-figures');
const withTurns = (turns: unknown[]) => ({ ...figures, turns });
const error = (json: unknown) => {
  const r = parseScenario(json);
  return r.ok ? null : r.error;
};

describe('scenario errors: path, code, message', () => {
  const cases: [string, unknown, string, string, RegExp?][] = [
    ['not an object', [], '', 'invalid-value'],
    ['unknown variant', { ...figures, variant: 'chess' }, 'variant', 'unknown-variant', /unknown variant "chess"/],
    ['unknown field', { ...figures, extra: 1 }, 'extra', 'unknown-option'],
    ['bad option', { ...figures, options: { rowLength: 9 } }, 'options.rowLength', 'invalid-value'],
    ['first turn not a turn number', { ...figures, firstTurn: 0 }, 'firstTurn', 'invalid-value'],
    ['card out of the deck', { ...figures, rows: [[12], [37], [43], [105]] }, 'rows[3][0]', 'card-out-of-deck'],
    ['card twice in the rows', { ...figures, rows: [[12], [37], [43], [12]] }, 'rows[3][0]', 'card-twice'],
    ['row not ascending', { ...figures, rows: [[12, 10], [37], [43], [58]] }, 'rows[0]', 'row-not-ascending'],
    ['row too long', { ...figures, rows: [[1, 2, 3, 4, 5, 6], [37], [43], [58]] }, 'rows[0]', 'row-too-long'],
    ['empty row', { ...figures, rows: [[], [37], [43], [58]] }, 'rows[0]', 'row-empty'],
    ['too few rows', { ...figures, options: {}, rows: [[12], [37]] }, 'rows', 'row-count'],
    ['card already on the table', withTurns([{ plays: { Anna: 12, Ben: 15, Cor: 44, Dirk: 61 } }]), 'turns[0].plays.Anna', 'already-on-table', /^12 is already on the table$/],
    ['card already in a pile', withTurns([...figures.turns.slice(0, 2), { plays: { Anna: 14, Ben: 9, Cor: 68, Dirk: 83 } }]), 'turns[2].plays.Anna', 'already-played'],
    ['card in another player\'s hand', { ...figures, hands: { Ben: [14, 15, 26] } }, 'turns[0].plays.Anna', 'card-twice', /^14 is in Ben's hand$/],
    ['card twice in one turn', withTurns([{ plays: { Anna: 14, Ben: 14, Cor: 44, Dirk: 61 } }]), 'turns[0].plays.Ben', 'card-twice'],
    ['card not in hand', { ...figures, hands: { Anna: [3, 21] } }, 'turns[0].plays.Anna', 'card-not-in-hand', /14 is not in Anna's hand/],
    ['missing play', withTurns([{ plays: { Anna: 14, Ben: 15, Cor: 44 } }]), 'turns[0].plays.Dirk', 'missing-play'],
    ['unknown player', withTurns([{ plays: { Anna: 14, Ben: 15, Cor: 44, Dirk: 61, Eve: 70 } }]), 'turns[0].plays.Eve', 'unknown-player'],
    ['missing choice', withTurns([figures.turns[0], figures.turns[1], { plays: (figures.turns[2] as { plays: object }).plays }]), 'turns[2].choices', 'missing-choice', /3 is lower than every row's last card/],
    ['unused choice', withTurns([{ ...figures.turns[0], choices: [{ card: 14, takeRow: 1 }] }]), 'turns[0].choices[0]', 'unused-choice'],
    ['illegal choice', withTurns([figures.turns[0], figures.turns[1], { ...figures.turns[2], choices: [{ card: 3, takeRow: 5 }] }]), 'turns[2].choices[0]', 'illegal-choice'],
    ['malformed choice', withTurns([{ ...figures.turns[0], choices: [{ card: 3 }] }]), 'turns[0].choices[0]', 'invalid-value'],
    ['wrong card count', { ...figures, variant: 'raffiniert', turns: [{ plays: { Anna: [14, 15, 16], Ben: [1, 2], Cor: [4, 5], Dirk: [6, 7] } }] }, 'turns[0].plays.Anna', 'wrong-card-count'],
    ['not your turn', { variant: 'hand', players: ['A', 'B'], rows: [[12], [37], [43], [58]], turns: [{ player: 'B', cards: [14] }] }, 'turns[0].player', 'not-your-turn'],
  ];
  for (const [name, json, path, code, message] of cases) {
    it(name, () => {
      const e = error(json);
      expect(e, name).not.toBeNull();
      expect(e).toMatchObject({ path, code });
      expect(typeof e?.message).toBe('string');
      if (message) expect(e?.message).toMatch(message);
    });
  }
  it('invalid JSON text', () => {
    expect(parseScenarioText('{ nope')).toMatchObject({ ok: false, error: { code: 'invalid-json', path: '' } });
  });
  it('free cards for "try another card" exclude every card the scenario uses', () => {
    const free = freeCards(figures);
    expect(free).toHaveLength(104 - 4 - 12);
    expect(free).not.toContain(44);
    expect(free).toContain(2);
  });
  it('"try another card": swapping a card and re-running gives a decision value, never a throw', () => {
    const swapped = withTurns([{ plays: { Anna: 2, Ben: 15, Cor: 44, Dirk: 61 } }]) as Scenario;
    const r = runScenario(swapped);
    expect(r).toMatchObject({ ok: false, error: { code: 'missing-choice', params: { decision: { kind: 'takeRow', card: 2, players: ['Anna'], rows: [1, 2, 3, 4] } } } });
  });
});

describe('the runner CLI', () => {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const node = `${root}node_modules/.bin/node`;
  const cli = (args: string[], input?: string) => spawnSync(node, ['--no-warnings', 'scripts/scenario.ts', ...args], { cwd: root, input, encoding: 'utf8' });
  const file = (id: string) => `src/content/examples/${id}.json`;

  // One case per kind of variant: number cards only, and special cards (the Anniversary).
  const PRINTS = [
    ['basic', 'basic-figures', ['Cor takes row 1 (12 14 15 21 26): 6 bullheads, full row', 'Cor places 44 in row 3 (rule 2: lowest difference, 44 - 43 = 1)']],
    ['jubilaeum', 'jubilaeum/jubilaeum-stop-take', ['Anna plays Stop on row 2', 'rows 12 20 47 | 37 [Stop] | 43 [Stop] | 58 60 62', 'every Stop leaves the table (rows 2 and 3)']],
  ] as const;
  it.each(PRINTS)('run prints one line per step (%s: %s)', (_, id, lines) => {
    const out = execFileSync(node, ['--no-warnings', 'scripts/scenario.ts', 'run', file(id)], { cwd: root, encoding: 'utf8' });
    for (const line of lines) expect(out).toContain(line);
  });

  it('run --json prints one object per file per line, in the issue shape', () => {
    const r = cli(['run', file('basic-figures'), file('tip-1'), '--json']);
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2);
    expect(lines[0].turns[1].events[2]).toEqual({ type: 'take', players: ['Cor'], row: 1, cards: [12, 14, 15, 21, 26], bullheads: 6, reason: 'full-row' });
    expect(lines[0].turns[1].rows).toEqual([[30, 36], [37], [43, 44], [58, 61]]);
    expect(lines[0].scores).toEqual({ Anna: 1, Ben: 0, Cor: 6, Dirk: 0 });
  });
  it('run --json with special cards: their events, rows holding them as strings, the special cards in hand', () => {
    const r = cli(['run', file('jubilaeum/jubilaeum-seven-nimmt'), '--json']);
    expect(r.status).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(json.turns[0].events[0]).toEqual({ type: 'special', player: 'Anna', card: 30, special: { type: 'sevenNimmt' }, row: 1 });
    expect(json.turns[0].rows[0]).toEqual([12, 14, 15, 21, 26, 30, 'sevenNimmt']);
    expect(json.turns[0].specials.Anna).toEqual(['stop', 'shift']);
    expect(json.scores).toEqual({ Anna: 0, Ben: 0, Cor: 0, Dirk: 9 });
  });

  // A refused play in each kind of variant: exit 1 with the path and the rule, no stack trace.
  const REFUSED = [
    ['basic', JSON.stringify(withTurns([{ plays: { Anna: 14, Ben: 15, Cor: 44, Dirk: 61 } }, { plays: { Anna: 21, Ben: 26, Cor: 44, Dirk: 36 } }])),
      'turns[1].plays.Cor', '44 is already on the table'],
    ['jubilaeum', JSON.stringify({
      variant: 'jubilaeum', specials: { A: ['stop'], B: ['stop'], C: ['stop'] }, rows: [[12], [37], [43], [58]],
      turns: [{ plays: { A: { card: 20, special: { type: 'stop', row: 2 } }, B: { card: 47, special: { type: 'stop', row: 3 } }, C: { card: 60, special: { type: 'stop', row: 4 } } } }],
    }), 'turns[0].plays.C', 'a third Stop card may not be played; two already lie on the table'],
  ] as const;
  it.each(REFUSED)('reads standard input with -; a refused %s play exits 1 with path: message, also as --json', (_, bad, path, message) => {
    const r = cli(['run', '-'], bad);
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toBe(`${path}: ${message}`);
    const j = cli(['run', '-', '--json'], bad);
    expect(j.status).toBe(1);
    expect(JSON.parse(j.stdout)).toEqual({ error: { path, message } });
  });
  it('bad JSON exits 1 without a stack trace', () => {
    const junk = cli(['validate', '-'], '{');
    expect(junk.status).toBe(1);
    expect(junk.stderr).not.toMatch(/\n\s+at /);
  });
  it('validate says ok for every example and fails on a missing file', () => {
    const r = cli(['validate', ...['basic-figures', 'tip-1', 'tip-2', 'profi-1', 'profi-2'].map(file)]);
    expect(r.status).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(5);
    const missing = cli(['validate', 'nope.json']);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/cannot read nope.json/);
  });
});
