// Anniversary (`jubilaeum`) puzzles: kinds 1 and 2 with special cards in the turn, and the kind
// `special` ("Which special card, and how?"), answered by trying every legal special play with the engine.
// No rules here: the engine decides what a special card does and which plays are legal.
import { cheapestRow, specialPlays } from '../policy/index.ts';
import { sameSpecial } from './check.ts';
import {
  dealWithSpecials, isRoundOver, newSpecialRound, resolveOptions, runScenario, runTurn, shuffle, SPECIAL_TYPES,
  type Card, type ScenarioChoice, type ScenarioPlay, type PlayWithSpecial, type Result, type SpecialRound,
  type Scenario, type Player, type Random, type Replay, type SpecialPlay, type SpecialType,
} from '../engine/index.ts';
import { baseRating, rate, turnThemes } from './features.ts';
import { PLAYER_NAMES } from './keys.ts';
import { pick } from './play.ts';
import { takenPoints } from './play.ts';
import type { OptionCost, Solution, Solvable } from './types.ts';
import type { Answer, Destination, Difficulty, PlacementAsked, Puzzle, Question, Reason, Theme } from './types.ts';

/** The theme naming each special card. */
export const SPECIAL_THEME: Readonly<Record<SpecialType, Theme>> = {
  fifthRow: 'fifth-row', sevenNimmt: 'seven-nimmt', insert: 'insert', replace: 'replace', shift: 'shift', stop: 'stop', negativePositive: 'negative-positive',
};

export interface JubilaeumDraft {
  readonly difficulty: Difficulty;
  readonly themes: readonly Theme[];
  readonly scenario: Scenario;
  readonly question: Question;
  readonly answer: Answer;
  readonly reason?: Reason;
}

const between = (lo: number, hi: number, random: Random): number => lo + Math.floor(random() * (hi - lo + 1));

/** The engine's round at a jubilaeum scenario's start. */
function roundOfJubilaeum(s: Scenario): SpecialRound {
  const options = resolveOptions('jubilaeum', { ...s.options, rows: s.rows.length });
  return newSpecialRound(options, s.players ?? [], s.rows, s.hands ?? {}, s.specials ?? {}, s.specialDeck ?? []);
}

/** A mid-round position: a deal and a few turns of number cards (low cards mostly take the cheapest row, no swaps). */
function position(players: readonly Player[], random: Random): SpecialRound | null {
  const dealt = dealWithSpecials({}, players, Math.floor(random() * 0x100000000));
  if (!dealt.ok) return null;
  let round = dealt.value;
  const turns = between(1, 8, random);
  for (let i = 0; i < turns; i++) {
    const plays: Record<Player, Card> = {};
    for (const p of players) plays[p] = pick(round.hands[p] ?? [], random);
    const next: Result<SpecialRound> = runTurn(round, plays, (d, now) => (d.kind === 'takeRow' ? { card: d.card, takeRow: random() < 0.7 ? cheapestRow(now.rows, d.rows) : pick(d.rows, random) } : null));
    if (!next.ok) return null;
    round = next.value;
  }
  return isRoundOver(round) ? null : round;
}

const playOf = (card: Card, special: SpecialPlay | null): Card | PlayWithSpecial => (special ? { card, special } : card);

/**
 * One turn with `me`'s low card taking row `myRow` (the n-th row offered; past the last offered: refused),
 * other low cards the cheapest row (the convention), no swaps. Returns `me`'s points, the choices made and whether `me` chose.
 */
function runOnce(round: SpecialRound, plays: Readonly<Record<Player, ScenarioPlay>>, me: Player | null, myRow: number, random: Random | null) {
  const choices: ScenarioChoice[] = [];
  let asked = 0;
  const done = runTurn(round, plays, (d, now) => {
    if (d.kind !== 'takeRow') return null;
    let row: number;
    if (me !== null && d.players.includes(me)) {
      asked = d.rows.length;
      row = d.rows[myRow] ?? -1;
      if (row < 0) return null;
    } else {
      // The convention; `random` only keeps the draws a random player made, so older puzzles come out the same.
      if (random && random() >= 0.7) pick(d.rows, random);
      row = cheapestRow(now.rows, d.rows);
    }
    const c = { card: d.card, takeRow: row };
    choices.push(c);
    return c;
  });
  if (!done.ok) return null;
  const cost = me === null ? 0 : (done.value.penalties[me] ?? 0) - (round.penalties[me] ?? 0);
  return { round: done.value, cost, choices, asked };
}

/** `me`'s least points with these plays: each row for their own low card tried. null: the plays are illegal. */
function leastCost(round: SpecialRound, plays: Record<Player, Card | PlayWithSpecial>, me: Player) {
  let best: { cost: number; choices: ScenarioChoice[] } | null = null;
  for (let k = 0; ; k++) {
    const run = runOnce(round, plays, me, k, null);
    if (!run) return best;
    if (!best || run.cost < best.cost) best = { cost: run.cost, choices: run.choices };
    if (k + 1 >= run.asked) return best;
  }
}

// ---- Kinds 1 and 2: a turn in which one or two players play a special card ----

/** Where each number card of the first turn ends up, in placement order (Replace: the card placed instead). */
export function jubilaeumDestinations(j: Replay): { asked: PlacementAsked[]; placed: Destination[] } {
  const asked: PlacementAsked[] = [];
  const placed: Destination[] = [];
  let takes: Card[] | null = null;
  let takeRow = 0;
  let insert: { card: Card; position: number } | null = null;
  let placedByTake = false; // Insert into a full row while a 5th Row lies: the row's removal is not another card
  const add = (card: Card, player: Player, d: Destination) => {
    asked.push({ card, players: [player] });
    placed.push(d);
    takes = null;
    insert = null;
  };
  for (const step of j.turns[0]?.steps ?? []) {
    const e = step.event;
    if (e.type === 'special' && e.special.type === 'insert') insert = { card: e.card, position: e.special.position };
    else if (e.type === 'take') {
      takes = [...e.cards];
      takeRow = e.row;
      // Insert into a full row: the card goes to the pile with the row; nothing is placed after.
      const ins: { card: Card; position: number } | null = insert;
      placedByTake = ins !== null;
      if (ins) add(ins.card, e.players[0] as Player, { row: e.row, side: 'right', stack: false, takes, position: ins.position });
    } else if (e.type === 'remove-row') {
      if (!placedByTake) add(e.card, e.player, { row: takeRow, side: 'right', stack: false, takes });
    } else if (e.type === 'place') {
      const ins: { card: Card; position: number } | null = insert;
      add(e.card, e.player, { row: e.row, side: 'right', stack: false, takes, ...(ins ? { position: ins.position } : {}) });
    }
  }
  return { asked, placed };
}

/** A random legal special play for `player` (trying their cards and the plays of `type`); the plays are updated. */
function addSpecial(round: SpecialRound, plays: Record<Player, Card | PlayWithSpecial>, player: Player, type: SpecialType, random: Random): boolean {
  const hand = round.hands[player] ?? [];
  const others = Object.entries(plays).filter(([p]) => p !== player).map(([, v]) => (typeof v === 'number' ? v : v.card));
  let tries = 0;
  for (const card of shuffle(hand, random)) {
    if (others.includes(card)) continue;
    for (const special of shuffle(specialPlays(type, round, card, hand, [...others, card]), random)) {
      if (++tries > 60) return false;
      const trial = { ...plays, [player]: { card, special } };
      if (runOnce(round, trial, null, 0, random)) {
        plays[player] = { card, special };
        return true;
      }
    }
  }
  return false;
}

function draftTurn(kind: 'where' | 'who-takes', random: Random, want?: SpecialType): JubilaeumDraft | null {
  const players = PLAYER_NAMES.slice(0, between(2, 5, random));
  const round = position(players, random);
  if (!round) return null;
  const plays: Record<Player, Card | PlayWithSpecial> = {};
  const used = new Set<Card>();
  for (const p of players) {
    const card = pick(round.hands[p] ?? [], random);
    plays[p] = card;
    used.add(card);
  }
  const specialists = shuffle(players, random).slice(0, random() < 0.3 ? 2 : 1);
  const specials: Record<Player, SpecialType[]> = {};
  const types: SpecialType[] = [];
  for (const [i, p] of specialists.entries()) {
    const type = i === 0 && want ? want : pick(SPECIAL_TYPES, random);
    if (!addSpecial(round, plays, p, type, random)) return null;
    types.push(type);
    // The player holds the card played and one or two others (as in a real hand of three).
    const extra = shuffle(SPECIAL_TYPES.filter((t) => t !== type), random).slice(0, between(0, 2, random));
    specials[p] = [type, ...extra];
  }
  // Play the turn once to learn the low-card choices (the convention: the cheapest row), then replay it as a scenario.
  const played = runOnce(round, plays, null, 0, random);
  if (!played) return null;
  const scenario: Scenario = {
    variant: 'jubilaeum', players, specials, rows: round.rows.map((r) => [...r]),
    turns: [{ plays, ...(played.choices.length ? { choices: played.choices } : {}) }],
  };
  const run = runScenario(scenario);
  if (!run.ok) return null;
  const themes = new Set<Theme>(turnThemes(run.value));
  if (kind === 'who-takes' && themes.has('no-take') && random() < 0.85) return null;
  for (const t of types) themes.add(SPECIAL_THEME[t]);
  const { asked, placed } = jubilaeumDestinations(run.value);
  if (asked.length !== players.length) return null;
  const assumed = played.choices.filter((c) => 'takeRow' in c);
  const question: Question = kind === 'where' ? { kind, placements: asked, assumed, takeRow: 'cheapest-row' } : { kind, players, assumed, takeRow: 'cheapest-row' };
  const answer: Answer = kind === 'where' ? { kind, placements: placed } : { kind, bullheads: takenPoints(run.value) };
  const sorted = [...themes].sort();
  return { difficulty: rate(baseRating(asked.length, round.rows.length, 5) + 60 * (types.length - 1), sorted), themes: sorted, scenario, question, answer };
}

// ---- Kind `special`: which special card, and how? ----

/** One option of a special question: a number card, maybe with a special play, and what it costs the player. */
export interface SpecialOption {
  readonly card: Card;
  readonly special: SpecialPlay | null;
  readonly cost: number;
  readonly choices: readonly ScenarioChoice[];
}

/** Every legal play of the asked player (each card with no special card and with every special play the engine accepts). */
export function specialOptions(s: Scenario, q: Extract<Question, { kind: 'special' }>): SpecialOption[] | null {
  const round = roundOfJubilaeum(s);
  const shown = Object.values(q.shown);
  const out: SpecialOption[] = [];
  for (const card of q.hand) {
    const tries: (SpecialPlay | null)[] = [null, ...[...new Set(q.specials)].flatMap((t) => specialPlays(t, round, card, q.hand, [...shown, card]))];
    for (const special of tries) {
      const plays: Record<Player, Card | PlayWithSpecial> = {};
      for (const p of round.players) plays[p] = p === q.player ? playOf(card, special) : (q.shown[p] as Card);
      const run = leastCost(round, plays, q.player);
      if (run) out.push({ card, special, cost: run.cost, choices: run.choices });
      else if (special === null) return null; // the position itself is not playable
    }
  }
  return out;
}

/** A legal play of a `special` puzzle with a special card: the number card and how the special card goes with it. */
export interface LegalPlay {
  readonly card: Card;
  readonly special: SpecialPlay;
}

/** The plays with a special card among the asked player's legal plays, as the answer's last part lists them (null: the position is not playable). */
export function legalSpecialPlays(s: Scenario, q: Extract<Question, { kind: 'special' }>): LegalPlay[] | null {
  return specialOptions(s, q)?.flatMap((o) => (o.special ? [{ card: o.card, special: o.special }] : [])) ?? null;
}

function solveSpecial(s: Scenario, q: Extract<Question, { kind: 'special' }>, options = specialOptions(s, q)): Solution | null {
  if (!options || options.length === 0) return null;
  const min = Math.min(...options.map((o) => o.cost));
  const winners = options.filter((o) => o.cost === min);
  // The answer is a special play; a position where playing none is as good has no single answer.
  const top = winners.find((o) => o.special !== null) ?? options.filter((o) => o.special).sort((a, b) => a.cost - b.cost)[0];
  if (!top || !top.special) return null;
  const unique = winners.length === 1 && winners[0] === top;
  const plays: Record<Player, Card | PlayWithSpecial> = {};
  for (const p of s.players ?? []) plays[p] = p === q.player ? { card: top.card, special: top.special } : (q.shown[p] as Card);
  const scenario: Scenario = { ...s, turns: [{ plays, ...(top.choices.length ? { choices: top.choices } : {}) }] };
  const run = runScenario(scenario);
  if (!run.ok) return null;
  const costs: OptionCost[] = options.map((o) => ({ option: o.card, cost: o.cost }));
  return { answer: { kind: 'special', card: top.card, special: top.special }, unique, costs, scenario, replay: run.value, steps: run.value.steps };
}

function draftSpecial(random: Random, want?: SpecialType): JubilaeumDraft | null {
  const players = PLAYER_NAMES.slice(0, between(3, 5, random));
  const round = position(players, random);
  if (!round) return null;
  const me = players[players.length - 1] as Player;
  const shown: Record<Player, Card> = {};
  for (const p of players) if (p !== me) shown[p] = pick(round.hands[p] ?? [], random);
  // Only cards that cost something played plainly: a free card would leave no question.
  const costly = (round.hands[me] ?? []).filter((card) => {
    const run = leastCost(round, { ...shown, [me]: card }, me);
    return run !== null && run.cost > 0;
  });
  // Two cards at least, so "which card" is a real question; 5th Row alone gets one card (whichever card opens
  // the fifth row costs nothing, so two would leave no single answer): its question is only which special card.
  const size = want === 'fifthRow' ? 1 : want ? between(2, 3, random) : random() < 0.25 ? 1 : between(2, 3, random);
  if (costly.length < size) return null;
  const hand = shuffle(costly, random).slice(0, size).sort((a, b) => a - b);
  const kinds = shuffle(SPECIAL_TYPES.filter((t) => t !== want), random).slice(0, between(want ? 1 : 2, 2, random));
  const specials = (want ? [want, ...kinds] : kinds).sort((a, b) => SPECIAL_TYPES.indexOf(a) - SPECIAL_TYPES.indexOf(b));
  const scenario: Scenario = { variant: 'jubilaeum', players, hands: { [me]: hand }, specials: { [me]: specials }, rows: round.rows.map((r) => [...r]), turns: [] };
  const question: Question = { kind: 'special', player: me, hand, specials, shown, othersLowCard: 'cheapest-row' };
  const options = specialOptions(scenario, question);
  const sol = solveSpecial(scenario, question, options);
  if (!options || !sol || !sol.unique || sol.answer.kind !== 'special') return null;
  // A question needs a choice: at least one other legal special play (costs hold one plain play per card).
  if (sol.costs.length - hand.length < 2) return null;
  if (want && sol.answer.special.type !== want) return null;
  if (hand.length === 1 && sol.answer.special.type !== 'fifthRow') return null;
  const best = Math.min(...sol.costs.map((c) => c.cost));
  const themes = new Set<Theme>([SPECIAL_THEME[sol.answer.special.type], best === 0 ? 'safe' : 'least-loss']);
  for (const t of turnThemes(sol.replay)) if (t === 'low-card' || t === 'double-take' || t === 'reroute') themes.add(t);
  const sorted = [...themes].sort();
  const base = 900 + 80 * (hand.length - 1) + 50 * (specials.length - 1) + 40 * (players.length - 2);
  return { difficulty: rate(base, sorted), themes: sorted, scenario, question, answer: sol.answer, reason: specialReason(options, sol.answer.card, best) };
}

/** special: the answer's cost, the best play with another number card, and the least with no special card. */
function specialReason(options: readonly SpecialOption[], card: Card, cost: number): Reason {
  const plain = options.filter((o) => o.special === null).map((o) => o.cost);
  let next: { option: number; cost: number } | undefined;
  for (const o of options) if (o.card !== card && (!next || o.cost < next.cost || (o.cost === next.cost && o.card < next.option))) next = { option: o.card, cost: o.cost };
  return { code: 'special-cheapest', cost, ...(next ? { runnerUp: next } : {}), ...(plain.length ? { plainCost: Math.min(...plain) } : {}) };
}

/** A draft of a jubilaeum puzzle of `kind` (`want`: the special card it turns on), or null to try again. */
export function draftJubilaeum(kind: Puzzle['kind'], random: Random, want?: SpecialType): JubilaeumDraft | null {
  if (kind === 'where' || kind === 'who-takes') return draftTurn(kind, random, want);
  if (kind === 'special') return draftSpecial(random, want);
  return null;
}

/** The engine's answer to a jubilaeum puzzle (where: with special cards; who-takes as every variant; special: by search). */
export function solveJubilaeum(puzzle: Solvable): Solution | null {
  const { scenario, question } = puzzle;
  if (question.kind === 'special') return solveSpecial(scenario, question);
  const run = runScenario(scenario);
  if (!run.ok) return null;
  const replay: Replay = run.value;
  if (question.kind === 'where') {
    return { answer: { kind: 'where', placements: jubilaeumDestinations(run.value).placed }, unique: true, costs: [], scenario, replay, steps: replay.steps };
  }
  if (question.kind === 'who-takes') return { answer: { kind: 'who-takes', bullheads: takenPoints(replay) }, unique: true, costs: [], scenario, replay, steps: replay.steps };
  return null;
}

/** Wrong answers beyond the ones every variant gets: other Insert places; every other legal special play. */
export function jubilaeumAlternatives(puzzle: Puzzle): Answer[] {
  const a = puzzle.answer;
  const out: Answer[] = [];
  if (a.kind === 'where') {
    a.placements.forEach((d, i) => {
      const swap = (x: Destination) => out.push({ kind: 'where', placements: a.placements.map((y, j) => (j === i ? x : y)) });
      const fifth = { ...d, row: puzzle.scenario.rows.length + 1 };
      if (d.row !== fifth.row) swap(fifth);
      if (d.position !== undefined) {
        const { position: _p, ...atEnd } = d;
        swap(atEnd);
        for (const position of [d.position - 1, d.position + 1]) if (position >= 1) swap({ ...d, position });
      } else swap({ ...d, position: 1 });
    });
  } else if (a.kind === 'special' && puzzle.question.kind === 'special') {
    for (const o of specialOptions(puzzle.scenario, puzzle.question) ?? []) {
      if (o.special && !(o.card === a.card && sameSpecial(o.special, a.special))) out.push({ kind: 'special', card: o.card, special: o.special });
    }
  }
  return out;
}

/** The choices of a jubilaeum scenario's first turn when every row to take follows the convention (null: not playable). */
export function jubilaeumConventionChoices(s: Scenario): readonly ScenarioChoice[] | null {
  const turn = s.turns[0];
  if (!turn || !('plays' in turn)) return null;
  return runOnce(roundOfJubilaeum(s), turn.plays, null, 0, null)?.choices ?? null;
}

/** Where each card of a jubilaeum scenario's first turn ends up (null: not playable). */
export function jubilaeumPlaced(s: Scenario): Destination[] | null {
  const run = runScenario(s);
  return run.ok ? jubilaeumDestinations(run.value).placed : null;
}
