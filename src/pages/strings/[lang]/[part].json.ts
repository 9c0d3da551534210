// The islands' UI strings, one file per language and part (see src/islands/strings.ts): cached
// once by the browser instead of inlined in each of thousands of pages.
import type { APIRoute } from 'astro';
import { LANGS, type Lang } from '../../../i18n/index.ts';
import { partStrings, STRING_PARTS, type StringPart } from '../../../islands/string-parts.ts';

export function getStaticPaths() {
  return LANGS.flatMap((lang) => STRING_PARTS.map((part) => ({ params: { lang, part } })));
}

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(partStrings(params.lang as Lang, params.part as StringPart)), { headers: { 'Content-Type': 'application/json' } });
