// What a puzzle contains (themes) and how hard that makes it (a Glicko-like rating).
// Everything is read off the engine's replay; the only rule asked directly is the
// engine's findTargets, to see where a card would have gone on the turn's start rows.
import { findTargets, VARIANTS, type Card, type Replay, type Row } from '../engine/index.ts';
import type { Band, Difficulty, Theme } from './types.ts';

export const RATING_MIN = 800;
export const RATING_MAX = 2400;

/** Points each theme adds to the rating. */
const WEIGHT: Readonly<Record<Theme, number>> = {
  'rule2-trap': 260,
  reroute: 320,
  'full-row': 120,
  'low-card': 120,
  'left-end': 180,
  tie: 150,
  stack: 160,
  'shared-take': 220,
  'order-choice': 220,
  'keep-cards': 160,
  'double-take': 160,
  'no-take': 0,
  safe: 0,
  'least-loss': 260,
  'fewest-cards-trap': 220,
  'hidden-cost': 360,
  // jubilaeum: each special card adds what it changes about the table
  'fifth-row': 200,
  'seven-nimmt': 160,
  insert: 180,
  replace: 200,
  shift: 260,
  stop: 220,
  'negative-positive': 240,
};

export function band(rating: number): Band {
  return rating < 1250 ? 'easy' : rating < 1700 ? 'medium' : 'hard';
}

export function rate(base: number, themes: readonly Theme[]): Difficulty {
  let rating = base;
  for (const t of themes) rating += WEIGHT[t];
  rating = Math.max(RATING_MIN, Math.min(RATING_MAX, Math.round(rating)));
  return { rating, band: band(rating) };
}

/**
 * A Rule 2 trap: some row ends above the card and is closer in value than the row
 * the card goes to (the eye picks the nearest number; only a lower end counts).
 */
function isTrap(rows: readonly Row[], card: Card, row: number): boolean {
  const target = rows[row - 1];
  if (!target) return false;
  const end = target[target.length - 1] as Card;
  if (end > card) return false;
  return rows.some((r) => {
    const e = r[r.length - 1] as Card;
    return e > card && e - card < card - end;
  });
}

/** Themes of the first turn of a replay. */
export function turnThemes(replay: Replay): Theme[] {
  const turn = replay.turns[0];
  if (!turn) return [];
  const rules = VARIANTS[replay.scenario.variant];
  const themes = new Set<Theme>();
  const start = turn.before.rows;
  let rows = start;
  let takes = 0;
  let takenBefore = false;
  for (const step of turn.steps) {
    const e = step.event;
    const x = step.explanation;
    // Number-card steps only: a special card's own steps (and the card it places) have themes of their own.
    if (e.type !== 'order' && x.kind !== 'place' && x.kind !== 'take') continue;
    if (e.type === 'take') {
      takes++;
      themes.add(e.reason === 'full-row' ? 'full-row' : 'low-card');
      if (e.players.length > 1) themes.add('shared-take');
      if (e.toHand && e.toHand.length) themes.add('keep-cards');
    }
    if (e.type === 'place' && x.kind === 'place') {
      if (e.side === 'left') themes.add('left-end');
      if (x.rule === 'stack') themes.add('stack');
      if (x.rule === 'tie') themes.add('tie');
      if (!rules.bothEnds && x.rule !== 'rule4' && x.rule !== 'stack' && isTrap(rows, e.card, e.row)) themes.add('rule2-trap');
      if (takenBefore && x.rule !== 'stack') {
        // Where the card would have gone on the rows as they were when the turn began.
        const first = findTargets(start, e.card, rules)[0];
        const was = first ? first.row + 1 : -1;
        if (was !== e.row && !(x.rule === 'rule4' && was === -1)) themes.add('reroute');
      }
    }
    if (e.type === 'take') takenBefore = true;
    rows = step.after.rows;
  }
  if (takes >= 2) themes.add('double-take');
  if (takes === 0) themes.add('no-take');
  return [...themes];
}

/** Base rating from the size of the puzzle: cards to place and the table's shape. */
export function baseRating(cards: number, rowsCount: number, rowLength: number): number {
  return 820 + 55 * Math.max(0, cards - 2) + (rowsCount !== 4 ? 60 : 0) + (rowLength !== 5 ? 80 : 0);
}
