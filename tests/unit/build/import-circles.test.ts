// No import circles in src/: every arrow of the module graph points one way. Type-only and lazy
// imports count too, because a circle of types still ties two modules' jobs together.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const src = join(root, 'src');
const sourceFile = /\.(ts|tsx|astro|mjs|js)$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : sourceFile.test(name) ? [path] : [];
  });
}

// `from './x'`, `import './x'`, `import('./x')`, `typeof import('./x')`: every relative specifier.
const specifier = /(?:\bfrom\s*|\bimport\s*\(?\s*(?:\/\*[^*]*\*\/\s*)?)['"](\.{1,2}\/[^'"]+)['"]/g;

function importsOf(file: string, known: Set<string>): string[] {
  const text = readFileSync(file, 'utf8');
  const out = new Set<string>();
  for (const [, spec] of text.matchAll(specifier)) {
    const base = resolve(dirname(file), spec!.replace(/\?.*$/, ''));
    const hit = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((p) => known.has(p));
    if (hit) out.add(hit);
  }
  return [...out];
}

/** The strongly connected parts of the graph with more than one module (or a module importing itself). */
export function importCircles(dir = src): string[][] {
  const all = files(dir);
  const known = new Set(all);
  const edges = new Map(all.map((f) => [f, importsOf(f, known)]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const part: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      part.push(w);
    } while (w !== v);
    if (part.length > 1 || edges.get(v)!.includes(v)) circles.push(part.map((f) => relative(root, f)).sort());
  };
  for (const f of all) if (!index.has(f)) visit(f);
  return circles;
}

describe('the import graph of src/', () => {
  it('has no circles, counting type-only and lazy imports', () => {
    expect(importCircles()).toEqual([]);
  });
});
