// The special cards (the Anniversary variant, jubilaeum): each special card and each decision of issue 7 on its example
// board, every illegal use rejected with the turn, the player and the rule, the deal of special cards and the two rounds.
// What every variant shares (example files parse and run, the runner CLI, determinism) is tested over all variants elsewhere.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  parseScenario, runScenario, freeCards, resolveTurn, beginTurn, nextStep, applyChoice, newSpecialRound, resolveOptions, NO_MARKS,
  dealWithSpecials, dealSecondRound, deal, isGameOver, twoRoundTotals, scoreRound, tableRows,
  type GameEvent, type Replay, type Snapshot, type Scenario, type TurnProgress, type TurnState, type Choice, type SpecialRound,
} from '../../../src/engine/index.ts';

/** Run a turn on the one driver up to its next decision (or its end), collecting the events on the way. */
function upTo(t: TurnState): { step: Exclude<TurnProgress, { kind: 'event' }>; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let step = nextStep(t);
  for (; step.kind === 'event'; step = nextStep(step.turn)) events.push(step.event);
  return { step, events };
}
function answer(step: TurnProgress, choice: Choice): TurnState {
  if (step.kind !== 'decision') throw new Error(`no decision waits (${step.kind})`);
  const r = applyChoice(step.turn, choice);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
function begin(round: SpecialRound, plays: Parameters<typeof beginTurn>[1], askSpecials = false): TurnState {
  const r = beginTurn(round, plays, undefined, { askSpecials });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const DIR = new URL('../../../src/content/examples/jubilaeum/', import.meta.url);

function load(id: string): Scenario {
  return JSON.parse(readFileSync(new URL(`${id}.json`, DIR), 'utf8')) as Scenario;
}

function play(s: Scenario): Replay {
  const r = runScenario(s);
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return r.value;
}

const run = (id: string) => play(load(id));
const events = (r: Replay, turn?: number): GameEvent[] => r.steps.filter((s) => turn === undefined || s.turn === turn).map((s) => s.event);
/** The table after a turn, with the special cards' state an Anniversary snapshot always has. */
const after = (r: Replay, turn = r.turns.length - 1) => r.turns[turn]!.after as Required<Snapshot>;
const kinds = (r: Replay, turn: number) => events(r, turn).map((e) => (e.type === 'special' ? `special:${e.special.type}` : e.type));

describe('the jubilaeum example boards', () => {
  it('5th Row: a fifth row starts; at the next take the taker takes their own card too, the row is gone, four remain', () => {
    const r = run('jubilaeum-fifth-row');
    expect(kinds(r, 0)).toEqual(['special:fifthRow', 'place', 'place', 'place', 'place']);
    expect(after(r, 0).table).toEqual([[12], [37, 40], [43], [58, 60, 70], ['fifthRow', 20]]);
    expect(r.steps[1]!.explanation).toMatchObject({ kind: 'special-place', special: 'fifthRow', row: 5 });
    expect(events(r, 1).slice(0, 2)).toEqual([
      { type: 'take', players: ['Anna'], row: 1, cards: [12, 5], bullheads: 3, reason: 'low-card' },
      { type: 'remove-row', player: 'Anna', row: 1, card: 5 },
    ]);
    expect(after(r).table).toEqual([[37, 40, 41], [43, 44], [58, 60, 70, 71], [20]]);
    expect(after(r).piles.Anna).toEqual([12, 5]);
    expect(after(r).specialDiscards).toEqual(['fifthRow']);
    expect(r.scores).toEqual({ Anna: 3, Ben: 0, Cor: 0, Dirk: 0 });
  });

  it('7 nimmt!: on a full row the card becomes the sixth; the seventh card takes six', () => {
    const r = run('jubilaeum-seven-nimmt');
    expect(r.steps[0]!.explanation).toMatchObject({ kind: 'special', special: 'sevenNimmt', rule: 'sevenNimmtFull', row: 1, placesBefore: 5 });
    expect(events(r, 0)[1]).toEqual({ type: 'place', player: 'Anna', card: 30, row: 1, side: 'right' });
    expect(r.steps[0]!.after.table?.[0]).toEqual([12, 14, 15, 21, 26, 'sevenNimmt']);
    expect(after(r, 0).table[0]).toEqual([12, 14, 15, 21, 26, 30, 'sevenNimmt']);
    expect(events(r, 1)[0]).toEqual({ type: 'take', players: ['Dirk'], row: 1, cards: [12, 14, 15, 21, 26, 30], bullheads: 9, reason: 'full-row' });
    expect(after(r).table).toEqual([[33], [37, 38, 39], [43, 45, 46], [58, 60, 61]]);
    expect(after(r).specialDiscards).toEqual(['sevenNimmt']);
    expect(r.scores.Dirk).toBe(9);
  });

  it('Insert: a low card goes between two cards of any row, ascending', () => {
    const r = run('jubilaeum-insert');
    expect(events(r, 0).slice(0, 2)).toEqual([
      { type: 'special', player: 'Anna', card: 25, special: { type: 'insert', row: 1, position: 3 }, row: 1, position: 3 },
      { type: 'place', player: 'Anna', card: 25, row: 1, side: 'right', position: 3 },
    ]);
    expect(r.steps[0]!.explanation).toMatchObject({ rule: 'insert', between: [20, 30] });
    expect(after(r).table).toEqual([[12, 20, 25, 30], [37, 40], [43, 50], [58, 60]]);
    expect(r.scores.Anna).toBe(0);
  });

  it('Insert into a full row: the player takes it; its highest card stays as the new first card', () => {
    const r = run('jubilaeum-insert-full');
    expect(kinds(r, 0)).toEqual(['special:insert', 'take', 'place', 'place', 'place']);
    expect(events(r, 0)[1]).toEqual({ type: 'take', players: ['Anna'], row: 1, cards: [12, 20, 25, 30, 33], bullheads: 14, reason: 'full-row' });
    expect(after(r).table[0]).toEqual([36]);
    expect(after(r).piles.Anna).toEqual([12, 20, 25, 30, 33]);
    expect(r.scores.Anna).toBe(14);
  });

  it('Replace: the played card goes back to the hand; the other card is placed at once, in the first card\'s turn', () => {
    const r = run('jubilaeum-replace');
    expect(events(r, 0).slice(0, 3)).toEqual([
      { type: 'special', player: 'Anna', card: 9, special: { type: 'replace', card: 35 }, row: null },
      { type: 'place', player: 'Anna', card: 35, row: 2, side: 'right' },
      { type: 'place', player: 'Ben', card: 33, row: 1, side: 'right' },
    ]);
    expect(r.final.hands.Anna).toEqual([9, 70]);
    expect(after(r).table).toEqual([[12, 33], [30, 35], [43, 44], [58, 60]]);
    const free = freeCards(load('jubilaeum-replace'));
    expect(free).not.toContain(35);
    expect(free).not.toContain(9);
  });

  it('Shift: a card moves to another row before the placement, which then follows the new table', () => {
    const r = run('jubilaeum-shift');
    expect(events(r, 0)[0]).toEqual({ type: 'special', player: 'Anna', card: 16, special: { type: 'shift', card: 14, toRow: 2 }, row: 2, fromRow: 1, position: 1 });
    expect(r.steps[0]!.explanation).toMatchObject({ kind: 'special', rule: 'shift', moved: 14, fromRow: 1, position: 1, between: [null, 37], placesBefore: 1 });
    expect(r.steps[0]!.after.table).toEqual([[12], [14, 37], [43], [58]]);
    expect(events(r, 0)[1]).toEqual({ type: 'place', player: 'Anna', card: 16, row: 1, side: 'right' });
    expect(after(r).table).toEqual([[12, 16], [14, 37, 40], [43, 45], [58, 60]]);
  });

  it('Stop: the stopped row does not count for the rules; a card that fits it goes elsewhere', () => {
    const r = run('jubilaeum-stop');
    expect(events(r, 0).slice(0, 3)).toEqual([
      { type: 'special', player: 'Anna', card: 20, special: { type: 'stop', row: 2 }, row: 2 },
      { type: 'place', player: 'Anna', card: 20, row: 1, side: 'right' },
      { type: 'place', player: 'Ben', card: 39, row: 1, side: 'right' },
    ]);
    expect(r.steps[0]!.after.table?.[1]).toEqual([37, 'stop']);
    expect(r.steps[0]!.explanation).toMatchObject({ kind: 'special', rule: 'stop', row: 2, stopsBefore: 0, placesBefore: 1 });
    const ben = r.steps[2]!.explanation;
    expect(ben).toMatchObject({ kind: 'place', rule: 'rule1', stopped: [2], candidates: [{ row: 1, last: 20, diff: 19 }] });
    expect(after(r).table).toEqual([[12, 20, 39], [37, 'stop'], [43, 44], [58, 60]]);
  });

  it('Stop + the next take: the low card may take only a row without a Stop; the take, then the Stops leave, then the card starts the row', () => {
    const r = run('jubilaeum-stop-take');
    expect(r.steps[2]!.explanation).toMatchObject({ kind: 'special', player: 'Ben', rule: 'stop', row: 3, stopsBefore: 1 });
    expect(after(r, 0).table).toEqual([[12, 20, 47], [37, 'stop'], [43, 'stop'], [58, 60, 62]]);
    expect(kinds(r, 1).slice(0, 3)).toEqual(['take', 'remove-stops', 'place']);
    expect(events(r, 1)[1]).toEqual({ type: 'remove-stops', player: 'Anna', rows: [2, 3] });
    expect(after(r).table).toEqual([[5], [37, 38], [43, 44], [58, 60, 62, 63]]);
    expect(after(r).specialDiscards).toEqual(['stop', 'stop']);
    // Without the Stops' removal Ben's 38 could not have gone to row 2.
    const s = load('jubilaeum-stop-take');
    const wrongRow = { ...s, turns: [s.turns[0]!, { ...s.turns[1]!, choices: [{ card: 5, takeRow: 2 }] }] };
    const bad = runScenario(wrongRow);
    expect(bad.ok ? null : bad.error).toMatchObject({ path: 'turns[1].choices[0]', code: 'illegal-choice' });
  });

  it('Negative = Positive: points become before + row - 2 x card; the card leaves the game', () => {
    const r = run('jubilaeum-negative-positive');
    expect(kinds(r, 1)).toEqual(['place', 'place', 'special:negativePositive', 'take', 'place', 'place']);
    expect(events(r, 1)[2]).toMatchObject({ type: 'special', player: 'Anna', special: { type: 'negativePositive', card: 55 }, row: 1, points: { before: 5, row: 13, card: 7, after: 4 } });
    expect(r.steps.find((s) => s.event.type === 'take' && s.turn === 1)!.explanation).toMatchObject({ kind: 'take', bullheads: 13, points: -1 });
    expect(after(r).piles.Anna).toEqual([33, 50, 51, 52, 53]);
    expect(after(r).outOfGame).toEqual([55]);
    expect(r.scores.Anna).toBe(4);
  });

  it('Negative = Positive never takes points below zero', () => {
    const s = load('jubilaeum-negative-positive');
    const r = play({ ...s, turns: [s.turns[1]!] });
    expect(r.steps.find((x) => x.event.type === 'special')!.explanation).toMatchObject({ rule: 'negativePositiveFloor', raw: -1, points: { before: 0, row: 13, card: 7, after: 0 } });
    expect(r.scores.Anna).toBe(0);
  });

  it('Swap: after taking a row the player gives up a special card and draws the top of the deck', () => {
    const r = run('jubilaeum-swap');
    expect(kinds(r, 0).slice(0, 3)).toEqual(['take', 'place', 'swap']);
    expect(events(r, 0)[2]).toEqual({ type: 'swap', player: 'Anna', gave: 'stop', drew: 'shift', reshuffled: false });
    expect(after(r).specials.Anna).toEqual(['insert', 'shift']);
    expect(after(r).specialDeck).toBe(2);
    expect(after(r).specialDiscards).toEqual(['stop']);
  });

  it('Swap with an empty deck: the discards are shuffled into a new deck first (seeded)', () => {
    const s: Scenario = {
      variant: 'jubilaeum', players: ['Anna', 'Ben'], seed: 7,
      specials: { Anna: ['stop', 'insert', 'replace'], Ben: ['shift', 'sevenNimmt'] },
      rows: [[12, 30], [37], [43], [58]],
      turns: [
        { plays: { Anna: { card: 25, special: { type: 'insert', row: 1, position: 2 } }, Ben: { card: 40, special: { type: 'shift', card: 25, toRow: 2 } } } },
        { plays: { Anna: 5, Ben: 41 }, choices: [{ card: 5, takeRow: 1 }, { player: 'Anna', swap: 'stop' }] },
      ],
    };
    const a = play(s);
    const swap = events(a, 1).find((e) => e.type === 'swap');
    expect(swap).toMatchObject({ type: 'swap', player: 'Anna', gave: 'stop', reshuffled: true });
    const b = play(s);
    expect(b.steps).toEqual(a.steps);
    const held = [...after(a).specials.Anna!, ...after(a).specialDiscards].sort();
    expect(held.length + after(a).specialDeck).toBe(4);
  });
});

describe('more cases of the special cards', () => {
  const players = ['Anna', 'Ben'];
  it('7 nimmt! on a short row lets it hold six; a Stop may lie beside it', () => {
    const r = play({
      variant: 'jubilaeum', players, specials: { Anna: ['sevenNimmt'], Ben: ['stop'] }, rows: [[12, 14], [37], [43], [58]],
      turns: [
        { plays: { Anna: { card: 20, special: { type: 'sevenNimmt' } }, Ben: { card: 60, special: { type: 'stop', row: 1 } } } },
        { plays: { Anna: 21, Ben: 61 }, choices: [{ card: 21, takeRow: 2 }] },
      ],
    });
    expect(r.steps[0]!.explanation).toMatchObject({ rule: 'sevenNimmt', row: 1, placesBefore: 2 });
    expect(after(r, 0).table[0]).toEqual([12, 14, 20, 'sevenNimmt', 'stop']);
    // Row 1 is stopped, so 21 fits no row: a low card, which may take rows 2-4 only; then the Stop leaves, 7 nimmt! stays.
    expect(kinds(r, 1)).toEqual(['take', 'remove-stops', 'place', 'place']);
    expect(after(r).table).toEqual([[12, 14, 20, 'sevenNimmt'], [21], [43], [58, 60, 61]]);
  });

  it('7 nimmt! twice on one row is refused', () => {
    const bad = runScenario({
      variant: 'jubilaeum', players, specials: { Anna: ['sevenNimmt'], Ben: ['sevenNimmt'] }, rows: [[12], [37], [43], [58]],
      turns: [{ plays: { Anna: { card: 20, special: { type: 'sevenNimmt' } }, Ben: { card: 21, special: { type: 'sevenNimmt' } } } }],
    });
    expect(bad.ok ? null : bad.error).toMatchObject({ path: 'turns[0].plays.Ben', code: 'special-seven-twice' });
  });

  it('a fifth row ends at anyone\'s take; the fifth row itself stays as an ordinary row', () => {
    const r = play({
      variant: 'jubilaeum', players, specials: { Anna: ['fifthRow'] }, rows: [[12], [37], [43], [58, 59, 61, 62, 63]],
      turns: [{ plays: { Anna: { card: 5, special: { type: 'fifthRow' } }, Ben: 64 } }],
    });
    expect(kinds(r, 0)).toEqual(['special:fifthRow', 'place', 'take', 'remove-row']);
    expect(events(r, 0)[2]).toMatchObject({ players: ['Ben'], row: 4, cards: [58, 59, 61, 62, 63, 64] });
    expect(after(r).table).toEqual([[12], [37], [43], [5]]);
    expect(after(r).piles.Ben).toEqual([58, 59, 61, 62, 63, 64]);
  });

  it('Insert into a full row while a fifth row lies: the taker takes the whole row, the card that would stay too', () => {
    const r = play({
      variant: 'jubilaeum', players, specials: { Anna: ['fifthRow'], Ben: ['insert'] }, rows: [[12, 20, 30, 33, 36], [37], [43], [58]],
      turns: [{ plays: { Anna: { card: 5, special: { type: 'fifthRow' } }, Ben: { card: 25, special: { type: 'insert', row: 1, position: 3 } } } }],
    });
    expect(events(r, 0).filter((e) => e.type === 'take')).toEqual([{ type: 'take', players: ['Ben'], row: 1, cards: [12, 20, 25, 30, 33, 36], bullheads: 15, reason: 'full-row' }]);
    expect(after(r).table).toEqual([[37], [43], [58], [5]]);
  });
});

describe('illegal special cards: the turn, the player and the rule', () => {
  const base = (turns: unknown[], extra: object = {}) => ({
    variant: 'jubilaeum', players: ['Anna', 'Ben', 'Cor', 'Dirk'],
    specials: { Anna: ['stop', 'fifthRow', 'sevenNimmt'], Ben: ['stop', 'fifthRow', 'shift'], Cor: ['stop', 'insert', 'negativePositive'], Dirk: ['replace', 'shift', 'insert'] },
    rows: [[12], [37], [43], [58]], turns, ...extra,
  });
  const twoStops = { plays: { Anna: { card: 20, special: { type: 'stop', row: 2 } }, Ben: { card: 47, special: { type: 'stop', row: 3 } }, Cor: 60, Dirk: 62 } };
  const cases: [string, unknown, string, string, RegExp?][] = [
    ['a special card not held', base([{ plays: { Anna: { card: 20, special: { type: 'insert', row: 1, position: 1 } }, Ben: 40, Cor: 60, Dirk: 70 } }]), 'turns[0].plays.Anna', 'special-not-held', /Anna plays a Insert card but holds Stop, 5th Row, 7 nimmt!/],
    ['a special card by a player without any', { ...base([{ plays: { Anna: 20, Ben: 40, Cor: 60, Dirk: { card: 70, special: { type: 'stop', row: 1 } } } }]), specials: { Anna: ['stop'] } }, 'turns[0].plays.Dirk', 'special-not-held'],
    ['a third Stop', base([twoStops, { plays: { Anna: 48, Ben: 49, Cor: { card: 63, special: { type: 'stop', row: 4 } }, Dirk: 64 } }]), 'turns[1].plays.Cor', 'special-stop-limit', /^a third Stop card may not be played; two already lie on the table$/],
    ['a Stop on a stopped row', base([{ plays: { Anna: { card: 20, special: { type: 'stop', row: 2 } }, Ben: { card: 47, special: { type: 'stop', row: 2 } }, Cor: 60, Dirk: 62 } }]), 'turns[0].plays.Ben', 'special-row-stopped'],
    ['a Stop on a row that does not exist', base([{ plays: { Anna: { card: 20, special: { type: 'stop', row: 5 } }, Ben: 40, Cor: 60, Dirk: 62 } }]), 'turns[0].plays.Anna', 'special-no-row'],
    ['a fifth row while five lie', base([{ plays: { Anna: { card: 20, special: { type: 'fifthRow' } }, Ben: { card: 47, special: { type: 'fifthRow' } }, Cor: 60, Dirk: 62 } }]), 'turns[0].plays.Ben', 'special-five-rows', /while 5 rows lie/],
    ['a fifth row on a five-row table', base([
      { plays: { Anna: { card: 20, special: { type: 'fifthRow' } }, Ben: 40, Cor: 60, Dirk: 62 } },
      { plays: { Anna: 21, Ben: { card: 41, special: { type: 'fifthRow' } }, Cor: 61, Dirk: 63 } },
    ], { specials: { Anna: ['fifthRow'], Ben: ['fifthRow'] } }), 'turns[1].plays.Ben', 'special-five-rows'],
    ['a start on five rows', base([{ plays: { Anna: 20, Ben: 40, Cor: 60, Dirk: 62 } }], { rows: [[12], [37], [43], [58], [80]] }), 'rows', 'row-count'],
    ['7 nimmt! with a low card', base([{ plays: { Anna: { card: 5, special: { type: 'sevenNimmt' } }, Ben: 40, Cor: 60, Dirk: 62 } }]), 'turns[0].plays.Anna', 'special-low-card', /cannot rescue a low card/],
    ['Shift into a stopped row', base([{ plays: { Anna: { card: 20, special: { type: 'stop', row: 3 } }, Ben: { card: 47, special: { type: 'shift', card: 37, toRow: 3 } }, Cor: 60, Dirk: 62 } }], { rows: [[12], [30, 37], [43], [58]] }), 'turns[0].plays.Ben', 'special-row-stopped', /no card may be moved into it/],
    ['Shift out of a stopped row', base([{ plays: { Anna: { card: 20, special: { type: 'stop', row: 2 } }, Ben: { card: 47, special: { type: 'shift', card: 37, toRow: 3 } }, Cor: 60, Dirk: 62 } }], { rows: [[12], [30, 37], [43], [58]] }), 'turns[0].plays.Ben', 'special-row-stopped', /no card leaves a stopped row/],
    ['Shift of a row\'s only card', base([{ plays: { Anna: 20, Ben: { card: 47, special: { type: 'shift', card: 37, toRow: 3 } }, Cor: 60, Dirk: 62 } }]), 'turns[0].plays.Ben', 'special-only-card'],
    ['Shift that makes a row too long', base([{ plays: { Anna: 38, Ben: { card: 47, special: { type: 'shift', card: 37, toRow: 1 } }, Cor: 60, Dirk: 62 } }], { rows: [[1, 2, 3, 4, 5], [30, 37], [43], [58]] }), 'turns[0].plays.Ben', 'special-row-too-long'],
    ['Shift of a card not on the table', base([{ plays: { Anna: 20, Ben: { card: 47, special: { type: 'shift', card: 99, toRow: 1 } }, Cor: 60, Dirk: 62 } }]), 'turns[0].plays.Ben', 'special-bad-card'],
    ['Shift to the same row', base([{ plays: { Anna: 20, Ben: { card: 47, special: { type: 'shift', card: 37, toRow: 2 } }, Cor: 60, Dirk: 62 } }], { rows: [[12], [30, 37], [43], [58]] }), 'turns[0].plays.Ben', 'special-no-row'],
    ['Insert at the end', base([{ plays: { Anna: 20, Ben: 40, Cor: 60, Dirk: { card: 70, special: { type: 'insert', row: 4, position: 3 } } } }]), 'turns[0].plays.Dirk', 'special-bad-position', /the end is a normal placement/],
    ['Insert out of order', base([{ plays: { Anna: 20, Ben: 40, Cor: 60, Dirk: { card: 70, special: { type: 'insert', row: 4, position: 1 } } } }]), 'turns[0].plays.Dirk', 'special-bad-position', /does not fit before 58/],
    ['Insert into a stopped row', base([{ plays: { Anna: { card: 20, special: { type: 'stop', row: 4 } }, Ben: 40, Cor: 60, Dirk: { card: 50, special: { type: 'insert', row: 4, position: 1 } } } }]), 'turns[0].plays.Dirk', 'special-row-stopped'],
    ['Replace with a card not in the hand', { ...base([{ plays: { Anna: 20, Ben: 40, Cor: 60, Dirk: { card: 70, special: { type: 'replace', card: 71 } } } }]), hands: { Dirk: [70, 72] } }, 'turns[0].plays.Dirk', 'special-bad-card', /not in Dirk's hand/],
    ['Replace with a card on the table', base([{ plays: { Anna: 20, Ben: 40, Cor: 60, Dirk: { card: 70, special: { type: 'replace', card: 58 } } } }]), 'turns[0].plays.Dirk', 'special-bad-card'],
    ['Replace with a card in another player\'s hand', { ...base([{ plays: { Anna: 20, Ben: 40, Cor: 60, Dirk: { card: 70, special: { type: 'replace', card: 71 } } } }]), hands: { Anna: [20, 71] } }, 'turns[0].plays.Dirk', 'special-bad-card', /71 cannot be placed instead of 70; it is already out/],
    ['Replace with a card played in this turn', base([{ plays: { Anna: 20, Ben: 40, Cor: 60, Dirk: { card: 70, special: { type: 'replace', card: 40 } } } }]), 'turns[0].plays.Dirk', 'special-bad-card', /played in this turn/],
    ['Negative = Positive without a take', base([{ plays: { Anna: 20, Ben: 40, Cor: { card: 60, special: { type: 'negativePositive', card: 58 } }, Dirk: 62 } }]), 'turns[0].plays.Cor', 'special-no-take'],
    ['Negative = Positive on a card not taken', base([{ plays: { Anna: 20, Ben: 40, Cor: { card: 5, special: { type: 'negativePositive', card: 58 } }, Dirk: 62 }, choices: [{ card: 5, takeRow: 1 }] }]), 'turns[0].plays.Cor', 'special-bad-card'],
    ['a low card taking a stopped row', base([twoStops, { plays: { Anna: 5, Ben: 48, Cor: 61, Dirk: 63 }, choices: [{ card: 5, takeRow: 2 }] }]), 'turns[1].choices[0]', 'illegal-choice', /may take row 1, 4, not row 2/],
    ['a swap without a take', base([{ plays: { Anna: 20, Ben: 40, Cor: 60, Dirk: 62 }, choices: [{ player: 'Anna', swap: 'stop' }] }]), 'turns[0].choices[0]', 'unused-choice', /takes no row/],
    ['a swap of a card not held', base([{ plays: { Anna: 5, Ben: 40, Cor: 60, Dirk: 62 }, choices: [{ card: 5, takeRow: 1 }, { player: 'Anna', swap: 'insert' }] }], { specialDeck: ['shift'] }), 'turns[0].choices[1]', 'special-not-held'],
    ['a number card out of the game', base([
      { plays: { Anna: 20, Ben: 40, Cor: { card: 5, special: { type: 'negativePositive', card: 12 } }, Dirk: 62 }, choices: [{ card: 5, takeRow: 1 }] },
      { plays: { Anna: 12, Ben: 41, Cor: 61, Dirk: 63 } },
    ]), 'turns[1].plays.Anna', 'already-played', /left the game/],
    ['five of a kind', base([], { specialDeck: ['stop', 'stop'] }), 'specialDeck[1]', 'special-count'],
    ['an unknown special card', base([{ plays: { Anna: { card: 20, special: { type: 'joker' } }, Ben: 40, Cor: 60, Dirk: 62 } }]), 'turns[0].plays.Anna.special.type', 'invalid-value'],
    ['a special card without its row', base([{ plays: { Anna: { card: 20, special: { type: 'stop' } }, Ben: 40, Cor: 60, Dirk: 62 } }]), 'turns[0].plays.Anna.special.row', 'invalid-value'],
    ['a swap of an unknown card', base([{ plays: { Anna: 20, Ben: 40, Cor: 60, Dirk: 62 }, choices: [{ player: 'Anna', swap: 'joker' }] }]), 'turns[0].choices[0].swap', 'invalid-value'],
    ['special cards in another variant', { variant: 'basic', rows: [[12], [37], [43], [58]], turns: [], specials: {} }, 'specials', 'unknown-option'],
    ['a special play in another variant', { variant: 'basic', rows: [[12], [37], [43], [58]], turns: [{ plays: { Anna: { card: 20 } } }] }, 'turns[0].plays.Anna', 'invalid-value'],
    ['special cards of a stranger', base([], { specials: { Eve: ['stop'] } }), 'specials.Eve', 'unknown-player'],
  ];
  it.each(cases)('%s', (_, json, path, code, message) => {
    const r = parseScenario(json);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ path, code });
    if (message) expect(r.error.message).toMatch(message);
    expect(typeof r.error.params).toBe('object');
  });
});

describe('the jubilaeum API', () => {
  const options = resolveOptions('jubilaeum');
  const players = ['A', 'B'];

  it('deals 12 number cards and 3 special cards each, four rows, 22 special cards face down; the same seed gives the same deal', () => {
    const r = dealWithSpecials({}, ['A', 'B', 'C'], 42);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const round = r.value;
    for (const p of round.players) {
      expect(round.hands[p]).toHaveLength(12);
      expect(round.specials[p]).toHaveLength(3);
    }
    expect(round.rows).toHaveLength(4);
    expect(round.specialDeck).toHaveLength(28 - 9);
    expect(dealWithSpecials({}, ['A', 'B', 'C'], 42)).toEqual(r);
    expect(deal('jubilaeum', {}, ['A', 'B', 'C'], 42)).toEqual(r);
    expect(dealWithSpecials({}, ['A'], 1).ok).toBe(false);
    expect(dealWithSpecials({}, Array.from({ length: 9 }, (_, i) => `P${i}`), 1).ok).toBe(false);
  });

  it('round two keeps the unused special cards and deals up to three more; fewer when the deck runs short', () => {
    const eight = Array.from({ length: 8 }, (_, i) => `P${i}`);
    const first = dealWithSpecials({}, eight, 5);
    if (!first.ok) throw new Error(first.error.message);
    expect(first.value.specialDeck).toHaveLength(4);
    // Nobody used a special card: 4 left for 8 players, so nobody gets more.
    const second = dealSecondRound(first.value, 5);
    if (!second.ok) throw new Error(second.error.message);
    for (const p of eight) expect(second.value.specials[p]).toEqual(first.value.specials[p]);
    // Everyone used one (to the discards): 4 + 8 = 12 left, one more each.
    const used = { ...first.value, specials: Object.fromEntries(eight.map((p) => [p, first.value.specials[p]!.slice(1)])), specialDiscards: eight.map((p) => first.value.specials[p]![0]!) };
    const again = dealSecondRound(used, 5);
    if (!again.ok) throw new Error(again.error.message);
    for (const p of eight) expect(again.value.specials[p]).toHaveLength(3);
    expect(again.value.specialDeck.length + again.value.specialDiscards.length).toBe(4);
    expect(again.value.hands.P0).toHaveLength(12);
    expect(again.value.hands.P0).not.toEqual(first.value.hands.P0);
    // Four players: 16 in the deck, three more each.
    const four = dealWithSpecials({}, ['A', 'B', 'C', 'D'], 9);
    if (!four.ok) throw new Error(four.error.message);
    const next = dealSecondRound(four.value, 9);
    expect(next.ok && next.value.specials.A).toHaveLength(6);
  });

  it('two rounds make a game; the totals add both', () => {
    const r = newSpecialRound(options, players, [[1], [2], [3], [4]]);
    expect(isGameOver(r, {}, 1)).toBe(false);
    expect(isGameOver(r, {}, 2)).toBe(true);
    expect(twoRoundTotals({ A: 3, B: 10 }, { A: 7, B: 0 })).toEqual({ A: 10, B: 10 });
    expect(scoreRound(r)).toEqual({ A: 0, B: 0 });
  });

  it('step by step: stops at a low card and at a swap offer; answers continue the turn', () => {
    const round = newSpecialRound(options, players, [[12], [37], [43], [58]], {}, { A: ['stop', 'insert'] }, ['shift']);
    const plays = { A: 5, B: 40 };
    const first = upTo(begin(round, plays));
    expect(first).toMatchObject({ step: { kind: 'decision', decision: { kind: 'takeRow', card: 5, rows: [1, 2, 3, 4] } }, events: [] });
    const second = upTo(answer(first.step, { card: 5, takeRow: 1 }));
    expect(second.step).toMatchObject({ kind: 'decision', decision: { kind: 'swap', player: 'A', held: ['stop', 'insert'] } });
    expect(upTo(answer(second.step, { player: 'A', swap: null })).step.kind).toBe('done');
    const swapped = resolveTurn(round, plays, [{ card: 5, takeRow: 1 }, { player: 'A', swap: 'insert' }]);
    expect(swapped.ok && (swapped.value.round as SpecialRound).specials.A).toEqual(['stop', 'shift']);
    if (swapped.ok) expect(tableRows(swapped.value.round as SpecialRound)).toEqual([[5], [37, 40], [43], [58]]);
  });

  it('resolveTurn plays an Anniversary turn by its rules: a low card may not take a Stop row; after the take the Stop leaves', () => {
    // Rulebook: a row with a Stop card does not count for rules 1-4; the next take removes every Stop.
    const round = { ...newSpecialRound(options, players, [[12], [37], [43], [58]]), marks: [NO_MARKS, { ...NO_MARKS, stop: true }, NO_MARKS, NO_MARKS] };
    const refused = resolveTurn(round, { A: 5, B: 40 }, [{ card: 5, takeRow: 2 }]);
    expect(refused.ok ? null : refused.error).toMatchObject({ code: 'illegal-choice', params: { rows: [1, 3, 4] } });
    const r = resolveTurn(round, { A: 5, B: 40 }, [{ card: 5, takeRow: 1 }]);
    expect(r.ok && r.value.events.map((e) => e.type)).toEqual(['take', 'remove-stops', 'place', 'place']);
    // With the Stop gone, 40 goes after 37 in row 2 (a plain game would have done the same, but 5 could have taken row 2).
    if (r.ok) expect(tableRows(r.value.round as SpecialRound)).toEqual([[5], [37, 40], [43], [58]]);
  });

  it('a card that fits only a stopped row is a low card: it may take only a row without a Stop', () => {
    const round = { ...newSpecialRound(options, players, [[12], [37], [43], [58]]), marks: [{ ...NO_MARKS, stop: true }, NO_MARKS, NO_MARKS, NO_MARKS] };
    const first = upTo(begin(round, { A: 20, B: 60 }));
    expect(first.step).toMatchObject({ kind: 'decision', decision: { kind: 'takeRow', card: 20, rows: [2, 3, 4] } });
  });
});

describe('a special card chosen as its number card is placed (askSpecials: how a game at a table runs)', () => {
  const four = ['Anna', 'Ben', 'Cor', 'Dirk'];
  const opts = resolveOptions('jubilaeum', {});
  // the Stop board (jubilaeum-stop.json) with the decision asked instead of written into Anna's play
  const round = newSpecialRound(opts, four, [[12], [37], [43], [58]], { Anna: [20, 70], Ben: [39, 71], Cor: [44, 72], Dirk: [60, 73] }, { Anna: ['stop', 'replace', 'shift'] });
  const plays = { Anna: 20, Ben: 39, Cor: 44, Dirk: 60 };

  it('asks Anna, with the table as it is then, and only players who hold a special card', () => {
    const first = upTo(begin(round, plays, true));
    expect(first).toMatchObject({ step: { kind: 'decision', decision: { kind: 'special', player: 'Anna', card: 20, held: ['stop', 'replace', 'shift'] } }, events: [] });
    if (first.step.kind === 'decision') expect(first.step.turn.round.hands.Anna).toEqual([70]);
    const none = upTo(answer(first.step, { player: 'Anna', card: 20, special: null })).step;
    expect(none.kind).toBe('done');
    if (none.kind === 'done') expect(none.round.rows).toEqual([[12, 20], [37, 39], [43, 44], [58, 60]]);
  });

  it('a Stop chosen then gives the same turn as the board where the play carries it', () => {
    const asked = upTo(answer(upTo(begin(round, plays, true)).step, { player: 'Anna', card: 20, special: { type: 'stop', row: 2 } })).step;
    const written = resolveTurn(round, { ...plays, Anna: { card: 20, special: { type: 'stop', row: 2 } } });
    expect(asked.kind).toBe('done');
    expect(written.ok).toBe(true);
    if (asked.kind === 'done' && written.ok) {
      expect(asked.round).toEqual(written.value.round);
      expect(tableRows(asked.round as SpecialRound)).toEqual([[12, 20, 39], [37, 'stop'], [43, 44], [58, 60]]);
    }
  });

  it('a special card the player does not hold is refused', () => {
    const first = upTo(begin(round, plays, true)).step;
    const r = first.kind === 'decision' ? applyChoice(first.turn, { player: 'Anna', card: 20, special: { type: 'fifthRow' } }) : null;
    expect(r?.ok).toBe(false);
    if (r && !r.ok) expect(r.error).toMatchObject({ code: 'special-not-held', params: { player: 'Anna', type: 'fifthRow' } });
  });
});
