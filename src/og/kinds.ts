// Which preview image a page gets: one per page kind and language, or its example board's.
import type { MessageKey } from '../i18n/types.ts';

/** Each kind of page and the string that titles its image. */
export const OG_KINDS = {
  home: 'home.title',
  rules: 'nav.rules',
  variants: 'nav.variants',
  puzzles: 'nav.puzzles',
  cards: 'cards.title',
  teachers: 'teachers.title',
  editor: 'teach.editor.title',
  classroom: 'class.title',
  search: 'search.title',
} as const satisfies Record<string, MessageKey>;
export type OgKind = keyof typeof OG_KINDS;

/** The kind of a page from its address within a language ("variants/profi/" -> variants). */
export function ogKindOf(within: string): OgKind {
  const first = within.split('/')[0] ?? '';
  if (first === 'glossary') return 'rules';
  return first in OG_KINDS ? (first as OgKind) : 'home';
}

/** The image of a page kind, or of an example board, in a language (a path on this site). */
export const ogKindPath = (lang: string, kind: OgKind) => `/og/${lang}/${kind}.png`;
export const ogBoardPath = (lang: string, example: string) => `/og/${lang}/board/${example}.png`;

/** The first example board a rulebook page shows (`<Example id="…" />` in its MDX), if any. */
export function firstExample(mdx: string | undefined): string | null {
  return /<Example\s[^>]*id="([^"]+)"/.exec(mdx ?? '')?.[1] ?? null;
}
