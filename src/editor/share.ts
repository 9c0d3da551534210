// Share links and embed code for a scenario. The scenario travels in the URL fragment so it
// never reaches a server log, in the embed's format (src/embed/codec.ts).
import { encodeFragment } from '../embed/codec.ts';
import { embedCode } from '../embed/snippet.ts';
import type { Scenario } from '../engine/scenario-types.ts';
import type { Lang } from '../i18n/locales.ts';

/** The fragment codec the editor is written against: a scenario to the text after '#'. */
export type EncodeScenario = (scenario: Scenario) => Promise<string>;

/** The embed's own codec, so a link made here is exactly what the embed page reads. */
export const encodeScenario: EncodeScenario = (scenario) => encodeFragment(scenario);

/** The embed page's address for a fragment, on the given origin. */
export function embedUrl(origin: string, lang: Lang, fragment: string): string {
  return `${origin}/${lang}/embed/#${fragment}`;
}

/**
 * A frame tall enough for the rows, the plays, the caption and the controls without scrolling, at
 * the snippet's 640 px, in the language with the longest captions (measured in German with the
 * site's card design: 946, 1048 and 1151 px of content for 3, 4 and 5 rows; English needs some
 * 75 px less). The snippet's script then fits it exactly at any width and in any language.
 */
export function frameHeight(rows: number): number {
  return 650 + rows * 103;
}

/** An iframe snippet ready to paste into a school site or a blog post, with the lines that keep it fitting. */
export function embedSnippet(url: string, title: string, rows: number, width = 640): string {
  return embedCode(new URL(url).origin, { url, title, height: frameHeight(rows), width });
}

/**
 * What the load field's text names: a board in a link's fragment (the embed link made here), the
 * official example (`?example=`) or curated puzzle (`?puzzle=`) of an embed link, or else a puzzle id as typed.
 */
export function linkedBoard(text: string): { kind: 'fragment'; fragment: string } | { kind: 'example' | 'puzzle'; id: string } {
  const typed = text.trim();
  const hash = typed.indexOf('#');
  if (hash >= 0) return { kind: 'fragment', fragment: typed.slice(hash + 1) };
  const query = new URLSearchParams(typed.includes('?') ? typed.slice(typed.indexOf('?') + 1) : '');
  const example = query.get('example');
  if (example) return { kind: 'example', id: example };
  return { kind: 'puzzle', id: query.get('puzzle') || typed };
}
