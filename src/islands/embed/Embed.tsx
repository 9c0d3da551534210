// The embed frame: reads its address (parameters and fragment) once hydrated, then shows the
// board, the puzzle or a panel saying what is wrong. Nothing from the address is run or parsed
// as markup: it only reaches the engine's checks and, as text, the reader.
import type { FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { loadEmbed, type DataIndex, type FetchJson, type Loaded } from '../../embed/load.ts';
import ExampleBoard from '../ExampleBoard.tsx';
import { loadBoardVariant } from '../board/variant.ts';
import type { Described } from './describe.ts';
import { format } from '../../i18n/format.ts';
import type { EmbedKey, EmbedViewProps } from './keys.ts';
import type { Lang } from '../../i18n/locales.ts';
import { localized } from '../../utils/paths.ts';

type Messages = Record<EmbedKey, string>;
type Failed = Extract<Loaded, { ok: false }>;
/** What the frame shows: the loaded board or puzzle (a puzzle with its view), or a problem in words. */
type Shown = { loaded: Extract<Loaded, { ok: true }>; View?: FunctionComponent<EmbedViewProps> } | { loaded: Failed; problem: Described };

const fetchJson: FetchJson = async (path) => {
  try {
    const res = await fetch(path);
    if (res.status === 404) return { ok: false, reason: 'missing' };
    if (!res.ok) return { ok: false, reason: 'network' };
    // A damaged file becomes null, which the checks refuse with their own message.
    return { ok: true, value: await res.json().catch(() => null) };
  } catch {
    return { ok: false, reason: 'network' };
  }
};

export default function Embed({ lang, messages: m, index }: { lang: Lang; messages: Messages; index: DataIndex }) {
  const [paused, setPaused] = useState(true); // until hydrated: the reader's motion setting is not known before
  const [shown, setShown] = useState<Shown | null>(null);
  useEffect(() => {
    setPaused(matchMedia('(prefers-reduced-motion: reduce)').matches);
    // A link pasted over the address changes only its # part, which loads no page: load it, to read the new board.
    addEventListener('hashchange', () => location.reload());
    // A problem is worded by describe.ts, loaded only then (most readers never see one); without it, the network is to blame.
    const fail = async (r: Failed) => {
      const problem = await import(/* @lazy-chunk */ './describe.ts').then(({ describe }) => describe(m, r.error), () => ({ what: m['error.embed.network'] }));
      setShown({ loaded: r, problem });
    };
    void loadEmbed(location.search, location.hash, fetchJson, index).then(async (r) => {
      // theme=light|dark fixes the colours (Embed.astro); the value was only compared, never used as markup.
      const theme = r.ok ? r.value.options.theme : r.options?.theme;
      if (theme && theme !== 'auto') document.documentElement.dataset.theme = theme;
      if (!r.ok) return fail(r);
      // Puzzles load their view on demand: the first load holds only the board.
      const kind = r.value.kind;
      try {
        if (kind === 'board') await loadBoardVariant(r.value.scenario.variant); // the special cards' words too
        const view = kind === 'board' ? null : kind === 'puzzle' ? await import(/* @lazy-chunk */ './PuzzleView.tsx') : await import(/* @lazy-chunk */ './SpecialView.tsx');
        setShown({ loaded: r, View: view?.default });
      } catch {
        return fail({ ok: false, error: { kind: 'network' } });
      }
    });
  }, []);

  if (!shown) return <p class="embed-loading" role="status">{m['teach.embed.loading']}</p>;
  if ('problem' in shown) return <ErrorPanel m={m} kind={shown.loaded.error.kind} d={shown.problem} />;
  const { loaded, View } = shown;
  const model = loaded.value;
  const o = model.options;
  // The same address on the editor, which opens the board it names (a new tab: the host's page stays as it is).
  const edit = o.edit && (
    <p class="embed-edit">
      <a href={localized(lang, `editor/${location.search}${location.hash}`)} target="_blank" rel="noopener">{m['teach.embed.edit']}</a>
    </p>
  );
  if (View) {
    const retired = model.kind !== 'board' ? model.retired : undefined;
    return (
      <>
        {retired && <p class="embed-retired" role="note" data-retired={retired}>{format(m['teach.embed.retired'], { id: retired })}</p>}
        <View model={model} m={m} />
        {edit}
      </>
    );
  }
  return model.kind === 'board' && (
    <>
      {o.autoplay > 0 && <AutoplayToggle m={m} paused={paused} setPaused={setPaused} />}
      <ExampleBoard id="embed" scenario={model.scenario} messages={m} start={o.step - 1} captions={o.captions} controls={o.controls} autoplay={paused ? 0 : o.autoplay} />
      {edit}
    </>
  );
}

/**
 * Autoplay can always be paused, even with controls=0 (moving content must be stoppable), and
 * waits for a press when the reader's system asks for reduced motion.
 */
function AutoplayToggle({ m, paused, setPaused }: { m: Messages; paused: boolean; setPaused: (p: boolean) => void }) {
  return (
    <p class="embed-autoplay">
      <button type="button" onClick={() => setPaused(!paused)}>{m[paused ? 'teach.embed.autoplay.play' : 'teach.embed.autoplay.pause']}</button>
    </p>
  );
}

function ErrorPanel({ m, kind, d }: { m: Messages; kind: string; d: Described }) {
  return (
    <div class="embed-error" role="alert" data-error={kind}>
      <h2 class="embed-error-title">{m['error.embed.title']}</h2>
      <p>{d.what}</p>
      {d.where && <p class="embed-error-where">{d.where}</p>}
      {d.fix && <p>{d.fix}</p>}
    </div>
  );
}
