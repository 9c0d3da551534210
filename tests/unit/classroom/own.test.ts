// A teacher's own puzzles from the editor: handed over in a link, kept on this device, carried in
// a set's link and bound to the set's codes; the answer always comes from the solver, never the link.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Scenario } from '../../../src/engine/scenario-types.ts';
import { lastTurnPuzzle } from '../../../src/editor/puzzle.ts';
import { validate } from '../../../src/editor/validate.ts';
import { decodeSet, encodeResult, decodeResult, encodeSet, setTag } from '../../../src/classroom/codes.ts';
import { addLink, forgetOwn, keepOwn, loadOwn, ownPuzzle, readAddFragment } from '../../../src/classroom/own.ts';
import { encodeFragment } from '../../../src/embed/codec.ts';

const scenario = JSON.parse(readFileSync('src/content/examples/basic-figures.json', 'utf8')) as Scenario;
const v = validate(scenario);
if (!v.ok) throw new Error(v.error.message);
const made = lastTurnPuzzle(scenario, v.replay, 'where')!;

/** A Storage of our own (Node has none). */
function memory(): Storage {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, val) => void map.set(k, String(val)), removeItem: (k) => void map.delete(k), clear: () => map.clear(), key: () => null, get length() { return map.size; } };
}

describe('own puzzles from the editor', () => {
  it('travel from the editor to the classroom page with the answer the editor showed', async () => {
    const link = await addLink(made);
    expect(link).toMatch(/^\.\.\/classroom\/#add\./);
    const back = await readAddFragment(link.split('#')[1]!);
    expect(back?.kind).toBe('where');
    expect(back?.answer).toEqual(made.answer);
    expect(await readAddFragment('add.v1.damaged')).toBeNull();
  });

  it('never take an answer from the link, and refuse what the solver cannot answer', () => {
    const edited = ownPuzzle('own-1', { ...made, answer: { kind: 'where', placements: [] } });
    expect(edited?.answer).toEqual(made.answer);
    expect(ownPuzzle('own-1', { scenario: { nonsense: true }, question: made.question })).toBeNull();
    expect(ownPuzzle('own-1', { scenario: made.scenario, question: { kind: 'safe-card' } })).toBeNull();
  });

  it('are kept on this device once each, numbered, and can be deleted', () => {
    const storage = memory();
    const first = keepOwn(storage, ownPuzzle('own-0', made)!);
    expect(first.kept.id).toBe('own-1');
    expect(keepOwn(storage, ownPuzzle('own-0', made)!).list).toHaveLength(1);
    expect(loadOwn(storage).map((p) => p.id)).toEqual(['own-1']);
    expect(forgetOwn(storage, 'own-1')).toEqual([]);
    storage.setItem('bullheads.classroom.own', '{not json');
    expect(loadOwn(storage)).toEqual([]);
  });

  it('ride inside the set link, bound to its codes', async () => {
    const own = ownPuzzle('own-1', made)!;
    const set = { title: 'Mine', ids: ['basic-where-0001', 'own-1'], own: [own] };
    const decoded = await decodeSet(await encodeSet(set));
    expect(decoded).toEqual({ ok: true, value: set });
    // The same ids and title with another own puzzle is another set: its codes are refused.
    const other = { ...set, own: [ownPuzzle('own-1', lastTurnPuzzle(scenario, v.replay, 'who-takes'))!] };
    expect(setTag(other)).not.toBe(setTag(set));
    expect(decodeResult(other, encodeResult(set, 'Ann', [[], []]))).toEqual({ ok: false, error: 'other-set' });
    // A set without own puzzles keeps the tag it always had.
    expect(setTag({ title: 'Mine', ids: ['basic-where-0001'] })).toBe(setTag({ title: 'Mine', ids: ['basic-where-0001'], own: [] }));
    // A damaged own puzzle spoils the link.
    const bad = await encodeFragment({ t: 'Mine', p: ['own-1'], o: [{ i: 'own-1', scenario: { rows: 'x' }, question: made.question }] });
    expect(await decodeSet(bad)).toEqual({ ok: false, error: 'set' });
  });
});
