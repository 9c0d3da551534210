import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Puzzle } from '../../../src/puzzles/types.ts';
import { dailyPuzzle } from '../../../src/puzzles/daily.ts';
import { dailyEntry, decodeIndex, isShown, encodeIndex, endlessKind, filtered, FIRST_PUZZLES, NEAR, NO_FILTERS, pickEntry, readFilters, streakEntry, themesOf, streakTarget } from '../../../src/trainer/pick.ts';

// The puzzles the trainer shows (every curated one, the Anniversary's too).
const SET = (JSON.parse(readFileSync('src/content/puzzles/puzzles.json', 'utf8')) as Puzzle[]).filter(isShown);
const index = decodeIndex(encodeIndex(SET));

describe('puzzle picking', () => {
  it('the compact index keeps every puzzle', () => {
    expect(index).toHaveLength(SET.length);
    expect(index[0]).toEqual({ id: SET[0]?.id, variant: SET[0]?.variant, kind: SET[0]?.kind, band: SET[0]?.difficulty.band, rating: SET[0]?.difficulty.rating, themes: SET[0]?.themes });
  });

  it('filters combine; a filter nothing matches gives none', () => {
    const some = filtered(index, { variant: 'profi', kind: 'where', band: 'hard', themes: ['left-end'] });
    expect(some.length).toBeGreaterThan(0);
    expect(some.every((e) => e.variant === 'profi' && e.kind === 'where' && e.band === 'hard' && e.themes.includes('left-end'))).toBe(true);
    expect(filtered(index, { ...NO_FILTERS, variant: 'basic', kind: 'safe-card' })).toEqual([]);
  });

  it('the next puzzle is near the reader\'s rating, and not one already done while others remain', () => {
    const f = { ...NO_FILTERS, variant: 'basic' as const };
    const pool = filtered(index, f);
    for (const rating of [900, 1500, 2000]) {
      const picks = [0, 0.5, 0.99].map((r) => pickEntry(index, f, () => r, undefined, { rating, done: [] }));
      const closest = [...pool].sort((a, b) => Math.abs(a.rating - rating) - Math.abs(b.rating - rating));
      const bound = Math.abs((closest[NEAR - 1]?.rating ?? 0) - rating);
      for (const e of picks) expect(Math.abs((e?.rating ?? Infinity) - rating)).toBeLessThanOrEqual(bound);
    }
    const first = pickEntry(index, f, () => 0, undefined, { rating: 1500, done: [] });
    expect(pickEntry(index, f, () => 0, undefined, { rating: 1500, done: [first?.id ?? ''] })?.id).not.toBe(first?.id);
  });

  it("a new reader's first puzzles are of the basic game, unless they chose a variant; then any variant", () => {
    const draws = (done: string[], f = NO_FILTERS) => [0, 0.3, 0.6, 0.99].map((r) => pickEntry(index, f, () => r, undefined, { rating: 1500, done })?.variant);
    expect(new Set(draws([]))).toEqual(new Set(['basic']));
    expect(new Set(draws([], { ...NO_FILTERS, variant: 'jubilaeum' }))).toEqual(new Set(['jubilaeum']));
    const practised = index.filter((e) => e.variant === 'basic').slice(0, FIRST_PUZZLES).map((e) => e.id);
    const later = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9].map((r) => pickEntry(index, NO_FILTERS, () => r, undefined, { rating: 1500, done: practised })?.variant);
    expect(later.some((v) => v !== 'basic')).toBe(true);
  });

  it('theme choices are the themes of the chosen variant only', () => {
    expect(themesOf(index, 'basic')).not.toContain('left-end');
    expect(themesOf(index, 'profi')).toContain('left-end');
    expect(themesOf(index).length).toBeGreaterThan(themesOf(index, 'basic').length);
  });

  it('the daily entry is the daily puzzle of the shown set', () => {
    for (const date of ['2026-11-25', '2027-01-01']) expect(dailyEntry(index, date)?.id).toBe(dailyPuzzle(date, SET)?.id);
  });

  it('streak entries climb in rating and do not repeat', () => {
    const seen: string[] = [];
    const ratings: number[] = [];
    for (let n = 0; n < 8; n++) {
      const e = streakEntry(index, NO_FILTERS, n, seen, () => 0);
      if (!e) throw new Error('none');
      seen.push(e.id);
      ratings.push(e.rating);
    }
    expect(new Set(seen).size).toBe(8);
    expect(ratings[7]).toBeGreaterThan(ratings[0] as number);
    expect(streakTarget(3)).toBeGreaterThan(streakTarget(2));
  });

  it('endless mode keeps to the filters and the kinds a variant allows', () => {
    expect(endlessKind({ ...NO_FILTERS, variant: 'basic', kind: 'safe-card' }, () => 0)).toBeNull();
    expect(endlessKind({ ...NO_FILTERS, variant: 'offen', kind: 'safe-card' }, () => 0.5)).toEqual({ key: 'offen', kind: 'safe-card' });
  });

  it('the Anniversary is shown: its three kinds are in the index and in endless mode', () => {
    const all = JSON.parse(readFileSync('src/content/puzzles/puzzles.json', 'utf8')) as Puzzle[];
    expect(SET).toHaveLength(all.length);
    for (const kind of ['where', 'who-takes', 'special'] as const) {
      expect(filtered(index, { ...NO_FILTERS, variant: 'jubilaeum', kind }).length, kind).toBe(25);
    }
    expect(filtered(index, { ...NO_FILTERS, kind: 'special' }).every((e) => e.variant === 'jubilaeum')).toBe(true);
    expect(endlessKind({ ...NO_FILTERS, kind: 'special' }, () => 0.5)).toEqual({ key: 'jubilaeum', kind: 'special' });
    expect(endlessKind({ ...NO_FILTERS, variant: 'jubilaeum', kind: 'safe-card' }, () => 0)).toBeNull();
  });
});

describe('filters kept from an earlier visit', () => {
  it('come back as they were', () => {
    const kept = { variant: 'doppel', kind: 'who-takes', band: 'hard', themes: ['stack'] };
    expect(readFilters(JSON.parse(JSON.stringify(kept)), index)).toEqual(kept);
  });
  it('drop what the set does not know to "any", keeping the rest', () => {
    expect(readFilters({ variant: 'chess', kind: 'who-takes', band: 7, themes: ['stack', 'no-such-theme', 3] }, index)).toEqual({ variant: '', kind: 'who-takes', band: '', themes: ['stack'] });
    for (const damaged of [null, 'doppel', 42, [], { themes: 'stack' }]) expect(readFilters(damaged, index)).toEqual(NO_FILTERS);
  });
});
