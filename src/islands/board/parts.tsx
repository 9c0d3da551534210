// Pieces of the example board that draw a position: rows, the turn's cards, bull piles.
import type { ComponentChildren, JSX, Ref } from 'preact';
import { Card, CardBack } from '../../components/Card.tsx';
import type { Card as CardValue } from '../../engine/cards.ts';
import type { SpecialType } from '../../engine/specials.ts';
import type { Player } from '../../engine/types.ts';
import { cardLabel, type CardMessages } from '../../i18n/card.ts';
import { format } from '../../i18n/format.ts';
import type { BoardStep } from '../../machines/board-model.ts';
import { SPECIAL_NAME_KEYS, type SpecialNameMessages } from './special-names.ts';

export const PART_KEYS = [
  ...SPECIAL_NAME_KEYS, 'board.special.card', 'board.special.hands', 'board.special.handsNone',
  'board.row', 'board.played', 'board.faceDown', 'board.piles', 'board.pile.one', 'board.pile.other', 'board.points.one', 'board.points.other',
] as const;
type PartMessages = CardMessages & Record<(typeof PART_KEYS)[number], string>;
type SpecialPartMessages = SpecialNameMessages & Record<'board.special.card' | 'board.special.hands' | 'board.special.handsNone', string>;

/** What Rows draws: number cards, and (Anniversary) the special cards lying with a row (`specials.table`). */
type RowsStep = Pick<BoardStep, 'rows' | 'target' | 'candidates'> & { readonly specials?: Pick<NonNullable<BoardStep['specials']>, 'table'> };

/**
 * The rows; the step's target row and its other candidates are marked for highlighting; special cards where they lie.
 * `end`: what a row shows after its cards (the play table's button to take it).
 */
export function Rows({ m, step, fresh, end }: { m: PartMessages; step: RowsStep; fresh?: CardValue | null; end?: (row: number) => ComponentChildren }) {
  return (
    <ol class="board-rows">
      {(step.specials?.table ?? step.rows).map((row, i) => {
        const n = i + 1;
        const mark = step.target === n ? 'target' : step.candidates.includes(n) ? 'candidate' : undefined;
        return (
          <li class="board-row" data-row={n} data-highlight={mark} aria-label={format(m['board.row'], { row: n })}>
            <span class="board-row-name" aria-hidden="true">{n}</span>
            <span class="board-row-cards">
              {row.map((card, k) => {
                if (typeof card === 'string') return <SpecialCard key={`${k}-${card}`} m={m} type={card} />;
                // Doppel: an equal neighbour lies on top of the card before it, as a stack.
                const classes = [k > 0 && row[k - 1] === card ? 'board-stacked' : '', mark === 'target' && card === fresh && k === row.length - 1 ? 'board-new' : ''];
                return <Card key={`${k}-${card}`} value={card} label={cardLabel(m, card)} class={classes.filter(Boolean).join(' ') || undefined} />;
              })}
            </span>
            {end?.(n)}
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
/** `frame`: the board's box, for the motion of its cards (board/motion.ts). */
/** `pending`: the server's drawing of the board before hydration, the same size, inert and hidden from assistive technology. */
export function LiveFrame({ label, turn, index, total, line, rows, frame, pending, onKeyDown, children }: { label: string; turn: string; index: number; total: number; line?: string; rows?: number; frame?: Ref<HTMLDivElement>; pending?: boolean; onKeyDown: (event: KeyboardEvent) => void; children: ComponentChildren }) {
  if (pending) {
    return (
      <div class="board-pending" inert aria-hidden="true" data-steps={total} data-rows={rows}>
        <p class="board-turn">{turn}<span class="board-count">{index + 1} / {total}</span></p>
        {children}
      </div>
    );
  }
  return (
    <div class="board-live" ref={frame} role="group" tabIndex={0} aria-label={label} data-step={index + 1} data-steps={total} data-line={line} data-rows={rows} onKeyDown={onKeyDown}>
      <p class="board-turn">
        {turn}
        <span class="board-count" aria-hidden="true">{index + 1} / {total}</span>
      </p>
      {children}
    </div>
  );
}

type StepMessages = Record<'board.restart' | 'board.back' | 'board.next' | 'board.slider', string>;

/**
 * Restart, back, next and the step slider of a board; `go` shows step `to` (from 0). `land`: where the focus
 * goes when the pressed button disables itself (first or last step), so it never drops to the page.
 */
export function StepControls({ m, index, total, go, land, onClick }: { m: StepMessages; index: number; total: number; go: (to: number) => void; land: () => void; onClick?: () => void }) {
  const press = (to: number) => {
    go(to);
    if (to <= 0 || to >= total - 1) land();
  };
  return (
    <div class="board-controls" onClick={onClick}>
      <button type="button" onClick={() => press(0)} disabled={index === 0}>{m['board.restart']}</button>
      <button type="button" onClick={() => press(index - 1)} disabled={index === 0}>{m['board.back']}</button>
      <button type="button" onClick={() => press(index + 1)} disabled={index >= total - 1}>{m['board.next']}</button>
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

// One mark per kind, so the cards tell apart at a glance; the name is printed under it as text
// (12 px or more, wrapping), so it stays readable on a phone.
const G = { fill: 'none', stroke: '#ffe7a8', 'stroke-width': 3.2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' } as const;
/** One mark per kind of special card (a 40 x 40 drawing); the image export draws them too. */
export const SPECIAL_MARKS: Record<SpecialType, () => JSX.Element> = {
  fifthRow: () => <g {...G}><path d="M9 8h22M9 15h22M9 22h22M9 29h22" stroke-width="2.4" opacity="0.7" /><path d="M9 35h22" stroke="#ffd35c" stroke-width="4" /></g>,
  sevenNimmt: () => <text x="20" y="32" font-size="32" font-weight="800" fill="#ffe7a8" text-anchor="middle">7</text>,
  insert: () => <g {...G}><path d="M20 4v20M13 17l7 7 7-7" /><path d="M6 33h10M24 33h10" /></g>,
  replace: () => <g {...G}><path d="M7 13h24M25 7l6 6-6 6" /><path d="M33 28H9M15 22l-6 6 6 6" /></g>,
  shift: () => <g {...G}><path d="M13 34V7M7 13l6-6 6 6" /><path d="M27 6v27M21 27l6 6 6-6" /></g>,
  stop: () => <path d="M14 3h12l9 9v12l-9 9H14l-9-9V12Z" fill="#c8372d" stroke="#fff" stroke-width="2" transform="translate(0 2)" />,
  negativePositive: () => <text x="20" y="31" font-size="30" font-weight="800" fill="#ffe7a8" text-anchor="middle">±</text>,
};

/** A special card: dark face, a mark and its name in the page's language. One image to assistive technology. */
export function SpecialCard({ m, type, class: className }: { m: SpecialPartMessages; type: SpecialType | string; class?: string }) {
  const name = m[`board.special.name.${type}` as keyof SpecialNameMessages] ?? type;
  return (
    <span class={`card card-special${className ? ` ${className}` : ''}`} role="img" aria-label={format(m['board.special.card'], { name })} data-special={type}>
      <svg class="card-special-mark" viewBox="0 0 40 40" aria-hidden="true">
        {SPECIAL_MARKS[type as SpecialType]?.() ?? <text x="20" y="30" font-size="28" fill="#ffe7a8" text-anchor="middle">?</text>}
      </svg>
      <span class="card-special-name" aria-hidden="true">{name}</span>
    </span>
  );
}

/** The special cards each player still holds. */
export function SpecialHands({ m, hands, players }: { m: SpecialPartMessages; hands: Readonly<Record<Player, readonly SpecialType[]>>; players: readonly Player[] }) {
  if (!players.length) return null;
  return (
    <div class="board-hands" role="group" aria-label={m['board.special.hands']}>
      <p class="board-hands-title" aria-hidden="true">{m['board.special.hands']}</p>
      <dl>
        {players.map((p) => {
          const held = hands[p] ?? [];
          return (
            <div class="board-hand" data-player={p} key={p}>
              <dt>{p}</dt>
              <dd data-specials={held.join(' ')}>
                {held.length ? held.map((t, i) => <SpecialCard key={`${i}-${t}`} m={m} type={t} />) : m['board.special.handsNone']}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
