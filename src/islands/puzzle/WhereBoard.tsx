// The one answer board of "where" puzzles (trainer, puzzle pages, embed, classroom): the reader
// clicks, taps or keys the row (Profi: the row's end) where the asked card goes; a right card
// moves there, a taken row goes to the player's pile and the next card is asked. A wrong pick
// shows what it would have done beside what the rules do, and why. The host keeps the answer
// state (the trainer machine, the embed's own) and hands in the picks made so far. Special cards
// (the Anniversary) are drawn where the snapshots have them, by parts the host loads with their rules.
import type { ComponentChild, ComponentChildren, Ref } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { Card } from '../../components/Card.tsx';
import type { Card as CardValue } from '../../engine/cards.ts';
import type { TableItem } from '../../engine/specials.ts';
import type { Player } from '../../engine/types.ts';
import { bullheadsText, cardLabel } from '../../i18n/card.ts';
import { format, joinList } from '../../i18n/format.ts';
import type { BoardStep } from '../../machines/board-model.ts';
import { Piles } from '../board/parts.tsx';
import type { PuzzleBoardKey, PuzzleBoardMessages } from './keys.ts';
import type { PlacementPick } from '../../trainer/answer.ts';
import { NewRow, PlayStrip, type PlaySpecials } from './TurnParts.tsx';
import { pickAt, pickedRows, rightWhy, takeSaid, wrongWhy, type Spot, type Stage, type Why } from './where.ts';

/** solving: a card is asked; solved: every card placed; failed: the last pick was wrong. */
export type PuzzleState = 'solving' | 'solved' | 'failed';

/** The test contract's attributes of a puzzle's root, once the puzzle is interactive. */
export function stateAttributes(live: boolean, state: PuzzleState, asked: CardValue | null): Record<string, string | undefined> {
  return live ? { 'data-puzzle-state': state, 'data-asked-card': asked === null ? undefined : String(asked) } : {};
}

interface Props {
  m: PuzzleBoardMessages;
  stages: readonly Stage[];
  /** The card asked now (from 0); stages.length once solved. */
  part: number;
  state: PuzzleState;
  /** The wrong pick of a failed attempt. */
  wrong: Spot | null;
  profi: boolean;
  players: readonly Player[];
  /** null until the island runs (and for good on a static page): rows are drawn, not offered. */
  onPick: ((spot: Spot) => void) | null;
  boardRef?: Ref<HTMLDivElement>;
  /** The puzzle's stated choices beyond the convention (Profi ties, orders, cards kept), worded by the host. */
  stated?: ComponentChildren;
  /** Special cards (Anniversary): how to draw them; loaded with their rules, only for such puzzles. */
  special?: SpecialDrawing;
}

/** How a board with special cards draws them (src/islands/puzzle/special.tsx). */
export interface SpecialDrawing extends PlaySpecials {
  /** Rows to offer while asking card `part`: one more than on the table while a 5th Row card is still to come. */
  readonly rows: (part: number) => number;
  /** The special cards each player still holds at a step. */
  readonly hands: (step: BoardStep) => ComponentChild;
}

const say = (m: PuzzleBoardMessages, key: PuzzleBoardKey, params: Record<string, string | number>) => format(m[key], params);
const why = (m: PuzzleBoardMessages, w: Why) => {
  const bullheads = w.params.bullheads;
  const params: Record<string, string | number> = { ...w.params };
  if (typeof bullheads === 'number') params.bullheads = bullheadsText(m, bullheads);
  if (w.rows) params.rows = joinList(m['board.and'], w.rows);
  return say(m, w.key, params);
};
const placeText = (m: PuzzleBoardMessages, s: Spot, profi: boolean) => say(m, profi ? (s.side === 'left' ? 'puzzle.place.left' : 'puzzle.place.right') : 'puzzle.place', { row: s.row });

export function WhereBoard({ m, stages, part, state, wrong, profi, players, onPick, boardRef, stated, special }: Props) {
  const asked = stages[part];
  const last = stages[stages.length - 1];
  const failed = state === 'failed' && asked && wrong;
  const shown: BoardStep | undefined = state === 'solved' ? last?.after : asked?.before;
  // The card that just arrived (moved there by the previous right answer).
  const arrived = state === 'solved' ? last : part > 0 ? stages[part - 1] : undefined;
  // The rows as drawn (special cards lying there too); a 5th Row card still to come adds an empty row to pick.
  const table = (step: BoardStep): readonly (readonly TableItem[])[] => step.specials?.table ?? step.rows;
  const offered = shown ? [...table(shown), ...Array.from({ length: Math.max(0, (special?.rows(part) ?? 0) - shown.rows.length) }, () => [])] : [];
  return (
    <div class="puzzle-where" data-profi={profi ? 'true' : undefined}>
      {state === 'solving' && asked && (
        <p class="puzzle-ask">{say(m, profi ? 'puzzle.ask.profi' : 'puzzle.ask', { card: asked.card, players: asked.players.join(', ') })}</p>
      )}
      {failed ? (
        <div class="puzzle-compare" tabIndex={-1} ref={boardRef}>
          <figure class="board puzzle-board" data-answer="yours">
            <figcaption>{m['puzzle.yours']}</figcaption>
            <StaticRows m={m} rows={pickedRows(asked, wrong)} mark={{ row: wrong.row, card: asked.card, how: 'wrong' }} />
          </figure>
          <figure class="board puzzle-board" data-answer="rules">
            <figcaption>{m['puzzle.rules']}</figcaption>
            <StaticRows m={m} rows={table(asked.after)} mark={{ row: asked.place.row, card: asked.card, how: 'right' }} special={special} />
            <Piles m={m} step={asked.after} players={players} />
          </figure>
        </div>
      ) : shown && (
        <div class="board puzzle-board" role="group" aria-label={m['puzzle.board']} tabIndex={-1} ref={boardRef}>
          {state === 'solving' && onPick ? (
            <ol class="board-rows puzzle-rows">
              {offered.map((row, i) => {
                const n = i + 1;
                const cards = row.length ? <RowCards m={m} row={row} arrived={arrived?.place.row === n ? arrived.card : null} special={special} /> : <NewRow text={say(m, 'puzzle.newRow', { row: n })} />;
                return (
                  <li class="puzzle-row puzzle-pickable" key={n}>
                    {profi ? (
                      <>
                        <button type="button" class="puzzle-target puzzle-end" data-row={n} data-end="left" aria-label={say(m, 'puzzle.end.left', { row: n })} onClick={() => onPick({ row: n, side: 'left' })}>◂</button>
                        <span class="board-row-name" aria-hidden="true">{n}</span>
                        {cards}
                        <button type="button" class="puzzle-target puzzle-end" data-row={n} data-end="right" aria-label={say(m, 'puzzle.end.right', { row: n })} onClick={() => onPick({ row: n, side: 'right' })}>▸</button>
                      </>
                    ) : (
                      <>
                        <span class="board-row-name" aria-hidden="true">{n}</span>
                        {cards}
                        {/* The whole row is the target: a button laid over it, named by the row (the cards keep their own names). */}
                        <button type="button" class="puzzle-target puzzle-whole" data-row={n} aria-label={say(m, 'board.row', { row: n })} onClick={() => onPick({ row: n, side: 'right' })} />
                      </>
                    )}
                  </li>
                );
              })}
            </ol>
          ) : (
            <StaticRows m={m} rows={state === 'solving' ? offered : table(shown)} mark={arrived ? { row: arrived.place.row, card: arrived.card, how: 'arrived' } : null} special={special} />
          )}
          {/* The turn's cards not yet placed (each with the special card played with it); the asked one stands out. Its room
              is kept while the cards are placed one by one, and let go once every card lies on the table. */}
          {(state === 'solving' || shown.placed < shown.plays.length) && (
            <PlayStrip m={m} label={m['board.played']} plays={shown.plays.slice(shown.placed)} current={state === 'solving' ? (asked?.card ?? null) : null} special={special} />
          )}
          <Piles m={m} step={shown} players={players} />
          {special?.hands(shown)}
        </div>
      )}
      <p class="puzzle-convention">{m['puzzle.convention']}</p>
      {stated}
      <ol class="puzzle-feedback" aria-live="polite">
        {stages.slice(0, state === 'solved' ? stages.length : part).map((s) => (
          <li class="puzzle-right" data-result="right">
            {say(m, 'puzzle.right', { card: s.card })} {why(m, rightWhy(s))}
            {s.take && !takeSaid(s) ? ` ${say(m, 'puzzle.takes', { player: s.take.players.join(' & '), row: s.take.row, bullheads: bullheadsText(m, s.take.bullheads) })}` : ''}
          </li>
        ))}
        {failed && (
          <li class="puzzle-wrong" data-result="wrong">
            {say(m, 'puzzle.wrong', { card: asked.card, place: placeText(m, wrong, profi) })} {wrongWhy(asked, wrong).map((w) => why(m, w)).join(' ')}
          </li>
        )}
      </ol>
    </div>
  );
}

/** A row's cards (special cards too); the card that just arrived moves in (board-new: the board's own highlight). */
function RowCards({ m, row, arrived, how, special }: { m: PuzzleBoardMessages; row: readonly TableItem[]; arrived: CardValue | null; how?: string; special?: SpecialDrawing }) {
  return (
    <span class="board-row-cards">
      {row.map((card, k) => {
        if (typeof card === 'string') return special?.card(card);
        const classes = [k > 0 && row[k - 1] === card ? 'board-stacked' : '', card === arrived ? `puzzle-card-${how ?? 'arrived'}` : ''].filter(Boolean).join(' ');
        return <Card key={`${k}-${card}`} value={card} label={cardLabel(m, card)} class={classes || undefined} />;
      })}
    </span>
  );
}

type Mark = { row: number; card: CardValue; how: 'arrived' | 'right' | 'wrong' };

/** Rows to look at only: no click targets (a solved board, the two boards of a wrong answer). */
function StaticRows({ m, rows, mark, special }: { m: PuzzleBoardMessages; rows: readonly (readonly TableItem[])[]; mark: Mark | null; special?: SpecialDrawing }) {
  return (
    <ol class="board-rows puzzle-rows">
      {rows.map((row, i) => (
        <li class="puzzle-row" aria-label={say(m, 'board.row', { row: i + 1 })} data-mark={mark?.row === i + 1 ? mark.how : undefined}>
          <span class="board-row-name" aria-hidden="true">{i + 1}</span>
          {row.length ? <RowCards m={m} row={row} arrived={mark?.row === i + 1 ? mark.card : null} how={mark?.how} special={special} /> : <NewRow text={say(m, 'puzzle.newRow', { row: i + 1 })} />}
        </li>
      ))}
    </ol>
  );
}

/**
 * Answering on the board: a picked spot answers the card asked now (an Insert card's place comes from its
 * stated play, pickAt), and after each answer the focus returns to the board, where the next card is asked.
 * `moved` lists what changes after an answer (the part, the state, the attempt).
 */
export function useBoardPick(stages: readonly Stage[] | null, part: number, moved: readonly unknown[], answer: (pick: PlacementPick) => void) {
  const board = useRef<HTMLDivElement>(null);
  const picked = useRef(false);
  useEffect(() => {
    if (picked.current) board.current?.focus();
    picked.current = false;
  }, moved);
  // `at`: the part a key answers, read from the machine (keys can come before the next render).
  const pick = (spot: Spot, at = part) => {
    picked.current = true;
    const stage = stages?.[at];
    answer(stage ? pickAt(stage, spot) : { row: spot.row, side: spot.side, stack: false, take: false });
  };
  return { board, pick };
}
