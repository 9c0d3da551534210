// The Anniversary variant (`jubilaeum`): special cards, swaps and the table's special cards, as hooks on
// the one turn driver (turn.ts checks the number cards, lines them up and asks; these pure functions say
// what the special cards change), so the other variants' lean path stays exactly as it was.
//
// Decisions where the rulebook is silent (issue 7) live here:
// - Stop: a stopped row does not exist for rules 1-4; at the next take by anyone the take happens,
//   then every Stop leaves the table, then the taker's card starts the row.
// - 7 nimmt! cannot rescue a low card. Shift: no card leaves or enters a stopped row, a row's only card
//   stays, no row grows past its length. Negative = Positive: points = before + row - 2 x card, never below 0.
// - Fifth Row: at the next take by anyone the taker also takes their own card and the taken row is gone.
import { bullheads, totalBullheads, type Card } from './cards.ts';
import { candidates, replaceRow, targetRow } from './placement.ts';
import { mulberry32, shuffle } from './random.ts';
import {
  MAX_ROWS, MAX_STOPS, NO_MARKS, isSpecialType, tableRow,
  type PlayWithSpecial, type RowMarks, type SpecialPlay,
  type SpecialType, type TableRow,
} from './specials.ts';
import type { Explanation, SpecialRule } from './explain.ts';
import type { SimultaneousTurn } from './scenario-types.ts';
import {
  alreadyOut, describeDecision, driveTurn, isSpecialChoice, isSwapChoice, newRound, removeCards,
  type Choice, type Decision, type GameEvent, type PendingTake, type Placement, type RoundState,
  type PlayPath, type SplitPlays, type TakeReason, type Told, type TurnOptions, type TurnPlays, type TurnProgress, type TurnState, type VariantHooks,
} from './turn.ts';
import { byPlayer, engineError, fail, ofPlayer, ok, type ErrorCode, type ErrorPath, type Options, type Player, type Result, type Row } from './types.ts';
import { VARIANTS } from './variants.ts';

/** The Anniversary's part of a turn in progress (the turn's `variantState`). */
interface SpecialTurnState {
  /** Special cards written into the plays, by player (unused when asked). */
  readonly plays: Readonly<Record<Player, SpecialPlay | undefined>>;
  readonly ask: boolean;
  readonly explain: boolean;
  readonly pathOf: PlayPath;
  /** Number cards played this turn (Replace may not bring one of them in again). */
  readonly played: readonly Card[];
  /** The head's special card is dealt with while the queue has this many placements left (-1: not yet). */
  readonly readyAt: number;
  /** Negative = Positive played with the head's card, waiting for its take. */
  readonly negPos: NegPos | null;
  /** The taker who may swap a special card now. */
  readonly swapFor: Player | null;
}

/** A round of the Anniversary variant: a RoundState plus the special cards. */
export interface SpecialRound extends RoundState {
  /** Each player's special cards in hand. */
  readonly specials: Readonly<Record<Player, readonly SpecialType[]>>;
  /** The face-down special deck, top first. */
  readonly specialDeck: readonly SpecialType[];
  /** Used special cards, face up next to the deck (reshuffled when the deck runs out). */
  readonly specialDiscards: readonly SpecialType[];
  /** Special cards lying with each row (same length as `rows`). */
  readonly marks: readonly RowMarks[];
  /** Number cards that left the game (Negative = Positive). */
  readonly outOfGame: readonly Card[];
  /** Seed of the next reshuffle of the discards. */
  readonly specialSeed: number;
}

export function isSpecialRound(round: RoundState): round is SpecialRound {
  return round.variant === 'jubilaeum' && 'marks' in round && 'specials' in round;
}

/** A round from given rows, hands and special cards (a deal, or a scenario's start). */
export function newSpecialRound(
  options: Options,
  players: readonly Player[],
  rows: readonly Row[],
  hands: Readonly<Record<Player, readonly Card[] | undefined>> = {},
  specials: Readonly<Record<Player, readonly SpecialType[]>> = {},
  specialDeck: readonly SpecialType[] = [],
  specialSeed = 0,
): SpecialRound {
  const own = byPlayer<readonly SpecialType[]>();
  for (const p of players) own[p] = ofPlayer(specials, p) ?? [];
  return {
    ...newRound('jubilaeum', options, players, rows, hands),
    specials: own, specialDeck, specialDiscards: [], marks: rows.map(() => NO_MARKS), outOfGame: [], specialSeed: specialSeed >>> 0,
  };
}

/** Any jubilaeum RoundState as a SpecialRound (a round dealt without special cards has none). */
export function asSpecialRound(round: RoundState): SpecialRound {
  if (isSpecialRound(round)) return round;
  const specials = byPlayer<readonly SpecialType[]>();
  for (const p of round.players) specials[p] = [];
  return { ...round, specials, specialDeck: [], specialDiscards: [], marks: round.rows.map(() => NO_MARKS), outOfGame: [], specialSeed: 0 };
}

/** The rows as a reader sees them, special cards as strings (`"stop"`, `"sevenNimmt"`, `"fifthRow"`). */
export function tableRows(round: Pick<SpecialRound, 'rows' | 'marks'>): TableRow[] {
  return round.rows.map((row, i) => tableRow(row, round.marks[i]));
}

/** A low card's row: only a row without a Stop may be taken (the core checks the other decisions). */
function checkTakeRow(d: Decision, c: Choice, path: ErrorPath): Result<Choice> | null {
  if (d.kind !== 'takeRow' || !('takeRow' in c) || d.rows.includes(c.takeRow)) return null;
  return fail(path, 'illegal-choice', `${c.card} may take row ${d.rows.join(', ')}, not row ${c.takeRow} (a row with a Stop cannot be taken)`, { card: c.card, row: c.takeRow, rows: d.rows });
}

/** English wording of a low card nobody chose a row for (the core words the other decisions). */
export function describeSpecialDecision(d: Decision): string {
  if (d.kind !== 'takeRow') return describeDecision(d);
  return `${d.card} fits no row (a row with a Stop does not count): ${d.players.join(' and ')} must choose one of rows ${d.rows.join(', ')} to take ({ "card": ${d.card}, "takeRow": n }), but no choice says which`;
}

/** The number card and special card of each player (the special cards are the plays' `rest`). */
function splitPlays(given: Readonly<Record<Player, unknown>>): SplitPlays<SpecialPlay | undefined> {
  const plays = given as SimultaneousTurn['plays'] | TurnPlays;
  const numbers = byPlayer<Card[]>();
  const specials = byPlayer<SpecialPlay | undefined>();
  for (const [p, play] of Object.entries(plays)) {
    // A bare card, a list of number cards (the core's shape), or a card with its special card.
    numbers[p] = typeof play === 'number' ? [play] : Array.isArray(play) ? play.slice() : [(play as PlayWithSpecial).card];
    specials[p] = typeof play === 'number' || Array.isArray(play) ? undefined : (play as PlayWithSpecial).special;
  }
  return { numbers, rest: specials };
}

/** A begun turn's plays, lowest card first, each with the special card written with it (what a replay lists). */
export function revealedPlays(t: TurnState): { player: Player; card: Card; special?: SpecialPlay }[] {
  const specials = stateOf(t).plays;
  return t.queue.map(({ players, card }) => {
    const player = players[0] as Player;
    const special = specials[player];
    return special ? { player, card, special } : { player, card };
  });
}

/**
 * Place `card` of `player` alone on this table (the table a `special` decision shows, the card already out of
 * the hand), with special card `sp` or none; `choose` answers a low card's row. The round after it, or why it
 * is refused. The other cards of the turn are not placed: a query for advice (see src/policy), not a turn.
 */
export function placeAlone(
  round: SpecialRound, player: Player, card: Card, sp: SpecialPlay | null, choose: (d: Decision, now: SpecialRound) => Choice | null,
): Result<SpecialRound> {
  if (sp && !(round.specials[player] ?? []).includes(sp.type)) return fail(['special'], 'special-not-held', `${player} holds no ${sp.type} card`, { player, type: sp.type });
  const variantState: SpecialTurnState = {
    plays: byPlayer([[player, sp ?? undefined]]), ask: false, explain: false, pathOf: () => ['special'], played: [card], readyAt: -1, negPos: null, swapFor: null,
  };
  const t: TurnState = { round, queue: [{ players: [player], card }], waiting: [], outbox: [], pendingTake: null, answer: null, hooks: ANNIVERSARY, variantState };
  const done = driveTurn(t, choose as (d: Decision, now: RoundState) => Choice | null);
  // Not a turn: the turn counter and the start player stay.
  return done.ok ? ok({ ...(done.value as SpecialRound), turn: round.turn, startPlayer: round.startPlayer }) : done;
}

type TableBefore = Pick<Extract<Explanation, { kind: 'special' }>, 'rowsBefore' | 'stopsBefore' | 'placesBefore'>;
type SpecialDetails = Pick<Extract<Explanation, { kind: 'special' }>, 'between' | 'replacement' | 'moved' | 'positive' | 'fromRow' | 'position' | 'points' | 'raw'>;
const SPECIAL_NAME: Record<SpecialType, string> = {
  fifthRow: '5th Row', sevenNimmt: '7 nimmt!', insert: 'Insert', replace: 'Replace', shift: 'Shift', stop: 'Stop', negativePositive: 'Negative = Positive',
};

/** The Anniversary game's result: both rounds' points added (the lowest total wins). */
export function twoRoundTotals(first: Readonly<Record<Player, number>>, second: Readonly<Record<Player, number>>): Record<Player, number> {
  const out = byPlayer(first);
  for (const [p, points] of Object.entries(second)) out[p] = (out[p] ?? 0) + points;
  return out;
}

// ---- The hooks: each step returns a new state ----

type NegPos = Extract<SpecialPlay, { type: 'negativePositive' }>;
const defaultPlayPath = (p: Player): ErrorPath => ['plays', p];

const tableOf = (t: TurnState): SpecialRound => t.round as SpecialRound;
const stateOf = (t: TurnState): SpecialTurnState => t.variantState as SpecialTurnState; // set by begin or placeAlone
const withState = (t: TurnState, patch: Partial<SpecialTurnState>): TurnState => ({ ...t, variantState: { ...stateOf(t), ...patch } });
const isReady = (t: TurnState): boolean => stateOf(t).readyAt === t.queue.length;
const stopsOf = (r: SpecialRound): number[] => r.marks.flatMap((m, i) => (m.stop ? [i + 1] : []));
/** Rows with a Stop do not count for rules 1-4. */
const counts = (round: RoundState, row: number): boolean => !(round as SpecialRound).marks[row]?.stop;
const capacityOf = (r: SpecialRound, row: number): number => r.options.rowLength + (r.marks[row]?.sevenNimmt ? 1 : 0);

function setFor<T>(table: Readonly<Record<Player, T>>, p: Player, value: T): Record<Player, T> {
  const out = byPlayer(table);
  out[p] = value;
  return out;
}
const withMark = (r: SpecialRound, i: number, patch: Partial<RowMarks>): SpecialRound => ({ ...r, marks: replaceRow(r.marks, i, { ...(r.marks[i] ?? NO_MARKS), ...patch }) });

/** One special card of its kind out of the player's hand; cards that lie on the table reach the discards only when removed. */
function spent(r: SpecialRound, player: Player, type: SpecialType): SpecialRound {
  const held = (r.specials[player] ?? []).slice();
  held.splice(held.indexOf(type), 1);
  const onTable = type === 'stop' || type === 'sevenNimmt' || type === 'fifthRow';
  return { ...r, specials: setFor(r.specials, player, held), specialDiscards: onTable ? r.specialDiscards : [...r.specialDiscards, type] };
}

/** The events of one step, each with the table right after it and (when explaining) its explanation. */
class Teller {
  readonly told: Told[] = [];
  private readonly explain: boolean;
  constructor(explain: boolean) {
    this.explain = explain;
  }
  tell(event: GameEvent, explanation: Explanation | (() => Explanation), after: SpecialRound): void {
    this.told.push(this.explain ? { event, explanation: typeof explanation === 'function' ? explanation() : explanation, after } : { event });
  }
}

/** The table before a special card acts, for its explanation. */
function tableBefore(r: SpecialRound, row: number | null): TableBefore {
  return { rowsBefore: r.rows.length, stopsBefore: stopsOf(r).length, placesBefore: row === null ? null : (r.rows[row]?.length ?? 0) };
}

function tellSpecial(out: Teller, r: SpecialRound, player: Player, card: Card, sp: SpecialPlay, rule: SpecialRule, row: number | null, extra: SpecialDetails = {}, at: TableBefore = tableBefore(r, row)): void {
  const { fromRow, position, points } = extra;
  const event: GameEvent = {
    type: 'special', player, card, special: sp, row: row === null ? null : row + 1,
    ...(fromRow !== undefined ? { fromRow } : {}), ...(position !== undefined ? { position } : {}), ...(points ? { points } : {}),
  };
  out.tell(event, { kind: 'special', player, card, special: sp.type, rule, row: row === null ? null : row + 1, ...at, ...extra }, r);
}

function placeExplanation(r: SpecialRound, player: Player, card: Card, rowsBefore: readonly Row[], row: number, rule: 'rule2' | 'rule3' | 'rule4'): Explanation {
  const stopped = stopsOf(r);
  const found = candidates(rowsBefore, card, VARIANTS.jubilaeum).filter((c) => !stopped.includes(c.row));
  const finalRule = rule !== 'rule2' ? rule : found.length === 1 ? 'rule1' : 'rule2';
  return {
    kind: 'place', player, card, rule: finalRule, candidates: found, row: row + 1, side: 'right',
    placesBefore: rowsBefore[row]?.length ?? 0, stopped, sevenNimmt: r.marks[row]?.sevenNimmt ?? false,
  };
}

/** The step's events, then the turn in `next`. */
function stepOut(next: TurnState, out: Teller): TurnProgress {
  const [first, ...rest] = out.told;
  return { ...(first as Told), kind: 'event', turn: { ...next, outbox: rest } };
}

function refuse(t: TurnState, player: Player, code: ErrorCode, message: string, params: Record<string, unknown> = {}): TurnProgress {
  return { kind: 'error', error: engineError(stateOf(t).pathOf(player, -1), code, message, { player, ...params }) };
}

function begin(t: TurnState, plays: SplitPlays, options: TurnOptions): Result<TurnState> {
  const pathOf = options.pathOf ?? defaultPlayPath;
  const specials = plays.rest as Readonly<Record<Player, SpecialPlay | undefined>>; // what splitPlays gave
  const start = asSpecialRound(t.round);
  // One special card per number card, held by its player (checked before anything moves).
  for (const p of Object.keys(plays.numbers)) {
    const sp = specials[p];
    if (!sp) continue;
    if (!isSpecialType(sp.type)) return fail([...pathOf(p, -1), 'special', 'type'], 'invalid-value', `unknown special card ${JSON.stringify(sp.type)}`, { player: p, type: sp.type });
    const held = start.specials[p] ?? [];
    if (!held.includes(sp.type)) {
      return fail(pathOf(p, -1), 'special-not-held', `${p} plays a ${SPECIAL_NAME[sp.type]} card but holds ${held.length ? held.map((x) => SPECIAL_NAME[x]).join(', ') : 'no special card'}`, { player: p, type: sp.type, held });
    }
  }
  for (const p of Object.keys(plays.numbers)) {
    const c = plays.numbers[p]?.[0] as Card;
    if (start.outOfGame.includes(c)) return fail(pathOf(p, -1), 'already-played', `${c} left the game (Negative = Positive)`, { card: c, player: p });
  }
  const round = start.marks.length === start.rows.length ? start : { ...start, marks: start.rows.map(() => NO_MARKS) };
  const variantState: SpecialTurnState = {
    plays: specials, ask: options.askSpecials === true, explain: options.explain === true, pathOf,
    played: Object.values(plays.numbers).flat(), readyAt: -1, negPos: null, swapFor: null,
  };
  return ok({ ...t, round, variantState });
}

/** The special card of the head's player: asked (a table game) or read from the play; then played. */
function beforePlace(t: TurnState, head: Placement): TurnProgress | TurnState {
  if (isReady(t)) return t;
  const s = stateOf(t);
  const player = head.players[0] as Player;
  const card = head.card;
  let sp: SpecialPlay | undefined = s.plays[player];
  if (s.ask) {
    const held = tableOf(t).specials[player] ?? [];
    sp = undefined;
    if (held.length) {
      const a = t.answer;
      if (!a || !isSpecialChoice(a) || a.player !== player || a.card !== card) return { kind: 'decision', decision: { kind: 'special', player, card, held: held.slice() }, turn: t };
      sp = a.special ?? undefined;
    }
  }
  const ready = withState({ ...t, answer: null }, { readyAt: t.queue.length, negPos: null });
  return sp ? playSpecial(ready, player, card, sp) : ready;
}

function playSpecial(t: TurnState, player: Player, card: Card, sp: SpecialPlay): TurnProgress | TurnState {
  const r = tableOf(t);
  const s = stateOf(t);
  const out = new Teller(s.explain);
  const name = SPECIAL_NAME[sp.type];
  const err = (code: ErrorCode, message: string, params: Record<string, unknown>) => refuse(t, player, code, message, { type: sp.type, ...params });
  const noRow = (n: number, what: string): TurnProgress | null =>
    Number.isInteger(n) && n >= 1 && n <= r.rows.length ? null : err('special-no-row', `${name}: there is no row ${n}; ${r.rows.length} rows lie`, { row: n, what });
  const headDone = (next: SpecialRound): TurnProgress => stepOut({ ...t, round: next, queue: t.queue.slice(1) }, out);
  switch (sp.type) {
    case 'replace': {
      const c2 = sp.card;
      const hand = r.hands[player];
      const bad = (why: string) => err('special-bad-card', `Replace: ${c2} cannot be placed instead of ${card}; ${why}`, { card: c2 });
      if (!Number.isInteger(c2) || c2 < 1 || c2 > 104) return bad('it is not a number card');
      if (c2 === card) return bad('it is the same card');
      if (hand && !hand.includes(c2)) return bad(`it is not in ${player}'s hand`);
      if (s.played.includes(c2)) return bad('it is played in this turn already');
      if (!hand && (alreadyOut(r, player, c2) || r.outOfGame.includes(c2))) return bad('it is already out');
      let next = spent(r, player, 'replace');
      if (hand) next = { ...next, hands: setFor(next.hands, player, [...removeCards(hand, [c2]), card].sort((a, b) => a - b)) };
      tellSpecial(out, next, player, card, sp, 'replace', null, { replacement: c2 });
      return stepOut({ ...t, round: next, queue: [{ players: [player], card: c2 }, ...t.queue.slice(1)] }, out);
    }
    case 'stop': {
      const wrong = noRow(sp.row, 'stop');
      if (wrong) return wrong;
      const i = sp.row - 1;
      if (r.marks[i]?.stop) return err('special-row-stopped', `Stop: row ${i + 1} already holds a Stop card`, { row: i + 1 });
      const stops = stopsOf(r).length;
      if (stops >= MAX_STOPS) return err('special-stop-limit', `a third Stop card may not be played; two already lie on the table`, { stops });
      const at = tableBefore(r, i);
      const next = withMark(spent(r, player, 'stop'), i, { stop: true });
      tellSpecial(out, next, player, card, sp, 'stop', i, {}, at);
      return stepOut({ ...t, round: next }, out);
    }
    case 'shift': {
      const moved = sp.card;
      const from = r.rows.findIndex((row) => row.includes(moved));
      if (from < 0) return err('special-bad-card', `Shift: ${moved} does not lie on the table`, { card: moved });
      const wrong = noRow(sp.toRow, 'toRow');
      if (wrong) return wrong;
      const to = sp.toRow - 1;
      if (to === from) return err('special-no-row', `Shift: ${moved} already lies in row ${to + 1}; it must move to another row`, { row: to + 1 });
      if (r.marks[from]?.stop) return err('special-row-stopped', `Shift: ${moved} lies in row ${from + 1}, which holds a Stop card; no card leaves a stopped row`, { row: from + 1 });
      if (r.marks[to]?.stop) return err('special-row-stopped', `Shift: row ${to + 1} holds a Stop card; no card may be moved into it`, { row: to + 1 });
      if ((r.rows[from] ?? []).length === 1) return err('special-only-card', `Shift: ${moved} is the only card of row ${from + 1} and cannot be moved`, { card: moved, row: from + 1 });
      const target = r.rows[to] as Row;
      if (target.length >= capacityOf(r, to)) return err('special-row-too-long', `Shift: row ${to + 1} already holds ${target.length} cards; ${moved} would make it longer than it may be`, { row: to + 1, max: capacityOf(r, to) });
      let k = 0;
      while (k < target.length && (target[k] as Card) < moved) k++;
      const between: [Card | null, Card | null] = [k > 0 ? (target[k - 1] as Card) : null, k < target.length ? (target[k] as Card) : null];
      const at = tableBefore(r, to);
      const spentR = spent(r, player, 'shift');
      const rows = replaceRow(replaceRow(spentR.rows, from, (r.rows[from] as Row).filter((c) => c !== moved)), to, [...target.slice(0, k), moved, ...target.slice(k)]);
      const next = { ...spentR, rows };
      tellSpecial(out, next, player, card, sp, 'shift', to, { moved, fromRow: from + 1, position: k + 1, between }, at);
      return stepOut({ ...t, round: next }, out);
    }
    case 'fifthRow': {
      if (r.rows.length >= MAX_ROWS) return err('special-five-rows', `a 5th Row card may not be played while ${r.rows.length} rows lie`, { rows: r.rows.length });
      if (r.marks.some((m) => m.fifthRow)) return err('special-five-rows', `a 5th Row card already lies; another may not be played until a row is taken`, { rows: r.rows.length });
      const spentR = spent(r, player, 'fifthRow');
      const row = r.rows.length;
      tellSpecial(out, spentR, player, card, sp, 'fifthRow', row);
      const next = { ...spentR, rows: [...spentR.rows, [card]], marks: [...spentR.marks, { ...NO_MARKS, fifthRow: true }] };
      out.tell({ type: 'place', player, card, row: row + 1, side: 'right', position: 1 }, { kind: 'special-place', player, card, special: 'fifthRow', row: row + 1, position: 1 }, next);
      return headDone(next);
    }
    case 'sevenNimmt': {
      const i = targetRow(r.rows, card, (k) => counts(r, k));
      if (i < 0) return err('special-low-card', `7 nimmt! cannot rescue a low card: ${card} fits no row`, { card });
      if (r.marks[i]?.sevenNimmt) return err('special-seven-twice', `7 nimmt!: row ${i + 1} already holds a 7 nimmt! card`, { row: i + 1 });
      const full = (r.rows[i] as Row).length >= r.options.rowLength;
      const at = tableBefore(r, i);
      const next = withMark(spent(r, player, 'sevenNimmt'), i, { sevenNimmt: true });
      tellSpecial(out, next, player, card, sp, full ? 'sevenNimmtFull' : 'sevenNimmt', i, {}, at);
      return stepOut({ ...t, round: next }, out);
    }
    case 'insert': {
      const wrong = noRow(sp.row, 'row');
      if (wrong) return wrong;
      const i = sp.row - 1;
      if (r.marks[i]?.stop) return err('special-row-stopped', `Insert: row ${i + 1} holds a Stop card; nobody may add to it`, { row: i + 1 });
      const row = r.rows[i] as Row;
      const pos = sp.position;
      if (!Number.isInteger(pos) || pos < 1 || pos > row.length) {
        return err('special-bad-position', `Insert: row ${i + 1} has places 1 to ${row.length} between or before its cards, not ${pos} (the end is a normal placement)`, { row: i + 1, position: pos });
      }
      const lo = pos >= 2 ? (row[pos - 2] as Card) : null;
      const hi = row[pos - 1] as Card;
      if ((lo !== null && lo > card) || hi < card) {
        return err('special-bad-position', `Insert: ${card} does not fit ${lo === null ? `before ${hi}` : `between ${lo} and ${hi}`} in row ${i + 1} (rows ascend)`, { row: i + 1, position: pos, card });
      }
      const full = row.length >= capacityOf(r, i);
      const spentR = spent(r, player, 'insert');
      tellSpecial(out, spentR, player, card, sp, full ? 'insertFull' : 'insert', i, { position: pos, between: [lo, hi] });
      const inserted = [...row.slice(0, pos - 1), card, ...row.slice(pos - 1)];
      // A full row: the player takes it, and its highest card stays as the row's new first card.
      if (full) return takeRow({ ...t, round: spentR }, player, card, i, 'full-row', null, inserted.slice(0, -1), inserted[inserted.length - 1] as Card, out);
      const next = { ...spentR, rows: replaceRow(spentR.rows, i, inserted) };
      out.tell({ type: 'place', player, card, row: i + 1, side: pos === 1 ? 'left' : 'right', position: pos }, { kind: 'special-place', player, card, special: 'insert', row: i + 1, position: pos }, next);
      return headDone(next);
    }
    case 'negativePositive':
      return withState(t, { negPos: sp });
  }
}

function place(t: TurnState, head: Placement, i: number): TurnProgress {
  const r = tableOf(t);
  const s = stateOf(t);
  const player = head.players[0] as Player;
  const card = head.card;
  if (isReady(t) && s.negPos) {
    return refuse(t, player, 'special-no-take', `Negative = Positive goes only with a take; ${card} goes to row ${i + 1} without taking it`, { type: 'negativePositive', card, row: i + 1 });
  }
  const out = new Teller(s.explain);
  const next = { ...r, rows: replaceRow(r.rows, i, [...(r.rows[i] as Row), card]) };
  out.tell({ type: 'place', player, card, row: i + 1, side: 'right' }, () => placeExplanation(r, player, card, r.rows, i, 'rule2'), next);
  return stepOut({ ...t, round: next, queue: t.queue.slice(1) }, out);
}

function take(t: TurnState, pending: PendingTake): TurnProgress {
  const head = t.queue[0] as Placement;
  const r = tableOf(t);
  const s = stateOf(t);
  return takeRow(t, head.players[0] as Player, head.card, pending.row, pending.reason, isReady(t) ? s.negPos : null, (r.rows[pending.row] as Row).slice(), null, new Teller(s.explain));
}

/**
 * A take: `taken` goes to the pile; then every Stop leaves the table; then `card` starts the row
 * (or `stays`, Insert's highest card) unless a fifth row lies, in which case the row is gone.
 */
function takeRow(t: TurnState, player: Player, card: Card, i: number, reason: TakeReason, negPos: NegPos | null, taken: Card[], stays: Card | null, out: Teller): TurnProgress {
  let r = tableOf(t);
  const rowsBefore = r.rows;
  const fifth = r.marks.some((m) => m.fifthRow);
  const start = stays ?? card;
  const cards = fifth ? [...taken, start] : taken;
  const rowBullheads = totalBullheads(cards);
  const before = r.penalties[player] ?? 0;
  let after = before + rowBullheads;
  let toPile = cards;
  let outOfGame = r.outOfGame;
  if (negPos) {
    const x = negPos.card;
    if (!cards.includes(x)) {
      return refuse(t, player, 'special-bad-card', `Negative = Positive: ${x} is not among the cards ${player} takes (${cards.join(' ')})`, { type: 'negativePositive', card: x, cards });
    }
    const raw = before + rowBullheads - 2 * bullheads(x);
    after = Math.max(0, raw);
    r = spent(r, player, 'negativePositive');
    const points = { before, row: rowBullheads, card: bullheads(x), after };
    tellSpecial(out, r, player, card, negPos, raw < 0 ? 'negativePositiveFloor' : 'negativePositive', i, { points, raw, positive: x });
    toPile = cards.filter((c) => c !== x);
    outOfGame = [...outOfGame, x];
  }
  const seven = r.marks[i]?.sevenNimmt === true;
  r = {
    ...withMark(r, i, { sevenNimmt: false }), rows: replaceRow(r.rows, i, []), outOfGame,
    penalties: setFor(r.penalties, player, after), piles: setFor(r.piles, player, [...(r.piles[player] ?? []), ...toPile]),
    specialDiscards: seven ? [...r.specialDiscards, 'sevenNimmt'] : r.specialDiscards,
  };
  out.tell({ type: 'take', players: [player], row: i + 1, cards, bullheads: rowBullheads, reason }, { kind: 'take', players: [player], row: i + 1, cards, bullheads: rowBullheads, reason, points: after - before }, r);
  const stopped = stopsOf(r);
  if (stopped.length) {
    r = { ...r, marks: r.marks.map((m) => (m.stop ? { ...m, stop: false } : m)), specialDiscards: [...r.specialDiscards, ...stopped.map((): SpecialType => 'stop')] };
    out.tell({ type: 'remove-stops', player, rows: stopped }, { kind: 'remove-stops', player, rows: stopped }, r);
  }
  if (fifth) {
    const rows = r.rows.filter((_, k) => k !== i);
    const marks = r.marks.filter((_, k) => k !== i).map((m) => (m.fifthRow ? { ...m, fifthRow: false } : m));
    r = { ...r, rows, marks, specialDiscards: [...r.specialDiscards, 'fifthRow'] };
    out.tell({ type: 'remove-row', player, row: i + 1, card: start }, { kind: 'remove-row', player, row: i + 1, card: start, rowsLeft: rows.length }, r);
  } else {
    r = { ...r, rows: replaceRow(r.rows, i, [start]) };
    const done = r;
    if (stays === null) out.tell({ type: 'place', player, card, row: i + 1, side: 'right' }, () => placeExplanation(done, player, card, rowsBefore, i, reason === 'full-row' ? 'rule3' : 'rule4'), r);
  }
  const swapFor = (r.specials[player] ?? []).length ? player : null;
  return stepOut(withState({ ...t, round: r, queue: t.queue.slice(1), answer: null }, { swapFor }), out);
}

/** Whoever took a row may give up one special card for the top of the deck. */
function afterTake(t: TurnState): TurnProgress | TurnState {
  const s = stateOf(t);
  const player = s.swapFor;
  if (player === null) return t;
  const r = tableOf(t);
  const held = r.specials[player] ?? [];
  const a = t.answer;
  if (!a || !isSwapChoice(a) || a.player !== player) return { kind: 'decision', decision: { kind: 'swap', player, held: held.slice() }, turn: t };
  const rest = withState({ ...t, answer: null }, { swapFor: null });
  const gave = a.swap;
  if (gave === null) return rest;
  const kept = held.slice();
  kept.splice(kept.indexOf(gave), 1);
  let deck = r.specialDeck;
  let discards = [...r.specialDiscards, gave];
  let seed = r.specialSeed;
  let reshuffled = false;
  if (deck.length === 0) {
    const random = mulberry32(seed);
    deck = shuffle(discards, random);
    discards = [];
    seed = Math.floor(random() * 4294967296) >>> 0;
    reshuffled = true;
  }
  const drew = deck[0] as SpecialType;
  const next: SpecialRound = { ...r, specials: setFor(r.specials, player, [...kept, drew]), specialDeck: deck.slice(1), specialDiscards: discards, specialSeed: seed };
  const out = new Teller(s.explain);
  out.tell({ type: 'swap', player, gave, drew, reshuffled }, { kind: 'swap', player, gave, drew, reshuffled, deckLeft: next.specialDeck.length }, next);
  return stepOut({ ...rest, round: next }, out);
}

/** The Anniversary's hooks: Stops, 7 nimmt!, special cards before a placement, its take and swap. */
export const ANNIVERSARY: VariantHooks = {
  begin,
  split: splitPlays,
  counts,
  capacity: (round, row) => capacityOf(round as SpecialRound, row),
  beforePlace,
  place,
  take,
  afterTake,
  describe: describeSpecialDecision,
  check: checkTakeRow,
};
