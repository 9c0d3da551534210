// Fuzz (fast-check): random and mutated fragments and parameter sets all end in a board the
// example board can step through, a puzzle the view can show, or an error value; never an
// exception. This is the path the embed island takes (loadEmbed), with the site's data files
// served from src/content and damaged copies of them.
import { readdirSync, readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import { runScenario } from '../../../src/engine/replay.ts';
import { describe, expect, it } from 'vitest';
import { encodeFragment } from '../../../src/embed/codec.ts';
import { answeredScenario, checkScenario, loadEmbed, type DataIndex, type FetchJson, type Loaded } from '../../../src/embed/load.ts';
import { parseScenario } from '../../../src/engine/replay.ts';
import { boardSteps } from '../../../src/machines/board-model.ts';
import { runBoard } from '../../../src/machines/board-run.ts';

const EXAMPLES = new URL('../../../src/content/examples/', import.meta.url);
const examples = Object.fromEntries(
  readdirSync(EXAMPLES).filter((f) => f.endsWith('.json')).map((f) => [f.slice(0, -5), JSON.parse(readFileSync(new URL(f, EXAMPLES), 'utf8')) as unknown]),
);
const curated = JSON.parse(readFileSync(new URL('../../../src/content/puzzles/puzzles.json', import.meta.url), 'utf8')) as { id: string; variant: string; kind: string; seed: number }[];
const sample = curated.filter((_, i) => i % 23 === 0);
const byPath = new Map<string, unknown>([
  ...Object.entries(examples).map(([id, s]) => [`/embed-data/examples/${id}.json`, s] as const),
]);
for (const p of sample) byPath.set(`/puzzles/${p.variant}.json`, [...((byPath.get(`/puzzles/${p.variant}.json`) as unknown[]) ?? []), p]);
for (const p of sample) {
  const path = `/embed-data/seeds/${p.variant}-${p.kind}.json`;
  byPath.set(path, { ...(byPath.get(path) as object), [p.seed]: p.id });
}
/** The index the page hands the island (every example, the highest curated number per group). */
const counts: Record<string, number> = {};
for (const p of curated) counts[`${p.variant}-${p.kind}`] = Math.max(counts[`${p.variant}-${p.kind}`] ?? 0, Number(p.id.split('-').pop()));
const INDEX: DataIndex = { examples: Object.keys(examples), puzzles: counts };

/** Some JSON, possibly a damaged copy of a scenario or puzzle. */
const jsonValue = fc.jsonValue({ maxDepth: 3 });
type Path = (string | number)[];
function paths(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) paths(v, [...at, Array.isArray(value) ? Number(k) : k], out);
  return out;
}
function replaceAt(value: unknown, path: Path, by: unknown): unknown {
  if (path.length === 0) return by;
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = replaceAt(copy[head], rest, by);
  return copy;
}
const NUMBERS = fc.oneof(fc.integer({ min: -5, max: 110 }), fc.constantFrom(0, 1, 104, 105, 1e9, -0, 0.5, Number.MAX_SAFE_INTEGER));
const replacement = fc.oneof(jsonValue, NUMBERS, fc.constantFrom('<img src=x onerror=alert(1)>', '__proto__', 'constructor', null, [], {}, 'Anna', 'left'));
const mutated = (bases: unknown[]) =>
  fc.tuple(fc.constantFrom(...bases), fc.array(fc.tuple(fc.nat(), replacement), { minLength: 1, maxLength: 3 })).map(([base, edits]) => {
    let v = base;
    for (const [i, by] of edits) {
      const all = paths(v);
      v = replaceAt(v, all[i % all.length] as Path, by);
    }
    return v;
  });

/** The site's data; `damage`, when given, is served in place of every puzzle of a variant's file (each keeps its id, so it is found) and of any seed map. */
const fetchJson = (damage?: { value: unknown }): FetchJson => async (path) => {
  if (path.includes('network')) return { ok: false, reason: 'network' };
  if (damage && path.startsWith('/puzzles/')) {
    const ids = ((byPath.get(path) as { id: string }[] | undefined) ?? []).map((p) => p.id);
    const value = damage.value;
    return { ok: true, value: ids.map((id) => (value && typeof value === 'object' && !Array.isArray(value) ? { ...value, id } : value)) };
  }
  if (damage && !path.includes('/examples/')) return { ok: true, value: damage.value };
  return byPath.has(path) ? { ok: true, value: byPath.get(path) } : { ok: false, reason: 'missing' };
};

const seen = new Map<string, number>();
const count = (key: string) => seen.set(key, (seen.get(key) ?? 0) + 1);

/** Every outcome is a board with steps, a puzzle whose turn plays, or an error value. */
function assertSound(result: Loaded) {
  expect(typeof result.ok).toBe('boolean');
  count(result.ok ? result.value.kind : result.error.kind);
  if (!result.ok) {
    expect(['param', 'codec', 'scenario', 'missing', 'puzzle-data', 'no-steps', 'network']).toContain(result.error.kind);
    return;
  }
  const model = result.value;
  if (model.kind === 'board') {
    const run = runBoard(model.scenario);
    expect(run.ok).toBe(true);
    if (run.ok) expect(boardSteps(run.value).length).toBeGreaterThan(0);
  } else if (model.kind === 'puzzle') {
    const answered = answeredScenario(model.puzzle);
    if (answered) expect(runBoard(answered).ok).toBe(true);
  } else {
    // The Anniversary edition: the engine's own replay plays it.
    const scenario = model.puzzle.scenario;
    expect(runScenario(scenario).ok).toBe(true);
  }
}

const KEYS = ['example', 'puzzle', 'step', 'captions', 'controls', 'autoplay', 'hints', 'theme', 'utm_source'];
const paramValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(...Object.keys(examples), ...sample.map((p) => p.id), ...sample.map((p) => `seed:${p.variant}:${p.kind}:${p.seed}`), 'seed:basic:where:1', 'network', '0', '1', 'on', 'off', 'dark', 'light', '3', '9999', '<script>alert(1)</script>'),
  NUMBERS.map(String),
);
const named = fc.oneof(
  fc.constantFrom(...Object.keys(examples), 'network').map((id) => ['example', id]),
  fc.constantFrom(...sample.map((p) => p.id), ...sample.map((p) => `seed:${p.variant}:${p.kind}:${p.seed}`)).map((id) => ['puzzle', id]),
);
const search = fc.oneof(
  { arbitrary: fc.tuple(named, fc.dictionary(fc.constantFrom(...KEYS.slice(2)), paramValue, { maxKeys: 2 })).map(([[k, v], d]) => `?${new URLSearchParams({ ...d, [k as string]: v as string })}`), weight: 4 },
  { arbitrary: named.map(([k, v]) => `?${k}=${v}`), weight: 2 },
  { arbitrary: fc.dictionary(fc.constantFrom(...KEYS), paramValue, { maxKeys: 5 }).map((d) => `?${new URLSearchParams(d)}`), weight: 2 },
  { arbitrary: fc.string({ maxLength: 60 }).map((s) => `?${s}`), weight: 1 },
  { arbitrary: fc.constantFrom('?', '', '?%', '?%zz', '?example=%E0%A4%A', '?&&&=='), weight: 1 },
);

describe('embed fuzz', () => {
  it('10,000 random and mutated parameter sets end in a sound board, puzzle or error', async () => {
    const damaged = fc.option(mutated(sample).map((value) => ({ value })), { freq: 2 });
    await fc.assert(
      fc.asyncProperty(search, damaged, fc.boolean(), async (q, damage, indexed) => {
        assertSound(await loadEmbed(q, '', fetchJson(damage ?? undefined), indexed ? INDEX : undefined));
      }),
      { numRuns: 10_000 },
    );
    // The generators reach every outcome, not only errors.
    for (const kind of ['board', 'puzzle', 'param', 'missing', 'scenario', 'puzzle-data', 'network']) expect(seen.get(kind) ?? 0, `${kind} in ${JSON.stringify([...seen])}`).toBeGreaterThan(20);
    seen.clear();
  }, 120_000);

  it('10,000 random and mutated fragments end in a sound board or error', async () => {
    const scenarios = Object.values(examples);
    const encoded = fc.oneof(mutated(scenarios), jsonValue, fc.constantFrom(...scenarios)).map((v) => ({ value: v }));
    const fragment = fc.oneof(
      { arbitrary: encoded.map((x) => ({ encode: x.value as unknown, raw: null as string | null, cut: null as number | null })), weight: 5 },
      { arbitrary: fc.tuple(encoded, fc.nat()).map(([x, cut]) => ({ encode: x.value as unknown, raw: null, cut })), weight: 2 },
      { arbitrary: fc.string({ maxLength: 80 }).map((s) => ({ encode: null, raw: s, cut: null })), weight: 1 },
      { arbitrary: fc.base64String({ maxLength: 80 }).map((s) => ({ encode: null, raw: `v1.${s.replace(/=/g, '')}`, cut: null })), weight: 1 },
      { arbitrary: fc.uint8Array({ maxLength: 200 }).map((b) => ({ encode: null, raw: `v1.${Buffer.from(deflateRawSync(b)).toString('base64url')}`, cut: null })), weight: 1 },
    );
    await fc.assert(
      fc.asyncProperty(fragment, fc.oneof(fc.constant(''), search), async (f, q) => {
        let text = f.raw ?? (await encodeFragment(f.encode));
        if (f.cut !== null) text = text.slice(0, f.cut % (text.length + 1));
        assertSound(await loadEmbed(q.replace(/(example|puzzle)=/g, 'x$1='), `#${text}`, fetchJson()));
      }),
      { numRuns: 10_000 },
    );
    for (const kind of ['board', 'codec', 'scenario']) expect(seen.get(kind), kind).toBeGreaterThan(200);
  }, 120_000);

  it('checks a scenario as the engine does: the same verdict and error as parseScenario', () => {
    const scenarios = Object.values(examples);
    fc.assert(
      fc.property(mutated(scenarios), (value) => {
        const ours = checkScenario(value);
        const engine = parseScenario(value);
        const anniversary = typeof value === 'object' && value !== null && (value as { variant?: unknown }).variant === 'jubilaeum';
        if (anniversary) return; // the board refuses it (unknown-variant); the engine replays it
        if (engine.ok) expect(ours.ok).toBe(true);
        else expect(ours).toEqual(engine);
      }),
      { numRuns: 3_000 },
    );
  });
});
