// Fuzz (fast-check): arbitrary JSON, with keys and names that are built-in property names
// (__proto__, constructor, toString, …) as real own keys, fed to the three readers of outside
// data in the browser: the embed's fragment decoder and loader, the editor's import and the
// trainer's stored progress. Each gives a value or a clean error, and keeps working after.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { decodeFragment, encodeFragment } from '../../src/embed/codec.ts';
import { loadEmbed } from '../../src/embed/load.ts';
import { editorMachine } from '../../src/machines/editor.ts';
import { BACKUP_KEY, change, load, parseProgress, parseProgressText, record, serialize, STORAGE_KEY, type Store } from '../../src/trainer/progress.ts';

const PROTO = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__defineGetter__'];
const FIELDS = ['variant', 'players', 'rows', 'turns', 'plays', 'hands', 'options', 'app', 'version', 'byVariant', 'byTheme', 'mistakes', 'rating', 'solved', 'missed'];

/** An object written as text, so that "__proto__" becomes an own key when parsed (as it does from a file or a link). */
class Obj {
  readonly entries: [string, unknown][];
  constructor(entries: [string, unknown][]) {
    this.entries = entries;
  }
}
const key = fc.oneof(fc.constantFrom(...PROTO, ...FIELDS), fc.string({ maxLength: 6 }));
const { value: tree } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(fc.jsonValue({ maxDepth: 0 }), fc.constantFrom(...PROTO), fc.integer({ min: -2, max: 110 })),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.array(fc.tuple(key, tie('value')), { maxLength: 5 }).map((entries) => new Obj(entries)),
  ),
}));
function text(v: unknown): string {
  if (v instanceof Obj) return `{${v.entries.map(([k, x]) => `${JSON.stringify(k)}:${text(x)}`).join(',')}}`;
  if (Array.isArray(v)) return `[${v.map(text).join(',')}]`;
  return JSON.stringify(v) ?? 'null';
}

/** Scenario-shaped JSON whose player names are built-in property names (the engine's per-player tables). */
const name = fc.constantFrom(...PROTO, 'Anna', 'Ben');
const scenarioText = fc.tuple(
  fc.constantFrom('basic', 'taktik', 'profi', 'doppel', 'jubilaeum', 'constructor', '__proto__'),
  fc.uniqueArray(name, { minLength: 1, maxLength: 4 }),
  fc.array(fc.integer({ min: 1, max: 110 }), { minLength: 4, maxLength: 4 }),
).map(([variant, players, cards]) => {
  const plays = players.map((p, i) => `${JSON.stringify(p)}:${cards[i] ?? 60 + i}`).join(',');
  return `{"variant":${JSON.stringify(variant)},"players":${JSON.stringify(players)},"rows":[[12],[37],[43],[58]],"turns":[{"plays":{${plays}}}]}`;
});
const anyText = fc.oneof(tree.map(text), scenarioText);

function memory(initial: string): Store & { data: Map<string, string> } {
  const data = new Map([[STORAGE_KEY, initial]]);
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('arbitrary JSON with built-in property names', () => {
  it('the embed decodes it and loads it into a board, a puzzle or an error value', async () => {
    await fc.assert(
      fc.asyncProperty(anyText, async (json) => {
        const fragment = await encodeFragment(JSON.parse(json));
        const decoded = await decodeFragment(fragment);
        expect(decoded.ok).toBe(true);
        const loaded = await loadEmbed('', `#${fragment}`, async () => ({ ok: false, reason: 'missing' }));
        expect(typeof loaded.ok).toBe('boolean');
        if (!loaded.ok) expect(['codec', 'scenario', 'no-steps']).toContain(loaded.error.kind);
      }),
      { numRuns: 150 },
    );
  });

  it('the editor imports it or says why not, and takes the next edit', () => {
    fc.assert(
      fc.property(anyText, (json) => {
        const actor = createActor(editorMachine, { input: {} }).start();
        actor.send({ type: 'LOAD_TEXT', text: json });
        expect(actor.getSnapshot().status).toBe('active');
        const { notice, validation } = actor.getSnapshot().context;
        expect(notice !== null || typeof validation.ok === 'boolean').toBe(true);
        // Still editing: a later change is taken (the freeze of issue 14 ignored every later edit).
        actor.send({ type: 'LOAD_TEXT', text: '{"variant":"basic","players":["Anna","Ben"],"rows":[[12],[37],[43],[58]],"turns":[]}' });
        expect(actor.getSnapshot().status).toBe('active');
        expect(actor.getSnapshot().context.scenario.players).toEqual(['Anna', 'Ben']);
        actor.stop();
      }),
      { numRuns: 150 },
    );
  });

  it('stored progress is read, or refused and kept aside byte for byte; what is read records and stores again', () => {
    const puzzle = { id: 'basic-where-0001', variant: 'basic', themes: ['low-card', ...PROTO], rating: 1300 };
    fc.assert(
      fc.property(fc.oneof(anyText, tree.map((v) => text(new Obj([['app', 'bullheads-trainer'], ['version', 1], ['x', v]])))), (json) => {
        const parsed = parseProgress(JSON.parse(json));
        expect(parsed).toEqual(parseProgressText(json));
        const store = memory(json);
        const loaded = load(store);
        if (parsed.ok) {
          expect(loaded.progress).toEqual(parsed.progress);
          expect(parseProgressText(serialize(parsed.progress))).toEqual(parsed);
        } else {
          expect(['corrupt', 'foreign', 'newer']).toContain(parsed.reason);
          expect(store.data.get(BACKUP_KEY)).toBe(json);
        }
        const after = change(store, loaded.progress, (p) => record(p, puzzle, 'missed')).progress;
        expect(Object.values(after.byTheme).every((t) => Number.isInteger(t.missed) && t.missed >= 1)).toBe(true);
        expect(parseProgressText(store.data.get(STORAGE_KEY) ?? '').ok).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
