// The strong bot: determinized Monte Carlo over the unseen cards. For each move it deals the cards it
// has not seen to the other players many times, plays every candidate to the end of the hand on the
// engine's lean playout path, and keeps the candidate that cost it fewest bullheads on average.
// The others (and its own later moves) play as the heuristic bot would: a plausible model of players
// who avoid risky cards, which also tells what they probably do not hold (a card they would have
// played instead of the one they did). A fixed number of playouts per move and a seed make every
// move replayable.
// Pure: no DOM, no time; the only state is the memory of cards seen this round.
import { deckFor, mulberry32, type Card, type Decision, type Choice, type Random } from '../engine/index.ts';
import {
  cheapestRowChoice, copyTable, placeCard, playoutCovers, playoutHand, playoutTable, playoutTarget, playoutTurn, rowEnd,
  type CardChoice, type LowCardChoice, type PlayoutTable,
} from '../engine/playout.ts';
import { makeBot, type Bot, type BotView } from '../machines/bots.ts';

/** Playouts per move (each plays one candidate card to the end of the hand). */
export const STRONG_PLAYOUTS = 2000;

// ---- The heuristic bot's policy on the flat table (the same numbers as `risk` in bots.ts) ----

/** How risky `card` is on this table, exactly as the heuristic bot's `risk` computes it in the one-card variants. */
export function flatRisk(t: PlayoutTable, card: Card): number {
  const r = playoutTarget(t, card);
  if (r < 0) {
    let min = t.points[0] as number;
    for (let i = 1; i < t.rowCount; i++) min = Math.min(min, t.points[i] as number);
    return min + 0.5;
  }
  const free = t.rowLength - (t.lengths[r] as number);
  if (free <= 0) return (t.points[r] as number) + 1;
  const gap = card - rowEnd(t, r);
  return (gap / 10) * ((t.rowLength - free + 1) / t.rowLength) / free;
}

/** The heuristic bot's card: least risky, then lowest. */
export const heuristicCard: CardChoice = (t, _seat, hand, from, count) => {
  let best = 0;
  let bestRisk = Infinity;
  let bestCard = 0;
  for (let i = 0; i < count; i++) {
    const c = hand[from + i] as number;
    const r = flatRisk(t, c);
    if (r < bestRisk || (r === bestRisk && c < bestCard)) {
      best = i;
      bestRisk = r;
      bestCard = c;
    }
  }
  return best;
};

/** The heuristic bot's row for a low card (`cheapestRow` with the shorter row on a tie): the cheapest row. */
export const heuristicRow: LowCardChoice = cheapestRowChoice;

// ---- What the bot knows ----

/** The deal as this player sees it: seats, its own seat, the cards it cannot see, who has laid a card already. */
interface Knowledge {
  readonly seats: number;
  readonly me: number;
  readonly unseen: Int32Array;
  /** Per seat: the card laid open this turn (offen, or all plays at a decision), or 0. */
  readonly laid: Int32Array;
  /** Per seat and card (`seat * 105 + card`): 1 if the seat may hold the card in our model of it. */
  readonly allowed: Uint8Array;
  /** Scratch for drawing a seat's cards. */
  readonly draw: Int32Array;
  readonly taken: Uint8Array;
}

const CARDS = 105;

/**
 * The model of the others: they play as the heuristic bot, their least risky card. So a card they
 * would have found less risky than the card they played in an earlier turn is probably not in their
 * hand. A seat whose plays leave too few such cards plays otherwise: for it every unseen card stays possible.
 */
export function modelHands(view: BotView, players: readonly string[], me: number, unseen: readonly Card[], count: number): Uint8Array {
  const allowed = new Uint8Array(players.length * CARDS);
  const tables = (view.history ?? []).map((turn) => playoutTable(turn.rows, view.options.rowLength, 1));
  players.forEach((p, s) => {
    if (s === me) return;
    const base = s * CARDS;
    let possible = 0;
    for (const c of unseen) {
      const fits = (view.history ?? []).every((turn, i) => {
        const played = Object.hasOwn(turn.plays, p) ? turn.plays[p]?.[0] : undefined;
        if (played === undefined) return true;
        const t = tables[i] as PlayoutTable;
        const mine = flatRisk(t, c);
        const theirs = flatRisk(t, played);
        return mine > theirs || (mine === theirs && c > played);
      });
      if (fits) {
        allowed[base + c] = 1;
        possible++;
      }
    }
    if (possible < count) for (const c of unseen) allowed[base + c] = 1;
  });
  return allowed;
}

function know(view: BotView, remembered: ReadonlySet<Card>): Knowledge | null {
  const players = view.players;
  if (!players || !playoutCovers(view.variant)) return null;
  const me = players.indexOf(view.player);
  if (me < 0) return null;
  const known = new Set<Card>(remembered);
  for (const c of view.hand) known.add(c);
  for (const row of view.rows) for (const c of row) known.add(c);
  for (const c of view.seen ?? []) known.add(c);
  const laid = new Int32Array(players.length);
  players.forEach((p, s) => {
    const open = Object.hasOwn(view.openPlays, p) ? view.openPlays[p] : undefined;
    const c = open?.[0];
    if (c !== undefined) {
      laid[s] = c;
      known.add(c);
    }
  });
  const unseen = deckFor(view.variant, players.length, view.options).filter((c) => !known.has(c));
  const allowed = modelHands(view, players, me, unseen, view.hand.length);
  return { seats: players.length, me, unseen: Int32Array.from(unseen), laid, allowed, draw: new Int32Array(unseen.length), taken: new Uint8Array(CARDS) };
}

/** A seed for this move from the bot's seed and what it sees: the same seed and view give the same move. */
export function moveSeed(seed: number, view: BotView): number {
  let h = seed >>> 0;
  const mix = (x: number) => (h = Math.imul(h ^ x, 0x9e3779b1) >>> 0);
  for (const c of view.hand) mix(c);
  for (const row of view.rows) for (const c of row) mix(c + 128);
  for (const c of view.seen ?? []) mix(c + 256);
  return h;
}

/**
 * One determinization: every other seat gets `count` cards, drawn from the unseen ones its model
 * allows (any unseen card when those run out); a card it laid open this turn is one of them (last).
 */
function determinize(k: Knowledge, random: Random, hands: Int32Array, stride: number, count: number): void {
  const { unseen, draw, taken, allowed } = k;
  taken.fill(0);
  for (let s = 0; s < k.seats; s++) {
    if (s === k.me) continue;
    const laid = k.laid[s] as number;
    if (laid !== 0) hands[s * stride + count - 1] = laid;
    const need = laid !== 0 ? count - 1 : count;
    let got = 0;
    for (let pass = 0; pass < 2 && got < need; pass++) {
      // the first pass draws from the cards the model allows, the second from any card left
      let n = 0;
      for (let i = 0; i < unseen.length; i++) {
        const c = unseen[i] as number;
        if (taken[c] === 0 && (pass === 1 || allowed[s * CARDS + c] === 1)) draw[n++] = c;
      }
      for (let i = 0; i < n && got < need; i++) {
        const j = i + Math.floor(random() * (n - i)); // a partial Fisher-Yates draw
        const c = draw[j] as number;
        draw[j] = draw[i] as number;
        taken[c] = 1;
        hands[s * stride + got++] = c;
      }
    }
  }
}

/** Unseen cards the others must hold: `count` each, one fewer for a seat whose card lies open. */
function unseenNeeded(k: Knowledge, count: number): number {
  let n = 0;
  for (let s = 0; s < k.seats; s++) if (s !== k.me) n += k.laid[s] !== 0 ? count - 1 : count;
  return n;
}

/** The others' cards of this turn above `card` (laid open at a decision), lowest first: placed after a take. */
function othersThisTurn(k: Knowledge, card: Card): { seat: number; card: Card }[] {
  const out: { seat: number; card: Card }[] = [];
  for (let seat = 0; seat < k.seats; seat++) {
    const c = k.laid[seat] as number;
    if (seat !== k.me && c > card) out.push({ seat, card: c });
  }
  return out.sort((a, b) => a.card - b.card);
}

// ---- The search ----

interface Search {
  readonly start: PlayoutTable;
  readonly table: PlayoutTable;
  readonly hands: Int32Array;
  readonly work: Int32Array;
  readonly plays: Int32Array;
  readonly first: Int32Array;
}

function searchSpace(view: BotView, seats: number, stride: number): Search {
  return {
    start: playoutTable(view.rows, view.options.rowLength, seats),
    table: playoutTable(view.rows, view.options.rowLength, seats),
    hands: new Int32Array(seats * stride),
    work: new Int32Array(seats * stride),
    plays: new Int32Array(seats),
    first: new Int32Array(seats),
  };
}

/** Remove hand[from + i] by moving the last card of the `count` into its place. */
function removeAt(hand: Int32Array, from: number, count: number, i: number): void {
  hand[from + i] = hand[from + count - 1] as number;
}

/** The card to play: the candidate with the fewest bullheads over the playouts (ties: the heuristic's order). */
export function strongCard(view: BotView, playouts: number, seed: number, remembered: ReadonlySet<Card> = new Set()): Card | null {
  const k = know(view, remembered);
  const hand = view.hand;
  const count = hand.length;
  if (!k || count === 0) return null;
  if (count === 1) return hand[0] as Card;
  if (k.unseen.length < unseenNeeded(k, count)) return null;
  const random = mulberry32(moveSeed(seed, view));
  const s = searchSpace(view, k.seats, count);
  const rounds = Math.max(1, Math.floor(playouts / count));
  const cost = new Float64Array(count);
  const myBase = k.me * count;
  for (let d = 0; d < rounds; d++) {
    determinize(k, random, s.hands, count, count);
    for (let i = 0; i < count; i++) s.hands[myBase + i] = hand[i] as number;
    // the others' cards this turn do not depend on ours (hidden, simultaneous): choose them once
    for (let seat = 0; seat < k.seats; seat++) {
      if (seat !== k.me) s.first[seat] = k.laid[seat] !== 0 ? count - 1 : heuristicCard(s.start, seat, s.hands, seat * count, count);
    }
    for (let c = 0; c < count; c++) {
      copyTable(s.start, s.table);
      s.work.set(s.hands);
      for (let seat = 0; seat < k.seats; seat++) {
        const base = seat * count;
        const i = seat === k.me ? c : (s.first[seat] as number);
        s.plays[seat] = s.work[base + i] as number;
        removeAt(s.work, base, count, i);
      }
      playoutTurn(s.table, s.plays, heuristicRow);
      playoutHand(s.table, s.work, count, count - 1, heuristicCard, heuristicRow, s.plays);
      cost[c] = (cost[c] as number) + (s.table.penalties[k.me] as number);
    }
  }
  let best = 0;
  for (let c = 1; c < count; c++) {
    const better = (cost[c] as number) < (cost[best] as number);
    const tied = cost[c] === cost[best] && flatRisk(s.start, hand[c] as Card) < flatRisk(s.start, hand[best] as Card);
    if (better || tied) best = c;
  }
  return hand[best] as Card;
}

/**
 * The row to take with a low card: each row tried over the playouts, with the rest of this turn's
 * revealed cards placed after it, then the hand played out. At the decision every play is open.
 */
export function strongRow(view: BotView, decision: Extract<Decision, { kind: 'takeRow' }>, playouts: number, seed: number, remembered: ReadonlySet<Card> = new Set()): number | null {
  const k = know(view, remembered);
  if (!k || decision.rows.length < 2) return null;
  const count = view.hand.length; // cards left after this turn
  const rest = othersThisTurn(k, decision.card);
  const after: Knowledge = { ...k, laid: new Int32Array(k.seats) }; // their hands after this turn hold no laid card
  if (k.unseen.length < unseenNeeded(after, count)) return null;
  const random = mulberry32(moveSeed(seed ^ 0x7a4e, view));
  const stride = Math.max(1, count);
  const s = searchSpace(view, k.seats, stride);
  const options = decision.rows.map((r) => r - 1);
  const rounds = Math.max(1, Math.floor(playouts / options.length));
  const cost = new Float64Array(options.length);
  for (let d = 0; d < rounds; d++) {
    if (count > 0) {
      determinize(after, random, s.hands, stride, count);
      for (let i = 0; i < count; i++) s.hands[k.me * stride + i] = view.hand[i] as number;
    }
    options.forEach((row, o) => {
      copyTable(s.start, s.table);
      s.work.set(s.hands);
      const t = s.table;
      // rule 4 with this row, then the turn's higher cards as the engine would place them
      placeCard(t, k.me, decision.card, () => row);
      for (const { seat, card } of rest) placeCard(t, seat, card, heuristicRow);
      if (count > 0) playoutHand(t, s.work, stride, count, heuristicCard, heuristicRow, s.plays);
      cost[o] = (cost[o] as number) + (t.penalties[k.me] as number);
    });
  }
  let best = 0;
  for (let o = 1; o < options.length; o++) if ((cost[o] as number) < (cost[best] as number)) best = o;
  return (options[best] as number) + 1;
}

/** Cards seen this round by a bot that keeps its own memory (a hand bigger than last time starts a new round). */
class Memory {
  private cards = new Set<Card>();
  private handSize = Infinity;
  see(view: BotView): ReadonlySet<Card> {
    if (view.hand.length > this.handSize) this.cards = new Set();
    this.handSize = view.hand.length;
    for (const row of view.rows) for (const c of row) this.cards.add(c);
    for (const p of Object.keys(view.openPlays)) for (const c of view.openPlays[p] ?? []) this.cards.add(c);
    return this.cards;
  }
}

/**
 * The strong bot. In the variants the lean playout path covers (basic, taktik, logik, turnier, offen)
 * it searches its card and its row to take; it picks cards (logik, turnier) and plays every other
 * variant as the heuristic bot. Without `view.players` it cannot know how many hands are out and
 * plays as the heuristic bot too.
 */
export function strongBot(seed: number, playouts = STRONG_PLAYOUTS): Bot {
  const fallback = makeBot('heuristic', seed);
  const memory = new Memory();
  return {
    pick: (view, pool) => fallback.pick(view, pool),
    play(view) {
      if (!playoutCovers(view.variant)) return fallback.play(view);
      const seen = memory.see(view);
      const card = strongCard(view, playouts, seed, seen);
      return card === null ? fallback.play(view) : [card];
    },
    decide(view, d: Decision): Choice {
      if (d.kind === 'takeRow' && playoutCovers(view.variant)) {
        const seen = memory.see(view);
        const row = strongRow(view, d, playouts, seed, seen);
        if (row !== null) return { card: d.card, takeRow: row };
      }
      return fallback.decide(view, d);
    },
  };
}
