// Editing operations on a scenario, as the editor's buttons and card picker need them.
// Pure and immutable: each returns a new scenario. They only shape the data; whether the
// result is legal is the engine's call (validate.ts), so no rule of the game lives here.
import type { Card } from '../engine/cards.ts';
import type { Scenario, ScenarioChoice, ScenarioPlay, ScenarioTurn, SequentialTurn } from '../engine/scenario-types.ts';
import type { PlayWithSpecial, SpecialPlay, SpecialType } from '../engine/specials.ts';
import type { Player, VariantId } from '../engine/types.ts';
import { copiesInDeck, resolveOptions, VARIANTS } from '../engine/variants.ts';

export const isSequential = (t: ScenarioTurn): t is SequentialTurn => 'player' in t;

/** The board a new editor starts from: four rows, three players, no turns yet. */
export const EMPTY_SCENARIO: Scenario = {
  variant: 'basic',
  options: { rows: 4, rowLength: 5 },
  players: ['Anna', 'Ben', 'Cor'],
  rows: [[], [], [], []],
  turns: [],
};

/** The board the editor opens on and "start a new board" gives: already valid, the start rows laid. */
export const STARTER_SCENARIO: Scenario = { ...EMPTY_SCENARIO, rows: [[12], [37], [43], [58]] };

/** Where the card picker puts a card. */
export type Target =
  | { readonly kind: 'row'; readonly row: number }
  | { readonly kind: 'hand'; readonly player: Player }
  | { readonly kind: 'play'; readonly turn: number; readonly player: Player };

/** Players as listed, or in the order they first appear (as the engine reads them). */
export function playersOf(s: Scenario): Player[] {
  if (s.players) return [...s.players];
  const seen = new Set<Player>(Object.keys(s.hands ?? {}));
  for (const t of s.turns) for (const p of isSequential(t) ? [t.player] : Object.keys(t.plays)) seen.add(p);
  return [...seen];
}

const sorted = (cards: readonly Card[]) => [...cards].sort((a, b) => a - b);

export function playedCards(t: ScenarioTurn): Card[] {
  if (isSequential(t)) return [...t.cards];
  return Object.values(t.plays).flatMap(cardsOf);
}

/** The number cards of one play: a card, raffiniert's pair, or an Anniversary `{ card, special }`. */
function cardsOf(p: ScenarioPlay | PlayWithSpecial | undefined): Card[] {
  if (p === undefined) return [];
  if (typeof p === 'number') return [p];
  return 'card' in p ? [p.card] : [...p];
}

function withTurn(s: Scenario, i: number, turn: ScenarioTurn): Scenario {
  return { ...s, turns: s.turns.map((t, k) => (k === i ? turn : t)) };
}

// ---- Variant and options ----

/** A new variant: hand turns and simultaneous turns differ in shape, so turns are dropped when the style changes. */
export function setVariant(s: Scenario, variant: VariantId): Scenario {
  const before = VARIANTS[s.variant].playStyle;
  const after = VARIANTS[variant].playStyle;
  if (!VARIANTS[s.variant].specialCards || VARIANTS[variant].specialCards) return { ...s, variant, turns: before === after ? s.turns : [] };
  // Leaving the Anniversary edition: its special cards go, the number cards stay.
  const { specials: _s, specialDeck: _d, seed: _seed, ...rest } = s;
  const turns = rest.turns.map((t) => {
    if (isSequential(t)) return t; // none in the Anniversary: everyone plays at once
    const plays = Object.fromEntries(Object.entries(t.plays).map(([p, play]) => [p, cardsOf(play)[0] as Card]));
    const choices = (t.choices ?? []).filter((c) => !('swap' in c));
    return choices.length ? { plays, choices } : { plays };
  });
  return { ...rest, variant, turns: before === after ? turns : [] };
}

/** Rows on the table: rows are added empty or dropped from the right. */
export function setRowCount(s: Scenario, n: number): Scenario {
  const rows = Array.from({ length: n }, (_, i) => s.rows[i] ?? []);
  return { ...s, options: { ...s.options, rows: n }, rows };
}

export function setOption(s: Scenario, key: 'rowLength' | 'maagd', value: number | boolean): Scenario {
  return { ...s, options: { ...s.options, [key]: value } };
}

// ---- Players and hands ----

export function addPlayer(s: Scenario, name: Player): Scenario {
  const players = playersOf(s);
  if (players.includes(name)) return s;
  const turns = s.turns.map((t) => (isSequential(t) ? t : { ...t, plays: { ...t.plays } }));
  return { ...s, players: [...players, name], turns };
}

/** A player leaves with their hand, plays and the choices that name them. */
export function removePlayer(s: Scenario, name: Player): Scenario {
  const players = playersOf(s).filter((p) => p !== name);
  const hands = s.hands ? Object.fromEntries(Object.entries(s.hands).filter(([p]) => p !== name)) : undefined;
  const turns = s.turns
    .filter((t) => !(isSequential(t) && t.player === name))
    .map((t) => {
      const choices = t.choices?.filter((c) => !('player' in c) || c.player !== name);
      if (isSequential(t)) return { ...t, choices };
      const plays = Object.fromEntries(Object.entries(t.plays).filter(([p]) => p !== name));
      const gone = new Set(playedCards(t).filter((c) => !Object.values(plays).flat().includes(c)));
      return { ...t, plays, choices: choices?.filter((c) => !('card' in c) || !gone.has(c.card)) };
    })
    .map(tidyChoices);
  const { hands: _drop, ...rest } = s;
  const left = { ...rest, players, ...(hands && Object.keys(hands).length ? { hands } : {}), turns };
  return VARIANTS[s.variant].specialCards ? withSpecials(left, name, []) : left;
}

/** Toggle a card in a player's hand (a hand, once given, must hold every card the player plays). */
export function toggleHandCard(s: Scenario, player: Player, card: Card): Scenario {
  const hand = s.hands?.[player] ?? [];
  const next = hand.includes(card) ? hand.filter((c) => c !== card) : sorted([...hand, card]);
  const hands = { ...s.hands, [player]: next };
  if (next.length === 0) delete hands[player];
  const { hands: _drop, ...rest } = s;
  return Object.keys(hands).length ? { ...rest, hands } : rest;
}

// ---- Rows ----

/** Put a card into a start row (kept ascending, as rows are listed). */
export function addRowCard(s: Scenario, row: number, card: Card): Scenario {
  return { ...s, rows: s.rows.map((r, i) => (i === row ? sorted([...r, card]) : r)) };
}

export function removeRowCard(s: Scenario, row: number, card: Card): Scenario {
  return {
    ...s,
    rows: s.rows.map((r, i) => {
      if (i !== row) return r;
      const k = r.indexOf(card);
      return k < 0 ? r : [...r.slice(0, k), ...r.slice(k + 1)];
    }),
  };
}

// ---- Turns, plays and choices ----

/** A new turn at the end; a hand turn goes to the player after the last one (the engine checks whose turn it is). */
export function addTurn(s: Scenario): Scenario {
  const players = playersOf(s);
  const prev = s.turns[s.turns.length - 1];
  const seat = prev && isSequential(prev) ? (players.indexOf(prev.player) + 1) % players.length : 0;
  const turn: ScenarioTurn = VARIANTS[s.variant].playStyle === 'sequential'
    ? { player: players[seat] ?? '', cards: [] }
    : { plays: {} };
  return { ...s, turns: [...s.turns, turn] };
}

export function removeTurn(s: Scenario, i: number): Scenario {
  return { ...s, turns: s.turns.filter((_, k) => k !== i) };
}

export function setTurnPlayer(s: Scenario, i: number, player: Player): Scenario {
  const t = s.turns[i];
  if (!t || !isSequential(t)) return s;
  return withTurn(s, i, { player, cards: t.cards });
}

/**
 * Give a player a card in a turn. Basic and the like: the card replaces the play. raffiniert: up to
 * two cards (a third replaces the second). hand: up to two cards in the listed order.
 */
export function addPlayCard(s: Scenario, i: number, player: Player, card: Card): Scenario {
  const t = s.turns[i];
  if (!t) return s;
  const style = VARIANTS[s.variant].playStyle;
  if (isSequential(t)) {
    const cards = t.cards.length >= 2 ? [t.cards[0] as Card, card] : [...t.cards, card];
    return withTurn(s, i, tidyChoices({ player, cards, ...(t.choices ? { choices: t.choices } : {}) }));
  }
  const had = t.plays[player];
  // Anniversary: a new number card keeps the special card attached to the play.
  let play: ScenarioPlay = typeof had === 'object' && 'card' in had ? { ...had, card } : card;
  if (style === 'pairs') {
    const list = cardsOf(had);
    const next = list.length >= 2 ? [list[0] as Card, card] : [...list, card];
    play = next.length === 2 ? [next[0] as Card, next[1] as Card] : (next[0] as Card);
  }
  return withTurn(s, i, tidyChoices({ ...t, plays: { ...t.plays, [player]: play } }));
}

/** Take one card back out of a player's play (or out of a hand turn). */
export function removePlayCard(s: Scenario, i: number, player: Player, card: Card): Scenario {
  const t = s.turns[i];
  if (!t) return s;
  if (isSequential(t)) {
    const k = t.cards.indexOf(card);
    return withTurn(s, i, tidyChoices({ ...t, cards: t.cards.filter((_, j) => j !== k) }));
  }
  const had = t.plays[player];
  const plays: Record<Player, ScenarioPlay> = { ...t.plays };
  if (typeof had === 'number' || had === undefined || 'card' in had) delete plays[player];
  else {
    const rest = had.filter((_, j) => j !== had.indexOf(card));
    if (rest.length) plays[player] = rest[0] as Card;
    else delete plays[player];
  }
  return withTurn(s, i, tidyChoices({ ...t, plays }));
}

/** A plain card list of a player's play in a turn, for showing it. */
export function playOf(t: ScenarioTurn, player: Player): Card[] {
  if (isSequential(t)) return t.player === player ? [...t.cards] : [];
  return cardsOf(t.plays[player]);
}

export function addChoice(s: Scenario, i: number, choice: ScenarioChoice): Scenario {
  const t = s.turns[i];
  if (!t) return s;
  return withTurn(s, i, { ...t, choices: [...(t.choices ?? []), choice] } as ScenarioTurn);
}

export function removeChoice(s: Scenario, i: number, k: number): Scenario {
  const t = s.turns[i];
  if (!t) return s;
  return withTurn(s, i, tidyChoices({ ...t, choices: (t.choices ?? []).filter((_, j) => j !== k) }));
}

/**
 * Drop choices that name a card no longer played in the turn, and an empty list. Only
 * bookkeeping: the engine still says when a choice is unused or one is missing.
 */
function tidyChoices<T extends ScenarioTurn>(t: T): T {
  const cards = new Set(playedCards(t));
  const keep = (t.choices ?? []).filter((c) => !('card' in c) || cards.has(c.card));
  const { choices: _drop, ...rest } = t as T & { choices?: readonly ScenarioChoice[] };
  return (keep.length ? { ...rest, choices: keep } : rest) as T;
}

// ---- The Anniversary edition's special cards (jubilaeum) ----
// These read and write the Scenario's Anniversary fields. How many a player may hold, or which play
// is legal, is the engine's call.

/** Each player's special cards. */
export const specialsOf = (s: Scenario): Readonly<Record<Player, readonly SpecialType[]>> => s.specials ?? {};
/** The face-down special deck, top first. */
export const specialDeckOf = (s: Scenario): readonly SpecialType[] => s.specialDeck ?? [];

function withSpecials(s: Scenario, player: Player, list: readonly SpecialType[]): Scenario {
  const specials: Record<Player, readonly SpecialType[]> = { ...specialsOf(s), [player]: list };
  if (list.length === 0) delete specials[player];
  const { specials: _drop, ...rest } = s;
  return Object.keys(specials).length ? { ...rest, specials } : rest;
}

/** Give a player one more special card. */
export function addSpecial(s: Scenario, player: Player, type: SpecialType): Scenario {
  return withSpecials(s, player, [...(specialsOf(s)[player] ?? []), type]);
}

/** Take back a player's special card at `index`. */
export function removeSpecial(s: Scenario, player: Player, index: number): Scenario {
  return withSpecials(s, player, (specialsOf(s)[player] ?? []).filter((_, k) => k !== index));
}

function withDeck(s: Scenario, deck: readonly SpecialType[]): Scenario {
  const { specialDeck: _drop, ...rest } = s;
  return deck.length ? { ...rest, specialDeck: deck } : rest;
}

/** A special card under the deck (the deck lists the top first). */
export const addDeckSpecial = (s: Scenario, type: SpecialType): Scenario => withDeck(s, [...specialDeckOf(s), type]);
export const removeDeckSpecial = (s: Scenario, index: number): Scenario => withDeck(s, specialDeckOf(s).filter((_, k) => k !== index));

/** The special card a player plays with their number card in a turn, if any. */
export function specialPlayOf(t: ScenarioTurn, player: Player): SpecialPlay | null {
  const p = isSequential(t) ? undefined : t.plays[player];
  return typeof p === 'object' && 'card' in p && p.special ? p.special : null;
}

/** Attach a special card (with its details) to a player's number card in a turn, or take it off (null). */
export function setPlaySpecial(s: Scenario, i: number, player: Player, special: SpecialPlay | null): Scenario {
  const t = s.turns[i];
  if (!t || isSequential(t)) return s;
  const had = t.plays[player];
  // A pair of cards is raffiniert's, a variant without special cards.
  if (had === undefined || (typeof had === 'object' && !('card' in had))) return s;
  const card = typeof had === 'number' ? had : had.card;
  const plays = { ...t.plays, [player]: special ? { card, special } : card };
  return withTurn(s, i, { ...t, plays });
}

/** What the card picker may offer for a target: free, used up, or not in this variant's deck. */
export type CardState = 'free' | 'used' | 'out';

/**
 * The state of every card 1-104 for the picker. A card in a hand counts once, whether or not it
 * is also played; a play target of a player with a hand offers only that hand's unplayed cards.
 */
export function pickerStates(s: Scenario, target: Target): CardState[] {
  const players = playersOf(s);
  const options = resolveOptions(s.variant, { ...s.options, rows: s.rows.length || 4 });
  const count = new Map<Card, number>();
  const bump = (c: Card) => count.set(c, (count.get(c) ?? 0) + 1);
  s.rows.flat().forEach(bump);
  const played = new Map<Player, Card[]>();
  for (const t of s.turns) for (const p of players) played.set(p, [...(played.get(p) ?? []), ...playOf(t, p)]);
  for (const p of players) {
    const hand = s.hands?.[p];
    const mine = played.get(p) ?? [];
    (hand ?? []).forEach(bump);
    mine.filter((c) => !hand?.includes(c)).forEach(bump);
  }
  const hand = target.kind === 'play' ? s.hands?.[target.player] : undefined;
  const mine = target.kind === 'play' ? played.get(target.player) ?? [] : [];
  const out: CardState[] = [];
  for (let c = 1; c <= 104; c++) {
    const copies = copiesInDeck(c, s.variant, Math.max(2, players.length), options);
    if (copies === 0) out.push('out');
    else if (hand) out.push(hand.includes(c) && !mine.includes(c) ? 'free' : 'used');
    else out.push((count.get(c) ?? 0) >= copies ? 'used' : 'free');
  }
  return out;
}
