// Advice, not rules: which row a player would rather take, which special plays are worth trying, what a
// placement costs. Shared by the bots, the puzzle generator and solver, and the trainer's hints. The engine
// decides what is legal and what happens; these functions only choose among what it allows.
import {
  isSpecialRound, ok, placeAlone, totalBullheads,
  type Card, type RoundState, type Choice, type Decision, type SpecialRound, type Player, type Result, type Row, type SpecialPlay, type SpecialType,
} from '../engine/index.ts';

/**
 * Of the rows `allowed` (from 1; every row by default), the one with the fewest bullheads. On a tie the
 * lowest row, or with `shorterOnTie` the one with fewer cards first.
 */
export function cheapestRow(rows: readonly Row[], allowed: readonly number[] = rows.map((_, i) => i + 1), shorterOnTie = false): number {
  let best = allowed[0] ?? 1;
  let cost = Infinity;
  let length = Infinity;
  for (const r of allowed) {
    const row = rows[r - 1] ?? [];
    const c = totalBullheads(row);
    if (c < cost || (shorterOnTie && c === cost && row.length < length)) {
      best = r;
      cost = c;
      length = row.length;
    }
  }
  return best;
}

/**
 * Every special play of `type` worth trying with `card` on this table (the engine refuses the illegal
 * ones): rows and places from the start rows, Replace's cards from the hand, Negative = Positive's card
 * from the table and the turn's played cards.
 */
export function specialPlays(type: SpecialType, round: SpecialRound, card: Card, hand: readonly Card[], played: readonly Card[]): SpecialPlay[] {
  const rows = round.rows;
  switch (type) {
    case 'fifthRow':
    case 'sevenNimmt':
      return [{ type }];
    case 'stop':
      return rows.map((_, i) => ({ type, row: i + 1 }));
    case 'insert':
      return rows.flatMap((row, i) => row.map((_, k) => ({ type, row: i + 1, position: k + 1 })));
    case 'replace':
      return hand.filter((c) => c !== card && !played.includes(c)).map((c) => ({ type, card: c }));
    case 'shift':
      return rows.flatMap((row, i) => (row.length < 2 ? [] : row.flatMap((c) => rows.flatMap((_, j) => (j === i ? [] : [{ type, card: c, toRow: j + 1 }])))));
    case 'negativePositive': {
      const cards = [...new Set([...rows.flat(), ...played])].sort((a, b) => a - b);
      return cards.map((c) => ({ type, card: c }));
    }
  }
}

/**
 * What placing `card` of `player` alone on this table costs them, with special card `sp` or none, or why the
 * engine refuses it. A low card takes the cheapest row it may (Negative = Positive: the row holding its card).
 */
export function placementCost(round: SpecialRound, player: Player, card: Card, sp: SpecialPlay | null): Result<number> {
  const choose = (d: Decision, now: SpecialRound): Choice | null => {
    if (d.kind !== 'takeRow') return null;
    const wanted = sp?.type === 'negativePositive' ? now.rows.findIndex((row) => row.includes(sp.card)) + 1 : 0;
    return { card: d.card, takeRow: d.rows.includes(wanted) ? wanted : cheapestRow(now.rows, d.rows) };
  };
  const after = placeAlone(round, player, card, sp, choose);
  return after.ok ? ok((after.value.penalties[player] ?? 0) - (round.penalties[player] ?? 0)) : after;
}

/**
 * What taking row `row` (from 1) with low card `card` costs `player`: the row's bullheads, or with special
 * cards whatever the engine charges (while a 5th row lies the card is taken too).
 */
export function takeRowCost(round: RoundState, player: Player, card: Card, row: number): number {
  const plain = totalBullheads(round.rows[row - 1] ?? []);
  if (!isSpecialRound(round)) return plain;
  const after = placeAlone(round, player, card, null, (d) => (d.kind === 'takeRow' ? { card: d.card, takeRow: row } : null));
  return after.ok ? (after.value.penalties[player] ?? 0) - (round.penalties[player] ?? 0) : plain;
}
