// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import sitemap from '@astrojs/sitemap';
import { fileURLToPath } from 'node:url';
import { sharedIslandRuntime } from './scripts/island-runtime.mjs';
import retired from './src/content/puzzles/retired.json' with { type: 'json' };

/** Retired puzzle ids: their pages only point to the puzzle that replaced them. */
const RETIRED = new Set(retired.map((r) => r.id));

/**
 * `import(/* @lazy-chunk *\/ './X.tsx')` in browser code: X becomes a chunk of its own, loaded
 * by its plain URL. Vite would wrap the import in its preload helper, and that helper, shared
 * with Astro's island loader, would then be a file of its own on every page with an island.
 * A dependency's own `import("x")` is treated the same way, for the same reason: the Preact
 * renderer imports @preact/signals only for islands given signals, which this site never does.
 */
const LAZY_CHUNK = /import\(\s*\/\*\s*@lazy-chunk\s*\*\/\s*'([^']+)'\s*\)/g;
const DEPENDENCY_IMPORT = /\bimport\(\s*"([^"]+)"\s*\)/g;
/** @type {import('vite').Plugin} */
const lazyChunks = {
  name: 'bullheads:lazy-chunks',
  apply: 'build',
  enforce: 'pre', // sees the source before it is compiled, comment and all
  applyToEnvironment: (environment) => environment.config.consumer === 'client',
  async transform(code, id) {
    const dependency = id.includes('/node_modules/');
    const pattern = dependency ? DEPENDENCY_IMPORT : LAZY_CHUNK;
    if (!code.includes(dependency ? 'import(' : '@lazy-chunk')) return null;
    let out = code;
    for (const [call, spec = ''] of code.matchAll(pattern)) {
      const resolved = await this.resolve(spec, id);
      if (!resolved) {
        if (dependency) continue; // left to the bundler, which says what it cannot find
        this.error(`@lazy-chunk: cannot resolve ${spec}`);
      }
      const ref = this.emitFile({ type: 'chunk', id: resolved.id });
      out = out.replace(call, `import(/* @vite-ignore */ import.meta.ROLLUP_FILE_URL_${ref})`);
    }
    return out === code ? null : { code: out, map: null };
  },
};

/**
 * client:near (src/islands/near.ts): a rulebook board comes alive in view, as with client:visible, or at a
 * keyboard reader's first Tab, so that Tab finds every board.
 * @type {import('astro').AstroIntegration}
 */
const nearDirective = {
  name: 'bullheads:client-near',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => addClientDirective({ name: 'near', entrypoint: fileURLToPath(new URL('./src/islands/near.ts', import.meta.url)) }),
  },
};

/**
 * The site's public address, the one setting behind canonical links, hreflang, the sitemap, preview
 * images and the teachers' snippets. Unset, it is the local preview's, so snippets work on `npm start`.
 */
const SITE_URL = (process.env.SITE_URL || 'http://localhost:4321').replace(/\/+$/, '');

/**
 * A strict Content-Security-Policy in a <meta> tag on every page. Astro adds 'self' and the
 * hash of every script and style it writes into a page (island loaders, scoped styles) to
 * script-src and style-src; every other script is a file of our own. Headers only a server can
 * send (frame protection) are listed in the README.
 */
/** @type {NonNullable<import('astro').AstroUserConfig['security']>['csp']} */
const csp = {
  algorithm: 'SHA-256',
  directives: [
    "default-src 'self'",
    "img-src 'self' data: blob:", // the editor draws its PNG export from an SVG data URL
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ],
};

export default defineConfig({
  site: SITE_URL,
  trailingSlash: 'always',
  security: { csp },
  // Stylesheets as files, never inlined: thousands of pages share them from the cache.
  build: { inlineStylesheets: 'never' },
  integrations: [
    mdx(),
    preact(),
    nearDirective,
    sharedIslandRuntime(),
    sitemap({
      // Frames, the offline fallback, the 404 and retired puzzle ids are not pages to find; every other page is listed with its two siblings.
      filter: (page) => !/\/(embed|offline|404)\/?$/.test(new URL(page).pathname) && !RETIRED.has(new URL(page).pathname.split('/').at(-2) ?? ''),
      i18n: { defaultLocale: 'en', locales: { en: 'en', de: 'de', nl: 'nl' } },
      // "/" only chooses a language: it is no English page, so it is nobody's sibling.
      serialize(item) {
        const root = (/** @type {string} */ url) => new URL(url).pathname === '/';
        if (root(item.url)) return { ...item, links: undefined };
        return { ...item, links: item.links?.filter((link) => !root(link.url)) };
      },
    }),
  ],
  i18n: {
    locales: ['en', 'de', 'nl'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
  },
  server: { port: 4321, host: '127.0.0.1' },
  devToolbar: { enabled: false },
  vite: {
    plugins: [lazyChunks],
    build: {
      rolldownOptions: {
        output: {
          // Left to itself the bundler makes one chunk per set of islands sharing code, so a page
          // loaded a dozen small files, each with its own imports and exports. Two groups every
          // island loads anyway, each one file: Preact (core, hooks, JSX runtime), and the rules
          // engine's common core with the card drawing (what at least 8 of the islands and lazy
          // parts share; the engine's rarer parts, such as the Anniversary replay, stay apart).
          codeSplitting: {
            groups: [
              { name: 'preact', test: /node_modules[\\/]preact[\\/]/ },
              { name: 'engine', test: /[\\/]src[\\/](engine|i18n|components)[\\/]/, minShareCount: 8 },
              // Reading a link to a board (which board an address names, the packed board after #): one concern, one file
              // for every page that reads links (the embed, the editor, a classroom set).
              { name: 'links', test: /[\\/]src[\\/]embed[\\/](source|decode|bytes)\.ts$/ },
            ],
          },
        },
      },
    },
  },
});
