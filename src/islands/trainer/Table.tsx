// The table of a puzzle: the rows (each with a big button to pick it), the cards revealed this
// turn, and for safe-card puzzles the hands and the cards laid open. Once a puzzle is settled the
// table marks the answer on itself (the right row or card, the reader's other one, who takes which row).
import type { ComponentChild } from 'preact';
import { Card } from '../../components/Card.tsx';
import type { Card as CardValue } from '../../engine/cards.ts';
import { cardLabel } from '../../i18n/card.ts';
import type { Puzzle } from '../../puzzles/types.ts';
import { NewRow, PlayStrip } from '../puzzle/TurnParts.tsx';
import type { T, TrainerMessages } from './text.ts';

/** A row or card marked once the puzzle is settled, with the words that say why (the icon is CSS's, for the eye only). */
export interface Marked {
  readonly how: 'right' | 'wrong' | 'take';
  readonly text: string;
}
/** Marks by row number (rows) or by card (cards). */
export type Marks = Readonly<Record<number, Marked>>;

/** A mark's words beside the row or card it marks. */
const MarkText = ({ mark }: { mark: Marked | undefined }) => (mark ? <span class="trainer-mark">{mark.text}</span> : null);

interface RowsProps {
  m: TrainerMessages;
  t: T;
  /** Anniversary rows also hold special cards, by name; an empty row is one a 5th Row card may open. */
  rows: readonly (readonly (CardValue | string)[])[];
  /** Rows may be picked (where, which-row); null: look only. */
  picked: number | null;
  pickable: boolean;
  onPick: (row: number) => void;
  /** Draws a special card lying with a row (Anniversary). */
  special?: (name: string, key: string) => ComponentChild;
  /** Said in a row with no card yet. */
  emptyNote?: (row: number) => string;
  /** Once settled: the rows marked (the answer, the reader's other row, who takes it). */
  marks?: Marks;
}

export function Rows({ m, t, rows, picked, pickable, onPick, special, emptyNote, marks = {} }: RowsProps) {
  return (
    <ol class="board-rows trainer-rows">
      {rows.map((row, i) => {
        const n = i + 1;
        return (
          // A tap anywhere on the row picks it, as on the puzzle board; the number's button is the row's control for
          // the keyboard (its click bubbles up here, so the row is picked once).
          <li class="board-row" data-row={n} data-highlight={picked === n ? 'target' : undefined} data-mark={marks[n]?.how} aria-label={t('board.row', { row: n })}
            onClick={pickable ? () => onPick(n) : undefined}>
            {pickable ? (
              <button type="button" class="trainer-rowpick" aria-pressed={picked === n} aria-label={t('board.row', { row: n })}>
                {n}
              </button>
            ) : (
              <span class="board-row-name" aria-hidden="true">{n}</span>
            )}
            {row.length === 0 && emptyNote ? <NewRow text={emptyNote(n)} /> : (
              <span class="board-row-cards">
                {row.map((card, k) => typeof card === 'string' ? special?.(card, `${k}-${card}`) : (
                  <Card key={`${k}-${card}`} value={card} label={cardLabel(m, card)} class={k > 0 && row[k - 1] === card ? 'board-stacked' : undefined} />
                ))}
              </span>
            )}
            <MarkText mark={marks[n]} />
          </li>
        );
      })}
    </ol>
  );
}

/** The turn's cards by player, in the scenario's order; `current` is marked (the card being asked). */
export function turnCards(p: Puzzle): { player: string; card: CardValue }[] {
  const turn = p.scenario.turns[0];
  if (!turn) return [];
  if ('player' in turn) return turn.cards.map((card) => ({ player: turn.player, card }));
  return Object.entries(turn.plays).flatMap(([player, play]) => (typeof play === 'number' ? [{ player, card: play }] : 'card' in play ? [{ player, card: play.card }] : play.map((card) => ({ player, card }))));
}

/**
 * The turn's revealed cards; for a safe-card puzzle the others' hands (or cards laid open), and the player's own
 * hand whenever the answer controls, which offer it, are not shown (after answering, on paper), with `marks`;
 * for a raffiniert which-row puzzle once settled, the player's two cards with the one placed first marked.
 */
export function Plays({ m, t, p, current, controls = false, marks }: { m: TrainerMessages; t: T; p: Puzzle; current: CardValue | null; controls?: boolean; marks?: Marks }) {
  const q = p.question;
  if (q.kind === 'safe-card') {
    const others = q.known === 'shown-plays'
      ? Object.entries(q.shown ?? {}).map(([player, card]) => ({ player, cards: [card] }))
      : Object.entries(p.scenario.hands ?? {}).filter(([player]) => player !== q.player).map(([player, cards]) => ({ player, cards }));
    return (
      <>
        <Hands m={m} t={t} title={t(q.known === 'shown-plays' ? 'trainer.shown' : 'trainer.hands')} hands={others} />
        {!controls && <Hands m={m} t={t} title={t('trainer.hand', { player: q.player })} hands={[{ player: q.player, cards: q.hand }]} marks={marks} />}
      </>
    );
  }
  const strip = <PlayStrip m={m} label={t('trainer.turn')} plays={turnCards(p)} current={current} />;
  if (q.kind !== 'which-row' || !q.orderOf || !marks || !Object.keys(marks).length) return strip;
  return <>{strip}<Hands m={m} t={t} title={t('trainer.pick.first')} hands={[{ player: q.player, cards: q.orderOf }]} marks={marks} /></>;
}

/** Cards by player under a title: the hands known, or the cards laid open (`marks`: cards marked once settled). */
export function Hands({ m, t, title, hands, marks = {} }: { m: TrainerMessages; t: T; title: string; hands: readonly { player: string; cards: readonly CardValue[] }[]; marks?: Marks }) {
  return (
    <div class="trainer-others">
      <h3>{title}</h3>
      {hands.map(({ player, cards }) => (
        <div class="trainer-hand" role="group" aria-label={t('trainer.hand', { player })}>
          <span class="trainer-player">{player}</span>
          <span class="board-row-cards">{cards.map((c) => marks[c] ? (
            <span class="trainer-marked" data-mark={marks[c]?.how}><Card value={c} label={cardLabel(m, c)} /><MarkText mark={marks[c]} /></span>
          ) : <Card value={c} label={cardLabel(m, c)} />)}</span>
        </div>
      ))}
    </div>
  );
}
