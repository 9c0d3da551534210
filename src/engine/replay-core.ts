// Replaying a scenario of the number-card variants step by step, for the site's boards.
// Kept apart from replay.ts so pages that never show the Anniversary special cards do not
// load their replay code.
import type { Card } from './cards.ts';
import { explain, newMemory, type Explanation } from './explain.ts';
import { addToRow, isAscending, placesIn } from './placement.ts';
import type { PlayWithSpecial, SpecialPlay, SpecialType, TableRow } from './specials.ts';
import type { Scenario, ScenarioError, ScenarioTurn } from './scenario-types.ts';
import { scoreRound } from './scoring.ts';
import { answers, applyChoice, isNumberCardDecision, startTurn, HAND_LIMIT, describeDecision, newRound, nextStep, type Choice, type Decision, type GameEvent, type NumberCardDecision, type NumberCardEvent, type RoundState, type TurnPlays } from './turn.ts';
import { byPlayer, fail, formatPath, ok, type ErrorPath, type Options, type Player, type Result, type Row } from './types.ts';
import { checkSeats, checkTable, copiesInDeck, resolveOptions, VARIANTS } from './variants.ts';

/**
 * The table at one moment. `rows` hold the number cards; the Anniversary adds the rows as they lie
 * (special cards included) and the special cards' state. Shares arrays with the engine state: never mutate.
 */
export interface Snapshot {
  readonly rows: readonly Row[];
  readonly piles: Readonly<Record<Player, readonly Card[]>>;
  readonly penalties: Readonly<Record<Player, number>>;
  /** Special cards only: the rows with the special cards lying there. */
  readonly table?: readonly TableRow[];
  /** Special cards only: each player's special cards. */
  readonly specials?: Readonly<Record<Player, readonly SpecialType[]>>;
  /** Special cards only: cards left in the face-down special deck, and the discards. */
  readonly specialDeck?: number;
  readonly specialDiscards?: readonly SpecialType[];
  /** Special cards only: number cards out of the game (Negative = Positive). */
  readonly outOfGame?: readonly Card[];
}

/** One event with its explanation and the table right after it. */
export interface ReplayStep {
  /** Index of the turn (from 0). */
  readonly turn: number;
  readonly event: GameEvent;
  readonly explanation: Explanation;
  readonly after: Snapshot;
}

export interface ReplayTurn {
  /** Who starts the turn: offen's marker holder, who lays first; hand's player on turn. */
  readonly startPlayer: Player;
  /** Who played what, in placement order (with a special card: the number card; Replace's card shows in the steps). */
  readonly plays: readonly { readonly player: Player; readonly card: Card; readonly special?: SpecialPlay }[];
  readonly before: Snapshot;
  readonly steps: readonly ReplayStep[];
  readonly after: Snapshot;
}

export interface Replay {
  readonly scenario: Scenario;
  readonly options: Options;
  readonly players: readonly Player[];
  readonly start: Snapshot;
  readonly turns: readonly ReplayTurn[];
  /** Every step of every turn, in order. */
  readonly steps: readonly ReplayStep[];
  /** End-of-game scoring of the variant (Maagd, hand cards double); the Anniversary's one round. */
  readonly scores: Readonly<Record<Player, number>>;
  /** The engine state after the last turn (to continue playing from it). */
  readonly final: RoundState;
}

const isSequential = (t: ScenarioTurn): t is Extract<ScenarioTurn, { player: string }> => 'player' in t;

/** Players: as listed, or in the order they first appear in hands and turns. */
export function playersOf(s: Scenario): Player[] {
  if (s.players) return [...s.players];
  const seen = new Set<Player>();
  const add = (p: Player) => seen.add(p);
  Object.keys(s.hands ?? {}).forEach(add);
  for (const t of s.turns) {
    if (isSequential(t)) add(t.player);
    else Object.keys(t.plays).forEach(add);
  }
  return [...seen];
}

/** Start rows and hands against the deck: in the deck, ascending, not too long, no card too often. */
export function checkStart(s: Scenario, options: Options, players: readonly Player[]): Result<null> {
  const rules = VARIANTS[s.variant];
  // A board without players (rows only, nothing played) is fine; anyone seated is counted.
  const seats = players.length ? checkSeats(s.variant, options, players) : ok(null);
  if (!seats.ok) return seats;
  if (s.options?.rows !== undefined && s.options.rows !== s.rows.length) {
    return fail(['rows'], 'row-count', `options.rows says ${s.options.rows} rows but ${s.rows.length} are given`, { expected: s.options.rows, count: s.rows.length });
  }
  if (s.rows.length < 3 || s.rows.length > 5) return fail(['rows'], 'row-count', `there must be 3 to 5 rows, not ${s.rows.length}`, { count: s.rows.length });
  const table = checkTable(s.variant, options, ['rows']);
  if (!table.ok) return table;
  const seen = new Map<Card, string>(); // where each card was last seen, for the message
  const counts = new Map<Card, number>();
  const place = (card: Card, path: ErrorPath): Result<null> => {
    const copies = copiesInDeck(card, s.variant, players.length, options);
    if (copies === 0) return fail(path, 'card-out-of-deck', `${card} is not in the deck of ${s.variant}`, { card });
    const n = (counts.get(card) ?? 0) + 1;
    if (n > copies) return fail(path, 'card-twice', `${card} appears more often than the deck holds it (also at ${seen.get(card)})`, { card, other: seen.get(card) });
    counts.set(card, n);
    seen.set(card, formatPath(path));
    return ok(null);
  };
  for (let i = 0; i < s.rows.length; i++) {
    const row = s.rows[i] as readonly Card[];
    for (let j = 0; j < row.length; j++) {
      const r = place(row[j] as Card, ['rows', i, j]);
      if (!r.ok) return r;
    }
    if (!isAscending(row, rules.stacks)) return fail(['rows', i], 'row-not-ascending', `row ${i + 1} (${row.join(' ')}) is not in ascending order`, { row: i + 1 });
    if (placesIn(row, rules.stacks) > options.rowLength) {
      return fail(['rows', i], 'row-too-long', `row ${i + 1} holds ${placesIn(row, rules.stacks)} cards; at most ${options.rowLength} fit`, { row: i + 1, max: options.rowLength });
    }
  }
  const seated = new Set(players);
  for (const [p, hand] of Object.entries(s.hands ?? {})) {
    if (!seated.has(p)) return fail(['hands', p], 'unknown-player', `${p} is not a player`, { player: p });
    // Hand's limit holds from the start; a longer hand is a mistake in the scenario.
    if (rules.handKeeping && hand.length > HAND_LIMIT) {
      return fail(['hands', p], 'hand-too-big', `${p} holds ${hand.length} cards; a hand holds at most ${HAND_LIMIT}`, { player: p, count: hand.length, max: HAND_LIMIT });
    }
    for (let j = 0; j < hand.length; j++) {
      const r = place(hand[j] as Card, ['hands', p, j]);
      if (!r.ok) return r;
    }
  }
  return ok(null);
}

/** The scenario's plays of one turn, as the engine takes them. */
export function turnPlays(t: ScenarioTurn): TurnPlays {
  if (isSequential(t)) return byPlayer([[t.player, t.cards]]);
  const out = byPlayer<readonly Card[]>();
  for (const [p, play] of Object.entries(t.plays)) out[p] = typeof play === 'number' ? [play] : 'card' in play ? specialPlayCards(play) : play;
  return out;
}

/** The number cards of a `{ card, special }` play (Replace's card too, so freeCards leaves it out). */
function specialPlayCards(play: PlayWithSpecial): Card[] {
  return play.special?.type === 'replace' ? [play.card, play.special.card] : [play.card];
}

export const snapshot = (rows: readonly Row[], r: RoundState): Snapshot => ({ rows, piles: r.piles, penalties: r.penalties });

/** A missing choice's turn and the decision it leaves open (null for any other error). */
export function missingChoice(e: ScenarioError): { turn: number; decision: NumberCardDecision } | null {
  const [head, turn, field] = e.at;
  const d = e.params['decision'] as Decision | undefined;
  if (e.code !== 'missing-choice' || head !== 'turns' || typeof turn !== 'number' || field !== 'choices' || !d) return null;
  // A replay declines a swap or special card nobody wrote down, so it never leaves one of those open.
  return isNumberCardDecision(d) ? { turn, decision: d } : null;
}

/**
 * Replay a scenario of a number-card variant (every variant but jubilaeum): every step with its
 * explanation and the table after it; or the first problem.
 */
export function replayNumberCards(s: Scenario): Result<Replay, ScenarioError> {
  // No variant hooks here (so boards of these variants never load a variant's rules): a variant with
  // special cards is refused rather than played as a plain game.
  if (VARIANTS[s.variant]?.specialCards) return fail(['variant'], 'unknown-variant', `${s.variant} needs the rules of its special cards (runScenario)`, { variant: s.variant });
  const options = resolveOptions(s.variant, { ...s.options, rows: s.rows.length });
  const players = playersOf(s);
  const start = checkStart(s, options, players);
  if (!start.ok) return start;
  let round = newRound(s.variant, options, players, s.rows.map((r) => r.slice()), s.hands ?? {});
  const first = snapshot(round.rows, round);
  const turns: ReplayTurn[] = [];
  const all: ReplayStep[] = [];
  for (let i = 0; i < s.turns.length; i++) {
    const turn = s.turns[i] as ScenarioTurn;
    const at = ['turns', i];
    const startPlayer = round.players[round.startPlayer] as Player;
    const before = snapshot(round.rows, round);
    const sequential = isSequential(turn);
    const begun = startTurn(undefined, round, turnPlays(turn), { pathOf: (p, k) =>
      sequential ? (k < 0 ? [...at, 'player'] : [...at, 'cards', k]) : [...at, 'plays', p, ...(k >= 0 ? [k] : [])] });
    if (!begun.ok) return begun;
    const choices = turn.choices ?? [];
    const used = new Set<number>();
    const steps: ReplayStep[] = [];
    const memory = newMemory();
    let rows: readonly Row[] = round.rows; // the rows as a reader sees them, step by step
    let tieCard: Card | null = null;
    let t = begun.value;
    for (;;) {
      const step = nextStep(t);
      if (step.kind === 'done') {
        round = step.round;
        break;
      }
      if (step.kind === 'error') return { ok: false, error: step.error };
      if (step.kind === 'decision') {
        const j = choices.findIndex((c, k) => !used.has(k) && answers(step.decision, c));
        if (j < 0) return fail([...at, 'choices'], 'missing-choice', describeDecision(step.decision), { decision: step.decision });
        used.add(j);
        if (step.decision.kind === 'tie') tieCard = step.decision.card;
        const answered = applyChoice(t, choices[j] as Choice, [...at, 'choices', j]);
        if (!answered.ok) return answered;
        t = answered.value;
        continue;
      }
      t = step.turn;
      const e = step.event as NumberCardEvent; // no hooks here: only number-card events
      const explanation = explain(e, rows, s.variant, memory, e.type === 'place' && e.card === tieCard);
      if (e.type === 'take') rows = rows.map((r, k) => (k === e.row - 1 ? [] : r));
      if (e.type === 'place') rows = rows.map((r, k) => (k === e.row - 1 ? addToRow(r, e.card, e.side) : r));
      const done: ReplayStep = { turn: i, event: e, explanation, after: snapshot(rows, t.round) };
      steps.push(done);
      all.push(done);
    }
    const unused = choices.findIndex((_, k) => !used.has(k));
    if (unused >= 0) return fail([...at, 'choices', unused], 'unused-choice', 'this choice is never needed in this turn', { index: unused, choice: choices[unused] });
    const plays = steps.flatMap((st) => (st.event.type === 'place' ? [{ player: st.event.player, card: st.event.card }] : []));
    turns.push({ startPlayer, plays, before, steps, after: snapshot(round.rows, round) });
  }
  return ok({ scenario: s, options, players, start: first, turns, steps: all, scores: scoreRound(round), final: round });
}

