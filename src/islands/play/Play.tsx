// The play page: the set-up form, or a game against bots at a table (your hand at the bottom, the rows,
// the others' face-down cards, each step explained as on the example boards) with the coach beside it.
// The game machine plays the rules; due.ts says what it waits for; the bots answer from a worker.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { Card, CardBack, HEAD } from '../../components/Card.tsx';
import {
  MAX_ROWS, removeCards, tableRows, VARIANTS, VARIANT_IDS,
  type Card as CardValue, type SpecialRound, type Player, type SpecialPlay, type SpecialType,
} from '../../engine/index.ts';
import { cardsPerPlay } from '../../engine/plays.ts';
import { bullheadsText, cardLabel } from '../../i18n/card.ts';
import { format, type Params } from '../../i18n/format.ts';
import type { Lang } from '../../i18n/locales.ts';
import { answerEvent } from '../../machines/simulate.ts';
import type { GameMachineEvent } from '../../machines/game.ts';
import { placesCard } from '../../machines/board-model.ts';
import { caption, contextFor, type CaptionContext } from '../board/captions.ts';
import { moveOf, useBoardMotion, type Move } from '../board/motion.ts';
import { Piles, Rows, SpecialHands } from '../board/parts.tsx';
import { specialCaption } from '../board/special-captions.ts';
import { specialName } from '../board/special-names.ts';
import { specialChoiceText } from '../board/special-play.ts';
import { useSelector } from '../useSelector.ts';
import { askBot } from './bots-client.ts';
import { preview, type Preview } from './coach.ts';
import { due, type Due, type GameSnapshot } from './due.ts';
import type { PlayKey, PlayMessages } from './keys.ts';
import { Session, type TurnNote } from './session.ts';
import { checkSetup, DEFAULT_SETUP, freshDeal, LEVELS, parseSetup, seatNames, seatRange, setupQuery, type PlaySetup, type SetupProblem } from './setup.ts';
import { specialPlays, placementCost, takeRowCost } from '../../policy/index.ts';

const BOTS = ['Anna', 'Ben', 'Cor', 'Dana', 'Emil', 'Fien', 'Gus', 'Hana', 'Ivo', 'Jet', 'Kai', 'Lot', 'Max', 'Noor', 'Otto', 'Pia', 'Quinn', 'Rik', 'Sem', 'Tess'];
const SPEEDS = { step: -1, slow: 1600, normal: 850, fast: 40 } as const;
type Speed = keyof typeof SPEEDS;
const STORE = 'bullheads.play.v1';
const PREFS = 'bullheads.play.prefs.v1';

interface Prefs {
  readonly name: string;
  readonly speed: Speed;
  readonly coach: boolean;
}

/** What a reload brings back: the game's set-up, the reader's name and every event so far. */
interface Stored {
  readonly query: string;
  readonly name: string;
  readonly events: GameMachineEvent[];
}

function readJson(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return undefined; // unreadable: the caller says so
  }
}

function write(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // private mode or full: the game goes on, it just will not survive a reload
  }
}

function readPrefs(): Prefs {
  const p = readJson(PREFS) as Partial<Prefs> | null | undefined;
  return {
    name: typeof p?.name === 'string' && p.name.trim() ? p.name.trim().slice(0, 20) : 'Robin',
    speed: typeof p?.speed === 'string' && p.speed in SPEEDS ? p.speed : 'normal',
    coach: typeof p?.coach === 'boolean' ? p.coach : true,
  };
}

function isStored(v: unknown): v is Stored {
  const s = v as Stored;
  return typeof s === 'object' && s !== null && typeof s.query === 'string' && typeof s.name === 'string' && Array.isArray(s.events)
    && s.events.every((e) => typeof e === 'object' && e !== null && typeof (e as { type?: unknown }).type === 'string');
}

interface Game {
  readonly session: Session;
  readonly query: string;
}

function newGame(setup: PlaySetup, name: string): Game {
  const players = seatNames(name, BOTS, setup.players);
  return { session: new Session(setup, players, new Set(players.slice(0, setup.humans))), query: setupQuery(setup) };
}

export interface PlayProps {
  readonly lang: Lang;
  readonly m: PlayMessages;
}

export default function Play({ m }: PlayProps) {
  const t = (key: PlayKey, params?: Params) => format(m[key], params);
  const [prefs, setPrefs] = useState<Prefs>(() => ({ name: 'Robin', speed: 'normal', coach: true }));
  const [game, setGame] = useState<Game | null>(null);
  const [problems, setProblems] = useState<readonly SetupProblem[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [draft, setDraft] = useState<PlaySetup>(DEFAULT_SETUP);
  const [ready, setReady] = useState(false);
  /** A game was left for the form ("New game"). */
  const [left, setLeft] = useState(false);

  // In the browser only: the address, the stored game and the reader's preferences.
  useEffect(() => {
    const p = readPrefs();
    const params = new URLSearchParams(location.search);
    const speed = params.get('speed');
    const prefsNow = { ...p, speed: speed && speed in SPEEDS ? (speed as Speed) : p.speed, coach: params.get('coach') === '0' ? false : p.coach };
    setPrefs(prefsNow);
    const asked = parseSetup(params);
    const raw = readJson(STORE);
    const stored = isStored(raw) ? raw : null;
    if (raw !== null && !stored) {
      setNotice(t('play.restoreFailed'));
      try { localStorage.removeItem(STORE); } catch { /* nothing to clear */ }
    }
    // Without a deal asked for (a link, a stored game), the form offers a fresh one.
    setDraft({ ...DEFAULT_SETUP, seed: freshDeal(Math.random()) });
    if (asked && !asked.ok) {
      setProblems(asked.problems);
    } else if (asked?.ok || stored) {
      const setup = asked?.ok ? asked.setup : (parseSetup(new URLSearchParams(stored?.query)) as { ok: true; setup: PlaySetup } | null)?.setup;
      const query = setup ? setupQuery(setup) : '';
      if (setup) {
        setDraft(setup);
        const resume = stored && stored.query === query ? stored : null;
        const g = newGame(setup, resume?.name ?? prefsNow.name);
        if (resume && resume.events.length) {
          if (g.session.replay(resume.events)) setNotice(t('play.restored'));
          else {
            g.session.stop();
            setNotice(t('play.restoreFailed'));
            setGame(newGame(setup, prefsNow.name));
            setReady(true);
            return;
          }
        }
        setGame(g);
      } else if (stored) setNotice(t('play.restoreFailed'));
    }
    setReady(true);
  }, []);

  const start = (setup: PlaySetup, p: Prefs) => {
    game?.session.stop();
    write(PREFS, p);
    setPrefs(p);
    setProblems([]);
    setNotice(null);
    const g = newGame(setup, p.name);
    // The address says what is on screen, in the page's one place in the history (see onNew below).
    history.replaceState(null, '', `?${g.query}`);
    write(STORE, { query: g.query, name: p.name, events: [] } satisfies Stored);
    setGame(g);
  };

  if (!ready) return <p class="play-loading">{t('play.loading')}</p>;
  return (
    <div class="play" data-game-state={game ? undefined : 'setup'}>
      {notice && <p class="play-notice" role="status">{notice}</p>}
      {problems.length > 0 && (
        <div class="play-problems" role="alert">
          <h2>{t('play.bad.h')}</h2>
          <ul>{problems.map((p) => <li key={p.param}>{problemText(m, p)}</li>)}</ul>
          <p>{t('play.bad.fix')}</p>
        </div>
      )}
      {game ? (
        <Table key={game.query + game.session.setup.seed} game={game} m={m} prefs={prefs} setPrefs={(p) => { setPrefs(p); write(PREFS, p); }}
          // Replaced, not pushed: Back leaves the play page, as it would anywhere else on the site. A pushed address
          // would take Back to a game the page has stopped (or, after a new deal, to a game no longer kept).
          // The form keeps this game's settings and offers a new deal ("Play this deal again" replays this one).
          onNew={() => { game.session.stop(); setLeft(true); setGame(null); setNotice(null); setDraft({ ...draft, seed: freshDeal(Math.random()) }); history.replaceState(null, '', location.pathname); }}
          onAgain={() => start(game.session.setup, prefs)} />
      ) : (
        <SetupForm m={m} draft={draft} setDraft={setDraft} prefs={prefs} onStart={start} focus={left} problems={problems} />
      )}
    </div>
  );
}

/** What is wrong with a link's or the form's set-up, in words. */
function problemText(m: PlayMessages, p: SetupProblem): string {
  if (p.cards) return format(m['play.bad.tableCards'], p.cards);
  return format(m[`play.bad.${p.param}`], { value: p.value, min: p.min ?? '', max: p.max ?? '' });
}

/** The link parameters whose fields lie under "More options". */
const FOLDED: ReadonlySet<SetupProblem['param']> = new Set(['humans', 'seed', 'rows', 'length', 'deck', 'table']);

function SetupForm({ m, draft, setDraft, prefs, onStart, focus, problems }: { m: PlayMessages; draft: PlaySetup; setDraft: (s: PlaySetup) => void; prefs: Prefs; onStart: (s: PlaySetup, p: Prefs) => void; focus: boolean; problems: readonly SetupProblem[] }) {
  const t = (key: PlayKey, params?: Params) => format(m[key], params);
  const [p, setP] = useState(prefs);
  // After "New game" (pressed below the table) the form takes the focus and comes into view from its heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => { if (focus) heading.current?.focus(); }, []);
  const range = seatRange(draft.variant, draft.deck);
  const rules = VARIANTS[draft.variant];
  const set = (patch: Partial<PlaySetup>) => {
    const next = { ...draft, ...patch };
    const r = seatRange(next.variant, next.deck);
    const players = Math.min(r.max, Math.max(r.min, next.players));
    setDraft({ ...next, players, humans: Math.min(players, next.humans), ...(VARIANTS[next.variant].standardTable ? { rows: 4, rowLength: 5 } : {}) });
  };
  // The fold opens by itself when the address or the last game changed the game's shape (people at the device, the
  // table, Maagd, the deck), or when a bad link's problem names a field inside it; a deal number alone keeps it
  // shut, so the deal button stays in sight.
  const [opened] = useState(() => draft.humans !== DEFAULT_SETUP.humans || draft.maagd || draft.deck !== DEFAULT_SETUP.deck
    || draft.rows !== DEFAULT_SETUP.rows || draft.rowLength !== DEFAULT_SETUP.rowLength || problems.some((p) => FOLDED.has(p.param)));
  const problem = checkSetup(draft);
  const table = `${draft.rows}-${draft.rowLength}`;
  const tables: [string, string][] = [
    ['4-5', t('play.table.standard')], ['3-5', m['variant.rows-3']], ['5-5', m['variant.rows-5']], ['4-4', m['variant.five-nimmt']], ['4-6', m['variant.seven-nimmt']],
  ];
  return (
    <form class="play-setup" onSubmit={(e) => { e.preventDefault(); if (!problem) onStart(draft, p); }}>
      <h2 ref={heading} tabIndex={-1}>{t('play.setup.h')}</h2>
      <label>
        <span>{t('play.setup.variant')}</span>
        <select name="variant" value={draft.variant} onChange={(e) => set({ variant: (e.currentTarget as HTMLSelectElement).value as PlaySetup['variant'] })}>
          {VARIANT_IDS.map((v) => <option value={v} key={v}>{m[`variant.${v}`]}</option>)}
        </select>
      </label>
      <label>
        <span>{t('play.setup.players')} <small>({t('play.setup.range', range)})</small></span>
        <input name="players" type="number" min={range.min} max={range.max} value={draft.players}
          onChange={(e) => set({ players: Number((e.currentTarget as HTMLInputElement).value) || range.min })} />
      </label>
      {/* Two short choices side by side, even on a phone: the deal button stays on the first screen. */}
      <div class="play-pair">
        <label>
          <span>{t('play.setup.level')}</span>
          <select name="level" value={draft.level} onChange={(e) => set({ level: (e.currentTarget as HTMLSelectElement).value as PlaySetup['level'] })}>
            {LEVELS.map((l) => <option value={l} key={l}>{t(`play.level.${l}`)}</option>)}
          </select>
        </label>
        <label>
          <span>{t('play.setup.hands')}</span>
          <select name="hands" value={String(draft.hands ?? 'all')} onChange={(e) => { const v = (e.currentTarget as HTMLSelectElement).value; set({ hands: v === 'all' ? null : Number(v) }); }}>
            <option value="1">{t('play.hands.one')}</option>
            {/* A game of one or two rounds (Hand, the Anniversary) ends before a third hand. */}
            {(VARIANTS[draft.variant].gameEnd === 'threshold' || VARIANTS[draft.variant].gameEnd === 'gamePerPlayer') && <option value="3">{t('play.hands.three')}</option>}
            <option value="all">{t('play.hands.all')}</option>
          </select>
        </label>
      </div>
      {/* What a first game needs stays above the button; the rarer options fold away, each as it was (the address's,
          the last game's, the stored preferences). */}
      <details class="fold play-more" open={opened}>
        <summary>{t('play.setup.more')}</summary>
        <div class="fold-body">
          {rules.stacks && (
            <label>
              <span>{t('play.setup.deck')}</span>
              <select name="deck" value={draft.deck} onChange={(e) => set({ deck: (e.currentTarget as HTMLSelectElement).value as PlaySetup['deck'] })}>
                <option value="two-decks">{t('play.deck.two-decks')}</option>
                <option value="doublets">{t('play.deck.doublets')}</option>
              </select>
            </label>
          )}
          <label>
            <span>{t('play.setup.humans')}</span>
            <input name="humans" type="number" min={1} max={draft.players} value={draft.humans}
              onChange={(e) => set({ humans: Math.max(1, Math.min(draft.players, Number((e.currentTarget as HTMLInputElement).value) || 1)) })} />
          </label>
          {!rules.standardTable && (
            <label>
              <span>{t('play.setup.table')}</span>
              <select name="table" value={table} onChange={(e) => { const [rows, len] = (e.currentTarget as HTMLSelectElement).value.split('-').map(Number); set({ rows, rowLength: len }); }}>
                {tables.map(([v, label]) => <option value={v} key={v}>{label}</option>)}
              </select>
            </label>
          )}
          {rules.gameEnd === 'threshold' && (
            <label class="play-check">
              <input type="checkbox" name="maagd" checked={draft.maagd} onChange={(e) => set({ maagd: (e.currentTarget as HTMLInputElement).checked })} />
              <span>{t('play.setup.maagd')}</span>
            </label>
          )}
          <label>
            <span>{t('play.setup.name')}</span>
            <input name="name" maxLength={20} value={p.name} onInput={(e) => setP({ ...p, name: (e.currentTarget as HTMLInputElement).value.trim().slice(0, 20) || 'Robin' })} />
          </label>
          <label>
            <span>{t('play.setup.seed')}</span>
            <input name="seed" type="number" min={0} value={draft.seed} onChange={(e) => set({ seed: Math.max(0, Math.floor(Number((e.currentTarget as HTMLInputElement).value) || 0)) })} />
          </label>
          <SpeedChoice m={m} prefs={p} setPrefs={setP} />
        </div>
      </details>
      {problem && <p class="play-problem" role="alert">{problemText(m, problem)}</p>}
      <button type="submit" class="button button-primary" disabled={!!problem}>{t('play.setup.start')}</button>
    </form>
  );
}

function SpeedChoice({ m, prefs, setPrefs }: { m: PlayMessages; prefs: Prefs; setPrefs: (p: Prefs) => void }) {
  const t = (key: PlayKey) => m[key];
  return (
    <div class="play-prefs">
      <label>
        <span>{t('play.setup.speed')}</span>
        <select name="speed" value={prefs.speed} onChange={(e) => setPrefs({ ...prefs, speed: (e.currentTarget as HTMLSelectElement).value as Speed })}>
          {(Object.keys(SPEEDS) as Speed[]).map((s) => <option value={s} key={s}>{t(`play.speed.${s}`)}</option>)}
        </select>
      </label>
      <label class="play-check">
        <input type="checkbox" name="coach" checked={prefs.coach} onChange={(e) => setPrefs({ ...prefs, coach: (e.currentTarget as HTMLInputElement).checked })} />
        <span>{t('play.setup.coach')}</span>
      </label>
    </div>
  );
}

/**
 * A game fills the screen from its status line down, the rows above the hand kept at the screen's foot: the title
 * and the setup above are not needed while playing, and left in view they push the rows behind the hand. Where the
 * table does not fit below the status line and the others' seats (a small phone, many players, five rows), its
 * foot comes to just above the hand instead: the rows matter most.
 */
function showTable(frame: HTMLElement): void {
  frame.scrollIntoView({ block: 'start' });
  const table = frame.querySelector('.play-table')?.getBoundingClientRect();
  const hand = frame.querySelector('.play-hand')?.getBoundingClientRect();
  if (table && hand && table.bottom > hand.top) scrollBy(0, Math.min(table.bottom - hand.top, table.top));
}

/** The caption of one note of the turn, worded as the example boards word it. */
function noteText(m: PlayMessages, note: TurnNote, ctx: CaptionContext, notes: readonly TurnNote[]): string {
  if (note.kind === 'special') {
    const steps = notes.flatMap((n) => (n.kind === 'special' ? [n.step] : []));
    return specialCaption(m, note.step, steps, ctx);
  }
  const base = { turn: note.turn, rows: [], piles: {}, penalties: {}, placed: 0, target: null, candidates: [] };
  if (note.kind === 'reveal') return caption(m, { ...base, kind: 'reveal', plays: note.plays, explanation: null, cause: null }, ctx);
  return caption(m, { ...base, kind: 'event', plays: [], explanation: note.explanation, cause: note.cause }, ctx);
}

/** What the table shows moving for a note: a card into its row, or a row to a bull pile. */
function noteMove(note: TurnNote | null): Move {
  if (note?.kind === 'event') return moveOf(note);
  if (note?.kind === 'special') return moveOf(note.step);
  return null;
}

function Table({ game, m, prefs, setPrefs, onNew, onAgain }: { game: Game; m: PlayMessages; prefs: Prefs; setPrefs: (p: Prefs) => void; onNew: () => void; onAgain: () => void }) {
  const t = (key: PlayKey, params?: Params) => format(m[key], params);
  const { session } = game;
  const snap = useSelector(session.actor, (s) => s);
  const [selected, setSelected] = useState<number[]>([]);
  const [looking, setLooking] = useState<CardValue | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [keep, setKeep] = useState<CardValue[]>([]);
  const stepsList = useRef<HTMLOListElement>(null);
  const handCards = useRef<HTMLDivElement>(null);
  // A keyboard player's place in the hand (the last card played from it), the last element focused in the
  // game, whether the last input was a key, and the question last seen (see the focus effect below).
  const place = useRef(0);
  const focused = useRef<Element | null>(null);
  const byKeys = useRef(false);
  const asked = useRef('');
  const ctx = snap.context;
  const d: Due = due(snap, session.humans);
  // Pass and play: the person whose hand is shown; another person's move waits behind a "pass the device" screen.
  const [viewer, setViewer] = useState<Player>(session.players[0] as Player);
  const acting = d.kind === 'play' || d.kind === 'pick' || d.kind === 'decide' ? d.player : null;
  const passing = session.humans.size > 1 && acting !== null && acting !== viewer;
  const me = viewer;
  const showHand = session.humans.size === 1 || acting === viewer;
  const rules = VARIANTS[ctx.variant];
  const captionCtx = contextFor(ctx.variant, ctx.options.rowLength);

  // Motion as on the example boards: the table is measured just before each event, and what the
  // event moved plays once it is drawn. At the fast speed the steps come quicker than a card could travel.
  const frame = useRef<HTMLDivElement>(null);
  const capture = useBoardMotion(frame, session.log.length, prefs.speed === 'fast' ? null : noteMove(session.fresh));
  // The deal's form is gone with its button: the focus, left on the page, goes to the hand (Tab reaches its cards).
  const handSection = useRef<HTMLElement>(null);
  useEffect(() => {
    if (frame.current) showTable(frame.current);
    if (!document.activeElement || document.activeElement === document.body) handSection.current?.focus({ preventScroll: true });
  }, []);

  const send = (e: GameMachineEvent): boolean => {
    capture();
    const okay = session.send(e);
    if (okay) {
      write(STORE, { query: game.query, name: me, events: session.log } satisfies Stored);
      setFailure(null);
    } else setFailure(t('play.error', { message: session.actor.getSnapshot().context.error?.message ?? '' }));
    return okay;
  };

  // The bots' moves and the steps on show: one at a time, each after the page has drawn the last.
  const logLength = session.log.length;
  useEffect(() => {
    if (d.kind === 'bot') {
      const asked = logLength;
      const seat = session.players.indexOf(d.player);
      askBot({ game: `${game.query}|${session.players.join(',')}`, level: session.setup.level, seed: session.setup.seed * 31 + seat, player: d.player, ask: { ...d.ask, view: { ...d.ask.view, ...session.seenBy(d.ask) } } })
        .then((move) => {
          if (session.log.length !== asked) return; // the game moved on (a new game, or a reload)
          const p = d.player;
          send('pick' in move ? { type: 'PICK', player: p, card: move.pick } : 'play' in move ? { type: 'PLAY', player: p, cards: move.play } : answerEvent(p, move.choice));
        })
        .catch(() => setFailure(t('play.botFailed')));
      return undefined;
    }
    if (d.kind === 'step' && SPEEDS[prefs.speed] >= 0) {
      const timer = setTimeout(() => session.log.length === logLength && send({ type: 'NEXT' }), SPEEDS[prefs.speed]);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [snap, prefs.speed]);

  useEffect(() => { setSelected([]); setKeep([]); }, [d.kind, ctx.round?.turn]);
  useEffect(() => {
    const input = (e: Event) => { byKeys.current = e.type === 'keydown'; };
    document.addEventListener('keydown', input, true);
    document.addEventListener('pointerdown', input, true);
    return () => {
      document.removeEventListener('keydown', input, true);
      document.removeEventListener('pointerdown', input, true);
    };
  }, []);
  // A keyboard player's focus never falls to the page (a tap or click moves nothing). Where what it rested on
  // goes away (a played card, an answered question, the pass screen), it moves to the next thing to do (the pass
  // screen, a question, the Next button), else back to the hand at the played card's place. A question that
  // comes up while the focus rests on the hand, or on nothing (a tapped card is gone), takes it too, so a reader who
  // went on by keys finds it there. (A special card's plays move it in Decision.) Moved as the page changes, before
  // the next key press arrives. A new question is brought into view (on a phone it may lie below the screen, behind
  // the hand kept at its foot).
  useLayoutEffect(() => {
    const root = frame.current;
    if (!root) return;
    const active = document.activeElement;
    const todo = root.querySelector<HTMLElement>('.play-pass button, [data-take-row], .play-decide button, [data-next-step]');
    const cards = handCards.current?.querySelectorAll('button') ?? [];
    const card = cards[Math.min(place.current, cards.length - 1)];
    const lost = byKeys.current && (!active || active === document.body) && focused.current?.isConnected === false;
    const now = `${d.kind}|${logLength}|${passing}`;
    const fresh = now !== asked.current;
    const asking = fresh && (!active || active === document.body || handCards.current?.contains(active));
    asked.current = now;
    // A new question comes into view: a row to take with the rows, then the question below them on a phone (where
    // both do not fit, the question wins).
    const show = (asked: HTMLElement) => {
      const take = asked.matches('[data-take-row]');
      if (take) root.querySelector('.play-rows')?.scrollIntoView({ block: 'nearest' });
      ((take ? root.querySelector('.play-take') : asked.closest('.play-pass, .play-decide')) ?? asked).scrollIntoView({ block: 'nearest' });
    };
    if (lost) (todo ?? card)?.focus();
    else if (asking && todo) {
      todo.focus({ preventScroll: true });
      show(todo);
    } else if (fresh && todo) show(todo);
  });
  // The latest step in view (the list keeps the turn's earlier steps above it).
  useEffect(() => { const list = stepsList.current; if (list) list.scrollTop = list.scrollHeight; }, [session.notes.length]);

  // The table as far as this turn has been shown.
  const special = VARIANTS[ctx.variant].specialCards ? session.shownSpecialStep() : null;
  const round = ctx.turn?.round ?? ctx.round;
  const inTurn = snap.matches({ round: 'turn' });
  const lastNote = session.notes[session.notes.length - 1];
  // The engine starts a taken row with the taker's card in the same step; the reader sees it empty
  // until that card's own step, as on the example boards.
  const taken = lastNote?.kind === 'event' && lastNote.explanation.kind === 'take' ? lastNote.explanation.row - 1 : -1;
  const rows = special?.rows ?? (round?.rows ?? []).map((r, k) => (k === taken ? [] : r));
  // Anniversary: the rows with the special cards lying in them.
  const table = special?.specials?.table ?? (round && VARIANTS[ctx.variant].specialCards ? tableRows(round as SpecialRound) : null);
  const piles = special?.piles ?? round?.piles ?? {};
  const penalties = special?.penalties ?? round?.penalties ?? {};
  const target = lastNote?.kind === 'event' ? lastNote.target : lastNote?.kind === 'special' ? lastNote.step.target : null;
  const fresh = lastNote?.kind === 'event' && lastNote.explanation.kind === 'place' ? lastNote.explanation.card : null;
  const playedNow = ctx.plays[me] ?? [];
  const handBase = ctx.turn ? round?.hands[me] ?? [] : removeCards(ctx.round?.hands[me] ?? [], playedNow);
  // While the cards are picked (Logik), the hand is the cards picked so far, between the reader's picks too.
  const hand = [...(ctx.picking ? ctx.picking.hands[me] ?? [] : handBase)].sort((a, b) => a - b);
  const counts = cardsPerPlay(ctx.variant);
  const most = Math.max(...counts);
  const over = snap.status === 'done';
  // A hand under way: not while the cards are picked (Logik), nor at a hand's or the game's end.
  const underWay = !over && d.kind !== 'roundOver' && ctx.picking === null;
  const midHand = showHand && underWay && hand.length > 0;
  // The reader's low card fits no row: the rows to take, each with what it costs.
  const low = d.kind === 'decide' && d.decision.kind === 'takeRow' ? { ...d, decision: d.decision } : null;
  // A row to take is taken on the table: each row the card may take gets a button with what it costs, the count and
  // a bullhead (short enough for the room a sixth card would take, in every language; its name says it in words), and
  // a tap anywhere on the row presses it (play.css). The question below the table says why (the buttons' description).
  const takeButton = (row: number) => {
    if (passing || !low?.decision.rows.includes(row)) return null;
    const heads = takeRowCost(low.table, low.player, low.decision.card, row);
    return (
      <button type="button" class="play-take-row" data-take-row={row} aria-label={t('play.takeRow.button', { row, bullheads: bullheadsText(m, heads) })} aria-describedby="play-take"
        onClick={() => send({ type: 'TAKE_ROW', player: low.player, row })}>
        {heads}<svg class="play-take-head" viewBox="0.2 0.8 9.6 8.6" aria-hidden="true"><path d={HEAD} /></svg>
      </button>
    );
  };
  // The last turn's steps stay beside the results: why the last row went is what a reader looks for then.
  const captions = inTurn || over || d.kind === 'roundOver' ? session.notes.map((n) => noteText(m, n, captionCtx, session.notes)) : [];
  const live = failure ?? (d.kind === 'play' || d.kind === 'pick' || d.kind === 'decide' ? `${captions[captions.length - 1] ?? ''} ${t('play.live.yourTurn')}` : captions[captions.length - 1] ?? '');

  const play = (cards: CardValue[]) => {
    const at = Math.min(...selected);
    if (!send({ type: 'PLAY', player: me, cards })) return;
    setSelected([]);
    place.current = at;
  };
  // A tap chooses a card and the coach says what it would do; a second tap on it (or the Play button)
  // plays it, so no slip of the finger is final. Where two cards may go, a tap takes a card back out.
  const choose = (i: number, card: CardValue) => {
    if (d.kind !== 'play') return;
    if (most === 1 && selected.includes(i)) return play([card]);
    setSelected(selected.includes(i) ? selected.filter((x) => x !== i) : [...selected, i].slice(-most));
  };
  const onHandKey = (e: KeyboardEvent) => {
    const cards = [...(handCards.current?.querySelectorAll('button') ?? [])];
    const at = cards.indexOf(document.activeElement as HTMLButtonElement);
    const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: cards.length - 1 }[e.key];
    if (e.key === 'Escape') setSelected([]);
    if (to === undefined || !cards[to]) return;
    e.preventDefault();
    cards[to].focus();
  };
  const chosen = selected.map((i) => hand[i] as CardValue);
  // A card pointed at that has since been played (it left without a mouseleave) says nothing.
  const coachCard = (looking !== null && hand.includes(looking) ? looking : null) ?? chosen[chosen.length - 1] ?? null;
  // The rows as they lie when the reader chooses: after an Anniversary turn, as its last step left them.
  const coachRows = special?.rows ?? round?.rows ?? null;
  const look = prefs.coach && coachCard !== null && coachRows && d.kind === 'play' ? preview(coachRows, coachCard, ctx.variant, ctx.options) : null;
  // Said (in the hand's line and the coach's box) only while the reader's hand is shown.
  const said = showHand ? look : null;
  const others = session.players.filter((p) => p !== me);
  const revealedPlays = lastNote && session.notes[0]?.kind === 'reveal' && inTurn && !snap.matches({ round: { turn: 'choosing' } }) ? session.notes[0].plays : [];
  const placedCards = new Set(session.notes.flatMap((n) => {
    const x = n.kind === 'event' ? n.explanation : n.kind === 'special' ? n.step.explanation : null;
    return placesCard(x) ? [x.card] : [];
  }));

  return (
    <div class="play-game" ref={frame} onFocusIn={(e) => { focused.current = e.target as Element; }} data-game-state={over ? 'over' : 'playing'} data-variant={ctx.variant}>
      <div class="play-status">
        <p>
          <strong>{m[`variant.${ctx.variant}`]}</strong>{' · '}{t('play.status.round', { round: ctx.roundNumber })}
          {ctx.round && inTurn ? ` · ${t('play.status.turn', { turn: ctx.round.turn + 1 })}` : ''}
        </p>
        <SpeedChoice m={m} prefs={prefs} setPrefs={setPrefs} />
      </div>
      <p class="visually-hidden" aria-live="polite">{live}</p>
      <div class="play-board">
        <div class="play-others" role="group" aria-label={t('play.others')}>
          {others.map((p) => {
            const played = ctx.plays[p];
            const open = rules.markerCard || rules.playStyle === 'sequential';
            const showPlay = snap.matches({ round: { turn: 'choosing' } }) && played;
            const cards = (ctx.turn?.round ?? ctx.round)?.hands[p]?.length ?? ctx.picking?.hands[p]?.length ?? 0;
            return (
              <figure class="play-seat" key={p} data-player={p} data-thinking={d.kind === 'bot' && d.player === p ? '' : undefined}>
                <span class="play-seat-cards">
                  {showPlay ? played.map((c, i) => (open ? <Card key={i} value={c} label={cardLabel(m, c)} /> : <CardBack key={i} label={format(m['board.faceDown'], { player: p })} />)) : <span class="play-seat-empty" />}
                </span>
                <figcaption>{p}<small>{format(m[cards === 1 ? 'play.cards.one' : 'play.cards.other'], { count: cards - (showPlay && !ctx.turn ? played.length : 0) })}</small></figcaption>
              </figure>
            );
          })}
        </div>
        {/* The Anniversary's 5th Row card may open a fifth row: its room is kept from the start (board.css). */}
        <div class="play-table" data-special-cards={table ? '' : undefined} data-rows={table ? MAX_ROWS : undefined}>
          <div class="play-rows" aria-label={t('play.rows')} role="group">
            {/* The coach's look ahead marks the row the card chosen or pointed at would go to (on a phone, the coach's
                words lie below the hand; the mark is in sight beside it), in place of the last turn's last row. */}
            <Rows m={m} step={{ rows, target: look ? null : target, candidates: look ? [look.row] : [], ...(table ? { specials: { table } } : {}) }} fresh={fresh} end={takeButton} />
          </div>
          {/* The strip of revealed cards keeps its room through the hand, empty between turns: the table holds still. */}
          {underWay && (
            <div class="board-plays play-revealed" role="group" aria-label={m['board.played']}>
              {revealedPlays.filter((p) => !placedCards.has(p.card)).map((p, i) => (
                <figure class="board-play" key={`${i}-${p.card}`}><Card value={p.card} label={cardLabel(m, p.card)} /><figcaption>{p.player}</figcaption></figure>
              ))}
            </div>
          )}
        </div>
        {/* Beside the table on a wide screen, above the steps, so the table never moves for the question; below it on a phone. */}
        {!passing && low && (
          <p class="play-take" id="play-take">{t('play.takeRow', { card: low.decision.card })}</p>
        )}
        <div class="play-steps">
          <h2 class="visually-hidden" id="play-steps-h">{t('play.steps')}</h2>
          {/* A long turn scrolls in its own box, so the box takes the keyboard focus to be scrolled. Empty, it says
              what will show there. */}
          <ol ref={stepsList} tabIndex={0} aria-labelledby="play-steps-h" data-empty={t('play.steps.none')}>{captions.map((c, i) => <li key={i} data-latest={i === captions.length - 1 ? '' : undefined}>{c}</li>)}</ol>
          {d.kind === 'step' && SPEEDS[prefs.speed] < 0 && <button type="button" class="button" data-next-step="" onClick={() => send({ type: 'NEXT' })}>{t('play.next')}</button>}
          {d.kind === 'bot' && <p class="play-thinking">{t('play.thinking', { player: d.player })}</p>}
          {failure && <p class="play-problem" role="alert">{failure}</p>}
        </div>
      </div>

      {passing && (
        <div class="play-pass" role="group" aria-label={t('play.pass', { player: acting })}>
          <p>{t('play.pass', { player: acting })}</p>
          <button type="button" class="button button-primary" data-pass={acting} onClick={() => { place.current = 0; setViewer(acting); }}>{t('play.pass.show', { player: acting })}</button>
        </div>
      )}
      {!passing && d.kind === 'decide' && d.decision.kind !== 'takeRow' && <Decision m={m} d={d} send={send} keep={keep} setKeep={setKeep} hand={hand} />}
      {!passing && d.kind === 'pick' && (
        <div class="play-decide" role="group" aria-label={t('play.do.pick')}>
          <p>{t('play.do.pick')}</p>
          <div class="play-pool">
            {d.pool.map((c, i) => <button type="button" key={`${i}-${c}`} data-choice={c} onClick={() => send({ type: 'PICK', player: me, card: c })}><Card value={c} label={cardLabel(m, c)} /></button>)}
          </div>
        </div>
      )}

      <section class="play-hand" aria-label={t('play.hand')} tabIndex={-1} ref={handSection}>
        <h2>{format(m['play.you'], { player: me })}</h2>
        {!showHand && <p>{t('play.hand.hidden', { count: hand.length })}</p>}
        {/* The line and the Play button keep their place while the table moves between the reader's turns, hidden
            and disabled: the coach and the scores below them hold still. */}
        {/* With the coach on, the card chosen or pointed at is looked ahead here too: the hand stays in sight at the
            foot of the screen, where the coach's own box lies below it. */}
        {midHand && (
          <p class="play-do" data-waiting={d.kind === 'play' ? undefined : ''}>
            {said ? lookText(m, said) : t(rules.playStyle === 'pairs' ? 'play.do.pairs' : rules.playStyle === 'sequential' ? 'play.do.hand' : 'play.do.play')}
          </p>
        )}
        {/* On a wide screen the Play button stands beside the cards, so the hand takes less of the screen's height. */}
        <div class="play-hand-row">
          {showHand && (
            <div class="play-hand-cards" ref={handCards} onKeyDown={onHandKey}>
              {hand.length === 0 && <p>{t('play.hand.empty')}</p>}
              {/* aria-disabled, not disabled: between the reader's turns the focus may rest on a card. The mouse looks ahead
                  where it moves: a card that comes to lie under a resting pointer (the hand appearing after the deal, the
                  next card sliding into a played one's place) is not pointed at. */}
              {hand.map((c, i) => (
                <button type="button" key={`${i}-${c}`} data-hand-card={c} aria-disabled={d.kind !== 'play' ? 'true' : undefined} aria-pressed={selected.includes(i)}
                  onClick={() => choose(i, c)} onMouseMove={() => setLooking(c)} onMouseLeave={() => setLooking(null)} onFocus={() => setLooking(c)} onBlur={() => setLooking(null)}>
                  <Card value={c} label={cardLabel(m, c)} />
                </button>
              ))}
            </div>
          )}
          {midHand && (
            <button type="button" class="button button-primary" data-confirm="" disabled={d.kind !== 'play' || !counts.includes(chosen.length)} onClick={() => play(chosen)}>
              {t('play.confirm', { cards: chosen.join(', ') || '…' })}
            </button>
          )}
        </div>
      </section>

      {prefs.coach && <Coach m={m} session={session} snap={snap} look={said} d={d} me={me} stops={table?.some((row) => row.includes('stop')) ?? false} />}

      <div class="play-scores">
        <Piles m={m} step={{ piles, penalties }} players={session.players} />
        {VARIANTS[ctx.variant].specialCards && round && <SpecialHands m={m} hands={special?.specials?.hands ?? (round as SpecialRound).specials ?? {}} players={session.players} />}
      </div>

      {(over || d.kind === 'roundOver') && <Results m={m} session={session} snap={snap} />}
      {d.kind === 'roundOver' && <button type="button" class="button button-primary" onClick={() => { place.current = 0; send({ type: 'NEXT' }); }}>{t('play.nextHand')}</button>}
      <p class="play-actions">
        <button type="button" class="button" onClick={onNew}>{t('play.newGame')}</button>
        {over && <button type="button" class="button" onClick={onAgain}>{t('play.replay')}</button>}
        <a href={`?${game.query}`}>{t('play.share')}</a>
      </p>
    </div>
  );
}

function Decision({ m, d, send, keep, setKeep, hand }: { m: PlayMessages; d: Extract<Due, { kind: 'decide' }>; send: (e: GameMachineEvent) => boolean; keep: CardValue[]; setKeep: (k: CardValue[]) => void; hand: readonly CardValue[] }) {
  const t = (key: PlayKey, params?: Params) => format(m[key], params);
  const x = d.decision;
  const p = d.player;
  const options = useMemo(() => (x.kind === 'special' ? specialChoices(d.table as SpecialRound, p, x.card, x.held, hand) : []), [x]);
  // Special cards with many possible plays (Shift, Insert, ...): first the card, then its play.
  const [kind, setKind] = useState<SpecialType | null>(null);
  // Opening a special card's plays moves the focus to the first of them; going back, to that card's button.
  const choices = useRef<HTMLDivElement>(null);
  const opened = useRef<SpecialType | null>(null);
  useEffect(() => {
    opened.current = null;
    setKind(null);
  }, [x]);
  useLayoutEffect(() => {
    const to = kind ? 'button' : opened.current && `[data-choice="${opened.current}"]`;
    if (to) choices.current?.querySelector<HTMLElement>(to)?.focus();
    opened.current = kind;
  }, [kind]);
  let question = '';
  /** A button without an event opens that special card's plays. */
  let buttons: { key: string; label: string; event: GameMachineEvent | null }[] = [];
  switch (x.kind) {
    case 'tie':
      question = t('play.tie', { card: x.card });
      buttons = x.options.map((o) => ({ key: `${o.row}${o.side}`, label: t('play.tie.choice', { row: o.row, side: m[`board.side.${o.side}`] }), event: { type: 'CHOOSE_PLACE', player: p, row: o.row, side: o.side } }));
      break;
    case 'order': {
      const [a, b] = x.cards as [CardValue, CardValue];
      question = t('play.order');
      buttons = ([[a, b], [b, a]] as const).map(([first, second]) => ({ key: `${first}`, label: t('play.order.choice', { first, second }), event: { type: 'ORDER', player: p, cards: [first, second] } }));
      break;
    }
    case 'toHand':
      question = t('play.toHand', { max: x.max });
      buttons = [{ key: 'none', label: t('play.toHand.none'), event: { type: 'TO_HAND', player: p, cards: [] } }];
      break;
    case 'swap':
      question = t('play.swap');
      buttons = [
        { key: 'keep', label: t('play.swap.keep'), event: { type: 'SWAP', player: p, special: null } },
        ...[...new Set(x.held)].map((s) => ({ key: s, label: t('play.swap.give', { name: specialName(m, s) }), event: { type: 'SWAP' as const, player: p, special: s } })),
      ];
      break;
    case 'special':
      question = t('play.special', { card: x.card });
      if (kind) {
        buttons = [
          ...options.filter((o) => o.type === kind).map((o, i) => ({ key: `${kind}-${i}`, label: specialChoiceText(m, o), event: { type: 'SPECIAL' as const, player: p, special: o } })),
        ];
      } else {
        buttons = [{ key: 'none', label: t('play.special.none'), event: { type: 'SPECIAL', player: p, special: null } }];
        for (const type of new Set(options.map((o) => o.type))) {
          const only = options.filter((o) => o.type === type);
          buttons.push(only.length === 1
            ? { key: type, label: specialChoiceText(m, only[0] as SpecialPlay), event: { type: 'SPECIAL', player: p, special: only[0] as SpecialPlay } }
            : { key: type, label: specialName(m, type), event: null });
        }
      }
      break;
    case 'takeRow':
      break;
  }
  return (
    <div class="play-decide" role="group" aria-label={question}>
      <p>{question}</p>
      <div class="play-choices" ref={choices}>
        {buttons.map((b) => <button type="button" key={b.key} data-choice={b.key} onClick={() => (b.event ? send(b.event) : setKind(b.key as SpecialType))}>{b.label}</button>)}
        {kind && <button type="button" onClick={() => setKind(null)}>{t('play.special.back')}</button>}
      </div>
      {x.kind === 'toHand' && (
        <div class="play-keep">
          {x.cards.map((c, i) => (
            <button type="button" key={`${i}-${c}`} data-choice={`keep-${c}`} aria-pressed={keep.includes(c)}
              onClick={() => setKeep(keep.includes(c) ? keep.filter((k) => k !== c) : [...keep, c].slice(-x.max))}>
              <Card value={c} label={cardLabel(m, c)} />
            </button>
          ))}
          <button type="button" class="button" data-confirm="" disabled={keep.length === 0} onClick={() => send({ type: 'TO_HAND', player: p, cards: keep })}>{t('play.toHand.keep')}</button>
        </div>
      )}
    </div>
  );
}

/** The special plays the engine accepts with this card on this table (the policy's candidates, checked by placing it). */
function specialChoices(table: SpecialRound, player: Player, card: CardValue, held: readonly SpecialType[], hand: readonly CardValue[]): SpecialPlay[] {
  return [...new Set(held)].flatMap((type) => specialPlays(type, table, card, hand, [card]).filter((sp) => placementCost(table, player, card, sp).ok));
}

/** The coach's words for a card's look ahead: where it would go, or the row it would cost. */
function lookText(m: PlayMessages, look: Preview): string {
  const { card, row } = look;
  switch (look.kind) {
    case 'low': return format(m['play.coach.low'], { card, row, bullheads: bullheadsText(m, look.bullheads) });
    case 'full': return format(m['play.coach.full'], { card, row, nth: format(m['board.nth'], { n: look.nth }), bullheads: bullheadsText(m, look.bullheads) });
    case 'stack': return format(m['play.coach.stack'], { card, row });
    case 'fits': return format(m['play.coach.fits'], { card, row, nth: format(m['board.nth'], { n: look.nth }), n: look.nth });
  }
}

/** `stops`: the Anniversary's Stop lies on a row, which the look ahead does not leave out (the coach says so). */
function Coach({ m, session, snap, look, d, me, stops }: { m: PlayMessages; session: Session; snap: GameSnapshot; look: Preview | null; d: Due; me: Player; stops: boolean }) {
  const t = (key: PlayKey, params?: Params) => format(m[key], params);
  const ctx = snap.context;
  const nth = (n: number) => format(m['board.nth'], { n });
  const hint = t('play.coach.hint');
  let now = '';
  if (look) now = stops ? `${lookText(m, look)} ${t('play.coach.stopped')}` : lookText(m, look);
  else if (d.kind === 'play' && d.player === me) now = hint;
  // After the turn: what happened to the reader's card.
  const mine = session.notes.flatMap((n) => {
    const e = n.kind === 'event' ? n.explanation : n.kind === 'special' ? n.step.explanation : null;
    return e && (e.kind === 'place' || e.kind === 'take') && ('player' in e ? e.player === me : e.players.includes(me)) ? [e] : [];
  });
  const took = mine.find((e) => e.kind === 'take');
  const placed = mine.find((e) => e.kind === 'place');
  const after = !snap.matches({ round: { turn: 'choosing' } }) && session.notes.length > 1
    ? took && took.kind === 'take' ? t('play.coach.took', { row: took.row, bullheads: bullheadsText(m, took.points) })
      : placed && placed.kind === 'place' ? t('play.coach.placed', { card: placed.card, row: placed.row }) : ''
    : '';
  const end = snap.status === 'done' || snap.matches({ round: 'over' });
  const round = ctx.roundNumber;
  const costly = session.costly.filter((c) => c.player === me && (c.round === round || snap.status === 'done'));
  return (
    <aside class="play-coach" aria-label={t('play.coach.h')}>
      <h2>{t('play.coach.h')}</h2>
      {/* The box keeps its height while the reader points, taps and tabs (a card's look ahead, the longer hint, what
          the turn did, or nothing while the others choose): the hint's room is always kept, unseen, under what is
          said, so the buttons below do not move under the mouse. */}
      {!end && (
        <div class="play-coach-say">
          <p class="play-coach-room" aria-hidden="true">{hint}</p>
          <div>
            {now && <p data-coach="look">{now}</p>}
            {after && <p data-coach="after">{after}</p>}
          </div>
        </div>
      )}
      {end && (
        <div data-coach="costly">
          <h3>{t('play.coach.costly.h')}</h3>
          {costly.length === 0 ? <p>{t('play.coach.costly.none')}</p> : (
            <ul>
              {costly.map((c, i) => (
                <li key={i}>{t(c.reason === 'full-row' ? 'play.coach.costly.full' : 'play.coach.costly.low', { round: c.round, turn: c.turn + 1, card: c.card ?? '', row: c.row, bullheads: bullheadsText(m, c.points), nth: nth(ctx.options.rowLength + 1) })}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </aside>
  );
}

function Results({ m, session, snap }: { m: PlayMessages; session: Session; snap: GameSnapshot }) {
  const t = (key: PlayKey, params?: Params) => format(m[key], params);
  const ctx = snap.context;
  const over = snap.status === 'done';
  // The results appear below the table, often out of sight: bring them into view and give them the
  // focus, so the next step (next hand, play again) is where the reader is.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.closest('section')?.scrollIntoView({ block: 'nearest' });
  }, [over, ctx.roundNumber]);
  return (
    <section class="play-results" aria-label={t('play.results')}>
      <h2 ref={heading} tabIndex={-1}>{over ? t('play.over') : t('play.roundOver', { round: ctx.roundNumber })}</h2>
      {over && ctx.winners.length > 0 && <p>{t('play.winners', { players: ctx.winners.join(', ') })}</p>}
      <table data-results="">
        <caption>{t('play.results')}</caption>
        <thead>
          <tr><th scope="col">{t('play.results.player')}</th>{ctx.roundScores.map((_, i) => <th scope="col" key={i}>{t('play.results.hand', { round: i + 1 })}</th>)}<th scope="col">{t('play.results.total')}</th></tr>
        </thead>
        <tbody>
          {session.players.map((p) => (
            <tr key={p} data-player={p} data-winner={ctx.winners.includes(p) ? '' : undefined}>
              <th scope="row">{session.humans.has(p) ? format(m['play.you'], { player: p }) : p}</th>
              {ctx.roundScores.map((s, i) => <td key={i}>{s[p] ?? 0}</td>)}
              <td data-total={ctx.totals[p] ?? 0}>{ctx.totals[p] ?? 0}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
