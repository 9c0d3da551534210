// The board editor: build a scenario with the mouse or the keyboard, with the engine's verdict
// after every change, a preview exactly as the embed shows it, share, export and print.
// State lives in the editor actor (src/machines/editor.ts); this island only reads and sends.
import { useEffect, useRef, useState } from 'preact/hooks';
import { createActor } from 'xstate';
import type { Lang } from '../../i18n/locales.ts';
import type { Scenario } from '../../engine/scenario-types.ts';
import { VARIANTS } from '../../engine/variants.ts';
import { groupOf } from '../../editor/validate.ts';
import { engineErrorText } from '../../i18n/errors/index.ts';
import { keepBoard, PREVIOUS_STORAGE_KEY, restoreBoard } from '../../editor/keep.ts';
import { loadEvent } from '../../editor/share.ts';
import { sourceOf, type SourceRead } from '../../embed/source.ts';
import { STARTER_SCENARIO } from '../../editor/ops.ts';
import type { VariantId } from '../../engine/types.ts';
import { boardVariantReady, loadBoardVariant } from '../board/variant.ts';
import { DONE, editorMachine, type Notice } from '../../machines/editor.ts';
import { deviceStorage } from '../storage.ts';
import { useSelector } from '../useSelector.ts';
import { Players, Picker, Rows, Setup, SpecialDeck, Turns } from './Build.tsx';
import { translator, type EditorMessages } from './messages.ts';
import { BackButton, Export, exampleIn, Load, noticeText, Preview, PuzzlePanel, Share, Sheet, type ExampleFile } from './Outputs.tsx';

export interface EditorProps {
  lang: Lang;
  messages: EditorMessages;
  examples: readonly ExampleFile[];
}

/** The board's rules for the variant (special cards load when first chosen); `failed`: they could not load (offline). */
function useBoardRules(variant: VariantId): { ready: boolean; failed: boolean } {
  const [state, setState] = useState<'ready' | 'failed' | null>(null);
  useEffect(() => {
    // Choosing the variant again tries again.
    if (!boardVariantReady(variant)) loadBoardVariant(variant).then(() => setState('ready'), () => setState('failed'));
  }, [variant]);
  const ready = boardVariantReady(variant);
  return { ready, failed: !ready && state === 'failed' };
}

/**
 * Keeps the board in this browser after every change. Only where the browser refuses to keep it
 * does leaving the page warn, and only once the board differs from a new one: there, work is lost.
 */
function useKeptBoard(actor: ReturnType<typeof createActor<typeof editorMachine>>) {
  useEffect(() => {
    let atRisk = false;
    let previous = actor.getSnapshot().context.previous;
    const sub = actor.subscribe((s) => {
      const scenario = s.context.scenario;
      atRisk = !keepBoard(deviceStorage(), scenario) && JSON.stringify(scenario) !== JSON.stringify(STARTER_SCENARIO);
      // The board to go back to changes only on a load: kept then, not on every edit.
      if (s.context.previous && s.context.previous !== previous) keepBoard(deviceStorage(), s.context.previous, PREVIOUS_STORAGE_KEY);
      previous = s.context.previous;
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
 * The editor, on the board kept in this browser if there is one (and the one before it, to go
 * back to), then on the board its address names, if any. They are read once hydrated: the
 * page is rendered with a new board, and hydration would keep that markup, so a kept board mounts
 * the editor afresh.
 */
export default function Editor(props: EditorProps) {
  const [start, setStart] = useState<{ kept: Scenario | null; previous: Scenario | null; opened: SourceRead | null }>({ kept: null, previous: null, opened: null });
  useEffect(() => {
    // A board named in the address ("Edit this board" in an embed) opens over the kept one, which stays a
    // click away; the address is then cleared, lest a reload open it again over the teacher's changes.
    // An address naming nothing (no board, only other parameters) opens nothing and says nothing.
    const read = sourceOf(location.search, location.hash.slice(1));
    const opened = read.ok || read.error.code !== 'no-source' ? read : null;
    if (opened) history.replaceState(null, '', location.pathname);
    const storage = deviceStorage();
    setStart({ kept: restoreBoard(storage), previous: restoreBoard(storage, PREVIOUS_STORAGE_KEY), opened });
  }, []);
  const { kept, previous, opened } = start;
  return <EditorOn key={kept || previous ? 'kept' : 'new'} {...props} initial={kept} previous={previous} opened={opened} />;
}

function EditorOn({ lang, messages: m, examples, initial, previous, opened }: EditorProps & { initial: Scenario | null; previous: Scenario | null; opened: SourceRead | null }) {
  const [actor] = useState(() => createActor(editorMachine, { input: { ...(initial ? { scenario: initial } : {}), previous } }).start());
  useEffect(() => () => void actor.stop(), [actor]);
  useKeptBoard(actor);
  // After useKeptBoard, so the opened board is kept too.
  useEffect(() => {
    if (opened) actor.send(loadEvent(opened, exampleIn(examples)));
  }, [actor, opened]);
  const ctx = useSelector(actor, (s) => s.context);
  // A puzzle being fetched or a link being read.
  const fetching = useSelector(actor, (s) => !s.matches('editing'));
  const t = translator(m);
  // What a load did shows at the top, where the board begins, with the way back, until anything else sets a
  // notice (the Load panel further down says the same): a board opened from the address ("Edit this board"),
  // and one loaded in the Load panel, which on a phone lies far below the rows it changed. There the notice
  // takes the focus with the board's top in view; a load refused leaves the focus in the panel, its reason in view.
  const fromAddress = useRef<Notice | undefined>(undefined);
  if (opened && fromAddress.current === undefined && ctx.notice) fromAddress.current = ctx.notice;
  const [landed, setLanded] = useState<{ notice: Notice; ok: boolean } | null>(null);
  const onLoad = () => {
    const before = actor.getSnapshot().context.notice;
    const sub = actor.subscribe((s) => {
      if (!s.matches('editing') || s.context.notice === before || !s.context.notice) return;
      sub.unsubscribe();
      setLanded({ notice: s.context.notice, ok: (DONE as readonly string[]).includes(s.context.notice.key) });
    });
  };
  const screen = useRef<HTMLDivElement>(null);
  const topNotice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!landed) return;
    if (landed.ok) {
      screen.current?.scrollIntoView({ block: 'start' });
      topNotice.current?.focus({ preventScroll: true });
    } else {
      // The field (or its button) first, then its reason just above it: both in view.
      const field = document.activeElement;
      if (field?.closest('.editor-load')) field.scrollIntoView({ block: 'nearest' });
      screen.current?.querySelector('.editor-load [role="status"]')?.scrollIntoView({ block: 'nearest' });
    }
  }, [landed]);
  const atTop = ctx.notice && (ctx.notice === fromAddress.current || (ctx.notice === landed?.notice && landed.ok)) ? noticeText(ctx.notice, m, t) : '';
  const v = ctx.validation;
  const specials = VARIANTS[ctx.scenario.variant].specialCards;
  const rules = useBoardRules(ctx.scenario.variant);
  const props = { actor, ctx, m, t };
  return (
    <div class="editor" data-valid={v.ok ? 'yes' : 'no'} aria-busy={fetching}>
      <div class="editor-screen" ref={screen}>
        <p class="editor-verdict" role="status" data-field={v.ok ? undefined : v.field}>
          {v.ok
            ? t('teach.editor.valid')
            : t('teach.editor.problem', { field: t(`teach.editor.field.${groupOf(v.field)}`), message: engineErrorText(m, v.error) })}
        </p>
        {rules.failed && <p class="editor-notice editor-field-error" role="alert">{t('teach.editor.specialFailed')}</p>}
        {atTop && (
          <div class="editor-inline editor-opened" data-opened={opened ? '' : undefined}>
            <p class="editor-notice" ref={topNotice} tabIndex={-1}>{atTop}</p>
            <BackButton actor={actor} ctx={ctx} t={t} />
          </div>
        )}
        <div class="editor-columns">
          <div class="editor-build">
            <Setup {...props} />
            <Players {...props} />
            {specials && <SpecialDeck {...props} />}
            <Rows {...props} />
            <Picker {...props} />
            <Turns {...props} />
            <Load {...props} examples={examples} onLoad={onLoad} />
          </div>
          <div class="editor-out">
            {v.ok ? (
              <>
                <Preview key={String(rules.ready)} scenario={v.scenario} m={m} t={t} />
                <Share scenario={v.scenario} lang={lang} t={t} />
                {!specials && <PuzzlePanel scenario={v.scenario} replay={v.replay} m={m} t={t} />}
                <Export key={String(rules.ready)} scenario={v.scenario} replay={v.replay} m={m} t={t} />
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
        ? <Sheet key={String(rules.ready)} scenario={v.scenario} replay={v.replay} m={m} t={t} />
        : <p class="editor-sheet">{t('teach.editor.sheet.none')}</p>}
    </div>
  );
}
