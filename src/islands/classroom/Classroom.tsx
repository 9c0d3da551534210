// Classroom sets, all in the browser: a teacher picks curated puzzles into a titled set that
// travels in a link (src/classroom/codes.ts); a student solves it as in the trainer (Solve) and gets
// a result code; the teacher pastes the codes and sees who got what, prints or exports it, and
// prints the set as a worksheet with its answer key. Nothing is sent anywhere. Anniversary puzzles
// (special cards) are in the list too; their parts load only for a set that holds one (Anniversary.tsx).
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Puzzle, PuzzleKind } from '../../puzzles/types.ts';
import { ALL_PUZZLE_KINDS, ALL_VARIANT_KEYS } from '../../puzzles/types.ts';
import { decodeSet, encodeResult, encodeSet, MAX_NAME, MAX_SET, MAX_TITLE, readCodes, setKey, type ClassSet, type CodeError, type SetError } from '../../classroom/codes.ts';
import { keepCodes, loadCodes } from '../../classroom/kept.ts';
import { forgetAttempt, keepAttempt, loadAttempt } from '../../classroom/attempt.ts';
import { deviceStorage } from '../storage.ts';
import { isRight, summarize, summaryCsv } from '../../classroom/summary.ts';
import { givenParts, partCount, rightPart, type PartValue } from '../../trainer/answer.ts';
import { format, type Params } from '../../i18n/format.ts';
import type { ClassKey } from '../../i18n/classroom/en.ts';
import { QuestionText } from '../trainer/Answer.tsx';
import { followsConvention } from '../../puzzles/convention.ts';
import type { SolveMessages } from '../puzzle/Solve.tsx';
import { useLazy } from '../puzzle/lazy.ts';
import { Plays, Rows } from '../trainer/Table.tsx';
import { download } from '../download.ts';
import { forgetOwn, keepOwn, loadOwn, readAddFragment, ADD_PREFIX, type OwnPuzzle } from '../../classroom/own.ts';
import { OwnPuzzles, ownLabel } from './OwnPuzzles.tsx';
import { blankText, kindLabel, partText, translator, variantLabel, type T } from '../trainer/text.ts';
import { keyHasSpecialCards } from '../../puzzles/keys.ts';

export type ClassMessages = Record<ClassKey, string>;
type C = (key: ClassKey, params?: Params) => string;

export interface ClassroomProps {
  messages: ClassMessages;
  /** The trainer's words and the puzzle board's: a student solves the set as in the trainer. */
  trainer: SolveMessages;
  /** Where the curated puzzles lie (/puzzles.json). */
  setUrl: string;
}

const BANDS = ['easy', 'medium', 'hard'] as const;
/** How many more puzzles the builder lists at a time. */
const PAGE = 12;
/** The puzzles a set can ask: every kind the one puzzle view answers, Anniversary ones included. */
const fits = (p: Puzzle) => (ALL_PUZZLE_KINDS as readonly PuzzleKind[]).includes(p.kind);
/** Does the puzzle need the Anniversary parts (special cards)? */
const special = (p: Puzzle) => keyHasSpecialCards(p.variant);
/** A curated puzzle in the picker and in the set: its kind, variant and difficulty. */
const puzzleLabel = (t: T, p: Puzzle) => `${kindLabel(t, p.kind)} · ${variantLabel(t, p.variant)} · ${t(`trainer.band.${p.difficulty.band}`)}`;

type View =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'build'; all: readonly Puzzle[]; own: readonly OwnPuzzle[]; added?: string | null }
  | { kind: 'bad-set'; error: SetError; teacher: boolean }
  | { kind: 'student' | 'teacher'; set: ClassSet; puzzles: readonly Puzzle[] };

async function open(setUrl: string): Promise<View> {
  let all: Puzzle[];
  try {
    const res = await fetch(setUrl);
    const json: unknown = res.ok ? await res.json() : null;
    if (!Array.isArray(json)) return { kind: 'failed' };
    all = (json as Puzzle[]).filter(fits);
  } catch {
    return { kind: 'failed' };
  }
  const storage = deviceStorage();
  if (location.hash.length <= 1) return { kind: 'build', all, own: loadOwn(storage) };
  // A puzzle from the editor (#add.…): kept on this device, put into the set, and gone from the address.
  if (location.hash.startsWith(`#${ADD_PREFIX}`)) {
    const draft = await readAddFragment(location.hash.slice(1));
    history.replaceState(null, '', location.pathname + location.search);
    if (!draft) return { kind: 'build', all, own: loadOwn(storage), added: null };
    const { list, kept } = keepOwn(storage, draft);
    return { kind: 'build', all, own: list, added: kept.id };
  }
  const teacher = new URLSearchParams(location.search).has('teacher');
  const decoded = await decodeSet(location.hash.slice(1));
  if (!decoded.ok) return { kind: 'bad-set', error: decoded.error, teacher };
  const byId = new Map([...all, ...(decoded.value.own ?? [])].map((p) => [p.id, p]));
  const puzzles = decoded.value.ids.map((id) => byId.get(id));
  if (puzzles.some((p) => !p)) return { kind: 'bad-set', error: 'set-empty', teacher };
  return { kind: teacher ? 'teacher' : 'student', set: decoded.value, puzzles: puzzles as Puzzle[] };
}

export default function Classroom({ messages, trainer, setUrl }: ClassroomProps) {
  const c: C = (key, params) => format(messages[key] ?? key, params);
  const t = translator(trainer);
  const [view, setView] = useState<View>({ kind: 'loading' });
  useEffect(() => {
    const load = () => void open(setUrl).then(setView);
    load();
    // A new set link pasted into the address bar of the open page.
    addEventListener('hashchange', load);
    return () => removeEventListener('hashchange', load);
  }, []);
  return (
    <div class="classroom" data-view={view.kind}>
      {view.kind === 'loading' && <p role="status">{c('class.loading')}</p>}
      {view.kind === 'failed' && <p class="classroom-error" role="alert">{c('class.failed')}</p>}
      {view.kind === 'bad-set' && <BadSet c={c} {...view} />}
      {view.kind === 'build' && <Builder c={c} t={t} all={view.all} own={view.own} added={view.added} />}
      {view.kind === 'student' && <Student c={c} t={t} m={trainer} set={view.set} puzzles={view.puzzles} />}
      {/* Keyed by the set: another set's link pasted into the address bar brings its own kept codes. */}
      {view.kind === 'teacher' && <Teacher key={setKey(view.set)} c={c} t={t} m={trainer} set={view.set} puzzles={view.puzzles} />}
    </div>
  );
}

/** A set link that cannot be read: a student is sent to the teacher, the teacher to the saved link or a new set. */
function BadSet({ c, error, teacher }: { c: C; error: SetError; teacher: boolean }) {
  const text = error === 'set' ? (teacher ? 'class.error.setTeacher' : 'class.error.set') : teacher ? 'class.error.setEmptyTeacher' : 'class.error.setEmpty';
  return (
    <>
      <p class="classroom-error" role="alert" data-error={error}>{c(text)}</p>
      {teacher && <p><a href={location.pathname}>{c('class.error.rebuild')}</a></p>}
    </>
  );
}

/** The page's address with a set: the students' link, or the teacher's (?teacher). */
const linkOf = (fragment: string, teacher: boolean) => `${location.origin}${location.pathname}${teacher ? '?teacher' : ''}#${fragment}`;

/** A read-only field with a Copy button (and an Open link for addresses); the clipboard may refuse. */
function CopyField({ c, label, value, name, open = false }: { c: C; label: string; value: string; name: string; open?: boolean }) {
  const [status, setStatus] = useState('');
  const copy = () => navigator.clipboard.writeText(value).then(() => setStatus(c('class.copied')), () => setStatus(c('class.copyFailed')));
  return (
    <div class="classroom-copy">
      <label>
        <span>{label}</span>
        <input type="text" readOnly value={value} data-out={name} onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
      </label>
      <button type="button" onClick={() => void copy()} data-copy={name}>{c('class.copy')}</button>
      {open && <a href={value} target="_blank" rel="noopener">{c('class.open')}</a>}
      <span role="status">{status}</span>
    </div>
  );
}

function Builder({ c, t, all, own: ownAtStart, added }: { c: C; t: T; all: readonly Puzzle[]; own: readonly OwnPuzzle[]; added?: string | null | undefined }) {
  const [variant, setVariant] = useState('');
  const [kind, setKind] = useState('');
  const [band, setBand] = useState('');
  const [limit, setLimit] = useState(PAGE);
  const list = useRef<HTMLUListElement>(null);
  const [own, setOwn] = useState(ownAtStart);
  const [ids, setIds] = useState<string[]>(added ? [added] : []);
  // Empty, with the usual title as its placeholder: typing starts a new title, and an empty one becomes the usual title.
  const [title, setTitle] = useState('');
  const [links, setLinks] = useState<{ student: string; teacher: string } | null>(null);
  const matching = (v: string, k: string, b: string) => all.filter((p) => (!v || p.variant === v) && (!k || p.kind === k) && (!b || p.difficulty.band === b));
  const matches = useMemo(() => matching(variant, kind, band), [all, variant, kind, band]);
  // The filters narrow from left to right: a kind the variant has no puzzles of, or a difficulty the two leave none of,
  // is offered as none (the Anniversary has no "Which row?"), and a choice on the left that empties one on its right
  // sets that one back to "any", so the list is never empty unexplained.
  const has = (v: string, k: string, b: string) => matching(v, k, b).length > 0;
  const offered = { variant: () => true, kind: (o: string) => has(variant, o, ''), band: (o: string) => has(variant, kind, o) };
  const choose = (next: { variant?: string; kind?: string; band?: string }) => {
    const v = next.variant ?? variant;
    const k = next.kind ?? (has(v, kind, '') ? kind : '');
    setVariant(v);
    setKind(k);
    setBand(next.band ?? (has(v, k, band) ? band : ''));
    setLimit(PAGE);
  };
  const shown = matches.slice(0, limit);
  // After "Show more" the keyboard goes on at the first puzzle added to the list.
  useEffect(() => {
    if (limit > PAGE) (list.current?.children[limit - PAGE] as HTMLElement | undefined)?.focus();
  }, [limit]);
  const byId = useMemo(() => new Map([...all, ...own].map((p) => [p.id, p])), [all, own]);
  const change = (next: string[]) => {
    setIds(next);
    setLinks(null);
  };
  const make = async () => {
    const fragment = await encodeSet({ title: title.trim().slice(0, MAX_TITLE) || c('class.set.titleDefault'), ids, own: own.filter((p) => ids.includes(p.id)) });
    setLinks({ student: linkOf(fragment, false), teacher: linkOf(fragment, true) });
  };
  const select = (label: string, value: string, filter: 'variant' | 'kind' | 'band', options: readonly string[], name: (o: string) => string) => (
    <label class="classroom-filter">
      <span>{label}</span>
      <select value={value} onChange={(e) => choose({ [filter]: (e.currentTarget as HTMLSelectElement).value })}>
        <option value="">{c('class.filter.any')}</option>
        {options.map((o) => (offered[filter](o) ? <option value={o}>{name(o)}</option> : <option value={o} disabled>{c('class.filter.none', { label: name(o) })}</option>))}
      </select>
    </label>
  );
  return (
    <>
      <p class="classroom-intro">{c('class.intro')}</p>
      {added !== undefined && <p class={added ? 'classroom-note' : 'classroom-error'} role={added ? 'status' : 'alert'}>{c(added ? 'class.own.added' : 'class.own.bad')}</p>}
      <section class="classroom-panel" aria-labelledby="class-build">
        <h2 id="class-build">{c('class.build.h')}</h2>
        <div class="classroom-filters">
          {select(c('class.filter.variant'), variant, 'variant', ALL_VARIANT_KEYS, (v) => variantLabel(t, v))}
          {select(c('class.filter.kind'), kind, 'kind', ALL_PUZZLE_KINDS, (k) => kindLabel(t, k as PuzzleKind))}
          {select(c('class.filter.band'), band, 'band', BANDS, (b) => t(`trainer.band.${b as (typeof BANDS)[number]}`))}
        </div>
        <p role="status">{matches.length ? c('class.found', { count: matches.length, shown: shown.length }) : c('class.found.none')}</p>
        <ul class="classroom-list" ref={list}>
          {shown.map((p) => (
            <li data-puzzle={p.id} tabIndex={-1}>
              {/* The button's description names its puzzle: a screen reader moving from button to button hears which. */}
              <span id={`class-found-${p.id}`}>{puzzleLabel(t, p)} <small>{p.id}</small></span>
              <button type="button" data-add={p.id} aria-describedby={`class-found-${p.id}`} disabled={ids.includes(p.id) || ids.length >= MAX_SET} onClick={() => change([...ids, p.id])}>
                {ids.includes(p.id) ? c('class.added') : c('class.add')}
              </button>
            </li>
          ))}
        </ul>
        {matches.length > limit && <button type="button" data-action="more" onClick={() => setLimit(limit + PAGE)}>{c('class.more', { n: Math.min(PAGE, matches.length - limit) })}</button>}
      </section>
      <OwnPuzzles c={c} t={t} own={own} ids={ids} full={ids.length >= MAX_SET} onAdd={(id) => change([...ids, id])} onForget={(id) => { setOwn(forgetOwn(deviceStorage(), id)); change(ids.filter((x) => x !== id)); }} />
      <section class="classroom-panel" aria-labelledby="class-set">
        <h2 id="class-set">{c('class.set.h')}</h2>
        <label class="classroom-title">
          <span>{c('class.set.title')}</span>
          <input type="text" maxLength={MAX_TITLE} value={title} placeholder={c('class.set.titleDefault')} onInput={(e) => { setTitle((e.currentTarget as HTMLInputElement).value); setLinks(null); }} />
        </label>
        {ids.length === 0 ? <p>{c('class.set.empty')}</p> : (
          <ol class="classroom-set">
            {ids.map((id) => {
              const p = byId.get(id);
              return (
                <li data-in-set={id}>
                  <span id={`class-in-set-${id}`}>{p && own.includes(p) ? ownLabel(c, t, p) : p ? puzzleLabel(t, p) : id} <small>{id}</small></span>
                  <button type="button" aria-describedby={`class-in-set-${id}`} onClick={() => change(ids.filter((x) => x !== id))}>{c('class.remove')}</button>
                </li>
              );
            })}
          </ol>
        )}
        {ids.length >= MAX_SET && <p>{c('class.set.max', { max: MAX_SET })}</p>}
        <button type="button" class="classroom-primary" data-action="make" disabled={ids.length === 0} onClick={() => void make()}>{c('class.set.make')}</button>
      </section>
      {links && (
        <section class="classroom-panel" aria-labelledby="class-share">
          <h2 id="class-share">{c('class.share.h')}</h2>
          <CopyField c={c} label={c('class.share.student')} value={links.student} name="student" open />
          <CopyField c={c} label={c('class.share.teacher')} value={links.teacher} name="teacher" open />
        </section>
      )}
    </>
  );
}

interface SetProps {
  c: C;
  t: T;
  m: SolveMessages;
  set: ClassSet;
  puzzles: readonly Puzzle[];
}

/** A puzzle's table on the worksheet: a static board (it prints), as in the trainer; an Anniversary puzzle's with its special cards. */
function SheetTable({ m, t, p, anniversary }: { m: SolveMessages; t: T; p: Puzzle; anniversary: AnniversaryParts | null }) {
  return (
    <div class="board trainer-table">
      <div class="board-static">
        {anniversary && special(p) ? <anniversary.SheetTable m={m} t={t} p={p} /> : (
          <>
            <Rows m={m} t={t} rows={p.scenario.rows} picked={null} pickable={false} onPick={() => {}} />
            {/* No answer controls on paper: Plays shows a safe-card puzzle's own hand. */}
            <Plays m={m} t={t} p={p} current={null} />
          </>
        )}
      </div>
    </div>
  );
}

/** The puzzle component, loaded for a student only (building a set and the teacher's view do without it). */
const solveModule = () => import(/* @lazy-chunk */ '../puzzle/Solve.tsx');
/** The Anniversary's parts with the special cards' rules, loaded for a set that holds such a puzzle. */
const anniversaryModule = () => import(/* @lazy-chunk */ './Anniversary.tsx');
type AnniversaryParts = Awaited<ReturnType<typeof anniversaryModule>>;
/** The Anniversary parts when the set needs them: null while they load (or when it does not), 'failed' when they could not. */
const useAnniversary = (puzzles: readonly Puzzle[]) => useLazy(anniversaryModule, puzzles.some(special));

function Student({ c, t, m, set, puzzles }: SetProps) {
  // The name and first attempts kept on this device for this set: a reload (a phone makes one when the
  // student switches to a chat app to send the code) goes on at the next unanswered puzzle, or shows the result again.
  const [kept] = useState(() => loadAttempt(deviceStorage(), set));
  const [name, setName] = useState(kept?.name ?? '');
  const [started, setStarted] = useState(kept !== null);
  // Another student may pick up a device left mid-set: they are offered a fresh start.
  const [resumed, setResumed] = useState(kept !== null);
  const [nameMissing, setNameMissing] = useState(false);
  // Per puzzle the first attempt's answers, as the puzzle settles it (a wrong part ends the attempt).
  const [answers, setAnswers] = useState<readonly (readonly PartValue[])[]>(kept?.answers ?? []);
  // A puzzle answered is never asked again: a reload goes on after the last one answered.
  const [index, setIndex] = useState(kept?.answers.length ?? 0);
  const done = started && index >= puzzles.length;
  const p = puzzles[index];
  const solver = useLazy(solveModule, true);
  const anniversary = useAnniversary(puzzles);
  // Once per puzzle: the legal plays of "Which special card, and how?" take the engine a moment.
  const parts = useMemo(() => (p && special(p) && anniversary && anniversary !== 'failed' ? anniversary.classroomParts(m, t, p) : undefined), [anniversary, p]);
  // The puzzle view, and for an Anniversary puzzle its parts: the puzzle shows once both are here.
  const A = p && special(p) ? anniversary : undefined;
  const ready = !!solver && solver !== 'failed' && A !== null && A !== 'failed';
  // Start and Next go with their step: the focus goes to the new step's heading (inside the puzzle, so its keys work), not to the page's top.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (started) heading.current?.focus();
  }, [started, index, ready]);
  const keep = (next: readonly (readonly PartValue[])[]) => {
    setAnswers(next);
    keepAttempt(deviceStorage(), set, { name: name.trim(), answers: next });
  };
  const start = (e: Event) => {
    e.preventDefault();
    if (!name.trim()) return setNameMissing(true);
    setNameMissing(false);
    setStarted(true);
    keep([]);
  };
  const someoneElse = (
    <button type="button" data-action="someone-else" onClick={() => { forgetAttempt(deviceStorage(), set); setName(''); setAnswers([]); setIndex(0); setResumed(false); setStarted(false); }}>
      {c('class.student.other', { name: name.trim() })}
    </button>
  );
  if (!started) {
    return (
      <section class="classroom-panel">
        <h2>{c('class.student.h', { title: set.title })}</h2>
        <p>{c('class.student.count', { count: puzzles.length })}</p>
        <form class="classroom-name" onSubmit={start}>
          <label>
            <span>{c('class.student.name')}</span>
            <input type="text" autoComplete="name" maxLength={MAX_NAME} value={name} onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)} aria-invalid={nameMissing} />
          </label>
          <button type="submit" class="classroom-primary">{c('class.student.start')}</button>
        </form>
        {nameMissing && <p class="classroom-error" role="alert">{c('class.student.nameMissing')}</p>}
      </section>
    );
  }
  if (done) {
    const right = puzzles.filter((q, i) => isRight(q, answers[i] ?? [])).length;
    const code = encodeResult(set, name, answers);
    return (
      <section class="classroom-panel" data-done="true">
        <h2 ref={heading} tabIndex={-1}>{c('class.student.h', { title: set.title })}</h2>
        <p class="classroom-score" role="status">{c('class.student.done', { right, count: puzzles.length })}</p>
        <CopyField c={c} label={c('class.student.code')} value={code} name="code" />
        <p class="classroom-note">{c('class.student.kept')}</p>
        {someoneElse}
      </section>
    );
  }
  const settled = answers[index] !== undefined;
  if (!ready) {
    const failed = solver === 'failed' || A === 'failed';
    return <p class={failed ? 'classroom-error' : undefined} role={failed ? 'alert' : 'status'}>{c(failed ? 'class.failed' : 'class.loading')}</p>;
  }
  const { Solve } = solver;
  return (
    <section class="classroom-panel classroom-solve">
      {/* The puzzle as in the trainer; only the first attempt goes into the result code, so the solution is not offered. */}
      <Solve key={`${index}-${p!.id}`} p={p!} m={m} solution={false} {...parts}
        head={<><p class="classroom-progress">{c('class.student.progress', { n: index + 1, count: puzzles.length })}</p><h2 ref={heading} tabIndex={-1}>{kindLabel(t, p!.kind)}</h2></>}
        onSettled={(values) => keep(Object.assign(answers.slice(), { [index]: values }))}
        actions={settled && (
          <button type="button" class="trainer-button trainer-primary" data-action="next" onClick={() => setIndex(index + 1)}>
            {c(index + 1 < puzzles.length ? 'class.student.next' : 'class.student.finish')}
          </button>
        )} />
      {resumed && someoneElse}
    </section>
  );
}

const REFUSAL: Record<CodeError, ClassKey> = { format: 'class.error.format', 'other-set': 'class.error.otherSet', check: 'class.error.check', case: 'class.error.case', twice: 'class.error.twice' };

/** Print one part of the page: the rest is hidden while printing (see classroom.css). */
function printPart(part: 'results' | 'sheet') {
  document.documentElement.dataset.print = part;
  addEventListener('afterprint', () => delete document.documentElement.dataset.print, { once: true });
  print();
}

function Teacher({ c, t, m, set, puzzles }: SetProps) {
  // The codes pasted for this set before, kept on this device: filled in and read at once.
  const [text, setText] = useState(() => loadCodes(deviceStorage(), set));
  const [kept, setKept] = useState(text !== '');
  const [notKept, setNotKept] = useState(false);
  const [shown, setShown] = useState<string | null>(kept ? text : null);
  const field = useRef<HTMLTextAreaElement>(null);
  const read = useMemo(() => {
    if (shown === null) return null;
    const r = readCodes(set, shown);
    return { summary: summarize(puzzles, r.results), refused: r.refused };
  }, [shown]);
  const paste = (next: string) => {
    setText(next);
    setNotKept(!keepCodes(deviceStorage(), set, next));
  };
  const answerText = (p: Puzzle, parts: readonly PartValue[]) => (parts.length ? parts.map((v, i) => partText(t, p, i, v)).join('; ') : '–');
  const s = read?.summary;
  return (
    <>
      <section class="classroom-panel classroom-results" aria-labelledby="class-results">
        <h2 id="class-results">{c('class.teacher.h', { title: set.title })}</h2>
        <label class="classroom-paste">
          <span>{c('class.teacher.paste')}</span>
          <textarea ref={field} rows={6} spellcheck={false} autocapitalize="off" value={text} onInput={(e) => paste((e.currentTarget as HTMLTextAreaElement).value)} />
        </label>
        {kept && text && <p class="classroom-note" data-kept>{c('class.teacher.kept')}</p>}
        {notKept && <p class="classroom-error" role="alert">{c('class.teacher.notKept')}</p>}
        <div class="classroom-actions">
          <button type="button" class="classroom-primary" data-action="results" onClick={() => setShown(text)}>{c('class.teacher.check')}</button>
          {text && <button type="button" data-action="clear" onClick={() => { paste(''); setShown(null); setKept(false); field.current?.focus(); }}>{c('class.teacher.clear')}</button>}
        </div>
        <p class="classroom-note">{c('class.teacher.honest')}</p>
        {read && read.refused.length > 0 && (
          <ul class="classroom-error" role="alert">
            {read.refused.map((r) => <li data-refused={r.error}>{c('class.error.line', { line: r.line, problem: c(REFUSAL[r.error]) })}</li>)}
          </ul>
        )}
        {s && (s.students.length === 0 ? <p>{c('class.teacher.none')}</p> : (
          <>
            <h3 id="class-students">{c('class.teacher.students')}</h3>
            {/* Narrow columns (a number over ✓ or ✗, the words for screen readers) so a phone shows a few puzzles whole; a longer set
                scrolls inside its own box, which the keyboard reaches and shadows at its edges mark. */}
            <div class="classroom-scroll" role="region" aria-labelledby="class-students" tabIndex={0}>
              <table class="classroom-table" data-table="students">
                <thead><tr><th scope="col">{c('class.teacher.name')}</th>{puzzles.map((_, i) => <th scope="col" title={c('class.puzzle', { n: i + 1 })}><span aria-hidden="true">{i + 1}</span><span class="visually-hidden">{c('class.puzzle', { n: i + 1 })}</span></th>)}<th scope="col">{c('class.teacher.score')}</th></tr></thead>
                <tbody>
                  {s.students.map((st) => (
                    <tr data-student={st.name}>
                      <th scope="row">{st.name}</th>
                      {st.right.map((r) => <td data-right={r ? 'yes' : 'no'}><span aria-hidden="true">{r ? '✓' : '✗'}</span><span class="visually-hidden">{c(r ? 'class.teacher.right' : 'class.teacher.wrong')}</span></td>)}
                      <td data-score={st.score}>{st.score} / {puzzles.length}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <h3>{c('class.teacher.puzzles')}</h3>
            <table class="classroom-table" data-table="puzzles">
              <thead><tr><th scope="col">{c('class.puzzle', { n: '' }).trim()}</th><th scope="col">{c('class.teacher.rightCount')}</th><th scope="col">{c('class.teacher.common')}</th></tr></thead>
              <tbody>
                {s.puzzles.map((row, i) => (
                  <tr data-puzzle-row={row.puzzle.id}>
                    <th scope="row">{c('class.puzzle', { n: i + 1 })}: {kindLabel(t, row.puzzle.kind)}</th>
                    <td data-right-count={row.right}>{row.right} / {s.students.length}</td>
                    <td>{row.wrong.map((w) => c('class.teacher.times', { answer: answerText(row.puzzle, w.answer), count: w.count })).join(' · ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <div class="classroom-actions">
              <button type="button" data-action="print-results" onClick={() => printPart('results')}>{c('class.teacher.print')}</button>
              <button type="button" data-action="csv" onClick={() => download(`${set.title.replace(/[^\p{L}\p{N}]+/gu, '-') || 'results'}.csv`, new Blob([summaryCsv(s, { name: c('class.teacher.name'), score: c('class.teacher.score'), puzzle: (n) => c('class.puzzle', { n }) })], { type: 'text/csv;charset=utf-8' }))}>{c('class.teacher.csv')}</button>
            </div>
          </>
        ))}
      </section>
      <Worksheet c={c} t={t} m={m} set={set} puzzles={puzzles} />
    </>
  );
}

/** The set on paper: each puzzle's table and question with room to answer, then the answer key. */
function Worksheet({ c, t, m, set, puzzles }: SetProps) {
  const anniversary = useAnniversary(puzzles);
  const A = anniversary === 'failed' ? null : anniversary;
  return (
    <section class="classroom-panel classroom-sheet" aria-labelledby="class-sheet">
      <h2 id="class-sheet">{c('class.sheet.h')}</h2>
      <button type="button" data-action="print-sheet" onClick={() => printPart('sheet')}>{c('class.sheet.print')}</button>
      <div class="classroom-paper">
        <h2 class="classroom-print-only">{set.title}</h2>
        <p class="classroom-print-only">{c('class.sheet.name')}</p>
        {puzzles.map((p, i) => (
          <div class="classroom-sheet-puzzle" data-sheet-puzzle={p.id}>
            <h3>{c('class.puzzle', { n: i + 1 })}: {kindLabel(t, p.kind)} · {variantLabel(t, p.variant)}</h3>
            <QuestionText t={t} p={p} />
            {/* The convention's takes go unsaid (they are part of the answer): the sentence says how they go, as online. */}
            {followsConvention(p.question) && <p class="puzzle-convention">{m['puzzle.convention']}</p>}
            <SheetTable m={m} t={t} p={p} anniversary={A} />
            {/* A line to write each answer on (a part the puzzle gives away is not asked). */}
            <ol class="classroom-sheet-answers">
              {Array.from({ length: partCount(p) - givenParts(p) }, (_, k) => <li>{blankText(t, p, k + givenParts(p))}</li>)}
            </ol>
          </div>
        ))}
        <div class="classroom-key">
          <h3>{c('class.sheet.key')}</h3>
          <ol>
            {puzzles.map((p) => (
              <li data-key={p.id}>{Array.from({ length: partCount(p) }, (_, i) => rightPart(p, i)).map((v, i) => (v ? partText(t, p, i, v) : '')).filter(Boolean).join('; ')}</li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
