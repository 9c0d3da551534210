// The board editor: build a scenario with the mouse or the keyboard, with the engine's verdict
// after every change, a preview exactly as the embed shows it, share, export and print.
// State lives in the editor actor (src/machines/editor.ts); this island only reads and sends.
import { useEffect, useState } from 'preact/hooks';
import { createActor } from 'xstate';
import type { Lang } from '../../i18n/locales.ts';
import type { Scenario } from '../../engine/scenario-types.ts';
import { groupOf, errorText } from '../../editor/validate.ts';
import { keepBoard, restoreBoard } from '../../editor/keep.ts';
import { STARTER_SCENARIO } from '../../editor/ops.ts';
import { editorMachine } from '../../machines/editor.ts';
import type { JubilaeumModule } from '../JubilaeumBoard.tsx';
import { useSelector } from '../useSelector.ts';
import { Players, Picker, Rows, Setup, SpecialDeck, Turns } from './Build.tsx';
import { translator, type EditorMessages } from './messages.ts';
import { Export, Load, Preview, PuzzlePanel, Share, Sheet, type ExampleFile } from './Outputs.tsx';

export interface EditorProps {
  lang: Lang;
  messages: EditorMessages;
  examples: readonly ExampleFile[];
}

/**
 * The Anniversary board island, loaded when the variant first becomes jubilaeum. Through import():
 * a static import would split its parts off into a chunk of their own on the Anniversary pages.
 */
function useJubilaeumBoard(on: boolean): { module: JubilaeumModule | null; failed: boolean } {
  const [jb, setJb] = useState<{ module: JubilaeumModule } | 'failed' | null>(null);
  useEffect(() => {
    // A chunk that cannot load (offline) is said so; choosing the variant again tries again.
    if (on && (!jb || jb === 'failed')) void import(/* @lazy-chunk */ '../JubilaeumBoard.tsx').then((module) => setJb({ module }), () => setJb('failed'));
  }, [on]);
  return { module: jb && jb !== 'failed' ? jb.module : null, failed: on && jb === 'failed' };
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps the board in this browser after every change. Only where the browser refuses to keep it
 * does leaving the page warn, and only once the board differs from a new one: there, work is lost.
 */
function useKeptBoard(actor: ReturnType<typeof createActor<typeof editorMachine>>) {
  useEffect(() => {
    let atRisk = false;
    const sub = actor.subscribe((s) => {
      const scenario = s.context.scenario;
      atRisk = !keepBoard(storage(), scenario) && JSON.stringify(scenario) !== JSON.stringify(STARTER_SCENARIO);
    });
    const warn = (e: BeforeUnloadEvent) => {
      if (atRisk) e.preventDefault();
    };
    addEventListener('beforeunload', warn);
    return () => {
      sub.unsubscribe();
      removeEventListener('beforeunload', warn);
    };
  }, [actor]);
}

/**
 * The editor, on the board kept in this browser if there is one. It is read once hydrated: the
 * page is rendered with a new board, and hydration would keep that markup, so a kept board mounts
 * the editor afresh.
 */
export default function Editor(props: EditorProps) {
  const [kept, setKept] = useState<Scenario | null>(null);
  useEffect(() => setKept(restoreBoard(storage())), []);
  return <EditorOn key={kept ? 'kept' : 'new'} {...props} initial={kept} />;
}

function EditorOn({ lang, messages: m, examples, initial }: EditorProps & { initial: Scenario | null }) {
  const [actor] = useState(() => createActor(editorMachine, { input: initial ? { scenario: initial } : {} }).start());
  useEffect(() => () => void actor.stop(), [actor]);
  useKeptBoard(actor);
  const ctx = useSelector(actor, (s) => s.context);
  const fetching = useSelector(actor, (s) => s.matches('fetching'));
  const t = translator(m);
  const v = ctx.validation;
  const specials = ctx.scenario.variant === 'jubilaeum';
  const { module: jb, failed: jbFailed } = useJubilaeumBoard(specials);
  const props = { actor, ctx, m, t, jb };
  return (
    <div class="editor" data-valid={v.ok ? 'yes' : 'no'} aria-busy={fetching}>
      <div class="editor-screen">
        <p class="editor-verdict" role="status" data-field={v.ok ? undefined : v.field}>
          {v.ok
            ? t('teach.editor.valid')
            : t('teach.editor.problem', { field: t(`teach.editor.field.${groupOf(v.field)}`), message: errorText(m, v.error) })}
        </p>
        {jbFailed && <p class="editor-notice editor-field-error" role="alert">{t('teach.editor.specialFailed')}</p>}
        <div class="editor-columns">
          <div class="editor-build">
            <Setup {...props} />
            <Players {...props} />
            {specials && <SpecialDeck {...props} />}
            <Rows {...props} />
            <Picker {...props} />
            <Turns {...props} />
            <Load {...props} examples={examples} />
          </div>
          <div class="editor-out">
            {v.ok ? (
              <>
                <Preview scenario={v.scenario} m={m} t={t} jb={jb} />
                <Share scenario={v.scenario} lang={lang} t={t} />
                {!specials && <PuzzlePanel scenario={v.scenario} replay={v.replay} t={t} />}
                <Export scenario={v.scenario} replay={v.replay} m={m} t={t} />
              </>
            ) : (
              <section class="editor-panel">
                <h2>{t('teach.editor.preview')}</h2>
                <p>{t('teach.editor.preview.none')}</p>
              </section>
            )}
          </div>
        </div>
      </div>
      {/* Printing without a worksheet says why instead of giving a blank page. */}
      {v.ok && v.replay.turns.length > 0
        ? <Sheet scenario={v.scenario} replay={v.replay} m={m} t={t} jb={jb} />
        : <p class="editor-sheet">{t('teach.editor.sheet.none')}</p>}
    </div>
  );
}
