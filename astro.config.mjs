// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';

export default defineConfig({
  trailingSlash: 'always',
  integrations: [mdx(), preact()],
  i18n: {
    locales: ['en', 'de', 'nl'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
  },
  server: { port: 4321, host: '127.0.0.1' },
  devToolbar: { enabled: false },
});
