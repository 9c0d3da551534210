// The Anniversary (jubilaeum) part of the trainer: special cards in the rows and in hand, a 5th
// row, the special card played with each revealed card, the controls of "Which special card,
// and how?" and of a card played with Insert, and the solution on the Anniversary board.
// Trainer.tsx loads it only when such a puzzle is shown; the build makes it a chunk of its own
// (astro.config.mjs). So that chunk shares no module with the trainer's or the Anniversary
// board's own (a shared module would be split off into a file every such page loads), the
// trainer lends its parts and the loaded board island at run time (`Kit`), and the engine's
// board steps come from the solver worker.
// Written with preact's own h, not JSX: the JSX runtime's module would gain this chunk as a user
// and be split off from the module it shares a file with, one file more on every page.
import { Fragment, h, type ComponentChild } from 'preact';
import type { Card as CardComponent } from '../../components/Card.tsx';
import type { Card as CardValue } from '../../engine/cards.ts';
import type { SpecialType } from '../../engine/specials.ts';
import type { cardLabel } from '../../i18n/card.ts';
import type { Puzzle } from '../../puzzles/types.ts';
import type { asksPosition, offeredRows, PartValue, playsOf, specialChoices, specialPlaysOf } from '../../trainer/answer.ts';
import type { JubilaeumBoardMessages, SpecialBoardData } from '../board/special-run.ts';
import type { Draft } from './Answer.tsx';
import type { LegalPlay } from './solver.ts';
import type { Hands, Rows } from './Table.tsx';
import type { specialName, specialText, T, TrainerMessages } from './text.ts';

/** The board's words the Anniversary parts need. */
export type AnniversaryMessages = JubilaeumBoardMessages;

/** What the trainer lends: parts of its table, its words, its answer helpers. */
export interface Kit {
  /** The Anniversary board island's module: the board and its special-card parts. */
  readonly board: typeof import('../JubilaeumBoard.tsx');
  readonly Card: typeof CardComponent;
  readonly cardLabel: typeof cardLabel;
  readonly Rows: typeof Rows;
  readonly Hands: typeof Hands;
  readonly specialName: typeof specialName;
  readonly specialText: typeof specialText;
  readonly asksPosition: typeof asksPosition;
  readonly offeredRows: typeof offeredRows;
  readonly specialPlaysOf: typeof specialPlaysOf;
  readonly playsOf: typeof playsOf;
  readonly specialChoices: typeof specialChoices;
}

/** A card played with Insert goes to one of these places (a row holds at most six cards, with 7 nimmt!). */
const PLACES = [1, 2, 3, 4, 5, 6] as const;

interface Common {
  kit: Kit;
  m: TrainerMessages;
  t: T;
  bm: AnniversaryMessages;
  p: Puzzle;
}

interface TableProps extends Common {
  picked: number | null;
  pickable: boolean;
  onPick: (row: number) => void;
  /** The card being asked, marked among the revealed ones. */
  current: CardValue | null;
}

/** The Anniversary table: rows with their special cards (and a 5th row a 5th Row card may open), the plays, the special cards in hand. */
export function AnniversaryTable({ kit, m, t, bm, p, picked, pickable, onPick, current }: TableProps) {
  const { Rows, Hands } = kit;
  const { SpecialCard, SpecialHands } = kit.board;
  const q = p.question;
  const rows: readonly (readonly (CardValue | string)[])[] = p.scenario.rows;
  const open = Array.from({ length: kit.offeredRows(p) - rows.length }, () => []);
  const held = (p.scenario as { specials?: Record<string, readonly SpecialType[]> }).specials ?? {};
  const special = (name: string, key: string): ComponentChild => h(SpecialCard, { key, m: bm, type: name });
  return h(Fragment, null,
    h(Rows, { m, t, rows: [...rows, ...open], picked, pickable, onPick, special, emptyNote: (row: number) => t('trainer.newRow', { row }) }),
    q.kind === 'special'
      ? [
          h(Hands, { m, t, title: t('trainer.shown'), hands: Object.entries(q.shown).map(([player, card]) => ({ player, cards: [card] })) }),
          h(Hands, { m, t, title: t('trainer.hand', { player: q.player }), hands: [{ player: q.player, cards: q.hand }] }),
        ]
      : h(TurnPlays, { kit, m, t, bm, p, current }),
    h(SpecialHands, { m: bm, hands: held, players: Object.keys(held) }),
  );
}

/** The revealed cards, each with the special card played with it ("33 with Stop on row 2"). */
function TurnPlays({ kit, m, t, bm, p, current }: Common & { current: CardValue | null }) {
  const { Card } = kit;
  const { SpecialCard } = kit.board;
  const plays = (p.scenario.turns[0] as { plays?: Record<string, CardValue | { card: CardValue }> } | undefined)?.plays ?? {};
  const specials = kit.specialPlaysOf(p);
  return h('div', { class: 'board-plays trainer-plays', role: 'group', 'aria-label': t('trainer.turn') },
    Object.entries(plays).map(([player, play]) => {
      const card = typeof play === 'number' ? play : play.card;
      const special = specials.find((s) => s.player === player)?.special;
      return h('figure', { class: 'board-play', 'data-current': card === current ? 'true' : undefined, 'data-special': special?.type },
        h(Card, { value: card, label: kit.cardLabel(m, card) }),
        special && h(SpecialCard, { m: bm, type: special.type }),
        h('figcaption', null, player, special && h('span', { class: 'trainer-played' }, t('trainer.played', { card, special: kit.specialText(t, special) }))),
      );
    }),
  );
}

interface AnswerProps extends Common {
  part: number;
  draft: Draft;
  set: (d: Partial<Draft>) => void;
  /** The parts answered right so far (a special card's details follow its number card and kind). */
  values: readonly PartValue[];
  /** The legal special plays (from the solver worker), null while they are worked out. */
  legal: readonly LegalPlay[] | 'failed' | null;
}

/** One choice of a group: a radio button with its words. */
const choice = (name: string, checked: boolean, pick: () => void, ...label: ComponentChild[]) =>
  h('label', { class: 'trainer-choice' }, h('input', { type: 'radio', name, checked, onChange: pick }), ...label);

/** The Anniversary's answer controls: the place of an Insert card; the special card and how it is played. */
export function AnniversaryAnswer({ kit, t, bm, p, part, draft, set, values, legal }: AnswerProps) {
  const { SpecialCard } = kit.board;
  if (p.question.kind === 'where') {
    if (!kit.asksPosition(p, part)) return null;
    return h('fieldset', { class: 'trainer-toggles trainer-places' },
      h('legend', null, t('trainer.pick.position')),
      PLACES.map((position) => choice('position', draft.position === position, () => set({ position }), t('trainer.pick.place', { position }))),
    );
  }
  if (p.question.kind !== 'special') return null;
  if (part === 1) {
    return h('fieldset', { class: 'trainer-cards' },
      h('legend', null, t('trainer.pick.special')),
      kit.specialChoices(p).map((type, i) =>
        h('button', { type: 'button', class: 'trainer-cardpick', 'aria-pressed': draft.type === type, onClick: () => set({ type }), 'data-special-pick': type },
          h(SpecialCard, { m: bm, type }),
          h('span', { class: 'trainer-key', 'aria-hidden': 'true' }, i + 1),
        ),
      ),
    );
  }
  if (part !== 2) return null;
  if (!legal || legal === 'failed') return h('p', { class: legal ? 'trainer-info trainer-failed' : 'trainer-info' }, t(legal ? 'trainer.failed' : 'trainer.options'));
  const card = values[0]?.kind === 'card' ? values[0].card : undefined;
  const type = values[1]?.kind === 'special-type' ? values[1].type : undefined;
  // The draft holds one of these very objects (picked here or by its number key), so identity tells the choice.
  return h('fieldset', { class: 'trainer-toggles trainer-how' },
    h('legend', null, t('trainer.pick.how', { name: type ? kit.specialName(t, type) : '' })),
    kit.playsOf(legal, card, type).map(({ special }, i) =>
      choice('how', draft.special === special, () => set({ special }), h('span', { class: 'trainer-key', 'aria-hidden': 'true' }, i + 1), ' ', kit.specialText(t, special)),
    ),
  );
}

/** The solution replayed on the Anniversary board (its steps worked out by the engine in the solver worker). */
export function AnniversarySolution({ kit, id, board, bm }: { kit: Kit; id: string; board: SpecialBoardData | null; bm: AnniversaryMessages }) {
  return h(kit.board.default, { key: id, id: `solution-${id}`, board, messages: bm });
}
