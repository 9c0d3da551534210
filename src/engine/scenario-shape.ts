// Shape checks of a scenario read from JSON: types and fields, with a path for each problem.
// The rules checks (deck, duplicates, placement, choices) happen in replay.ts.
import type { Choice } from './turn.ts';
import { fail, ok, VARIANT_IDS, type ErrorPath, type Result } from './types.ts';
import type { Scenario } from './scenario-types.ts';
import { isVariantId, VARIANTS } from './variants.ts';
import { isSpecialType, SPECIAL_TYPES } from './specials.ts';

type Obj = Record<string, unknown>;
type Check = Result<unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => Number.isInteger(v);
const bad = (path: ErrorPath, message: string, params: Record<string, unknown> = {}) => fail(path, 'invalid-value', message, params);
const good: Check = ok(null);

function onlyKeys(v: Obj, path: ErrorPath, allowed: readonly string[]): Check {
  for (const k of Object.keys(v)) if (!allowed.includes(k)) return fail([...path, k], 'unknown-option', `unknown field "${k}"; expected one of ${allowed.join(', ')}`, { field: k });
  return good;
}

function cardList(v: unknown, path: ErrorPath, min = 0): Check {
  if (!Array.isArray(v)) return bad(path, 'must be a list of cards');
  if (v.length < min) return fail(path, min === 1 ? 'row-empty' : 'invalid-value', `must hold at least ${min} card(s)`, { min });
  for (let i = 0; i < v.length; i++) if (!isInt(v[i])) return bad([...path, i], 'must be a card number');
  return good;
}

const OPTION_CHECKS: Record<string, (v: unknown) => string | null> = {
  rows: (v) => (isInt(v) && v >= 3 && v <= 5 ? null : 'must be 3, 4 or 5'),
  rowLength: (v) => (isInt(v) && v >= 4 && v <= 6 ? null : 'must be 4 ("5 nimmt"), 5 ("6 nimmt") or 6 ("7 nimmt")'),
  maagd: (v) => (typeof v === 'boolean' ? null : 'must be true or false'),
  threshold: (v) => (isInt(v) && v > 0 ? null : 'must be a positive whole number'),
  comparison: (v) => (v === 'atLeast' || v === 'moreThan' ? null : 'must be "atLeast" or "moreThan"'),
  handSize: (v) => (isInt(v) && v >= 1 && v <= 52 ? null : 'must be a whole number from 1 to 52'),
  doppelDeck: (v) => (v === 'two-decks' || v === 'doublets' ? null : 'must be "two-decks" or "doublets"'),
};

function checkOptions(v: unknown): Check {
  if (!isObj(v)) return bad(['options'], 'must be an object');
  const keys = onlyKeys(v, ['options'], Object.keys(OPTION_CHECKS));
  if (!keys.ok) return keys;
  for (const [k, value] of Object.entries(v)) {
    const problem = OPTION_CHECKS[k]?.(value);
    if (problem) return bad(['options', k], problem, { field: k });
  }
  return good;
}

function checkChoice(v: unknown, path: ErrorPath): Check {
  if (!isObj(v)) return bad(path, 'a choice must be an object');
  const c = v as Partial<Record<keyof Choice | 'takeRow' | 'row' | 'side' | 'order' | 'toHand' | 'card' | 'player', unknown>>;
  if ('takeRow' in c) {
    const k = onlyKeys(v, path, ['card', 'takeRow']);
    if (!k.ok) return k;
    return isInt(c.card) && isInt(c.takeRow) ? good : bad(path, '{ "card", "takeRow" } need a card and a row number');
  }
  if ('side' in c) {
    const k = onlyKeys(v, path, ['card', 'row', 'side']);
    if (!k.ok) return k;
    return isInt(c.card) && isInt(c.row) && (c.side === 'left' || c.side === 'right') ? good : bad(path, '{ "card", "row", "side" } need a card, a row number and "left" or "right"');
  }
  if ('order' in c || 'toHand' in c) {
    const field = 'order' in c ? 'order' : 'toHand';
    const k = onlyKeys(v, path, ['player', field]);
    if (!k.ok) return k;
    if (typeof c.player !== 'string') return bad([...path, 'player'], 'must be a player name');
    return cardList(c[field], [...path, field]);
  }
  return bad(path, 'a choice is { card, takeRow }, { card, row, side }, { player, order } or { player, toHand }');
}

/** jubilaeum: the fields each special card needs (rows and positions count from 1). */
export const SPECIAL_FIELDS: Readonly<Record<string, readonly string[]>> = {
  fifthRow: [], sevenNimmt: [], insert: ['row', 'position'], replace: ['card'], shift: ['card', 'toRow'], stop: ['row'], negativePositive: ['card'],
};

function checkJubilaeumPlay(play: unknown, path: ErrorPath): Check {
  if (isInt(play)) return good;
  if (!isObj(play)) return bad(path, 'must be a card or { "card": n, "special": { "type": ... } }');
  const k = onlyKeys(play, path, ['card', 'special']);
  if (!k.ok) return k;
  if (!isInt(play.card)) return bad([...path, 'card'], 'must be a card number');
  if (play.special === undefined) return good;
  const sp = play.special;
  if (!isObj(sp)) return bad([...path, 'special'], 'must be an object with a "type"');
  if (!isSpecialType(sp.type)) return bad([...path, 'special', 'type'], `must be one of ${SPECIAL_TYPES.join(', ')}`, { type: sp.type });
  const fields = SPECIAL_FIELDS[sp.type] ?? [];
  const keys = onlyKeys(sp, [...path, 'special'], ['type', ...fields]);
  if (!keys.ok) return keys;
  for (const f of fields) if (!isInt(sp[f])) return bad([...path, 'special', f], `${sp.type} needs "${f}" as a whole number`, { field: f });
  return good;
}

function checkSpecialList(v: unknown, path: ErrorPath): Check {
  if (!Array.isArray(v)) return bad(path, 'must be a list of special cards');
  for (let i = 0; i < v.length; i++) if (!isSpecialType(v[i])) return bad([...path, i], `must be one of ${SPECIAL_TYPES.join(', ')}`, { type: v[i] });
  return good;
}

function checkJubilaeumTurn(v: unknown, path: ErrorPath): Check {
  if (!isObj(v)) return bad(path, 'a turn must be an object');
  const k = onlyKeys(v, path, ['plays', 'choices']);
  if (!k.ok) return k;
  if (!isObj(v.plays)) return bad([...path, 'plays'], 'must be an object of player: card or { card, special }');
  for (const [p, play] of Object.entries(v.plays)) {
    const c = checkJubilaeumPlay(play, [...path, 'plays', p]);
    if (!c.ok) return c;
  }
  if (v.choices === undefined) return good;
  if (!Array.isArray(v.choices)) return bad([...path, 'choices'], 'must be a list');
  for (let i = 0; i < v.choices.length; i++) {
    const at = [...path, 'choices', i];
    const choice: unknown = v.choices[i];
    if (isObj(choice) && 'swap' in choice) {
      const keys = onlyKeys(choice, at, ['player', 'swap']);
      if (!keys.ok) return keys;
      if (typeof choice.player !== 'string') return bad([...at, 'player'], 'must be a player name');
      if (!isSpecialType(choice.swap)) return bad([...at, 'swap'], `must be one of ${SPECIAL_TYPES.join(', ')}`, { type: choice.swap });
      continue;
    }
    const c = checkChoice(choice, at);
    if (!c.ok) return c;
  }
  return good;
}

function checkTurn(v: unknown, path: ErrorPath, sequential: boolean): Check {
  if (!isObj(v)) return bad(path, 'a turn must be an object');
  const k = onlyKeys(v, path, sequential ? ['player', 'cards', 'choices'] : ['plays', 'choices']);
  if (!k.ok) return k;
  if (sequential) {
    if (typeof v.player !== 'string') return bad([...path, 'player'], 'must be a player name');
    const cards = cardList(v.cards, [...path, 'cards']);
    if (!cards.ok) return cards;
  } else {
    if (!isObj(v.plays)) return bad([...path, 'plays'], 'must be an object of player: card');
    for (const [p, play] of Object.entries(v.plays)) {
      if (!isInt(play) && !Array.isArray(play)) return bad([...path, 'plays', p], 'must be a card (or two cards in raffiniert)');
      if (Array.isArray(play)) {
        const cards = cardList(play, [...path, 'plays', p]);
        if (!cards.ok) return cards;
      }
    }
  }
  if (v.choices === undefined) return good;
  if (!Array.isArray(v.choices)) return bad([...path, 'choices'], 'must be a list');
  for (let i = 0; i < v.choices.length; i++) {
    const c = checkChoice(v.choices[i], [...path, 'choices', i]);
    if (!c.ok) return c;
  }
  return good;
}

/** A scenario nests a few levels at most; anything deeper is refused before any recursive code sees it. */
export const MAX_DEPTH = 12;

/** Is `json` nested deeper than MAX_DEPTH? Iterative, so a value nested 100,000 levels cannot overflow the stack. */
function tooDeep(json: unknown): boolean {
  const stack: [unknown, number][] = [[json, 0]];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [v, depth] = top;
    if (typeof v !== 'object' || v === null) continue;
    if (depth >= MAX_DEPTH) return true;
    for (const child of Object.values(v)) if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
  }
  return false;
}

/** Check the JSON's shape; on success it is a Scenario (the rules are checked when it runs). */
export function checkShape(json: unknown): Result<Scenario> {
  if (!isObj(json)) return bad([], 'a scenario must be a JSON object');
  if (tooDeep(json)) return bad([], `a scenario nests at most ${MAX_DEPTH} levels deep`, { max: MAX_DEPTH });
  const rules = isVariantId(json.variant) ? VARIANTS[json.variant] : null;
  const jubilaeum = rules?.specialCards === true;
  const fields = ['$schema', 'note', 'firstTurn', 'variant', 'options', 'players', 'hands', 'rows', 'turns'];
  const keys = onlyKeys(json, [], jubilaeum ? [...fields, 'specials', 'specialDeck', 'seed'] : fields);
  if (!keys.ok) return keys;
  if (!isVariantId(json.variant)) {
    const named = typeof json.variant === 'string' ? JSON.stringify(json.variant.slice(0, 40)) : `(${Array.isArray(json.variant) ? 'a list' : typeof json.variant})`;
    return fail(['variant'], 'unknown-variant', `unknown variant ${named}; known: ${VARIANT_IDS.join(', ')}`, { variant: json.variant });
  }
  if (jubilaeum) {
    if (json.specials !== undefined) {
      if (!isObj(json.specials)) return bad(['specials'], 'must be an object of player: special cards');
      for (const [p, list] of Object.entries(json.specials)) {
        const c = checkSpecialList(list, ['specials', p]);
        if (!c.ok) return c;
      }
    }
    if (json.specialDeck !== undefined) {
      const c = checkSpecialList(json.specialDeck, ['specialDeck']);
      if (!c.ok) return c;
    }
    if (json.seed !== undefined && !(isInt(json.seed) && json.seed >= 0)) return bad(['seed'], 'must be a whole number from 0');
  }
  if (json.firstTurn !== undefined && !(isInt(json.firstTurn) && json.firstTurn >= 1)) return bad(['firstTurn'], 'must be a whole number from 1');
  if (json.options !== undefined) {
    const o = checkOptions(json.options);
    if (!o.ok) return o;
  }
  if (json.players !== undefined) {
    if (!Array.isArray(json.players) || !json.players.every((p) => typeof p === 'string' && p.length > 0)) return bad(['players'], 'must be a list of names');
  }
  if (json.hands !== undefined) {
    if (!isObj(json.hands)) return bad(['hands'], 'must be an object of player: cards');
    for (const [p, cards] of Object.entries(json.hands)) {
      const c = cardList(cards, ['hands', p]);
      if (!c.ok) return c;
    }
  }
  if (!Array.isArray(json.rows) || json.rows.length === 0) return bad(['rows'], 'must be a list of rows');
  for (let i = 0; i < json.rows.length; i++) {
    const c = cardList(json.rows[i], ['rows', i], 1);
    if (!c.ok) return c;
  }
  if (!Array.isArray(json.turns)) return bad(['turns'], 'must be a list of turns');
  for (let i = 0; i < json.turns.length; i++) {
    const t = jubilaeum ? checkJubilaeumTurn(json.turns[i], ['turns', i]) : checkTurn(json.turns[i], ['turns', i], rules?.playStyle === 'sequential');
    if (!t.ok) return t;
  }
  return ok(json as unknown as Scenario);
}
