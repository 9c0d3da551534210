// The Anniversary board's steps: the engine's jubilaeum replay turned into positions a reader
// steps through (face down, turned over, then one step per event). No rules here: every row,
// pile and special card comes from the engine's snapshots.
import type { Card } from '../../engine/cards.ts';
import type { JubilaeumReplay, JubilaeumSnapshot } from '../../engine/replay-core.ts';
import type { JubilaeumExplanation, SpecialType, TableRow } from '../../engine/specials.ts';
import type { Player } from '../../engine/types.ts';

export interface SpecialPlayView {
  readonly player: Player;
  readonly card: Card;
}

export interface SpecialStep {
  readonly kind: 'hidden' | 'reveal' | 'event';
  /** Index of the turn, from 0. */
  readonly turn: number;
  /** Rows with their special cards (as names), after this step. */
  readonly rows: readonly TableRow[];
  /** Rows just before this step (a caption names a Stop or a full row's highest card from them). */
  readonly before: readonly TableRow[];
  readonly piles: Readonly<Record<Player, readonly Card[]>>;
  readonly penalties: Readonly<Record<Player, number>>;
  /** Special cards each player still holds. */
  readonly hands: Readonly<Record<Player, readonly SpecialType[]>>;
  /** The turn's number cards: in seat order while hidden, in placement order once turned over. */
  readonly plays: readonly SpecialPlayView[];
  /** Players whose number card is dealt with (placed, or taken along with a fifth row). */
  readonly done: readonly Player[];
  readonly target: number | null;
  readonly candidates: readonly number[];
  readonly explanation: JubilaeumExplanation | null;
  /** For a take: the card that caused it. */
  readonly cause: SpecialPlayView | null;
}

function still(turn: number, x: JubilaeumSnapshot) {
  return { turn, rows: x.rows, before: x.rows, piles: x.piles, penalties: x.penalties, hands: x.specials, target: null, candidates: [], explanation: null, cause: null, done: [] };
}

/** Per turn: the cards face down, turned over, then every engine event with its snapshot. */
export function specialSteps(replay: JubilaeumReplay): SpecialStep[] {
  const out: SpecialStep[] = [];
  replay.turns.forEach((turn, t) => {
    const plays = turn.plays.map(({ player, card }) => ({ player, card }));
    const seats = [...plays].sort((a, b) => replay.players.indexOf(a.player) - replay.players.indexOf(b.player));
    out.push({ ...still(t, turn.before), kind: 'hidden', plays: seats });
    out.push({ ...still(t, turn.before), kind: 'reveal', plays });
    const done = new Set<Player>();
    let before = turn.before.rows;
    turn.steps.forEach((step, i) => {
      const e = step.explanation;
      const ev = step.event;
      if (ev.type === 'place' || ev.type === 'remove-row') done.add(ev.player);
      let cause: SpecialPlayView | null = null;
      if (ev.type === 'take') {
        const taker = ev.players[0] as Player;
        const next = turn.steps.slice(i + 1).find((s) => s.event.type === 'place' && s.event.player === taker)?.event;
        const card = next && next.type === 'place' ? next.card : plays.find((p) => p.player === taker)?.card;
        if (card !== undefined) cause = { player: taker, card };
      }
      out.push({
        kind: 'event', turn: t, rows: step.after.rows, before, piles: step.after.piles, penalties: step.after.penalties, hands: step.after.specials,
        plays, done: [...done],
        target: 'row' in e && e.kind !== 'remove-row' ? e.row : null,
        candidates: e.kind === 'place' ? [...new Set(e.candidates.map((c) => c.row))] : [],
        explanation: e,
        cause,
      });
      before = step.after.rows;
    });
  });
  return out;
}

/** The Stop rows of a table (from 1). */
export const stoppedRows = (rows: readonly TableRow[]): number[] => rows.flatMap((r, i) => (r.includes('stop') ? [i + 1] : []));
