// The embed's Anniversary puzzles (special cards), answered with the one puzzle component
// (Solve.tsx) like every other: this module only draws the Anniversary table (rows to click, with
// their special cards; special cards in hand, a 5th row a 5th Row card may open, the special card played with each
// revealed card) and adds its controls (the place of an Insert card; which special card, and how).
// Embed.tsx loads it only for such a puzzle, after the special cards' rules (load.ts).
import { useMemo } from 'preact/hooks';
import { Card } from '../../components/Card.tsx';
import type { Card as CardValue } from '../../engine/cards.ts';
import type { SpecialType } from '../../engine/specials.ts';
import { cardLabel } from '../../i18n/card.ts';
import { isLang } from '../../i18n/locales.ts';
import { REASONS } from '../../i18n/trainer/reasons.ts';
import { specialOptions } from '../../puzzles/jubilaeum.ts';
import type { Puzzle } from '../../puzzles/types.ts';
import { asksPosition, offeredRows, playsOf, specialChoices, specialPlaysOf } from '../../trainer/answer.ts';
import ExampleBoard from '../ExampleBoard.tsx';
import { SpecialCard, SpecialHands } from '../board/parts.tsx';
import { islandStrings } from '../strings.ts';
import { Hands } from '../trainer/Table.tsx';
import { specialName, specialText, translator, type T } from '../trainer/text.ts';
import type { EmbedViewProps } from './keys.ts';
import { Solve, type ExtraArgs, type SolveMessages, type TableArgs } from './Solve.tsx';

const lang = document.documentElement.lang;
const trainer = (await islandStrings(['trainer']))(isLang(lang) ? lang : 'en');
const reasons = REASONS[isLang(lang) ? lang : 'en'];

/** A card played with Insert goes to one of these places (a row holds at most six cards, with 7 nimmt!). */
const PLACES = [1, 2, 3, 4, 5, 6] as const;

export default function SpecialView({ model, m: em }: EmbedViewProps) {
  if (model.kind !== 'special-puzzle') return null;
  const p = model.puzzle;
  const m = { ...em, ...trainer } as SolveMessages & typeof em;
  const t = translator(m);
  return (
    <section class="embed-puzzle" aria-label={em['teach.embed.puzzle.label']}>
      <Solve key={p.id} p={p} m={m} reasons={reasons} hints={model.options.hints}
        table={(a) => <AnniversaryTable p={p} m={m} t={t} a={a} />}
        extra={(a) => <AnniversaryControls p={p} m={m} t={t} a={a} />}
        replay={(scenario) => <ExampleBoard id={`${p.id}-replay`} scenario={scenario} messages={em} />} />
    </section>
  );
}

type Common = { p: Puzzle; m: SolveMessages & EmbedViewProps['m']; t: T };

/** The Anniversary table: rows with their special cards (and a row a 5th Row card may open), the plays, the special cards in hand. */
function AnniversaryTable({ p, m, t, a }: Common & { a: TableArgs }) {
  const q = p.question;
  const rows: readonly (readonly (CardValue | string)[])[] = p.scenario.rows;
  const open = Array.from({ length: offeredRows(p) - rows.length }, () => []);
  const held = (p.scenario as { specials?: Record<string, readonly SpecialType[]> }).specials ?? {};
  return (
    <>
      <ol class="board-rows puzzle-rows">
        {[...rows, ...open].map((row, i) => {
          const n = i + 1;
          return (
            <li class={a.pickable ? 'puzzle-row puzzle-pickable' : 'puzzle-row'} data-highlight={a.picked === n ? 'target' : undefined} aria-label={a.pickable ? undefined : t('board.row', { row: n })}>
              <span class="board-row-name" aria-hidden="true">{n}</span>
              <span class="board-row-cards">
                {row.map((card, k) => (typeof card === 'string' ? <SpecialCard key={`${k}-${card}`} m={m} type={card} /> : <Card key={`${k}-${card}`} value={card} label={cardLabel(m, card)} class={k > 0 && row[k - 1] === card ? 'board-stacked' : undefined} />))}
                {row.length === 0 && <span class="trainer-newrow">{t('trainer.newRow', { row: n })}</span>}
              </span>
              {/* As on the puzzle board: the whole row is the target, a button laid over it. */}
              {a.pickable && <button type="button" class="puzzle-target puzzle-whole" data-row={n} aria-pressed={a.picked === n} aria-label={t('board.row', { row: n })} onClick={() => a.onPick(n)} />}
            </li>
          );
        })}
      </ol>
      {q.kind === 'special' ? (
        <>
          <Hands m={m} t={t} title={t('trainer.shown')} hands={Object.entries(q.shown).map(([player, card]) => ({ player, cards: [card] }))} />
          <Hands m={m} t={t} title={t('trainer.hand', { player: q.player })} hands={[{ player: q.player, cards: q.hand }]} />
        </>
      ) : (
        <TurnPlays p={p} m={m} t={t} current={a.current} />
      )}
      <SpecialHands m={m} hands={held} players={Object.keys(held)} />
    </>
  );
}

/** The revealed cards, each with the special card played with it ("33 with Stop on row 2"). */
function TurnPlays({ p, m, t, current }: Common & { current: CardValue | null }) {
  const plays = (p.scenario.turns[0] as { plays?: Record<string, CardValue | { card: CardValue }> } | undefined)?.plays ?? {};
  const specials = specialPlaysOf(p);
  return (
    <div class="board-plays trainer-plays" role="group" aria-label={t('trainer.turn')}>
      {Object.entries(plays).map(([player, play]) => {
        const card = typeof play === 'number' ? play : play.card;
        const special = specials.find((s) => s.player === player)?.special;
        return (
          <figure class="board-play" data-current={card === current ? 'true' : undefined} data-special={special?.type}>
            <Card value={card} label={cardLabel(m, card)} />
            {special && <SpecialCard m={m} type={special.type} />}
            <figcaption>{player}{special && <span class="trainer-played">{t('trainer.played', { card, special: specialText(t, special) })}</span>}</figcaption>
          </figure>
        );
      })}
    </div>
  );
}

/** The Anniversary's answer controls: the place of an Insert card; the special card, then how it is played. */
function AnniversaryControls({ p, m, t, a }: Common & { a: ExtraArgs }) {
  const { part, draft, set, values } = a;
  const q = p.question;
  // The legal plays of a `special` puzzle: the special cards' rules are loaded in this frame (load.ts).
  const legal = useMemo(() => (q.kind === 'special' ? (specialOptions(p.scenario, q) ?? []).flatMap((o) => (o.special ? [{ card: o.card, special: o.special }] : [])) : []), [p]);
  if (q.kind === 'where') {
    if (!asksPosition(p, part)) return null;
    return (
      <fieldset class="trainer-toggles trainer-places">
        <legend>{t('trainer.pick.position')}</legend>
        {PLACES.map((position) => (
          <label class="trainer-choice"><input type="radio" name="position" checked={draft.position === position} onChange={() => set({ position })} />{t('trainer.pick.place', { position })}</label>
        ))}
      </fieldset>
    );
  }
  if (q.kind !== 'special') return null;
  if (part === 1) {
    return (
      <fieldset class="trainer-cards">
        <legend>{t('trainer.pick.special')}</legend>
        {specialChoices(p).map((type, i) => (
          <button type="button" class="trainer-cardpick" aria-pressed={draft.type === type} onClick={() => set({ type })} data-special-pick={type}>
            <SpecialCard m={m} type={type} />
            <span class="trainer-key" aria-hidden="true">{i + 1}</span>
          </button>
        ))}
      </fieldset>
    );
  }
  if (part !== 2) return null;
  const card = values[0]?.kind === 'card' ? values[0].card : undefined;
  const type = values[1]?.kind === 'special-type' ? values[1].type : undefined;
  return (
    <fieldset class="trainer-toggles trainer-how">
      <legend>{t('trainer.pick.how', { name: type ? specialName(t, type) : '' })}</legend>
      {playsOf(legal, card, type).map(({ special }, i) => (
        // The draft holds one of these very objects, so identity tells the choice.
        <label class="trainer-choice"><input type="radio" name="how" checked={draft.special === special} onChange={() => set({ special })} /><span class="trainer-key" aria-hidden="true">{i + 1}</span> {specialText(t, special)}</label>
      ))}
    </fieldset>
  );
}
