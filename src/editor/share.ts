// Share links and embed code for a scenario. The scenario travels in the URL fragment so it
// never reaches a server log; the format is the embed's: "v1." + base64url(deflate-raw(JSON)).
import type { Scenario } from '../engine/scenario-types.ts';
import type { Lang } from '../i18n/locales.ts';

/** The fragment codec this file is written against (the embed helper's encodeFragment fits it). */
export type EncodeScenario = (scenario: Scenario) => Promise<string>;

/** Until the embed's codec is shared: the same format, written here. */
export const encodeScenario: EncodeScenario = async (scenario) => {
  const bytes = new TextEncoder().encode(JSON.stringify(scenario));
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const packed = new Uint8Array(await new Response(stream).arrayBuffer());
  let bin = '';
  for (let i = 0; i < packed.length; i += 0x8000) bin += String.fromCharCode(...packed.subarray(i, i + 0x8000));
  return `v1.${btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
};

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
