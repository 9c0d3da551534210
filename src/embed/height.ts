// The embed tells the page that holds it how tall its content is, whenever that changes, so the
// few lines of the snippet (snippet.ts) can size the iframe. Only a number is sent; any page may
// read it, which is why it goes to '*': the height of a board is no secret.

/** The message's type, which the snippet's listener looks for. */
export const HEIGHT_MESSAGE = 'bullheads:height';

export interface HeightMessage {
  readonly type: typeof HEIGHT_MESSAGE;
  readonly height: number;
}

/** The content's height in CSS pixels: the body with its margins. */
function contentHeight(): number {
  const body = document.body;
  const style = getComputedStyle(body);
  return Math.ceil(body.getBoundingClientRect().height + parseFloat(style.marginTop) + parseFloat(style.marginBottom));
}

/** Start reporting (does nothing outside a frame). */
export function reportHeight(): void {
  if (window.parent === window || typeof ResizeObserver === 'undefined') return;
  let last = -1;
  const send = () => {
    const height = contentHeight();
    if (height === last) return;
    last = height;
    const message: HeightMessage = { type: HEIGHT_MESSAGE, height };
    window.parent.postMessage(message, '*');
  };
  new ResizeObserver(send).observe(document.body);
  send();
}
