// safe-card with every hand known: the worst the others can do to one of my cards, in polynomial time.
// The old search tried every combination of the others' cards (hand size to the power of the players).
// Cards go out lowest first, so only the others' cards below mine matter, and on a table whose row ends
// split the numbers into ranges they matter only as the cards that reach my card's row first:
// - if nobody plays below the lowest row end, my card's row gets the others' cards between its end and my card;
// - if someone does, the lowest such card takes the cheapest row (the others' convention) and the cards below
//   the lowest end pile up on it; the row my card reaches may then change (see `cases`).
// Each case is "pick one card per player, some into my row's range": a dynamic programme over the players
// with the count of cards in the range (and, for a full row reached twice, the highest five) as its state.
import { bullheads, totalBullheads, type Card, type Player, type RoundState } from '../engine/index.ts';
import { cheapestRow } from '../policy/index.ts';

/** How a case treats the others' cards below the lowest row end. */
type BelowLowest = 'forbidden' | 'required';

interface Case {
  /** Cards in [lo, card) reach my row before my card. */
  readonly lo: number;
  /** My row's cards before any of them. */
  readonly start: readonly Card[];
  readonly below: BelowLowest;
}

export interface Worst {
  readonly cost: number;
  /** The others' plays that cost me `cost`. */
  readonly plays: Record<Player, Card>;
}

/** One option of a player in a case: a card in my row's range, below the lowest end, or neither. */
interface Option {
  readonly card: Card;
  readonly inRange: boolean;
  readonly below: boolean;
}

interface State {
  readonly value: number;
  readonly picks: readonly Card[];
}

/**
 * The most my `card` can cost me (my own low card takes my best row; another's the cheapest row, lowest on a
 * tie), with a line of plays that costs it; null when the others cannot play at all (an empty hand).
 */
export function worstCase(round: RoundState, me: Player, card: Card, hands: Readonly<Record<Player, readonly Card[] | undefined>>): Worst | null {
  const others = round.players.filter((p) => p !== me);
  if (others.some((p) => (hands[p] ?? []).length === 0)) return null;
  const size = round.options.rowLength;
  const rows = round.rows;
  const ends = rows.map((r) => r[r.length - 1] as Card);
  const lowest = Math.min(...ends);
  let best: Worst | null = null;
  const consider = (w: Worst | null) => {
    if (w && (!best || w.cost > best.cost)) best = w;
  };
  if (card < lowest) {
    // Nobody below my card: it is low, and I take my best row.
    const above = others.map((p) => (hands[p] ?? []).find((c) => c > card));
    if (above.every((c) => c !== undefined)) {
      consider({ cost: Math.min(...rows.map((r) => totalBullheads(r))), plays: Object.fromEntries(others.map((p, i) => [p, above[i] as Card])) });
    }
    // Someone below it: the lowest such card takes a row, the rest pile up on it, then mine.
    consider(fill(others, hands, card, { lo: -Infinity, start: [], below: 'required' }, lowest, size, true));
    return best;
  }
  for (const c of cases(rows, ends, card, lowest)) consider(fill(others, hands, card, c, lowest, size, false));
  return best;
}

/** The rows my card (above the lowest end) can reach, as cases of who plays below the lowest end. */
function cases(rows: RoundState['rows'], ends: readonly Card[], card: Card, lowest: Card): Case[] {
  const below = (limit: number, skip = -1) => {
    let row = -1;
    ends.forEach((e, i) => {
      if (i !== skip && e < limit && (row < 0 || e > (ends[row] as Card))) row = i;
    });
    return row;
  };
  const target = below(card);
  const out: Case[] = [{ lo: ends[target] as Card, start: rows[target] ?? [], below: 'forbidden' }];
  const taken = cheapestRow(rows) - 1;
  if (taken !== target) out.push({ lo: ends[target] as Card, start: rows[target] ?? [], below: 'required' });
  else if (ends[taken] === lowest) out.push({ lo: -Infinity, start: [], below: 'required' });
  else {
    const before = below(ends[taken] as Card, taken);
    out.push({ lo: ends[before] as Card, start: rows[before] ?? [], below: 'required' });
  }
  return out;
}

/**
 * The worst for me in one case: one card per other player, the cards in [lo, card) go onto my row in order
 * (a sixth card takes, the row starts again), and my card takes when it finds the row full.
 */
function fill(others: readonly Player[], hands: Readonly<Record<Player, readonly Card[] | undefined>>, card: Card, c: Case, lowest: Card, size: number, allBelow: boolean): Worst | null {
  const options = others.map((p) => (hands[p] ?? []).map((x): Option => ({ card: x, inRange: x < card && x > c.lo, below: x < lowest })).filter((o) => (c.below === 'forbidden' ? !o.below : true)).filter((o) => !allBelow || o.inRange || o.card > card));
  if (options.some((o) => o.length === 0)) return null;
  const start = c.start.length;
  const startCost = totalBullheads(c.start);
  let best: Worst | null = null;
  const keep = (value: number, picks: readonly Card[]) => {
    if (!best || value > best.cost) best = { cost: value, plays: Object.fromEntries(others.map((p, i) => [p, picks[i] as Card])) };
  };
  // Any plays the case allows cost me nothing at least; the counts below find every play that costs more.
  const any = options.map((o) => o[0] as Option);
  const needs = c.below === 'required' && !any.some((o) => o.below);
  const swap = needs ? options.findIndex((o) => o.some((x) => x.below)) : -1;
  if (needs && swap < 0) return null;
  if (swap >= 0) any[swap] = options[swap]?.find((x) => x.below) as Option;
  keep(0, any.map((o) => o.card));
  // The row full with no take before my card: the start cards and every card in range.
  const once = size - start;
  if (once >= 0) for (const s of dp(options, once, c.below === 'required', (o) => bullheads(o.card))) keep(startCost + s.value, s.picks);
  // The row taken by another on the way and full again: the last `size` cards in range.
  for (let total = 2 * size; total - start <= others.length; total += size) {
    const count = total - start;
    for (const t of options.flat().filter((o) => o.inRange)) {
      // t: the lowest of the last `size` cards; above it exactly size - 1 more, below it the rest.
      const high = (o: Option) => o.card >= t.card;
      const parts = dpSplit(options, t, size, count - size, c.below === 'required', high);
      if (parts) keep(parts.value, parts.picks);
    }
  }
  return best;
}

/** Best picks with exactly `count` cards in range (value: the sum of `gain` over them); one result or none. */
function dp(options: readonly (readonly Option[])[], count: number, needBelow: boolean, gain: (o: Option) => number): State[] {
  // state key: cards in range so far, and whether a card below the lowest end is played
  let states = new Map<string, State>([['0|0', { value: 0, picks: [] }]]);
  for (const opts of options) {
    const next = new Map<string, State>();
    for (const [key, s] of states) {
      const [k, b] = key.split('|').map(Number) as [number, number];
      for (const o of opts) {
        const k2 = k + (o.inRange ? 1 : 0);
        if (k2 > count) continue;
        const key2 = `${k2}|${b || (o.below ? 1 : 0)}`;
        const value = s.value + (o.inRange ? gain(o) : 0);
        const old = next.get(key2);
        if (!old || value > old.value) next.set(key2, { value, picks: [...s.picks, o.card] });
      }
    }
    states = next;
  }
  const done = [states.get(`${count}|1`), needBelow ? undefined : states.get(`${count}|0`)].filter((s): s is State => s !== undefined);
  return done;
}

/** Picks with `t` played, `top - 1` more cards in range above it and `bottom` below it: the most the top ones are worth. */
function dpSplit(options: readonly (readonly Option[])[], t: Option, top: number, bottom: number, needBelow: boolean, high: (o: Option) => boolean): State | null {
  let states = new Map<string, State>([['0|0|0', { value: 0, picks: [] }]]);
  for (const opts of options) {
    const mine = opts.includes(t) ? [t] : opts;
    const next = new Map<string, State>();
    for (const [key, s] of states) {
      const [h, l, b] = key.split('|').map(Number) as [number, number, number];
      for (const o of mine) {
        const up = o.inRange && high(o) ? 1 : 0;
        const down = o.inRange && !high(o) ? 1 : 0;
        if (h + up > top || l + down > bottom) continue;
        const key2 = `${h + up}|${l + down}|${b || (o.below ? 1 : 0)}`;
        const value = s.value + (up ? bullheads(o.card) : 0);
        const old = next.get(key2);
        if (!old || value > old.value) next.set(key2, { value, picks: [...s.picks, o.card] });
      }
    }
    states = next;
  }
  return states.get(`${top}|${bottom}|1`) ?? (needBelow ? null : states.get(`${top}|${bottom}|0`) ?? null);
}
