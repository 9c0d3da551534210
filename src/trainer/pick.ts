// Choosing the next puzzle: filters over a compact index of the curated set, the daily pick,
// Streak mode's climb and Endless mode's fresh seeds. The index travels to the island as one
// string (a line per puzzle), far smaller than the set itself.
import { dailyIndex } from '../puzzles/day.ts';
import { kindsFor } from '../puzzles/keys.ts';
import { ALL_PUZZLE_KINDS, ALL_VARIANT_KEYS, type Band, type Puzzle, type PuzzleKind, type VariantKey } from '../puzzles/types.ts';

/** The trainer shows every variant key (the Anniversary too) with the kinds the key allows. */
export const SHOWN_KEYS: readonly VariantKey[] = ALL_VARIANT_KEYS;
export const SHOWN_KINDS: readonly PuzzleKind[] = ALL_PUZZLE_KINDS;
export type ShownKey = VariantKey;
export type ShownKind = PuzzleKind;
export type ShownPuzzle = Puzzle;

/** A puzzle of a known key and of a kind that key allows (anything else in a fetched set is skipped). */
export function isShown(p: Puzzle): p is ShownPuzzle {
  return SHOWN_KEYS.includes(p.variant) && kindsFor(p.variant).includes(p.kind);
}

export interface Entry {
  readonly id: string;
  readonly variant: ShownKey;
  readonly kind: ShownKind;
  readonly band: Band;
  readonly rating: number;
  readonly themes: readonly string[];
}

export interface Filters {
  /** '' means any. */
  readonly variant: ShownKey | '';
  readonly kind: ShownKind | '';
  readonly band: Band | '';
  /** A puzzle must have every theme listed. */
  readonly themes: readonly string[];
}

export const NO_FILTERS: Filters = { variant: '', kind: '', band: '', themes: [] };

const BANDS: readonly Band[] = ['easy', 'medium', 'hard'];
/**
 * Filters kept from an earlier visit, read back: a value the set does not know (a damaged store, an older site's
 * variant or theme) is dropped to "any", never refused, so a reader's choice survives as far as it still makes sense.
 */
export function readFilters(json: unknown, index: readonly Entry[]): Filters {
  if (typeof json !== 'object' || json === null) return NO_FILTERS;
  const o = json as Record<string, unknown>;
  const known = new Set(index.flatMap((e) => e.themes));
  return {
    variant: SHOWN_KEYS.find((k) => k === o.variant) ?? '',
    kind: SHOWN_KINDS.find((k) => k === o.kind) ?? '',
    band: BANDS.find((b) => b === o.band) ?? '',
    themes: Array.isArray(o.themes) ? o.themes.filter((th): th is string => typeof th === 'string' && known.has(th)) : [],
  };
}

type Indexable = Pick<Puzzle, 'id' | 'variant' | 'kind' | 'difficulty' | 'themes'>;

/** "id variant kind band rating theme,theme" a line. */
export function encodeIndex(puzzles: readonly Indexable[]): string {
  return puzzles.map((p) => [p.id, p.variant, p.kind, p.difficulty.band, p.difficulty.rating, p.themes.join(',')].join(' ')).join('\n');
}


/** The index back as entries; lines that do not parse are skipped. */
export function decodeIndex(text: string): Entry[] {
  const out: Entry[] = [];
  for (const line of text.split('\n')) {
    const [id, variant, kind, band, rating, themes = ''] = line.split(' ');
    if (!id || !(SHOWN_KEYS as readonly string[]).includes(variant ?? '') || !(SHOWN_KINDS as readonly string[]).includes(kind ?? '')) continue;
    if (!BANDS.some((b) => b === band) || !Number.isFinite(Number(rating))) continue;
    out.push({ id, variant: variant as ShownKey, kind: kind as ShownKind, band: band as Band, rating: Number(rating), themes: themes ? themes.split(',') : [] });
  }
  return out;
}

export function matches(e: Entry, f: Filters): boolean {
  return (!f.variant || e.variant === f.variant) && (!f.kind || e.kind === f.kind) && (!f.band || e.band === f.band) && f.themes.every((t) => e.themes.includes(t));
}

export const filtered = (index: readonly Entry[], f: Filters): Entry[] => index.filter((e) => matches(e, f));

/** Themes present in the entries (for the theme choices), of one variant key when given. */
export function themesOf(index: readonly Entry[], variant: ShownKey | '' = ''): string[] {
  return [...new Set(index.filter((e) => !variant || e.variant === variant).flatMap((e) => e.themes))].sort();
}

/** How many of the matches closest to the reader's rating the next puzzle is drawn from. */
export const NEAR = 12;
/** A reader's first puzzles, unless they choose a variant, are of the basic game. */
export const FIRST_PUZZLES = 5;

/**
 * The next puzzle among the matches, avoiding `skip` (the one just shown) when there is another.
 * With `near`, one of the few closest to the reader's rating, puzzles already done left out while others remain.
 */
export function pickEntry(index: readonly Entry[], f: Filters, random: () => number, skip?: string, near?: { rating: number; done: readonly string[] }): Entry | null {
  let all = filtered(index, f);
  // Someone new learns the basic game first (the first key): no Anniversary or Profi puzzle before they have chosen one.
  const learning = near && near.done.length < FIRST_PUZZLES && !f.variant ? all.filter((e) => e.variant === SHOWN_KEYS[0]) : [];
  if (learning.length) all = learning;
  let pool = all.length > 1 ? all.filter((e) => e.id !== skip) : all;
  if (near) {
    const fresh = pool.filter((e) => !near.done.includes(e.id));
    pool = (fresh.length ? fresh : pool).sort((a, b) => Math.abs(a.rating - near.rating) - Math.abs(b.rating - near.rating)).slice(0, NEAR);
  }
  return pool[Math.floor(random() * pool.length)] ?? null;
}

/** Today's date where the reader is, as YYYY-MM-DD. */
export function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The daily puzzle: the same index entry for everyone on a date. */
export function dailyEntry(index: readonly Entry[], date: string): Entry | null {
  return index.length ? (index[dailyIndex(date, index.length)] ?? null) : null;
}

/** Streak mode's target rating after `streak` right answers: it climbs with each one. */
export const streakTarget = (streak: number): number => 950 + 90 * streak;

/**
 * Streak mode: among the matches not yet seen in this streak, one of the few closest to the
 * target rating (so the streak grows harder, yet is not the same list every time).
 */
export function streakEntry(index: readonly Entry[], f: Filters, streak: number, seen: readonly string[], random: () => number): Entry | null {
  const pool = filtered(index, { ...f, band: '' }).filter((e) => !seen.includes(e.id));
  const target = streakTarget(streak);
  const near = pool.sort((a, b) => Math.abs(a.rating - target) - Math.abs(b.rating - target)).slice(0, 5);
  return near[Math.floor(random() * near.length)] ?? null;
}

/** Endless mode: a variant key and kind for a fresh seed, from the filters or at random. */
export function endlessKind(f: Filters, random: () => number): { key: ShownKey; kind: ShownKind } | null {
  const keys = f.variant ? [f.variant] : [...SHOWN_KEYS];
  const pairs = keys.flatMap((key) => shownKinds(key).filter((kind) => !f.kind || kind === f.kind).map((kind) => ({ key, kind })));
  return pairs[Math.floor(random() * pairs.length)] ?? null;
}

/** The kinds of a key the trainer shows. */
export const shownKinds = (key: ShownKey): ShownKind[] => [...kindsFor(key)];

/** A 32-bit seed from a random source. */
export const randomSeed = (random: () => number): number => Math.floor(random() * 0x100000000) >>> 0;

/** Endless mode's puzzles have ids like basic-where-s123 and are made again from their seed. */
const ENDLESS_ID = /^([a-z0-9-]+)-(where|who-takes|safe-card|which-row|special)-s(\d{1,10})$/;

/** What an endless puzzle is made again from; null for any other id (a curated one, or one no longer made). */
export function endlessSeed(id: string): { key: ShownKey; kind: ShownKind; seed: number } | null {
  const [, key = '', kind = '', seed = ''] = ENDLESS_ID.exec(id) ?? [];
  const shownKey = SHOWN_KEYS.find((k) => k === key);
  const shownKind = shownKey && shownKinds(shownKey).find((k) => k === kind);
  return shownKey && shownKind && Number(seed) <= 0xffffffff ? { key: shownKey, kind: shownKind, seed: Number(seed) } : null;
}

/**
 * The mistakes Review mode can show, in their order: curated puzzles still in the set and endless
 * ones it can make again. An id from an older set (renamed or retired) is left out, not the list.
 */
export function reviewable(mistakes: readonly string[], index: readonly Entry[]): string[] {
  const ids = new Set(index.map((e) => e.id));
  return mistakes.filter((id) => ids.has(id) || endlessSeed(id) !== null);
}
