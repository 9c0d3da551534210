// The strong bot: the heuristic policy it plays out is the heuristic bot's own; it answers legally,
// replays exactly from its seed, and falls back to the heuristic bot where its search does not reach.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deal, resolveOptions, type Card, type Decision, type Row } from '../../../src/engine/index.ts';
import { playoutTable } from '../../../src/engine/playout.ts';
import { heuristicBot, type BotView } from '../../../src/machines/bots.ts';
import { cheapestRow } from '../../../src/policy/index.ts';
import { heuristicCard, heuristicRow, modelHands, strongBot, strongCard, strongRow } from '../../../src/bots/strong.ts';
import { botMove } from '../../../src/bots/worker-api.ts';

const players = ['Ann', '__proto__', 'constructor', 'Dirk'];

function viewOf(seed: number, variant: 'basic' | 'taktik' | 'offen' = 'basic'): BotView {
  const dealt = deal(variant, {}, players, seed);
  if (!dealt.ok) throw new Error(dealt.error.message);
  const r = dealt.value;
  return { variant, options: r.options, player: '__proto__', hand: r.hands['__proto__'] as Card[], rows: r.rows, openPlays: {}, players, seen: r.rows.flat() };
}

describe('the heuristic policy on the flat table', () => {
  it('plays the card and takes the row the heuristic bot would', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 1, max: 10 }), (seed, keep) => {
      const v = viewOf(seed);
      const hand = v.hand.slice(0, keep);
      const t = playoutTable(v.rows, 5, 1);
      expect(hand[heuristicCard(t, 0, Int32Array.from(hand), 0, hand.length)]).toBe(heuristicBot().play({ ...v, hand })[0]);
      expect(heuristicRow(t, 0, 1) + 1).toBe(cheapestRow(v.rows, undefined, true));
    }), { numRuns: 200 });
  });
});

describe('the model of the others', () => {
  const rows: Row[] = [[10], [20], [30], [40]];
  const unseen = [11, 12, 33, 45, 50, 60, 70];

  it('rules out the cards a heuristic player would have played instead of the card it played', () => {
    // Ann played 25 (five above row 2's end): 11, 12 and 33 (closer to a row's end) were safer, so she lacks them;
    // 45 is as risky as 25 but higher, which the heuristic plays later
    const v: BotView = { ...viewOf(1), hand: [90, 91], history: [{ rows, plays: { Ann: [25], '__proto__': [99], constructor: [41], Dirk: [21] } }] };
    const allowed = modelHands(v, players, 1, unseen, 2);
    const ann = unseen.filter((c) => allowed[c] === 1);
    expect(ann).toEqual([45, 50, 60, 70]);
    // Dirk played 21, one above row 2: only 11, as safe and lower, would have come first
    expect(unseen.filter((c) => allowed[3 * 105 + c] === 1)).toEqual([12, 33, 45, 50, 60, 70]);
  });

  it('keeps every card possible for a player whose plays leave too few (someone who plays otherwise)', () => {
    const v: BotView = { ...viewOf(1), hand: [90, 91], history: [{ rows, plays: { Ann: [70], '__proto__': [99], constructor: [41], Dirk: [21] } }] };
    expect(unseen.filter((c) => modelHands(v, players, 1, unseen, 2)[c] === 1)).toEqual(unseen);
  });
});

describe('the strong bot', () => {
  it('plays a card from its hand, the same one for the same seed and view', () => {
    for (const variant of ['basic', 'taktik', 'offen'] as const) {
      const v = viewOf(3, variant);
      const card = strongCard(v, 200, 9);
      expect(v.hand).toContain(card);
      expect(strongCard(v, 200, 9)).toBe(card);
      expect(botMove('strong', 9, v, { kind: 'play' }, 200)).toEqual(botMove('strong', 9, structuredClone(v), { kind: 'play' }, 200));
    }
  });

  it('avoids the sixth card of a row when a safe card is at hand', () => {
    // 30 must take row 1 (five cards, 73 bullheads' worth of risk); 60 goes safely on row 2
    const rows: Row[] = [[21, 22, 24, 25, 29], [50], [80], [90]];
    const v: BotView = { ...viewOf(1), rows, hand: [30, 61], seen: rows.flat() };
    expect(strongCard(v, 300, 1)).toBe(61);
  });

  it('with a low card takes a row it may take, judged over the playouts', () => {
    const rows: Row[] = [[20, 21], [30, 33, 34, 35], [40], [55]];
    const d: Extract<Decision, { kind: 'takeRow' }> = { kind: 'takeRow', players: ['__proto__'], card: 3, rows: [1, 2, 3, 4] };
    const v: BotView = { ...viewOf(1), rows, hand: [60, 70], openPlays: { '__proto__': [3], Ann: [41], constructor: [56], Dirk: [22] }, seen: rows.flat() };
    const row = strongRow(v, d, 400, 5);
    // row 3 (one bullhead) leaves 41 to start nothing dangerous; row 4 (55) costs seven
    expect(row).toBe(3);
  });

  it('answers every kind of request through the worker entry', () => {
    const v = viewOf(6);
    const pool = [5, 17, 55];
    expect(pool).toContain((botMove('strong', 2, v, { kind: 'pick', pool }) as { card: number }).card);
    const d: Decision = { kind: 'takeRow', players: ['__proto__'], card: 1, rows: [1, 2, 3, 4] };
    const answer = botMove('strong', 2, { ...v, openPlays: { '__proto__': [1] } }, { kind: 'decide', decision: d }, 100);
    expect(answer.kind).toBe('decide');
    expect([1, 2, 3, 4]).toContain((answer as { choice: { takeRow: number } }).choice.takeRow);
    for (const level of ['random', 'heuristic'] as const) expect(v.hand).toEqual(expect.arrayContaining((botMove(level, 2, v) as { cards: number[] }).cards));
  });

  it('plays as the heuristic bot where the playout path does not reach, or when it does not know the seats', () => {
    const v = viewOf(4);
    const { players: _players, ...blind } = v;
    expect(strongBot(1).play(blind)).toEqual(heuristicBot().play(blind));
    const profi: BotView = { ...v, variant: 'profi', options: resolveOptions('profi') };
    expect(strongBot(1).play(profi)).toEqual(heuristicBot().play(profi));
  });
});
