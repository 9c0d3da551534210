// The Anniversary (jubilaeum) parts of the trainer: special cards in the rows and in hand, a 5th
// row, the special card played with each revealed card, the controls of "Which special card, and
// how?", and how the one puzzle board draws special cards for "where" puzzles. Trainer.tsx loads
// this module, with the special cards' rules (board/variant.ts), only when such a puzzle is shown.
import type { ComponentChild } from 'preact';
import { useEffect } from 'preact/hooks';
import type { Card as CardValue } from '../../engine/cards.ts';
import type { SpecialType } from '../../engine/specials.ts';
import type { BoardStep } from '../../machines/board-model.ts';
import type { Puzzle } from '../../puzzles/types.ts';
import { offeredRows, playsOf, specialChoices, specialPlaysOf, type PartValue } from '../../trainer/answer.ts';
import { SpecialCard, SpecialHands } from '../board/parts.tsx';
import { PlayStrip } from '../puzzle/TurnParts.tsx';
import type { SolveProps, TableMarks } from '../puzzle/Solve.tsx';
import type { SpecialDrawing } from '../puzzle/WhereBoard.tsx';
import type { Draft } from './Answer.tsx';
import type { LegalPlay } from '../../puzzles/jubilaeum.ts';
import { Hands, Rows, turnCards } from './Table.tsx';
import { specialName, specialText, type T, type TrainerMessages } from './text.ts';

// Bundling only: through the board island's module, the parts this shares with every board stay in
// the board's one chunk instead of a chunk of their own on every page with a board (as board/special.ts does).
import '../ExampleBoard.tsx';

export { loadSpecialCards } from '../board/variant.ts';

/** The board's words the special cards are drawn with. */
export type AnniversaryMessages = Parameters<typeof SpecialHands>[0]['m'];

interface Common {
  m: TrainerMessages;
  t: T;
  bm: AnniversaryMessages;
  p: Puzzle;
}

/** The special cards each player holds at the start of the turn (the players to show: those who hold any). */
const dealt = (p: Puzzle): Readonly<Record<string, readonly SpecialType[]>> => (p.scenario as { specials?: Record<string, readonly SpecialType[]> }).specials ?? {};

/** The special cards in hand of the players who held any at the start (at a board step: what they hold then). */
function Held({ bm, p, step }: { bm: AnniversaryMessages; p: Puzzle; step?: BoardStep }) {
  const start = dealt(p);
  return <SpecialHands m={bm} hands={step?.specials?.hands ?? start} players={Object.keys(start)} />;
}

/**
 * The one puzzle view's Anniversary parts for puzzle `p` (the trainer, the embed and the classroom hand
 * these to Solve): how the board draws special cards, the table, and the special card's controls.
 */
export function solveParts({ m, t, bm, p, legal }: Common & Pick<AnswerProps, 'legal'>): Pick<SolveProps, 'special' | 'table' | 'extra'> {
  return {
    special: specialDrawing({ t, bm, p }),
    table: (a) => <AnniversaryTable m={m} t={t} bm={bm} p={p} {...a} />,
    extra: (a) => <AnniversaryAnswer m={m} t={t} bm={bm} p={p} part={a.part} draft={a.draft} set={a.set} values={a.values} legal={legal} />,
  };
}

/** How the one puzzle board (WhereBoard) draws an Anniversary "where" puzzle's special cards. */
export function specialDrawing({ t, bm, p }: Omit<Common, 'm'>): SpecialDrawing {
  const specials = specialPlaysOf(p);
  const q = p.question;
  // The asked cards up to the one played with 5th Row: until it is placed, the row it opens can be picked.
  const fifth = q.kind === 'where' ? q.placements.findIndex((x) => specials.some((s) => s.card === x.card && s.special.type === 'fifthRow')) : -1;
  return {
    card: (type) => <SpecialCard m={bm} type={type} />,
    play: (card) => {
      const special = specials.find((s) => s.card === card)?.special;
      return special ? { type: special.type, text: specialText(t, special) } : null;
    },
    rows: (part) => (part <= fifth ? offeredRows(p) : 0),
    hands: (step) => <Held bm={bm} p={p} step={step} />,
  };
}

interface TableProps extends Common {
  picked: number | null;
  pickable: boolean;
  onPick: (row: number) => void;
  /** The answer controls are shown: they offer the hand of a special puzzle, so the table leaves it out. */
  controls?: boolean;
  /** A settled puzzle's marks: who takes which row; the reader's number card, and the one to play once revealed. */
  marks?: TableMarks | null;
}

/**
 * The Anniversary table of who-takes and special puzzles: rows with their special cards, the plays (or the
 * cards laid open and the hand), the special cards in hand; once settled, the answer marked on it as on every
 * variant's table. It keeps the position asked about, the marks pointing into it: how the turn ends is the
 * solution's replay, step by step with the bull piles.
 */
export function AnniversaryTable({ m, t, bm, p, picked, pickable, onPick, controls = false, marks = null }: TableProps) {
  const q = p.question;
  const rows: readonly (readonly (CardValue | string)[])[] = p.scenario.rows;
  const open = Array.from({ length: offeredRows(p) - rows.length }, () => []);
  return (
    <>
      <Rows m={m} t={t} rows={[...rows, ...open]} picked={picked} pickable={pickable} onPick={onPick} marks={marks?.rows}
        special={(name, key) => <SpecialCard key={key} m={bm} type={name} />} emptyNote={(row) => t('puzzle.newRow', { row })} />
      {q.kind === 'special' ? (
        <>
          <Hands m={m} t={t} title={t('trainer.shown')} hands={Object.entries(q.shown).map(([player, card]) => ({ player, cards: [card] }))} />
          {!controls && <Hands m={m} t={t} title={t('trainer.hand', { player: q.player })} hands={[{ player: q.player, cards: q.hand }]} marks={marks?.cards} />}
          {/* Once revealed, the special card to play with the marked number card, and how. */}
          {marks?.revealed && p.answer.kind === 'special' && (
            <p class="trainer-marked-play" data-mark="right">
              <SpecialCard m={bm} type={p.answer.special.type} />
              <span class="trainer-mark">{t('trainer.mark.play', { card: p.answer.card, play: specialText(t, p.answer.special) })}</span>
            </p>
          )}
        </>
      ) : (
        <PlayStrip m={m} label={t('trainer.turn')} plays={turnCards(p)} current={null} special={specialDrawing({ t, bm, p })} />
      )}
      <Held bm={bm} p={p} />
    </>
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
function Choice({ name, checked, pick, children }: { name: string; checked: boolean; pick: () => void; children: ComponentChild }) {
  return <label class="trainer-choice"><input type="radio" name={name} checked={checked} onChange={pick} />{children}</label>;
}

/** "Which special card, and how?": the special card (part 1), then how it is played (part 2). */
export function AnniversaryAnswer({ t, bm, p, part, draft, set, values, legal }: AnswerProps) {
  if (p.question.kind !== 'special') return null;
  if (part === 1) {
    return (
      <fieldset class="trainer-cards">
        <legend>{t('trainer.pick.special')}</legend>
        {specialChoices(p).map((type, i) => (
          <button type="button" class="trainer-cardpick" aria-pressed={draft.type === type} onClick={() => set({ type })} data-special-pick={type}>
            <SpecialCard m={bm} type={type} />
            <span class="trainer-key" aria-hidden="true">{i + 1}</span>
          </button>
        ))}
      </fieldset>
    );
  }
  if (part !== 2) return null;
  if (!legal || legal === 'failed') return <p class={legal ? 'trainer-info trainer-failed' : 'trainer-info'}>{t(legal ? 'trainer.failed' : 'trainer.options')}</p>;
  const card = values[0]?.kind === 'card' ? values[0].card : undefined;
  const type = values[1]?.kind === 'special-type' ? values[1].type : undefined;
  return <HowPlayed t={t} plays={playsOf(legal, card, type)} type={type} draft={draft} set={set} />;
}

/** How the special card is played: one choice per legal play; the only one, when there is one, is chosen already. */
function HowPlayed({ t, plays, type, draft, set }: { t: T; plays: readonly LegalPlay[]; type: SpecialType | undefined; draft: Draft; set: AnswerProps['set'] }) {
  const only = plays.length === 1 ? plays[0]?.special : undefined;
  useEffect(() => {
    if (only && draft.special !== only) set({ special: only });
  }, [only]);
  // The draft holds one of these very objects (picked here or by its number key), so identity tells the choice.
  return (
    <fieldset class="trainer-toggles trainer-how">
      <legend>{t('trainer.pick.how', { name: type ? specialName(t, type) : '' })}</legend>
      {plays.map(({ special }, i) => (
        <Choice name="how" checked={draft.special === special} pick={() => set({ special })}>
          <span class="trainer-key" aria-hidden="true">{i + 1}</span> {specialText(t, special)}
        </Choice>
      ))}
    </fieldset>
  );
}
