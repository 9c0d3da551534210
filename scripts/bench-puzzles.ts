// Puzzle generator benchmark: verified puzzles generated per second per variant key and kind.
// `node --no-warnings scripts/bench-puzzles.ts [filter...]` (e.g. `basic` or `safe-card`).
// Each puzzle counted has passed generate's own check: exactly one answer is right.
import { generate, kindsFor, VARIANT_KEYS } from '../src/puzzles/index.ts';
import type { Benchmark } from './bench.ts';

let seed = 1; // fresh seeds throughout, as endless mode draws them

/** One benchmark per variant key and kind, in the shape scripts/bench.ts uses. */
export const BENCHMARKS: Benchmark[] = VARIANT_KEYS.flatMap((key) =>
  kindsFor(key).map((kind) => ({
    name: `puzzles: ${key} ${kind}`,
    unit: 'puzzles',
    run: (n: number) => {
      let made = 0;
      for (let i = 0; i < n; i++) if (generate(key, kind, seed++)) made++;
      return made;
    },
  })),
);

/** Best of three runs of at least ~250 ms each, after a warm-up. */
function measure(b: Benchmark): number {
  b.run(50);
  let best = 0;
  for (let k = 0; k < 3; k++) {
    let n = 50;
    for (;;) {
      const t0 = performance.now();
      const done = b.run(n);
      const ms = performance.now() - t0;
      if (ms > 250) {
        best = Math.max(best, (done / ms) * 1000);
        break;
      }
      n *= 2;
    }
  }
  return best;
}

function main(): void {
  const only = process.argv.slice(2);
  for (const b of BENCHMARKS) {
    if (only.length && !only.some((o) => b.name.includes(o))) continue;
    console.log(`${b.name.padEnd(40)} ${Math.round(measure(b)).toString().padStart(7)} verified ${b.unit}/s`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
