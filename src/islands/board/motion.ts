// Motion on a live board, one step forward at a time: the placed card travels from the turn's
// cards into its row, a taken row slides to the taking player's bull pile. FLIP with the Web
// Animations API: the board is measured just before the step (`capture`), then moving copies of
// the cards ("ghosts", absolutely placed, so nothing else on the board moves) travel from there
// to where the step puts them. Stepping back, jumping, and prefers-reduced-motion: instant.
// The step model says what moved (the step's explanation); nothing here knows a rule.
import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { Player } from '../../engine/types.ts';
import type { BoardStep } from '../../machines/board.ts';

/** What a step moves: one card into a row, or a whole row to a bull pile. */
export type Move =
  | { readonly kind: 'place'; readonly card: number; readonly row: number }
  | { readonly kind: 'take'; readonly row: number; readonly player: Player }
  | null;

/** The move a step shows, read from its explanation. A shared take slides to the first taker's pile. */
export function moveOf(step: Pick<BoardStep, 'explanation'>): Move {
  const e = step.explanation;
  if (!e) return null;
  if (e.kind === 'place' || e.kind === 'special-place') return { kind: 'place', card: e.card, row: e.row };
  if (e.kind === 'take' && e.players[0] !== undefined) return { kind: 'take', row: e.row, player: e.players[0] };
  return null;
}

interface Box { readonly x: number; readonly y: number; readonly w: number; readonly h: number }
interface Snapshot {
  readonly index: number;
  /** The turn's cards waiting, by card number. */
  readonly plays: ReadonlyMap<string, Box>;
  /** Copies of each row's cards (they are gone after a take), where they lay. */
  readonly rows: ReadonlyMap<string, readonly { node: Element; box: Box }[]>;
}

const TRAVEL = 340; // ms: long enough to follow with the eye, short enough not to wait for
const SLIDE = 420;
const EASE = 'cubic-bezier(0.2, 0.75, 0.25, 1)';

const still = () => typeof matchMedia !== 'function' || matchMedia('(prefers-reduced-motion: reduce)').matches;

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

function snapshot(frame: HTMLElement, index: number): Snapshot {
  const plays = new Map<string, Box>();
  for (const card of frame.querySelectorAll('.board-plays [data-card]')) plays.set(card.getAttribute('data-card') ?? '', boxIn(frame, card));
  const rows = new Map<string, { node: Element; box: Box }[]>();
  for (const row of frame.querySelectorAll('.board-row')) {
    const cards = [...row.querySelectorAll('.board-row-cards > .card')];
    rows.set(row.getAttribute('data-row') ?? '', cards.map((card) => ({ node: card.cloneNode(true) as Element, box: boxIn(frame, card) })));
  }
  return { index, plays, rows };
}

function place(frame: HTMLElement, from: Snapshot, move: Extract<Move, { kind: 'place' }>) {
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

function take(frame: HTMLElement, from: Snapshot, move: Extract<Move, { kind: 'take' }>) {
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

/**
 * Call `capture` just before stepping (the board still shows the step before); the move of the
 * step that follows plays once it is drawn, if it is the very next step.
 */
export function useBoardMotion(frame: RefObject<HTMLDivElement>, index: number, move: Move): () => void {
  const before = useRef<Snapshot | null>(null);
  useLayoutEffect(() => {
    const from = before.current;
    before.current = null;
    const el = frame.current;
    if (!from || !el || !move || index !== from.index + 1 || typeof el.animate !== 'function' || still()) return;
    if (move.kind === 'place') place(el, from, move);
    else take(el, from, move);
  }, [index]);
  return () => {
    const el = frame.current;
    before.current = el && !still() ? snapshot(el, index) : null;
  };
}
