import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { parseScenario, type Scenario } from '../../../src/engine/index.ts';
import { runBoard, type BoardReplay } from '../../../src/machines/board-run.ts';
import { boardMachine, choicesFor, playableInstead, rerun } from '../../../src/machines/board.ts';
import { loadSpecialCards } from '../../../src/islands/board/variant.ts';
import { boardSteps, freeCards, swapCard } from '../../../src/machines/board-model.ts';

function load(id: string): Scenario {
  const parsed = parseScenario(JSON.parse(readFileSync(`src/content/examples/${id}.json`, 'utf8')));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

function replayOf(s: Scenario): BoardReplay {
  const run = runBoard(s);
  if (!run.ok) throw new Error(run.error.message);
  return run.value;
}

const start = (id: string) => createActor(boardMachine, { input: { replay: replayOf(load(id)) } }).start();

describe('board steps', () => {
  it('per turn: face down, revealed and sorted, then every engine event', () => {
    const replay = replayOf(load('basic-figures'));
    const steps = boardSteps(replay);
    expect(steps).toHaveLength(replay.turns.length * 2 + replay.steps.length);
    expect(steps.map((s) => s.kind).slice(0, 7)).toEqual(['hidden', 'reveal', 'event', 'event', 'event', 'event', 'hidden']);
    expect(steps[0]?.plays.map((p) => p.player)).toEqual(['Anna', 'Ben', 'Cor', 'Dirk']);
    expect(steps[1]?.plays.map((p) => p.card)).toEqual([14, 15, 44, 61]);
    expect(steps[steps.length - 1]?.rows).toEqual(replay.turns[2]?.after.rows);
  });

  it('counts the placed cards and marks the target and candidate rows', () => {
    const steps = boardSteps(replayOf(load('basic-figures')));
    const s44 = steps[4];
    expect(s44?.placed).toBe(3);
    expect(s44?.target).toBe(3);
    expect(s44?.candidates).toEqual([1, 2, 3]);
  });

  it('names the card behind a take', () => {
    const take = boardSteps(replayOf(load('basic-figures'))).find((s) => s.explanation?.kind === 'take');
    expect(take?.cause).toEqual({ player: 'Cor', card: 30 });
  });

  it('has no face-down step in hand, where cards are played open', () => {
    const steps = boardSteps(replayOf(load('hand-keep')));
    expect(steps.some((s) => s.kind === 'hidden')).toBe(false);
  });
});

describe('the board machine', () => {
  it('steps with NEXT, BACK, GOTO, END, RESTART and stays in range', () => {
    const actor = start('basic-figures');
    const total = actor.getSnapshot().context.line.steps.length;
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.index).toBe(2);
    actor.send({ type: 'GOTO', index: 99 });
    expect(actor.getSnapshot().context.index).toBe(total - 1);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.index).toBe(total - 1);
    actor.send({ type: 'RESTART' });
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'END' });
    expect(actor.getSnapshot().context.index).toBe(total - 1);
    actor.send({ type: 'GOTO', index: -3 });
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('re-runs a swapped card from its turn and returns to the official line', () => {
    const actor = start('basic-figures');
    actor.send({ type: 'GOTO', index: 8 }); // turn 2
    actor.send({ type: 'TRY', player: 'Cor', from: 30, to: 29 });
    const c = actor.getSnapshot().context;
    expect(actor.getSnapshot().value).toBe('browsing');
    expect(c.line).not.toBe(c.official);
    expect(c.line.scenario.turns).toHaveLength(2);
    expect(c.line.steps[c.index]?.kind).toBe('reveal');
    expect(c.line.steps[c.index]?.turn).toBe(1);
    const last = c.line.steps[c.line.steps.length - 1];
    expect(last?.penalties['Cor']).toBe(6); // 29 is the 6th card of row 1 just as well
    actor.send({ type: 'RETURN' });
    const back = actor.getSnapshot().context;
    expect(back.line).toBe(back.official);
    expect(back.swap).toBeNull();
    expect(back.line.steps[back.index]?.turn).toBe(1);
  });

  it('asks the reader which row a new low card takes, then re-runs with the answer', () => {
    const actor = start('basic-figures');
    actor.send({ type: 'TRY', player: 'Cor', from: 44, to: 10 });
    expect(actor.getSnapshot().value).toBe('deciding');
    const d = actor.getSnapshot().context.pending?.decision;
    expect(d).toMatchObject({ kind: 'takeRow', card: 10, players: ['Cor'] });
    actor.send({ type: 'NEXT' }); // ignored while deciding
    actor.send({ type: 'CHOOSE', choice: { card: 10, takeRow: 4 } });
    const c = actor.getSnapshot().context;
    expect(actor.getSnapshot().value).toBe('browsing');
    const last = c.line.steps[c.line.steps.length - 1];
    expect(last?.penalties['Cor']).toBe(1);
    expect(last?.rows[3]).toEqual([10]);
  });

  it('drops an official choice that no longer applies', () => {
    // Officially the low 29 takes row 1; with 63 instead nothing is low and the choice is unused.
    const actor = start('tip-2');
    actor.send({ type: 'TRY', player: 'Ben', from: 29, to: 63 });
    const c = actor.getSnapshot().context;
    expect(actor.getSnapshot().value).toBe('browsing');
    expect(c.error).toBeNull();
    expect(c.line.scenario.turns[0]?.choices ?? []).toEqual([]);
  });

  it('offers in place of a card only what its player may play there: 7 nimmt! refuses some cards', async () => {
    await loadSpecialCards();
    const actor = start('jubilaeum/jubilaeum-seven-nimmt');
    const { line } = actor.getSnapshot().context;
    const free = freeCards(line.replay, 0, 'Anna');
    const offered = playableInstead(line, 0, 'Anna', 30);
    const refused = free.filter((c) => !offered.includes(c));
    expect(refused.length).toBeGreaterThan(0);
    expect(offered.length).toBeGreaterThan(0);
    // Each refused card is one the engine refuses; each offered one replays.
    for (const [to, error] of [[refused[0], true], [offered[0], false]] as const) {
      actor.send({ type: 'RETURN' });
      actor.send({ type: 'TRY', player: 'Anna', from: 30, to: to as number });
      expect(actor.getSnapshot().context.error !== null).toBe(error);
    }
  });

  it('asks for a Profi tie and for a Raffiniert order', () => {
    const tie = start('profi-1');
    // Let the engine find a card that ties between two ends.
    const replay = tie.getSnapshot().context.official.replay;
    const free = freeCards(replay, 0, 'Anna');
    let asked = false;
    for (const card of free) {
      tie.send({ type: 'RETURN' });
      tie.send({ type: 'TRY', player: 'Anna', from: 5, to: card });
      const d = tie.getSnapshot().context.pending?.decision;
      if (d?.kind === 'tie') {
        asked = true;
        const [first] = choicesFor(d);
        tie.send({ type: 'CHOOSE', choice: first! });
        expect(tie.getSnapshot().value).toBe('browsing');
        break;
      }
    }
    expect(asked).toBe(true);

    const pairs = start('raffiniert-two-cards');
    pairs.send({ type: 'TRY', player: 'Ben', from: 70, to: 71 });
    const d = pairs.getSnapshot().context.pending?.decision;
    expect(d).toMatchObject({ kind: 'order', player: 'Ben' });
    expect(choicesFor(d!)).toHaveLength(2);
    pairs.send({ type: 'CHOOSE', choice: choicesFor(d!)[1]! });
    expect(pairs.getSnapshot().value).toBe('browsing');
  });

  it('reports a card the engine refuses and stays on the line', () => {
    const actor = start('basic-figures');
    actor.send({ type: 'TRY', player: 'Anna', from: 14, to: 12 }); // 12 lies on the table
    const c = actor.getSnapshot().context;
    expect(c.error?.code).toBe('already-on-table');
    expect(c.line).toBe(c.official);
  });
});

describe('helpers', () => {
  it('free cards leave out the table, the piles and this turn’s plays', () => {
    const replay = replayOf(load('basic-figures'));
    const free = freeCards(replay, 1, 'Anna');
    for (const c of [12, 14, 15, 37, 43, 44, 58, 61, 21, 26, 30, 36]) expect(free).not.toContain(c);
    expect(free).toContain(13);
    expect(free).toHaveLength(104 - 12);
  });

  it('free cards come from the player’s own hand when the scenario gives it', () => {
    const s: Scenario = { variant: 'basic', hands: { Anna: [14, 20, 30], Ben: [15, 25] }, rows: [[12], [37], [43], [58]], turns: [{ plays: { Anna: 14, Ben: 15 } }] };
    expect(freeCards(replayOf(s), 0, 'Anna')).toEqual([20, 30]);
  });

  it('swaps one card of a play, a pair or a hand turn', () => {
    expect(swapCard({ plays: { A: 3, B: 4 } }, 'A', 3, 9)).toEqual({ plays: { A: 9, B: 4 } });
    expect(swapCard({ plays: { A: [3, 5], B: [4, 6] } }, 'A', 5, 9)).toEqual({ plays: { A: [3, 9], B: [4, 6] } });
    expect(swapCard({ player: 'A', cards: [3, 5] }, 'A', 3, 9)).toEqual({ player: 'A', cards: [9, 5] });
  });

  it('rerun keeps turns up to the changed one', () => {
    const r = rerun(load('basic-figures'), 0);
    expect(r.kind).toBe('ok');
    if (r.kind === 'ok') expect(r.replay.turns).toHaveLength(1);
  });
});
