// The moving part of a board's motion (see motion.ts): measure the board, and let copies of cards
// travel. Loaded after the board, so a page's first load carries only the small hook.
import type { Player } from '../../engine/types.ts';

interface Box { readonly x: number; readonly y: number; readonly w: number; readonly h: number }
export interface Snapshot {
  readonly index: number;
  /** The turn's cards waiting, by card number. */
  readonly plays: ReadonlyMap<string, Box>;
  /** Copies of each row's cards (they are gone after a take), where they lay. */
  readonly rows: ReadonlyMap<string, readonly { node: Element; box: Box }[]>;
}

const TRAVEL = 340; // ms: long enough to follow with the eye, short enough not to wait for
const SLIDE = 420;
const EASE = 'cubic-bezier(0.2, 0.75, 0.25, 1)';

function boxIn(frame: Element, el: Element): Box {
  const f = frame.getBoundingClientRect();
  const r = el.getBoundingClientRect();
  return { x: r.left - f.left, y: r.top - f.top, w: r.width, h: r.height };
}

/** A copy of a card lying over the board at `box`, out of the accessibility tree and the layout. */
function ghost(frame: HTMLElement, node: Element, box: Box, move: 'place' | 'take'): HTMLElement | SVGElement {
  const copy = node.cloneNode(true) as HTMLElement;
  copy.classList.remove('board-new', 'board-stacked');
  copy.classList.add('board-ghost');
  copy.removeAttribute('role');
  copy.removeAttribute('aria-label');
  copy.setAttribute('aria-hidden', 'true');
  copy.setAttribute('data-move', move);
  Object.assign(copy.style, { left: `${box.x}px`, top: `${box.y}px`, width: `${box.w}px`, height: `${box.h}px` });
  frame.append(copy);
  return copy;
}

export function snapshot(frame: HTMLElement, index: number): Snapshot {
  const plays = new Map<string, Box>();
  for (const card of frame.querySelectorAll('.board-plays [data-card]')) plays.set(card.getAttribute('data-card') ?? '', boxIn(frame, card));
  const rows = new Map<string, { node: Element; box: Box }[]>();
  for (const row of frame.querySelectorAll('.board-row')) {
    const cards = [...row.querySelectorAll('.board-row-cards > .card')];
    rows.set(row.getAttribute('data-row') ?? '', cards.map((card) => ({ node: card.cloneNode(true) as Element, box: boxIn(frame, card) })));
  }
  return { index, plays, rows };
}

/** Card `move.card` travels from the turn's cards into row `move.row`. */
export function place(frame: HTMLElement, from: Snapshot, move: { readonly card: number; readonly row: number }) {
  const start = from.plays.get(String(move.card));
  const landed = [...frame.querySelectorAll(`.board-row[data-row="${move.row}"] [data-card="${move.card}"]`)].pop();
  if (!start || !landed) return;
  const end = boxIn(frame, landed);
  const copy = ghost(frame, landed, end, 'place');
  // The card in the row stays invisible until its copy arrives (it keeps the row's layout meanwhile).
  landed.animate([{ opacity: 0 }, { opacity: 0 }], { duration: TRAVEL });
  const dx = start.x + start.w / 2 - (end.x + end.w / 2);
  const dy = start.y + start.h / 2 - (end.y + end.h / 2);
  copy.animate([{ transform: `translate(${dx}px, ${dy}px) scale(${start.w / end.w || 1})` }, { transform: 'none' }], { duration: TRAVEL, easing: EASE }).onfinish = () => copy.remove();
}

/** Row `move.row`, as it lay before the step, slides to `move.player`'s bull pile. */
export function take(frame: HTMLElement, from: Snapshot, move: { readonly row: number; readonly player: Player }) {
  const pile = frame.querySelector(`.board-pile[data-player="${CSS.escape(move.player)}"]`);
  const taken = from.rows.get(String(move.row)) ?? [];
  if (!pile || !taken.length) return;
  const to = boxIn(frame, pile.querySelector('dt') ?? pile);
  taken.forEach(({ node, box }, i) => {
    const copy = ghost(frame, node, box, 'take');
    const dx = to.x + to.w / 2 - (box.x + box.w / 2);
    const dy = to.y + to.h / 2 - (box.y + box.h / 2);
    copy.animate(
      [{ transform: 'none', opacity: 1 }, { transform: `translate(${dx}px, ${dy}px) scale(0.35)`, opacity: 0.15 }],
      { duration: SLIDE, delay: i * 40, easing: EASE, fill: 'backwards' },
    ).onfinish = () => copy.remove();
  });
  // The pile takes them in with a small nod.
  pile.animate([{ transform: 'none' }, { transform: 'scale(1.12)' }, { transform: 'none' }], { duration: 260, delay: SLIDE, easing: 'ease-out' });
}

