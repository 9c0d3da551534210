// Motion on a live board, one step forward at a time: the placed card travels from the turn's
// cards into its row, a taken row slides to the taking player's bull pile. FLIP with the Web
// Animations API: the board is measured just before the step (`capture`), then moving copies of
// the cards ("ghosts", absolutely placed, so nothing else on the board moves) travel from there
// to where the step puts them. Stepping back, jumping, and prefers-reduced-motion: instant.
// The step model says what moved (the step's explanation); nothing here knows a rule.
import type { RefObject } from 'preact';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import type { Player } from '../../engine/types.ts';
import type { BoardStep } from '../../machines/board-model.ts';
import type { Snapshot } from './motion-play.ts';

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

const still = () => typeof matchMedia !== 'function' || matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Call `capture` just before stepping (the board still shows the step before); the move of the
 * step that follows plays once it is drawn, if it is the very next step. The moving part loads
 * once the board is up (never under reduced motion); until then a step is instant.
 */
export function useBoardMotion(frame: RefObject<HTMLDivElement>, index: number, move: Move): () => void {
  const before = useRef<Snapshot | null>(null);
  const motion = useRef<typeof import('./motion-play.ts') | null>(null);
  useEffect(() => {
    if (!still()) import(/* @lazy-chunk */ './motion-play.ts').then((m) => (motion.current = m), () => undefined);
  }, []);
  useLayoutEffect(() => {
    const from = before.current;
    before.current = null;
    const el = frame.current;
    const m = motion.current;
    if (!from || !el || !m || !move || index !== from.index + 1 || typeof el.animate !== 'function' || still()) return;
    if (move.kind === 'place') m.place(el, from, move);
    else m.take(el, from, move);
  }, [index]);
  return () => {
    const el = frame.current;
    before.current = el && motion.current && !still() ? motion.current.snapshot(el, index) : null;
  };
}
