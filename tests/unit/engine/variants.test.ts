// Every variant and option: placement, decisions, deals and scoring.
import { describe, expect, it } from 'vitest';
import {
  addScores, copiesInDeck, deal, deckFor, startPicking, picker, pickCard, roundFromPicks, isGameOver, isRoundOver, newRound, parseScenario, reachedThreshold, resolveOptions, resolveTurn,
  runScenario, scoreRound, startRows, turnierGame, turnierTotals, type Scenario,
} from '../../../src/engine/index.ts';
import { replay } from './helpers.ts';

const err = (s: unknown) => {
  const r = parseScenario(s);
  return r.ok ? null : r.error;
};

describe('basic-like variants', () => {
  it('taktik: 3 players play with cards 1-34 only', () => {
    const s = { variant: 'taktik', players: ['A', 'B', 'C'], rows: [[5], [10], [20], [30]], turns: [{ plays: { A: 6, B: 34, C: 12 } }] };
    expect(err(s)).toBeNull();
    expect(err({ ...s, turns: [{ plays: { A: 6, B: 35, C: 12 } }] })).toMatchObject({ path: 'turns[0].plays.B', code: 'card-out-of-deck' });
    expect(deckFor('taktik', 4, resolveOptions('taktik'))).toHaveLength(44);
  });
  it('logik: two players pick from 1-24; the four left over start the rows', () => {
    const r = deal('logik', {}, ['A', 'B'], 3);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const cards = [...r.value.rows.flat(), ...(r.value.hands.A ?? []), ...(r.value.hands.B ?? [])].sort((a, b) => a - b);
    expect(cards).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(r.value.hands.A).toHaveLength(10);
  });
  it('logik picking step by step: in turn order from the open deck', () => {
    const options = resolveOptions('logik', {});
    let s = startPicking('logik', options, ['A', 'B']);
    expect(s.pool).toHaveLength(24);
    expect(picker(s)).toBe('A');
    expect(pickCard(s, 'A', 25)).toMatchObject({ ok: false, error: { code: 'card-out-of-deck' } });
    expect(pickCard(s, 'B', 1)).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    for (let card = 1; card <= 20; card++) {
      const next = pickCard(s, picker(s) ?? '', card);
      if (!next.ok) throw new Error(next.error.message);
      s = next.value;
    }
    expect(s.hands.A).toEqual([1, 3, 5, 7, 9, 11, 13, 15, 17, 19]);
    expect(picker(s)).toBeNull();
    expect(roundFromPicks('logik', options, ['A', 'B'], s).rows).toEqual([[21], [22], [23], [24]]);
  });
  it('turnier: at most 5 players; sheets pass left, everyone plays every hand; totals add up', () => {
    expect(deal('turnier', {}, ['A', 'B', 'C', 'D', 'E', 'F'], 1)).toMatchObject({ ok: false, error: { code: 'player-count' } });
    const first = deal('turnier', {}, ['A', 'B', 'C', 'D'], 1);
    if (!first.ok) throw new Error();
    const g1 = turnierGame(first.value, 1);
    expect(g1.hands.B).toEqual(first.value.hands.A);
    expect(g1.hands.A).toEqual(first.value.hands.D);
    expect(g1.rows).toEqual(first.value.rows);
    expect(turnierTotals([{ A: 23, B: 14 }, { A: 1, B: 2 }])).toEqual({ A: 24, B: 16 });
    // The rulebook's sheet: four players, the hand 2-4-8-14-19-23-24-31-38-44 from the deck 1-44.
    const sheet = [2, 4, 8, 14, 19, 23, 24, 31, 38, 44];
    const opts = resolveOptions('turnier');
    expect(sheet.every((c) => copiesInDeck(c, 'turnier', 4, opts) === 1)).toBe(true);
    expect(copiesInDeck(45, 'turnier', 4, opts)).toBe(0);
    expect(isGameOver(g1, {}, 3)).toBe(false);
    expect(isGameOver(g1, {}, 4)).toBe(true);
  });
  it('offen: the 1 is the start-player marker, not in the deck; the marker passes left every turn', () => {
    expect(err({ variant: 'offen', rows: [[1], [10], [20], [30]], turns: [] })).toMatchObject({ path: 'rows[0][0]', code: 'card-out-of-deck' });
    const d = deal('offen', {}, ['A', 'B', 'C'], 9);
    if (!d.ok) throw new Error();
    expect([...d.value.rows.flat(), ...Object.values(d.value.hands).flat()]).not.toContain(1);
    const r = replay({ variant: 'offen', players: ['A', 'B', 'C'], rows: [[5], [10], [20], [30]], turns: [{ plays: { A: 6, B: 11, C: 21 } }] });
    expect(r.final.startPlayer).toBe(1);
  });
  it('options: 3 or 5 rows, "5 nimmt" and "7 nimmt" row lengths', () => {
    const five = { variant: 'basic', options: { rowLength: 4 }, rows: [[1, 2, 3, 4], [50], [60]], turns: [{ plays: { A: 5, B: 51 } }] };
    expect(replay(five as Scenario).steps[0]?.event).toMatchObject({ type: 'take', reason: 'full-row' });
    const seven = { ...five, options: { rowLength: 6 } };
    expect(replay(seven as Scenario).steps[0]?.event).toMatchObject({ type: 'place', card: 5 });
    expect(err({ ...five, options: { rows: 5 } })).toMatchObject({ code: 'row-count' });
    const d = deal('basic', { rows: 5 }, ['A', 'B'], 1);
    expect(d.ok && d.value.rows.length).toBe(5);
  });
});

describe('profi', () => {
  const tie = { variant: 'profi', players: ['A', 'B'], rows: [[10], [30], [50], [70]], turns: [{ plays: { A: 20, B: 90 } }] };
  it('a tie between the right of one row and the left of another is the player\'s decision', () => {
    expect(err(tie)).toMatchObject({ path: 'turns[0].choices', code: 'missing-choice', params: { decision: { kind: 'tie', card: 20 } } });
    const r = replay({ ...tie, turns: [{ plays: { A: 20, B: 90 }, choices: [{ card: 20, row: 2, side: 'left' }] }] } as Scenario);
    expect(r.steps[0]?.event).toEqual({ type: 'place', player: 'A', card: 20, row: 2, side: 'left' });
    expect(r.steps[0]?.explanation).toMatchObject({ rule: 'tie' });
    expect(err({ ...tie, turns: [{ plays: { A: 20, B: 90 }, choices: [{ card: 20, row: 3, side: 'left' }] }] })).toMatchObject({ code: 'illegal-choice' });
  });
  it('the left end descends, the right end ascends', () => {
    const r = replay({ variant: 'profi', rows: [[10, 12], [30], [50], [70]], turns: [{ plays: { A: 8, B: 13 } }] });
    expect(r.steps.map((s) => s.event)).toMatchObject([{ card: 8, row: 1, side: 'left' }, { card: 13, row: 1, side: 'right' }]);
    expect(r.final.rows[0]).toEqual([8, 10, 12, 13]);
  });
});

describe('doppel', () => {
  it('equal cards played together stack and count as one place', () => {
    const r = replay({ variant: 'doppel', rows: [[10, 11, 12, 13], [30], [50], [70]], turns: [{ plays: { A: 14, B: 14, C: 71 } }] });
    expect(r.final.rows[0]).toEqual([10, 11, 12, 13, 14, 14]);
    expect(r.steps[1]?.explanation).toMatchObject({ rule: 'stack' });
  });
  it('a card lands on an equal end card even in a full row', () => {
    const r = replay({ variant: 'doppel', rows: [[10, 11, 12, 13, 14], [30], [50], [70]], turns: [{ plays: { A: 14, B: 31 } }] });
    expect(r.final.rows[0]).toEqual([10, 11, 12, 13, 14, 14]);
    expect(r.steps[0]?.explanation).toMatchObject({ rule: 'stack' });
  });
  it('an equal card in the middle of a row is placed as usual', () => {
    const r = replay({ variant: 'doppel', rows: [[10, 11, 12], [3], [50], [70]], turns: [{ plays: { A: 11, B: 71 } }] });
    expect(r.steps[0]?.event).toEqual({ type: 'place', player: 'A', card: 11, row: 2, side: 'right' });
    expect(r.final.rows[1]).toEqual([3, 11]);
  });
  it('two players of equal cards who must take share the points, half each rounded up', () => {
    const r = replay({ variant: 'doppel', rows: [[10, 11, 12, 13, 15], [30], [50], [70]], turns: [{ plays: { A: 16, B: 16, C: 71 } }] });
    expect(r.steps[0]?.event).toMatchObject({ type: 'take', players: ['A', 'B'], bullheads: 12 });
    expect(r.final.penalties).toEqual({ A: 6, B: 6, C: 0 });
    expect(r.final.rows[0]).toEqual([16, 16]);
    const odd = replay({ variant: 'doppel', rows: [[10, 11, 12, 13, 14], [30], [50], [70]], turns: [{ plays: { A: 16, B: 16 } }] });
    expect(odd.final.penalties).toEqual({ A: 6, B: 6 }); // 11 bullheads -> 5.5 -> 6
  });
  it('a shared low card: one joint choice of row', () => {
    const s = { variant: 'doppel', rows: [[10], [30], [50], [70]], turns: [{ plays: { A: 5, B: 5 }, choices: [{ card: 5, takeRow: 1 }] }] };
    const r = replay(s as Scenario);
    expect(r.final.penalties).toEqual({ A: 2, B: 2 });
    expect(err({ ...s, turns: [{ plays: { A: 5, B: 5 }, choices: [{ card: 5, takeRow: 1 }, { card: 5, takeRow: 2 }] }] })).toMatchObject({ code: 'unused-choice', path: 'turns[0].choices[1]' });
  });
  it('equal start cards stack and another card is revealed; two decks; doublets option', () => {
    expect(startRows([7, 7, 9, 9, 3, 4, 5], 4, true).rows).toEqual([[7, 7], [9, 9], [3], [4]]);
    expect(deckFor('doppel', 4, resolveOptions('doppel'))).toHaveLength(208);
    expect(deckFor('doppel', 4, resolveOptions('doppel', { doppelDeck: 'doublets' }))).toHaveLength(113);
    const s = { variant: 'doppel', options: { doppelDeck: 'doublets' }, rows: [[11, 11], [12], [50], [70]], turns: [] };
    expect(err(s)).toBeNull();
    expect(err({ ...s, rows: [[12, 12], [13], [50], [70]] })).toMatchObject({ code: 'card-twice', path: 'rows[0][1]' });
    expect(err({ variant: 'doppel', rows: [[12, 12], [20], [50], [70]], turns: [{ plays: { A: 12, B: 30 } }] })).toMatchObject({ code: 'card-twice' });
  });
});

describe('raffiniert', () => {
  const s = {
    variant: 'raffiniert', players: ['A', 'B'], rows: [[10], [30], [50], [70]],
    turns: [{ plays: { A: [40, 12], B: [11, 80] }, choices: [{ player: 'B', order: [80, 11] }, { player: 'A', order: [12, 40] }] }],
  };
  it('players place both cards in the order of their lower card, each in the order they choose', () => {
    const r = replay(s as unknown as Scenario);
    expect(r.steps.map((x) => x.event)).toEqual([
      { type: 'order', player: 'B', cards: [80, 11] },
      { type: 'place', player: 'B', card: 80, row: 4, side: 'right' },
      { type: 'place', player: 'B', card: 11, row: 1, side: 'right' },
      { type: 'order', player: 'A', cards: [12, 40] },
      { type: 'place', player: 'A', card: 12, row: 1, side: 'right' },
      { type: 'place', player: 'A', card: 40, row: 2, side: 'right' },
    ]);
    expect(r.turns[0]?.plays.map((p) => p.card)).toEqual([80, 11, 12, 40]);
  });
  it('each order is a decision; a play must be two cards', () => {
    expect(err({ ...s, turns: [{ plays: { A: [40, 12], B: [11, 80] } }] })).toMatchObject({ code: 'missing-choice', params: { decision: { kind: 'order', player: 'B' } } });
    expect(err({ ...s, turns: [{ plays: { A: 40, B: [11, 80] } }] })).toMatchObject({ code: 'wrong-card-count', path: 'turns[0].plays.A' });
    expect(err({ ...s, turns: [{ plays: { A: [40, 12], B: [11, 80] }, choices: [{ player: 'B', order: [80, 12] }] }] })).toMatchObject({ code: 'illegal-choice' });
  });
  it('deals 14 cards; 2-7 players', () => {
    const d = deal('raffiniert', {}, ['A', 'B', 'C'], 5);
    expect(d.ok && d.value.hands.A?.length).toBe(14);
    expect(deal('raffiniert', {}, ['1', '2', '3', '4', '5', '6', '7', '8'], 5).ok).toBe(false);
  });
});

describe('hand', () => {
  const base = { variant: 'hand', players: ['A', 'B'], rows: [[10, 11, 12, 13, 14], [30], [50], [70]] };
  it('one player at a time places one or two cards at once; on a take they choose what goes to hand', () => {
    const s = { ...base, hands: { A: [15, 60], B: [31, 40] }, turns: [{ player: 'A', cards: [60, 15], choices: [{ player: 'A', toHand: [11, 13] }] }, { player: 'B', cards: [31] }] };
    const r = replay(s as Scenario);
    expect(r.steps.map((x) => x.event.type)).toEqual(['place', 'take', 'place', 'place']);
    expect(r.steps[1]?.event).toMatchObject({ toHand: [11, 13], cards: [10, 11, 12, 13, 14] });
    expect(r.final.hands.A).toEqual([11, 13]);
    expect(r.final.piles.A).toEqual([10, 12, 14]);
    expect(r.final.penalties.A).toBe(3 + 1 + 1);
    // End: A's hand held cards at the lap's end; scores count hand cards double.
    expect(r.scores.A).toBe(5 + 2 * (5 + 1));
    expect(isRoundOver(r.final)).toBe(false);
  });
  it('turns go in order; at most 16 cards in hand', () => {
    expect(err({ ...base, turns: [{ player: 'B', cards: [31] }] })).toMatchObject({ code: 'not-your-turn', path: 'turns[0].player' });
    const full = Array.from({ length: 16 }, (_, i) => 80 + i);
    const s = { ...base, hands: { A: [15, ...full.slice(0, 15)], B: [31] }, turns: [{ player: 'A', cards: [15], choices: [{ player: 'A', toHand: [10, 11] }] }] };
    expect(err(s)).toMatchObject({ code: 'illegal-choice', params: { max: 1 } });
  });
  it('ends after a lap in which a hand ran empty or a bull pile holds more than 20 cards', () => {
    const s = { ...base, hands: { A: [15], B: [31, 40] }, turns: [{ player: 'A', cards: [15], choices: [{ player: 'A', toHand: [] }] }] };
    const r = replay(s as Scenario);
    expect(isRoundOver(r.final)).toBe(false); // lap not complete
    const r2 = replay({ ...s, turns: [...s.turns, { player: 'B', cards: [31] }] } as Scenario);
    expect(isRoundOver(r2.final)).toBe(true);
    expect(isGameOver(r2.final, {}, 1)).toBe(true);
    const pile = { ...newRound('hand', resolveOptions('hand'), ['A', 'B'], [[1]], { A: [2], B: [3] }), lapComplete: true, piles: { A: Array.from({ length: 21 }, (_, i) => 10 + i), B: [] } };
    expect(isRoundOver(pile)).toBe(true);
  });
});

describe('scoring', () => {
  const round = (penalties: Record<string, number>, maagd: boolean) => {
    const r = newRound('basic', resolveOptions('basic', { maagd }), Object.keys(penalties), [[1]], {});
    return { ...r, penalties, piles: Object.fromEntries(Object.entries(penalties).map(([p, n]) => [p, n ? [n] : []])) };
  };
  it('Maagd: all points of the game double when someone took nothing', () => {
    expect(scoreRound(round({ A: 0, B: 7, C: 3 }, true))).toEqual({ A: 0, B: 14, C: 6 });
    expect(scoreRound(round({ A: 1, B: 7, C: 3 }, true))).toEqual({ A: 1, B: 7, C: 3 });
    expect(scoreRound(round({ A: 0, B: 7 }, false))).toEqual({ A: 0, B: 7 });
  });
  it('the game ends at 66: "at least" by default, "more than" as an option', () => {
    expect(reachedThreshold({ A: 66 }, resolveOptions('basic'))).toBe(true);
    expect(reachedThreshold({ A: 66 }, resolveOptions('basic', { comparison: 'moreThan' }))).toBe(false);
    expect(reachedThreshold({ A: 67 }, resolveOptions('basic', { comparison: 'moreThan' }))).toBe(true);
    expect(addScores({ A: 60 }, { A: 6, B: 1 })).toEqual({ A: 66, B: 1 });
  });
  it('resolveTurn works on a dealt round with a list of choices', () => {
    const d = deal('basic', {}, ['A', 'B'], 42);
    if (!d.ok) throw new Error();
    const a = d.value.hands.A![0]!;
    const b = d.value.hands.B![0]!;
    const res = resolveTurn(d.value, { A: [a], B: [b] }, []);
    if (!res.ok) expect(res.error.code).toBe('missing-choice');
    else expect(res.value.events.filter((e) => e.type === 'place')).toHaveLength(2);
    expect(runScenario({ variant: 'basic', rows: [[5], [6], [7], [8]], turns: [] }).ok).toBe(true);
  });
});
