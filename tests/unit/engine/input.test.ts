// Bad input never breaks the engine: prototype names replay normally, the schema's constraints hold,
// deep or huge input gives a clean error, and arbitrary JSON gives a value or { path, message }.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deal, parseScenario, parseScenarioText, runScenario, type Scenario } from '../../../src/engine/index.ts';
import { createActor } from 'xstate';
import { gameMachine } from '../../../src/machines/game.ts';

const PROTO_NAMES = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__defineGetter__'];
const ROWS = [[12], [37], [43], [58]];

function scenario(json: unknown) {
  return parseScenario(JSON.parse(JSON.stringify(json)) as unknown);
}

describe('player names', () => {
  it.each(PROTO_NAMES.slice(1).map((name) => ['__proto__', name]))('%s and %s replay like any other names', (a, b) => {
    // JSON.parse keeps "__proto__" as an own key, as a file read from disk would.
    const fixed = parseScenarioText(`{"variant":"basic","players":["${a}","${b}"],"rows":[[12],[37],[43],[58]],"turns":[{"plays":{"${a}":14,"${b}":60}},{"plays":{"${a}":5,"${b}":15}, "choices":[{"card":5,"takeRow":2}]}]}`);
    if (!fixed.ok) throw new Error(fixed.error.message);
    const run = runScenario(fixed.value);
    if (!run.ok) throw new Error(run.error.message);
    expect(run.value.final.penalties[a]).toBe(1); // 37 has one bullhead
    expect(run.value.final.piles[a]).toEqual([37]);
    expect(run.value.final.penalties[b]).toBe(0);
    expect(Object.keys(run.value.scores)).toEqual([a, b]);
  });

  it('prototype names hold special cards in the Anniversary variant', () => {
    const run = parseScenarioText('{"variant":"jubilaeum","players":["__proto__","constructor"],"specials":{"__proto__":["stop"]},"rows":[[12],[37],[43],[58]],"turns":[{"plays":{"__proto__":{"card":14,"special":{"type":"stop","row":2}},"constructor":15}}]}');
    expect(run.ok).toBe(true);
  });

  it('a player listed twice is refused', () => {
    const r = scenario({ variant: 'basic', players: ['A', 'A', 'B'], rows: ROWS, turns: [{ plays: { A: 50, B: 60 } }] });
    expect(r.ok ? null : r.error.path).toBe('players[1]');
  });

  it.each([
    ['basic', 1, {}, false], ['basic', 10, {}, true], ['basic', 11, {}, false], ['turnier', 6, {}, false], ['jubilaeum', 8, {}, true], ['jubilaeum', 9, {}, false],
    ['doppel', 20, {}, true], ['doppel', 21, {}, false], ['doppel', 11, { doppelDeck: 'doublets' }, false], ['doppel', 10, { doppelDeck: 'doublets' }, true],
  ] as const)('%s with %i players %j: accepted %s', (variant, n, options, accepted) => {
    const players = Array.from({ length: n }, (_, i) => `P${i}`);
    const r = scenario({ variant, options, players, rows: ROWS, turns: [] });
    expect(r.ok ? 'ok' : r.error.code).toBe(accepted ? 'ok' : 'player-count');
  });

  it('the deal and the game machine seat 20 in Doppel with two decks, 10 with the doublets', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `P${i}`);
    expect(deal('doppel', {}, twenty, 1).ok).toBe(true);
    expect(deal('doppel', { doppelDeck: 'doublets' }, twenty, 1).ok).toBe(false);
    const actor = createActor(gameMachine, { input: { variant: 'doppel', players: twenty, seed: 1 } }).start();
    expect(actor.getSnapshot().context.round?.players.length).toBe(20);
    actor.stop();
  });

  it('100,000 players are refused quickly (no quadratic checks)', () => {
    const players = Array.from({ length: 100_000 }, (_, i) => `P${i}`);
    const r = scenario({ variant: 'basic', players, rows: ROWS, turns: [] });
    expect(r.ok ? null : r.error.code).toBe('player-count');
  });
});

describe('the Anniversary table', () => {
  it.each([[{ rows: 3 }, 'options.rows'], [{ rowLength: 6 }, 'options.rowLength'], [{}, 'rows']] as const)('options %j are refused at %s', (options, path) => {
    const rows = 'rows' in options ? ROWS.slice(0, 3) : path === 'rows' ? [...ROWS, [70]] : ROWS;
    const r = scenario({ variant: 'jubilaeum', options, players: ['A', 'B'], rows, turns: [] });
    expect(r.ok ? null : r.error.path).toBe(path === 'options.rows' ? 'rows' : path);
    expect(deal('jubilaeum', { rows: 5 }, ['A', 'B'], 1).ok).toBe(false);
  });
});

describe('deep and huge input', () => {
  it('a variant nested 5,000 levels deep is a clean error', () => {
    const text = `{"variant":${'['.repeat(5000)}${']'.repeat(5000)},"rows":[[1]],"turns":[]}`;
    const r = parseScenarioText(text);
    expect(r.ok ? null : r.error.path).toBe('');
  });

  it('text longer than any scenario is refused before parsing', () => {
    const r = parseScenarioText(`{"note":"${'x'.repeat(2_000_000)}"}`);
    expect(r.ok ? null : r.error.code).toBe('invalid-json');
  });
});

describe('arbitrary JSON', () => {
  const key = fc.oneof(fc.constantFrom(...PROTO_NAMES, 'variant', 'players', 'rows', 'turns', 'plays', 'choices', 'hands', 'specials', 'card', 'special', 'type'), fc.string());
  const value = fc.letrec((tie) => ({
    json: fc.oneof({ depthSize: 'small' }, fc.integer({ min: -2, max: 106 }), fc.constantFrom('basic', 'jubilaeum', 'hand', 'doppel', 'stop', 'insert', null, true), fc.string(), tie('list'), tie('object')),
    list: fc.array(tie('json'), { maxLength: 5 }),
    object: fc.dictionary(key, tie('json'), { maxKeys: 5 }),
  })).json;
  // Scenario-like values reach the rules checks, not only the shape checks.
  const nearScenario = fc.record({
    variant: fc.constantFrom('basic', 'jubilaeum', 'hand', 'raffiniert', 'doppel', 'profi'),
    players: fc.uniqueArray(fc.constantFrom(...PROTO_NAMES, 'A', 'B'), { minLength: 2, maxLength: 4 }),
    rows: fc.constant(ROWS),
    turns: fc.array(fc.record({ plays: fc.dictionary(fc.constantFrom(...PROTO_NAMES, 'A', 'B'), fc.oneof(fc.integer({ min: 1, max: 104 }), value)) }), { maxLength: 3 }),
  });

  it('parseScenario and runScenario give a value or a clean { path, message } error', () => {
    fc.assert(
      fc.property(fc.oneof(value, nearScenario), (json) => {
        const text = JSON.stringify(json);
        const parsed = parseScenarioText(text);
        if (!parsed.ok) {
          expect(typeof parsed.error.path).toBe('string');
          expect(parsed.error.message.length).toBeGreaterThan(0);
          return;
        }
        const run = runScenario(parsed.value as Scenario);
        expect(run.ok).toBe(true);
      }),
      { numRuns: 400 },
    );
  });
});
