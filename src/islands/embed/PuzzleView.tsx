// A puzzle inside the embed: the position, the question, the student's answer, feedback per
// part, the answer on request and the turn replayed on the example board. The engine's answer
// ships with the puzzle; the view compares the student's answer with it part by part.
import type { ComponentChildren } from 'preact';
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
import { judgePart } from '../../trainer/answer.ts';
import { stagesOf, type Spot } from '../puzzle/where.ts';
import { stateAttributes, WhereBoard } from '../puzzle/WhereBoard.tsx';
import type { EmbedKey, EmbedViewProps } from './keys.ts';

type Messages = Record<EmbedKey, string>;

/** The embed's puzzle view, loaded by Embed.tsx only when the address names a puzzle. */
export default function PuzzleEmbed({ model, m }: EmbedViewProps) {
  return model.kind === 'puzzle' ? <PuzzleView puzzle={model.puzzle} hints={model.options.hints} m={m} /> : null;
}


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

type Draft = { places: string[]; takes: boolean[]; bullheads: Record<Player, string>; row: number | null; order: number; card: Card | null };

/**
 * `board` and `replay` replace the example board's position and replay (the Anniversary edition
 * draws its own, with special cards); the answering stays the same.
 */
export function PuzzleView({ puzzle: p, hints, m, board, replay: replayed }: { puzzle: Puzzle; hints: boolean; m: Messages; board?: ComponentChildren; replay?: ComponentChildren }) {
  const answered = useMemo(() => answeredScenario(p), [p]);
  const position = useMemo(() => positionOf(p, answered), [p, answered]);
  const q = p.question;
  const profi = p.scenario.variant === 'profi';
  const [draft, setDraft] = useState<Draft>(() => ({
    places: q.kind === 'where' ? q.placements.map(() => '1-right') : [],
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
  // where (number-card variants): answered on the puzzle board, card by card, as in the trainer.
  const stages = board ? null : stagesOf(p);
  const [onBoard, setOnBoard] = useState<{ part: number; wrong: Spot | null }>({ part: 0, wrong: null });
  const boardState = onBoard.wrong ? 'failed' : onBoard.part >= (stages?.length ?? 0) ? 'solved' : 'solving';
  const pick = (spot: Spot) => {
    const right = judgePart(p, onBoard.part, { kind: 'place', pick: { row: spot.row, side: spot.side, stack: false, take: false } });
    setOnBoard(right ? { part: onBoard.part + 1, wrong: null } : { part: onBoard.part, wrong: spot });
  };
  const set = (patch: Partial<Draft>) => {
    setDraft({ ...draft, ...patch });
    setResult(null);
  };
  const mark = (i: number) => (result ? (result.parts[i] ? 'right' : 'wrong') : undefined);
  const markText = (i: number) => (result ? <span class="embed-mark">{m[result.parts[i] ? 'teach.embed.puzzle.partRight' : 'teach.embed.puzzle.partWrong']}</span> : null);
  const rowLabel = (row: number) => format(m['board.option.row'], { row });
  // Where a card can go, as "row-side": both ends of each row in profi, else the right end.
  const placeLabel = (row: number, side: string) => (profi ? format(m[side === 'left' ? 'board.option.left' : 'board.option.right'], { row }) : rowLabel(row));
  const places = p.scenario.rows.flatMap((_, r) => (profi ? ['left', 'right'] : ['right']).map((side) => [`${r + 1}-${side}`, placeLabel(r + 1, side)]));
  /** One question part answered by picking one option (which-row's row and order, safe-card's card). */
  const group = (part: number, legend: string, options: [string, boolean, () => void][], before?: unknown) => (
    <fieldset data-part={part} data-mark={mark(part)}>
      <legend>{legend}</legend>
      {before}
      {options.map(([label, checked, choose]) => (
        <label class="board-choice" key={label}>
          <input type="radio" name={`embed-${part}`} checked={checked} onChange={choose} />
          {label}
        </label>
      ))}
      {markText(part)}
    </fieldset>
  );
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
      return a.placements.map((d, i) => `${d.row}-${d.side}` === draft.places[i] && (d.takes !== null) === draft.takes[i]);
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
      return a.placements.map((d, i) => `${q.placements[i]?.card ?? ''} → ${placeLabel(d.row, d.side)}${d.takes ? ` (${m['teach.embed.puzzle.takes']})` : ''}`).join('; ');
    if (a.kind === 'who-takes') return Object.entries(a.bullheads).map(([pl, n]) => `${pl}: ${n}`).join(', ');
    if (a.kind === 'which-row') return rowLabel(a.row) + (a.order ? `, ${format(m['board.option.order'], { first: a.order[0] ?? '', second: a.order[1] ?? '' })}` : '');
    return a.kind === 'safe-card' ? String(a.card) : '';
  }

  return (
    <section class="embed-puzzle" data-puzzle={p.id} data-kind={q.kind} aria-label={m['teach.embed.puzzle.label']}
      {...(stages && q.kind === 'where' ? stateAttributes(true, boardState, q.placements[Math.min(onBoard.part, q.placements.length - 1)]?.card ?? null) : {})}>
      {stages ? (
        <>
          <WhereBoard m={m} stages={stages} part={onBoard.part} state={boardState} wrong={onBoard.wrong} profi={profi} players={p.scenario.players ?? []}
            onPick={boardState === 'solving' ? pick : null} />
          {boardState === 'failed' && <button type="button" onClick={() => setOnBoard({ part: 0, wrong: null })}>{m['teach.embed.puzzle.again']}</button>}
        </>
      ) : board ?? (
        <div class="board">
          <Rows m={m} step={position.step} />
          <Plays m={m} step={position.step} />
          <Piles m={m} step={position.step} players={position.players} />
        </div>
      )}
      <form
        class="embed-answer"
        onSubmit={(event) => {
          event.preventDefault();
          const parts = grade();
          setResult({ correct: parts.every(Boolean), parts });
        }}
      >
        {!stages && <p class="embed-question">{question}</p>}
        {q.kind === 'where' && !stages && q.placements.map((pl, i) => (
          <fieldset key={i} data-part={i} data-mark={mark(i)}>
            <legend>{`${pl.card} (${pl.players.join(', ')})`}</legend>
            <label>
              <span>{m['teach.embed.puzzle.row']} </span>
              <select
                value={draft.places[i]}
                onChange={(e) => set({ places: draft.places.map((v, k) => (k === i ? (e.currentTarget as HTMLSelectElement).value : v)) })}
              >
                {places.map(([value, label]) => <option key={value} value={value}>{label}</option>)}
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
        {q.kind === 'which-row' && group(0, m['teach.embed.puzzle.row'], q.rows.map((row) => [rowLabel(row), draft.row === row, () => set({ row })]))}
        {orders.length > 0 && group(1, m['teach.embed.puzzle.order'], orders.map((o, k) => [format(m['board.option.order'], { first: o[0] ?? '', second: o[1] ?? '' }), draft.order === k, () => set({ order: k })]))}
        {q.kind === 'safe-card' && group(0, q.player, q.hand.map((card) => [String(card), draft.card === card, () => set({ card })]),
          q.shown && <p>{format(m['teach.embed.puzzle.shown'], { plays: Object.entries(q.shown).map(([pl, c]) => `${pl} ${c}`).join(', ') })}</p>)}
        <div class="embed-actions">
          {!stages && <button type="submit">{m['teach.embed.puzzle.check']}</button>}
          {hints && <button type="button" aria-expanded={hint} onClick={() => setHint(!hint)}>{m['teach.embed.puzzle.hint']}</button>}
          <button type="button" onClick={() => setRevealed(true)}>{m['teach.embed.puzzle.reveal']}</button>
          {answered && <button type="button" aria-expanded={replay} onClick={() => setReplay(!replay)}>{m['teach.embed.puzzle.replay']}</button>}
        </div>
        {hint && <p class="embed-hint">{m[`teach.embed.puzzle.hint.${q.kind}` as EmbedKey] /* checkPuzzle admits only the four kinds with hints */}</p>}
        {!stages && <p class="embed-feedback" role="status" data-correct={result ? String(result.correct) : undefined}>
          {result && (result.correct ? m['teach.embed.puzzle.right'] : format(m['teach.embed.puzzle.wrong'], { right: result.parts.filter(Boolean).length, total: result.parts.length }))}
        </p>}
        {revealed && <p class="embed-solution">{format(m['teach.embed.puzzle.answer'], { answer: answerText() })}</p>}
      </form>
      {replay && answered && (replayed ?? <ExampleBoard id={`${p.id}-replay`} scenario={answered} messages={m} />)}
    </section>
  );
}
