// Pieces of the example board that draw a position: rows, the turn's cards, bull piles.
import type { ComponentChild, ComponentChildren } from 'preact';
import { Card, CardBack } from '../../components/Card.tsx';
import type { Card as CardValue } from '../../engine/cards.ts';
import type { Player } from '../../engine/types.ts';
import { cardLabel, type CardMessages } from '../../i18n/card.ts';
import { format } from '../../i18n/format.ts';
import type { BoardStep } from '../../machines/board.ts';

export const PART_KEYS = ['board.row', 'board.played', 'board.faceDown', 'board.piles', 'board.pile.one', 'board.pile.other', 'board.points.one', 'board.points.other'] as const;
type PartMessages = CardMessages & Record<(typeof PART_KEYS)[number], string>;

/** What Rows draws: number cards, and (Anniversary) special cards lying with a row, by name. */
type RowsStep = Pick<BoardStep, 'target' | 'candidates'> & { readonly rows: readonly (readonly (CardValue | string)[])[] };

/** The rows; the step's target row and its other candidates are marked for highlighting. `special` draws a special card. */
export function Rows({ m, step, fresh, special }: { m: PartMessages; step: RowsStep; fresh?: CardValue | null; special?: (name: string, key: string) => ComponentChild }) {
  return (
    <ol class="board-rows">
      {step.rows.map((row, i) => {
        const n = i + 1;
        const mark = step.target === n ? 'target' : step.candidates.includes(n) ? 'candidate' : undefined;
        return (
          <li class="board-row" data-row={n} data-highlight={mark} aria-label={format(m['board.row'], { row: n })}>
            <span class="board-row-name" aria-hidden="true">{n}</span>
            <span class="board-row-cards">
              {row.map((card, k) => {
                if (typeof card === 'string') return special?.(card, `${k}-${card}`);
                // Doppel: an equal neighbour lies on top of the card before it, as a stack.
                const classes = [k > 0 && row[k - 1] === card ? 'board-stacked' : '', mark === 'target' && card === fresh && k === row.length - 1 ? 'board-new' : ''];
                return <Card key={`${k}-${card}`} value={card} label={cardLabel(m, card)} class={classes.filter(Boolean).join(' ') || undefined} />;
              })}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** The cards of the turn not yet on the table: face down, or revealed in placement order. */
export function Plays({ m, step }: { m: PartMessages; step: Pick<BoardStep, 'kind' | 'plays' | 'placed'> }) {
  const waiting = step.plays.slice(step.placed);
  return (
    <div class="board-plays" aria-label={m['board.played']} role="group">
      {waiting.map((p, i) => (
        <figure class="board-play" key={`${i}-${p.player}-${p.card}`}>
          {step.kind === 'hidden' ? <CardBack label={format(m['board.faceDown'], { player: p.player })} /> : <Card value={p.card} label={cardLabel(m, p.card)} />}
          <figcaption>{p.player}</figcaption>
        </figure>
      ))}
    </div>
  );
}

/** Each player's bull pile (cards in it) and points. */
export function Piles({ m, step, players }: { m: PartMessages; step: Pick<BoardStep, 'piles' | 'penalties'>; players: readonly Player[] }) {
  return (
    <div class="board-piles" role="group" aria-label={m['board.piles']}>
      <dl>
      {players.map((p) => {
        const cards = step.piles[p]?.length ?? 0;
        const points = step.penalties[p] ?? 0;
        return (
          <div class="board-pile" data-player={p} key={p}>
            <dt>{p}</dt>
            <dd data-pile={cards}>{format(m[cards === 1 ? 'board.pile.one' : 'board.pile.other'], { count: cards })}</dd>
            <dd data-points={points}>{format(m[points === 1 ? 'board.points.one' : 'board.points.other'], { count: points })}</dd>
          </div>
        );
      })}
      </dl>
    </div>
  );
}

/** A live board: a focusable group named by its step (the keys step it), the turn line on top of its parts. */
/** `rows`: the most rows the replay ever shows, when more than four, so the board keeps room for them (board.css). */
export function LiveFrame({ label, turn, index, total, line, rows, onKeyDown, children }: { label: string; turn: string; index: number; total: number; line?: string; rows?: number; onKeyDown: (event: KeyboardEvent) => void; children: ComponentChildren }) {
  return (
    <div class="board-live" role="group" tabIndex={0} aria-label={label} data-step={index + 1} data-steps={total} data-line={line} data-rows={rows} onKeyDown={onKeyDown}>
      <p class="board-turn">
        {turn}
        <span class="board-count" aria-hidden="true">{index + 1} / {total}</span>
      </p>
      {children}
    </div>
  );
}

type StepMessages = Record<'board.restart' | 'board.back' | 'board.next' | 'board.slider', string>;

/** Restart, back, next and the step slider of a board; `go` shows step `to` (from 0). Both boards use it. */
export function StepControls({ m, index, total, go, onClick }: { m: StepMessages; index: number; total: number; go: (to: number) => void; onClick?: () => void }) {
  return (
    <div class="board-controls" onClick={onClick}>
      <button type="button" onClick={() => go(0)} disabled={index === 0}>{m['board.restart']}</button>
      <button type="button" onClick={() => go(index - 1)} disabled={index === 0}>{m['board.back']}</button>
      <button type="button" onClick={() => go(index + 1)} disabled={index >= total - 1}>{m['board.next']}</button>
      <label class="board-slider">
        <span>{m['board.slider']}</span>
        <input
          type="range"
          min={1}
          max={total}
          value={index + 1}
          aria-valuetext={`${index + 1} / ${total}`}
          onInput={(event) => go(Number((event.currentTarget as HTMLInputElement).value) - 1)}
        />
      </label>
    </div>
  );
}

const TYPING = new Set(['INPUT', 'SELECT', 'TEXTAREA']);

/** The step a key on a board goes to (arrows, Home, End), or undefined: the slider and the card picker keep their own keys. */
export function stepKey(event: KeyboardEvent, index: number, total: number): number | undefined {
  if (TYPING.has((event.target as HTMLElement).tagName)) return undefined;
  const to = ({ ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: total - 1 } as Record<string, number>)[event.key];
  if (to !== undefined) event.preventDefault();
  return to;
}
