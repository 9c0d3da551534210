// The engine says which choice a scenario's turns still need, and where errors are, as path segments.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatPath, neededChoice, runScenario, type Scenario } from '../../../src/engine/index.ts';

const basic: Scenario = { variant: 'basic', players: ['Anna', 'Ben'], rows: [[10], [20], [30], [40]], turns: [{ plays: { Anna: 41, Ben: 42 } }, { plays: { Anna: 5, Ben: 50 } }] };

describe('neededChoice', () => {
  it("names the turn and the decision a low card waits for", () => {
    expect(neededChoice(basic)).toEqual({ turn: 1, decision: expect.objectContaining({ kind: 'takeRow', card: 5, players: ['Anna'] }) });
  });
  it('is null once a choice answers it, and for a scenario that fails otherwise', () => {
    const answered: Scenario = { ...basic, turns: [basic.turns[0]!, { plays: { Anna: 5, Ben: 50 }, choices: [{ card: 5, takeRow: 2 }] }] };
    expect(runScenario(answered).ok).toBe(true);
    expect(neededChoice(answered)).toBeNull();
    expect(neededChoice({ ...basic, rows: [[10], [20], [30], [30]] })).toBeNull();
  });
  it('works for the Anniversary too', () => {
    const s = JSON.parse(readFileSync('src/content/examples/jubilaeum/jubilaeum-swap.json', 'utf8')) as Scenario;
    expect(neededChoice(s)).toBeNull();
    const unanswered = { ...s, turns: s.turns.map((t) => ('plays' in t ? { plays: t.plays } : t)) };
    expect(neededChoice(unanswered)).toEqual({ turn: 0, decision: expect.objectContaining({ kind: 'takeRow', card: 5 }) });
  });
});

describe('error paths', () => {
  it('come as segments; the text is only for display', () => {
    const bad = runScenario({ ...basic, turns: [{ plays: { Anna: 41, Ben: 10 } }] });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.error.at).toEqual(['turns', 0, 'plays', 'Ben']);
    expect(bad.error.path).toBe('turns[0].plays.Ben');
  });
  it('keep a player name with dots and brackets whole', () => {
    const named = { ...basic, players: ['Mr. X[1]', 'Ben'], turns: [{ plays: { 'Mr. X[1]': 99, Ben: 10 } }] };
    const bad = runScenario(named);
    expect(!bad.ok && bad.error.at).toEqual(['turns', 0, 'plays', 'Ben']);
    const unused = runScenario({ ...named, turns: [{ plays: { 'Mr. X[1]': 99, Ben: 98 }, choices: [{ card: 99, takeRow: 1 }] }] });
    expect(!unused.ok && unused.error.at).toEqual(['turns', 0, 'choices', 0]);
  });
  it('format as the familiar text', () => {
    expect(formatPath([])).toBe('');
    expect(formatPath(['rows', 2, 1])).toBe('rows[2][1]');
    expect(formatPath(['turns', 1, 'plays', 'Ben', 0])).toBe('turns[1].plays.Ben[0]');
    expect(formatPath(['options', 'rows'])).toBe('options.rows');
  });
});
