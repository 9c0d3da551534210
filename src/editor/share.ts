// Share links and embed code for a scenario. The scenario travels in the URL fragment so it
// never reaches a server log, in the embed's format (src/embed/codec.ts).
import { encodeFragment } from '../embed/codec.ts';
import { dataPath, seedMap, seedName, sourceOf, type SourceRead } from '../embed/source.ts';
import { embedCode } from '../embed/snippet.ts';
import type { Scenario } from '../engine/scenario-types.ts';
import type { Lang } from '../i18n/locales.ts';
import type { EditorEvent } from '../machines/editor.ts';

/** Every curated puzzle in one list, fetched only when a puzzle is loaded. */
const PUZZLES = '/puzzles.json';

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
 * What the load field's text names, read as the embed reads its own address (sourceOf): a link's
 * query (`?example=`, `?puzzle=`) and fragment (a board shared from here), or else a puzzle id or seed as typed.
 */
export function linkedBoard(text: string): SourceRead {
  const typed = text.trim();
  const hash = typed.indexOf('#');
  const address = hash >= 0 ? typed.slice(0, hash) : typed;
  const query = address.indexOf('?');
  if (query < 0 && hash < 0) return sourceOf(new URLSearchParams({ puzzle: typed }).toString(), '');
  return sourceOf(query >= 0 ? address.slice(query) : '', hash >= 0 ? typed.slice(hash + 1) : '');
}

/**
 * The editor event that loads the board a link names (`exampleOf`: an official example's scenario
 * by id, undefined for none), or that says why the link names none.
 */
export function loadEvent(read: SourceRead, exampleOf: (id: string) => unknown): EditorEvent {
  if (!read.ok) {
    const { code, params } = read.error;
    const id = params.value ?? '';
    if (code !== 'bad-value') return { type: 'REFUSE', notice: { key: 'teach.editor.load.badLink' } };
    return params.name === 'example' ? { type: 'LOAD_EXAMPLE', id, scenario: undefined } : { type: 'REFUSE', notice: { key: 'teach.editor.load.noPuzzle', params: { id } } };
  }
  const s = read.value;
  if (s.kind === 'fragment') return { type: 'LOAD_LINK', fragment: s.fragment };
  if (s.kind === 'example') return { type: 'LOAD_EXAMPLE', id: s.id, scenario: exampleOf(s.id) };
  if (s.kind === 'puzzle') return { type: 'LOAD_PUZZLE', id: s.id, url: PUZZLES };
  return { type: 'LOAD_PUZZLE', id: seedName(s), url: PUZZLES, seed: { url: dataPath('seed', seedMap(s)), seed: s.seed } };
}
