// Model-based tests of the game machine with xstate/graph: explore every legal play of small
// games, replay each path microstep by microstep, and check the engine's invariants all along.
import { describe, expect, it } from 'vitest';
import { getInitialMicrosteps, getMicrosteps } from 'xstate';
import { getShortestPaths, getSimplePaths, getStateNodes } from 'xstate/graph';
import { deckFor, NO_MARKS, resolveOptions, type Card, type SpecialRound } from '../../../src/engine/index.ts';
import { gameMachine, type GameInput, type GameMachineEvent } from '../../../src/machines/game.ts';
import { cardsNow, invariantProblems, leafIds, legalEvents, pickingProblems, serialize, type Snap } from './model.ts';

interface Model {
  readonly name: string;
  readonly input: GameInput;
  /** 'simple': every simple path (tiny games only); 'shortest': one path to each state. */
  readonly paths: 'simple' | 'shortest';
}

const two = ['A', 'B'];
const MODELS: Model[] = [
  { name: 'basic, every simple path', input: { variant: 'basic', players: two, options: { handSize: 2, rows: 2 }, seed: 3, maxRounds: 1 }, paths: 'simple' },
  { name: 'basic, two rounds', input: { variant: 'basic', players: two, options: { handSize: 2, rows: 2 }, seed: 1, maxRounds: 2 }, paths: 'shortest' },
  { name: 'basic with pauses, to the threshold', input: { variant: 'basic', players: two, options: { handSize: 2, rows: 2, threshold: 3 }, seed: 1, pauses: true, maxRounds: 2 }, paths: 'shortest' },
  { name: 'taktik, 3 players, "5 nimmt"', input: { variant: 'taktik', players: ['A', 'B', 'C'], options: { handSize: 2, rows: 2, rowLength: 4 }, seed: 2, maxRounds: 1 }, paths: 'shortest' },
  { name: 'logik (picking)', input: { variant: 'logik', players: two, options: { handSize: 2, rows: 2 }, seed: 1, maxRounds: 1 }, paths: 'shortest' },
  { name: 'turnier (picking, then the series)', input: { variant: 'turnier', players: two, options: { handSize: 1, rows: 2 }, seed: 1 }, paths: 'shortest' },
  { name: 'offen (open plays in turn)', input: { variant: 'offen', players: ['A', 'B', 'C'], options: { handSize: 2, rows: 2 }, seed: 1, maxRounds: 1 }, paths: 'shortest' },
  { name: 'profi (a tie)', input: { variant: 'profi', players: two, options: { handSize: 2, rows: 3 }, seed: 49, maxRounds: 1 }, paths: 'shortest' },
  { name: 'raffiniert, every simple path', input: { variant: 'raffiniert', players: two, options: { handSize: 2, rows: 2 }, seed: 1, maxRounds: 1 }, paths: 'simple' },
  { name: 'hand (to hand)', input: { variant: 'hand', players: two, options: { handSize: 2, rows: 2 }, seed: 1 }, paths: 'shortest' },
  { name: 'doppel (a shared take)', input: { variant: 'doppel', players: two, options: { handSize: 2, rows: 2 }, seed: 280, maxRounds: 1 }, paths: 'shortest' },
  { name: 'doppel, one deck plus doublets, Maagd', input: { variant: 'doppel', players: two, options: { handSize: 2, rows: 2, doppelDeck: 'doublets', maagd: true }, seed: 5, maxRounds: 1 }, paths: 'shortest' },
  { name: 'jubilaeum (a special card asked as each card is placed; a low card; a swap)', input: { variant: 'jubilaeum', players: two, options: { handSize: 1 }, seed: 1, maxRounds: 1 }, paths: 'shortest' },
  { name: 'jubilaeum, both rounds', input: { variant: 'jubilaeum', players: two, options: { handSize: 1 }, seed: 2 }, paths: 'shortest' },
  { name: 'bad input', input: { variant: 'basic', players: ['A'], seed: 1 }, paths: 'shortest' },
];

const reached = new Set<string>();

interface Replayed {
  readonly snap: Snap;
  /** Each round's cards when it started (dealt or picked). */
  readonly starts: ReadonlyMap<number, Card[]>;
}

/**
 * Replay events microstep by microstep from `from` (or the start); every snapshot on the way,
 * transient ones included, must keep the invariants.
 */
function replay(input: GameInput, events: readonly GameMachineEvent[], from: Replayed | null, skip: number): Replayed {
  const starts = new Map(from?.starts ?? []);
  const deck = deckFor(input.variant, input.players.length, resolveOptions(input.variant, input.options));
  const check = (snap: Snap, where: string) => {
    for (const id of leafIds(snap.value)) reached.add(id);
    const ctx = snap.context;
    const now = cardsNow(ctx);
    if (now && !starts.has(ctx.roundNumber)) starts.set(ctx.roundNumber, now);
    const problems = [...invariantProblems(ctx, starts.get(ctx.roundNumber)), ...pickingProblems(ctx, deck)];
    // the bad-input model stops at once with the reason; everywhere else no event is refused
    if (input.players.length < 2) return;
    expect(problems, `${where} in ${JSON.stringify(snap.value)}`).toEqual([]);
  };
  let snap: Snap;
  if (from) snap = from.snap;
  else {
    const steps = getInitialMicrosteps(gameMachine, input);
    steps.forEach(([s], i) => check(s, `start, microstep ${i}`));
    snap = steps.at(-1)![0];
  }
  events.slice(skip).forEach((event, k) => {
    const steps = getMicrosteps(gameMachine, snap, event);
    steps.forEach(([s], i) => check(s, `event ${skip + k} ${JSON.stringify(event)}, microstep ${i}`));
    snap = steps.at(-1)?.[0] ?? snap;
  });
  return { snap, starts };
}

describe('game machine, model-based (xstate/graph)', () => {
  for (const model of MODELS) {
    it(`${model.name}: every path of legal plays keeps the invariants`, { timeout: 60_000 }, () => {
      const options = { input: model.input, events: legalEvents, serializeState: serialize as never };
      const paths = model.paths === 'simple' ? getSimplePaths(gameMachine, options) : getShortestPaths(gameMachine, options);
      expect(paths.length).toBeGreaterThan(0);
      expect(paths.length).toBeLessThan(20_000);
      // paths share prefixes: replay each from the longest prefix already replayed
      const done = new Map<string, Replayed>();
      for (const path of [...paths].sort((a, b) => a.steps.length - b.steps.length)) {
        const events = path.steps.map((s) => s.event);
        let k = events.length - 1;
        while (k > 0 && !done.has(JSON.stringify(events.slice(0, k)))) k--;
        const end = replay(model.input, events, k > 0 ? done.get(JSON.stringify(events.slice(0, k)))! : null, k > 0 ? k : 0);
        done.set(JSON.stringify(events), end);
        // the machine is deterministic: replaying the events lands on the state the model found
        expect(serialize(end.snap)).toBe(serialize(path.state));
      }
      const finals = paths.filter((p) => p.state.status === 'done');
      expect(finals.length).toBeGreaterThan(0);
      for (const p of finals) {
        const ctx = p.state.context;
        if (p.state.matches('invalid')) expect(ctx.error?.code).toBe('player-count');
        else expect(ctx.winners.length).toBeGreaterThan(0);
      }
    });
  }

  it('the invariant check itself catches a lost card, a long or falling row and a wrong penalty', () => {
    const ctx = getInitialMicrosteps(gameMachine, { variant: 'basic', players: two, options: { rowLength: 2 }, seed: 1 }).at(-1)![0].context;
    const round = ctx.round!;
    const start = cardsNow(ctx)!;
    expect(invariantProblems(ctx, start)).toEqual([]);
    const broken = (r: Partial<typeof round>) => invariantProblems({ ...ctx, round: { ...round, ...r } }, start);
    expect(broken({ hands: { ...round.hands, A: round.hands.A!.slice(1) } }).join()).toMatch(/lost or duplicated/);
    expect(broken({ rows: [[1, 2, 3], ...round.rows.slice(1)] }).join()).toMatch(/too long/);
    expect(broken({ rows: [[9, 5], ...round.rows.slice(1)] }).join()).toMatch(/not ascending/);
    expect(broken({ penalties: { A: 3, B: 0 } }).join()).toMatch(/penalty 3/);
  });

  it('and in jubilaeum: a third Stop, a sixth row, points below zero, a 7 nimmt! row one card too long', () => {
    const ctx = getInitialMicrosteps(gameMachine, { variant: 'jubilaeum', players: two, seed: 1 }).at(-1)![0].context;
    const round = ctx.round as SpecialRound;
    const start = cardsNow(ctx)!;
    expect(invariantProblems(ctx, start)).toEqual([]);
    const broken = (r: Partial<SpecialRound>) => invariantProblems({ ...ctx, round: { ...round, ...r } as SpecialRound }, start).join();
    const stop = { ...NO_MARKS, stop: true };
    expect(broken({ marks: [stop, stop, stop, NO_MARKS] })).toMatch(/more than two Stops/);
    expect(broken({ rows: [...round.rows, [101], [102]], marks: [...round.marks, NO_MARKS, NO_MARKS] })).toMatch(/6 rows/);
    expect(broken({ penalties: { A: -1, B: 0 } })).toMatch(/penalty -1/);
    const seven = { ...NO_MARKS, sevenNimmt: true };
    expect(broken({ rows: [[1, 2, 3, 4, 5, 6, 7], ...round.rows.slice(1)], marks: [seven, NO_MARKS, NO_MARKS, NO_MARKS] })).toMatch(/row 1 too long/);
    expect(broken({ rows: [[1, 2, 3, 4, 5, 6], ...round.rows.slice(1)], marks: [seven, NO_MARKS, NO_MARKS, NO_MARKS] })).not.toMatch(/too long/);
  });

  it('reaches every state of the machine', () => {
    const all = getStateNodes(gameMachine.root)
      .filter((n) => n.type === 'atomic' || n.type === 'final')
      .map((n) => n.path.join('.'));
    expect(all.length).toBeGreaterThan(10);
    expect([...reached].sort()).toEqual(all.sort());
  });
});
