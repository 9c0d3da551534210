// A puzzle solved outside the trainer (the embed, a classroom set, the editor's "Open as
// puzzle"), with the trainer's own parts: the trainer machine judges part by part; "where"
// puzzles are answered on the puzzle board (WhereBoard: what the reader's answer would have done
// beside what the rules do, the rule and the misconception), the other kinds with the trainer's
// answer controls beside its table. What is missing here is only what belongs to the trainer page
// (rating, streak, progress, choosing puzzles).
import type { ComponentChild, ComponentChildren } from 'preact';
import type { Card as CardValue } from '../../engine/cards.ts';
import { useEffect, useRef, useState } from 'preact/hooks';
import { createActor } from 'xstate';
import type { Scenario } from '../../engine/scenario-types.ts';
import type { Choice } from '../../engine/turn.ts';
import { reasonText, type ReasonMessages } from '../../i18n/trainer/reasons.ts';
import { trainerMachine } from '../../machines/trainer.ts';
import type { Puzzle } from '../../puzzles/types.ts';
import { offeredRows, partCount, rightPart, type PartValue } from '../../trainer/answer.ts';
import { replayScenario } from '../../trainer/replay.ts';
import type { PuzzleBoardMessages } from '../puzzle/keys.ts';
import { stagesOf, statedChoices } from '../puzzle/where.ts';
import { stateAttributes, useBoardPick, WhereBoard, type PuzzleState, type SpecialDrawing } from '../puzzle/WhereBoard.tsx';
import { AnswerControls, cardChoices, EMPTY_DRAFT, picksRow, QuestionText, valueOf, type Draft } from '../trainer/Answer.tsx';
import { Plays, Rows } from '../trainer/Table.tsx';
import { assumedOf, assumedText, partText, ruleKey, translator, type T, type TrainerKey, type TrainerMessages } from '../trainer/text.ts';
import { useSelector } from '../useSelector.ts';

export type SolveMessages = TrainerMessages & PuzzleBoardMessages;

export interface SolveProps {
  p: Puzzle;
  m: SolveMessages;
  /** Strategy puzzles say why their answer is best (null: the page has no reasons to give). */
  reasons: ReasonMessages | null;
  /** The hint button (the embed's hints=0 turns it off). */
  hints?: boolean;
  /** "Show the solution" (a classroom set leaves it out: the first attempt is the student's result). */
  solution?: boolean;
  /** The first attempt, once it is settled (right or wrong): what a classroom set records. */
  onSettled?: (values: readonly PartValue[]) => void;
  /** The solution's turn on a board (the embed's example board); without it only the answer in words. */
  replay?: (scenario: Scenario) => ComponentChildren;
  /** More buttons beside Try again (a classroom set's "Next puzzle"). */
  actions?: ComponentChildren;
  /** The label of the puzzle's root. */
  label?: string;
  /** The table of a puzzle answered beside it, when the host draws its own (the Anniversary's, with special cards). */
  table?: (a: TableArgs) => ComponentChildren;
  /** More answer controls inside the form, before Confirm (the Anniversary's special cards). */
  extra?: (a: ExtraArgs) => ComponentChild;
  /** How the puzzle board draws special cards (the Anniversary's). */
  special?: SpecialDrawing;
}

export interface TableArgs {
  readonly picked: number | null;
  readonly pickable: boolean;
  readonly onPick: (row: number) => void;
  /** The card being asked, marked among the revealed ones. */
  readonly current: CardValue | null;
}

export interface ExtraArgs {
  readonly part: number;
  readonly draft: Draft;
  readonly set: (d: Partial<Draft>) => void;
  /** The parts answered right so far. */
  readonly values: readonly PartValue[];
}

export function Solve({ p, m, reasons, hints = true, solution = true, onSettled, replay, actions, label, table, extra, special }: SolveProps) {
  const t = translator(m);
  const [actor] = useState(() => createActor(trainerMachine, { input: { puzzle: p } }).start());
  useEffect(() => () => actor.stop(), [actor]);
  const state = useSelector(actor, (s) => s.value as string);
  const c = useSelector(actor, (s) => s.context);
  const [draft, setDraft] = useState<{ key: string; draft: Draft }>({ key: '', draft: EMPTY_DRAFT });
  const key = `${c.attempt}:${c.part}`;
  const current = draft.key === key ? draft.draft : EMPTY_DRAFT;
  const set = (d: Partial<Draft>) => setDraft({ key, draft: { ...current, ...d } });
  const q = p.question;
  const stages = stagesOf(p);
  const answering = state === 'answering';
  const done = state === 'solved' || state === 'missed' || state === 'solution';
  const answer = (value: PartValue) => actor.send({ type: 'ANSWER', value });
  const confirm = () => {
    const value = valueOf(p, c.part, current);
    if (answering && value) answer(value);
  };
  // The first attempt, once settled, is handed over once.
  const settled = useRef(false);
  useEffect(() => {
    if (settled.current || c.attempt > 0 || !done) return;
    settled.current = true;
    onSettled?.(c.values);
  }, [done, c.attempt]);
  // After each answer on the board the focus returns to it (the next card is asked there).
  const { board, pick } = useBoardPick(stages, c.part, [c.part, state, c.attempt], (spot) => answer({ kind: 'place', pick: spot }));
  // A row picked on a table answers a where card at once, as on the puzzle board.
  const atOnce = q.kind === 'where';
  const pickRow = (row: number) => (atOnce ? pick({ row, side: 'right' }) : set({ row }));
  const puzzleState: PuzzleState = answering ? 'solving' : state === 'solved' || (state === 'solution' && c.outcome !== 'missed') ? 'solved' : 'failed';
  const asked = q.kind === 'where' ? (q.placements[Math.min(c.part, q.placements.length - 1)]?.card ?? null) : q.kind === 'which-row' ? q.card : null;
  const lastValue = c.values[c.values.length - 1];
  const wrongSpot = state === 'missed' && c.results[c.results.length - 1] === false && lastValue?.kind === 'place' ? lastValue.pick : null;
  const profi = p.scenario.variant === 'profi';
  // A curated puzzle's takes follow the convention, so only its other choices are said; a puzzle made
  // in the editor follows whatever the board says, so every choice it assumes is said.
  const stated = q.kind === 'where' && q.takeRow === 'cheapest-row' ? statedChoices(p) : assumedOf(p);

  // Keys, while the focus is in the puzzle: a number picks (a row of a where puzzle is answered at once), L/R an end, Enter confirms, H the hint.
  const onKeyDown = (e: KeyboardEvent) => {
    const target = e.target as HTMLElement | null;
    if (e.altKey || e.ctrlKey || e.metaKey || !answering || (target && ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName))) return;
    const k = e.key.toLowerCase();
    const n = /^[1-9]$/.test(e.key) ? Number(e.key) : 0;
    if (stages && n && n <= p.scenario.rows.length) pick({ row: n, side: current.side });
    else if (n) {
      const cards = cardChoices(p, c.part);
      if (picksRow(p, c.part) && n <= offeredRows(p)) pickRow(n);
      else if (cards.length && n <= cards.length) set({ card: cards[n - 1] ?? null });
      else if (q.kind === 'who-takes') set({ count: e.key });
    } else if (profi && (k === 'l' || k === 'r')) set({ side: k === 'l' ? 'left' : 'right' });
    else if (k === 'h' && hints) actor.send({ type: 'HINT' });
    else if (e.key === 'Enter' && target?.tagName !== 'BUTTON') {
      e.preventDefault();
      confirm();
    } else return;
    e.preventDefault();
  };

  const defaultTable = (a: TableArgs) => (
    <>
      <Rows m={m} t={t} rows={p.scenario.rows} picked={a.picked} pickable={a.pickable} onPick={a.onPick} />
      <Plays m={m} t={t} p={p} current={a.current} />
    </>
  );
  const shown = state === 'solution' ? replayScenario(p) : null;
  const reason = done && reasons ? reasonText(p, reasons) : '';
  let outcome = '';
  if (state === 'solved') outcome = c.outcome === 'missed' ? t('trainer.solvedLater') : c.outcome === 'hinted' ? t('trainer.solvedHinted') : t('trainer.solved');
  else if (state === 'missed') outcome = t('trainer.missed');
  return (
    <>
    <article class="trainer-puzzle solve-puzzle" data-puzzle={p.id} data-kind={p.kind} aria-label={label} onKeyDown={onKeyDown} {...stateAttributes(true, puzzleState, asked)}>
      {stages ? (
        <WhereBoard m={m} stages={stages} part={c.part} state={puzzleState} wrong={wrongSpot} profi={profi} players={p.scenario.players ?? []}
          onPick={answering ? pick : null} boardRef={board} stated={<Stated t={t} choices={stated} />} special={special} />
      ) : (
        <>
          <div class="trainer-question"><QuestionText t={t} p={p} /></div>
          <div class="board trainer-table" tabIndex={-1} ref={board}>
            <div class="board-live">
              {(table ?? defaultTable)({ picked: answering && picksRow(p, c.part) ? current.row : null, pickable: answering && picksRow(p, c.part), onPick: pickRow, current: answering ? asked : null })}
            </div>
          </div>
          {/* Rule puzzles follow the convention; a strategy puzzle asks for the player's own best row. */}
          {(q.kind === 'where' || q.kind === 'who-takes') && q.takeRow === 'cheapest-row' && <p class="puzzle-convention">{m['puzzle.convention']}</p>}
          {answering && (atOnce ? (
            <p class="puzzle-ask">{t('puzzle.ask', { card: asked ?? '', players: q.kind === 'where' ? (q.placements[c.part]?.players.join(', ') ?? '') : '' })}</p>
          ) : (
            <AnswerControls m={m} t={t} p={p} part={c.part} draft={current} set={set} onConfirm={confirm} takeFocus={c.part > 0}
              extra={extra?.({ part: c.part, draft: current, set, values: c.values })} />
          ))}
          <ol class="trainer-feedback" aria-live="polite">
            {c.results.map((right, i) => {
              const v = c.values[i];
              return v && <li class={right ? 'trainer-right' : 'trainer-wrong'} data-result={right ? 'right' : 'wrong'}>{t(right ? 'trainer.feedback.right' : 'trainer.feedback.wrong', { answer: partText(t, p, i, v) })}</li>;
            })}
          </ol>
        </>
      )}
      {c.hinted && !done && <p class="trainer-hint" role="note">{t(`trainer.hint.${p.kind}` as TrainerKey)}</p>}
      {outcome && <p class={`trainer-outcome trainer-${state}`} role="status">{outcome}</p>}
      {done && <p class="trainer-rule"><strong>{t('trainer.rule')}:</strong> {t(ruleKey(p))}</p>}
      {reason && <p class="trainer-reason">{reason}</p>}
      <div class="trainer-actions">
        {answering && hints && !c.hinted && <button type="button" class="trainer-button" onClick={() => actor.send({ type: 'HINT' })}>{t('trainer.hint')}</button>}
        {done && <button type="button" class="trainer-button" onClick={() => actor.send({ type: 'RETRY' })}>{t('trainer.retry')}</button>}
        {solution && state !== 'solution' && <button type="button" class="trainer-button" onClick={() => actor.send({ type: 'SHOW_SOLUTION' })}>{t('trainer.showSolution')}</button>}
        {actions}
      </div>
    </article>
    {/* After the puzzle's root: the replay's board is no answer board (it has rows of its own). */}
    {state === 'solution' && (
        <section class="trainer-solution">
          <h3>{t('trainer.solution')}</h3>
          <ol>
            {Array.from({ length: partCount(p) }, (_, i) => rightPart(p, i)).map((v, i) => v && <li>{partText(t, p, i, v)}</li>)}
          </ol>
          {shown && replay && (
            <>
              <h3>{t('trainer.replay')}</h3>
              {replay(shown)}
            </>
          )}
        </section>
      )}
    </>
  );
}

/** The choices a puzzle states beyond the convention, as one sentence. */
function Stated({ t, choices }: { t: T; choices: readonly Choice[] }) {
  return choices.length ? <p class="trainer-assumed">{t('trainer.assume')} {choices.map((a) => assumedText(t, a)).join('; ')}.</p> : null;
}
