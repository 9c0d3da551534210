// The web app manifest, one per language so the installed app opens in the reader's language.
// The icons are drawn from the site's own bull's head (public/icons/, scripts/icons.mjs).
import type { APIRoute } from 'astro';
import { LANGS, useTranslations, type Lang } from '../../i18n/index.ts';
import { localized } from '../../utils/paths.ts';

export function getStaticPaths() {
  return LANGS.map((lang) => ({ params: { lang } }));
}

export const GET: APIRoute = ({ params }) => {
  const lang = params.lang as Lang;
  const t = useTranslations(lang);
  const manifest = {
    name: `${t('site.name')} · 6 nimmt!`,
    short_name: t('site.name'),
    description: t('site.tagline'),
    lang,
    id: localized(lang),
    start_url: localized(lang),
    scope: '/',
    display: 'standalone',
    background_color: '#fbfaf7',
    theme_color: '#a3311f',
    icons: [
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  return new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/manifest+json' } });
};
