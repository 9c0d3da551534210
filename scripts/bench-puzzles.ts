// Puzzle generator benchmark: verified puzzles generated per second per variant key and kind.
// `node --no-warnings scripts/bench-puzzles.ts [filter...]` (e.g. `basic` or `safe-card`).
// Each puzzle counted has passed generate's own check: exactly one answer is right.
// `--safe-scaling`: CPU time of one safe-card worst case per player count, the old exhaustive search beside
// the dynamic programme, on the same tables.
import { mulberry32, type Card, type Player, type RoundState } from '../src/engine/index.ts';
import { ALL_VARIANT_KEYS, generate, kindsFor } from '../src/puzzles/index.ts';
import { KEY_SPECS, PLAYER_NAMES } from '../src/puzzles/keys.ts';
import { randomPosition } from '../src/puzzles/play.ts';
import { worstCase } from '../src/puzzles/safe.ts';
import { combos, safeCost } from '../src/puzzles/solve.ts';
import type { Benchmark } from './bench.ts';

let seed = 1; // fresh seeds throughout, as endless mode draws them

/** One benchmark per variant key and kind, in the shape scripts/bench.ts uses. */
export const BENCHMARKS: Benchmark[] = ALL_VARIANT_KEYS.flatMap((key) =>
  kindsFor(key).map((kind) => ({
    name: `puzzles: ${key} ${kind}`,
    unit: 'puzzles',
    run: (n: number) => {
      let made = 0;
      for (let i = 0; i < n; i++) if (generate(key, kind, seed++)) made++;
      return made;
    },
  })),
).concat([6, 10].map((players) => ({
  // The generator's reach: safe-card at larger tables (taktik seats ten).
  name: `puzzles: taktik safe-card ${players}p`,
  unit: 'puzzles',
  run: (n: number) => {
    let made = 0;
    for (let i = 0; i < n; i++) if (generate('taktik', 'safe-card', seed++, { players: { min: players, max: players } })) made++;
    return made;
  },
})));

/** Puzzles per second over a fixed time window (puzzle costs vary a lot, so count rather than size the run up front). */
function window(b: Benchmark, ms: number): number {
  let made = 0;
  const t0 = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    made += b.run(10);
    elapsed = performance.now() - t0;
  }
  return (made / elapsed) * 1000;
}

/** Best of three 200 ms windows after a 200 ms warm-up (the machine is shared; the best is the least disturbed). */
function measure(b: Benchmark): number {
  window(b, 200);
  return Math.max(window(b, 200), window(b, 200), window(b, 200));
}

/** Tables of `players` with `left` cards a hand (taktik), for the scaling comparison. */
function tables(players: number, left: number, count: number): RoundState[] {
  const out: RoundState[] = [];
  for (let s = 1; out.length < count; s++) {
    const random = mulberry32(s * 7919 + players);
    const round = randomPosition(KEY_SPECS.taktik, PLAYER_NAMES.slice(0, players), 2, random);
    if (!round) continue;
    const hands: Record<Player, Card[]> = {};
    for (const p of round.players) hands[p] = (round.hands[p] ?? []).slice(0, left);
    out.push({ ...round, hands });
  }
  return out;
}

/** CPU milliseconds per worst case (every card of the first player's hand on each table). */
function cpuPerCase(rounds: readonly RoundState[], worst: (r: RoundState, me: Player, card: Card) => unknown): number {
  const t0 = process.cpuUsage();
  let cases = 0;
  for (const r of rounds) for (const card of r.hands[r.players[0] as Player] ?? []) {
    worst(r, r.players[0] as Player, card);
    cases++;
  }
  const t = process.cpuUsage(t0);
  return (t.user + t.system) / 1000 / cases;
}

function scaling(): void {
  const exhaustive = (r: RoundState, me: Player, card: Card) => {
    for (const combo of combos(r.players.filter((p) => p !== me).map((p) => ({ player: p, cards: r.hands[p] ?? [] })))) safeCost(r, me, card, combo);
  };
  const fast = (r: RoundState, me: Player, card: Card) => worstCase(r, me, card, r.hands);
  console.log('safe-card worst case, 3 cards a hand: CPU ms per card (exhaustive | dynamic programme)');
  for (let players = 2; players <= 10; players++) {
    const rounds = tables(players, 3, 6);
    const old = players <= 8 ? cpuPerCase(rounds, exhaustive).toFixed(3) : 'skipped';
    console.log(`  ${String(players).padStart(2)} players  ${old.padStart(9)} | ${cpuPerCase(rounds, fast).toFixed(3).padStart(7)}`);
  }
}

function main(): void {
  if (process.argv.includes('--safe-scaling')) return scaling();
  const only = process.argv.slice(2);
  // Let the JIT settle on the shared code (engine, drivers, checks) before the first figure.
  const t0 = performance.now();
  while (performance.now() - t0 < 1500) for (const b of BENCHMARKS) b.run(1);
  for (const b of BENCHMARKS) {
    if (only.length && !only.some((o) => b.name.includes(o))) continue;
    console.log(`${b.name.padEnd(40)} ${Math.round(measure(b)).toString().padStart(7)} verified ${b.unit}/s`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
