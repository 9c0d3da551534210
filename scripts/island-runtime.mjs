// @ts-check
// Astro writes its island runtime (the script that defines <astro-island>, about 4 kB) into every
// page with an island. On thousands of puzzle pages that is the same 4 kB thousands of times, over
// 12 MB of dist/. After the build, this integration writes the runtime once to /_astro/ and points
// each page at that file, which the browser and the service worker then keep once for all pages.
// The file is deferred: the islands, already drawn on the server, come alive once the page is
// parsed, and the directive scripts Astro leaves inline wait for it (their `astro:load` event and
// the runtime's check of `Astro.load` work in either order). Its hash leaves each page's
// Content-Security-Policy, where 'self' covers the file.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { islandPreloads } from './island-preload.mjs';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
const isRuntime = (/** @type {string} */ code) => code.includes('customElements.define("astro-island"');

/** @param {string} dir */
async function htmlFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

/** @returns {import('astro').AstroIntegration} */
export function sharedIslandRuntime() {
  return {
    name: 'bullheads:shared-island-runtime',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const pages = await htmlFiles(root);
        /** @type {string | undefined} */
        let runtime;
        for (const page of pages) {
          const html = await readFile(page, 'utf8');
          runtime = [...html.matchAll(INLINE_SCRIPT)].map((m) => m[1] ?? '').find(isRuntime);
          if (runtime) break;
        }
        if (!runtime) return logger.info('no island runtime found: nothing to share');

        const cspHash = createHash('sha256').update(runtime).digest('base64');
        const name = `astro-island.${createHash('sha256').update(runtime).digest('hex').slice(0, 8)}.js`;
        await writeFile(join(root, '_astro', name), runtime);
        const inline = `<script>${runtime}</script>`;
        const shared = `<script src="/_astro/${name}" defer></script>`;

        let loading = 0;
        // The same pass lists each page's island modules for preloading (island-preload.mjs).
        const preload = islandPreloads(root);
        // A few dozen files at a time: thousands of pages one after the other would wait on the disk each time.
        const rewrite = async (/** @type {string} */ page) => {
          const html = await readFile(page, 'utf8');
          if (html.includes(inline)) loading += 1;
          const out = await preload(html.replace(inline, shared).replace(` 'sha256-${cspHash}'`, ''));
          if (out === html) return;
          // Astro writes one runtime for every page: a page with another would still work, but say so.
          if (isRuntime(out)) logger.warn(`${page}: a second island runtime left inline`);
          await writeFile(page, out);
        };
        for (let i = 0; i < pages.length; i += 32) await Promise.all(pages.slice(i, i + 32).map(rewrite));
        logger.info(`island runtime shared as /_astro/${name} by ${loading} pages`);
      },
    },
  };
}
