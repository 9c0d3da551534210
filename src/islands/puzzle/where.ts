// A "where" puzzle as the board shows it: per asked card, the table before and after it is
// placed, as the engine's replay gives them, and why the card goes where it goes. What a wrong
// pick would have meant is read off the engine's candidates (the places rule 1 allowed); no
// rule is worked out here.
import { totalBullheads, type Card } from '../../engine/cards.ts';
import type { Explanation } from '../../engine/explain.ts';
import type { Player, Side } from '../../engine/types.ts';
import { boardSteps, placesCard, type BoardStep } from '../../machines/board-model.ts';
import { boardRulesReady, runBoard } from '../../machines/board-run.ts';
import { VARIANTS } from '../../engine/variants.ts';
import type { Puzzle } from '../../puzzles/types.ts';
import type { PlacementPick } from '../../trainer/answer.ts';

/** A card placed by the rules (with special cards: Stops and 7 nimmt! noted), or by a 5th Row or Insert card. */
type Place = Extract<Explanation, { kind: 'place' }> & { readonly stopped?: readonly number[]; readonly sevenNimmt?: boolean };
/** A card placed by its 5th Row or Insert card, or taken along with the row it would have filled while a 5th row is open (that row leaves the table). */
type SpecialPlace = Extract<Explanation, { kind: 'special-place' | 'remove-row' }>;
type Take = Extract<Explanation, { kind: 'take' }>;

/** One asked card: the position it meets, the position it leaves, how it was placed and what it took. */
export interface Stage {
  readonly card: Card;
  readonly players: readonly Player[];
  readonly before: BoardStep;
  readonly after: BoardStep;
  readonly place: Place | SpecialPlace;
  readonly take: Take | null;
  /** Both Ends (Profi): a card fits no row when it fits neither end of any, not when it is lower than every end. */
  readonly bothEnds: boolean;
}

/** A place the reader picks: a row (from 1) and its end. */
export interface Spot {
  readonly row: number;
  readonly side: Side;
}

const made = new WeakMap<object, Stage[] | null>();
/** whereStages, worked out once per puzzle (a variant with special cards: once its rules are loaded, else null). */
export function stagesOf(p: Pick<Puzzle, 'scenario' | 'question'>): Stage[] | null {
  if (!boardRulesReady(p.scenario.variant)) return null;
  if (!made.has(p)) made.set(p, whereStages(p));
  return made.get(p) ?? null;
}


/** The stages of a where puzzle; null for any other (or a turn the engine refuses, or special cards whose rules are not loaded). */
export function whereStages(p: Pick<Puzzle, 'scenario' | 'question'>): Stage[] | null {
  const q = p.question;
  if (q.kind !== 'where') return null;
  const run = runBoard(p.scenario);
  if (!run.ok) return null;
  const steps = boardSteps(run.value).filter((s) => s.turn === 0);
  const events = steps.filter((s) => s.kind === 'event');
  // The position just before the step being read: a card meets the table as the events before its own left it.
  let prev = steps.find((s) => s.kind === 'reveal');
  if (!prev) return null;
  const out: Stage[] = [];
  let k = 0;
  for (const asked of q.placements) {
    let before: BoardStep | null = null;
    let place: Place | SpecialPlace | null = null;
    let take: Take | null = null;
    let after: BoardStep | null = null;
    // A card's events: its take (if any), then its placement (doppel: one per player of an equal card).
    // Special cards' own events (a Stop laid, a card shifted) come before the card they are played with.
    for (; k < events.length; k++) {
      const step = events[k] as BoardStep;
      const e = step.explanation;
      if (place && (e?.kind === 'take' || e?.kind === 'special' || (placesCard(e) && e.card !== asked.card))) break;
      if (e?.kind === 'take' || (placesCard(e) && e.card === asked.card)) before ??= prev;
      if (e?.kind === 'take') take = e;
      if (placesCard(e) && e.card === asked.card) {
        place ??= e;
        after = step;
      }
      if (e?.kind !== 'order') prev = step; // Raffiniert: a player's order changes nothing on the table
    }
    if (!place || !after || !before) return null;
    out.push({ card: asked.card, players: asked.players, before, after, place, take, bothEnds: VARIANTS[p.scenario.variant].bothEnds });
  }
  return out;
}

/** The reader's pick as an answer part: a card played with Insert goes to the place its play names (the table shows it), so only its row is asked. */
export function pickAt(s: Stage, spot: Spot): PlacementPick {
  const inserted = s.place.kind === 'special-place' && s.place.special === 'insert' ? s.place.position : undefined;
  return { row: spot.row, side: spot.side, stack: false, take: false, ...(inserted === undefined ? {} : { position: inserted }) };
}

/** A sentence as data: a catalog key of the puzzle board and its values. */
export interface Why {
  readonly key: WhyKey;
  readonly params: Readonly<Record<string, string | number>>;
  /** Rows named together ({rows}), said as a list in the reader's language ("1, 2 and 3"). */
  readonly rows?: readonly number[];
}
export type WhyKey =
  | 'puzzle.why.after' | 'puzzle.why.before' | 'puzzle.why.none' | 'puzzle.why.noneBothEnds' | 'puzzle.why.noneTie' | 'puzzle.why.noneBothEndsTie' | 'puzzle.why.full' | 'puzzle.why.fullSeven' | 'puzzle.why.stack'
  | 'puzzle.why.lower' | 'puzzle.why.higher' | 'puzzle.why.closer' | 'puzzle.why.stopped' | 'puzzle.why.fifthRow' | 'puzzle.why.insert' | 'puzzle.why.removed';

const endOf = (row: readonly Card[], side: Side): Card | undefined => (side === 'left' ? row[0] : row[row.length - 1]);
const playersOf = (s: Stage) => s.players.join(' & ');

/** What the rules do with the card, and the rule that decides it. */
export function rightWhy(s: Stage): Why {
  const { place, card } = s;
  const base = { card, row: place.row, player: playersOf(s) };
  if (place.kind === 'remove-row') return { key: 'puzzle.why.removed', params: { ...base, bullheads: s.take?.bullheads ?? 0 } };
  if (place.kind === 'special-place') {
    return place.special === 'insert' ? { key: 'puzzle.why.insert', params: { ...base, position: place.position } } : { key: 'puzzle.why.fifthRow', params: base };
  }
  // The row comes from the convention, which every curated premise follows (the set is built so).
  if (place.rule === 'rule4') {
    // Several rows as cheap as the one taken, and it the lowest of them: the convention's tie-break decided, so say it.
    const cost = s.take?.bullheads ?? 0;
    const ties = s.before.rows.flatMap((r, i) => (totalBullheads(r) === cost ? [i + 1] : []));
    const tie = ties.length > 1 && ties[0] === place.row;
    const key = `puzzle.why.none${s.bothEnds ? 'BothEnds' : ''}${tie ? 'Tie' : ''}` as const;
    return { key, params: { ...base, bullheads: cost }, ...(tie ? { rows: ties } : {}) };
  }
  if (place.rule === 'rule3') return { key: place.sevenNimmt ? 'puzzle.why.fullSeven' : 'puzzle.why.full', params: { ...base, bullheads: s.take?.bullheads ?? 0 } };
  if (place.rule === 'stack') return { key: 'puzzle.why.stack', params: base };
  const chosen = place.candidates.find((c) => c.row === place.row && c.side === place.side);
  return { key: place.side === 'left' ? 'puzzle.why.before' : 'puzzle.why.after', params: { ...base, end: chosen?.last ?? '', diff: Math.abs(chosen?.diff ?? 0) } };
}

/** Why a picked place is wrong (the misconception it shows), then what the rules do. */
export function wrongWhy(s: Stage, pick: Spot): Why[] {
  const { place, card } = s;
  const row = s.before.rows[pick.row - 1] ?? [];
  const end = endOf(row, pick.side);
  // A card placed by its special card (5th Row, Insert) or taken along had no candidates to weigh: the rules' reason says it all.
  const candidates = place.kind === 'place' ? place.candidates : [];
  const picked = candidates.find((c) => c.row === pick.row && c.side === pick.side);
  const chosen = place.kind === 'place' ? candidates.find((c) => c.row === place.row && c.side === place.side) : undefined;
  // A card that fits no row: any row picked may have been meant as the row to take, so the rules' reason alone
  // answers it (it starts with the card fitting nowhere, and names the convention's row and any tie).
  if (place.kind === 'place' && place.rule === 'rule4') return [rightWhy(s)];
  const out: Why[] = [];
  if (place.kind === 'place' && place.stopped?.includes(pick.row)) out.push({ key: 'puzzle.why.stopped', params: { card, row: pick.row } });
  else if (place.kind === 'place' && end !== undefined && !picked) out.push({ key: pick.side === 'left' ? 'puzzle.why.higher' : 'puzzle.why.lower', params: { card, end } });
  else if (picked && chosen && Math.abs(chosen.diff) <= Math.abs(picked.diff)) {
    out.push({ key: 'puzzle.why.closer', params: { card, end: picked.last, other: Math.abs(picked.diff), best: chosen.last, diff: Math.abs(chosen.diff) } });
  }
  return [...out, rightWhy(s)];
}

/** Does the rules' reason (rightWhy) already say that the card's player took a row? */
export const takeSaid = (s: Stage): boolean => s.place.kind === 'remove-row' || (s.place.kind === 'place' && (s.place.rule === 'rule4' || s.place.rule === 'rule3'));

/** The rows as the reader's pick would leave them: the card simply laid at that end (what the reader thought). */
export function pickedRows(s: Stage, pick: Spot): readonly (readonly Card[])[] {
  // A row a 5th Row card would open is picked empty.
  const rows = [...s.before.rows, ...Array.from({ length: Math.max(0, pick.row - s.before.rows.length) }, () => [])];
  return rows.map((row, i) => (i + 1 !== pick.row ? row : pick.side === 'left' ? [s.card, ...row] : [...row, s.card]));
}
