// The arena: bots play hands against each other on the step-wise engine (the reference), and the
// points per hand are summed per bot. With `rotate` every deal is replayed with the seats turned, so
// every bot holds every hand once: the luck of the deal cancels out. Pure: the CLI is scripts/arena.ts.
import {
  deal, isRoundOver, pickCard, picker, removeCards, roundFromPicks, runTurn, scoreRound, startPicking, resolveOptions, roundSeed,
  VARIANTS, isVariantId, type Card, type Player, type RoundState, type VariantId,
} from '../engine/index.ts';
import { playersToPlay } from '../engine/plays.ts';
import { playerRange } from '../engine/variants.ts';
import { byPlayer } from '../engine/types.ts';
import type { Bot, BotTurn, BotView } from '../machines/bots.ts';
import { BOT_LEVELS, isBotLevel, levelBot, type BotLevel } from './levels.ts';
import { STRONG_PLAYOUTS } from './strong.ts';

export { BOT_LEVELS, type BotLevel };

export interface ArenaSettings {
  readonly variant: VariantId;
  readonly players: number;
  /** Deals; with `rotate` each is played once per seat turn. */
  readonly hands: number;
  readonly seed: number;
  /** The bot of each seat, in seat order. */
  readonly seats: readonly BotLevel[];
  readonly rotate: boolean;
  readonly json: boolean;
  /** The strong bot's playouts per move. */
  readonly playouts: number;
}

export type Parsed = { ok: true; value: ArenaSettings } | { ok: false; error: string };

export const ARENA_USAGE = 'usage: arena [--variant basic] [--players N] [--hands N] [--seed N] --seats a,b,... [--rotate] [--json] [--playouts N]\n'
  + `  bots: ${BOT_LEVELS.join(', ')}; variants: every one but jubilaeum`;

/** Read the command line; every mistake is a readable message. */
export function parseArenaArgs(argv: readonly string[]): Parsed {
  const flags = new Set(['--rotate', '--json']);
  const valued = new Set(['--variant', '--players', '--hands', '--seed', '--seats', '--playouts']);
  const given = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (flags.has(a)) given.set(a, 'true');
    else if (valued.has(a)) {
      const v = argv[i + 1];
      if (v === undefined || v.startsWith('--')) return { ok: false, error: `${a} needs a value` };
      given.set(a, v);
      i++;
    } else return { ok: false, error: `unknown argument: ${a}` };
  }
  const whole = (name: string, fallback: number | undefined, min: number): number | string => {
    const raw = given.get(name);
    if (raw === undefined) return fallback ?? `${name} is required`;
    if (!/^\d+$/.test(raw) || Number(raw) < min || !Number.isSafeInteger(Number(raw))) return `${name} must be a whole number of at least ${min}, not "${raw}"`;
    return Number(raw);
  };
  const variant = given.get('--variant') ?? 'basic';
  if (!isVariantId(variant)) return { ok: false, error: `unknown variant "${variant}"` };
  if (VARIANTS[variant].specialCards) return { ok: false, error: 'the arena does not play the Anniversary variant (jubilaeum)' };
  const seatsRaw = given.get('--seats');
  if (!seatsRaw) return { ok: false, error: '--seats is required, e.g. --seats strong,heuristic,heuristic,heuristic' };
  const seats = seatsRaw.split(',');
  const unknown = seats.find((s) => !isBotLevel(s));
  if (unknown !== undefined) return { ok: false, error: `unknown bot "${unknown}" (bots: ${BOT_LEVELS.join(', ')})` };
  const players = whole('--players', seats.length, 1);
  const hands = whole('--hands', 100, 1);
  const seed = whole('--seed', 1, 0);
  const playouts = whole('--playouts', STRONG_PLAYOUTS, 1);
  for (const v of [players, hands, seed, playouts]) if (typeof v === 'string') return { ok: false, error: v };
  const n = players as number;
  if (seats.length !== n) return { ok: false, error: `--seats names ${seats.length} bot(s) for ${n} players` };
  const { min, max } = playerRange(variant);
  if (n < min || n > max) return { ok: false, error: `${variant} is for ${min} to ${max} players, not ${n}` };
  return {
    ok: true,
    value: {
      variant, players: n, hands: hands as number, seed: seed as number, seats: seats as BotLevel[],
      rotate: given.has('--rotate'), json: given.has('--json'), playouts: playouts as number,
    },
  };
}

export interface SeatResult {
  readonly bot: BotLevel;
  readonly meanPoints: number;
  /** 95% confidence interval of the mean, over deals. */
  readonly ci95: readonly [number, number];
  /** Points per deal (the mean over the rotations of that deal). */
  readonly perDeal: readonly number[];
}

export interface ArenaResult {
  readonly seats: readonly SeatResult[];
  readonly handsPlayed: number;
  /** Moves each bot level made and the CPU seconds they took (the bots' thinking only). */
  readonly moves: Readonly<Record<BotLevel, { moves: number; cpuSeconds: number }>>;
}

type Clock = () => number;

/** One hand from a deal seed, seat i played by `bots[i]`; the points of each seat. */
export function playHand(variant: VariantId, players: readonly Player[], dealSeed: number, bots: readonly Bot[], timed: (i: number, f: () => void) => void): number[] {
  const options = resolveOptions(variant, {});
  const rules = VARIANTS[variant];
  const seatOf = new Map(players.map((p, i) => [p, i]));
  const bot = (p: Player) => bots[seatOf.get(p) as number] as Bot;
  let round: RoundState;
  if (rules.picking) {
    let picking = startPicking(variant, options, players);
    for (let p = picker(picking); p !== null; p = picker(picking)) {
      const view: BotView = { variant, options, player: p, hand: picking.hands[p] ?? [], rows: [], openPlays: {}, players, seen: [] };
      let card = 0;
      timed(seatOf.get(p) as number, () => (card = bot(p).pick(view, picking.pool)));
      const next = pickCard(picking, p, card);
      if (!next.ok) throw new Error(next.error.message);
      picking = next.value;
    }
    round = roundFromPicks(variant, options, players, picking);
  } else {
    const dealt = deal(variant, options, players, dealSeed);
    if (!dealt.ok) throw new Error(dealt.error.message);
    round = dealt.value;
  }
  const seen: Card[] = round.rows.flat();
  const history: BotTurn[] = [];
  const open = rules.markerCard || rules.playStyle === 'sequential';
  while (!isRoundOver(round)) {
    const plays = byPlayer<Card[]>();
    for (let due = playersToPlay(round, plays); due.length; due = playersToPlay(round, plays)) {
      const p = due[0] as Player;
      const view: BotView = { variant, options, player: p, hand: round.hands[p] ?? [], rows: round.rows, openPlays: open ? plays : {}, players, seen: seen.slice(), history: history.slice() };
      timed(seatOf.get(p) as number, () => (plays[p] = bot(p).play(view)));
    }
    // the table as the deciding player sees it: all plays revealed, then after each event
    const hands = byPlayer(round.hands);
    for (const p of Object.keys(plays)) hands[p] = removeCards(hands[p] ?? [], plays[p] ?? []);
    let now: RoundState = { ...round, hands };
    const played = runTurn(round, plays, (d) => {
      const p = (d.kind === 'takeRow' ? d.players[0] : d.player) as Player;
      const view: BotView = { variant, options, player: p, hand: now.hands[p] ?? [], rows: now.rows, openPlays: plays, players, seen: seen.slice(), history: history.slice() };
      let choice = null as ReturnType<Bot['decide']> | null;
      timed(seatOf.get(p) as number, () => (choice = bot(p).decide(view, d)));
      return choice && !('swap' in choice) && !('special' in choice) ? choice : null;
    }, (_e, r) => (now = r));
    if (!played.ok) throw new Error(played.error.message);
    for (const p of Object.keys(plays)) seen.push(...(plays[p] ?? []));
    history.push({ rows: round.rows, plays });
    round = played.value;
  }
  const scores = scoreRound(round);
  return players.map((p) => scores[p] ?? 0);
}

/** Mean and 95% interval (normal approximation) of a sample. */
export function meanWithInterval(xs: readonly number[]): { mean: number; ci95: [number, number] } {
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const variance = n > 1 ? xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1) : 0;
  const half = 1.96 * Math.sqrt(variance / n);
  return { mean, ci95: [mean - half, mean + half] };
}

/**
 * The ratio of two seats' mean points with a 95% interval (delta method over deals, which keeps
 * the pairing of the two seats' points in the same deal).
 */
export function ratioWithInterval(a: readonly number[], b: readonly number[]): { ratio: number; ci95: [number, number] } {
  const n = a.length;
  const ma = a.reduce((x, y) => x + y, 0) / n;
  const mb = b.reduce((x, y) => x + y, 0) / n;
  const r = ma / mb;
  let v = 0;
  for (let i = 0; i < n; i++) v += ((a[i] as number) - ma - r * ((b[i] as number) - mb)) ** 2;
  const half = 1.96 * Math.sqrt(v / Math.max(1, n - 1) / n) / mb;
  return { ratio: r, ci95: [r - half, r + half] };
}

/** Play the arena. `clock` measures the bots' thinking (CPU seconds); a test can pass a fake one. */
export function runArena(s: ArenaSettings, clock: Clock = () => 0): ArenaResult {
  const n = s.players;
  const players = Array.from({ length: n }, (_, i) => `P${i + 1}`);
  const perDeal: number[][] = s.seats.map(() => []);
  const moves = Object.fromEntries(BOT_LEVELS.map((l) => [l, { moves: 0, cpuSeconds: 0 }])) as Record<BotLevel, { moves: number; cpuSeconds: number }>;
  let handsPlayed = 0;
  for (let d = 0; d < s.hands; d++) {
    const dealSeed = roundSeed(s.seed, d);
    const sums = s.seats.map(() => 0);
    const turns = s.rotate ? n : 1;
    for (let r = 0; r < turns; r++) {
      // seat i holds entry (i + r) mod n of the list: entry e sits in seat (e - r) mod n
      const entryAt = (seat: number) => (seat + r) % n;
      const bots = players.map((_, seat) => levelBot(s.seats[entryAt(seat)] as BotLevel, roundSeed(dealSeed, 1000 + entryAt(seat)), s.playouts));
      const timed = (seat: number, f: () => void) => {
        const t0 = clock();
        f();
        const m = moves[s.seats[entryAt(seat)] as BotLevel];
        m.moves++;
        m.cpuSeconds += clock() - t0;
      };
      const points = playHand(s.variant, players, dealSeed, bots, timed);
      points.forEach((p, seat) => (sums[entryAt(seat)] = (sums[entryAt(seat)] as number) + p));
      handsPlayed++;
    }
    sums.forEach((total, e) => (perDeal[e] as number[]).push(total / turns));
  }
  const seats = s.seats.map((bot, e) => {
    const { mean, ci95 } = meanWithInterval(perDeal[e] as number[]);
    return { bot, meanPoints: mean, ci95, perDeal: perDeal[e] as number[] };
  });
  return { seats, handsPlayed, moves };
}

/** Each bot level against the other seats' bots: its mean points as a share of theirs, with a 95% interval. */
export function comparisons(result: ArenaResult): { bot: BotLevel; share: number; ci95: [number, number] }[] {
  const pooled = (group: readonly SeatResult[]) => (group[0] as SeatResult).perDeal.map((_, d) => group.reduce((a, x) => a + (x.perDeal[d] as number), 0) / group.length);
  return BOT_LEVELS.flatMap((bot) => {
    const mine = result.seats.filter((x) => x.bot === bot);
    const others = result.seats.filter((x) => x.bot !== bot);
    if (!mine.length || !others.length) return [];
    const { ratio, ci95 } = ratioWithInterval(pooled(mine), pooled(others));
    return [{ bot, share: ratio, ci95 }];
  });
}

/** The readable table: mean points per hand with 95% intervals, each bot against the other bots' mean. */
export function arenaTable(s: ArenaSettings, result: ArenaResult): string {
  const lines = [
    `${s.variant}, ${s.players} players, ${s.hands} deal(s)${s.rotate ? ' with rotated seats' : ''}, seed ${s.seed}: ${result.handsPlayed} hands`,
    `${'seat'.padEnd(5)}${'bot'.padEnd(11)}${'points per hand'.padStart(16)}   95% interval`,
  ];
  result.seats.forEach((seat, i) => {
    lines.push(`${String(i + 1).padEnd(5)}${seat.bot.padEnd(11)}${seat.meanPoints.toFixed(2).padStart(16)}   ${seat.ci95[0].toFixed(2)} to ${seat.ci95[1].toFixed(2)}`);
  });
  for (const c of comparisons(result)) {
    lines.push(`${c.bot} takes ${(100 * c.share).toFixed(1)}% (95% interval ${(100 * c.ci95[0]).toFixed(1)} to ${(100 * c.ci95[1]).toFixed(1)}%) of the other bots' points`);
  }
  for (const level of BOT_LEVELS) {
    const m = result.moves[level];
    if (m.moves && m.cpuSeconds) lines.push(`${level}: ${m.moves} moves, ${(1000 * m.cpuSeconds / m.moves).toFixed(1)} ms CPU per move`);
  }
  return lines.join('\n');
}
