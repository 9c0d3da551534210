// The example board for Anniversary (jubilaeum) scenarios: special cards in and beside the rows,
// each player's special cards in hand, a caption per step. Its own island so the special-card
// code loads only on pages that show such a board. The engine decided every step at build time
// (special-run.ts); this island only shows them.
import { useEffect, useState } from 'preact/hooks';
import { createActor } from 'xstate';
import type { Player } from '../engine/types.ts';
import { format, type Params } from '../i18n/format.ts';
import { specialBoardMachine } from '../machines/special-board.ts';
import { LiveFrame, Piles, Plays, Rows, SpecialHands, StepControls, stepKey } from './board/parts.tsx';
import type { JubilaeumBoardMessages, SpecialBoardData } from './board/special-run.ts';
import type { BoardStep } from '../machines/board-model.ts';
import { useSelector } from './useSelector.ts';
// Through the example board's module: both islands then share its one chunk. A separate shared
// chunk would add about 1 KB gzip to every page with boards, Anniversary or not.
import './ExampleBoard.tsx';

// The trainer's, the embed's and the editor's Anniversary views take the board and these parts through
// import() of this island: a static import would move them into a chunk of their own, one more file
// on the Anniversary pages (over their budget).
export { SpecialCard, SpecialHands } from './board/parts.tsx';
/** This island as the embed and the editor load it. */
export type JubilaeumModule = typeof import('./JubilaeumBoard.tsx');

type Messages = JubilaeumBoardMessages;
type Key = keyof Messages;

export interface JubilaeumBoardProps {
  id: string;
  /** The engine's steps (specialBoardData), or null when it refused the scenario. */
  board: SpecialBoardData | null;
  messages: Messages;
  /** As on the example board: the step shown first (from 0), captions and controls off. No autoplay (keeps the page in its budget). */
  start?: number;
  captions?: boolean;
  controls?: boolean;
}

type ViewOptions = Pick<JubilaeumBoardProps, 'start' | 'captions' | 'controls'>;

export default function JubilaeumBoard({ id, board: run, messages: m, ...view }: JubilaeumBoardProps) {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  if (!run) return <p class="board-problem">{m['board.broken']}</p>; // Example.astro refuses such files at build time
  const { steps, players, captions, holders: hold } = run;
  const first = steps[0];
  const last = steps[steps.length - 1];
  if (!first || !last) return null;
  return (
    <div class="board board-jubilaeum" data-example={id}>
      {live && <LiveBoard steps={steps} captions={captions} players={players} hold={hold} m={m} view={view} />}
      <div class={live ? 'board-static board-print' : 'board-static'} role="group" aria-label={m['board.staticLabel']}>
        <Position title={m['board.first']} step={first} m={m} players={players} hold={hold} />
        <Position title={m['board.last']} step={last} m={m} players={players} hold={hold} />
      </div>
    </div>
  );
}

interface PositionProps { step: BoardStep; m: Messages; players: readonly Player[]; hold: readonly Player[] }

function Position({ title, step, m, players, hold }: PositionProps & { title: string }) {
  return (
    <section class="board-position">
      <h3 class="board-position-title">{title}</h3>
      <Rows m={m} step={{ ...step, target: null, candidates: [] }} />
      <Piles m={m} step={step} players={players} />
      <SpecialHands m={m} hands={step.specials?.hands ?? {}} players={hold} />
    </section>
  );
}

function LiveBoard({ steps, captions, players, hold, m, view }: { steps: readonly BoardStep[]; captions: readonly string[]; players: readonly Player[]; hold: readonly Player[]; m: Messages; view: ViewOptions }) {
  const [actor] = useState(() => createActor(specialBoardMachine, { input: { total: steps.length, start: view.start } }).start());
  useEffect(() => () => void actor.stop(), [actor]);
  const index = useSelector(actor, (s) => s.context.index);
  const t = (key: Key, params?: Params) => format(m[key], params);
  const step = steps[index] as BoardStep;
  const total = steps.length;
  const e = step.explanation;
  const fresh = e?.kind === 'place' || e?.kind === 'special-place' ? e.card : null;
  const controls = view.controls !== false;
  const rows = Math.max(...steps.map((s) => s.rows.length)); // a 5th Row card adds one for a while

  const go = (to: number) => actor.send({ type: 'GOTO', index: to });
  const onKeyDown = (event: KeyboardEvent) => {
    const to = stepKey(event, index, total);
    if (to !== undefined) go(to);
  };

  return (
    <LiveFrame label={t('board.label', { step: index + 1, total })} turn={t('board.turn', { turn: step.turn + 1 })} index={index} total={total} rows={rows} onKeyDown={onKeyDown}>
      <Rows m={m} step={step} fresh={fresh} />
      <Plays m={m} step={step} />
      {view.captions !== false && (
        <p class="board-caption" aria-live="polite" data-kind={step.kind} data-explanation={e?.kind} data-special={e?.kind === 'special' ? e.special : undefined}>
          {captions[index]}
        </p>
      )}
      {controls && <StepControls m={m} index={index} total={total} go={go} />}
      <Piles m={m} step={step} players={players} />
      <SpecialHands m={m} hands={step.specials?.hands ?? {}} players={hold} />
      {controls && <p class="board-keys">{m['board.special.noTry']} {m['board.keys']}</p>}
    </LiveFrame>
  );
}
