// Benchmarks: `npm run -s bench`. A list of named benchmarks; each reports operations per second.
// Add more by pushing onto BENCHMARKS (e.g. whole games through the XState machine).
import { bullheads, deal, isRoundOver, mulberry32, nextStep, beginTurn, applyChoice, targetRow, type Card, type Decision, type RoundState, type Row } from '../src/engine/index.ts';

export interface Benchmark {
  readonly name: string;
  /** What one operation is ("placements", "games"). */
  readonly unit: string;
  /** Run about `n` operations; return how many were done. */
  readonly run: (n: number) => number;
  /** Optional name of another benchmark to compare against (ratio printed). */
  readonly baseline?: string;
}

/** Random play sequences, fixed up front so every benchmark places the same cards. */
function cardStream(length: number, seed: number): Int32Array {
  const random = mulberry32(seed);
  const out = new Int32Array(length);
  for (let i = 0; i < length; i++) out[i] = 1 + Math.floor(random() * 104);
  return out;
}
const STREAM = cardStream(1 << 16, 7);
let sink = 0; // keeps the optimiser from dropping work

/** Baseline: a straightforward loop in plain TS with rows as flat arrays. */
function baselinePlacements(n: number): number {
  const rows: number[][] = [[1], [2], [3], [4]];
  for (let i = 0; i < n; i++) {
    const card = STREAM[i & 0xffff] as number;
    let best = -1;
    let bestEnd = 0;
    for (let r = 0; r < 4; r++) {
      const row = rows[r] as number[];
      const end = row[row.length - 1] as number;
      if (end < card && end > bestEnd) {
        best = r;
        bestEnd = end;
      }
    }
    if (best < 0) best = card & 3; // low card: take any row
    const row = rows[best] as number[];
    if (row.length >= 5 || bestEnd === 0) {
      for (const c of row) sink += bullheads(c);
      rows[best] = [card];
    } else row.push(card);
  }
  return n;
}

/** The core: the engine's targetRow + rule 3/4 with immutable rows, as the turn resolution does. */
function corePlacements(n: number): number {
  let rows: Row[] = [[1], [2], [3], [4]];
  for (let i = 0; i < n; i++) {
    const card = STREAM[i & 0xffff] as Card;
    let target = targetRow(rows, card);
    const low = target < 0;
    if (low) target = card & 3;
    const row = rows[target] as Row;
    let next: Row;
    if (low || row.length >= 5) {
      for (const c of row) sink += bullheads(c);
      next = [card];
    } else next = [...row, card];
    const copy = rows.slice();
    copy[target] = next;
    rows = copy;
  }
  return n;
}

/** Always take the first row, first order, keep nothing in hand: a decision-answering bot. */
function firstChoice(d: Decision) {
  switch (d.kind) {
    case 'takeRow': return { card: d.card, takeRow: d.rows[0] as number };
    case 'tie': return { card: d.card, row: d.options[0]!.row, side: d.options[0]!.side };
    case 'order': return { player: d.player, order: d.cards };
    case 'toHand': return { player: d.player, toHand: [] };
  }
}

/** Whole rounds of the basic game through the step-wise engine (beginTurn / nextStep / applyChoice). */
function stepwisePlacements(n: number): number {
  let placed = 0;
  let seed = 1;
  const players = ['A', 'B', 'C', 'D'];
  while (placed < n) {
    const dealt = deal('basic', {}, players, seed++);
    if (!dealt.ok) throw new Error(dealt.error.message);
    let round: RoundState = dealt.value;
    while (!isRoundOver(round)) {
      const plays: Record<string, Card[]> = {};
      for (const p of players) plays[p] = [(round.hands[p] as Card[])[0] as Card];
      const begun = beginTurn(round, plays);
      if (!begun.ok) throw new Error(begun.error.message);
      let t = begun.value;
      for (;;) {
        const step = nextStep(t);
        if (step.kind === 'done') { round = step.round; break; }
        if (step.kind === 'event') { t = step.turn; if (step.event.type === 'place') placed++; continue; }
        const answered = applyChoice(t, firstChoice(step.decision));
        if (!answered.ok) throw new Error(answered.error.message);
        t = answered.value;
      }
    }
  }
  return placed;
}

export const BENCHMARKS: Benchmark[] = [
  { name: 'baseline: plain-TS placement loop', unit: 'placements', run: baselinePlacements },
  { name: 'core: targetRow + take (immutable rows)', unit: 'placements', run: corePlacements, baseline: 'baseline: plain-TS placement loop' },
  { name: 'engine: basic rounds via beginTurn/nextStep (with deals)', unit: 'placements', run: stepwisePlacements, baseline: 'baseline: plain-TS placement loop' },
];

/** Best of a few timed runs of at least ~300 ms each. */
export function measure(b: Benchmark): number {
  b.run(10_000); // warm up
  let best = 0;
  for (let k = 0; k < 3; k++) {
    let n = 100_000;
    for (;;) {
      const t0 = performance.now();
      const done = b.run(n);
      const ms = performance.now() - t0;
      if (ms > 300) {
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
  const rates = new Map<string, number>();
  for (const b of BENCHMARKS) {
    if (only.length && !only.some((o) => b.name.includes(o))) continue;
    const rate = measure(b);
    rates.set(b.name, rate);
    const base = b.baseline ? rates.get(b.baseline) : undefined;
    const ratio = base ? `  (${(base / rate).toFixed(2)}x slower than the baseline)` : '';
    console.log(`${b.name.padEnd(60)} ${(rate / 1e6).toFixed(2).padStart(7)} M ${b.unit}/s${ratio}`);
  }
  if (sink === 0.5) console.log(sink);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
