// Classroom sets without a server. A set (a title and curated puzzle ids) travels in the link's
// fragment; a student's answers come back as a short result code that carries the set's tag and a
// check over the set and the answers. The check catches a mistyped or edited code and a code from
// another set; it cannot stop a determined forger, since everything it needs is in the page.
import { decodeFragment, encodeFragment } from '../embed/codec.ts';
import type { SpecialPlay, SpecialType } from '../engine/specials.ts';
import type { PartValue } from '../trainer/answer.ts';
import { draftOf, MAX_OWN, OWN_PREFIX, ownPuzzle, type OwnPuzzle } from './own.ts';

export interface ClassSet {
  readonly title: string;
  /** Puzzle ids, in the order they are asked: curated ones, and the teacher's own (`own-1`…) from `own`. */
  readonly ids: readonly string[];
  /** The teacher's own puzzles in the set (from the editor), carried whole: no server knows them. */
  readonly own?: readonly OwnPuzzle[];
}

export const MAX_SET = 30;
export const MAX_TITLE = 80;
export const MAX_NAME = 40;
const ID = /^[a-z0-9-]{1,60}$/;

/** A student's answers: per puzzle, the value of each part answered (empty when skipped). */
export type Answers = readonly (readonly PartValue[])[];

export type SetError = 'set' | 'set-empty';
/** `case`: the check fails and capitals and small letters were changed (only the tag's and the check's case can be mended). */
export type CodeError = 'format' | 'other-set' | 'check' | 'case' | 'twice';

/** FNV-1a, 32 bits: enough to catch typos, not meant to stop anyone. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}
const base36 = (n: number, length: number) => n.toString(36).padStart(length, '0').slice(-length);

/** The set as the text its tag and checks are computed over (a set without own puzzles as before they existed). */
const canonical = (set: ClassSet) => JSON.stringify(set.own?.length ? [set.title, set.ids, set.own.map(draftOf)] : [set.title, set.ids]);

/** Four characters that name a set in every code made for it. */
export const setTag = (set: ClassSet): string => base36(hash(canonical(set)), 4);
/** The whole hash of a set, naming it where a collision of four characters would matter (the codes kept on this device). */
export const setKey = (set: ClassSet): string => hash(canonical(set)).toString(36);

/** The set as a link fragment (without '#'), in the embed's compressed format. */
export function encodeSet(set: ClassSet): Promise<string> {
  const own = set.own?.filter((p) => set.ids.includes(p.id)) ?? [];
  return encodeFragment({ t: set.title, p: set.ids, ...(own.length ? { o: own.map((p) => ({ i: p.id, ...draftOf(p) })) } : {}) });
}

/** A link fragment back to a set, or why it cannot be one. */
export async function decodeSet(fragment: string): Promise<{ ok: true; value: ClassSet } | { ok: false; error: SetError }> {
  const decoded = await decodeFragment(fragment);
  if (!decoded.ok) return { ok: false, error: 'set' };
  const v = decoded.value as { t?: unknown; p?: unknown; o?: unknown } | null;
  if (typeof v !== 'object' || v === null || typeof v.t !== 'string' || v.t.length > MAX_TITLE || !Array.isArray(v.p)) return { ok: false, error: 'set' };
  const ids = v.p;
  if (ids.length === 0 || ids.length > MAX_SET || !ids.every((id): id is string => typeof id === 'string' && ID.test(id))) return { ok: false, error: 'set-empty' };
  if (v.o === undefined) return { ok: true, value: { title: v.t, ids } };
  // Own puzzles: each one the solver can answer, each one asked.
  if (!Array.isArray(v.o) || v.o.length > MAX_OWN) return { ok: false, error: 'set' };
  const own = v.o.map((item: { i?: unknown }) => (typeof item?.i === 'string' && item.i.startsWith(OWN_PREFIX) && ids.includes(item.i) ? ownPuzzle(item.i, item) : null));
  if (own.some((p) => p === null)) return { ok: false, error: 'set' };
  return { ok: true, value: { title: v.t, ids, own: own as OwnPuzzle[] } };
}

/** Each special card's letter in a result code. */
const SPECIAL_LETTER: Readonly<Record<SpecialType, string>> = { fifthRow: 'f', sevenNimmt: 'n', insert: 'i', replace: 'r', shift: 's', stop: 't', negativePositive: 'm' };
const LETTER_SPECIAL = new Map(Object.entries(SPECIAL_LETTER).map(([type, letter]) => [letter, type as SpecialType]));

/** How a special card is played, as its letter and its numbers: ji2.3 (Insert, row 2, place 3), js44.3 (Shift 44 to row 3), jf. */
function specialToken(s: SpecialPlay): string {
  const numbers = s.type === 'insert' ? [s.row, s.position] : s.type === 'shift' ? [s.card, s.toRow] : s.type === 'replace' || s.type === 'negativePositive' ? [s.card] : s.type === 'stop' ? [s.row] : [];
  return `j${SPECIAL_LETTER[s.type]}${numbers.join('.')}`;
}

function tokenSpecial(letter: string, numbers: readonly number[]): SpecialPlay | null {
  const type = LETTER_SPECIAL.get(letter);
  const [a, b] = numbers as [number, number];
  const count = numbers.length;
  if ((type === 'fifthRow' || type === 'sevenNimmt') && count === 0) return { type };
  if (type === 'insert' && count === 2) return { type, row: a, position: b };
  if (type === 'shift' && count === 2) return { type, card: a, toRow: b };
  if ((type === 'replace' || type === 'negativePositive') && count === 1) return { type, card: a };
  if (type === 'stop' && count === 1) return { type, row: a };
  return null;
}

/** One part as a few characters: p3t (row 3, takes), p2ls (left, stack), c5 (a count), k55, r2, f44, sr (the special card Replace), jr68 (Replace with 68). */
function partToken(v: PartValue): string {
  switch (v.kind) {
    case 'place':
      return `p${v.pick.row}${v.pick.side === 'left' ? 'l' : ''}${v.pick.stack ? 's' : ''}${v.pick.take ? 't' : ''}${v.pick.position === undefined ? '' : `@${v.pick.position}`}`;
    case 'count':
      return `c${v.value}`;
    case 'card':
      return `k${v.card}`;
    case 'row':
      return `r${v.row}`;
    case 'first':
      return `f${v.card}`;
    case 'special-type':
      return `s${SPECIAL_LETTER[v.type]}`;
    case 'special-play':
      return specialToken(v.special);
  }
}

function tokenPart(token: string): PartValue | null {
  const place = /^p([1-6])(l?)(s?)(t?)(?:@([1-9]))?$/.exec(token);
  if (place) {
    const [, row, left, stack, take, position] = place;
    return { kind: 'place', pick: { row: Number(row), side: left ? 'left' : 'right', stack: stack === 's', take: take === 't', ...(position ? { position: Number(position) } : {}) } };
  }
  const type = /^s([a-z])$/.exec(token);
  if (type) {
    const named = LETTER_SPECIAL.get(type[1]!);
    return named ? { kind: 'special-type', type: named } : null;
  }
  const play = /^j([a-z])(?:(\d{1,3})(?:\.(\d{1,3}))?)?$/.exec(token);
  if (play) {
    const special = tokenSpecial(play[1]!, play.slice(2).filter((n) => n !== undefined).map(Number));
    return special ? { kind: 'special-play', special } : null;
  }
  const simple = /^([ckrf])(\d{1,3})$/.exec(token);
  if (!simple) return null;
  const n = Number(simple[2]);
  if (simple[1] === 'c') return { kind: 'count', value: n };
  if (simple[1] === 'k') return { kind: 'card', card: n };
  if (simple[1] === 'r') return { kind: 'row', row: n };
  return { kind: 'first', card: n };
}

const toBase64Url = (text: string) => {
  let bin = '';
  for (const b of new TextEncoder().encode(text)) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
function fromBase64Url(text: string): string | null {
  try {
    const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** One puzzle's answer as short text, its parts' tokens: p3t,c5 ('' when skipped). */
export const answerText = (parts: readonly PartValue[]): string => parts.map(partToken).join(',');

/** answerText back to the parts; null when a token is none. */
export function readAnswer(text: string): PartValue[] | null {
  const values = text === '' ? [] : text.split(',').map(tokenPart);
  return values.some((v) => v === null) ? null : (values as PartValue[]);
}

/** The result code of a student's answers to a set: tag.payload.check. */
export function encodeResult(set: ClassSet, name: string, answers: Answers): string {
  const payload = toBase64Url(`${name.trim().slice(0, MAX_NAME)}|${answers.map(answerText).join('/')}`);
  return `${setTag(set)}.${payload}.${base36(hash(`${canonical(set)}|${payload}`), 6)}`;
}

export interface Result {
  readonly name: string;
  readonly answers: Answers;
  readonly code: string;
}

/**
 * A pasted code back to a student's answers, checked against the set. The tag and the check are
 * base 36 in small letters, so a phone's capital first letter (or a code in capitals) is mended
 * there; the payload is base64, where case carries meaning, so a payload in other case fails its check.
 */
export function decodeResult(set: ClassSet, code: string): { ok: true; value: Result } | { ok: false; error: CodeError } {
  const parts = /^([0-9a-z]{4})\.([A-Za-z0-9_-]{2,2000})\.([0-9a-z]{6})$/i.exec(code.trim());
  if (!parts) return { ok: false, error: 'format' };
  const [, typedTag, payload, typedCheck] = parts as unknown as [string, string, string, string];
  const tag = typedTag.toLowerCase();
  const check = typedCheck.toLowerCase();
  if (tag !== setTag(set)) return { ok: false, error: 'other-set' };
  // Capitals in the tag or check, or a payload all in one case (base64 of a name and answers has both): its case was changed.
  const recased = tag + check !== typedTag + typedCheck || payload === payload.toUpperCase() || payload === payload.toLowerCase();
  if (check !== base36(hash(`${canonical(set)}|${payload}`), 6)) return { ok: false, error: recased ? 'case' : 'check' };
  const text = fromBase64Url(payload);
  const bar = text?.lastIndexOf('|') ?? -1;
  if (text === null || bar < 1) return { ok: false, error: 'check' };
  const groups = text.slice(bar + 1).split('/');
  if (groups.length !== set.ids.length) return { ok: false, error: 'check' };
  const answers = groups.map(readAnswer);
  if (answers.some((a) => a === null)) return { ok: false, error: 'check' };
  return { ok: true, value: { name: text.slice(0, bar), answers: answers as PartValue[][], code: `${tag}.${payload}.${check}` } };
}

/** Every line of a pasted block: the results, and the lines refused with why (line numbers from 1). */
export function readCodes(set: ClassSet, text: string): { results: Result[]; refused: { line: number; error: CodeError }[] } {
  const results: Result[] = [];
  const refused: { line: number; error: CodeError }[] = [];
  const seen = new Set<string>();
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    const r = decodeResult(set, line);
    // The same code twice, even when one copy has a capital first letter.
    const code = r.ok ? r.value.code : line;
    if (seen.has(code)) return refused.push({ line: i + 1, error: 'twice' });
    seen.add(code);
    if (r.ok) results.push(r.value);
    else refused.push({ line: i + 1, error: r.error });
  });
  return { results, refused };
}
