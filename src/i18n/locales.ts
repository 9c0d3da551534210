// The site's languages. English is the default; every page lives under its language prefix.
export const LANGS = ['en', 'de', 'nl'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/** Each language's own name for itself, shown in the switcher. */
export const LANG_NAMES: Record<Lang, string> = { en: 'English', de: 'Deutsch', nl: 'Nederlands' };

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}
