// Share links and embed code for a scenario. The scenario travels in the URL fragment so it
// never reaches a server log, in the embed's format (src/embed/codec.ts).
import { encodeFragment } from '../embed/codec.ts';
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

/** A frame tall enough for the rows, the plays, the caption and the controls without scrolling. */
export function frameHeight(rows: number): number {
  return 330 + rows * 78;
}

const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An iframe snippet ready to paste into a school site or a blog post. */
export function embedSnippet(url: string, title: string, rows: number, width = 640): string {
  return `<iframe src="${attr(url)}" title="${attr(title)}" width="${width}" height="${frameHeight(rows)}" loading="lazy" style="border:0;max-width:100%"></iframe>`;
}
