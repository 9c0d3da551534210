import { describe, expect, it } from 'vitest';
import {
  emptyProgress, exportText, importText, load, parseProgress, parseProgressText, record, save, STORAGE_KEY, VERSION, withStreak, type Store,
} from '../../../src/trainer/progress.ts';

function memory(initial?: string): Store & { data: Map<string, string> } {
  const data = new Map<string, string>();
  if (initial !== undefined) data.set(STORAGE_KEY, initial);
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

const puzzle = { id: 'basic-where-0001', variant: 'basic', themes: ['low-card', 'rule2-trap'], rating: 1255 };

describe('progress store', () => {
  it('starts empty without a notice', () => {
    expect(load(memory())).toEqual({ progress: emptyProgress(), notice: null });
  });

  it('records tallies per variant and theme, the rating and the review list', () => {
    let p = record(emptyProgress(), puzzle, 'missed');
    expect(p.byVariant.basic).toEqual({ solved: 0, clean: 0, missed: 1 });
    expect(p.byTheme['low-card']).toEqual({ solved: 0, clean: 0, missed: 1 });
    expect(p.mistakes).toEqual(['basic-where-0001']);
    expect(p.rating.r).toBeLessThan(1500);
    p = record(p, puzzle, 'hinted');
    expect(p.byVariant.basic).toEqual({ solved: 1, clean: 0, missed: 1 });
    expect(p.mistakes).toEqual(['basic-where-0001']); // a hinted solve is not clean: still to review
    p = record(p, puzzle, 'clean');
    expect(p.byVariant.basic).toEqual({ solved: 2, clean: 1, missed: 1 });
    expect(p.mistakes).toEqual([]);
    expect(withStreak(p, 4).bestStreak).toBe(4);
    expect(withStreak(withStreak(p, 4), 2).bestStreak).toBe(4);
  });

  it('survives a save and load', () => {
    const store = memory();
    const p = withStreak(record(emptyProgress(), puzzle, 'clean'), 3);
    expect(save(store, p)).toBe(true);
    expect(load(store)).toEqual({ progress: p, notice: null });
  });

  it('resets corrupt data with a notice and stores the fresh state', () => {
    for (const bad of ['{not json', '[]', 'null', JSON.stringify({ app: 'bullheads-trainer', version: 1, byVariant: { basic: { solved: -1, missed: 0 } } })]) {
      const store = memory(bad);
      const loaded = load(store);
      expect(loaded.progress).toEqual(emptyProgress());
      expect(loaded.notice).not.toBeNull();
      expect(load(store).notice).toBeNull(); // the notice shows once
    }
  });

  it('tells foreign, corrupt and newer data apart', () => {
    expect(parseProgressText('{"hello":1}')).toEqual({ ok: false, reason: 'foreign' });
    expect(parseProgressText('{"app":"bullheads-trainer","version":"x"}')).toEqual({ ok: false, reason: 'corrupt' });
    expect(parseProgressText(`{"app":"bullheads-trainer","version":${VERSION + 1}}`)).toEqual({ ok: false, reason: 'newer' });
  });

  it('completes data written before a field existed (migration within the version)', () => {
    const parsed = parseProgress({ app: 'bullheads-trainer', version: 1, byVariant: { basic: { solved: 2, missed: 1 } } });
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(parsed.progress.byVariant.basic).toEqual({ solved: 2, clean: 0, missed: 1 });
      expect(parsed.progress.mistakes).toEqual([]);
      expect(parsed.progress.rating.r).toBe(1500);
    }
  });

  it('export and import round-trip', () => {
    const p = withStreak(record(record(emptyProgress(), puzzle, 'missed'), { ...puzzle, id: 'taktik-safe-card-0003', variant: 'taktik' }, 'clean'), 2);
    const store = memory();
    const result = importText(store, exportText(p));
    expect(result).toEqual({ ok: true, progress: p });
    expect(load(store).progress).toEqual(p);
  });

  it('a refused import leaves the stored progress alone', () => {
    const p = record(emptyProgress(), puzzle, 'clean');
    const store = memory();
    save(store, p);
    const before = store.data.get(STORAGE_KEY);
    expect(importText(store, '{"some":"other app"}').ok).toBe(false);
    expect(importText(store, 'garbage').ok).toBe(false);
    expect(store.data.get(STORAGE_KEY)).toBe(before);
  });

  it('copes with storage that throws', () => {
    const broken: Store = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); } };
    expect(load(broken).progress).toEqual(emptyProgress());
    expect(save(broken, emptyProgress())).toBe(false);
  });
});
