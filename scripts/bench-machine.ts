// Whole games per second through the XState game machine with bots, next to the same
// games straight on the engine (no machine). `node --no-warnings scripts/bench-machine.ts [filter...]`
// The issue asks the machine to stay within 20x of the plain loop.
import { VARIANT_IDS, type VariantId } from '../src/engine/index.ts';
import { makeBot, type BotKind } from '../src/machines/bots.ts';
import { simulateDirect, simulateGame, type SimulatedGame } from '../src/machines/simulate.ts';

type Simulate = typeof simulateGame;

interface Case {
  readonly variant: VariantId;
  readonly players: number;
  readonly bots: BotKind;
}

/** Play games for about `ms` milliseconds (after a warm-up); games and placements per second. */
function measure(simulate: Simulate, c: Case, ms: number): { games: number; placements: number } {
  const players = Array.from({ length: c.players }, (_, i) => `P${i + 1}`);
  let seed = 1;
  const once = (): SimulatedGame => {
    const s = seed++;
    const game = simulate(c.variant, {}, players, s, players.map((_, i) => makeBot(c.bots, s * 31 + i)));
    if (game.error || game.truncated) throw new Error(`${c.variant} seed ${s}: ${game.error?.message ?? 'did not end'}`);
    return game;
  };
  for (let i = 0; i < 20; i++) once();
  let best = { games: 0, placements: 0 };
  for (let k = 0; k < 3; k++) {
    let games = 0;
    let placements = 0;
    const t0 = performance.now();
    let elapsed = 0;
    while (elapsed < ms) {
      placements += once().placements;
      games++;
      elapsed = performance.now() - t0;
    }
    if (games / elapsed > best.games / 1000) best = { games: (games / elapsed) * 1000, placements: (placements / elapsed) * 1000 };
  }
  return best;
}

function cases(): Case[] {
  const out: Case[] = [];
  for (const bots of ['heuristic', 'random'] as const) {
    for (const players of [4, 10]) out.push({ variant: 'basic', players, bots });
  }
  // the other variants at 4 players (and their largest table where it differs much)
  for (const variant of VARIANT_IDS) {
    if (variant === 'basic') continue;
    out.push({ variant, players: 4, bots: 'heuristic' });
  }
  out.push({ variant: 'doppel', players: 10, bots: 'heuristic' });
  out.push({ variant: 'raffiniert', players: 7, bots: 'heuristic' });
  return out;
}

const fmt = (n: number, width: number) => (n >= 1000 ? n.toFixed(0) : n.toFixed(1)).padStart(width);

function main(): void {
  const filters = process.argv.slice(2);
  const ms = 400;
  console.log(`${'game'.padEnd(36)} ${'machine games/s'.padStart(16)} ${'placements/s'.padStart(13)}   ${'engine games/s'.padStart(15)} ${'placements/s'.padStart(13)}   ratio`);
  for (const c of cases()) {
    const name = `${c.variant} ${c.players}p ${c.bots} bots`;
    if (filters.length && !filters.some((f) => name.includes(f))) continue;
    const machine = measure(simulateGame, c, ms);
    const engine = measure(simulateDirect, c, ms);
    const ratio = engine.games / machine.games;
    console.log(`${name.padEnd(36)} ${fmt(machine.games, 16)} ${fmt(machine.placements, 13)}   ${fmt(engine.games, 15)} ${fmt(engine.placements, 13)}   ${ratio.toFixed(1)}x${ratio > 20 ? '  (over 20x)' : ''}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
