// Whole games per second through the XState game machine with bots, next to the same
// games straight on the engine (no machine). `node --no-warnings scripts/bench-machine.ts [filter...]`
// The issue asks the machine to stay within 20x of the plain loop (scripts/bench.ts's baseline):
// the last column is how many times slower than that loop a placement in a whole machine game is.
import { assign, createActor, setup } from 'xstate';
import type { VariantId } from '../src/engine/index.ts';
import { BENCHMARKS, measure as measureLoop } from './bench.ts';
import { makeBot, type BotKind } from '../src/machines/bots.ts';
import { MACHINE_VARIANTS } from '../src/machines/game.ts';
import { simulateDirect, simulateGame } from '../src/machines/simulate.ts';

type Simulate = typeof simulateGame;

interface Case {
  readonly variant: VariantId;
  readonly players: number;
  readonly bots: BotKind;
}

interface Rate {
  games: number;
  placements: number;
  ms: number;
}

/** A runner of the case's games, seed after seed; each call plays one game and adds to `rate`. */
function runner(simulate: Simulate, c: Case, rate: Rate): () => void {
  const players = Array.from({ length: c.players }, (_, i) => `P${i + 1}`);
  let seed = 1;
  return () => {
    const s = seed++;
    const t0 = performance.now();
    const game = simulate(c.variant, {}, players, s, players.map((_, i) => makeBot(c.bots, s * 31 + i)));
    rate.ms += performance.now() - t0;
    if (game.error || game.truncated) throw new Error(`${c.variant} seed ${s}: ${game.error?.message ?? 'did not end'}`);
    rate.games++;
    rate.placements += game.placements;
  };
}

/**
 * Machine and engine in alternating slices of ~`slice` ms, so a busy machine (other jobs)
 * slows both alike and the ratio stays fair. The same seeds in both.
 */
function measure(c: Case, slices: number, slice: number): { machine: Rate; engine: Rate } {
  const machine = { games: 0, placements: 0, ms: 0 };
  const engine = { games: 0, placements: 0, ms: 0 };
  const runs = [runner(simulateGame, c, machine), runner(simulateDirect, c, engine)];
  for (let i = 0; i < 20; i++) for (const run of runs) run(); // warm up
  for (const r of [machine, engine]) Object.assign(r, { games: 0, placements: 0, ms: 0 });
  for (let k = 0; k < slices; k++) {
    for (const [run, rate] of [[runs[0], machine], [runs[1], engine]] as const) {
      const until = rate.ms + slice;
      while (rate.ms < until) run!();
    }
  }
  return { machine, engine };
}

function cases(): Case[] {
  const out: Case[] = [];
  for (const bots of ['heuristic', 'random'] as const) {
    for (const players of [4, 10]) out.push({ variant: 'basic', players, bots });
  }
  // the other variants at 4 players (and their largest table where it differs much)
  for (const variant of MACHINE_VARIANTS) {
    if (variant === 'basic') continue;
    out.push({ variant, players: 4, bots: 'heuristic' });
  }
  out.push({ variant: 'doppel', players: 10, bots: 'heuristic' });
  out.push({ variant: 'raffiniert', players: 7, bots: 'heuristic' });
  return out;
}

/**
 * What XState itself costs per event, whatever the machine does: a one-state machine whose only
 * transition adds 1 to its context. A game needs at least one event a turn, so this bounds how close
 * any machine game can come to the plain loop.
 */
function xstateFloor(): number {
  const counter = setup({ types: { context: {} as { n: number } } }).createMachine({
    context: { n: 0 },
    on: { TICK: { actions: assign({ n: ({ context }) => context.n + 1 }) } },
  });
  const actor = createActor(counter).start();
  const tick = { type: 'TICK' } as const;
  for (let i = 0; i < 20_000; i++) actor.send(tick);
  let best = 0;
  for (let k = 0; k < 3; k++) {
    const t0 = performance.now();
    for (let i = 0; i < 100_000; i++) actor.send(tick);
    best = Math.max(best, 100_000 / (performance.now() - t0) * 1000);
  }
  return best;
}

const fmt = (n: number, width: number) => (n >= 1000 ? n.toFixed(0) : n.toFixed(1)).padStart(width);

function main(): void {
  const filters = process.argv.slice(2);
  const loop = measureLoop(BENCHMARKS[0]!);
  console.log(`plain loop: ${(loop / 1e6).toFixed(2)} M placements/s, so 20x slower is ${(loop / 20 / 1000).toFixed(0)} k/s (the issue's "over 5 M" gives 250 k/s)`);
  const floor = xstateFloor();
  console.log(`XState floor: ${(floor / 1000).toFixed(0)} k events/s (${(1e6 / floor).toFixed(1)} µs an event) in a one-state machine that only counts`);
  console.log(`${'game'.padEnd(36)} ${'machine games/s'.padStart(16)} ${'placements/s'.padStart(13)}   ${'engine games/s'.padStart(15)} ${'placements/s'.padStart(13)}   machine/engine   vs loop`);
  for (const c of cases()) {
    const name = `${c.variant} ${c.players}p ${c.bots} bots`;
    if (filters.length && !filters.some((f) => name.includes(f))) continue;
    const { machine, engine } = measure(c, 6, 100);
    const perSecond = (r: Rate, n: number) => (n / r.ms) * 1000;
    const ratio = perSecond(engine, engine.games) / perSecond(machine, machine.games);
    const slower = loop / perSecond(machine, machine.placements);
    console.log(`${name.padEnd(36)} ${fmt(perSecond(machine, machine.games), 16)} ${fmt(perSecond(machine, machine.placements), 13)}   ${fmt(perSecond(engine, engine.games), 15)} ${fmt(perSecond(engine, engine.placements), 13)}   ${`${ratio.toFixed(1)}x`.padStart(14)}   ${slower.toFixed(0)}x`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
