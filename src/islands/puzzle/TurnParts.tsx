// What the puzzle board (WhereBoard) and the trainer's table (trainer/Table.tsx, Anniversary.tsx)
// draw alike: the turn's revealed cards in one line, and a row only a 5th Row card would open.
import { Card } from '../../components/Card.tsx';
import type { Card as CardValue } from '../../engine/cards.ts';
import type { Player } from '../../engine/types.ts';
import { cardLabel, type CardMessages } from '../../i18n/card.ts';
import type { ComponentChild } from 'preact';

/** How a revealed card's special card is drawn (the Anniversary's; the puzzle board's SpecialDrawing adds the rest). */
export interface PlaySpecials {
  /** A special card, by kind. */
  readonly card: (type: string) => ComponentChild;
  /** The special card a revealed card is played with, and how ("Insert into row 3 at place 1"); null for a plain card. */
  readonly play: (card: CardValue) => { readonly type: string; readonly text: string } | null;
}

interface PlayStripProps {
  m: CardMessages;
  label: string;
  plays: readonly { readonly player: Player; readonly card: CardValue }[];
  /** The card asked now: it stands out. */
  current: CardValue | null;
  /** Special cards (Anniversary): each play shows the special card played with it, and how. */
  special?: PlaySpecials;
}

/** The turn's revealed cards, each with its player (and the special card played with it, and how). */
export function PlayStrip({ m, label, plays, current, special }: PlayStripProps) {
  return (
    // With special cards a play may name its special card on more lines: the room is kept from the start, so nothing moves.
    <div class={special ? 'board-plays puzzle-plays puzzle-plays-special' : 'board-plays puzzle-plays'} role="group" aria-label={label}>
      {plays.map(({ player, card }) => {
        const played = special?.play(card);
        return (
          <figure class="board-play" data-current={card === current ? 'true' : undefined} data-special={played?.type}>
            <Card value={card} label={cardLabel(m, card)} />
            {played && special?.card(played.type)}
            <figcaption>{player}{played && <span class="puzzle-played">{played.text}</span>}</figcaption>
          </figure>
        );
      })}
    </div>
  );
}

/** A row no card has opened yet (a 5th Row card would), in the place of its cards. */
export const NewRow = ({ text }: { text: string }) => <span class="board-row-cards puzzle-newrow">{text}</span>;
