// The example board's model, pure data: a replay as the positions a reader steps through, for
// every variant (special cards where the snapshots have them), and the cards a reader may try
// instead. The board machine (board.ts) steps through these; captions word their explanations.
import type { Card } from '../engine/cards.ts';
import type { Explanation } from '../engine/explain.ts';
import { turnPlays, type Replay, type ReplayTurn, type Snapshot } from '../engine/replay-core.ts';
import { type SpecialType, type TableRow } from '../engine/specials.ts';
import type { ScenarioPlay, ScenarioTurn } from '../engine/scenario-types.ts';
import { ofPlayer, type Player, type Row } from '../engine/types.ts';
import { deckFor, VARIANTS } from '../engine/variants.ts';
import type { BoardReplay } from './board-run.ts';

export interface Play {
  readonly player: Player;
  readonly card: Card;
}

/**
 * One position of the board. `hidden`: the turn's cards lie face down; `laid` (offen): one more
 * card has been laid face up; `reveal`: all cards are shown, sorted; `event`: one engine event
 * (place, take, order) has happened.
 */
export interface BoardStep {
  readonly kind: 'hidden' | 'laid' | 'reveal' | 'event';
  /** Index of the turn, from 0. */
  readonly turn: number;
  /** Rows after this step (number cards; `specials.table` adds the special cards lying there). */
  readonly rows: readonly Row[];
  readonly piles: Readonly<Record<Player, readonly Card[]>>;
  readonly penalties: Readonly<Record<Player, number>>;
  /** The turn's cards: in seat order while hidden, in placement order once revealed. */
  readonly plays: readonly Play[];
  /** How many of `plays` already lie on the table. */
  readonly placed: number;
  /** The row a step acts on (from 1), and the other rows the card could have gone to. */
  readonly target: number | null;
  readonly candidates: readonly number[];
  readonly explanation: Explanation | null;
  /** For a take: the card that caused it (the next card placed). */
  readonly cause: Play | null;
  /** Special cards only: what each player still holds, and the rows just before this step. */
  readonly specials?: SpecialState;
}

/** Does this step lay the card in a row (placed, opening a 5th row, or taken along as the row leaves)? Then it leaves the turn's cards. */
export const placesCard = (e: Explanation | null | undefined): e is Extract<Explanation, { kind: 'place' | 'special-place' | 'remove-row' }> =>
  e?.kind === 'place' || e?.kind === 'special-place' || e?.kind === 'remove-row';

export interface SpecialState {
  /** The rows with the special cards lying there (by name), as the board draws them. */
  readonly table: readonly TableRow[];
  readonly hands: Readonly<Record<Player, readonly SpecialType[]>>;
  /** A caption names a Stop or a full row's highest card from these. */
  readonly before: readonly TableRow[];
}

const isSequential = (t: ScenarioTurn): t is Extract<ScenarioTurn, { player: string }> => 'player' in t;

/**
 * The board steps of a replay: per turn a face-down step (offen: one step per card laid open,
 * from the start player; hand: none, cards are played open), a reveal, then every event.
 */
export function boardSteps(replay: BoardReplay): BoardStep[] {
  if (replay.start.table) return specialSteps(replay);
  const out: BoardStep[] = [];
  const rules = VARIANTS[replay.scenario.variant];
  replay.turns.forEach((turn, t) => {
    const still = { turn: t, rows: turn.before.rows, piles: turn.before.piles, penalties: turn.before.penalties, placed: 0, target: null, candidates: [], explanation: null, cause: null };
    const seats = seatOrder(turn, replay.players);
    if (rules.markerCard) {
      const first = Math.max(0, seats.findIndex((p) => p.player === replay.starts[t]));
      const laid = [...seats.slice(first), ...seats.slice(0, first)];
      laid.forEach((_, k) => out.push({ ...still, kind: 'laid', plays: laid.slice(0, k + 1) }));
    } else if (rules.playStyle !== 'sequential') {
      out.push({ ...still, kind: 'hidden', plays: seats });
    }
    out.push({ ...still, kind: 'reveal', plays: turn.plays });
    let placed = 0;
    turn.steps.forEach((step, i) => {
      const e = step.explanation;
      if (e.kind === 'place') placed++;
      const next = turn.steps[i + 1]?.event;
      out.push({
        kind: 'event', turn: t, rows: step.after.rows, piles: step.after.piles, penalties: step.after.penalties,
        plays: turn.plays, placed,
        target: 'row' in e ? e.row : null,
        candidates: e.kind === 'place' ? [...new Set(e.candidates.map((c) => c.row))] : [],
        explanation: e,
        cause: e.kind === 'take' && next?.type === 'place' ? { player: next.player, card: next.card } : null,
      });
    });
  });
  return out;
}

/**
 * The steps of a replay with special cards: per turn the cards face down, turned over, then every
 * engine event (special cards, swaps, Stops leaving too) with its snapshot.
 */
function specialSteps(replay: Replay): BoardStep[] {
  const out: BoardStep[] = [];
  const tableOf = (x: Snapshot) => x.table ?? x.rows;
  replay.turns.forEach((turn, t) => {
    const x = turn.before;
    const still = { turn: t, rows: x.rows, piles: x.piles, penalties: x.penalties, placed: 0, target: null, candidates: [], explanation: null, cause: null, specials: { table: tableOf(x), hands: x.specials ?? {}, before: tableOf(x) } };
    const plays = turn.plays.map(({ player, card }) => ({ player, card }));
    const seats = [...plays].sort((a, b) => replay.players.indexOf(a.player) - replay.players.indexOf(b.player));
    out.push({ ...still, kind: 'hidden', plays: seats });
    out.push({ ...still, kind: 'reveal', plays });
    const done = new Set<Player>();
    let before = tableOf(x);
    turn.steps.forEach((step, i) => {
      const ev = step.event;
      if (ev.type === 'place' || ev.type === 'remove-row') done.add(ev.player);
      let cause: Play | null = null;
      if (ev.type === 'take') {
        const taker = ev.players[0] as Player;
        const next = turn.steps.slice(i + 1).find((s) => s.event.type === 'place' && s.event.player === taker)?.event;
        const card = next && next.type === 'place' ? next.card : plays.find((p) => p.player === taker)?.card;
        if (card !== undefined) cause = { player: taker, card };
      }
      out.push(specialEventStep(t, plays, done, step.explanation, step.after, before, cause));
      before = tableOf(step.after);
    });
  });
  return out;
}

/**
 * One engine event of a turn with special cards, as the board draws it (the example board's replay
 * and the play page's live turn). A player's card is dealt with once placed or taken along with a
 * fifth row (`done`); those lead the turn's cards. `before`: the table just before this event.
 */
export function specialEventStep(turn: number, plays: readonly Play[], done: ReadonlySet<Player>, e: Explanation, after: Snapshot, before: readonly TableRow[], cause: Play | null): BoardStep {
  return {
    kind: 'event', turn, rows: after.rows, piles: after.piles, penalties: after.penalties,
    plays: [...plays.filter((p) => done.has(p.player)), ...plays.filter((p) => !done.has(p.player))], placed: done.size,
    target: 'row' in e && e.kind !== 'remove-row' ? e.row : null,
    candidates: e.kind === 'place' ? [...new Set(e.candidates.map((c) => c.row))] : [],
    explanation: e,
    cause,
    specials: { table: after.table ?? after.rows, hands: after.specials ?? {}, before },
  };
}

function seatOrder(turn: ReplayTurn, players: readonly Player[]): Play[] {
  return [...turn.plays].sort((a, b) => players.indexOf(a.player) - players.indexOf(b.player) || a.card - b.card);
}

/** Index of the reveal step of a turn (where a re-run line is shown from). */
export function revealIndex(steps: readonly BoardStep[], turn: number): number {
  const i = steps.findIndex((s) => s.turn === turn && s.kind === 'reveal');
  return i < 0 ? 0 : i;
}

/**
 * Cards the player could play instead in this turn: in the variant's deck, not on the
 * table, not in a bull pile, not played this turn, not in another player's given hand;
 * from the player's own hand when the scenario gives it.
 */
export function freeCards(replay: Replay, turn: number, player: Player): Card[] {
  const s = replay.scenario;
  const t = replay.turns[turn];
  if (!t) return [];
  const out: Card[] = [
    ...t.before.rows.flat(),
    ...(t.before.outOfGame ?? []),
    ...Object.values(t.before.piles).flat(),
    ...Object.values(turnPlays(s.turns[turn] as ScenarioTurn)).flat(), // with a Replace card's own
    ...Object.entries(s.hands ?? {}).flatMap(([p, hand]) => (p === player ? [] : hand)),
  ];
  const own = s.hands?.[player];
  const pool = own ? [...own] : deckFor(s.variant, replay.players.length, replay.options);
  for (const c of out) {
    const i = pool.indexOf(c);
    if (i >= 0) pool.splice(i, 1);
  }
  return [...new Set(pool)].sort((a, b) => a - b);
}

/** The scenario's turn with one card of one player swapped for another. */
export function swapCard(turn: ScenarioTurn, player: Player, from: Card, to: Card): ScenarioTurn {
  if (isSequential(turn)) {
    if (turn.player !== player) return turn;
    return { ...turn, cards: turn.cards.map((c) => (c === from ? to : c)) };
  }
  // An Anniversary play may be `{ card, special }` (SimultaneousTurn).
  const play = ofPlayer(turn.plays, player) as ScenarioPlay | { readonly card: Card } | undefined;
  if (play === undefined) return turn;
  let swapped: typeof play;
  if (typeof play === 'number') swapped = to;
  else if (Array.isArray(play)) swapped = [play[0] === from ? to : play[0], play[0] === from ? play[1] : play[1] === from ? to : play[1]];
  else swapped = { ...play, card: to }; // a number card played with a special card keeps it
  return { ...turn, plays: { ...turn.plays, [player]: swapped as ScenarioPlay } };
}
