// The example board of the rulebook pages. Before hydration (and without JavaScript) it shows
// the first and the last position as static cards; once hydrated it becomes a board the reader
// steps through, driven by the board machine. The engine decides every placement.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { createActor } from 'xstate';
import { totalBullheads, type Card as CardValue } from '../engine/cards.ts';
import type { Scenario } from '../engine/scenario-types.ts';
import type { NumberCardChoice, NumberCardDecision } from '../engine/turn.ts';
import type { Player } from '../engine/types.ts';
import { bullheadsText } from '../i18n/card.ts';
import { format, type Params } from '../i18n/format.ts';
import { boardMachine, choicesFor, lineOf, playableInstead } from '../machines/board.ts';
import type { BoardStep } from '../machines/board-model.ts';
import { runBoard, type BoardReplay } from '../machines/board-run.ts';
import { captionContext, joinNames } from './board/captions.ts';
import type { BOARD_KEYS } from './board/keys.ts';
import { boardCaption } from './board/step-caption.ts';
import { moveOf, useBoardMotion } from './board/motion.ts';
import { LiveFrame, Piles, Plays, Rows, SpecialHands, StepControls, stepKey } from './board/parts.tsx';
import type { SpecialCaptionKey } from './board/special-captions.ts';
import { useSelector } from './useSelector.ts';

type Key = (typeof BOARD_KEYS)[number];
type Messages = Record<Key | SpecialCaptionKey, string>;

export interface ExampleBoardProps {
  id: string;
  scenario: Scenario;
  messages: Messages;
  /** A scenario with special cards needs their rules loaded first (board/variant.ts). */
  /** Embeds: the step shown first (from 0), captions and controls off, autoplay every `autoplay` seconds. */
  start?: number;
  captions?: boolean;
  controls?: boolean;
  autoplay?: number;
  /** Rules pages: the server draws the live board too (inert until hydrated), so hydration keeps the height. */
  preview?: boolean;
}

type ViewOptions = Pick<ExampleBoardProps, 'start' | 'captions' | 'controls' | 'autoplay'>;

export default function ExampleBoard({ id, scenario, messages: m, preview = false, ...view }: ExampleBoardProps) {
  // Hydrated: switch from the static positions to the interactive board (progressive enhancement).
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const run = useMemo(() => runBoard(scenario), [scenario]);
  if (!run.ok) return <p class="board-problem">{m['board.broken']}</p>; // Example.astro refuses such files at build time
  const steps = lineOf(run.value).steps;
  const first = steps[0];
  const last = steps[steps.length - 1];
  if (!first || !last) return null;
  const players = run.value.players;
  const hold = holders(steps, players);
  return (
    <div class={preview ? 'board board-previewed' : 'board'} data-example={id} data-special={first.specials ? '' : undefined}>
      {(live || preview) && <LiveBoard replay={run.value} m={m} view={view} hydrated={live} />}
      {/* Without JavaScript: the first and last position. Hydrated (or previewed): the same, for print only. */}
      <div class={live ? 'board-static board-print' : 'board-static'} role="group" aria-label={m['board.staticLabel']}>
        <Position title={m['board.first']} step={first} m={m} players={players} hold={hold} />
        <Position title={m['board.last']} step={last} m={m} players={players} hold={hold} />
      </div>
    </div>
  );
}

/** Players who hold a special card at some step (the others need no hand shown). */
const holders = (steps: readonly BoardStep[], players: readonly Player[]) =>
  players.filter((p) => steps.some((s) => (s.specials?.hands[p]?.length ?? 0) > 0));

function Position({ title, step, m, players, hold }: { title: string; step: BoardStep; m: Messages; players: readonly Player[]; hold: readonly Player[] }) {
  return (
    <section class="board-position">
      <h3 class="board-position-title">{title}</h3>
      <Rows m={m} step={{ ...step, target: null, candidates: [] }} />
      <Piles m={m} step={step} players={players} />
      {step.specials && <SpecialHands m={m} hands={step.specials.hands} players={hold} />}
    </section>
  );
}

/** Not `hydrated`: drawn by the server (a preview): shown, but out of reach (inert) until its keys work. */
function LiveBoard({ replay, m, view = {}, hydrated = true }: { replay: BoardReplay; m: Messages; view?: ViewOptions; hydrated?: boolean }) {
  const [actor] = useState(() => {
    const started = createActor(boardMachine, { input: { replay } }).start();
    if (view.start) started.send({ type: 'GOTO', index: view.start });
    return started;
  });
  useEffect(() => () => void actor.stop(), [actor]);
  const index = useSelector(actor, (s) => s.context.index);
  const line = useSelector(actor, (s) => s.context.line);
  const official = useSelector(actor, (s) => s.context.official);
  const swap = useSelector(actor, (s) => s.context.swap);
  const pending = useSelector(actor, (s) => s.context.pending);
  const error = useSelector(actor, (s) => s.context.error);
  const t = (key: Key, params?: Params) => format(m[key], params);

  const steps = line.steps;
  const step = steps[index] as BoardStep;
  const total = steps.length;
  const ctx = captionContext(line.replay);
  const text = boardCaption(m, step, steps, ctx);
  const own = line !== official;
  const e = step.explanation;
  const fresh = e?.kind === 'place' || e?.kind === 'special-place' ? e.card : null;
  const rows = Math.max(...steps.map((s) => s.rows.length)); // a 5th Row card adds one for a while
  const hold = useMemo(() => holders(steps, line.replay.players), [steps]);
  const controls = view.controls !== false;
  // Autoplay steps on until the last step, and stops for good when the reader takes over; an
  // autoplay of 0 (the embed's pause) holds it without ending it.
  const [playing, setPlaying] = useState(true);
  const atEnd = index >= total - 1;
  const every = view.autoplay ?? 0;
  useEffect(() => {
    if (every > 0) setPlaying(true); // played again after a pause
  }, [every]);
  useEffect(() => {
    if (!playing || atEnd || every <= 0) return;
    const timer = setTimeout(() => go(index + 1), every * 1000);
    return () => clearTimeout(timer);
  }, [playing, atEnd, index, every]);

  // Every move is a GOTO (the machine clamps it); the board is measured first, for its motion.
  const frame = useRef<HTMLDivElement>(null);
  const capture = useBoardMotion(frame, index, moveOf(step));
  const go = (to: number) => {
    // A tried card waits for a choice (a row to take): the board steps on once it is made, so a step is sent to it.
    const ask = pending && frame.current?.querySelector<HTMLElement>('.board-decide :is(button, input)');
    if (ask) return ask.focus();
    capture();
    actor.send({ type: 'GOTO', index: to });
  };
  // Whatever removes or disables the control in focus hands the focus to the board, whose keys step it.
  const land = () => frame.current?.focus();
  const onKeyDown = (event: KeyboardEvent) => {
    const to = stepKey(event, index, total);
    if (to === undefined) return;
    setPlaying(false);
    go(to);
  };

  return (
    <LiveFrame label={t('board.label', { step: index + 1, total })} turn={t('board.turn', { turn: step.turn + ctx.firstTurn })} index={index} total={total} line={own ? 'own' : 'official'} rows={rows} frame={frame} pending={!hydrated} onKeyDown={onKeyDown}>
      <Rows m={m} step={step} fresh={fresh} />
      <Plays m={m} step={step} />
      {view.captions !== false && (
        <p class="board-caption" aria-live="polite" data-kind={step.kind} data-explanation={e?.kind} data-special={e?.kind === 'special' ? e.special : undefined}>{text}</p>
      )}
      {controls && <StepControls m={m} index={index} total={total} go={go} land={land} onClick={() => setPlaying(false)} />}
      {/* A tried card's question stands right under the step buttons it holds back. */}
      {controls && pending && (
        <DecisionPanel decision={pending.decision} rows={step.rows} m={m} onChoose={(choice) => { actor.send({ type: 'CHOOSE', choice }); land(); }} onCancel={() => { actor.send({ type: 'RETURN' }); land(); }} />
      )}
      <Piles m={m} step={step} players={line.replay.players} />
      {step.specials && <SpecialHands m={m} hands={step.specials.hands} players={hold} />}
      {own && swap && (
        <p class="board-own">
          {t('board.own', { player: swap.player, from: swap.from, to: swap.to })}{' '}
          <button type="button" onClick={() => { actor.send({ type: 'RETURN' }); land(); }}>{m['board.return']}</button>
        </p>
      )}
      {controls && !pending && (
        <TryPanel
          key={`${own}-${step.turn}`}
          m={m}
          step={step}
          free={(player, from) => playableInstead(line, step.turn, player, from)}
          onTry={(player, from, to) => { actor.send({ type: 'TRY', player, from, to }); land(); }}
        />
      )}
      {error && <p class="board-error" role="alert">{m['board.try.error']}</p>}
      {controls && <p class="board-keys">{m['board.keys']}</p>}
    </LiveFrame>
  );
}

/** "Try another card": pick one card of the turn, then a free card to play instead. */
function TryPanel({ m, step, free, onTry }: { m: Messages; step: BoardStep; free: (player: Player, from: CardValue) => CardValue[]; onTry: (player: Player, from: CardValue, to: CardValue) => void }) {
  const [open, setOpen] = useState(false);
  const [which, setWhich] = useState(0);
  const plays = [...step.plays].sort((a, b) => a.card - b.card);
  const chosen = plays[which] ?? plays[0];
  const options = useMemo(() => (open && chosen ? free(chosen.player, chosen.card) : []), [open, chosen?.player, chosen?.card]);
  const [to, setTo] = useState<CardValue | null>(null);
  const card = to !== null && options.includes(to) ? to : (options[0] ?? null);
  // Opening moves the focus to the form's first field, Cancel back to the opener (the pressed button goes away).
  const form = useRef<HTMLFormElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);
  const toggle = (to: boolean) => {
    moveFocus.current = true;
    setOpen(to);
  };
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (open ? form.current?.querySelector('input') : opener.current)?.focus();
  }, [open]);
  if (!open || !chosen) {
    return (
      <div class="board-try">
        <button type="button" class="board-try-open" ref={opener} onClick={() => toggle(true)}>{m['board.try']}</button>
      </div>
    );
  }
  return (
    <form
      class="board-try"
      ref={form}
      onSubmit={(event) => {
        event.preventDefault();
        if (card !== null) onTry(chosen.player, chosen.card, card);
        setOpen(false);
      }}
    >
      <fieldset>
        <legend>{m['board.try.which']}</legend>
        {plays.map((p, i) => (
          <label class="board-choice" key={`${p.player}-${p.card}`}>
            <input type="radio" name="board-try-which" checked={i === which} onChange={() => setWhich(i)} />
            {format(m['board.try.card'], { player: p.player, card: p.card })}
          </label>
        ))}
      </fieldset>
      {options.length ? (
        <label class="board-try-card">
          <span>{m['board.try.instead']}</span>
          <select value={card ?? ''} onChange={(event) => setTo(Number((event.currentTarget as HTMLSelectElement).value))}>
            {options.map((c) => <option value={c} key={c}>{c}</option>)}
          </select>
        </label>
      ) : (
        <p>{format(m['board.try.none'], { player: chosen.player })}</p>
      )}
      <div class="board-try-actions">
        <button type="submit" disabled={card === null}>{m['board.try.go']}</button>
        <button type="button" onClick={() => toggle(false)}>{m['board.try.cancel']}</button>
      </div>
    </form>
  );
}

/** A decision the rules leave to a player, asked of the reader on their own line. */
function DecisionPanel({ decision: d, rows, m, onChoose, onCancel }: { decision: NumberCardDecision; rows: BoardStep['rows']; m: Messages; onChoose: (c: NumberCardChoice) => void; onCancel: () => void }) {
  const [kept, setKept] = useState<number[]>([]);
  const t = (key: Key, params?: Params) => format(m[key], params);
  // Each question takes the focus (to its first answer): it replaces the control that asked for it.
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.querySelector<HTMLElement>('button, input')?.focus(), [d]);
  let question: string;
  let buttons: { label: string; choice: NumberCardChoice }[] = [];
  switch (d.kind) {
    case 'takeRow':
      question = t(d.players.length > 1 ? 'board.decide.takeRowShared' : 'board.decide.takeRow', { card: d.card, players: joinNames(m, d.players) });
      // Each row with what taking it costs, as at the play table: the reader weighs the rows, not their numbers.
      buttons = choicesFor(d).map((c) => {
        const row = 'takeRow' in c ? c.takeRow : 0;
        return { label: t('board.option.rowCost', { row, bullheads: bullheadsText(m, totalBullheads(rows[row - 1] ?? [])) }), choice: c };
      });
      break;
    case 'tie':
      question = t('board.decide.tie', { card: d.card, player: d.player });
      buttons = choicesFor(d).map((c) => ({ label: 'side' in c ? t(c.side === 'left' ? 'board.option.left' : 'board.option.right', { row: c.row }) : '', choice: c }));
      break;
    case 'order':
      question = t('board.decide.order', { player: d.player, first: d.cards[0] ?? '', second: d.cards[1] ?? '' });
      buttons = choicesFor(d).map((c) => ({ label: 'order' in c ? t('board.option.order', { first: c.order[0] ?? '', second: c.order[1] ?? '' }) : '', choice: c }));
      break;
    case 'toHand':
      question = t('board.decide.toHand', { player: d.player, cards: d.cards.join(', '), max: d.max });
      break;
  }
  return (
    <div class="board-decide" ref={panel} role="group" aria-label={question}>
      <p>{question}</p>
      {d.kind === 'toHand' ? (
        <>
          {d.cards.map((c, i) => (
            <label class="board-choice" key={`${i}-${c}`}>
              <input
                type="checkbox"
                checked={kept.includes(i)}
                disabled={!kept.includes(i) && kept.length >= d.max}
                onChange={() => setKept(kept.includes(i) ? kept.filter((k) => k !== i) : [...kept, i])}
              />
              {c}
            </label>
          ))}
          <button type="button" onClick={() => onChoose({ player: d.player, toHand: kept.map((i) => d.cards[i] as CardValue) })}>{m['board.option.done']}</button>
        </>
      ) : (
        buttons.map((b) => <button type="button" key={b.label} onClick={() => onChoose(b.choice)}>{b.label}</button>)
      )}
      <button type="button" class="board-cancel" onClick={onCancel}>{m['board.try.cancel']}</button>
    </div>
  );
}
