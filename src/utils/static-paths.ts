import { LANGS } from '../i18n/locales.ts';

/** getStaticPaths for a page that exists once per language. */
export function langPaths() {
  return LANGS.map((lang) => ({ params: { lang } }));
}
