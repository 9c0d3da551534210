// @ts-check
// An island's code is a chain: the page names its component and renderer files, each of those
// imports a dozen chunks, and the browser finds those only after the first file has arrived and
// been parsed: one more round trip before anything on the island can be drawn. This lists every
// file of that static import graph as <link rel="modulepreload"> in the page's head, so the
// browser fetches them all at once. Lazy imports (import()) are left out: they load on need.
import { readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';

const ISLAND_URL = /(?:component|renderer)-url="(\/_astro\/[^"]+\.js)"/g;
// Static imports as the minifier writes them: `import{a as b}from"./x.js"` or `import"./x.js"`.
const STATIC_IMPORT = /(?:^|[;\n}])\s*import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/** Preload tags for a built site's pages, with each file's imports read once. */
export function islandPreloads(/** @type {string} */ root) {
  /** @type {Map<string, Promise<string[]>>} */
  const importsOf = new Map();

  const imports = (/** @type {string} */ url) => {
    let found = importsOf.get(url);
    if (!found) {
      found = readFile(join(root, url), 'utf8').then(
        (code) => [...code.matchAll(STATIC_IMPORT)].map((m) => posix.join(posix.dirname(url), m[1] ?? '')),
        () => [],
      );
      importsOf.set(url, found);
    }
    return found;
  };

  /** Every file the page's islands import statically, their own files included, in a stable order. */
  const graph = async (/** @type {string} */ html) => {
    const seen = new Set();
    const queue = [...html.matchAll(ISLAND_URL)].map((m) => m[1] ?? '');
    while (queue.length > 0) {
      const url = /** @type {string} */ (queue.shift());
      if (seen.has(url)) continue;
      seen.add(url);
      queue.push(...(await imports(url)));
    }
    return [...seen];
  };

  /** The page with its islands' modules preloaded (unchanged when it has no island). */
  return async (/** @type {string} */ html) => {
    if (html.includes('rel="modulepreload"')) return html;
    const files = await graph(html);
    if (files.length === 0) return html;
    const links = files.map((url) => `<link rel="modulepreload" href="${url}">`).join('');
    return html.replace('</head>', `${links}</head>`);
  };
}
