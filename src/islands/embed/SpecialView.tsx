// The embed's view of the Anniversary puzzles (special cards). Embed.tsx loads this module only
// for such a puzzle; the loader has loaded the special cards' rules, so the one board replays it.
import type { ComponentChildren } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import type { Card as CardValue } from '../../engine/cards.ts';
import type { SpecialScenario } from '../../engine/scenario-types.ts';
import type { SpecialPlay, SpecialType } from '../../engine/specials.ts';
import type { Player } from '../../engine/types.ts';
import { format } from '../../i18n/format.ts';
import { SPECIAL_FIELDS } from '../../engine/scenario-shape.ts';
import { boardSteps, type BoardStep } from '../../machines/board-model.ts';
import { runBoard } from '../../machines/board-run.ts';
import type { CheckResult, Puzzle } from '../../puzzles/types.ts';
import ExampleBoard from '../ExampleBoard.tsx';
import { Piles, Plays, Rows, SpecialHands } from '../board/parts.tsx';
import { specialName } from '../board/special-names.ts';
import { specialPlayText } from '../board/special-play.ts';
import type { EmbedKey, EmbedViewProps } from './keys.ts';
import { PuzzleView } from './PuzzleView.tsx';

type Messages = Record<EmbedKey, string>;

export default function SpecialView({ model, m }: EmbedViewProps) {
  if (model.kind !== 'special-puzzle') return null;
  const p = model.puzzle;
  return p.question.kind === 'special' ? <SpecialQuestion puzzle={p} hints={model.options.hints} m={m} /> : <SpecialTurn puzzle={p} hints={model.options.hints} m={m} />;
}

type WithBoard = { m: Messages };

/** A position of the Anniversary table: rows with their special cards, the turn's cards, piles, special cards in hand. */
function Position({ step, players, holders, m, extra }: WithBoard & { step: BoardStep; players: readonly Player[]; holders: readonly Player[]; extra?: ComponentChildren }) {
  return (
    <div class="board">
      <Rows m={m} step={{ ...step, target: null, candidates: [] }} />
      <Plays m={m} step={{ kind: 'reveal', plays: step.plays, placed: 0 }} />
      {extra}
      <Piles m={m} step={step} players={players} />
      <SpecialHands m={m} hands={step.specials?.hands ?? {}} players={holders} />
    </div>
  );
}

/** where and who-takes on the Anniversary table: the example board's answering, this table drawn. */
function SpecialTurn({ puzzle: p, hints, m }: WithBoard & { puzzle: Puzzle; hints: boolean }) {
  const run = useMemo(() => runBoard(p.scenario), [p.scenario]);
  const reveal = run.ok ? boardSteps(run.value).find((s) => s.kind === 'reveal') : undefined;
  if (!run.ok || !reveal) return <p class="board-problem">{m['board.broken']}</p>; // the loader checked the turn; kept for safety
  const players = run.value.players;
  const holders = players.filter((pl) => (reveal.specials?.hands[pl]?.length ?? 0) > 0);
  const plays = Object.entries((p.scenario as unknown as SpecialScenario).turns[0]?.plays ?? {});
  const specials = plays.flatMap(([player, play]) => (typeof play === 'object' && play.special ? [specialPlayText(m, player, play.card, play.special)] : []));
  const extra = specials.length > 0 && <ul class="embed-special-plays">{specials.map((line) => <li key={line}>{line}</li>)}</ul>;
  return (
    <PuzzleView
      puzzle={p}
      hints={hints}
      m={m}
      board={<Position step={reveal} players={players} holders={holders} m={m} extra={extra} />}
      replay={<ExampleBoard id={`${p.id}-replay`} scenario={p.scenario} messages={m} />}
    />
  );
}

/** Special cards that need no details: their third answer part is the card's kind again, so it is not asked. */
const PLAIN: readonly SpecialType[] = ['fifthRow', 'sevenNimmt'];

type Draft = { card: CardValue | null; type: SpecialType | null; row: number; position: number; target: string; toRow: number };

/** The play a draft stands for, in the scenario file's shape (what the puzzle's answer holds). */
function playOf(d: Draft): SpecialPlay | null {
  const card = Number(d.target);
  switch (d.type) {
    case null: return null;
    case 'stop': return { type: 'stop', row: d.row };
    case 'insert': return { type: 'insert', row: d.row, position: d.position };
    case 'replace': return { type: 'replace', card };
    case 'shift': return { type: 'shift', card, toRow: d.toRow };
    case 'negativePositive': return { type: 'negativePositive', card };
    default: return { type: d.type };
  }
}

/** The Anniversary puzzle kind `special`: which number card with which special card (and how) costs the player least. */
function SpecialQuestion({ puzzle: p, hints, m }: WithBoard & { puzzle: Puzzle; hints: boolean }) {
  const q = p.question;
  const a = p.answer;
  const [draft, setDraft] = useState<Draft>(() => ({ card: q.kind === 'special' && q.hand.length === 1 ? (q.hand[0] as CardValue) : null, type: null, row: 1, position: 1, target: '', toRow: 1 }));
  const [result, setResult] = useState<CheckResult | null>(null);
  const [revealed, setRevealed] = useState(false);
  const [hint, setHint] = useState(false);
  if (q.kind !== 'special' || a.kind !== 'special') return null;
  const set = (patch: Partial<Draft>) => {
    setDraft({ ...draft, ...patch });
    setResult(null);
  };
  const rows = p.scenario.rows;
  const step: BoardStep = {
    kind: 'reveal', turn: 0, rows, piles: {}, penalties: {}, specials: { table: rows, hands: { [q.player]: q.specials }, before: rows },
    plays: Object.entries(q.shown).map(([player, card]) => ({ player, card })), placed: 0, target: null, candidates: [], explanation: null, cause: null,
  };
  const players = p.scenario.players ?? [];
  const mark = (i: number) => (result ? (result.parts[i] ? 'right' : 'wrong') : undefined);
  const markText = (i: number) => (result ? <span class="embed-mark">{m[result.parts[i] ? 'teach.embed.puzzle.partRight' : 'teach.embed.puzzle.partWrong']}</span> : null);
  const rowOptions = rows.map((_, r) => <option key={r} value={r + 1}>{format(m['board.option.row'], { row: r + 1 })}</option>);
  const rowSelect = (label: string, value: number, patch: (n: number) => Partial<Draft>) => (
    <label class="embed-field">
      <span>{label} </span>
      <select value={value} onChange={(e) => set(patch(Number((e.currentTarget as HTMLSelectElement).value)))}>{rowOptions}</select>
    </label>
  );
  const t = draft.type;
  const detailed = !PLAIN.includes(a.special.type);
  return (
    <section class="embed-puzzle" data-puzzle={p.id} data-kind={q.kind} aria-label={m['teach.embed.puzzle.label']}>
      <Position step={step} players={players} holders={[q.player]} m={m} />
      <form
        class="embed-answer"
        onSubmit={(event) => {
          event.preventDefault();
          const special = playOf(draft);
          // Judged here by the scenario format's fields, not with puzzles/check.ts: sharing that module with the
          // trainer would make it a file of its own on the trainer's first load (over its budget).
          const same = (k: string) => (special as Record<string, unknown> | null)?.[k] === (a.special as Record<string, unknown>)[k];
          const given = [draft.card === a.card, same('type'), same('type') && (SPECIAL_FIELDS[a.special.type] ?? []).every(same)];
          // The third part repeats the kind for a special card without details: not asked, so not counted.
          const parts = detailed ? given : given.slice(0, 2);
          setResult({ correct: parts.every(Boolean), parts });
        }}
      >
        <p class="embed-question">{format(m['teach.embed.puzzle.special'], { player: q.player, cards: q.hand.join(', ') })}</p>
        <fieldset data-part={0} data-mark={mark(0)}>
          <legend>{m['teach.embed.puzzle.number']}</legend>
          {q.hand.map((card) => (
            <label class="board-choice" key={card}>
              <input type="radio" name="embed-card" checked={draft.card === card} onChange={() => set({ card })} />
              {card}
            </label>
          ))}
          {markText(0)}
        </fieldset>
        <fieldset data-part={1} data-mark={mark(1)}>
          <legend>{m['teach.embed.puzzle.specialCard']}</legend>
          {[...new Set(q.specials)].map((type) => (
            <label class="board-choice" key={type}>
              <input type="radio" name="embed-special" checked={t === type} onChange={() => set({ type })} />
              {specialName(m, type)}
            </label>
          ))}
          {markText(1)}
          {t && !PLAIN.includes(t) && (
            <div class="embed-details" data-part={2} data-mark={mark(2)}>
              {(t === 'stop' || t === 'insert') && rowSelect(m['teach.embed.puzzle.row'], draft.row, (row) => ({ row }))}
              {t === 'insert' && (
                <label class="embed-field">
                  <span>{m['teach.embed.puzzle.place']} </span>
                  <input type="number" min={1} max={6} inputMode="numeric" value={draft.position} onInput={(e) => set({ position: Number((e.currentTarget as HTMLInputElement).value) })} />
                </label>
              )}
              {(t === 'replace' || t === 'shift' || t === 'negativePositive') && (
                <label class="embed-field">
                  <span>{m['teach.embed.puzzle.cardLabel']} </span>
                  <input type="number" min={1} max={104} inputMode="numeric" value={draft.target} onInput={(e) => set({ target: (e.currentTarget as HTMLInputElement).value })} />
                </label>
              )}
              {t === 'shift' && rowSelect(m['teach.embed.puzzle.toRowLabel'], draft.toRow, (toRow) => ({ toRow }))}
              {detailed && markText(2)}
            </div>
          )}
        </fieldset>
        <div class="embed-actions">
          <button type="submit">{m['teach.embed.puzzle.check']}</button>
          {hints && <button type="button" aria-expanded={hint} onClick={() => setHint(!hint)}>{m['teach.embed.puzzle.hint']}</button>}
          <button type="button" onClick={() => setRevealed(true)}>{m['teach.embed.puzzle.reveal']}</button>
        </div>
        {hint && <p class="embed-hint">{m['teach.embed.puzzle.hint.special']}</p>}
        <p class="embed-feedback" role="status" data-correct={result ? String(result.correct) : undefined}>
          {result && (result.correct ? m['teach.embed.puzzle.right'] : format(m['teach.embed.puzzle.wrong'], { right: result.parts.filter(Boolean).length, total: result.parts.length }))}
        </p>
        {revealed && <p class="embed-solution">{format(m['teach.embed.puzzle.answer'], { answer: specialPlayText(m, q.player, a.card, a.special) })}</p>}
      </form>
    </section>
  );
}
