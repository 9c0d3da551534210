// The game machine event by event: the flow per variant, and illegal events refused with the reason as data.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { deal, decisionOwners, roundSeed, type Card } from '../../../src/engine/index.ts';
import { gameMachine, type GameInput } from '../../../src/machines/game.ts';

function start(input: GameInput) {
  const actor = createActor(gameMachine, { input });
  actor.start();
  return actor;
}

const hand = (actor: ReturnType<typeof start>, p: string): readonly Card[] => actor.getSnapshot().context.round?.hands[p] ?? [];

describe('game machine: set-up', () => {
  it('deals the same round as the engine from the same seed and waits for plays', () => {
    const actor = start({ variant: 'basic', players: ['A', 'B', 'C'], seed: 9 });
    const snap = actor.getSnapshot();
    expect(snap.value).toEqual({ round: { turn: 'choosing' } });
    const dealt = deal('basic', {}, ['A', 'B', 'C'], roundSeed(9, 0));
    expect(dealt.ok && dealt.value).toEqual(snap.context.round);
    expect(snap.context.error).toBeNull();
  });

  it('refuses bad input with the engine error and ends in invalid', () => {
    const one = start({ variant: 'basic', players: ['A'], seed: 1 });
    expect(one.getSnapshot().value).toBe('invalid');
    expect(one.getSnapshot().context.error?.code).toBe('player-count');
    const many = start({ variant: 'raffiniert', players: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'], seed: 1 });
    expect(many.getSnapshot().context.error?.code).toBe('player-count');
    const unknown = start({ variant: 'nope' as never, players: ['A', 'B'], seed: 1 });
    expect(unknown.getSnapshot().context.error?.code).toBe('unknown-variant');
    const nine = start({ variant: 'jubilaeum', players: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'], seed: 1 });
    expect(nine.getSnapshot().context.error?.code).toBe('player-count');
    const small = start({ variant: 'taktik', players: ['A', 'B'], options: { handSize: 60 }, seed: 1 });
    expect(small.getSnapshot().context.error?.code).toBe('deck-too-small');
  });

  it('logik starts with picking from the open deck; a wrong pick is refused', () => {
    const actor = start({ variant: 'logik', players: ['A', 'B'], options: { handSize: 2 }, seed: 1 });
    const ctx = () => actor.getSnapshot().context;
    expect(actor.getSnapshot().value).toEqual({ round: 'picking' });
    expect(ctx().picking?.pool).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    actor.send({ type: 'PICK', player: 'B', card: 3 });
    expect(ctx().error?.code).toBe('not-your-turn');
    actor.send({ type: 'PICK', player: 'A', card: 30 });
    expect(ctx().error?.code).toBe('card-out-of-deck');
    for (const [player, card] of [['A', 3], ['B', 8], ['A', 5], ['B', 1]] as const) actor.send({ type: 'PICK', player, card });
    expect(ctx().error).toBeNull();
    expect(actor.getSnapshot().value).toEqual({ round: { turn: 'choosing' } });
    expect(ctx().round?.hands).toEqual({ A: [3, 5], B: [1, 8] });
    expect(ctx().round?.rows).toEqual([[2], [4], [6], [7]]);
  });
});

describe('game machine: illegal events are refused, not thrown', () => {
  it('a card not in hand, a wrong count, a second play, an unknown player', () => {
    const actor = start({ variant: 'basic', players: ['A', 'B'], seed: 4 });
    const before = actor.getSnapshot();
    const notMine = hand(actor, 'B')[0] as Card;
    actor.send({ type: 'PLAY', player: 'A', cards: [notMine] });
    expect(actor.getSnapshot().context.error).toMatchObject({ code: 'card-not-in-hand', params: { card: notMine, player: 'A' } });
    expect(actor.getSnapshot().value).toEqual(before.value);
    actor.send({ type: 'PLAY', player: 'A', cards: hand(actor, 'A').slice(0, 2) });
    expect(actor.getSnapshot().context.error?.code).toBe('wrong-card-count');
    actor.send({ type: 'PLAY', player: 'Zed', cards: [1] });
    expect(actor.getSnapshot().context.error?.code).toBe('unknown-player');
    actor.send({ type: 'PLAY', player: 'A', cards: [hand(actor, 'A')[0] as Card] });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'PLAY', player: 'A', cards: [hand(actor, 'A')[1] as Card] });
    expect(actor.getSnapshot().context.error?.code).toBe('already-played');
    expect(actor.getSnapshot().context.plays).toEqual({ A: [hand(actor, 'A')[0]] });
  });

  it('PLAYS takes several plays at once, or none of them when one is illegal', () => {
    const one = start({ variant: 'basic', players: ['A', 'B', 'C'], seed: 4 });
    const a = hand(one, 'A')[0] as Card;
    const c = hand(one, 'C')[0] as Card;
    one.send({ type: 'PLAYS', plays: { A: [a], B: [c] } });
    expect(one.getSnapshot().context.error).toMatchObject({ code: 'card-not-in-hand', params: { card: c, player: 'B' } });
    expect(one.getSnapshot().context.plays).toEqual({});
    // the same turn as three PLAY events: the same table afterwards
    const other = start({ variant: 'basic', players: ['A', 'B', 'C'], seed: 4 });
    const plays = { A: [a], B: [hand(one, 'B')[0] as Card], C: [c] };
    one.send({ type: 'PLAYS', plays });
    for (const [player, cards] of Object.entries(plays)) other.send({ type: 'PLAY', player, cards });
    const [x, y] = [one.getSnapshot(), other.getSnapshot()];
    expect(x.context.error).toBeNull();
    expect(x.context.plays).toEqual(plays);
    expect(x.value).toEqual(y.value);
    expect(x.context.turn).toEqual(y.context.turn);
    expect(x.context.progress).toEqual(y.context.progress);
    expect(x.context.turn?.round.hands.A).toHaveLength(9);
  });

  it('events the state does not expect', () => {
    const actor = start({ variant: 'basic', players: ['A', 'B'], seed: 4 });
    actor.send({ type: 'TAKE_ROW', player: 'A', row: 1 });
    expect(actor.getSnapshot().context.error).toMatchObject({ code: 'not-your-turn', params: { event: 'TAKE_ROW' } });
    actor.send({ type: 'PICK', player: 'A', card: 1 });
    expect(actor.getSnapshot().context.error?.code).toBe('not-your-turn');
    expect(actor.getSnapshot().value).toEqual({ round: { turn: 'choosing' } });
  });

  it('offen: cards are laid open in turn from the marker holder; the marker passes on', () => {
    const actor = start({ variant: 'offen', players: ['A', 'B', 'C'], seed: 2 });
    const ctx = () => actor.getSnapshot().context;
    actor.send({ type: 'PLAY', player: 'B', cards: [hand(actor, 'B')[0] as Card] });
    expect(ctx().error).toMatchObject({ code: 'not-your-turn', params: { player: 'A' } });
    for (const p of ['A', 'B', 'C']) actor.send({ type: 'PLAY', player: p, cards: [hand(actor, p).at(-1) as Card] });
    const s = actor.getSnapshot();
    if (s.matches({ round: { turn: 'choosing' } })) {
      expect(ctx().round?.startPlayer).toBe(1);
      actor.send({ type: 'PLAY', player: 'A', cards: [hand(actor, 'A')[0] as Card] });
      expect(ctx().error).toMatchObject({ code: 'not-your-turn', params: { player: 'B' } });
    }
    expect(ctx().round?.hands.A).not.toContain(1); // the 1 is the marker, not a card
  });

  it('a low card waits for its player to choose a row; others and bad rows are refused', () => {
    // find a deal where the lowest card in play is below every row
    for (let seed = 1; seed < 200; seed++) {
      const actor = start({ variant: 'basic', players: ['A', 'B'], seed });
      const rows = actor.getSnapshot().context.round!.rows;
      const low = Math.min(...rows.map((r) => r[0] as Card));
      const a = hand(actor, 'A')[0] as Card;
      if (a > low) continue;
      actor.send({ type: 'PLAY', player: 'A', cards: [a] });
      actor.send({ type: 'PLAY', player: 'B', cards: [hand(actor, 'B').at(-1) as Card] });
      expect(actor.getSnapshot().value).toEqual({ round: { turn: { placing: 'takeRow' } } });
      const decision = actor.getSnapshot().context.progress;
      expect(decision).toMatchObject({ kind: 'decision', decision: { kind: 'takeRow', players: ['A'], card: a } });
      actor.send({ type: 'TAKE_ROW', player: 'B', row: 1 });
      expect(actor.getSnapshot().context.error).toMatchObject({ code: 'not-your-turn' });
      actor.send({ type: 'TAKE_ROW', player: 'A', row: 9 });
      expect(actor.getSnapshot().context.error).toMatchObject({ code: 'illegal-choice' });
      actor.send({ type: 'ORDER', player: 'A', cards: [a] });
      expect(actor.getSnapshot().context.error).toMatchObject({ code: 'not-your-turn' });
      expect(actor.getSnapshot().value).toEqual({ round: { turn: { placing: 'takeRow' } } });
      actor.send({ type: 'TAKE_ROW', player: 'A', row: 2 });
      const after = actor.getSnapshot().context;
      expect(after.error).toBeNull();
      expect(after.round?.rows[1]).toEqual([a]);
      expect(after.round?.piles.A).toEqual(rows[1]);
      expect(after.events[0]).toMatchObject({ type: 'take', players: ['A'], row: 2, reason: 'low-card' });
      return;
    }
    throw new Error('no seed with a low card');
  });
});

describe('game machine: pauses', () => {
  it('waits for NEXT after the reveal, after each event and at the end of a round', () => {
    const actor = start({ variant: 'basic', players: ['A', 'B'], options: { handSize: 1 }, seed: 3, pauses: true, maxRounds: 2 });
    const value = () => actor.getSnapshot().value;
    actor.send({ type: 'PLAY', player: 'A', cards: [hand(actor, 'A')[0] as Card] });
    actor.send({ type: 'PLAY', player: 'B', cards: [hand(actor, 'B')[0] as Card] });
    expect(value()).toEqual({ round: { turn: 'revealing' } });
    const seen: unknown[] = [];
    for (let i = 0; i < 20 && actor.getSnapshot().status === 'active'; i++) {
      const s = actor.getSnapshot();
      if (s.matches({ round: { turn: { placing: 'takeRow' } } })) {
        const d = s.context.progress;
        actor.send({ type: 'TAKE_ROW', player: d?.kind === 'decision' && d.decision.kind === 'takeRow' ? d.decision.players[0]! : 'A', row: 1 });
        continue;
      }
      if (s.matches({ round: { turn: 'choosing' } })) break;
      seen.push(s.value);
      actor.send({ type: 'NEXT' });
    }
    expect(seen).toContainEqual({ round: { turn: { placing: 'showing' } } });
    expect(seen).toContainEqual({ round: 'over' });
    expect(actor.getSnapshot().context.roundNumber).toBe(2);
  });
});

describe('game machine: pauses inside an Anniversary turn', () => {
  it('shows each event of the turn after its own NEXT, special cards included, like any other variant', () => {
    const actor = start({ variant: 'jubilaeum', players: ['A', 'B'], seed: 5, pauses: true, maxRounds: 1 });
    actor.send({ type: 'PLAY', player: 'A', cards: [hand(actor, 'A')[0] as Card] });
    actor.send({ type: 'PLAY', player: 'B', cards: [hand(actor, 'B')[0] as Card] });
    expect(actor.getSnapshot().value).toEqual({ round: { turn: 'revealing' } });
    const shownCounts: number[] = [];
    for (let i = 0; i < 40; i++) {
      const s = actor.getSnapshot();
      if (s.matches({ round: { turn: 'choosing' } }) || s.matches({ round: 'over' })) break;
      const d = s.context.progress?.kind === 'decision' ? s.context.progress.decision : null;
      if (s.matches({ round: { turn: { placing: 'special' } } }) && d) {
        actor.send({ type: 'SPECIAL', player: decisionOwners(d)[0]!, special: null });
        continue;
      }
      if (s.matches({ round: { turn: { placing: 'swap' } } }) && d) {
        actor.send({ type: 'SWAP', player: decisionOwners(d)[0]!, special: null });
        continue;
      }
      if (s.matches({ round: { turn: { placing: 'takeRow' } } }) && d?.kind === 'takeRow') {
        actor.send({ type: 'TAKE_ROW', player: d.players[0]!, row: d.rows[0]! });
        continue;
      }
      if (s.matches({ round: { turn: { placing: 'showing' } } })) shownCounts.push(s.context.events.length);
      actor.send({ type: 'NEXT' });
    }
    // two number cards: at least two placements, each shown alone, one more event per NEXT
    expect(shownCounts.length).toBeGreaterThanOrEqual(2);
    expect(shownCounts).toEqual(shownCounts.map((_, i) => i + 1));
    expect(actor.getSnapshot().context.placements).toBe(2);
    expect(actor.getSnapshot().context.round?.turn).toBe(1);
  });
});
