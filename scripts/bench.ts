// Benchmarks: `npm run -s bench`. A list of named benchmarks; each reports operations per CPU-second.
// The benchmarks of one run take turns (interleaved), so a busy machine slows them all alike.
// Add more by pushing onto BENCHMARKS (e.g. whole games through the XState machine).
import { bullheads, deal, isRoundOver, mulberry32, nextStep, beginTurn, applyChoice, targetRow, type Card, type Decision, type RoundState, type Row } from '../src/engine/index.ts';
import { placeCard, playoutHand, playoutTable, type CardChoice, type LowCardChoice } from '../src/engine/playout.ts';

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
    case 'swap': return { player: d.player, swap: null };
    case 'special': return { player: d.player, card: d.card, special: null };
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
        if (step.kind === 'error') throw new Error(step.error.message);
        if (step.kind === 'event') { t = step.turn; if (step.event.type === 'place') placed++; continue; }
        const answered = applyChoice(t, firstChoice(step.decision));
        if (!answered.ok) throw new Error(answered.error.message);
        t = answered.value;
      }
    }
  }
  return placed;
}

/** Baseline for whole hands: the same deals and choices as playoutHands, written as a plain loop over arrays. */
function baselineHands(n: number): number {
  const random = mulberry32(1);
  let placed = 0;
  while (placed < n) {
    const deck: number[] = [];
    for (let i = 0; i < 104; i++) deck.push(i + 1);
    for (let i = 103; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      const c = deck[i] as number;
      deck[i] = deck[j] as number;
      deck[j] = c;
    }
    const hands = [0, 1, 2, 3].map((s) => deck.slice(s * 10, s * 10 + 10));
    const rows = [0, 1, 2, 3].map((r) => [deck[40 + r] as number]);
    const points = [0, 0, 0, 0];
    for (let turn = 0; turn < 10; turn++) {
      const plays = hands.map((h, s) => ({ s, card: h.pop() as number })).sort((a, b) => a.card - b.card);
      for (const { s, card } of plays) {
        let best = -1;
        let bestEnd = 0;
        for (let r = 0; r < 4; r++) {
          const row = rows[r] as number[];
          const end = row[row.length - 1] as number;
          if (end < card && end > bestEnd) [best, bestEnd] = [r, end];
        }
        const row = rows[best < 0 ? 0 : best] as number[];
        if (best < 0 || row.length >= 5) {
          for (const c of row) points[s] = (points[s] as number) + bullheads(c);
          rows[best < 0 ? 0 : best] = [card];
        } else row.push(card);
      }
    }
    sink += points[0] as number;
    placed += 40;
  }
  return placed;
}

/** The lean playout path on the baseline's card stream: the same placements, the same low-card rows. */
function playoutPlacements(n: number): number {
  const t = playoutTable([[1], [2], [3], [4]], 5, 1);
  const lowCard: LowCardChoice = (_t, _s, card) => card & 3;
  for (let i = 0; i < n; i++) placeCard(t, 0, STREAM[i & 0xffff] as Card, lowCard);
  sink += t.penalties[0] as number;
  return n;
}

/** Whole four-player basic hands on the lean path, each from its own shuffle of the deck (as the step-wise benchmark deals). */
function playoutHands(n: number): number {
  const random = mulberry32(1);
  const deck = new Int32Array(104);
  const hands = new Int32Array(40);
  const plays = new Int32Array(4);
  const start = playoutTable([[1], [2], [3], [4]], 5, 4);
  const t = playoutTable([[1], [2], [3], [4]], 5, 4);
  const last: CardChoice = (_t, _s, _hand, _from, count) => count - 1;
  const firstRow: LowCardChoice = () => 0;
  let placed = 0;
  while (placed < n) {
    for (let i = 0; i < 104; i++) deck[i] = i + 1;
    for (let i = 103; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      const c = deck[i] as number;
      deck[i] = deck[j] as number;
      deck[j] = c;
    }
    hands.set(deck.subarray(0, 40));
    for (let r = 0; r < 4; r++) {
      start.cards[r * 5] = deck[40 + r] as number;
      start.lengths[r] = 1;
      start.points[r] = bullheads(deck[40 + r] as number);
    }
    start.penalties.fill(0);
    t.cards.set(start.cards);
    t.lengths.set(start.lengths);
    t.points.set(start.points);
    t.penalties.set(start.penalties);
    playoutHand(t, hands, 10, 10, last, firstRow, plays);
    sink += t.penalties[0] as number;
    placed += 40;
  }
  return placed;
}

export const BENCHMARKS: Benchmark[] = [
  { name: 'baseline: plain-TS placement loop', unit: 'placements', run: baselinePlacements },
  { name: 'core: targetRow + take (immutable rows)', unit: 'placements', run: corePlacements, baseline: 'baseline: plain-TS placement loop' },
  { name: 'engine: basic rounds via beginTurn/nextStep (with deals)', unit: 'placements', run: stepwisePlacements, baseline: 'baseline: plain-TS placement loop' },
  { name: 'playout: placeCard on flat rows (same card stream)', unit: 'placements', run: playoutPlacements, baseline: 'baseline: plain-TS placement loop' },
  { name: 'baseline: plain-TS whole basic hands (with deals)', unit: 'placements', run: baselineHands },
  { name: 'playout: whole basic hands on flat rows (with deals)', unit: 'placements', run: playoutHands, baseline: 'baseline: plain-TS whole basic hands (with deals)' },
];

/** CPU seconds (user + system) of this process since `from`. */
function cpuSince(from: NodeJS.CpuUsage): number {
  const d = process.cpuUsage(from);
  return (d.user + d.system) / 1e6;
}

/** Operations per CPU-second of `run` for about `seconds` of CPU. */
function rateFor(run: (n: number) => number, seconds: number): number {
  let n = 10_000;
  for (;;) {
    const t0 = process.cpuUsage();
    const done = run(n);
    const s = cpuSince(t0);
    if (s > seconds) return done / s;
    n *= 2;
  }
}

/** Best of a few runs of at least ~0.3 s of CPU each, in operations per CPU-second. */
export function measure(b: Benchmark): number {
  b.run(10_000); // warm up
  let best = 0;
  for (let k = 0; k < 3; k++) best = Math.max(best, rateFor(b.run, 0.3));
  return best;
}

/** Several benchmarks taking turns: each round runs each once; the best round of each counts. */
export function measureInterleaved(benchmarks: readonly Benchmark[], rounds = 3): number[] {
  for (const b of benchmarks) b.run(10_000); // warm up
  const best = benchmarks.map(() => 0);
  for (let k = 0; k < rounds; k++) benchmarks.forEach((b, i) => (best[i] = Math.max(best[i] as number, rateFor(b.run, 0.3))));
  return best;
}

function main(): void {
  const only = process.argv.slice(2);
  const chosen = BENCHMARKS.filter((b) => !only.length || only.some((o) => b.name.includes(o)));
  const rates = new Map(measureInterleaved(chosen).map((rate, i) => [(chosen[i] as Benchmark).name, rate]));
  console.log('operations per CPU-second (user + system), benchmarks interleaved, best of 3 rounds');
  for (const b of chosen) {
    const rate = rates.get(b.name) as number;
    const base = b.baseline ? rates.get(b.baseline) : undefined;
    const ratio = base ? `  (${base / rate >= 1 ? `${(base / rate).toFixed(2)}x slower than` : `${(rate / base).toFixed(2)}x as fast as`} the baseline)` : '';
    console.log(`${b.name.padEnd(60)} ${(rate / 1e6).toFixed(2).padStart(7)} M ${b.unit}/s${ratio}`);
  }
  if (sink === 0.5) console.log(sink);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
