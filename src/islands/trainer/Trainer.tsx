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
import { trainerMachine, type Mode } from '../../machines/trainer.ts';
import { dailyEntry, decodeIndex, isShown, endlessKind, endlessSeed, localDate, NO_FILTERS, pickEntry, randomSeed, readFilters, reviewable, streakEntry, type Entry, type Filters } from '../../trainer/pick.ts';
import type { LegalPlay } from '../../puzzles/jubilaeum.ts';
import type { AnniversaryMessages } from './Anniversary.tsx';
import { isProvisional } from '../../trainer/glicko.ts';
import { backupText, change, counted, load, record, reread, save, STORAGE_KEY, withStreak, type Loaded, type Progress, type Refusal } from '../../trainer/progress.ts';
import { useLazy } from '../puzzle/lazy.ts';
import { Solve, type PuzzleActor, type SolveMessages } from '../puzzle/Solve.tsx';
import { deviceStorage, tabStorage } from '../storage.ts';
import { useSelector } from '../useSelector.ts';
import { Chooser } from './Chooser.tsx';
import { download } from '../download.ts';
import { ProgressPanel } from './ProgressPanel.tsx';
import { kindLabel, noticeKey, translator, variantLabel, type T, type TrainerMessages } from './text.ts';
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

/** The last puzzle's effect on the rating: the change, or null when it had counted before. */
interface Delta {
  readonly id: string;
  readonly change: number | null;
  readonly rating: number;
  /** Still provisional after this puzzle: big swings are normal, and the reader is told so. */
  readonly provisional: boolean;
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

/** The Anniversary parts, with the special cards' rules (the puzzle board and the replay need them). */
const anniversaryParts = () =>
  import(/* @lazy-chunk */ './Anniversary.tsx').then(async (parts) => {
    await parts.loadSpecialCards();
    return parts;
  });
/** The puzzle maker and solver, in a worker: wanted by endless and review, "which special card", a safe-card puzzle's replay. */
const solver = () => import(/* @lazy-chunk */ './solver.ts');
/** The example board for a solution's replay (the puzzle board does without it). */
const replayBoard = () => import(/* @lazy-chunk */ '../ExampleBoard.tsx');

const TYPING = new Set(['INPUT', 'SELECT', 'TEXTAREA']);

/** The curated puzzle being answered in this tab, kept for a reload. */
const OPEN_KEY = 'bullheads:trainer:open';
function readOpen(store: Storage | null): string | null {
  try {
    return store?.getItem(OPEN_KEY) ?? null;
  } catch {
    return null;
  }
}
function keepOpen(store: Storage | null, id: string | null): void {
  try {
    if (id) store?.setItem(OPEN_KEY, id);
    else store?.removeItem(OPEN_KEY);
  } catch {
    // A blocked storage: a reload picks another puzzle.
  }
}

/** The filters last started with, kept on the device: the trainer opens with them again. */
const FILTERS_KEY = 'bullheads:trainer:filters';
function readKeptFilters(store: Storage | null, index: readonly Entry[]): Filters {
  try {
    return readFilters(JSON.parse(store?.getItem(FILTERS_KEY) ?? 'null'), index);
  } catch {
    return NO_FILTERS; // not JSON: start with any puzzle
  }
}
function keepFilters(store: Storage | null, filters: Filters): void {
  try {
    store?.setItem(FILTERS_KEY, JSON.stringify(filters));
  } catch {
    // A blocked or full storage: the next visit starts with any puzzle.
  }
}

export default function Trainer({ messages, boardMessages, index: indexText, puzzle: given, replay, setUrl, base, children }: TrainerProps) {
  const t = translator(messages);
  // The puzzle draws with the board's words as well (the page gives both from one catalog).
  const solveMessages = useMemo(() => ({ ...boardMessages, ...messages }) as SolveMessages, [messages, boardMessages]);
  const index = useMemo(() => decodeIndex(indexText ?? ''), [indexText]);
  const [actor] = useState(() => createActor(trainerMachine, { input: { puzzle: given ?? null } }));
  const state = useSelector(actor, (s) => s.value as string);
  const c = useSelector(actor, (s) => s.context);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [notice, setNotice] = useState<Loaded | null>(null);
  // Why the last puzzle could not come: the set could not be fetched, or the puzzle maker (a worker) failed.
  const [failure, setFailure] = useState<'set' | 'maker'>('set');
  const [storeFailed, setStoreFailed] = useState(false);
  const [unknown, setUnknown] = useState('');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [delta, setDelta] = useState<Delta | null>(null);
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
    setStoreFailed(!save(deviceStorage(), p));
  };
  /** A change made to the progress as stored now, so that results from another tab stay. */
  const apply = (f: (p: Progress) => Progress) => {
    const mine = progressRef.current;
    if (!mine) return;
    const changed = change(deviceStorage(), mine, f);
    if (changed.loaded?.notice) setNotice(changed.loaded);
    show(changed.progress);
    setStoreFailed(!changed.saved);
  };

  // Progress lives in the browser only: read it once hydrated, then follow the machine's results.
  useEffect(() => {
    const loaded = load(deviceStorage());
    show(loaded.progress);
    if (loaded.notice) setNotice(loaded);
    // Mistakes no longer in the set (an older set's ids) leave the review list; the rest stay.
    if (index.length && reviewable(loaded.progress.mistakes, index).length < loaded.progress.mistakes.length) {
      apply((p) => ({ ...p, mistakes: reviewable(p.mistakes, index) }));
    }
    actor.start();
    const linked = given ? '' : location.pathname.startsWith(base) ? location.pathname.slice(base.length).replace(/\/$/, '') : '';
    // A reload (or a phone bringing back a tab it had put to sleep) finds the puzzle the reader was answering.
    const open = given || linked ? null : readOpen(tabStorage());
    if (linked && index.some((e) => e.id === linked)) linkedRef.current = linked;
    else if (open && index.some((e) => e.id === open) && !counted(loaded.progress, open)) linkedRef.current = open;
    // An address with an id the set does not hold (offline, the service worker answers it with this page): say so.
    else if (linked && !linked.includes('/')) setUnknown(linked);
    // The trainer opens on a puzzle (the one linked, else one near the reader's rating): the board comes first.
    // With the filters last started with, shown in the chooser too.
    const kept = readKeptFilters(deviceStorage(), index);
    setFilters(kept);
    if (!given && index.length) actor.send({ type: 'START', mode: 'pick', filters: kept });
    const subs = [
      actor.on('outcome', (e) => apply((p) => {
        const next = record(p, { id: e.puzzle.id, variant: e.puzzle.variant, themes: e.puzzle.themes, rating: e.puzzle.difficulty.rating }, e.outcome);
        setDelta({ id: e.puzzle.id, change: counted(p, e.puzzle.id) ? null : Math.round(next.rating.r) - Math.round(p.rating.r), rating: Math.round(next.rating.r), provisional: isProvisional(next.rating) });
        return next;
      })),
      actor.on('streak', (e) => apply((p) => withStreak(p, e.length))),
    ];
    // Another tab of the trainer stored results: show them here too.
    const onStorage = (e: StorageEvent) => {
      if (e.key !== STORAGE_KEY && e.key !== null) return;
      const p = reread(deviceStorage());
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
      solver().then((s) => s.generateIn(key, kind, seed)).then(send, () => fail('maker'));
    };
    const mode: Mode = c.mode;
    const linked = linkedRef.current;
    linkedRef.current = undefined;
    // A puzzle's own address (offline this page answers it) names that one puzzle: with another, the address is the trainer's again.
    if (!linked && !given && location.pathname !== base) history.replaceState(history.state, '', base);
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
  // A puzzle being answered is kept for a reload of this tab; once settled (or for a made-up one) it is not.
  useEffect(() => {
    if (given || state === 'loading') return;
    keepOpen(tabStorage(), p && state === 'answering' && endlessSeed(p.id) === null ? p.id : null);
  }, [p?.id, state]);
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
    solver().then((s) => s.optionsIn(p)).then((plays) => keep(plays ?? 'failed'), () => keep('failed'));
    return () => {
      live = false;
    };
  }, [p?.id]);
  // Keys of the trainer itself (those of the puzzle are Solve's): N the next puzzle, ? the list of keys.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || dialog.current?.open) return;
      const target = e.target as HTMLElement | null;
      if (target && TYPING.has(target.tagName)) return;
      const snap = actor.getSnapshot();
      if (e.key === '?') {
        dialog.current?.showModal();
        e.preventDefault();
      } else if (e.key.toLowerCase() === 'n' && (snap.matches('solved') || snap.matches('missed') || snap.matches('solution'))) actor.send({ type: 'NEXT' });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [actor]);

  // Nothing left to show (a review done, filters no puzzle matches, a set that failed to load): the Next button that
  // had the focus is gone, so the message takes it, with the chooser opened right below it.
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if ((state === 'empty' || state === 'failed') && (!document.activeElement || document.activeElement === document.body)) said.current?.focus();
  }, [state]);

  // The puzzle the trainer opens with leaves the focus where pages start; one the reader asks for takes it.
  const chosen = useRef(false);
  const start = (mode: Mode) => {
    chosen.current = true;
    keepFilters(deviceStorage(), filters);
    actor.send({ type: 'START', mode, filters });
  };
  const single = c.mode === 'single';
  // Until hydrated (and for good without JavaScript) the page shows the puzzle, not controls that cannot work.
  const live = progress !== null;

  return (
    <div class="trainer" data-state={state} data-hydrated={live ? 'true' : undefined}>
      {notice?.notice && <Notice t={t} loaded={notice} />}
      {storeFailed && <p class="trainer-notice" role="status">{t('trainer.storage')}</p>}
      {unknown && <p class="trainer-notice" role="status" data-unknown-puzzle={unknown}>{t('trainer.unknownPuzzle', { id: unknown })}</p>}
      {/* A mistake ends the streak at once: the count says 0, and the puzzle's note says where it stopped. */}
      <Status t={t} progress={progress} streak={c.mode === 'streak' ? (c.streakOver ? 0 : c.streak) : null} />
      {/* The trainer's page draws no puzzle before the island runs: the slot keeps the puzzle's room, so nothing below moves in the reader's view. */}
      {/* Nothing to show keeps no room: the message and the chooser below it are what the reader needs. */}
      <div class="trainer-slot" data-reserve={given || state === 'empty' || state === 'failed' ? undefined : 'true'}>
      <div aria-live="polite">
        {state === 'loading' && <p class="trainer-info">{t('trainer.loading')}</p>}
        {state === 'empty' && <p class="trainer-info trainer-empty" ref={said} tabIndex={-1}>{t(c.mode === 'review' ? 'trainer.reviewEmpty' : 'trainer.empty')}</p>}
        {state === 'failed' && <p class="trainer-info trainer-failed" ref={said} tabIndex={-1}>{t(failure === 'maker' ? 'trainer.failed.maker' : 'trainer.failed')}</p>}
      </div>
      {p && state !== 'loading' && state !== 'empty' && state !== 'failed' && (
        <TrainerPuzzle t={t} m={solveMessages} boardMessages={boardMessages} actor={actor} p={p} state={state} c={c}
          daily={c.mode === 'daily' ? dailyDate : ''} base={base} single={single} chosen={chosen.current || p.id !== opening.current} replay={p === given ? replay : undefined} live={live} drawn={p === given ? children : undefined}
          legal={legal?.id === p.id ? legal.plays : null} delta={delta?.id === p.id ? delta : null} counts={!!progress && !counted(progress, p.id)} openKeys={() => dialog.current?.showModal()} />
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
    const text = backup && backupText(deviceStorage(), backup);
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
      <span>{t(isProvisional(progress.rating) ? 'trainer.ratingProvisional' : 'trainer.rating', { rating: Math.round(progress.rating.r) })}</span>
      {streak !== null && <span data-streak={streak}>{t('trainer.streak', { count: streak })}</span>}
      <span>{t('trainer.streakBest', { count: progress.bestStreak })}</span>
    </p>
  );
}

interface ViewProps {
  t: T;
  m: SolveMessages;
  boardMessages: TrainerProps['boardMessages'];
  actor: PuzzleActor;
  p: Puzzle;
  state: string;
  c: ReturnType<PuzzleActor['getSnapshot']>['context'];
  daily: string;
  base: string;
  single: boolean;
  /** The reader chose a mode or moved on from the opening puzzle: the puzzle takes the focus. */
  chosen: boolean;
  /** The solution's turn, found when the page was built (a puzzle's own page). */
  replay: Scenario | undefined;
  legal: readonly LegalPlay[] | 'failed' | null;
  /** This puzzle's effect on the rating, once settled. */
  delta: Delta | null;
  /** The puzzle would change the rating (it has not counted before). */
  counts: boolean;
  openKeys: () => void;
  /** Hydrated: the answer controls and buttons work. */
  live: boolean;
  /** The position drawn on the server (an Anniversary puzzle's page), until the island's parts load. */
  drawn: ComponentChildren | undefined;
}

/** The one puzzle view (Solve) with the trainer's parts: its title, the rating change, Next, the Anniversary's parts once loaded. */
function TrainerPuzzle({ t, m, boardMessages, actor, p, state, c, daily, base, single, chosen, replay, legal, delta, counts, openKeys, live, drawn }: ViewProps) {
  const specialCards = keyHasSpecialCards(p.variant);
  const ann = useLazy(anniversaryParts, specialCards, p.id);
  const A = ann && ann !== 'failed' ? ann : null;
  // The special cards' rules are at hand once the Anniversary parts have loaded.
  const ready = !specialCards || A !== null;
  const parts = useMemo(() => (A ? A.solveParts({ m, t, bm: boardMessages, p, legal }) : undefined), [A, p, legal]);
  const done = state === 'solved' || state === 'missed' || state === 'solution';
  const curated = endlessSeed(p.id) === null;
  const number = curated ? Number(p.id.split('-').pop()) : NaN;
  const head = (
    <Head single={single} chosen={chosen} daily={daily && <p class="trainer-daily">{t('trainer.daily', { date: daily })}</p>}
      title={Number.isInteger(number) ? t('trainer.puzzleTitle', { kind: kindLabel(t, p.kind), variant: variantLabel(t, p.variant), number }) : `${kindLabel(t, p.kind)}\u00a0· ${variantLabel(t, p.variant)}`}>
      <p class="trainer-meta">
        {t(`trainer.band.${p.difficulty.band}`)} · {t('trainer.puzzleRating', { rating: p.difficulty.rating })}
        {curated && !single && <> · <a href={`${base}${p.id}/`}>{t('trainer.link')}</a></>}
      </p>
    </Head>
  );
  return (
    <Solve key={p.id} p={p} m={m} actor={actor} live={live} pageKeys takeFocus={!single && chosen} head={head} legal={legal}
      standIn={ready ? undefined : ann !== 'failed' && drawn ? drawn : <Waiting t={t} failed={ann === 'failed'} />}
      {...parts}
      findReplay={(q) => (replay ? Promise.resolve(replay) : solver().then((s) => s.solutionIn(q)))}
      replay={(scenario) => ready && <Replay t={t} p={p} scenario={scenario} messages={boardMessages} />}
      notes={<>
        {delta && done && (
          <p class="trainer-delta" data-rating-change={delta.change ?? undefined}>
            {delta.change === null ? t('trainer.counted', { rating: delta.rating }) : t(delta.provisional ? 'trainer.ratingChangeNew' : 'trainer.ratingChange', { rating: delta.rating, change: delta.change > 0 ? `+${delta.change}` : delta.change < 0 ? `−${-delta.change}` : '±0' })}
          </p>
        )}
        {c.mode === 'streak' && c.streakOver && done && <p class="trainer-streak-over" role="status">{t('trainer.streakOver', { count: c.streak })}</p>}
        {/* Said before it happens: the solution asked for first settles a puzzle that still counts as missed. */}
        {state === 'answering' && c.attempt === 0 && !c.results.length && counts && <p class="trainer-note">{t('trainer.solutionCounts')}</p>}
        {/* A puzzle answered on an earlier visit (today's puzzle opened again): said before it is answered, not after. */}
        {state === 'answering' && c.attempt === 0 && !c.results.length && live && !counts && <p class="trainer-note" data-counted-before="">{t(daily ? 'trainer.dailyDone' : 'trainer.countedBefore')}</p>}
      </>}
      actions={<>
        {live && done && !single && <button type="button" class="trainer-button trainer-primary" onClick={() => actor.send({ type: 'NEXT' })}>{t('trainer.next')}</button>}
        {single && <a class="trainer-button" href={base}>{t('trainer.more')}</a>}
        {live && <button type="button" class="trainer-button trainer-keys-open" onClick={openKeys} aria-keyshortcuts="?">{t('trainer.keys.open')} (?)</button>}
      </>} />
  );
}

/**
 * The puzzle's title. A puzzle the reader asked for takes the focus (and a screen reader's attention) and comes to
 * the top of the screen, so its board and the cards played lie in sight (on a laptop the page's head above would
 * push them below the screen); the puzzle a page opens with leaves the focus where the page starts. `children`:
 * the line below the title.
 */
function Head({ single, chosen, daily, title, children }: { single: boolean; chosen: boolean; daily: ComponentChildren; title: string; children: ComponentChildren }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (single || !chosen) return;
    heading.current?.focus({ preventScroll: true });
    heading.current?.closest('article')?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <header class="trainer-head">
      {daily}
      <h2 ref={heading} tabIndex={-1} class={single ? 'visually-hidden' : undefined}>{title}</h2>
      {children}
    </header>
  );
}

/** The solution's turn on the example board, loaded once a solution is shown. */
function Replay({ t, p, scenario, messages }: { t: T; p: Puzzle; scenario: Scenario; messages: TrainerProps['boardMessages'] }) {
  const loaded = useLazy(replayBoard, true);
  if (loaded === 'failed') return <p class="trainer-info trainer-failed">{t('trainer.replayFailed')}</p>;
  return loaded && <loaded.default key={p.id} id={`solution-${p.id}`} scenario={scenario} messages={messages} />;
}

/** The puzzle's place while its parts load, or why they could not. */
function Waiting({ t, failed }: { t: T; failed: boolean }) {
  return <p class={failed ? 'trainer-info trainer-failed' : 'trainer-info'}>{t(failed ? 'trainer.failed' : 'trainer.loading')}</p>;
}
