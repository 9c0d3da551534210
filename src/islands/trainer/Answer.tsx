// The answer controls of the part being asked, for each kind of puzzle. Rows are picked on the
// table itself (where puzzles on the puzzle board, WhereBoard.tsx; which-row on Table.tsx); here are counts, cards and order.
// The Anniversary's own controls (a special card and how it is played) come in as `extra` from
// the lazily loaded Anniversary.tsx. The where part here serves the classroom's sets; the trainer
// answers where puzzles on the puzzle board.
import type { ComponentChild } from 'preact';
import { Card } from '../../components/Card.tsx';
import type { Card as CardValue } from '../../engine/cards.ts';
import type { Side } from '../../engine/types.ts';
import type { SpecialPlay, SpecialType } from '../../engine/specials.ts';
import { VARIANTS } from '../../engine/variants.ts';
import { cardLabel } from '../../i18n/card.ts';
import type { Puzzle } from '../../puzzles/types.ts';
import { asksPosition, givenParts, playerOf, type PartValue } from '../../trainer/answer.ts';
import { assumedText, type T, type TrainerMessages } from './text.ts';
import { statedOf } from '../../puzzles/convention.ts';

/** What the reader has picked so far for the current part. */
export interface Draft {
  readonly row: number | null;
  readonly side: Side;
  readonly count: string;
  readonly card: CardValue | null;
  /** jubilaeum: the place in the row of a card played with Insert; the special card; how it is played. */
  readonly position: number | null;
  readonly type: SpecialType | null;
  readonly special: SpecialPlay | null;
}

export const EMPTY_DRAFT: Draft = { row: null, side: 'right', count: '', card: null, position: null, type: null, special: null };

/** The part's value from the draft, or null while something is missing. */
export function valueOf(p: Puzzle, part: number, d: Draft): PartValue | null {
  switch (p.question.kind) {
    case 'where': {
      const asks = asksPosition(p, part);
      if (d.row === null || (asks && d.position === null)) return null;
      // Whether the card stacks or takes follows from the rules: the reader names the place only.
      return { kind: 'place', pick: { row: d.row, side: d.side, stack: false, take: false, ...(asks && d.position !== null ? { position: d.position } : {}) } };
    }
    case 'who-takes': {
      const n = Number(d.count);
      return d.count.trim() !== '' && Number.isInteger(n) && n >= 0 ? { kind: 'count', value: n } : null;
    }
    case 'safe-card':
      return d.card === null ? null : { kind: 'card', card: d.card };
    case 'which-row':
      if (part === 0) return d.row === null ? null : { kind: 'row', row: d.row };
      return d.card === null ? null : { kind: 'first', card: d.card };
    case 'special':
      if (part === 0) return d.card === null ? null : { kind: 'card', card: d.card };
      if (part === 1) return d.type === null ? null : { kind: 'special-type', type: d.type };
      return d.special === null ? null : { kind: 'special-play', special: d.special };
  }
}

/** Cards the reader picks from: the hand (safe-card) or the two cards to order (raffiniert). */
export function cardChoices(p: Puzzle, part: number): readonly CardValue[] {
  const q = p.question;
  if (q.kind === 'safe-card' || (q.kind === 'special' && part === 0)) return q.hand;
  if (q.kind === 'which-row' && part === 1) return q.orderOf ?? [];
  return [];
}

/** Rows are picked on the table in where puzzles and the first part of which-row. */
export const picksRow = (p: Puzzle, part: number) => p.question.kind === 'where' || (p.question.kind === 'which-row' && part === 0);

interface Props {
  m: TrainerMessages;
  t: T;
  p: Puzzle;
  part: number;
  draft: Draft;
  set: (d: Partial<Draft>) => void;
  onConfirm: () => void;
  /** The count field takes the focus: not on the puzzle a page opens with (the page would scroll to it). */
  takeFocus: boolean;
  /** Anniversary controls drawn inside the form, before Confirm. */
  extra?: ComponentChild;
}

export function AnswerControls({ m, t, p, part, draft, set, onConfirm, takeFocus, extra }: Props) {
  const q = p.question;
  const cards = cardChoices(p, part);
  const ready = valueOf(p, part, draft) !== null;
  const submit = (e: Event) => {
    e.preventDefault();
    if (ready) onConfirm();
  };
  return (
    <form class="trainer-answer" onSubmit={submit}>
      {q.kind === 'where' && <p class="trainer-asked">{t('trainer.q.where.card', { card: q.placements[part]?.card ?? '', players: q.placements[part]?.players.join(', ') ?? '' })}</p>}
      {q.kind === 'who-takes' && (
        <label class="trainer-count">
          {t('trainer.pick.count', { player: playerOf(p, part) })}
          <input type="number" inputMode="numeric" min={0} max={99} value={draft.count} autoFocus={takeFocus}
            onInput={(e) => set({ count: (e.currentTarget as HTMLInputElement).value })} />
        </label>
      )}
      {cards.length > 0 && (
        <fieldset class="trainer-cards">
          <legend>{q.kind === 'which-row' ? t('trainer.pick.first') : t('trainer.hand', { player: q.kind === 'safe-card' || q.kind === 'special' ? q.player : '' })}</legend>
          {cards.map((card, i) => (
            <button type="button" class="trainer-cardpick" aria-pressed={draft.card === card} onClick={() => set({ card })} data-card-pick={card}>
              <Card value={card} label={cardLabel(m, card)} />
              <span class="trainer-key" aria-hidden="true">{i + 1}</span>
            </button>
          ))}
        </fieldset>
      )}
      {extra}
      <button type="submit" class="trainer-confirm" disabled={!ready}>{t('trainer.confirm')}</button>
    </form>
  );
}

/** What the puzzle asks, and the choices it assumes (the trainer and classroom sets word it alike). */
export function QuestionText({ t, p }: { t: T; p: Puzzle }) {
  const q = p.question;
  const assumed = statedOf(p.question);
  return (
    <>
      <p>
        {q.kind === 'where' && t('trainer.q.where')}
        {q.kind === 'who-takes' && t(VARIANTS[p.scenario.variant].handKeeping ? 'trainer.q.whoTakesHand' : 'trainer.q.whoTakes')}
        {q.kind === 'safe-card' && <>{t(q.known === 'shown-plays' ? 'trainer.q.safeShown' : 'trainer.q.safeAll', { player: q.player })} {t('trainer.q.safeLow')}</>}
        {q.kind === 'which-row' && <>{t(VARIANTS[p.scenario.variant].bothEnds ? 'trainer.q.whichRowBothEnds' : 'trainer.q.whichRow', { player: q.player, card: q.card })}{q.orderOf && <> {t('trainer.q.order', { player: q.player })}</>}</>}
        {q.kind === 'which-row' && q.toHand === 'none' && <> {t('trainer.q.toHand', { player: q.player })}</>}
        {q.kind === 'special' && <>{givenParts(p) ? t('trainer.q.specialOne', { player: q.player, card: q.hand[0] ?? '' }) : t('trainer.q.special', { player: q.player })} {t('trainer.q.specialLow', { player: q.player })}</>}
      </p>
      {assumed.length > 0 && <p class="trainer-assumed">{t('trainer.assume')} {assumed.map((a) => assumedText(t, a)).join('; ')}.</p>}
    </>
  );
}
