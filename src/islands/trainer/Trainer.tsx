// The puzzle trainer island: choose puzzles (filters, daily, streak, endless, review), answer
// them part by part on the trainer machine, keep progress in this browser. On a puzzle's own
// page it opens preloaded with that one puzzle. The curated set is never bundled: the page
// hands over a compact index, and a chosen puzzle is fetched with its variant's puzzles (/puzzles/<variant>.json). The Anniversary's
// parts (special cards and their rules) load with a dynamic import only when such a puzzle is shown; its "where" puzzles are
// answered on the one puzzle board, and every solution replays on the one example board.
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { createActor } from 'xstate';
import type ExampleBoard from '../ExampleBoard.tsx';
import type { Puzzle } from '../../puzzles/types.ts';
import type { Scenario } from '../../engine/scenario-types.ts';
import type { Choice } from '../../engine/turn.ts';
import { trainerMachine, type Mode } from '../../machines/trainer.ts';
import { givenParts, offeredRows, partCount, playsOf, rightPart, specialChoices } from '../../trainer/answer.ts';
import { dailyEntry, decodeIndex, isShown, endlessKind, endlessSeed, localDate, NO_FILTERS, pickEntry, randomSeed, reviewable, streakEntry, type Filters } from '../../trainer/pick.ts';
import { replayScenario } from '../../trainer/replay.ts';
import { generateIn, optionsIn, solutionIn, type LegalPlay } from './solver.ts';
import type { AnniversaryMessages } from './Anniversary.tsx';
import { backupText, change, counted, load, record, reread, save, STORAGE_KEY, withStreak, type Loaded, type Progress, type Refusal } from '../../trainer/progress.ts';
import type { PartValue } from '../../trainer/answer.ts';
import { pickAt, stagesOf, statedChoices } from '../puzzle/where.ts';
import { stateAttributes, useBoardPick, WhereBoard, type PuzzleState } from '../puzzle/WhereBoard.tsx';
import type { PuzzleBoardMessages } from '../puzzle/keys.ts';
import { useSelector } from '../useSelector.ts';
import { AnswerControls, cardChoices, EMPTY_DRAFT, picksRow, QuestionText, valueOf, type Draft } from './Answer.tsx';
import { Chooser } from './Chooser.tsx';
import { download } from '../download.ts';
import { ProgressPanel } from './ProgressPanel.tsx';
import { Plays, Rows } from './Table.tsx';
import { assumedText, feedbackText, kindLabel, noticeKey, partText, ruleKey, translator, variantLabel, type T, type TrainerKey, type TrainerMessages } from './text.ts';
import { keyHasSpecialCards } from '../../puzzles/keys.ts';

export interface TrainerProps {
  messages: TrainerMessages;
  /** Board captions and controls for the replay (pickMessages(lang, BOARD_KEYS)). */
  boardMessages: Parameters<typeof ExampleBoard>[0]['messages'] & AnniversaryMessages;
  /** The trainer page: the compact index of the curated set (see src/trainer/pick.ts). */
  index?: string;
  /** A puzzle's own page: the puzzle. */
  puzzle?: Puzzle;
  /** With it, for safe-card puzzles: the solution's turn, found by solve() at build time. */
  replay?: Scenario;
  /** Where the curated puzzles of one variant lie: "/puzzles/{variant}.json". */
  setUrl: string;
  /** The trainer's address in this language ("/en/puzzles/"); puzzle pages lie below it. */
  base: string;
  /**
   * An Anniversary puzzle's page: its position drawn on the server (AnniversaryPosition), shown
   * until the island's own Anniversary parts have loaded, and for good without JavaScript.
   */
  children?: ComponentChildren;
}

const sets = new Map<string, Promise<Puzzle[]>>();
function fetchSet(url: string): Promise<Puzzle[]> {
  let set = sets.get(url);
  if (!set) {
    // no-cache: revalidated, so never another deploy's puzzles from the HTTP cache (the service worker answers from its own copy).
    set = fetch(url, { cache: 'no-cache' }).then(async (r) => {
      const json: unknown = r.ok ? await r.json() : null;
      if (!Array.isArray(json)) throw new Error('no puzzle list');
      return (json as Puzzle[]).filter(isShown);
    });
    sets.set(url, set);
    set.catch(() => sets.delete(url)); // a failed fetch may be tried again
  }
  return set;
}

// Parts loaded on first need. The marker makes the build load each as a chunk of its own, without
// Vite's preload helper (astro.config.mjs).
const loads = new Map<() => Promise<unknown>, Promise<unknown>>();

/** A module loaded once it is wanted; 'failed' when its chunk could not be fetched (the next need tries again). */
function useLazy<M>(load: () => Promise<M>, wanted: boolean, again?: unknown): M | 'failed' | null {
  const [loaded, setLoaded] = useState<M | 'failed' | null>(null);
  useEffect(() => {
    if (!wanted || (loaded && loaded !== 'failed')) return;
    let loading = loads.get(load) as Promise<M> | undefined;
    if (!loading) loads.set(load, (loading = load()));
    loading.then(setLoaded, () => {
      loads.delete(load);
      setLoaded('failed');
    });
  }, [wanted, again]);
  return wanted ? loaded : null;
}

/** The Anniversary parts, with the special cards' rules (the puzzle board and the replay need them). */
const anniversaryParts = () =>
  import(/* @lazy-chunk */ './Anniversary.tsx').then(async (parts) => {
    await parts.loadSpecialCards();
    return parts;
  });
/** Why an answer is best, what a wrong one overlooks, a hint: read only once the reader answers or asks. */
const explainers = () => import(/* @lazy-chunk */ '../../i18n/trainer/explain.ts');
/** The example board for a solution's replay (the puzzle board does without it). */
const replayBoard = () => import(/* @lazy-chunk */ '../ExampleBoard.tsx');

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const TYPING = new Set(['INPUT', 'SELECT', 'TEXTAREA']);

export default function Trainer({ messages, boardMessages, index: indexText, puzzle: given, replay, setUrl, base, children }: TrainerProps) {
  const t = translator(messages);
  const index = useMemo(() => decodeIndex(indexText ?? ''), [indexText]);
  const [actor] = useState(() => createActor(trainerMachine, { input: { puzzle: given ?? null } }));
  const state = useSelector(actor, (s) => s.value as string);
  const c = useSelector(actor, (s) => s.context);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [notice, setNotice] = useState<Loaded | null>(null);
  // Why the last puzzle could not come: the set could not be fetched, or the puzzle maker (a worker) failed.
  const [failure, setFailure] = useState<'set' | 'maker'>('set');
  const [storeFailed, setStoreFailed] = useState(false);
  // The draft belongs to one part of one attempt; kept in a ref as well, because keys come
  // faster than renders (a number key and Enter right after must see the same draft).
  const [, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const draftRef = useRef<{ key: string; draft: Draft }>({ key: '', draft: EMPTY_DRAFT });
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  /** The last puzzle's effect on the rating: the change, or null when it had counted before. */
  const [delta, setDelta] = useState<{ id: string; change: number | null; rating: number } | null>(null);
  const [dailyDate, setDailyDate] = useState('');
  const progressRef = useRef<Progress | null>(null);
  /** A puzzle's own address showing this page (the service worker's answer offline): that puzzle, opened once. */
  const linkedRef = useRef<string | undefined>(undefined);
  // "Which special card, and how?": the legal plays, worked out by the engine in the solver worker.
  const [legal, setLegal] = useState<{ id: string; plays: LegalPlay[] | 'failed' } | null>(null);
  const legalRef = useRef(legal);
  const dialog = useRef<HTMLDialogElement>(null);

  const show = (p: Progress) => {
    progressRef.current = p;
    setProgress(p);
  };
  /** Progress replaced as a whole (an imported file). */
  const keep = (p: Progress) => {
    show(p);
    setStoreFailed(!save(storage(), p));
  };
  /** A change made to the progress as stored now, so that results from another tab stay. */
  const apply = (f: (p: Progress) => Progress) => {
    const mine = progressRef.current;
    if (!mine) return;
    const changed = change(storage(), mine, f);
    if (changed.loaded?.notice) setNotice(changed.loaded);
    show(changed.progress);
    setStoreFailed(!changed.saved);
  };

  // Progress lives in the browser only: read it once hydrated, then follow the machine's results.
  useEffect(() => {
    const loaded = load(storage());
    show(loaded.progress);
    if (loaded.notice) setNotice(loaded);
    // Mistakes no longer in the set (an older set's ids) leave the review list; the rest stay.
    if (index.length && reviewable(loaded.progress.mistakes, index).length < loaded.progress.mistakes.length) {
      apply((p) => ({ ...p, mistakes: reviewable(p.mistakes, index) }));
    }
    actor.start();
    const linked = given ? '' : location.pathname.startsWith(base) ? location.pathname.slice(base.length).replace(/\/$/, '') : '';
    if (linked && index.some((e) => e.id === linked)) linkedRef.current = linked;
    // The trainer opens on a puzzle (the one linked, else one near the reader's rating): the board comes first.
    if (!given && index.length) actor.send({ type: 'START', mode: 'pick', filters });
    const subs = [
      actor.on('outcome', (e) => apply((p) => {
        const next = record(p, { id: e.puzzle.id, variant: e.puzzle.variant, themes: e.puzzle.themes, rating: e.puzzle.difficulty.rating }, e.outcome);
        setDelta({ id: e.puzzle.id, change: counted(p, e.puzzle.id) ? null : Math.round(next.rating.r) - Math.round(p.rating.r), rating: Math.round(next.rating.r) });
        return next;
      })),
      actor.on('streak', (e) => apply((p) => withStreak(p, e.length))),
    ];
    // Another tab of the trainer stored results: show them here too.
    const onStorage = (e: StorageEvent) => {
      if (e.key !== STORAGE_KEY && e.key !== null) return;
      const p = reread(storage());
      if (p) show(p);
    };
    window.addEventListener('storage', onStorage);
    return () => {
      subs.forEach((s) => s.unsubscribe());
      window.removeEventListener('storage', onStorage);
      actor.stop();
    };
  }, [actor]);


  // The machine asks for the next puzzle; find it by the mode.
  useEffect(() => {
    if (state !== 'loading') return;
    let cancelled = false;
    const send = (p: Puzzle | null) => !cancelled && actor.send(p ? { type: 'LOAD', puzzle: p } : { type: 'EMPTY' });
    const fromSet = (id: string | undefined) => {
      const entry = index.find((e) => e.id === id);
      if (!entry) return send(null);
      fetchSet(setUrl.replace('{variant}', entry.variant)).then((set) => send(set.find((p) => p.id === id) ?? null), () => fail('set'));
    };
    const fail = (why: 'set' | 'maker') => {
      if (cancelled) return;
      setFailure(why);
      actor.send({ type: 'FAILED' });
    };
    const regenerate = (key: Puzzle['variant'], kind: Puzzle['kind'], seed: number) => {
      generateIn(key, kind, seed).then(send, () => fail('maker'));
    };
    const mode: Mode = c.mode;
    const linked = linkedRef.current;
    linkedRef.current = undefined;
    if (linked) fromSet(linked);
    else if (mode === 'pick') {
      const mine = progressRef.current;
      fromSet(pickEntry(index, c.filters, Math.random, c.puzzle?.id, mine ? { rating: mine.rating.r, done: mine.rated } : undefined)?.id);
    }
    else if (mode === 'daily') {
      const date = localDate(new Date());
      setDailyDate(date);
      fromSet(dailyEntry(index, date)?.id);
    } else if (mode === 'streak') fromSet(streakEntry(index, c.filters, c.streak, c.seen, Math.random)?.id);
    else if (mode === 'endless') {
      const pair = endlessKind(c.filters, Math.random);
      if (pair) regenerate(pair.key, pair.kind, randomSeed(Math.random));
      else send(null);
    } else if (mode === 'review') {
      const ids = reviewable(progressRef.current?.mistakes ?? [], index);
      const id = ids.find((x) => x !== c.puzzle?.id) ?? ids[0];
      const endless = id ? endlessSeed(id) : null;
      if (endless) regenerate(endless.key, endless.kind, endless.seed);
      else fromSet(id);
    }
    return () => {
      cancelled = true;
    };
    // A mode or filters chosen while a puzzle is still on its way: that one is dropped, the chosen one comes.
  }, [state, c.mode, c.filters]);

  const p = c.puzzle;
  // The puzzle the trainer opened with: its answer field leaves the focus (and the page's scroll) alone.
  const opening = useRef<string | null>(null);
  if (p && opening.current === null) opening.current = p.id;
  useEffect(() => {
    if (!p || p.kind !== 'special' || legalRef.current?.id === p.id) return;
    let live = true;
    const keep = (plays: LegalPlay[] | 'failed') => {
      if (!live) return;
      legalRef.current = { id: p.id, plays };
      setLegal(legalRef.current);
    };
    optionsIn(p).then((plays) => keep(plays ?? 'failed'), () => keep('failed'));
    return () => {
      live = false;
    };
  }, [p?.id]);
  const draftKey = (x: { puzzle: Puzzle | null; attempt: number; part: number }) => `${x.puzzle?.id}:${x.attempt}:${x.part}`;
  const now = () => actor.getSnapshot();
  /** The draft of the part being answered right now (empty for a new part). */
  const current = (): Draft => (draftRef.current.key === draftKey(now().context) ? draftRef.current.draft : EMPTY_DRAFT);
  const set = (d: Partial<Draft>) => {
    const next = { ...current(), ...d };
    draftRef.current = { key: draftKey(now().context), draft: next };
    setDraft(next);
  };
  const draft = draftRef.current.key === draftKey(c) ? draftRef.current.draft : EMPTY_DRAFT;
  const confirm = () => {
    const snap = now();
    const puzzle = snap.context.puzzle;
    if (!puzzle || !snap.matches('answering')) return;
    const value = valueOf(puzzle, snap.context.part, current());
    if (value) actor.send({ type: 'ANSWER', value });
  };

  // Keyboard: number keys pick (a where card's row: answered at once), L/R a side, P a place (Insert), Enter confirms, H hint, N next, ? the keys.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || dialog.current?.open) return;
      const target = e.target as HTMLElement | null;
      if (target && TYPING.has(target.tagName)) return;
      if (e.key === '?') {
        dialog.current?.showModal();
        e.preventDefault();
        return;
      }
      const key = e.key.toLowerCase();
      const snap = now();
      const p = snap.context.puzzle;
      const part = snap.context.part;
      if (key === 'n' && (snap.matches('solved') || snap.matches('missed') || snap.matches('solution'))) actor.send({ type: 'NEXT' });
      if (!p || !snap.matches('answering')) return;
      const stage = stagesOf(p)?.[part];
      if (stage && /^[1-9]$/.test(e.key)) {
        // A row on the table, or the one a 5th Row card still to come would open.
        const n = Number(e.key);
        if (n <= Math.max(stage.before.rows.length, offeredRows(p))) actor.send({ type: 'ANSWER', value: { kind: 'place', pick: pickAt(stage, { row: n, side: current().side }) } });
      } else if (/^[1-9]$/.test(e.key)) {
        const n = Number(e.key);
        const cards = cardChoices(p, part);
        if (picksRow(p, part) && n <= offeredRows(p)) set({ row: n });
        else if (cards.length && n <= cards.length) set({ card: cards[n - 1] ?? null });
        else if (p.question.kind === 'who-takes') set({ count: e.key });
        else if (p.question.kind === 'special' && part === 1) set({ type: specialChoices(p)[n - 1] ?? current().type });
        else if (p.question.kind === 'special' && part === 2) {
          const [v0, v1] = snap.context.values;
          const known = legalRef.current?.id === p.id ? legalRef.current.plays : 'failed';
          const plays = playsOf(known === 'failed' ? [] : known, v0?.kind === 'card' ? v0.card : undefined, v1?.kind === 'special-type' ? v1.type : undefined);
          set({ special: plays[n - 1]?.special ?? current().special });
        }
      } else if (key === 'l' && p.scenario.variant === 'profi') set({ side: 'left' });
      else if (key === 'r' && p.scenario.variant === 'profi') set({ side: 'right' });
      else if (key === 'h') actor.send({ type: 'HINT' });
      else if (e.key === 'Enter' && target?.tagName !== 'BUTTON') {
        e.preventDefault();
        confirm();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [actor]);

  // The puzzle the trainer opens with leaves the focus where pages start; one the reader asks for takes it.
  const chosen = useRef(false);
  const start = (mode: Mode) => {
    chosen.current = true;
    actor.send({ type: 'START', mode, filters });
  };
  const single = c.mode === 'single';
  // Until hydrated (and for good without JavaScript) the page shows the puzzle, not controls that cannot work.
  const live = progress !== null;

  return (
    <div class="trainer" data-state={state} data-hydrated={live ? 'true' : undefined}>
      {notice?.notice && <Notice t={t} loaded={notice} />}
      {storeFailed && <p class="trainer-notice" role="status">{t('trainer.storage')}</p>}
      <Status t={t} progress={progress} streak={c.mode === 'streak' ? c.streak : null} />
      {/* The trainer's page draws no puzzle before the island runs: the slot keeps the puzzle's room, so nothing below moves in the reader's view. */}
      <div class="trainer-slot" data-reserve={given ? undefined : 'true'}>
      <div aria-live="polite">
        {state === 'loading' && <p class="trainer-info">{t('trainer.loading')}</p>}
        {state === 'empty' && <p class="trainer-info trainer-empty">{t(c.mode === 'review' ? 'trainer.reviewEmpty' : 'trainer.empty')}</p>}
        {state === 'failed' && <p class="trainer-info trainer-failed">{t(failure === 'maker' ? 'trainer.failed.maker' : 'trainer.failed')}</p>}
      </div>
      {p && state !== 'loading' && state !== 'empty' && state !== 'failed' && (
        <PuzzleView t={t} m={messages} boardMessages={boardMessages} p={p} state={state} c={c} draft={draft} set={set} confirm={confirm}
          daily={c.mode === 'daily' ? dailyDate : ''} base={base} single={single} chosen={chosen.current || (p !== null && p.id !== opening.current)} replay={p === given ? replay : undefined} live={live} drawn={p === given ? children : undefined}
          legal={legal?.id === p.id ? legal.plays : null} delta={delta?.id === p.id ? delta : null}
          send={(type) => actor.send({ type })} answer={(value) => actor.send({ type: 'ANSWER', value })} openKeys={() => dialog.current?.showModal()} />
      )}
      </div>
      {!single && live && (
        <details class="trainer-fold" open={state === 'idle' || state === 'empty' || undefined}>
          <summary>{t('trainer.choose')}</summary>
          <Chooser t={t} index={index} filters={filters} setFilters={setFilters} start={start} mistakes={progress?.mistakes.length ?? 0} />
        </details>
      )}
      {progress && <ProgressPanel t={t} progress={progress} keep={keep} refused={(r: Refusal) => t(`trainer.import.${r}`)} />}
      {/* Keys work only once the island runs, so the static page (thousands of them) leaves the list out. */}
      {live && (
        <dialog ref={dialog} class="trainer-dialog" aria-labelledby="trainer-keys-title">
          <h2 id="trainer-keys-title">{t('trainer.keys')}</h2>
          <ul>
            {(['trainer.keys.number', 'trainer.keys.side', 'trainer.keys.enter', 'trainer.keys.hint', 'trainer.keys.help'] as const).map((k) => <li>{t(k)}</li>)}
          </ul>
          <form method="dialog"><button class="trainer-button">{t('trainer.keys.close')}</button></form>
        </dialog>
      )}
    </div>
  );
}

/** Stored progress the trainer could not use: why, where it is kept, and a copy to download. */
function Notice({ t, loaded }: { t: T; loaded: Loaded }) {
  const { notice, backup } = loaded;
  const saveCopy = () => {
    const text = backup && backupText(storage(), backup);
    if (text) download('bullheads-progress-kept.json', new Blob([text], { type: 'application/json' }));
  };
  return (
    <div class="trainer-notice" role="alert" data-notice={notice}>
      <p>{notice && t(noticeKey(notice))} {t(backup ? 'trainer.notice.aside' : 'trainer.notice.stays')}</p>
      {backup && <button type="button" class="trainer-button" onClick={saveCopy}>{t('trainer.notice.download')}</button>}
    </div>
  );
}

function Status({ t, progress, streak }: { t: T; progress: Progress | null; streak: number | null }) {
  // Before the progress is read, an empty line of the same height: the puzzle below does not move.
  if (!progress) return <p class="trainer-status" aria-hidden="true">{'\u00a0'}</p>;
  return (
    <p class="trainer-status">
      <span>{t('trainer.rating', { rating: Math.round(progress.rating.r) })}</span>
      {streak !== null && <span data-streak={streak}>{t('trainer.streak', { count: streak })}</span>}
      <span>{t('trainer.streakBest', { count: progress.bestStreak })}</span>
    </p>
  );
}

type Ctx = ReturnType<typeof trainerMachine.getInitialSnapshot>['context'];
type Simple = 'HINT' | 'RETRY' | 'SHOW_SOLUTION' | 'NEXT';

interface ViewProps {
  t: T;
  m: TrainerMessages;
  boardMessages: TrainerProps['boardMessages'];
  p: Puzzle;
  state: string;
  c: Ctx;
  draft: Draft;
  set: (d: Partial<Draft>) => void;
  confirm: () => void;
  daily: string;
  base: string;
  single: boolean;
  /** The reader chose a mode or moved on from the opening puzzle: the puzzle takes the focus. */
  chosen: boolean;
  replay: Scenario | undefined;
  legal: readonly LegalPlay[] | 'failed' | null;
  send: (type: Simple) => void;
  answer: (value: PartValue) => void;
  /** This puzzle's effect on the rating, once settled. */
  delta: { change: number | null; rating: number } | null;
  openKeys: () => void;
  /** Hydrated: the answer controls and buttons work. */
  live: boolean;
  /** The position drawn on the server (an Anniversary puzzle's page), until the island's parts load. */
  drawn: ComponentChildren | undefined;
}

function PuzzleView({ t, m, boardMessages, p, state, c, draft, set, confirm, daily, base, single, chosen, replay, legal, send, answer, delta, openKeys, live, drawn }: ViewProps) {
  const ann = useLazy(anniversaryParts, keyHasSpecialCards(p.variant), p.id);
  const A = ann && ann !== 'failed' ? ann : null;
  // The special cards' rules are at hand once the Anniversary parts have loaded.
  const ready = !keyHasSpecialCards(p.variant) || A !== null;
  const q = p.question;
  const done = state === 'solved' || state === 'missed' || state === 'solution';
  const answering = state === 'answering';
  const current = q.kind === 'which-row' ? q.card : null;
  const found = useSolutionScenario(p, state === 'solution', replay);
  const solution = found === 'failed' ? null : found;
  const replayModule = useLazy(replayBoard, state === 'solution');
  const Replay = replayModule && replayModule !== 'failed' ? replayModule.default : null;
  const parts = Array.from({ length: partCount(p) }, (_, i) => i);
  const curated = endlessSeed(p.id) === null;
  // A puzzle the reader asked for takes the focus (and a screen reader's attention); a puzzle's
  // own page leaves the focus where the page starts.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownBefore = useRef(false);
  useEffect(() => {
    // Not the puzzle the trainer opens with: the page starts where pages start.
    if (!single && (chosen || shownBefore.current)) heading.current?.focus();
    shownBefore.current = true;
  }, [p]);
  // Where puzzles are answered on the board: after each answer the focus returns to it.
  const where = q.kind === 'where';
  const stages = ready ? stagesOf(p) : null;
  const special = useMemo(() => (A && stages ? A.specialDrawing({ t, bm: boardMessages, p }) : undefined), [A, p, stages]);
  const { board, pick } = useBoardPick(stages, c.part, [c.part, state, c.attempt], (spot) => answer({ kind: 'place', pick: spot }));
  const puzzleState: PuzzleState = state === 'answering' ? 'solving' : state === 'solved' || (state === 'solution' && c.outcome !== 'missed') ? 'solved' : 'failed';
  const asked = q.kind === 'where' ? (q.placements[Math.min(c.part, q.placements.length - 1)]?.card ?? null) : q.kind === 'which-row' ? q.card : null;
  const lastValue = c.values[c.values.length - 1];
  const wrongSpot = state === 'missed' && c.results[c.results.length - 1] === false && lastValue?.kind === 'place' ? lastValue.pick : null;
  const number = curated ? Number(p.id.split('-').pop()) : NaN;
  const explained = useLazy(explainers, c.hinted || (p.reason !== undefined && (c.results.length > 0 || done)));
  const x = explained === 'failed' ? null : explained;
  const reason = x?.reasonText(p, t) ?? '';
  let outcome = '';
  if (state === 'solved') outcome = c.outcome === 'missed' ? t('trainer.solvedLater') : c.outcome === 'hinted' ? t('trainer.solvedHinted') : t('trainer.solved');
  else if (state === 'missed') outcome = t('trainer.missed');
  return (
    <>
    <article class="trainer-puzzle" data-puzzle={p.id} data-kind={p.kind} {...stateAttributes(live, puzzleState, asked)}>
      <header class="trainer-head">
        {daily && <p class="trainer-daily">{t('trainer.daily', { date: daily })}</p>}
        <h2 ref={heading} tabIndex={-1} class={single ? 'visually-hidden' : undefined}>
          {Number.isInteger(number) ? t('trainer.puzzleTitle', { kind: kindLabel(t, p.kind), variant: variantLabel(t, p.variant), number }) : `${kindLabel(t, p.kind)} · ${variantLabel(t, p.variant)}`}
        </h2>
        <p class="trainer-meta">
          {t(`trainer.band.${p.difficulty.band}`)} · {t('trainer.puzzleRating', { rating: p.difficulty.rating })}
          {curated && !single && <> · <a href={`${base}${p.id}/`}>{t('trainer.link')}</a></>}
        </p>
      </header>
      {!where && (
        <div class="trainer-question">
          <QuestionText t={t} p={p} />
        </div>
      )}
      {stages ? (
        <WhereBoard m={{ ...boardMessages, ...m } as PuzzleBoardMessages} stages={stages} part={c.part} state={puzzleState} wrong={wrongSpot} profi={p.scenario.variant === 'profi'}
          players={p.scenario.players ?? []} onPick={live && state === 'answering' ? pick : null} boardRef={board}
          stated={<Stated t={t} choices={statedChoices(p)} />} special={special} />
      ) : where ? (
        // An Anniversary where puzzle until its parts load: the position drawn on the server, the same board with nothing to press.
        ann !== 'failed' && drawn ? drawn : <Waiting t={t} failed={ann === 'failed'} />
      ) : (
      <div class="board trainer-table">
        <div class="board-live">
          {!keyHasSpecialCards(p.variant) ? (
            <>
              <Rows m={m} t={t} rows={p.scenario.rows} picked={answering && picksRow(p, c.part) ? draft.row : null} pickable={live && answering && picksRow(p, c.part)} onPick={(row) => set({ row })} />
              <Plays m={m} t={t} p={p} current={answering ? current : null} />
            </>
          ) : A ? (
            <A.AnniversaryTable m={m} t={t} bm={boardMessages} p={p} picked={answering && picksRow(p, c.part) ? draft.row : null} pickable={live && answering && picksRow(p, c.part)}
              onPick={(row) => set({ row })} />
          ) : ann !== 'failed' && drawn ? (
            drawn
          ) : (
            <Waiting t={t} failed={ann === 'failed'} />
          )}
        </div>
      </div>
      )}
      {live && answering && !where && ready && (
        <AnswerControls m={m} t={t} p={p} part={c.part} draft={draft} set={set} onConfirm={confirm} takeFocus={!single && (chosen || c.part > 0)}
          extra={A && <A.AnniversaryAnswer m={m} t={t} bm={boardMessages} p={p} part={c.part} draft={draft} set={set} values={c.values} legal={legal} />} />
      )}
      {!where && <ol class="trainer-feedback" aria-live="polite">
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
      </ol>}
      {c.hinted && !done && (
        <p class="trainer-hint" role="note">{x && `${x.hintText(p, t)} `}{t(`trainer.hint.${p.kind}` as TrainerKey)}</p>
      )}
      {outcome && <p class={`trainer-outcome trainer-${state}`} role="status">{outcome}</p>}
      {delta && done && (
        <p class="trainer-delta" data-rating-change={delta.change ?? undefined}>
          {delta.change === null ? t('trainer.counted', { rating: delta.rating }) : t('trainer.ratingChange', { rating: delta.rating, change: delta.change > 0 ? `+${delta.change}` : delta.change < 0 ? `−${-delta.change}` : '±0' })}
        </p>
      )}
      {c.mode === 'streak' && c.streakOver && done && <p class="trainer-streak-over" role="status">{t('trainer.streakOver', { count: c.streak })}</p>}
      {done && (
        <p class="trainer-rule"><strong>{t('trainer.rule')}:</strong> {t(ruleKey(p))}</p>
      )}
      {/* Why the answer is best (strategy puzzles), once it is known: after a solve or with the solution. */}
      {(state === 'solved' || state === 'solution') && reason && (
        <p class="trainer-reason" data-reason={p.reason?.code}><strong>{t('trainer.why')}:</strong> {reason}</p>
      )}
      {/* Not before the puzzle's board: drawn later, it would push the buttons down in the reader's view (an Anniversary puzzle's parts load first). */}
      {(ready || drawn || ann === 'failed') && (
        <div class="trainer-actions">
          {live && answering && !c.hinted && <button type="button" class="trainer-button" onClick={() => send('HINT')}>{t('trainer.hint')}</button>}
          {live && done && <button type="button" class="trainer-button" onClick={() => send('RETRY')}>{t('trainer.retry')}</button>}
          {live && state !== 'solution' && <button type="button" class="trainer-button" onClick={() => send('SHOW_SOLUTION')}>{t('trainer.showSolution')}</button>}
          {live && done && !single && <button type="button" class="trainer-button trainer-primary" onClick={() => send('NEXT')}>{t('trainer.next')}</button>}
          {single && <a class="trainer-button" href={base}>{t('trainer.more')}</a>}
          {live && <button type="button" class="trainer-button" onClick={openKeys} aria-keyshortcuts="?">{t('trainer.keys.open')} (?)</button>}
        </div>
      )}
    </article>
    {/* After the puzzle's root: the replay's board is no answer board (it has rows of its own). */}
    {state === 'solution' && (
        <section class="trainer-solution">
          <h3>{t('trainer.solution')}</h3>
          <ol>
            {parts.map((i) => {
              const v = rightPart(p, i);
              return v ? <li>{partText(t, p, i, v)}</li> : null;
            })}
          </ol>
          {(found === 'failed' || replayModule === 'failed') && <p class="trainer-info trainer-failed">{t('trainer.replayFailed')}</p>}
          {solution && (
            <>
              <h3>{t('trainer.replay')}</h3>
              {Replay && ready && <Replay key={p.id} id={`solution-${p.id}`} scenario={solution} messages={boardMessages} />}
            </>
          )}
        </section>
      )}
    </>
  );
}

/** The puzzle's place while its parts load, or why they could not. */
function Waiting({ t, failed }: { t: T; failed: boolean }) {
  return <p class={failed ? 'trainer-info trainer-failed' : 'trainer-info'}>{t(failed ? 'trainer.failed' : 'trainer.loading')}</p>;
}

/** The choices a puzzle states beyond the convention, as one sentence. */
function Stated({ t, choices }: { t: T; choices: readonly Choice[] }) {
  return choices.length ? <p class="trainer-assumed">{t('trainer.assume')} {choices.map((a) => assumedText(t, a)).join('; ')}.</p> : null;
}

/**
 * The turn to replay once the solution is shown: from the puzzle itself where it can be, given
 * by the page, or (safe-card puzzles fetched from the set) from the solver worker.
 */
function useSolutionScenario(p: Puzzle, wanted: boolean, given: Scenario | undefined): Scenario | 'failed' | null {
  const direct = useMemo(() => replayScenario(p) ?? given ?? null, [p, given]);
  const [solved, setSolved] = useState<{ id: string; scenario: Scenario | 'failed' } | null>(null);
  useEffect(() => {
    if (!wanted || direct || solved?.id === p.id) return;
    let live = true;
    solutionIn(p).then((s) => {
      if (live && s) setSolved({ id: p.id, scenario: s });
    }, () => live && setSolved({ id: p.id, scenario: 'failed' }));
    return () => {
      live = false;
    };
  }, [p, wanted, direct]);
  if (!wanted) return null;
  return direct ?? (solved?.id === p.id ? solved.scenario : null);
}
