// The seeded puzzle generator: a random mid-round position from the engine's deal and
// random turns, a turn to ask about, the engine's answer, and a check that exactly one
// answer is right. A rejected attempt retries with a seed derived from the puzzle's seed.
import {
  findTargets, isRoundOver, mulberry32, resolveOptions, runScenario, totalBullheads, VARIANTS,
  type Card, type NumberCardChoice, type Player, type Random, type Replay, type RoundState, type Scenario, type ScenarioTurn,
} from '../engine/index.ts';
import type { SpecialType } from '../engine/index.ts';
import { deckFor, playerRange } from '../engine/variants.ts';
import { baseRating, rate, turnThemes } from './features.ts';
import { draftJubilaeum } from './jubilaeum.ts';
import { KEY_SPECS, keyHasSpecialCards, kindsFor, PLAYER_NAMES, type KeySpec } from './keys.ts';
import { conventionChooser, pick, playTurn, randomChooser, randomPlays, randomPosition, type Chooser } from './play.ts';
import { alternatives, check, destinations, solve, takenPoints, type Solution } from './solve.ts';
import { conventionBreaks, givenAway } from './audit.ts';
import { safeCardReason, whichRowReason } from './reasons.ts';
import type { Band, Puzzle, PuzzleKind, Question, Theme, VariantKey } from './types.ts';

export interface GenerateOptions {
  /** Keep trying (up to maxAttempts) for a puzzle of this band; else the first sound one. */
  readonly band?: Band;
  readonly id?: string;
  readonly maxAttempts?: number;
  /** jubilaeum: the special card the puzzle turns on (played in the turn; the answer of `special`). */
  readonly special?: SpecialType;
  /**
   * How many players sit at the table, within what the variant seats (up to 10; Doppel with two decks 20).
   * Without it the key's readable default (2 to 6 mostly; safe-card 2 to 4, Offen 3 to 5). Not for jubilaeum.
   */
  readonly players?: { readonly min: number; readonly max: number };
}

type Seats = GenerateOptions['players'];

type Draft = Omit<Puzzle, 'id' | 'seed' | 'variant' | 'kind'>;

/** A seed for attempt `n` of the puzzle named by `seed` (a 32-bit mix, so neighbours differ). */
export function attemptSeed(seed: number, n: number): number {
  let h = (seed ^ Math.imul(n + 1, 0x9e3779b9)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const between = (lo: number, hi: number, random: Random): number => lo + Math.floor(random() * (hi - lo + 1));

function playerNames(spec: KeySpec, random: Random, seats: Seats, lo = spec.minPlayers, hi = spec.maxPlayers): Player[] {
  if (seats) {
    // Asked for: any count the variant seats and its deck deals (five rows leave 99 cards: nine hands).
    const options = resolveOptions(spec.variant, spec.options);
    const range = playerRange(spec.variant, options);
    const dealt = (n: number) => deckFor(spec.variant, n, options).length >= n * options.handSize + options.rows;
    let top = Math.min(seats.max, range.max, PLAYER_NAMES.length);
    while (top > range.min && !dealt(top)) top--;
    return PLAYER_NAMES.slice(0, between(Math.min(Math.max(seats.min, range.min), top), top, random));
  }
  return PLAYER_NAMES.slice(0, between(Math.max(lo, spec.minPlayers), Math.min(hi, spec.maxPlayers), random));
}

/** Players listed from `first` on (scenarios start with the player on turn). */
const rotate = (players: readonly Player[], first: number): Player[] => [...players.slice(first), ...players.slice(0, first)];

function scenarioOf(spec: KeySpec, round: RoundState, players: readonly Player[], turn: ScenarioTurn | null, hands?: Record<Player, readonly Card[]>): Scenario {
  return {
    variant: spec.variant,
    ...(Object.keys(spec.options).length ? { options: spec.options } : {}),
    players,
    ...(hands ? { hands } : {}),
    rows: round.rows.map((r) => [...r]),
    turns: turn ? [turn] : [],
  };
}

function turnOf(round: RoundState, players: readonly Player[], plays: Record<Player, Card[]>, choices: readonly NumberCardChoice[]): ScenarioTurn {
  const extra = choices.length ? { choices } : {};
  if (VARIANTS[round.variant].playStyle === 'sequential') {
    const player = players[0] as Player;
    return { player, cards: plays[player] ?? [], ...extra };
  }
  const out: Record<Player, Card | readonly [Card, Card]> = {};
  for (const p of players) {
    const cards = plays[p] ?? [];
    out[p] = cards.length === 2 ? [cards[0] as Card, cards[1] as Card] : (cards[0] as Card);
  }
  return { plays: out, ...extra };
}

/** A mid-round position: the hand variant may run longer, the others stop with cards in hand. */
function position(spec: KeySpec, players: readonly Player[], random: Random, cardsLeft?: number): RoundState | null {
  const handSize = resolveOptions(spec.variant, spec.options).handSize;
  const style = VARIANTS[spec.variant].playStyle;
  let turns: number;
  if (cardsLeft !== undefined) turns = handSize - cardsLeft;
  else if (style === 'sequential') turns = between(1, 3 * players.length, random);
  else turns = between(1, Math.floor(handSize / (style === 'pairs' ? 2 : 1)) - 2, random);
  return randomPosition(spec, players, turns, random);
}

/** doppel: equal cards and cards equal to a row end are rare at random; play them more often. */
function biasDoppel(round: RoundState, plays: Record<Player, Card[]>, random: Random): void {
  const ends = round.rows.map((r) => r[r.length - 1] as Card);
  const players = round.players;
  for (const p of players) {
    const match = (round.hands[p] ?? []).find((c) => ends.includes(c));
    if (match !== undefined && random() < 0.4) plays[p] = [match];
  }
  for (let i = 0; i < players.length; i++) {
    for (let j = i + 1; j < players.length; j++) {
      const a = round.hands[players[i] as Player] ?? [];
      const twin = (round.hands[players[j] as Player] ?? []).find((c) => a.includes(c));
      if (twin !== undefined && random() < 0.5) {
        plays[players[i] as Player] = [twin];
        plays[players[j] as Player] = [twin];
      }
    }
  }
}

/** raffiniert: would the other order of some player's two cards change the turn? */
function orderMatters(scenario: Scenario, replay: Replay): boolean {
  const turn = scenario.turns[0];
  if (!turn || !turn.choices) return false;
  const outcome = (r: Replay) => JSON.stringify([r.final.rows, r.final.penalties]);
  const base = outcome(replay);
  return turn.choices.some((c, i) => {
    if (!('order' in c)) return false;
    const flipped = turn.choices?.map((d, j) => (j === i ? { ...c, order: [...c.order].reverse() } : d)) ?? [];
    const run = runScenario({ ...scenario, turns: [{ ...turn, choices: flipped }] });
    return !run.ok || outcome(run.value) !== base;
  });
}

function sortThemes(themes: Iterable<Theme>): Theme[] {
  return [...new Set(themes)].sort();
}

/** Kinds 1 and 2: a random turn from a random position; the engine says what happens. */
function draftTurnPuzzle(key: VariantKey, kind: 'where' | 'who-takes', random: Random, seats: Seats): Draft | null {
  const spec = KEY_SPECS[key];
  const round = position(spec, playerNames(spec, random, seats), random);
  if (!round) return null;
  const plays = randomPlays(round, random);
  if (!plays) return null;
  if (VARIANTS[spec.variant].stacks) biasDoppel(round, plays, random);
  // The turn asked about: a row to take follows the convention; the board states the other choices.
  const played = playTurn(round, plays, conventionChooser(random));
  if (!played) return null;
  const players = rotate(round.players, VARIANTS[spec.variant].playStyle === 'sequential' ? round.startPlayer : 0);
  const actor = players[0] as Player;
  const hands = VARIANTS[spec.variant].handKeeping ? { [actor]: [...(round.hands[actor] ?? [])] } : undefined;
  const scenario = scenarioOf(spec, round, players, turnOf(round, players, plays, played.choices), hands);
  const run = runScenario(scenario);
  if (!run.ok) return null;
  const replay = run.value;
  const themes = turnThemes(replay);
  if (kind === 'who-takes' && themes.includes('no-take') && random() < 0.85) return null; // mostly something to count
  if (VARIANTS[spec.variant].playStyle === 'pairs' && orderMatters(scenario, replay)) themes.push('order-choice');
  const { asked, placed } = destinations(replay);
  const assumed = played.choices;
  const question: Question = kind === 'where'
    ? { kind, placements: asked, assumed, takeRow: 'cheapest-row' }
    : { kind, players: replay.players, assumed, takeRow: 'cheapest-row' };
  const answer = kind === 'where' ? { kind, placements: placed } : { kind, bullheads: takenPoints(replay) };
  const options = resolveOptions(spec.variant, spec.options);
  const sorted = sortThemes(themes);
  return { difficulty: rate(baseRating(asked.length, options.rows, options.rowLength), sorted), themes: sorted, scenario, question, answer };
}

const isLow = (round: RoundState, card: Card): boolean => findTargets(round.rows, card, VARIANTS[round.variant]).length === 0;

/** Kind 4: a player with a low card; the row that costs them least once the turn is placed. */
function draftWhichRow(key: VariantKey, random: Random, seats: Seats): Draft | null {
  const spec = KEY_SPECS[key];
  let round = position(spec, playerNames(spec, random, seats), random);
  const sequential = VARIANTS[spec.variant].playStyle === 'sequential';
  const lowCards = (r: RoundState) => {
    const holders = sequential ? [r.players[r.startPlayer] as Player] : r.players;
    return holders.flatMap((p) => (r.hands[p] ?? []).filter((c) => isLow(r, c)).map((card) => ({ p, card })));
  };
  // No low card in hand yet (common in profi): play on a few turns rather than deal again.
  let options = round ? lowCards(round) : [];
  for (let extra = 0; round && options.length === 0 && extra < 4; extra++) {
    const plays = randomPlays(round, random);
    const next = plays && playTurn(round, plays, randomChooser(random));
    round = next && !isRoundOver(next.round) ? next.round : null;
    options = round ? lowCards(round) : [];
  }
  if (!round || options.length === 0) return null;
  const { p: me, card } = pick(options, random);
  const plays = randomPlays(round, random);
  if (!plays) return null;
  if (VARIANTS[spec.variant].stacks) biasDoppel(round, plays, random);
  const mine = plays[me] ?? [];
  if (!mine.includes(card)) plays[me] = mine.length === 2 ? [card, mine.find((c) => c !== card) ?? (mine[0] as Card)] : [card];
  if (new Set(plays[me]).size !== (plays[me] ?? []).length) return null;
  // Play once to learn the other choices; they must not depend on the row asked.
  const others = conventionChooser(random);
  let decided = false;
  let late = false;
  const assumed: NumberCardChoice[] = [];
  const choose: Chooser = (d, now) => {
    if (d.kind === 'takeRow' && d.card === card && d.players.includes(me)) {
      decided = true;
      return { card, takeRow: 1 };
    }
    if (d.kind === 'toHand' && d.player === me) return { player: me, toHand: [] };
    if (d.kind === 'order' && d.player === me) return { player: me, order: d.cards }; // asked, not assumed
    if (decided && d.kind !== 'order') late = true;
    const c = others(d, now);
    assumed.push(c);
    return c;
  };
  const played = playTurn(round, plays, choose);
  if (!played || !decided || late) return null;
  const players = rotate(round.players, sequential ? round.startPlayer : 0);
  const hands = VARIANTS[spec.variant].handKeeping ? { [me]: [...(round.hands[me] ?? [])] } : undefined;
  const scenario = scenarioOf(spec, round, players, turnOf(round, players, plays, assumed), hands);
  const question: Question = {
    kind: 'which-row', player: me, card, rows: round.rows.map((_, i) => i + 1), assumed, takeRow: 'cheapest-row',
    ...(VARIANTS[spec.variant].handKeeping ? { toHand: 'none' as const } : {}),
    ...(VARIANTS[spec.variant].playStyle === 'pairs' ? { orderOf: plays[me] ?? [] } : {}),
  };
  const sol = solve({ scenario, question });
  if (!sol || !sol.unique || sol.answer.kind !== 'which-row') return null;
  const themes: Theme[] = turnThemes(sol.replay).filter((t) => t !== 'no-take');
  if (question.orderOf) themes.push('order-choice');
  const rowsNow = rowsAtTake(sol, me);
  if (rowsNow) {
    const fewest = Math.min(...rowsNow.map((r) => r.length));
    const shortest = rowsNow.map((r, i) => (r.length === fewest ? i + 1 : 0)).filter(Boolean);
    if (shortest.length === 1 && shortest[0] !== sol.answer.row) themes.push('fewest-cards-trap');
    // The rows a player would pick by counting bullheads now; the answer is not among them.
    const now = rowsNow.map((r) => totalBullheads(r));
    if (now[sol.answer.row - 1] !== Math.min(...now)) themes.push('hidden-cost');
  }
  const opts = resolveOptions(spec.variant, spec.options);
  const sorted = sortThemes(themes);
  const cards = destinations(sol.replay).asked.length;
  const reason = whichRowReason(scenario, question, sol, rowsNow);
  return { difficulty: rate(baseRating(cards, opts.rows, opts.rowLength) - 60, sorted), themes: sorted, scenario, question, answer: sol.answer, ...(reason ? { reason } : {}) };
}

/** The rows just before `me` takes for the low card (from the engine's replay). */
function rowsAtTake(sol: Solution, me: Player): readonly (readonly Card[])[] | null {
  const turn = sol.replay.turns[0];
  if (!turn) return null;
  let rows = turn.before.rows;
  for (const step of turn.steps) {
    if (step.event.type === 'take' && step.event.reason === 'low-card' && step.event.players.includes(me)) return rows;
    rows = step.after.rows;
  }
  return null;
}

/** Kind 3: all hands known (taktik, logik, turnier) or the others' plays shown (offen). */
function draftSafeCard(key: VariantKey, random: Random, seats: Seats): Draft | null {
  const spec = KEY_SPECS[key];
  const open = VARIANTS[spec.variant].openPlays;
  const names = playerNames(spec, random, seats && { min: Math.max(seats.min, open ? 3 : 2), max: seats.max }, open ? 3 : 2, open ? 5 : 4);
  const left = between(2, open ? 5 : 4, random);
  const round = position(spec, names, random, left);
  if (!round) return null;
  let scenario: Scenario;
  let question: Question;
  if (open) {
    // Cards are laid open from the start player on; the player asked lays last and sees the rest.
    const players = rotate(round.players, round.startPlayer);
    const me = players[players.length - 1] as Player;
    const shown: Record<Player, Card> = {};
    for (const p of players) if (p !== me) shown[p] = pick(round.hands[p] ?? [], random);
    const hand = [...(round.hands[me] ?? [])];
    scenario = scenarioOf(spec, round, players, null, { [me]: hand });
    question = { kind: 'safe-card', player: me, hand, known: 'shown-plays', shown, othersLowCard: 'cheapest-row' };
  } else {
    const hands: Record<Player, readonly Card[]> = {};
    for (const p of round.players) hands[p] = [...(round.hands[p] ?? [])];
    const me = round.players[0] as Player;
    scenario = scenarioOf(spec, round, round.players, null, hands);
    question = { kind: 'safe-card', player: me, hand: hands[me] ?? [], known: 'all-hands', othersLowCard: 'cheapest-row' };
  }
  const sol = solve({ scenario, question });
  if (!sol || !sol.unique || sol.answer.kind !== 'safe-card') return null;
  const best = Math.min(...sol.costs.map((c) => c.cost));
  const themes: Theme[] = [best === 0 ? 'safe' : 'least-loss'];
  const answerCard = sol.answer.card;
  if (isLow(round, answerCard)) themes.push('low-card');
  const others = round.players.length - 1;
  const base = 860 + 90 * (left - 2) + (open ? 40 * others : 110 * (others - 1) + 40 * left * (others - 1));
  const sorted = sortThemes(themes);
  const reason = safeCardReason(sol);
  return { difficulty: rate(base, sorted), themes: sorted, scenario, question, answer: sol.answer, ...(reason ? { reason } : {}) };
}

function draft(key: VariantKey, kind: PuzzleKind, random: Random, seats: Seats): Draft | null {
  switch (kind) {
    case 'where':
    case 'who-takes':
      return draftTurnPuzzle(key, kind, random, seats);
    case 'which-row':
      return draftWhichRow(key, random, seats);
    case 'safe-card':
      return draftSafeCard(key, random, seats);
    case 'special':
      return null; // jubilaeum only (draftJubilaeum)
  }
}

/** Exactly one answer is right: the stored one, and no alternative the question allows. */
export function verify(puzzle: Puzzle): boolean {
  if (!check(puzzle, puzzle.answer).correct) return false;
  return alternatives(puzzle).every((a) => !check(puzzle, a).correct);
}

/**
 * A puzzle named by `seed`: the same key, kind and seed always give the same puzzle.
 * null when the key does not allow the kind, or (very rarely) every attempt was rejected.
 */
export function generate(key: VariantKey, kind: PuzzleKind, seed: number, options: GenerateOptions = {}): Puzzle | null {
  if (!Object.hasOwn(KEY_SPECS, key) || !kindsFor(key).includes(kind)) return null;
  const max = options.maxAttempts ?? 2000;
  const bandTries = Math.min(max, 400);
  let fallback: Puzzle | null = null;
  for (let n = 0; n < max; n++) {
    const random = mulberry32(attemptSeed(seed >>> 0, n));
    const d = keyHasSpecialCards(key) ? draftJubilaeum(kind, random, options.special) : draft(key, kind, random, options.players);
    if (!d) continue;
    const puzzle: Puzzle = { id: options.id ?? `${key}-${kind}-s${seed >>> 0}`, seed: seed >>> 0, variant: key, kind, ...d };
    if (!verify(puzzle) || givenAway(puzzle) || conventionBreaks(puzzle).length > 0) continue;
    if (!options.band || puzzle.difficulty.band === options.band) return puzzle;
    fallback ??= puzzle;
    if (n >= bandTries) return fallback;
  }
  return fallback;
}

/** Endless mode: the seed after `seed` (so a run of puzzles is reproducible from its first seed). */
export function nextSeed(seed: number): number {
  return attemptSeed(seed >>> 0, 0xffff);
}
