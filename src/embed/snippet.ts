// The code a teacher pastes into a school site or a blog: an iframe whose default height already
// fits the content, plus a few lines that follow the embed's height messages (height.ts). The
// listener accepts a message only from this site's origin and only for the frame that sent it.
import { HEIGHT_MESSAGE } from './height.ts';
import { escapeHtml } from '../utils/html.ts';

/** The tallest height the listener accepts: a guard against a runaway value. */
export const MAX_FRAME_HEIGHT = 4000;


export interface FrameSpec {
  /** The embed's absolute address (on `origin`). */
  readonly url: string;
  readonly title: string;
  /** The height that fits the content without the script. */
  readonly height: number;
  /** The widest the frame gets, in CSS pixels. */
  readonly width: number;
}

/**
 * Embed code as the text of a page's read-only text box (to be selected and copied): there only & and < need
 * escaping. On thousands of puzzle pages this is some 100 bytes shorter than escaping every quote as well.
 */
export const codeText = (code: string) => code.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The iframe alone. */
export function frameTag({ url, title, height, width }: FrameSpec): string {
  return `<iframe src="${escapeHtml(url)}" title="${escapeHtml(title)}" width="${width}" height="${height}" loading="lazy" style="border:0;width:100%;max-width:${width}px"></iframe>`;
}

/**
 * The lines that resize every frame of this site on the page to its content. Written in plain old
 * JavaScript so it runs on any page; the same lines twice on a page do no harm.
 */
export function resizeScript(origin: string): string {
  const o = JSON.stringify(origin);
  return `<script>
addEventListener("message", function (e) {
  if (e.origin !== ${o} || !e.data || e.data.type !== "${HEIGHT_MESSAGE}") return;
  var h = Number(e.data.height), frames = document.getElementsByTagName("iframe");
  if (!(h > 0 && h <= ${MAX_FRAME_HEIGHT})) return;
  for (var i = 0; i < frames.length; i++) if (frames[i].contentWindow === e.source) frames[i].style.height = h + "px";
});
</script>`;
}

/** The whole snippet: the frame, then the resizing lines. */
export function embedCode(origin: string, frame: FrameSpec): string {
  return `${frameTag(frame)}\n${resizeScript(origin)}`;
}
