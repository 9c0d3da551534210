// The build's preload list: every module an island imports statically, none it imports lazily.
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { islandPreloads } from '../../../scripts/island-preload.mjs';

async function site(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'preload-'));
  await mkdir(join(root, '_astro'));
  for (const [name, code] of Object.entries(files)) await writeFile(join(root, '_astro', name), code);
  return root;
}

describe('island preloads', () => {
  it("lists the islands' static import graph once each, and no lazy chunk", async () => {
    const root = await site({
      'Board.a1.js': 'import{r as e}from"./preact.b2.js";import{t}from"./parts.c3.js";const x=()=>import("./Lazy.d4.js");',
      'client.e5.js': 'import{h}from"./preact.b2.js";import"./side.f6.js";',
      'parts.c3.js': 'import{r}from"./preact.b2.js";export const t=1;',
      'preact.b2.js': 'export const r=1;',
      'side.f6.js': '',
      'Lazy.d4.js': 'import{t}from"./parts.c3.js";',
    });
    const page = '<html><head><title>x</title></head><body><astro-island component-url="/_astro/Board.a1.js" renderer-url="/_astro/client.e5.js"></astro-island></body></html>';
    const out: string = await islandPreloads(root)(page);
    const listed = [...out.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]).sort();
    expect(listed).toEqual(['/_astro/Board.a1.js', '/_astro/client.e5.js', '/_astro/parts.c3.js', '/_astro/preact.b2.js', '/_astro/side.f6.js']);
    expect(out.indexOf('modulepreload')).toBeLessThan(out.indexOf('</head>'));
  });

  it('leaves a page without islands as it is', async () => {
    const root = await site({});
    const page = '<html><head></head><body><p>text</p></body></html>';
    expect(await islandPreloads(root)(page)).toBe(page);
  });
});
