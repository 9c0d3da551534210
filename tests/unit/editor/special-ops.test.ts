// The editor's operations for the Anniversary edition: special cards in hand and in the deck, a
// special card attached to a number card, swap choices; each result checked by the engine.
import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import type { Scenario, SimultaneousTurn } from '../../../src/engine/scenario-types.ts';
import * as ops from '../../../src/editor/ops.ts';
import { validate } from '../../../src/editor/validate.ts';
import { editorMachine } from '../../../src/machines/editor.ts';

const build = (...steps: ((s: Scenario) => Scenario)[]) => steps.reduce((s, f) => f(s), ops.EMPTY_SCENARIO);
const j = (s: Scenario) => s as Scenario & { readonly turns: readonly SimultaneousTurn[] }; // the Anniversary's turns

/** Four rows, Anna holds a Stop and plays 20 with it on row 2: Ben's 39 then goes to row 1. */
const stopBoard = () =>
  build(
    (s) => ops.setVariant(s, 'jubilaeum'),
    (s) => ops.addRowCard(s, 0, 12), (s) => ops.addRowCard(s, 1, 37), (s) => ops.addRowCard(s, 2, 43), (s) => ops.addRowCard(s, 3, 58),
    (s) => ops.addSpecial(s, 'Anna', 'stop'), (s) => ops.addSpecial(s, 'Anna', 'replace'),
    (s) => ops.addTurn(s), (s) => ops.addPlayCard(s, 0, 'Anna', 20), (s) => ops.addPlayCard(s, 0, 'Ben', 39), (s) => ops.addPlayCard(s, 0, 'Cor', 60),
    (s) => ops.setPlaySpecial(s, 0, 'Anna', { type: 'stop', row: 2 }),
  );

describe('special cards in the editor', () => {
  test('a player is given special cards and gives them back; the last one leaves no empty list', () => {
    const s = stopBoard();
    expect(ops.specialsOf(s)).toEqual({ Anna: ['stop', 'replace'] });
    const fewer = ops.removeSpecial(s, 'Anna', 0);
    expect(ops.specialsOf(fewer)).toEqual({ Anna: ['replace'] });
    expect('specials' in ops.removeSpecial(fewer, 'Anna', 0)).toBe(false);
  });

  test('a Stop attached to a number card plays as the engine says: 39 goes to row 1, not after 37', () => {
    const s = stopBoard();
    expect(j(s).turns[0]?.plays.Anna).toEqual({ card: 20, special: { type: 'stop', row: 2 } });
    expect(ops.playOf(s.turns[0] as Scenario['turns'][number], 'Anna')).toEqual([20]);
    const v = validate(s);
    expect(v.ok).toBe(true);
    if (!v.ok) return;
    const rows = v.replay.turns[0]?.after.table;
    expect(rows?.[0]).toEqual([12, 20, 39]);
    expect(rows?.[1]).toEqual([37, 'stop']);
  });

  test('a new number card keeps the special card; removing the card drops the play; null takes the special card off', () => {
    let s = ops.addPlayCard(stopBoard(), 0, 'Anna', 21);
    expect(j(s).turns[0]?.plays.Anna).toEqual({ card: 21, special: { type: 'stop', row: 2 } });
    expect(j(ops.setPlaySpecial(s, 0, 'Anna', null)).turns[0]?.plays.Anna).toBe(21);
    s = ops.removePlayCard(s, 0, 'Anna', 21);
    expect(j(s).turns[0]?.plays.Anna).toBeUndefined();
    expect(ops.setPlaySpecial(s, 0, 'Anna', { type: 'stop', row: 1 })).toBe(s); // no number card, nothing to attach to
  });

  test('the engine refuses a special card the player does not hold, at that play', () => {
    const s = ops.setPlaySpecial(stopBoard(), 0, 'Ben', { type: 'insert', row: 1, position: 1 });
    const v = validate(s);
    expect(!v.ok && [v.field, v.error.code]).toEqual(['turns.0.plays.Ben', 'special-not-held']);
  });

  test('the special deck keeps its order (top first) and loses a card by its place', () => {
    const s = build((s) => ops.setVariant(s, 'jubilaeum'), (s) => ops.addDeckSpecial(s, 'shift'), (s) => ops.addDeckSpecial(s, 'stop'), (s) => ops.addDeckSpecial(s, 'insert'));
    expect(ops.specialDeckOf(s)).toEqual(['shift', 'stop', 'insert']);
    expect(ops.specialDeckOf(ops.removeDeckSpecial(s, 1))).toEqual(['shift', 'insert']);
    expect('specialDeck' in ops.removeDeckSpecial(ops.removeDeckSpecial(ops.removeDeckSpecial(s, 0), 0), 0)).toBe(false);
  });

  test('a swap after a take draws the top of the deck', () => {
    // Dirk's 5 is lower than every row: he takes row 1 (12) and swaps his Stop for the deck's Shift.
    let s = build(
      (s) => ops.setVariant(s, 'jubilaeum'), (s) => ops.addPlayer(s, 'Dirk'),
      (s) => ops.addRowCard(s, 0, 12), (s) => ops.addRowCard(s, 1, 37), (s) => ops.addRowCard(s, 2, 43), (s) => ops.addRowCard(s, 3, 58),
      (s) => ops.addSpecial(s, 'Dirk', 'stop'), (s) => ops.addDeckSpecial(s, 'shift'),
      (s) => ops.addTurn(s), (s) => ops.addPlayCard(s, 0, 'Anna', 20), (s) => ops.addPlayCard(s, 0, 'Ben', 39), (s) => ops.addPlayCard(s, 0, 'Cor', 60), (s) => ops.addPlayCard(s, 0, 'Dirk', 5),
      (s) => ops.addChoice(s, 0, { card: 5, takeRow: 1 }),
    );
    s = ops.addChoice(s, 0, { player: 'Dirk', swap: 'stop' });
    const v = validate(s);
    expect(v.ok).toBe(true);
    if (v.ok) expect(v.replay.turns.at(-1)?.after.specials?.Dirk).toEqual(['shift']);
    // Ben takes nothing, so his swap is never asked for: the engine says so.
    const unused = validate(ops.addChoice(s, 0, { player: 'Ben', swap: 'stop' }));
    expect(!unused.ok && unused.error.code).toBe('unused-choice');
  });

  test('leaving the Anniversary edition drops special cards, the deck and swaps but keeps the number cards', () => {
    const s = ops.addChoice(ops.addDeckSpecial(stopBoard(), 'shift'), 0, { player: 'Anna', swap: 'stop' });
    const basic = ops.setVariant(s, 'basic');
    expect(basic.variant).toBe('basic');
    expect(basic.turns[0]).toEqual({ plays: { Anna: 20, Ben: 39, Cor: 60 } });
    expect(['specials', 'specialDeck'].filter((k) => k in basic)).toEqual([]);
    expect(validate(basic).ok).toBe(true);
  });

  test('a player who leaves takes their special cards along', () => {
    const s = ops.removePlayer(stopBoard(), 'Anna');
    expect(ops.specialsOf(s)).toEqual({});
    expect(validate(s).ok).toBe(true);
  });

  test('the editor machine sends each special-card edit through these operations', () => {
    const actor = createActor(editorMachine, { input: { scenario: stopBoard() } }).start();
    actor.send({ type: 'ADD_SPECIAL', player: 'Ben', special: 'stop' });
    actor.send({ type: 'SET_PLAY_SPECIAL', turn: 0, player: 'Ben', special: { type: 'stop', row: 3 } });
    actor.send({ type: 'ADD_DECK_SPECIAL', special: 'insert' });
    let c = actor.getSnapshot().context;
    expect(c.validation.ok).toBe(true);
    expect(ops.specialDeckOf(c.scenario)).toEqual(['insert']);
    // A third Stop: the engine refuses it at Cor's play.
    actor.send({ type: 'ADD_SPECIAL', player: 'Cor', special: 'stop' });
    actor.send({ type: 'SET_PLAY_SPECIAL', turn: 0, player: 'Cor', special: { type: 'stop', row: 4 } });
    c = actor.getSnapshot().context;
    expect(!c.validation.ok && [c.validation.field, c.validation.error.code]).toEqual(['turns.0.plays.Cor', 'special-stop-limit']);
    actor.send({ type: 'REMOVE_SPECIAL', player: 'Cor', index: 0 });
    actor.send({ type: 'REMOVE_DECK_SPECIAL', index: 0 });
    c = actor.getSnapshot().context;
    expect(ops.specialsOf(c.scenario).Cor).toBeUndefined();
    expect(ops.specialDeckOf(c.scenario)).toEqual([]);
    actor.stop();
  });
});
