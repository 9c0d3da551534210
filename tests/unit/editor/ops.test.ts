import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { choicesFor } from '../../../src/machines/board.ts';
import type { Scenario } from '../../../src/engine/scenario-types.ts';
import * as ops from '../../../src/editor/ops.ts';
import { validate } from '../../../src/editor/validate.ts';

const build = (...steps: ((s: Scenario) => Scenario)[]) => steps.reduce((s, f) => f(s), ops.EMPTY_SCENARIO);

describe('editing operations', () => {
  test('rows stay ascending and can lose a card again', () => {
    const s = build((s) => ops.addRowCard(s, 0, 40), (s) => ops.addRowCard(s, 0, 12), (s) => ops.addRowCard(s, 0, 33));
    expect(s.rows[0]).toEqual([12, 33, 40]);
    expect(ops.removeRowCard(s, 0, 33).rows[0]).toEqual([12, 40]);
    expect(ops.removeRowCard(s, 0, 99).rows[0]).toEqual([12, 33, 40]);
  });

  test('the row count adds empty rows and drops rows from the right', () => {
    const s = build((s) => ops.addRowCard(s, 3, 58), (s) => ops.setRowCount(s, 5));
    expect(s.rows).toEqual([[], [], [], [58], []]);
    expect(s.options?.rows).toBe(5);
    const three = ops.setRowCount(s, 3);
    expect(three.rows).toEqual([[], [], []]);
  });

  test('players join and leave with their plays, hands and choices', () => {
    let s = build((s) => ops.addPlayer(s, 'Dirk'), (s) => ops.addPlayer(s, 'Dirk'));
    expect(ops.playersOf(s)).toEqual(['Anna', 'Ben', 'Cor', 'Dirk']);
    s = ops.addTurn(s);
    s = ops.addPlayCard(s, 0, 'Dirk', 3);
    s = ops.addChoice(s, 0, { card: 3, takeRow: 1 });
    s = ops.toggleHandCard(s, 'Dirk', 3);
    const gone = ops.removePlayer(s, 'Dirk');
    expect(ops.playersOf(gone)).toEqual(['Anna', 'Ben', 'Cor']);
    expect(gone.hands).toBeUndefined();
    expect(gone.turns[0]).toEqual({ plays: {} });
  });

  test('a simultaneous play replaces the card; raffiniert keeps two; hand lists up to two', () => {
    let s = ops.addTurn(ops.EMPTY_SCENARIO);
    s = ops.addPlayCard(ops.addPlayCard(s, 0, 'Anna', 14), 0, 'Anna', 15);
    expect(ops.playOf(s.turns[0]!, 'Anna')).toEqual([15]);
    let r = ops.addTurn(ops.setVariant(ops.EMPTY_SCENARIO, 'raffiniert'));
    r = [14, 20, 30].reduce((x, c) => ops.addPlayCard(x, 0, 'Ben', c), r);
    expect(ops.playOf(r.turns[0]!, 'Ben')).toEqual([14, 30]);
    expect(ops.playOf(ops.removePlayCard(r, 0, 'Ben', 14).turns[0]!, 'Ben')).toEqual([30]);
    let h = ops.addTurn(ops.setVariant(ops.EMPTY_SCENARIO, 'hand'));
    expect(h.turns[0]).toEqual({ player: 'Anna', cards: [] });
    h = ops.addPlayCard(ops.addPlayCard(h, 0, 'Anna', 31), 0, 'Anna', 32);
    expect(h.turns[0]).toEqual({ player: 'Anna', cards: [31, 32] });
    expect(ops.setTurnPlayer(h, 0, 'Ben').turns[0]).toEqual({ player: 'Ben', cards: [31, 32] });
    expect(ops.addTurn(h).turns[1]).toEqual({ player: 'Ben', cards: [] });
    expect(ops.addTurn(ops.setTurnPlayer(h, 0, 'Cor')).turns[1]).toEqual({ player: 'Anna', cards: [] });
  });

  test('changing between simultaneous and one-at-a-time variants drops the turns', () => {
    const s = ops.addTurn(ops.EMPTY_SCENARIO);
    expect(ops.setVariant(s, 'profi').turns).toHaveLength(1);
    expect(ops.setVariant(s, 'hand').turns).toHaveLength(0);
  });

  test('a choice for a card no longer played is dropped with it', () => {
    let s = ops.addPlayCard(ops.addTurn(ops.EMPTY_SCENARIO), 0, 'Anna', 3);
    s = ops.addChoice(s, 0, { card: 3, takeRow: 2 });
    expect(s.turns[0]?.choices).toHaveLength(1);
    expect(ops.removePlayCard(s, 0, 'Anna', 3).turns[0]?.choices).toBeUndefined();
    expect(ops.removeChoice(s, 0, 0).turns[0]?.choices).toBeUndefined();
  });

  test('the picker greys out used cards, counts doppel twins and offers a hand only its cards', () => {
    let s = build((s) => ops.addRowCard(s, 0, 12), (s) => ops.toggleHandCard(s, 'Anna', 30), (s) => ops.toggleHandCard(s, 'Anna', 31));
    const row = ops.pickerStates(s, { kind: 'row', row: 1 });
    expect(row[11]).toBe('used');
    expect(row[29]).toBe('used');
    expect(row[12]).toBe('free');
    s = ops.addPlayCard(ops.addTurn(s), 0, 'Anna', 30);
    const anna = ops.pickerStates(s, { kind: 'play', turn: 0, player: 'Anna' });
    expect(anna.flatMap((st, i) => (st === 'free' ? [i + 1] : []))).toEqual([31]);
    const doppel = ops.pickerStates(ops.addRowCard(ops.setVariant(ops.EMPTY_SCENARIO, 'doppel'), 0, 12), { kind: 'row', row: 1 });
    expect(doppel[11]).toBe('free');
    const offen = ops.pickerStates(ops.setVariant(ops.EMPTY_SCENARIO, 'offen'), { kind: 'row', row: 0 });
    expect(offen[0]).toBe('out');
  });

  test('built by operations, the rulebook board is valid for the engine after the missing choice is added', () => {
    let s = build(
      (s) => ops.addPlayer(s, 'Dirk'),
      ...[12, 37, 43, 58].map((c, i) => (x: Scenario) => ops.addRowCard(x, i, c)),
      ops.addTurn,
    );
    s = [['Anna', 3], ['Ben', 9], ['Cor', 68], ['Dirk', 83]].reduce((x, [p, c]) => ops.addPlayCard(x, 0, p as string, c as number), s);
    const v = validate(s);
    expect(v.ok).toBe(false);
    if (v.ok) return;
    expect(v.error.code).toBe('missing-choice');
    expect(v.field).toBe('turns.0.choices');
    expect(v.decision?.decision).toMatchObject({ kind: 'takeRow', card: 3 });
    const done = validate(ops.addChoice(s, 0, { card: 3, takeRow: 2 }));
    expect(done.ok).toBe(true);
  });
});

describe('every kind of decision the engine reports is offered and answered', () => {
  const load = (id: string) => JSON.parse(readFileSync(`src/content/examples/${id}.json`, 'utf8')) as Scenario;
  test.each([
    ['basic-figures', 'takeRow'],
    ['silent-profi-tie', 'tie'],
    ['silent-raffiniert-order', 'order'],
    ['hand-keep', 'toHand'],
  ])('%s: %s', (id, kind) => {
    const full = load(id);
    const turn = full.turns.findIndex((t) => t.choices?.length);
    const bare: Scenario = { ...full, turns: full.turns.map((t, i) => (i === turn ? { ...t, choices: [] } : t)) };
    const v = validate(bare);
    expect(v.ok).toBe(false);
    if (v.ok) return;
    expect(v.decision?.turn).toBe(turn);
    expect(v.decision?.decision.kind).toBe(kind);
    if (kind !== 'toHand') expect(choicesFor(v.decision!.decision).length).toBeGreaterThan(0);
    // Answering with the example's own choices, one by one as the editor would, makes it valid.
    let s = bare;
    for (const c of full.turns[turn]!.choices!) s = ops.addChoice(s, turn, c);
    expect(validate(s).ok).toBe(true);
  });
});
