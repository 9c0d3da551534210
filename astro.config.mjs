// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';

/**
 * `import(/* @lazy-chunk *\/ './X.tsx')` in browser code: X becomes a chunk of its own, loaded
 * by its plain URL. Vite would wrap the import in its preload helper, and that helper, shared
 * with Astro's island loader, would then be a file of its own on every page with an island.
 */
const LAZY_CHUNK = /import\(\s*\/\*\s*@lazy-chunk\s*\*\/\s*'([^']+)'\s*\)/g;
/** @type {import('vite').Plugin} */
const lazyChunks = {
  name: 'bullheads:lazy-chunks',
  apply: 'build',
  enforce: 'pre', // sees the source before it is compiled, comment and all
  applyToEnvironment: (environment) => environment.config.consumer === 'client',
  async transform(code, id) {
    if (!code.includes('@lazy-chunk')) return null;
    let out = code;
    for (const [call, spec = ''] of code.matchAll(LAZY_CHUNK)) {
      const resolved = await this.resolve(spec, id);
      if (!resolved) this.error(`@lazy-chunk: cannot resolve ${spec}`);
      const ref = this.emitFile({ type: 'chunk', id: resolved.id });
      out = out.replace(call, `import(/* @vite-ignore */ import.meta.ROLLUP_FILE_URL_${ref})`);
    }
    return { code: out, map: null };
  },
};

export default defineConfig({
  trailingSlash: 'always',
  // Stylesheets as files, never inlined: thousands of pages share them from the cache.
  build: { inlineStylesheets: 'never' },
  integrations: [mdx(), preact()],
  i18n: {
    locales: ['en', 'de', 'nl'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
  },
  server: { port: 4321, host: '127.0.0.1' },
  devToolbar: { enabled: false },
  vite: { plugins: [lazyChunks] },
});
