// The one puzzle view: a puzzle answered part by part on the trainer machine, wherever it is shown
// (the trainer and its puzzle pages, the embed, a classroom set, the editor's "Open as puzzle").
// "Where" puzzles are answered on the puzzle board (WhereBoard: what the reader's answer would have
// done beside what the rules do, the rule and the misconception), the other kinds with the answer
// controls beside the table. Feedback, hints and the "why" of strategy puzzles read the same
// everywhere. What belongs to one page comes in as parts: the trainer's title, rating change and
// buttons, the Anniversary's table and controls, the board the solution replays on.
import type { ComponentChild, ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { createActor, type Actor } from 'xstate';
import type { Card as CardValue } from '../../engine/cards.ts';
import type { Scenario } from '../../engine/scenario-types.ts';
import type { NumberCardChoice } from '../../engine/turn.ts';
import { VARIANTS } from '../../engine/variants.ts';
import { trainerMachine } from '../../machines/trainer.ts';
import type { Puzzle } from '../../puzzles/types.ts';
import { answerMarks, givenParts, offeredRows, partCount, playerOf, playsOf, rightPart, specialChoices, type PartValue } from '../../trainer/answer.ts';
import { replayScenario, takesOf, type Take } from '../../trainer/replay.ts';
import { AnswerControls, cardChoices, EMPTY_DRAFT, picksRow, QuestionText, valueOf, type Draft } from '../trainer/Answer.tsx';
import type { LegalPlay } from '../../puzzles/jubilaeum.ts';
import { Plays, Rows, type Marked, type Marks } from '../trainer/Table.tsx';
import { assumedText, feedbackText, missedTakeRuleKey, partText, ruleKey, translator, type T, type TrainerKey, type TrainerMessages } from '../trainer/text.ts';
import { useSelector } from '../useSelector.ts';
import type { PuzzleBoardMessages } from './keys.ts';
import { useLazy } from './lazy.ts';
import { stagesOf } from './where.ts';
import { followsConvention, statedOf } from '../../puzzles/convention.ts';
import { stateAttributes, useBoardPick, WhereBoard, type PuzzleState, type SpecialDrawing } from './WhereBoard.tsx';

export type SolveMessages = TrainerMessages & PuzzleBoardMessages;
export type PuzzleActor = Actor<typeof trainerMachine>;

export interface SolveProps {
  p: Puzzle;
  m: SolveMessages;
  /** The trainer's actor, which runs on from puzzle to puzzle; without it the puzzle gets an actor of its own. */
  actor?: PuzzleActor;
  /** Hydrated (the default): answers can be given. The trainer's pages draw the puzzle on the server first. */
  live?: boolean;
  /** The keys work anywhere on the page (the trainer's pages); else only with the focus in the puzzle. */
  pageKeys?: boolean;
  /** The first part's controls take the focus (the reader asked for this puzzle); later parts always do. */
  takeFocus?: boolean;
  /** The hint button (the embed's hints=0 turns it off). */
  hints?: boolean;
  /** "Show the solution" (a classroom set leaves it out: the first attempt is the student's result). */
  solution?: boolean;
  /** The first attempt, once it is settled (right or wrong): what a classroom set records. */
  onSettled?: (values: readonly PartValue[]) => void;
  /** Above the puzzle (the trainer's title and rating). */
  head?: ComponentChildren;
  /** After the outcome (the trainer's rating change). */
  notes?: ComponentChildren;
  /** More buttons after Try again and Show the solution (the trainer's Next, a classroom set's Next puzzle). */
  actions?: ComponentChildren;
  /** The label of the puzzle's root. */
  label?: string;
  /**
   * In the board's place until the host's parts for this puzzle have loaded (an Anniversary puzzle's
   * position drawn on the server, or a line saying it loads): nothing can be answered meanwhile.
   */
  standIn?: ComponentChildren;
  /** The table of a puzzle answered beside it, when the host draws its own (the Anniversary's, with special cards). */
  table?: (a: TableArgs) => ComponentChildren;
  /** More answer controls inside the form, before Confirm (the Anniversary's special cards). */
  extra?: (a: ExtraArgs) => ComponentChild;
  /** How the puzzle board draws special cards (the Anniversary's). */
  special?: SpecialDrawing;
  /** "Which special card, and how?": the legal plays, which the number keys pick among. */
  legal?: readonly LegalPlay[] | 'failed' | null;
  /** The solution's turn on a board; without it only the answer in words. */
  replay?: (scenario: Scenario) => ComponentChildren;
  /** The solution's turn where the puzzle itself does not give it (a safe-card puzzle: the trainer's solver). */
  findReplay?: (p: Puzzle) => Promise<Scenario | null>;
}

export interface TableArgs {
  readonly picked: number | null;
  readonly pickable: boolean;
  readonly onPick: (row: number) => void;
  /** The card being asked, marked among the revealed ones. */
  readonly current: CardValue | null;
  /** The answer controls are shown beside the table (with the cards a safe-card or special puzzle picks from). */
  readonly controls: boolean;
  /** Once settled: the answer marked on the table (rows, and the own hand's cards), null while answering. */
  readonly marks: TableMarks | null;
}

export interface TableMarks {
  readonly rows: Marks;
  readonly cards: Marks;
  /** The answer is shown (solved, or the solution asked for): after a miss it is kept back for another try. */
  readonly revealed: boolean;
}

export interface ExtraArgs {
  readonly part: number;
  readonly draft: Draft;
  readonly set: (d: Partial<Draft>) => void;
  /** The parts answered right so far. */
  readonly values: readonly PartValue[];
}

/** Why an answer is best, what a wrong one overlooks, a hint: read only once the reader answers or asks. */
const explainers = () => import(/* @lazy-chunk */ '../../i18n/trainer/explain.ts');

const TYPING = new Set(['INPUT', 'SELECT', 'TEXTAREA']);
/** Elements Enter already does something for (a link opens, a fold-out toggles): Enter is theirs, not the answer's (fields are TYPING's). */
const ACTS_ON_ENTER = 'a[href], button, summary, [role="button"]';

export function Solve(props: SolveProps) {
  const { p, m, live = true, pageKeys = false, takeFocus = false, hints = true, solution = true, onSettled, head, notes, actions, label, standIn, table, extra, special, legal, replay, findReplay } = props;
  const t = translator(m);
  const [actor] = useState(() => props.actor ?? createActor(trainerMachine, { input: { puzzle: p } }).start());
  useEffect(() => () => {
    if (actor !== props.actor) actor.stop();
  }, [actor]);
  const state = useSelector(actor, (s) => s.value as string);
  const c = useSelector(actor, (s) => s.context);
  const q = p.question;
  // While a stand-in holds the board's place, no board: the server (which has the special cards' rules) draws what the island's first render draws.
  const stages = standIn ? null : stagesOf(p);
  const answering = state === 'answering';
  const done = state === 'solved' || state === 'missed' || state === 'solution';
  const answer = (value: PartValue) => actor.send({ type: 'ANSWER', value });

  // The draft belongs to one part of one attempt; kept in a ref as well, because keys come faster
  // than renders (a number key and Enter right after must see the same draft).
  const [, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const draftRef = useRef<{ key: string; draft: Draft }>({ key: '', draft: EMPTY_DRAFT });
  const draftKey = (x: { attempt: number; part: number }) => `${x.attempt}:${x.part}`;
  const now = () => actor.getSnapshot().context;
  const current = (): Draft => (draftRef.current.key === draftKey(now()) ? draftRef.current.draft : EMPTY_DRAFT);
  const set = (d: Partial<Draft>) => {
    const next = { ...current(), ...d };
    draftRef.current = { key: draftKey(now()), draft: next };
    setDraft(next);
  };
  const draft = draftRef.current.key === draftKey(c) ? draftRef.current.draft : EMPTY_DRAFT;
  const confirm = () => {
    const value = valueOf(p, now().part, current());
    if (actor.getSnapshot().matches('answering') && value) answer(value);
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
  // What had the focus may go with the state (the last count's field, Show the solution, Try again, Hint, a Confirm
  // disabled for the next part), which would drop it to the page: it goes to the verdict or the solution's heading,
  // to the hint, to the next count's field, or to the table (whose number keys answer).
  const verdict = useRef<HTMLParagraphElement>(null);
  const solutionHead = useRef<HTMLHeadingElement>(null);
  const hint = useRef<HTMLParagraphElement>(null);
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    if (document.activeElement && document.activeElement !== document.body) return;
    const control = root.current?.querySelector<HTMLElement>('.trainer-count input');
    if (state === 'solution') solutionHead.current?.focus({ preventScroll: true });
    else if (done) verdict.current?.focus({ preventScroll: true });
    else if (c.hinted && hint.current) hint.current.focus({ preventScroll: true });
    else if (c.part > 0 && control) control.focus({ preventScroll: true });
    else if (c.attempt > 0 || c.part > 0) board.current?.focus({ preventScroll: true });
  }, [state, c.attempt, c.part, c.hinted]);
  // The verdict may lie below the screen (a phone, a tall board): it comes into view, the page moving as little as
  // it can, so the board stays in sight above it. The solution, once asked for, is what the reader wants to see: its
  // heading comes to the top, with the right answers and the replay's board under it. Try again answers on the board
  // once more: a puzzle whose top was scrolled away (the feedback and the solution below it are gone) comes back.
  useEffect(() => {
    if (state === 'solution') solutionHead.current?.scrollIntoView({ block: 'start' });
    else if (done) verdict.current?.scrollIntoView({ block: 'nearest' });
    else if (c.attempt > 0 && (root.current?.getBoundingClientRect().top ?? 0) < 0) root.current?.scrollIntoView({ block: 'start' });
  }, [state]);
  // A row picked on a table answers a where card at once, as on the puzzle board.
  const atOnce = q.kind === 'where';
  const pickRow = (row: number, part = c.part) => (atOnce ? pick({ row, side: 'right' }, part) : set({ row }));
  const bothEnds = VARIANTS[p.scenario.variant].bothEnds;

  // Keys: a number picks (a row of a where puzzle is answered at once), L/R an end, Enter confirms, H the hint.
  const onKey = (e: KeyboardEvent) => {
    const target = e.target as HTMLElement | null;
    // Keys typed into a field or an open dialog (the trainer's list of keys) are theirs.
    if (e.altKey || e.ctrlKey || e.metaKey || !live || (target && (TYPING.has(target.tagName) || target.closest('dialog[open]')))) return;
    if (!actor.getSnapshot().matches('answering')) return;
    const { part, values } = now();
    const k = e.key.toLowerCase();
    const n = /^[1-9]$/.test(e.key) ? Number(e.key) : 0;
    const stage = stages?.[part];
    // A count is typed digit by digit (0 included, 12 as 1 then 2); Backspace takes the last one back.
    if (q.kind === 'who-takes' && (/^[0-9]$/.test(e.key) || e.key === 'Backspace')) {
      const count = current().count;
      set({ count: e.key === 'Backspace' ? count.slice(0, -1) : (count + e.key).replace(/^0+(?=\d)/, '').slice(0, 2) });
    } else if (stage && n) {
      // On the board: a row on the table, or the one a 5th Row card still to come would open.
      if (n <= Math.max(stage.before.rows.length, offeredRows(p))) pick({ row: n, side: current().side }, part);
    } else if (n) {
      const cards = cardChoices(p, part);
      if (picksRow(p, part) && n <= offeredRows(p)) pickRow(n, part);
      else if (cards.length && n <= cards.length) set({ card: cards[n - 1] ?? null });
      else if (q.kind === 'special' && part === 1) set({ type: specialChoices(p)[n - 1] ?? current().type });
      else if (q.kind === 'special' && part === 2) {
        const [v0, v1] = values;
        const plays = playsOf(legal && legal !== 'failed' ? legal : [], v0?.kind === 'card' ? v0.card : undefined, v1?.kind === 'special-type' ? v1.type : undefined);
        set({ special: plays[n - 1]?.special ?? current().special });
      } else return;
    } else if (bothEnds && (k === 'l' || k === 'r')) set({ side: k === 'l' ? 'left' : 'right' });
    else if (k === 'h' && hints) actor.send({ type: 'HINT' });
    else if (e.key === 'Enter' && !target?.closest(ACTS_ON_ENTER)) confirm();
    else return;
    e.preventDefault();
  };
  const onKeyRef = useRef(onKey);
  onKeyRef.current = onKey;
  // Before paint: keys typed as soon as a new puzzle shows are never lost (an effect runs a frame later).
  useLayoutEffect(() => {
    if (!pageKeys) return;
    const listen = (e: KeyboardEvent) => onKeyRef.current(e);
    document.addEventListener('keydown', listen);
    return () => document.removeEventListener('keydown', listen);
  }, [pageKeys]);

  // The solution shown after a solve (a first one or a retry) leaves the board solved: this attempt answered every part.
  const solvedNow = state === 'solved' || (state === 'solution' && c.part >= partCount(p));
  const puzzleState: PuzzleState = answering ? 'solving' : solvedNow ? 'solved' : 'failed';
  const asked = q.kind === 'where' ? (q.placements[Math.min(c.part, q.placements.length - 1)]?.card ?? null) : q.kind === 'which-row' ? q.card : null;
  const lastValue = c.values[c.values.length - 1];
  const wrongSpot = state === 'missed' && c.results[c.results.length - 1] === false && lastValue?.kind === 'place' ? lastValue.pick : null;
  // The convention's takes are part of the answer, so only the other choices are said (as on the worksheet).
  const stated = statedOf(q);
  const explained = useLazy(explainers, c.hinted || (p.reason !== undefined && (c.results.length > 0 || done)));
  const x = explained === 'failed' ? null : explained;
  const reason = x?.reasonText(p, t) ?? '';
  const found = useSolutionScenario(p, state === 'solution', findReplay);
  const pickable = live && answering && picksRow(p, c.part) && !standIn;
  // Once settled the answer shows on the table the reader looks at, not only in words beside it.
  // Who takes which row (who-takes only), replayed once the puzzle is settled: the marks and the rule shown both use it.
  const takes = useMemo(() => (done ? takesOf(p) : []), [done, p]);
  const marks = useMemo(() => (done && !stages ? tableMarks(t, p, takes, c.values, state !== 'missed') : null), [done, stages, takes, c.values, state]);

  const defaultTable = (a: TableArgs) => (
    <>
      <Rows m={m} t={t} rows={p.scenario.rows} picked={a.picked} pickable={a.pickable} onPick={a.onPick} marks={a.marks?.rows} />
      <Plays m={m} t={t} p={p} current={a.current} controls={a.controls} marks={a.marks?.cards} />
    </>
  );
  // A missed count of who takes what: the rule of the missed player's own take, not only the puzzle's theme.
  const missedAt = c.results.lastIndexOf(false);
  const rule = done && q.kind === 'who-takes' && missedAt >= 0
    ? missedTakeRuleKey(p, takes.filter((x) => x.player === playerOf(p, missedAt)).map((x) => x.reason))
    : ruleKey(p);
  let outcome = '';
  if (solvedNow) outcome = c.outcome === 'missed' ? t('trainer.solvedLater') : c.outcome === 'hinted' ? t('trainer.solvedHinted') : t('trainer.solved');
  else if (state === 'missed') outcome = t('trainer.missed');
  return (
    <>
    <article ref={root} class="trainer-puzzle" data-puzzle={p.id} data-kind={p.kind} aria-label={label} onKeyDown={pageKeys ? undefined : onKey} {...stateAttributes(live, puzzleState, asked)}>
      {head}
      {stages ? (
        <WhereBoard m={m} stages={stages} part={c.part} state={puzzleState} wrong={wrongSpot} profi={bothEnds} players={p.scenario.players ?? []}
          onPick={live && answering ? pick : null} boardRef={board} stated={<Stated t={t} choices={stated} />} special={special} />
      ) : atOnce && standIn ? (
        standIn
      ) : (
        <>
          <div class="trainer-question"><QuestionText t={t} p={p} /></div>
          <div class="board trainer-table" tabIndex={-1} ref={board}>
            <div class="board-live">
              {standIn ?? (table ?? defaultTable)({ picked: pickable ? draft.row : null, pickable, onPick: pickRow, current: answering ? asked : null, controls: live && answering, marks })}
            </div>
          </div>
        </>
      )}
      {/* What is asked and said about the board: below it, or beside it where the puzzle is wide (trainer.css). */}
      <div class="trainer-side">
        {!stages && !(atOnce && standIn) && (
          <>
            {/* Rule puzzles follow the convention; a strategy puzzle asks for the player's own best row. */}
            {followsConvention(q) && <p class="puzzle-convention">{m['puzzle.convention']}</p>}
            {live && answering && !standIn && (atOnce ? (
              <p class="puzzle-ask">{t('puzzle.ask', { card: asked ?? '', players: q.kind === 'where' ? (q.placements[c.part]?.players.join(', ') ?? '') : '' })}</p>
            ) : (
              <AnswerControls m={m} t={t} p={p} part={c.part} draft={draft} set={set} onConfirm={confirm} takeFocus={takeFocus || c.part > 0}
                extra={extra?.({ part: c.part, draft, set, values: c.values })} />
            ))}
            <ol class="trainer-feedback" aria-live="polite">
              {c.results.map((right, i) => {
                const v = c.values[i];
                // Parts advance only when right and a wrong one ends the attempt: entry i is part i. Parts given away were never asked.
                if (!v || i < givenParts(p)) return null;
                return (
                  <li class={right ? 'trainer-right' : 'trainer-wrong'} data-result={right ? 'right' : 'wrong'}>
                    {feedbackText(t, p, i, v, right)}{!right && x && <> {x.wrongText(p, i, v, t)}</>}
                  </li>
                );
              })}
            </ol>
          </>
        )}
        {c.hinted && !done && <p class="trainer-hint" role="note" ref={hint} tabIndex={-1}>{x && `${x.hintText(p, t)} `}{t(p.kind === 'where' && bothEnds ? 'trainer.hint.whereBothEnds' : `trainer.hint.${p.kind}` as TrainerKey)}</p>}
        {outcome && <p class={`trainer-outcome trainer-${solvedNow ? 'solved' : 'missed'}`} role="status" ref={verdict} tabIndex={-1}>{outcome}</p>}
        {notes}
        {done && <p class="trainer-rule"><strong>{t('trainer.rule')}:</strong> {t(rule)}</p>}
        {/* Why the answer is best (strategy puzzles), once it is known: after a solve or with the solution. */}
        {(state === 'solved' || state === 'solution') && reason && (
          <p class="trainer-reason" data-reason={p.reason?.code}><strong>{t('trainer.why')}:</strong> {reason}</p>
        )}
        <div class="trainer-actions">
          {live && answering && hints && !c.hinted && <button type="button" class="trainer-button" onClick={() => actor.send({ type: 'HINT' })}>{t('trainer.hint')}</button>}
          {live && done && <button type="button" class="trainer-button" onClick={() => actor.send({ type: 'RETRY' })}>{t('trainer.retry')}</button>}
          {live && solution && state !== 'solution' && <button type="button" class="trainer-button" onClick={() => actor.send({ type: 'SHOW_SOLUTION' })}>{t('trainer.showSolution')}</button>}
          {actions}
        </div>
      </div>
    </article>
    {/* After the puzzle's root: the replay's board is no answer board (it has rows of its own). */}
    {state === 'solution' && (
        <section class="trainer-solution">
          <h3 ref={solutionHead} tabIndex={-1}>{t('trainer.solution')}</h3>
          <ol>
            {Array.from({ length: partCount(p) }, (_, i) => rightPart(p, i)).map((v, i) => v && <li>{partText(t, p, i, v)}</li>)}
          </ol>
          {found === 'failed' && <p class="trainer-info trainer-failed">{t('trainer.replayFailed')}</p>}
          {found && found !== 'failed' && replay && (
            <>
              <h3>{t('trainer.replay')}</h3>
              {replay(found)}
            </>
          )}
        </section>
      )}
    </>
  );
}

/** The marks of a settled puzzle: the reader's other row or card, the right one once revealed; in who-takes, who takes which row for how many points. */
function tableMarks(t: T, p: Puzzle, takes: readonly Take[], values: readonly PartValue[], revealed: boolean): TableMarks {
  const { rows, cards } = answerMarks(p, values, revealed);
  const said = (marks: Readonly<Record<number, 'right' | 'wrong'>>): Record<number, Marked> =>
    Object.fromEntries(Object.entries(marks).map(([k, how]) => [k, { how, text: t(`trainer.mark.${how}`) }]));
  const byRow = said(rows);
  for (const { player, row, cards, points, own, toHand, positive: plus } of takes) {
    // The cards taken are named: the table shows the rows before the turn, and a row may have grown before its take.
    // With a fifth row lying the taker's own card goes along: the count is the row's plus that card's. Cards kept in
    // hand (hand) are not counted now. With Negative = Positive the count is not the row's: the sum says why.
    const taken = cards.filter((c) => c !== own).join(', ');
    const text = plus
      ? t(plus.floor ? 'trainer.mark.takePositiveFloor' : 'trainer.mark.takePositive', { player, name: t('board.special.name.negativePositive'), card: plus.card, row: plus.row, cardPoints: plus.cardPoints, count: points })
      : toHand
        ? t(points === 1 ? 'trainer.mark.takeHandOne' : 'trainer.mark.takeHand', { player, cards: taken, hand: toHand.join(', '), count: points })
        : t(`trainer.mark.take${own ? 'Own' : ''}${points === 1 ? 'One' : ''}`, { player, cards: taken, count: points, card: own ?? '' });
    // A row taken twice in one turn (a low card, then a sixth card) names both players.
    byRow[row] = { how: 'take', text: byRow[row] ? `${byRow[row].text}; ${text}` : text };
  }
  return { rows: byRow, cards: said(cards), revealed };
}

/** The choices a puzzle states beyond the convention, as one sentence. */
function Stated({ t, choices }: { t: T; choices: readonly NumberCardChoice[] }) {
  return choices.length ? <p class="trainer-assumed">{t('trainer.assume')} {choices.map((a) => assumedText(t, a)).join('; ')}.</p> : null;
}

/** The turn to replay once the solution is shown: from the puzzle itself where it can be, else found by the host. */
function useSolutionScenario(p: Puzzle, wanted: boolean, find: SolveProps['findReplay']): Scenario | 'failed' | null {
  // Worked out once the solution is asked for, not when the puzzle opens (which-row puzzles replay several turns).
  const direct = useMemo(() => (wanted ? replayScenario(p) : null), [wanted]);
  const [found, setFound] = useState<Scenario | 'failed' | null>(null);
  useEffect(() => {
    if (!wanted || direct || found || !find) return;
    let live = true;
    find(p).then((s) => live && s && setFound(s), () => live && setFound('failed'));
    return () => {
      live = false;
    };
  }, [wanted]);
  if (!wanted) return null;
  return direct ?? found;
}
