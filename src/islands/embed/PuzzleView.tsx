// A puzzle inside the embed: the position, the question, the student's answer, feedback per
// part, the answer on request and the turn replayed on the example board. The engine's answer
// ships with the puzzle; the view compares the student's answer with it part by part.
import { useMemo, useState } from 'preact/hooks';
import type { Card } from '../../engine/cards.ts';
import type { Scenario } from '../../engine/scenario-types.ts';
import type { Player } from '../../engine/types.ts';
import { format } from '../../i18n/format.ts';
import { answeredScenario } from '../../embed/load.ts';
import { boardSteps, type BoardStep } from '../../machines/board.ts';
import { runBoard } from '../../machines/board-run.ts';
import type { CheckResult, Puzzle } from '../../puzzles/types.ts';
import ExampleBoard from '../ExampleBoard.tsx';
import { Piles, Plays, Rows } from '../board/parts.tsx';
import type { EmbedKey } from './keys.ts';

type Messages = Record<EmbedKey, string>;

const HINTS = { where: 'teach.embed.puzzle.hint.where', 'who-takes': 'teach.embed.puzzle.hint.whoTakes', 'which-row': 'teach.embed.puzzle.hint.whichRow', 'safe-card': 'teach.embed.puzzle.hint.safeCard' } as const;

/** The position the question is about: the turn's cards revealed, none placed yet. */
function positionOf(p: Puzzle, answered: Scenario | null): { step: BoardStep; players: readonly Player[] } {
  const run = answered ? runBoard(answered) : null;
  if (run?.ok) {
    const steps = boardSteps(run.value);
    const reveal = steps.find((s) => s.kind === 'reveal') ?? steps[0];
    if (reveal) return { step: reveal, players: run.value.players };
  }
  const q = p.question;
  const shown = q.kind === 'safe-card' && q.shown ? Object.entries(q.shown).map(([player, card]) => ({ player, card })) : [];
  const players = p.scenario.players ?? [];
  return {
    step: { kind: 'reveal', turn: 0, rows: p.scenario.rows, piles: {}, penalties: {}, plays: shown, placed: 0, target: null, candidates: [], explanation: null, cause: null },
    players,
  };
}

type Draft = { rows: number[]; sides: ('left' | 'right')[]; takes: boolean[]; bullheads: Record<Player, string>; row: number | null; order: number; card: Card | null };

export function PuzzleView({ puzzle: p, hints, m }: { puzzle: Puzzle; hints: boolean; m: Messages }) {
  const answered = useMemo(() => answeredScenario(p), [p]);
  const position = useMemo(() => positionOf(p, answered), [p, answered]);
  const q = p.question;
  const rowCount = p.scenario.rows.length;
  const profi = p.scenario.variant === 'profi';
  const [draft, setDraft] = useState<Draft>(() => ({
    rows: q.kind === 'where' ? q.placements.map(() => 1) : [],
    sides: q.kind === 'where' ? q.placements.map(() => 'right' as const) : [],
    takes: q.kind === 'where' ? q.placements.map(() => false) : [],
    bullheads: {},
    row: null,
    order: 0,
    card: null,
  }));
  const [result, setResult] = useState<CheckResult | null>(null);
  const [revealed, setRevealed] = useState(false);
  const [hint, setHint] = useState(false);
  const [replay, setReplay] = useState(false);
  const set = (patch: Partial<Draft>) => {
    setDraft({ ...draft, ...patch });
    setResult(null);
  };
  const mark = (i: number) => (result ? (result.parts[i] ? 'right' : 'wrong') : undefined);
  const markText = (i: number) => (result ? <span class="embed-mark">{m[result.parts[i] ? 'teach.embed.puzzle.partRight' : 'teach.embed.puzzle.partWrong']}</span> : null);
  const rowLabel = (row: number) => format(m['board.option.row'], { row });
  const orders = q.kind === 'which-row' && q.orderOf && q.orderOf.length === 2 ? [[q.orderOf[0], q.orderOf[1]], [q.orderOf[1], q.orderOf[0]]] as Card[][] : [];

  let question = '';
  if (q.kind === 'where') question = m['teach.embed.puzzle.where'];
  if (q.kind === 'who-takes') question = m['teach.embed.puzzle.whoTakes'];
  if (q.kind === 'which-row') question = format(m['teach.embed.puzzle.whichRow'], { player: q.player, card: q.card });
  if (q.kind === 'safe-card') question = format(m['teach.embed.puzzle.safeCard'], { player: q.player, cards: q.hand.join(', ') });

  /** Right or not, per part of the answer: where compares what the question asks (row, end in profi, whether it takes). */
  function grade(): boolean[] {
    const a = p.answer;
    if (q.kind === 'where' && a.kind === 'where')
      return a.placements.map((d, i) => d.row === draft.rows[i] && d.side === (profi ? draft.sides[i] : 'right') && (d.takes !== null) === draft.takes[i]);
    if (q.kind === 'who-takes' && a.kind === 'who-takes') return q.players.map((pl) => Number(draft.bullheads[pl] || 0) === a.bullheads[pl]);
    if (a.kind === 'which-row') {
      const order = orders[draft.order];
      return [a.row === draft.row, ...(a.order ? [order !== undefined && order.join() === a.order.join()] : [])];
    }
    return [a.kind === 'safe-card' && a.card === draft.card];
  }

  function answerText(): string {
    const a = p.answer;
    if (a.kind === 'where' && q.kind === 'where')
      return a.placements.map((d, i) => `${q.placements[i]?.card ?? ''} → ${profi ? format(m[d.side === 'left' ? 'board.option.left' : 'board.option.right'], { row: d.row }) : rowLabel(d.row)}${d.takes ? ` (${m['teach.embed.puzzle.takes']})` : ''}`).join('; ');
    if (a.kind === 'who-takes') return Object.entries(a.bullheads).map(([pl, n]) => `${pl}: ${n}`).join(', ');
    if (a.kind === 'which-row') return rowLabel(a.row) + (a.order ? `, ${format(m['board.option.order'], { first: a.order[0] ?? '', second: a.order[1] ?? '' })}` : '');
    return a.kind === 'safe-card' ? String(a.card) : '';
  }

  return (
    <section class="embed-puzzle" data-puzzle={p.id} data-kind={q.kind} aria-label={m['teach.embed.puzzle.label']}>
      <div class="board">
        <Rows m={m} step={position.step} />
        <Plays m={m} step={position.step} />
        <Piles m={m} step={position.step} players={position.players} />
      </div>
      <form
        class="embed-answer"
        onSubmit={(event) => {
          event.preventDefault();
          const parts = grade();
          setResult({ correct: parts.every(Boolean), parts });
        }}
      >
        <p class="embed-question">{question}</p>
        {q.kind === 'where' && q.placements.map((pl, i) => (
          <fieldset key={i} data-part={i} data-mark={mark(i)}>
            <legend>{format(m['teach.embed.puzzle.card'], { card: pl.card, players: pl.players.join(', ') })}</legend>
            <label>
              <span>{m['teach.embed.puzzle.row']} </span>
              <select
                value={profi ? `${draft.rows[i]}-${draft.sides[i]}` : String(draft.rows[i])}
                onChange={(e) => {
                  const [row, side] = (e.currentTarget as HTMLSelectElement).value.split('-');
                  set({ rows: draft.rows.map((r, k) => (k === i ? Number(row) : r)), sides: draft.sides.map((s, k) => (k === i ? (side === 'left' ? 'left' : 'right') : s)) });
                }}
              >
                {Array.from({ length: rowCount }, (_, r) => r + 1).flatMap((row) =>
                  profi
                    ? (['left', 'right'] as const).map((side) => <option key={`${row}-${side}`} value={`${row}-${side}`}>{format(m[side === 'left' ? 'board.option.left' : 'board.option.right'], { row })}</option>)
                    : [<option key={row} value={String(row)}>{rowLabel(row)}</option>])}
              </select>
            </label>{' '}
            <label>
              <input type="checkbox" checked={draft.takes[i]} onChange={() => set({ takes: draft.takes.map((t, k) => (k === i ? !t : t)) })} />
              {m['teach.embed.puzzle.takes']}
            </label>
            {markText(i)}
          </fieldset>
        ))}
        {q.kind === 'who-takes' && q.players.map((pl, i) => (
          <div class="embed-field" key={pl} data-part={i} data-mark={mark(i)}>
            <label>
              <span>{format(m['teach.embed.puzzle.bullheads'], { player: pl })} </span>
              <input type="number" min={0} max={999} inputMode="numeric" value={draft.bullheads[pl] ?? ''} onInput={(e) => set({ bullheads: { ...draft.bullheads, [pl]: (e.currentTarget as HTMLInputElement).value } })} />
            </label>
            {markText(i)}
          </div>
        ))}
        {q.kind === 'which-row' && (
          <fieldset data-part={0} data-mark={mark(0)}>
            <legend>{m['teach.embed.puzzle.row']}</legend>
            {q.rows.map((row) => (
              <label class="board-choice" key={row}>
                <input type="radio" name="embed-row" checked={draft.row === row} onChange={() => set({ row })} />
                {rowLabel(row)}
              </label>
            ))}
            {markText(0)}
          </fieldset>
        )}
        {orders.length > 0 && (
          <fieldset data-part={1} data-mark={mark(1)}>
            <legend>{m['teach.embed.puzzle.order']}</legend>
            {orders.map((o, k) => (
              <label class="board-choice" key={k}>
                <input type="radio" name="embed-order" checked={draft.order === k} onChange={() => set({ order: k })} />
                {format(m['board.option.order'], { first: o[0] ?? '', second: o[1] ?? '' })}
              </label>
            ))}
            {markText(1)}
          </fieldset>
        )}
        {q.kind === 'safe-card' && (
          <fieldset data-part={0} data-mark={mark(0)}>
            <legend>{q.player}</legend>
            {q.shown && <p>{format(m['teach.embed.puzzle.shown'], { plays: Object.entries(q.shown).map(([pl, c]) => `${pl} ${c}`).join(', ') })}</p>}
            {q.hand.map((card) => (
              <label class="board-choice" key={card}>
                <input type="radio" name="embed-card" checked={draft.card === card} onChange={() => set({ card })} />
                {card}
              </label>
            ))}
            {markText(0)}
          </fieldset>
        )}
        <div class="embed-actions">
          <button type="submit">{m['teach.embed.puzzle.check']}</button>
          {hints && <button type="button" aria-expanded={hint} onClick={() => setHint(!hint)}>{m['teach.embed.puzzle.hint']}</button>}
          <button type="button" onClick={() => setRevealed(true)}>{m['teach.embed.puzzle.reveal']}</button>
          {answered && <button type="button" aria-expanded={replay} onClick={() => setReplay(!replay)}>{m['teach.embed.puzzle.replay']}</button>}
        </div>
        {hint && <p class="embed-hint">{m[HINTS[q.kind]]}</p>}
        <p class="embed-feedback" role="status" data-correct={result ? String(result.correct) : undefined}>
          {result && (result.correct ? m['teach.embed.puzzle.right'] : format(m['teach.embed.puzzle.wrong'], { right: result.parts.filter(Boolean).length, total: result.parts.length }))}
        </p>
        {revealed && <p class="embed-solution">{format(m['teach.embed.puzzle.answer'], { answer: answerText() })}</p>}
      </form>
      {replay && answered && <ExampleBoard id={`${p.id}-replay`} scenario={answered} messages={m} />}
    </section>
  );
}
