// The reader's progress, kept in one localStorage key as versioned JSON. Everything read back
// (from storage or from an imported file) is validated field by field: foreign or corrupt data
// is never trusted, and a refused import leaves the stored progress as it was.
import { PUZZLE_RD, START, update, type Rating } from './glicko.ts';

export const STORAGE_KEY = 'bullheads.trainer';
export const APP = 'bullheads-trainer';
export const VERSION = 1;
/** The review list keeps the latest mistakes only. */
export const MAX_MISTAKES = 50;
/** Puzzles already counted for the rating, latest first (an old id falls off; counting it again is a small harm). */
export const MAX_RATED = 1000;

export interface Tally {
  /** Right answers (with or without a hint). */
  readonly solved: number;
  /** Right at the first try and without a hint. */
  readonly clean: number;
  readonly missed: number;
}

export interface Progress {
  readonly app: typeof APP;
  readonly version: typeof VERSION;
  readonly byVariant: Readonly<Record<string, Tally>>;
  readonly byTheme: Readonly<Record<string, Tally>>;
  readonly bestStreak: number;
  readonly rating: Rating;
  /** Puzzle ids missed and not yet solved cleanly since, latest first. */
  readonly mistakes: readonly string[];
  /** Puzzle ids whose first attempt was counted (tallies and rating), latest first: no puzzle counts twice. */
  readonly rated: readonly string[];
}

/** How a puzzle went, counted once per puzzle shown (retries are practice). */
export type Outcome = 'clean' | 'hinted' | 'missed';

export interface PuzzleFacts {
  readonly id: string;
  readonly variant: string;
  readonly themes: readonly string[];
  readonly rating: number;
}

export function emptyProgress(): Progress {
  return { app: APP, version: VERSION, byVariant: {}, byTheme: {}, bestStreak: 0, rating: START, mistakes: [], rated: [] };
}

/** Why stored or imported data was not taken. */
export type Refusal = 'corrupt' | 'foreign' | 'newer';
export type Parsed = { ok: true; progress: Progress } | { ok: false; reason: Refusal };

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const count = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < 1e9;
const finite = (x: unknown, lo: number, hi: number): x is number => typeof x === 'number' && Number.isFinite(x) && x >= lo && x <= hi;
const ID = /^[a-z0-9-]{1,60}$/;
/** A variant or theme the format keeps: an id, and never a built-in property name such as "constructor". */
const storable = (key: string) => ID.test(key) && !(key in Object.prototype);

function tallies(x: unknown): Record<string, Tally> | null {
  if (x === undefined) return {}; // a field added later than the data: start it empty
  if (!isRecord(x)) return null;
  const out: Record<string, Tally> = {};
  for (const [key, t] of Object.entries(x)) {
    if (!storable(key) || !isRecord(t) || !count(t.solved) || !count(t.missed)) return null;
    const clean = t.clean === undefined ? 0 : t.clean;
    if (!count(clean) || clean > t.solved) return null;
    out[key] = { solved: t.solved, clean, missed: t.missed };
  }
  return out;
}

/** A list of puzzle ids, each once; missing (older data) is empty. */
function ids(x: unknown): string[] | null {
  if (x === undefined) return [];
  if (!Array.isArray(x) || !x.every((m) => typeof m === 'string' && ID.test(m))) return null;
  return [...new Set(x as string[])];
}

function rating(x: unknown): Rating | null {
  if (x === undefined) return START;
  if (!isRecord(x) || !finite(x.r, 0, 4000) || !finite(x.rd, 0, 500) || !finite(x.vol, 0, 1)) return null;
  return { r: x.r, rd: x.rd, vol: x.vol };
}

/**
 * Our data or a refusal. Data of this version with fields missing (written before a field
 * existed) is completed with defaults; a later version is refused rather than misread.
 */
export function parseProgress(x: unknown): Parsed {
  if (!isRecord(x) || x.app !== APP) return { ok: false, reason: 'foreign' };
  if (!count(x.version) || x.version < 1) return { ok: false, reason: 'corrupt' };
  if (x.version > VERSION) return { ok: false, reason: 'newer' };
  const byVariant = tallies(x.byVariant);
  const byTheme = tallies(x.byTheme);
  const r = rating(x.rating);
  const best = x.bestStreak === undefined ? 0 : x.bestStreak;
  const mistakes = ids(x.mistakes);
  const rated = ids(x.rated);
  if (!byVariant || !byTheme || !r || !count(best) || !mistakes || !rated) return { ok: false, reason: 'corrupt' };
  return { ok: true, progress: { app: APP, version: VERSION, byVariant, byTheme, bestStreak: best, rating: r, mistakes: mistakes.slice(0, MAX_MISTAKES), rated: rated.slice(0, MAX_RATED) } };
}

/** Text (a stored value or a file) to progress. */
export function parseProgressText(text: string): Parsed {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'corrupt' };
  }
  return parseProgress(json);
}

export const serialize = (p: Progress): string => JSON.stringify(p);

/** The file offered for download: the same JSON, indented for people who open it. */
export const exportText = (p: Progress): string => `${JSON.stringify(p, null, 2)}\n`;

/** A tally by its own key only (a table is a plain object: "toString" must not find Object's). */
const own = (table: Readonly<Record<string, Tally>>, key: string): Tally | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);

function bump(t: Tally | undefined, outcome: Outcome): Tally {
  const base = t ?? { solved: 0, clean: 0, missed: 0 };
  if (outcome === 'missed') return { ...base, missed: base.missed + 1 };
  return { ...base, solved: base.solved + 1, clean: base.clean + (outcome === 'clean' ? 1 : 0) };
}

const SCORE: Record<Outcome, number> = { clean: 1, hinted: 0.5, missed: 0 };

/**
 * Progress after one puzzle: tallies, rating (Glicko-2 against the puzzle) and the review list.
 * Only a puzzle's first attempt counts: one counted before (a reload, a review) changes the review list only.
 */
export function record(p: Progress, puzzle: PuzzleFacts, outcome: Outcome): Progress {
  const rest = p.mistakes.filter((id) => id !== puzzle.id);
  const mistakes = outcome === 'missed' ? [puzzle.id, ...rest].slice(0, MAX_MISTAKES) : outcome === 'clean' ? rest : p.mistakes;
  if (counted(p, puzzle.id)) return { ...p, mistakes };
  // Only what reads back: a name the format refuses would make the stored progress unreadable.
  const themes = [...new Set(puzzle.themes)].filter(storable);
  const byTheme = Object.fromEntries([...Object.entries(p.byTheme), ...themes.map((th) => [th, bump(own(p.byTheme, th), outcome)] as const)]);
  const byVariant = storable(puzzle.variant) ? { ...p.byVariant, [puzzle.variant]: bump(own(p.byVariant, puzzle.variant), outcome) } : p.byVariant;
  return {
    ...p,
    byVariant,
    byTheme,
    rating: update(p.rating, [{ r: puzzle.rating, rd: PUZZLE_RD, score: SCORE[outcome] }]),
    mistakes,
    rated: storable(puzzle.id) ? [puzzle.id, ...p.rated].slice(0, MAX_RATED) : p.rated,
  };
}

/** Has this puzzle's first attempt been counted already? */
export const counted = (p: Progress, id: string): boolean => p.rated.includes(id);

export const withStreak = (p: Progress, streak: number): Progress => (streak > p.bestStreak ? { ...p, bestStreak: streak } : p);

/** The part of Storage we use (a fake in tests; localStorage may also throw when disabled). */
export type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** Stored data the trainer cannot use is set aside under this key (then .2, .3, …), never dropped. */
export const BACKUP_KEY = `${STORAGE_KEY}.backup`;
const MAX_BACKUPS = 5;

/** What a load found: the progress to use and, if the stored data could not be used, why and where it was put. */
export interface Loaded {
  readonly progress: Progress;
  readonly notice: Refusal | null;
  /** The key now holding the stored data that could not be used; null when nothing was set aside. */
  readonly backup: string | null;
}

/** The stored text; null when there is none, undefined when the browser does not let us read. */
function stored(store: Store | null): string | null | undefined {
  try {
    return store ? store.getItem(STORAGE_KEY) : undefined;
  } catch {
    return undefined;
  }
}

/** Puts the text under the first free backup key (or the one already holding it); null when none is free or writing fails. */
function setAside(store: Store, text: string): string | null {
  try {
    for (let i = 1; i <= MAX_BACKUPS; i++) {
      const key = i === 1 ? BACKUP_KEY : `${BACKUP_KEY}.${i}`;
      const there = store.getItem(key);
      if (there === text) return key;
      if (there === null) {
        store.setItem(key, text);
        return store.getItem(key) === text ? key : null;
      }
    }
  } catch {
    // full or disabled storage: nothing was set aside
  }
  return null;
}

export function load(store: Store | null): Loaded {
  const text = stored(store);
  if (text === null || text === undefined || !store) return { progress: emptyProgress(), notice: null, backup: null };
  const parsed = parseProgressText(text);
  if (parsed.ok) return { progress: parsed.progress, notice: null, backup: null };
  // Data that is damaged or from a newer version of the site is kept under a backup key and the
  // trainer starts afresh; where it cannot be kept, it stays where it is and nothing is stored over it.
  const backup = setAside(store, text);
  const fresh = emptyProgress();
  if (backup) save(store, fresh);
  return { progress: fresh, notice: parsed.reason, backup };
}

/** The text set aside under a backup key (to offer it as a file), or null. */
export function backupText(store: Store | null, key: string): string | null {
  try {
    return key.startsWith(BACKUP_KEY) ? (store?.getItem(key) ?? null) : null;
  } catch {
    return null;
  }
}

/** false when the browser refused to store (full or disabled storage). */
export function save(store: Store | null, p: Progress): boolean {
  try {
    store?.setItem(STORAGE_KEY, serialize(p));
    return store !== null;
  } catch {
    return false;
  }
}

/** What a change left: the progress now, whether it was stored, and what a load on the way found. */
export interface Changed {
  readonly progress: Progress;
  readonly saved: boolean;
  readonly loaded: Loaded | null;
}

/**
 * One change (a puzzle's result, a streak) made to the progress as stored right now, not as this
 * tab last read it: another tab of the trainer may have stored results since, and they stay.
 * `mine` is this tab's progress, used when nothing readable is stored (storage off or cleared).
 */
export function change(store: Store | null, mine: Progress, f: (p: Progress) => Progress): Changed {
  const text = stored(store);
  const parsed = typeof text === 'string' ? parseProgressText(text) : null;
  if (parsed?.ok) {
    const progress = f(parsed.progress);
    return { progress, saved: save(store, progress), loaded: null };
  }
  if (!parsed) {
    const progress = f(mine);
    return { progress, saved: save(store, progress), loaded: null };
  }
  // Unreadable data appeared (a newer version of the site in another tab): set it aside first.
  const loaded = load(store);
  const progress = f(mine);
  return { progress, saved: loaded.backup !== null && save(store, progress), loaded };
}

/** The stored progress when it is readable (another tab wrote it), else null. */
export function reread(store: Store | null): Progress | null {
  const text = stored(store);
  const parsed = typeof text === 'string' ? parseProgressText(text) : null;
  return parsed?.ok ? parsed.progress : null;
}

/** An imported file: taken and stored when it is ours, else refused with the stored data untouched. */
export function importText(store: Store | null, text: string): Parsed {
  const parsed = parseProgressText(text);
  if (parsed.ok) save(store, parsed.progress);
  return parsed;
}
