// Helpers of the model-based tests: every legal event in a snapshot, state ids, invariants.
import type { SnapshotFrom, StateValue } from 'xstate';
import {
  copiesInDeck, isAscending, isSpecialRound, MAX_ROWS, MAX_STOPS, placesIn, totalBullheads, VARIANTS,
  applyChoice, nextStep, type Card, type Choice, type SpecialRound, type Player, type RoundState,
} from '../../../src/engine/index.ts';
import { specialPlays } from '../../../src/policy/index.ts';
import type { GameContext, GameMachineEvent, gameMachine } from '../../../src/machines/game.ts';
import { picker } from '../../../src/engine/deal.ts';
import { cardsPerPlay, decisionOwners, playersToPlay } from '../../../src/engine/plays.ts';
import { answerEvent } from '../../../src/machines/simulate.ts';

export type Snap = SnapshotFrom<typeof gameMachine>;

const unique = <T>(items: T[]): T[] => {
  const seen = new Set<string>();
  return items.filter((x) => {
    const k = JSON.stringify(x);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

/** Subsets of a list (as index combinations), up to `max` items, duplicates of equal cards merged. */
function subsets(cards: readonly Card[], max: number): Card[][] {
  const out: Card[][] = [[]];
  cards.forEach((c) => {
    for (const s of out.slice()) if (s.length < max) out.push([...s, c]);
  });
  return unique(out.map((s) => s.slice().sort((a, b) => a - b)));
}

/** The plays a player may make with this hand in the variant. */
export function legalPlays(round: RoundState, player: Player): Card[][] {
  const hand = round.hands[player] ?? [];
  const out: Card[][] = [];
  for (const n of cardsPerPlay(round.variant)) {
    if (n === 1) hand.forEach((c) => out.push([c]));
    if (n === 2) {
      hand.forEach((a, i) => hand.forEach((b, j) => {
        if (i === j) return;
        // raffiniert plays an unordered pair; hand places the two in the order laid
        if (VARIANTS[round.variant].playStyle === 'pairs' && i > j) return;
        out.push([a, b]);
      }));
    }
  }
  return unique(out);
}

/** Every legal event in this snapshot: the only events the model explores. */
export function legalEvents(snap: Snap): GameMachineEvent[] {
  if (snap.status !== 'active') return [];
  const ctx = snap.context;
  if (snap.matches({ round: 'picking' }) && ctx.picking) {
    const p = picker(ctx.picking);
    return p === null ? [] : unique(ctx.picking.pool.map((card) => ({ type: 'PICK' as const, player: p, card })));
  }
  if (snap.matches({ round: { turn: 'choosing' } }) && ctx.round) {
    const round = ctx.round;
    const due = playersToPlay(round, ctx.plays);
    const hidden = VARIANTS[ctx.variant].playStyle !== 'sequential' && !VARIANTS[ctx.variant].markerCard;
    return (hidden ? due : due.slice(0, 1)).flatMap((p) => legalPlays(round, p).map((cards) => ({ type: 'PLAY' as const, player: p, cards })));
  }
  const progress = ctx.progress;
  if (progress?.kind === 'decision') {
    const d = progress.decision;
    const table = progress.turn.round;
    // jubilaeum: every answer the engine takes (a special card's details, a swap); one it refuses is no legal event
    const legal = (c: Choice) => {
      const t = applyChoice(progress.turn, c);
      return t.ok && nextStep(t.value).kind !== 'error';
    };
    const choices: Choice[] =
      d.kind === 'swap' ? [null, ...new Set(d.held)].map((swap) => ({ player: d.player, swap }))
      : d.kind === 'special' ? [null, ...[...new Set(d.held)].flatMap((t) => specialPlays(t, table as SpecialRound, d.card, table.hands[d.player] ?? [], [d.card]))]
        .map((special) => ({ player: d.player, card: d.card, special })).filter(legal)
      : d.kind === 'takeRow' ? d.rows.map((takeRow) => ({ card: d.card, takeRow })).filter(legal)
      : d.kind === 'tie' ? d.options.map((o) => ({ card: d.card, row: o.row, side: o.side }))
      : d.kind === 'order' ? unique([d.cards.slice(), d.cards.slice().reverse()]).map((order) => ({ player: d.player, order }))
      : d.kind === 'toHand' ? subsets(d.cards, d.max).map((toHand) => ({ player: d.player, toHand }))
      : [];
    return decisionOwners(d).flatMap((p) => choices.map((c) => answerEvent(p, c)));
  }
  return [{ type: 'NEXT' }];
}

/** The state as the model sees it: leaves out the turn counter, the event log and statistics, which never change what may happen next. */
export function serialize(snap: Snap): string {
  return JSON.stringify({ value: snap.value, status: snap.status, context: snap.context }, (key, val: unknown) =>
    key === 'events' || key === 'placements' || (key === 'turn' && typeof val === 'number') ? undefined : val,
  );
}

/** Dotted ids of the atomic states in a state value, e.g. "round.turn.placing.takeRow". */
export function leafIds(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value];
  return Object.entries(value).flatMap(([k, v]) => (v === undefined ? [prefix + k] : leafIds(v as StateValue, `${prefix}${k}.`)));
}

/** Every card of the round where it is now: rows, hands, piles, and the cards of the turn not placed yet. */
export function cardsNow(ctx: GameContext): Card[] | null {
  const round = ctx.turn ? ctx.turn.round : ctx.round;
  if (!round) return null;
  const cards: Card[] = [];
  for (const row of round.rows) cards.push(...row);
  if (isSpecialRound(round)) cards.push(...round.outOfGame); // Negative = Positive: the card left the game
  for (const p of round.players) cards.push(...(round.hands[p] ?? []), ...(round.piles[p] ?? []));
  if (ctx.turn) {
    for (const q of ctx.turn.queue) for (let i = 0; i < q.players.length; i++) cards.push(q.card);
    for (const w of ctx.turn.waiting) cards.push(...w.cards);
  }
  return cards.sort((a, b) => a - b);
}

/**
 * The engine's invariants in one snapshot; returns the problems found (empty when all hold).
 * `start` is the round's multiset of cards when it was dealt (or picked).
 */
export function invariantProblems(ctx: GameContext, start: readonly Card[] | undefined): string[] {
  const problems: string[] = [];
  if (ctx.error) problems.push(`error: ${ctx.error.message}`);
  const round = ctx.turn ? ctx.turn.round : ctx.round;
  if (round) {
    const stacks = VARIANTS[round.variant].stacks;
    const j = isSpecialRound(round) ? round : null;
    // jubilaeum: a 5th Row adds a row for a while, 7 nimmt! lets a row hold one card more, at most two Stops lie
    if (j ? round.rows.length < ctx.options.rows || round.rows.length > MAX_ROWS : round.rows.length !== ctx.options.rows) problems.push(`${round.rows.length} rows`);
    if (j && j.marks.filter((m) => m.stop).length > MAX_STOPS) problems.push('more than two Stops');
    round.rows.forEach((row, i) => {
      if (row.length === 0) problems.push(`row ${i + 1} empty`);
      if (!isAscending(row, stacks)) problems.push(`row ${i + 1} not ascending: ${row.join(' ')}`);
      if (placesIn(row, stacks) > ctx.options.rowLength + (j?.marks[i]?.sevenNimmt ? 1 : 0)) problems.push(`row ${i + 1} too long: ${row.join(' ')}`);
    });
    const cards = cardsNow(ctx) ?? [];
    if (start && JSON.stringify(cards) !== JSON.stringify(start)) problems.push(`cards lost or duplicated: ${cards.join(' ')} vs ${start.join(' ')}`);
    const counts = new Map<Card, number>();
    for (const c of cards) counts.set(c, (counts.get(c) ?? 0) + 1);
    for (const [c, n] of counts) if (n > copiesInDeck(c, round.variant, round.players.length, ctx.options)) problems.push(`${n} copies of ${c}`);
    let pileHeads = 0;
    let penalties = 0;
    for (const p of round.players) {
      const heads = totalBullheads(round.piles[p] ?? []);
      const pen = round.penalties[p] ?? 0;
      pileHeads += heads;
      penalties += pen;
      // shared doppel takes: each of the two scores half the row, so only the sum is bounded;
      // jubilaeum's Negative = Positive lowers the points (never below 0) but not the pile
      if (j ? pen < 0 || pen > heads : !stacks && heads !== pen) problems.push(`${p}: penalty ${pen} but ${heads} bullheads in the pile`);
    }
    if (stacks && penalties < pileHeads) problems.push(`penalties ${penalties} below the piles' ${pileHeads} bullheads`);
  }
  for (const p of ctx.players) {
    const sum = ctx.roundScores.reduce((s, r) => s + (r[p] ?? 0), 0);
    if (sum !== ctx.totals[p]) problems.push(`${p}: total ${ctx.totals[p]} is not the sum of the rounds ${sum}`);
  }
  return problems;
}

/** Picking: the open deck plus the hands picked so far is always the whole deck. */
export function pickingProblems(ctx: GameContext, deck: readonly Card[]): string[] {
  if (!ctx.picking) return [];
  const cards = [...ctx.picking.pool, ...Object.values(ctx.picking.hands).flat()].sort((a, b) => a - b);
  return JSON.stringify(cards) === JSON.stringify(deck) ? [] : [`picking lost cards: ${cards.join(' ')}`];
}
