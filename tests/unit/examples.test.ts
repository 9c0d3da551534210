// Every example board of the rulebook pages parses and runs; each of our own boards shows what it is meant to show.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  deckFor, pickingOrder, resolveOptions, totalBullheads, parseScenario, runScenario, VARIANTS,
  type Card, type GameEvent, type Scenario, type SimultaneousTurn, type Replay,
} from '../../src/engine/index.ts';

const DIR = new URL('../../src/content/examples/', import.meta.url);
const OFFICIAL = ['basic-figures', 'basic-turn-1', 'basic-turn-2', 'basic-turn-3', 'tip-1', 'tip-2', 'profi-1', 'profi-2'];
const OURS = [
  'taktik-deck', 'logik-picking', 'offen-order', 'raffiniert-two-cards', 'hand-keep', 'doppel-stack', 'doppel-shared-take',
  'rows-3', 'rows-5', 'five-nimmt', 'seven-nimmt', 'maagd',
  'silent-profi-tie', 'silent-doppel-shared', 'silent-raffiniert-order', 'silent-hand-keep',
];
// The Anniversary page's boards and its decisions on the page "Where the rulebook is silent", in their own folder.
const JUBILAEUM = [
  'fifth-row', 'seven-nimmt', 'seven-nimmt-low', 'insert', 'insert-full', 'insert-fifth-row', 'replace', 'shift', 'stop', 'stop-take',
  'negative-positive', 'swap', 'swap-empty',
].map((x) => `jubilaeum/jubilaeum-${x}`);
/** Every example file of every variant, as its path under the examples folder without `.json`. */
const ALL_FILES = readdirSync(DIR, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, '')).sort();

function load(id: string): Scenario {
  const parsed = parseScenario(JSON.parse(readFileSync(new URL(`${id}.json`, DIR), 'utf8')));
  if (!parsed.ok) throw new Error(`${id}: ${parsed.error.path}: ${parsed.error.message}`);
  return parsed.value;
}

function run(s: Scenario): Replay {
  const r = runScenario(s);
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return r.value;
}

const play = (id: string) => run(load(id));
const events = (r: Replay) => r.steps.map((s) => s.event);
const takes = (r: Replay) => events(r).filter((e): e is Extract<GameEvent, { type: 'take' }> => e.type === 'take');
const placeOf = (r: Replay, card: Card) => events(r).find((e) => e.type === 'place' && e.card === card);
/** The same scenario with one turn's choices replaced (to show that a choice matters). */
const withChoices = (s: Scenario, turn: number, choices: unknown[]): Scenario =>
  ({ ...s, turns: s.turns.map((t, i) => (i === turn ? { ...t, choices } : t)) }) as Scenario;

/** The rows (from 1) with the fewest bullheads: the advice the rule pages give for Rule 4. */
function cheapestRows(rows: readonly (readonly Card[])[]): number[] {
  const costs = rows.map((row) => totalBullheads([...row]));
  const least = Math.min(...costs);
  return costs.flatMap((c, i) => (c === least ? [i + 1] : []));
}

describe('every example file, of every variant', () => {
  it('is one of the boards the rulebook pages show', () => {
    expect(ALL_FILES).toEqual([...OFFICIAL, ...OURS, ...JUBILAEUM].sort());
  });
  it.each(ALL_FILES)('%s parses and runs with the engine; the table carries special cards where the variant has them', (id) => {
    const s = load(id);
    const r = run(s);
    expect(r.turns.length).toBeGreaterThan(0);
    expect(r.turns.length).toBeLessThanOrEqual(3);
    expect(r.start.table !== undefined).toBe(VARIANTS[s.variant].specialCards);
  });
  it.each([...OURS, ...JUBILAEUM])('%s says in its note that it is our own board', (id) => {
    expect(load(id).note).toMatch(/^Our own board/);
  });
});

describe('the rulebook boards follow the page\'s own advice', () => {
  it('tip 2: the 29 takes row 1, which is also the cheapest row (48, 61: 2 bullheads)', () => {
    const s = load('tip-2');
    expect(cheapestRows(s.rows)).toEqual([1]);
    expect(takes(play('tip-2'))[0]).toMatchObject({ players: ['Ben'], row: 1, cards: [48, 61], bullheads: 2 });
  });
  it('the basic page splits the official example into its three turns', () => {
    const whole = play('basic-figures');
    ['basic-turn-1', 'basic-turn-2', 'basic-turn-3'].forEach((id, turn) => {
      const part = play(id);
      expect(part.turns[0]?.before.rows, id).toEqual(whole.turns[turn]?.before.rows);
      expect(part.turns[0]?.after.rows, id).toEqual(whole.turns[turn]?.after.rows);
    });
  });
});

describe('variants', () => {
  it('taktik-deck: four players, the deck is 1-44, and hands plus rows hold every card of it', () => {
    const s = load('taktik-deck');
    const all = [...s.rows.flat(), ...Object.values(s.hands ?? {}).flat()].sort((a, b) => a - b);
    expect(all).toEqual(deckFor('taktik', 4, resolveOptions('taktik')));
    expect(Math.max(...all)).toBe(4 * 10 + 4);
    const r = run(s);
    expect(takes(r)).toMatchObject([{ players: ['Anna'], row: 2, cards: [17, 18, 19, 20, 21], reason: 'full-row' }]);
    // After turn 2 row 2 is full and only 22-25 fit behind it; the hands show who holds them.
    expect(r.turns[1]?.after.rows[1]).toHaveLength(5);
    const holders = [22, 23, 24, 25].map((c) => Object.keys(s.hands ?? {}).find((p) => s.hands?.[p]?.includes(c)));
    expect(holders).toEqual(['Anna', 'Dirk', 'Anna', 'Ben']);
    // A card above the Taktik deck is refused.
    const bad = { ...s, hands: undefined, turns: [{ plays: { Anna: 45, Ben: 7, Cor: 29, Dirk: 23 } }] };
    expect(runScenario(bad as Scenario)).toMatchObject({ ok: false, error: { code: 'card-out-of-deck' } });
  });

  it('logik-picking: the hands are picked in turn order from 1-24, the four left over are the start rows', () => {
    const s = load('logik-picking');
    const players = s.players ?? [];
    const picked = new Map(players.map((p) => [p, 0]));
    const open = new Set(deckFor('logik', 2, resolveOptions('logik')));
    expect(open.size).toBe(24);
    for (const p of pickingOrder(players, 10)) {
      const k = picked.get(p) ?? 0;
      const card = s.hands?.[p]?.[k] as Card;
      expect(open.delete(card)).toBe(true); // still open when picked
      picked.set(p, k + 1);
    }
    expect([...open].sort((a, b) => a - b)).toEqual(s.rows.flat());
    expect(s.rows.every((row) => row.length === 1)).toBe(true);
    const r = run(s);
    // Anna's low 3 takes the cheapest row, the 16 (one bullhead), as the page advises.
    expect(takes(r)).toMatchObject([{ players: ['Anna'], row: 3, cards: [16], reason: 'low-card' }]);
    expect(cheapestRows(r.turns[1]!.before.rows)).toEqual([3]);
  });

  it('offen-order: the 1 is the marker, the start player moves left, placing still goes from low to high', () => {
    const s = load('offen-order');
    const first = s.turns.map((t) => ('plays' in t ? Object.keys(t.plays)[0] : ''));
    expect(first).toEqual(['Anna', 'Ben']);
    const r = run(s);
    expect(r.turns[0]?.plays.map((p) => p.card)).toEqual([23, 48, 49, 50]);
    expect(takes(r)).toMatchObject([{ players: ['Ben'], row: 4, reason: 'full-row' }]);
    expect(placeOf(r, 49)).toMatchObject({ player: 'Dirk', row: 4 });
    expect(r.final.startPlayer).toBe(2);
    const withOne = { ...s, turns: [{ plays: { Anna: 1, Ben: 48, Cor: 23, Dirk: 49 } }] };
    expect(runScenario(withOne as Scenario)).toMatchObject({ ok: false, error: { code: 'card-out-of-deck' } });
  });

  it('raffiniert-two-cards: players go by their lower card; Anna placing 39 before 38 passes the full row to Cor', () => {
    const s = load('raffiniert-two-cards');
    const r = run(s);
    const order = events(r).filter((e) => e.type === 'order').map((e) => e.type === 'order' && e.player);
    expect(order).toEqual(['Ben', 'Anna', 'Cor']);
    expect(r.turns[0]?.plays.map((p) => p.card)).toEqual([12, 70, 39, 38, 40, 60]);
    expect(takes(r)).toMatchObject([{ players: ['Cor'], row: 3, cards: [30, 32, 34, 36, 39], bullheads: 7 }]);
    expect(r.scores).toEqual({ Anna: 0, Ben: 0, Cor: 7 });
    const other = run(withChoices(s, 0, [{ player: 'Ben', order: [12, 70] }, { player: 'Anna', order: [38, 39] }, { player: 'Cor', order: [40, 60] }]));
    expect(takes(other)[0]).toMatchObject({ players: ['Anna'], row: 3, cards: [30, 32, 34, 36, 38] });
    // Cor's 40 first takes row 3 and shelters his 60; the other way round he takes two rows.
    const cor = run(withChoices(s, 0, [{ player: 'Ben', order: [12, 70] }, { player: 'Anna', order: [39, 38] }, { player: 'Cor', order: [60, 40] }]));
    expect(takes(cor).map((t) => [t.players, t.row])).toEqual([[['Cor'], 3], [['Cor'], 2]]);
  });

  it('hand-keep: cards are placed at once, turn by turn; the taker keeps some taken cards in hand', () => {
    const r = play('hand-keep');
    expect(r.turns.map((t) => t.plays.map((p) => p.player))).toEqual([['Anna', 'Anna'], ['Ben'], ['Cor']]);
    expect(takes(r)).toMatchObject([{ players: ['Ben'], cards: [10, 11, 13, 17, 21], toHand: [13, 17] }]);
    expect(r.final.piles.Ben).toEqual([10, 11, 21]);
    expect(r.final.penalties.Ben).toBe(9);
    expect(r.final.hands.Ben).toEqual([13, 17, 44, 61, 93]);
    expect(placeOf(r, 24)).toMatchObject({ player: 'Cor', row: 1 }); // right behind Ben's 23
    // Hand cards count double at the end.
    expect(r.scores.Ben).toBe(9 + 2 * totalBullheads([13, 17, 44, 61, 93]));
  });

  it('doppel-stack: equal cards stack, a stack is one place, and the taker gets every card', () => {
    const r = play('doppel-stack');
    expect(r.turns[0]?.after.rows[0]).toEqual([10, 14, 14, 17, 18, 18]);
    expect(r.turns[0]?.after.rows[1]).toEqual([30, 33, 33]);
    const take = takes(r)[0];
    expect(take).toMatchObject({ players: ['Dirk'], row: 1, cards: [10, 14, 14, 17, 18, 18, 19], reason: 'full-row' });
    expect(take?.bullheads).toBe(9);
    expect(r.final.penalties.Dirk).toBe(9);
  });

  it('doppel-shared-take: two equal low cards make one choice and each scores half, rounded up', () => {
    const s = load('doppel-shared-take');
    const choices = s.turns[0]?.choices ?? [];
    expect(choices).toHaveLength(1);
    const r = run(s);
    const take = takes(r)[0];
    expect(take).toMatchObject({ players: ['Anna', 'Ben'], row: 1, bullheads: 5, reason: 'low-card' });
    expect(r.final.penalties).toMatchObject({ Anna: 3, Ben: 3 });
    expect(r.final.rows[0]).toEqual([12, 12, 35]);
  });
});

describe('options', () => {
  it('rows-3: three rows; a row fills within two turns and a low card finds no row', () => {
    const r = play('rows-3');
    expect(r.options.rows).toBe(3);
    expect(r.start.rows).toHaveLength(3);
    expect(r.turns[0]?.after.rows[0]).toHaveLength(4);
    expect(takes(r).map((t) => t.reason)).toEqual(['low-card', 'full-row']);
  });

  it('rows-5: five rows; the extra row takes the 37 that would take a row with four', () => {
    const s = load('rows-5');
    const r = run(s);
    expect(r.options.rows).toBe(5);
    expect(takes(r)).toEqual([]);
    expect(placeOf(r, 37)).toMatchObject({ row: 3 });
    const four = run({ ...s, options: { rows: 4 }, rows: s.rows.filter((_, i) => i !== 2) });
    expect(takes(four)[0]).toMatchObject({ players: ['Anna'], cards: [20, 22, 24, 26, 28] });
  });

  it('five-nimmt: the 5th card takes a row of four', () => {
    const r = play('five-nimmt');
    expect(r.options.rowLength).toBe(4);
    const t = takes(r);
    expect(t.map((x) => [x.reason, x.cards.length])).toEqual([['full-row', 4], ['full-row', 4], ['full-row', 4]]);
    expect(t[1]).toMatchObject({ players: ['Ben'], cards: [10, 13, 15, 16] });
    // The 16 made row 1 four cards long after turn 1: full, though the basic game would still have room.
    expect(r.turns[0]?.after.rows[0]).toEqual([10, 13, 15, 16]);
  });

  it('seven-nimmt: a sixth card still fits, the 7th takes a row of six', () => {
    const r = play('seven-nimmt');
    expect(r.options.rowLength).toBe(6);
    expect(placeOf(r, 29)).toMatchObject({ player: 'Anna', row: 1 });
    expect(r.turns[0]?.after.rows[0]).toHaveLength(6);
    expect(takes(r)).toEqual([expect.objectContaining({ players: ['Ben'], cards: [20, 22, 24, 26, 28, 29], bullheads: 12, reason: 'full-row' })]);
    expect(r.turns[1]?.steps[0]?.event).toMatchObject({ type: 'take', players: ['Ben'] });
    // In the basic game the same 29 would already take the row.
    const basic = run({ ...load('seven-nimmt'), options: {} });
    expect(takes(basic)[0]).toMatchObject({ players: ['Anna'], cards: [20, 22, 24, 26, 28] });
  });

  it('maagd: the round ends with Anna\'s bull pile empty, so everyone\'s points double', () => {
    const s = load('maagd');
    const r = run(s);
    expect(Object.values(r.final.hands).every((h) => h?.length === 0)).toBe(true);
    expect(r.final.piles.Anna).toEqual([]);
    expect(r.final.penalties).toEqual({ Anna: 0, Ben: 10, Cor: 3, Dirk: 1 });
    expect(r.scores).toEqual({ Anna: 0, Ben: 20, Cor: 6, Dirk: 2 });
    const plain = run({ ...s, options: { maagd: false } });
    expect(plain.scores).toEqual(plain.final.penalties);
  });
});

describe('where the rulebook is silent', () => {
  it('silent-profi-tie: 40 is 2 from row 1\'s right end and row 2\'s left end; the player\'s choice decides', () => {
    const s = load('silent-profi-tie');
    const r = run(s);
    expect(placeOf(r, 40)).toMatchObject({ player: 'Anna', row: 2, side: 'left' });
    expect(takes(r)).toEqual([]);
    expect(r.final.rows[1]).toEqual([40, 42, 50, 61, 63]); // the chosen row is full now
    const other = run(withChoices(s, 0, [{ card: 40, row: 1, side: 'right' }]));
    expect(takes(other)).toMatchObject([{ players: ['Anna'], row: 1, reason: 'full-row' }]);
    const none = runScenario(withChoices(s, 0, []));
    expect(none).toMatchObject({ ok: false, error: { code: 'missing-choice' } });
  });

  it('silent-doppel-shared: one joint choice, a row of 7 bullheads costs each player 4, the stack starts the row', () => {
    const s = load('silent-doppel-shared');
    expect(s.turns[0]?.choices).toEqual([{ card: 8, takeRow: 1 }]);
    const r = run(s);
    expect(takes(r)).toMatchObject([{ players: ['Ben', 'Cor'], bullheads: 7, reason: 'low-card' }]);
    expect(r.final.penalties).toEqual({ Anna: 0, Ben: 4, Cor: 4 });
    expect(r.final.rows[0]).toEqual([8, 8, 9]);
    expect(r.final.rows.slice(1)).toEqual(s.rows.slice(1));
  });

  it('silent-raffiniert-order: a player places both cards at once, the higher one ahead of lower cards of others', () => {
    const s = load('silent-raffiniert-order');
    const r = run(s);
    expect(r.turns[0]?.plays.map((p) => p.card)).toEqual([29, 45, 30, 44]);
    expect(placeOf(r, 45)).toMatchObject({ player: 'Anna', row: 2 });
    expect(takes(r)).toMatchObject([{ players: ['Ben'], row: 1, bullheads: 7 }]);
    expect(r.scores).toEqual({ Anna: 0, Ben: 7 });
    // Ben's other order costs a second take.
    const other = run(withChoices(s, 0, [{ player: 'Anna', order: [29, 45] }, { player: 'Ben', order: [44, 30] }, { card: 30, takeRow: 3 }]));
    expect(takes(other).map((t) => t.reason)).toEqual(['full-row', 'low-card']);
    expect(other.scores.Ben).toBeGreaterThan(7);
    // Placed strictly by value, Ben's 44 would have gone to row 2 and Anna's 45 would have taken it.
    const byValue = run({ variant: 'basic', players: ['Anna', 'Ben'], rows: s.rows, turns: [{ plays: { Anna: 29, Ben: 30 } }, { plays: { Anna: 45, Ben: 44 } }] });
    expect(takes(byValue).map((t) => t.players)).toEqual([['Ben'], ['Anna']]);
  });

  it('silent-hand-keep: two cards go down in the order laid; the taker keeps cards only up to 16 in hand', () => {
    const s = load('silent-hand-keep');
    const r = run(s);
    expect(r.turns[0]?.plays.map((p) => p.card)).toEqual([39, 38]);
    expect(takes(r)[0]).toMatchObject({ players: ['Ben'], cards: [50, 51, 53, 57, 58], toHand: [51, 53] });
    expect(r.final.hands.Ben).toHaveLength(16);
    expect(r.final.piles.Ben).toEqual([50, 57, 58]);
    // Laid the other way round, Anna's 39 is the sixth card of row 2.
    const swapped = run({ ...s, turns: [{ player: 'Anna', cards: [38, 39], choices: [{ player: 'Anna', toHand: [] }] }] });
    expect(takes(swapped)).toMatchObject([{ players: ['Anna'], row: 2 }]);
    // Keeping a third card would pass the limit.
    const tooMany = runScenario(withChoices(s, 1, [{ player: 'Ben', toHand: [50, 51, 53] }]));
    expect(tooMany).toMatchObject({ ok: false, error: { code: 'illegal-choice' } });
  });
});

describe('the Anniversary boards: each shows the special card or decision it is about', () => {
  const JDIR = new URL('jubilaeum/', DIR);
  const loadJ = (id: string): Scenario => {
    const parsed = parseScenario(JSON.parse(readFileSync(new URL(`${id}.json`, JDIR), 'utf8')));
    if (!parsed.ok) throw new Error(`${id}: ${parsed.error.path}: ${parsed.error.message}`);
    return parsed.value;
  };
  const playJ = (id: string): Replay => {
    const r = runScenario(loadJ(id));
    if (!r.ok) throw new Error(`${id}: ${r.error.path}: ${r.error.message}`);
    return r.value;
  };
  const specials = (r: Replay) => r.steps.flatMap((s) => (s.explanation.kind === 'special' ? [s.explanation] : []));

  it.each([
    ['jubilaeum-fifth-row', 'fifthRow'], ['jubilaeum-seven-nimmt', 'sevenNimmtFull'], ['jubilaeum-insert', 'insert'],
    ['jubilaeum-insert-full', 'insertFull'], ['jubilaeum-replace', 'replace'], ['jubilaeum-shift', 'shift'],
    ['jubilaeum-stop', 'stop'], ['jubilaeum-stop-take', 'stop'], ['jubilaeum-negative-positive', 'negativePositive'],
  ])('%s plays the special card it is about (%s)', (id, rule) => {
    expect(specials(playJ(id)).map((e) => e.rule)).toContain(rule);
  });
  it('jubilaeum-seven-nimmt-low: Anna\'s low card takes a row although she holds 7 nimmt!, which she keeps', () => {
    const r = playJ('jubilaeum-seven-nimmt-low');
    expect(specials(r)).toEqual([]);
    expect(r.steps[0]?.event).toMatchObject({ type: 'take', players: ['Anna'], row: 2, reason: 'low-card' });
    expect(r.turns.at(-1)?.after.specials?.['Anna']).toContain('sevenNimmt');
    const withIt = loadJ('jubilaeum-seven-nimmt-low');
    const first = withIt.turns[0] as SimultaneousTurn;
    const tried = runScenario({ ...withIt, turns: [{ ...first, plays: { ...first.plays, Anna: { card: 9, special: { type: 'sevenNimmt' } } } }] });
    expect(!tried.ok && tried.error.code).toBe('special-low-card');
  });
  it('jubilaeum-negative-positive: in turn 1 Anna takes a cheapest row, as the page advises', () => {
    const r = playJ('jubilaeum-negative-positive');
    // Rows 2, 3 and 4 cost 5 each, and row 2 is the lowest number. The special card itself: engine/special-cards.test.ts.
    const rows = loadJ('jubilaeum-negative-positive').rows as Card[][];
    expect(cheapestRows(rows)).toEqual([2, 3, 4]);
    expect(r.steps.find((st) => st.event.type === 'take')?.event).toMatchObject({ players: ['Anna'], row: 2, cards: [33] });
  });
  it('jubilaeum-insert-fifth-row: Insert into a full row while a 5th Row lies takes all six cards and removes the row', () => {
    const r = playJ('jubilaeum-insert-fifth-row');
    const turn2 = r.turns[1]!;
    expect(turn2.before.rows).toHaveLength(5);
    const take = turn2.steps.find((s) => s.event.type === 'take')?.event;
    expect(take).toMatchObject({ players: ['Ben'], row: 1, cards: [12, 14, 17, 25, 30, 33] });
    expect(turn2.steps.map((s) => s.event.type)).toContain('remove-row');
    expect(turn2.after.rows).toHaveLength(4);
    expect(turn2.after.rows.flat()).not.toContain(33);
  });
  it('jubilaeum-swap-empty: with an empty deck and no discards, the swapped card comes straight back', () => {
    const r = playJ('jubilaeum-swap-empty');
    const swap = r.steps.find((s) => s.event.type === 'swap')?.event;
    expect(swap).toMatchObject({ player: 'Anna', gave: 'stop', drew: 'stop', reshuffled: true });
    expect(r.turns.at(-1)?.after.specials?.['Anna']).toEqual(['stop']);
  });
});
