// The islands' UI strings. Pages do not carry them (each of thousands of puzzle pages would
// repeat the same 30 KB): the build writes them per language and part to /strings/<lang>/<part>.json
// (src/pages/strings/), and an island's module in localized/ awaits its parts at its top level,
// so Astro hydrates it only once they are there. On the server they come from the catalogs.
import { h, type ComponentType } from 'preact';
import type { Lang } from '../i18n/locales.ts';
import type { PART_KEYS, StringPart } from './string-parts.ts';

export type Strings<P extends StringPart> = Record<(typeof PART_KEYS)[P][number], string>;

export const stringsUrl = (lang: string, part: StringPart) => `/strings/${lang}/${part}.json`;

/** The strings of some parts: in the browser fetched once for the page's language, on the server read per page. */
export async function islandStrings<P extends StringPart>(parts: readonly P[]): Promise<(lang: Lang) => Strings<P>> {
  if (import.meta.env.SSR) {
    const { partStrings } = await import('./string-parts.ts');
    return (lang) => Object.assign({}, ...parts.map((part) => partStrings(lang, part)));
  }
  const lang = document.documentElement.lang;
  const loaded: unknown[] = await Promise.all(
    parts.map(async (part) => {
      // no-cache: revalidated, so never another deploy's strings from the HTTP cache (the service worker answers from its own copy).
      const response = await fetch(stringsUrl(lang, part), { cache: 'no-cache', signal: AbortSignal.timeout(20_000) });
      if (!response.ok) throw new Error(`${stringsUrl(lang, part)}: ${response.status}`);
      return response.json();
    }),
  );
  const strings = Object.assign({}, ...loaded) as Strings<P>;
  return () => strings;
}

/** An island that takes `lang` from the page and hands its strings on as the island's message props. */
export function localized<Props extends object, Given extends keyof Props, P extends StringPart>(
  Island: ComponentType<Props>,
  strings: (lang: Lang) => Strings<P>,
  give: (s: Strings<P>) => Pick<Props, Given>,
) {
  return (props: Omit<Props, Given> & { lang: Lang }) => h(Island, { ...props, ...give(strings(props.lang)) } as Props);
}
