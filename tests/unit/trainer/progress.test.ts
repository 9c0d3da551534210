import { describe, expect, it } from 'vitest';
import {
  BACKUP_KEY, backupText, change, emptyProgress, exportText, importText, load, parseProgress, parseProgressText, record, reread, save, STORAGE_KEY, VERSION, withStreak, type Store,
} from '../../../src/trainer/progress.ts';
import { endlessSeed, reviewable, type Entry } from '../../../src/trainer/pick.ts';

function memory(initial?: string): Store & { data: Map<string, string> } {
  const data = new Map<string, string>();
  if (initial !== undefined) data.set(STORAGE_KEY, initial);
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

const puzzle = { id: 'basic-where-0001', variant: 'basic', themes: ['low-card', 'rule2-trap'], rating: 1255 };

describe('progress store', () => {
  it('starts empty without a notice', () => {
    expect(load(memory())).toEqual({ progress: emptyProgress(), notice: null, backup: null });
  });

  it('records tallies per variant and theme, the rating and the review list', () => {
    let p = record(emptyProgress(), puzzle, 'missed');
    expect(p.byVariant.basic).toEqual({ solved: 0, clean: 0, missed: 1 });
    expect(p.byTheme['low-card']).toEqual({ solved: 0, clean: 0, missed: 1 });
    expect(p.mistakes).toEqual(['basic-where-0001']);
    expect(p.rating.r).toBeLessThan(1500);
    p = record(p, { ...puzzle, id: 'basic-where-0002' }, 'hinted');
    expect(p.byVariant.basic).toEqual({ solved: 1, clean: 0, missed: 1 });
    p = record(p, { ...puzzle, id: 'basic-where-0003' }, 'clean');
    expect(p.byVariant.basic).toEqual({ solved: 2, clean: 1, missed: 1 });
    expect(p.rated).toEqual(['basic-where-0003', 'basic-where-0002', 'basic-where-0001']);
    expect(withStreak(p, 4).bestStreak).toBe(4);
    expect(withStreak(withStreak(p, 4), 2).bestStreak).toBe(4);
  });

  it('only the first attempt at a puzzle counts: later ones change the review list only', () => {
    const missed = record(emptyProgress(), puzzle, 'missed');
    const hinted = record(missed, puzzle, 'hinted');
    expect(hinted).toEqual(missed); // a hinted solve is not clean: still to review, nothing earned
    const clean = record(hinted, puzzle, 'clean');
    expect(clean.mistakes).toEqual([]);
    expect(clean.rating).toEqual(missed.rating);
    expect(clean.byVariant).toEqual(missed.byVariant);
    const solved = record(emptyProgress(), puzzle, 'clean');
    expect(record(solved, puzzle, 'clean')).toEqual(solved); // reloading a solved puzzle earns nothing
  });

  it('survives a save and load', () => {
    const store = memory();
    const p = withStreak(record(emptyProgress(), puzzle, 'clean'), 3);
    expect(save(store, p)).toBe(true);
    expect(load(store)).toEqual({ progress: p, notice: null, backup: null });
  });

  it('sets unusable data aside under a backup key with a notice, then starts afresh', () => {
    const outOfRange = JSON.stringify({ app: 'bullheads-trainer', version: 1, byVariant: { basic: { solved: -1, missed: 0 } } });
    const newer = JSON.stringify({ app: 'bullheads-trainer', version: VERSION + 1, byVariant: { basic: { solved: 9, missed: 0 } } });
    for (const [bad, reason] of [['{not json', 'corrupt'], ['[]', 'foreign'], ['null', 'foreign'], [outOfRange, 'corrupt'], [newer, 'newer']] as const) {
      const store = memory(bad);
      const loaded = load(store);
      expect(loaded).toEqual({ progress: emptyProgress(), notice: reason, backup: BACKUP_KEY });
      expect(store.data.get(BACKUP_KEY)).toBe(bad); // kept, byte for byte
      expect(backupText(store, BACKUP_KEY)).toBe(bad);
      expect(load(store).notice).toBeNull(); // the notice shows once
    }
  });

  it('never sets data aside over an earlier backup, and leaves it in place when there is no room', () => {
    const store = memory('first');
    load(store);
    store.data.set(STORAGE_KEY, 'second');
    expect(load(store).backup).toBe(`${BACKUP_KEY}.2`);
    expect([store.data.get(BACKUP_KEY), store.data.get(`${BACKUP_KEY}.2`)]).toEqual(['first', 'second']);
    // Storage that takes no new key: the data stays where it was and nothing is stored over it.
    const full: Store & { data: Map<string, string> } = { ...memory('{"app":"bullheads-trainer","version":99}'), setItem: () => { throw new Error('full'); } };
    const loaded = load(full);
    expect(loaded.backup).toBeNull();
    expect(loaded.notice).toBe('newer');
    expect(full.data.get(STORAGE_KEY)).toBe('{"app":"bullheads-trainer","version":99}');
    expect(change(full, loaded.progress, (p) => record(p, puzzle, 'clean')).saved).toBe(false);
    expect(full.data.get(STORAGE_KEY)).toBe('{"app":"bullheads-trainer","version":99}');
  });

  it('two tabs writing in turns keep every result (each change is made to what is stored now)', () => {
    const store = memory();
    const a = load(store).progress;
    const b = load(store).progress; // both tabs read the same empty progress
    let tabA = a;
    let tabB = b;
    for (let i = 0; i < 3; i++) {
      tabA = change(store, tabA, (p) => record(p, { ...puzzle, id: `a-${i}` }, 'clean')).progress;
      tabB = change(store, tabB, (p) => record(p, { ...puzzle, id: `b-${i}`, variant: 'taktik' }, 'missed')).progress;
    }
    const now = reread(store);
    expect(now?.byVariant).toEqual({ basic: { solved: 3, clean: 3, missed: 0 }, taktik: { solved: 0, clean: 0, missed: 3 } });
    expect(now?.mistakes).toEqual(['b-2', 'b-1', 'b-0']);
    expect(tabB).toEqual(now);
  });

  it('a change keeps this tab\'s progress when storage was cleared or refuses to read', () => {
    const mine = record(emptyProgress(), puzzle, 'clean');
    const store = memory();
    expect(change(store, mine, (p) => withStreak(p, 2)).progress).toEqual(withStreak(mine, 2));
    const broken: Store = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); } };
    expect(change(broken, mine, (p) => withStreak(p, 2))).toEqual({ progress: withStreak(mine, 2), saved: false, loaded: null });
  });

  it('built-in property names are neither read as tallies nor found by a lookup', () => {
    expect(parseProgress({ app: 'bullheads-trainer', version: 1, byTheme: { constructor: { solved: 1, missed: 0 } } }).ok).toBe(false);
    const p = record(emptyProgress(), { ...puzzle, themes: ['low-card', 'toString', 'constructor', '__proto__'] }, 'clean');
    expect(Object.keys(p.byTheme)).toEqual(['low-card']); // only what reads back is recorded
    expect(Object.getPrototypeOf(p.byTheme)).toBe(Object.prototype);
    expect(parseProgressText(JSON.stringify(p))).toEqual({ ok: true, progress: p });
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

describe('review list', () => {
  const entry = (id: string): Entry => ({ id, variant: 'basic', kind: 'where', band: 'easy', rating: 1000, themes: [] });
  it('leaves out ids no longer in the set, keeps the rest in order', () => {
    const index = [entry('basic-where-0001'), entry('basic-where-0002')];
    expect(reviewable(['basic-where-0002', 'basic-where-9999', 'taktik-safe-card-s77', 'basic-where-0001', 'nope-where-s1'], index))
      .toEqual(['basic-where-0002', 'taktik-safe-card-s77', 'basic-where-0001']);
  });
  it('makes endless puzzles again only for variant keys and kinds that exist', () => {
    expect(endlessSeed('profi-which-row-s4294967295')).toEqual({ key: 'profi', kind: 'which-row', seed: 4294967295 });
    expect(endlessSeed('profi-which-row-s4294967296')).toBeNull();
    expect(endlessSeed('basic-special-s1')).toBeNull(); // special puzzles are the Anniversary's only
    expect(endlessSeed('basic-where-0001')).toBeNull();
  });
});
