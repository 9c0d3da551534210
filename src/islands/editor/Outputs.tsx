// What the editor makes of a valid board: the preview (the embed's own board island), share
// links and embed code, a puzzle of the last turn, image export and the printable worksheet,
// plus loading a board from an example, a puzzle id, a file or JSON text.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { Card } from '../../components/Card.tsx';
import type { Replay } from '../../engine/replay.ts';
import type { Scenario } from '../../engine/scenario-types.ts';
import { bullheadsText, cardLabel } from '../../i18n/card.ts';
import { VARIANTS } from '../../engine/variants.ts';
import type { Lang } from '../../i18n/locales.ts';
import { lastTurnPuzzle, puzzleOf } from '../../editor/puzzle.ts';
import type { Puzzle } from '../../puzzles/types.ts';
import { addLink } from '../../classroom/own.ts';
import { MAX_FRAGMENT } from '../../embed/codec.ts';
import { embedSnippet, embedUrl, encodeScenario, linkedBoard, loadEvent } from '../../editor/share.ts';
import { EXPORT_WIDTH, stepSvg, svgHeight } from '../../editor/svg.ts';
import { engineErrorText } from '../../i18n/errors/index.ts';
import { worksheetOf } from '../../editor/worksheet.ts';
import { lineOf } from '../../machines/board.ts';
import type { BoardStep } from '../../machines/board-model.ts';
import { runBoard } from '../../machines/board-run.ts';
import { DONE, MAX_FILE_CHARS, type EditorContext } from '../../machines/editor.ts';
import ExampleBoard from '../ExampleBoard.tsx';
import { download } from '../download.ts';
import { useLazy } from '../puzzle/lazy.ts';
import { captionContext } from '../board/captions.ts';
import { boardCaption } from '../board/step-caption.ts';
import { SpecialCard } from '../board/parts.tsx';
import { specialName } from '../board/special-names.ts';
import { specialPlayText } from '../board/special-play.ts';
import * as ops from '../../editor/ops.ts';
import type { EditorActor } from './Build.tsx';
import type { EditorMessages, T } from './messages.ts';

interface Valid {
  scenario: Scenario;
  replay: Replay;
  m: EditorMessages;
  t: T;
}

/** The board steps the preview and the embed show (null while a special-card variant's rules load). */
export function useSteps(scenario: Scenario | null): readonly BoardStep[] | null {
  return useMemo(() => {
    if (!scenario) return null;
    const run = runBoard(scenario);
    return run.ok ? lineOf(run.value).steps : null;
  }, [scenario]);
}

export function Preview({ scenario, m, t }: Omit<Valid, 'replay'>) {
  const steps = useSteps(scenario);
  // A new key per board: the preview starts afresh at step 1, as an embed of it would.
  const key = useMemo(() => JSON.stringify(scenario), [scenario]);
  return (
    <section class="editor-panel editor-preview" aria-labelledby="editor-preview-title">
      <h2 id="editor-preview-title">{t('teach.editor.preview')}</h2>
      <p class="editor-help">{t('teach.editor.preview.help')}</p>
      {scenario.turns.length === 0 ? (
        // A board of start rows only has nothing to step through yet: say what brings the preview.
        <p class="editor-help" data-preview="no-turns">{t('teach.editor.preview.noTurns')}</p>
      ) : steps ? (
        <ExampleBoard key={key} id="editor" scenario={scenario} messages={m} />
      ) : (
        <p>{t('teach.editor.preview.noSpecials')}</p>
      )}
    </section>
  );
}

export function Share({ scenario, lang, t }: { scenario: Scenario; lang: Lang; t: T }) {
  const [out, setOut] = useState('');
  const [status, setStatus] = useState('');
  // A link or snippet made before a change would share the old board: it goes as the board changes.
  useEffect(() => {
    setOut('');
    setStatus('');
  }, [scenario]);
  const copy = async (what: 'link' | 'embed') => {
    const fragment = await encodeScenario(scenario);
    if (fragment.length > MAX_FRAGMENT) {
      setOut('');
      setStatus(t('teach.editor.tooLong', { length: fragment.length, max: MAX_FRAGMENT }));
      return;
    }
    const url = embedUrl(location.origin, lang, fragment);
    const text = what === 'link' ? url : embedSnippet(url, t('teach.editor.embedTitle', { variant: t(`variant.${scenario.variant}`) }), scenario.rows.length);
    setOut(text);
    try {
      await navigator.clipboard.writeText(text);
      setStatus(t('teach.editor.copied'));
    } catch {
      setStatus(t('teach.editor.copyFailed'));
    }
  };
  return (
    <section class="editor-panel" aria-labelledby="editor-share-title">
      <h2 id="editor-share-title">{t('teach.editor.share')}</h2>
      <div class="editor-buttons">
        <button type="button" data-action="copy-link" onClick={() => copy('link')}>{t('teach.editor.copyLink')}</button>
        <button type="button" data-action="copy-embed" onClick={() => copy('embed')}>{t('teach.editor.copyEmbed')}</button>
      </div>
      <label class="editor-field editor-wide">
        <span>{t('teach.editor.shareOut')}</span>
        <textarea class="editor-share-out" readOnly rows={3} value={out} onFocus={(e) => (e.currentTarget as HTMLTextAreaElement).select()} />
      </label>
      <p role="status" class="editor-status">{status}</p>
    </section>
  );
}

/** The puzzle's view and the trainer's words, loaded on first use. */
const tryPuzzle = () => import(/* @lazy-chunk */ './TryPuzzle.tsx');

export function PuzzlePanel({ scenario, replay, t, m }: Valid) {
  const [kind, setKind] = useState<'where' | 'who-takes'>('where');
  const [puzzle, setPuzzle] = useState<Puzzle | null | 'none'>(null);
  const [toClass, setToClass] = useState('');
  // Each opening starts the puzzle afresh (the board may have changed since).
  const [opened, setOpened] = useState(0);
  const open = () => {
    const next = lastTurnPuzzle(scenario, replay, kind);
    setPuzzle(next ? puzzleOf(`editor-${kind}`, next) : 'none');
    setOpened(opened + 1);
    setToClass('');
    if (!next) return;
    void addLink(next).then(setToClass);
  };
  // A failed fetch is tried again at the next opening.
  const view = useLazy(tryPuzzle, puzzle !== null && puzzle !== 'none', opened);
  const Try = view && view !== 'failed' ? view.default : null;
  return (
    <section class="editor-panel" aria-labelledby="editor-puzzle-title">
      <h2 id="editor-puzzle-title">{t('teach.editor.puzzle')}</h2>
      {scenario.turns.length === 0 ? (
        <p>{t('teach.editor.puzzle.none')}</p>
      ) : (
        <fieldset class="editor-inline">
          <legend>{t('teach.editor.puzzle.kind')}</legend>
          <label class="editor-check"><input type="radio" name="editor-puzzle-kind" checked={kind === 'where'} onChange={() => setKind('where')} /> <span>{t('teach.editor.puzzle.where')}</span></label>
          <label class="editor-check"><input type="radio" name="editor-puzzle-kind" checked={kind === 'who-takes'} onChange={() => setKind('who-takes')} /> <span>{t('teach.editor.puzzle.who')}</span></label>
          <button type="button" data-action="open-puzzle" onClick={open}>{t('teach.editor.puzzle')}</button>
        </fieldset>
      )}
      {puzzle === 'none' && <p role="status" class="editor-status">{t('teach.editor.puzzle.refused')}</p>}
      {puzzle && puzzle !== 'none' && (
        <div class="editor-puzzle">
          {/* Above the puzzle, which loads on its own time: the link never moves away from a pointer or tap. */}
          {toClass && <p><a href={toClass} data-action="to-class">{t('teach.editor.puzzle.toClass')}</a></p>}
          {Try ? <Try key={opened} p={puzzle} m={m} /> : <p role="status">{t(view === 'failed' ? 'teach.editor.puzzle.failed' : 'teach.editor.puzzle.loading')}</p>}
        </div>
      )}
    </section>
  );
}

export function Export({ scenario, replay, m, t }: Valid) {
  const steps = useSteps(scenario);
  const [index, setIndex] = useState(0);
  if (!steps || steps.length === 0) return <PrintOnly replay={replay} t={t} />;
  const i = Math.min(index, steps.length - 1);
  const step = steps[i] as BoardStep;
  const svg = () =>
    stepSvg(step, {
      title: t('teach.editor.export.imageTitle', { turn: step.turn + 1, step: i + 1 }),
      row: (row) => t('teach.editor.row', { row }),
      card: (card) => cardLabel(m, card),
      played: t('board.played'),
      faceDown: (player) => t('board.faceDown', { player }),
      special: (type) => specialName(m, type),
    });
  const png = async () => {
    const img = new Image();
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg())}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = EXPORT_WIDTH;
    canvas.height = svgHeight(step.rows.length);
    canvas.getContext('2d')?.drawImage(img, 0, 0);
    canvas.toBlob((blob) => blob && download(`bullheads-step-${i + 1}.png`, blob), 'image/png');
  };
  return (
    <section class="editor-panel" aria-labelledby="editor-export-title">
      <h2 id="editor-export-title">{t('teach.editor.export')}</h2>
      <label class="editor-field">
        <span>{t('teach.editor.export.step')}</span>
        <input type="number" min={1} max={steps.length} value={i + 1} onInput={(e) => setIndex(Math.max(0, Number((e.currentTarget as HTMLInputElement).value) - 1 || 0))} />
        <span aria-hidden="true"> / {steps.length}</span>
      </label>
      <div class="editor-buttons">
        <button type="button" data-action="svg" onClick={() => download(`bullheads-step-${i + 1}.svg`, new Blob([svg()], { type: 'image/svg+xml' }))}>{t('teach.editor.export.svg')}</button>
        <button type="button" data-action="png" onClick={() => void png()}>{t('teach.editor.export.png')}</button>
        <PrintButton replay={replay} t={t} />
      </div>
      {replay.turns.length === 0 && <p class="editor-help">{t('teach.editor.sheet.none')}</p>}
    </section>
  );
}

const PrintButton = ({ replay, t }: { replay: Replay; t: T }) => (
  <button type="button" data-action="print" onClick={() => window.print()} disabled={replay.turns.length === 0}>{t('teach.editor.export.worksheet')}</button>
);

function PrintOnly({ replay, t }: { replay: Replay; t: T }) {
  return (
    <section class="editor-panel" aria-labelledby="editor-export-title">
      <h2 id="editor-export-title">{t('teach.editor.export')}</h2>
      <div class="editor-buttons"><PrintButton replay={replay} t={t} /></div>
      {replay.turns.length === 0 && <p class="editor-help">{t('teach.editor.sheet.none')}</p>}
    </section>
  );
}

/** The worksheet, shown only in print: page 1 the task with blanks, page 2 the answer key. */
export function Sheet({ scenario, replay, m, t }: Valid) {
  const steps = useSteps(scenario);
  const sheet = worksheetOf(replay);
  if (!sheet) return null;
  const ctx = captionContext(replay);
  const why = steps ? steps.filter((s) => s.turn === sheet.turn && s.kind === 'event').map((s) => boardCaption(m, s, steps, ctx)) : [];
  // Anniversary: the rows with the special cards lying there, each play with its special card.
  const rows = replay.turns[sheet.turn]?.before.table ?? sheet.rows;
  const turn = scenario.turns[sheet.turn];
  const playText = (player: string, card: number) => {
    const sp = turn && ops.specialPlayOf(turn, player);
    return sp ? specialPlayText(m, player, card, sp) : t('teach.editor.sheet.plays', { player, card });
  };
  const variant = t(`variant.${scenario.variant}`);
  const bothEnds = VARIANTS[scenario.variant].bothEnds;
  return (
    <div class="editor-sheet" aria-hidden="true">
      <section class="editor-sheet-page">
        <h1>{t('teach.editor.sheet.title', { variant })}</h1>
        <p class="editor-sheet-name">{t('teach.editor.sheet.name')}: ______________________</p>
        <p>{t('teach.editor.sheet.task')}</p>
        <ol class="editor-sheet-rows">
          {rows.map((row, i) => (
            <li key={i}>
              <span class="editor-sheet-row">{t('teach.editor.row', { row: i + 1 })}</span>
              {row.map((c, k) => (typeof c === 'number' ? <Card key={`${k}-${c}`} value={c} label={cardLabel(m, c)} /> : <SpecialCard key={`${k}-${c}`} m={m} type={c} />))}
            </li>
          ))}
        </ol>
        <table class="editor-sheet-blanks">
          <tbody>
            {sheet.plays.map((p) => (
              <tr key={`${p.player}-${p.card}`}>
                <th scope="row">{playText(p.player, p.card)}</th>
                <td>{t('teach.editor.sheet.rowBlank')}: ________</td>
                <td>{t('teach.editor.sheet.takesBlank')}: ____________________</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section class="editor-sheet-page editor-sheet-key">
        <h1>{t('teach.editor.sheet.key')}</h1>
        <ul>
          {sheet.answers.map((a) => (
            <li key={`${a.player}-${a.card}`}>
              {a.takes
                ? t('teach.editor.sheet.answerTakes', { player: a.player, card: a.card, row: a.row, cards: a.takes.cards.join(', '), bullheads: bullheadsText(m, a.takes.bullheads) })
                : bothEnds
                  ? t('teach.editor.sheet.answerSide', { player: a.player, card: a.card, row: a.row, side: t(a.side === 'left' ? 'teach.editor.side.left' : 'teach.editor.side.right') })
                  : t('teach.editor.sheet.answer', { player: a.player, card: a.card, row: a.row })}
            </li>
          ))}
        </ul>
        {why.length > 0 && (
          <>
            <h2>{t('teach.editor.sheet.why')}</h2>
            <ol>{why.map((line, k) => <li key={k}>{line}</li>)}</ol>
          </>
        )}
      </section>
    </div>
  );
}

export interface ExampleFile {
  readonly id: string;
  /** What the menu shows: where the example stands in the rulebook, in the editor's language. */
  readonly title?: string;
  readonly scenario: unknown;
}

/** An official example's scenario by id, for loadEvent (undefined: no such example). */
export const exampleIn = (examples: readonly ExampleFile[]) => (id: string) => examples.find((x) => x.id === id)?.scenario;

/** What a load (or going back) did, in words; '' for none (a bad player name is said at its field). */
export function noticeText(n: EditorContext['notice'], m: EditorMessages, t: T): string {
  return n && n.key !== 'teach.editor.player.bad' ? t(n.key, { ...n.params, problem: n.error ? engineErrorText(m, n.error) : '' }) : '';
}

/** "Back to your previous board", where a load left one. */
export function BackButton({ actor, ctx, t }: { actor: EditorActor; ctx: EditorContext; t: T }) {
  return ctx.previous ? <button type="button" class="editor-small" data-action="back" onClick={() => actor.send({ type: 'BACK' })}>{t('teach.editor.load.backTo')}</button> : null;
}

/** `onLoad`: told just before a load is asked for from the panel (an example, a puzzle id or link, a file). */
export function Load({ actor, ctx, m, t, examples, onLoad }: { actor: EditorActor; ctx: EditorContext; m: EditorMessages; t: T; examples: readonly ExampleFile[]; onLoad: () => void }) {
  const [example, setExample] = useState(examples[0]?.id ?? '');
  const [puzzleId, setPuzzleId] = useState('');
  const [json, setJson] = useState<string | null>(null);
  const current = useMemo(() => JSON.stringify(ctx.scenario, null, 2), [ctx.scenario]);
  const n = ctx.notice;
  const notice = noticeText(n, m, t);
  return (
    <section class="editor-panel editor-load" aria-labelledby="editor-load-title">
      <h2 id="editor-load-title">{t('teach.editor.load')}</h2>
      <div class="editor-inline">
        <p role="status" class={n && !(DONE as readonly string[]).includes(n.key) ? 'editor-notice editor-field-error' : 'editor-notice'}>{notice}</p>
        {/* Every load replaces the board: the one before stays a click away. */}
        <BackButton actor={actor} ctx={ctx} t={t} />
      </div>
      <form class="editor-inline" onSubmit={(e) => { e.preventDefault(); const f = examples.find((x) => x.id === example); if (f) { onLoad(); actor.send({ type: 'LOAD_JSON', json: f.scenario }); } }}>
        <label class="editor-field">
          <span>{t('teach.editor.load.example')}</span>
          <select value={example} onChange={(e) => setExample((e.currentTarget as HTMLSelectElement).value)}>
            {examples.map((x) => <option value={x.id} key={x.id}>{x.title ?? x.id}</option>)}
          </select>
        </label>
        <button type="submit">{t('teach.editor.load.go')}</button>
      </form>
      <form class="editor-inline" onSubmit={(e) => {
        e.preventDefault();
        onLoad();
        actor.send(loadEvent(linkedBoard(puzzleId), exampleIn(examples)));
      }}>
        <label class="editor-field">
          <span>{t('teach.editor.load.puzzle')}</span>
          <input type="text" value={puzzleId} placeholder="basic-where-0004" onInput={(e) => setPuzzleId((e.currentTarget as HTMLInputElement).value)} />
        </label>
        <button type="submit">{t('teach.editor.load.go')}</button>
      </form>
      <label class="editor-field">
        <span>{t('teach.editor.load.file')}</span>
        <input
          type="file"
          accept=".json,application/json"
          onChange={async (e) => {
            const input = e.currentTarget as HTMLInputElement;
            const file = input.files?.[0];
            if (!file) return;
            // Read no more than one character past the limit: the machine refuses what is too long.
            const text = await file.slice(0, MAX_FILE_CHARS + 1).text();
            onLoad();
            actor.send({ type: 'LOAD_TEXT', text });
            input.value = '';
          }}
        />
      </label>
      <details class="editor-json">
        <summary>{t('teach.editor.json')}</summary>
        <label class="editor-field editor-wide">
          <span>{t('teach.editor.json')}</span>
          <textarea rows={12} spellcheck={false} value={json ?? current} onInput={(e) => setJson((e.currentTarget as HTMLTextAreaElement).value)} />
        </label>
        <button
          type="button"
          onClick={() => {
            actor.send({ type: 'LOAD_TEXT', text: json ?? current });
            // Keep the typed text when it was refused, so nothing the author wrote is lost.
            if (actor.getSnapshot().context.notice?.key === 'teach.editor.load.done') setJson(null);
          }}
        >
          {t('teach.editor.json.apply')}
        </button>
      </details>
      <button type="button" class="editor-small" onClick={() => actor.send({ type: 'NEW' })}>{t('teach.editor.load.new')}</button>
    </section>
  );
}
