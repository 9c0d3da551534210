import { LANGS, type Lang } from '../i18n/locales.ts';

/** "/de/variants/profi/" -> "variants/profi/" (the part every language shares). */
export function pathWithinLang(pathname: string): string {
  const match = /^\/(?:en|de|nl)(?:\/|$)(.*)$/.exec(pathname);
  return match ? (match[1] ?? '') : pathname.replace(/^\//, '');
}

/** A page's address in a language; `path` has no leading slash ("rules/", "" for home). */
export function localized(lang: Lang, path = ''): string {
  return `/${lang}/${path.replace(/^\//, '')}`;
}

/** The same page in each language, for the switcher and hreflang links. */
export function alternates(pathname: string): { lang: Lang; href: string }[] {
  const rest = pathWithinLang(pathname);
  return LANGS.map((lang) => ({ lang, href: localized(lang, rest) }));
}
