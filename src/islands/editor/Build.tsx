// The building half of the editor: variant and options, players and hands, start rows, the card
// picker, turns with their plays and the decisions the engine asks for. Each control sends one
// event to the editor actor; every problem shown comes from the engine's validation.
import { useRef, useState } from 'preact/hooks';
import type { ActorRefFrom } from 'xstate';
import { Card } from '../../components/Card.tsx';
import type { Card as CardValue } from '../../engine/cards.ts';
import type { ScenarioChoice } from '../../engine/scenario-types.ts';
import type { NumberCardChoice, NumberCardDecision } from '../../engine/turn.ts';
import { SPECIAL_TYPES, type SpecialPlay, type SpecialType } from '../../engine/specials.ts';
import { VARIANT_IDS, type Player, type VariantId } from '../../engine/types.ts';
import { cardLabel } from '../../i18n/card.ts';
import * as ops from '../../editor/ops.ts';
import { engineErrorText } from '../../i18n/errors/index.ts';
import { choicesFor } from '../../machines/board.ts';
import type { editorMachine, EditorContext } from '../../machines/editor.ts';
import { joinNames } from '../board/captions.ts';
import { specialName } from '../board/special-names.ts';
import { SpecialCard } from '../board/parts.tsx';
import type { EditorMessages, T } from './messages.ts';
import { VARIANTS } from '../../engine/variants.ts';

export type EditorActor = ActorRefFrom<typeof editorMachine>;
interface Props {
  actor: EditorActor;
  ctx: EditorContext;
  m: EditorMessages;
  t: T;
}

/** The engine's problem, shown next to the field it belongs to. */
export function FieldError({ ctx, m, field, prefix = false }: { ctx: EditorContext; m: EditorMessages; field: string; prefix?: boolean }) {
  const v = ctx.validation;
  if (v.ok) return null;
  const hit = prefix ? v.field === field || v.field.startsWith(`${field}.`) : v.field === field;
  if (!hit) return null;
  return <p class="editor-field-error" data-field={v.field}>{engineErrorText(m, v.error)}</p>;
}

const sameTarget = (a: ops.Target, b: ops.Target) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The card picker brought into view where its top is out of sight (a turn's play chosen below it, a hand above it on
 * a phone): the cards picked next go to the field just chosen, and to the next seats after it.
 */
function showPicker(): void {
  const picker = document.querySelector('.editor-picker');
  const top = picker?.getBoundingClientRect().top;
  if (picker && top !== undefined && (top < 0 || top > innerHeight)) picker.scrollIntoView({ block: 'start' });
}

/** A button that makes a field the picker's target (the selected field). A key press leaves the page where the focus is. */
function TargetButton({ actor, ctx, target, label }: { actor: EditorActor; ctx: EditorContext; target: ops.Target; label: string }) {
  const on = sameTarget(ctx.target, target);
  return (
    <button type="button" class="editor-target" aria-pressed={on} onClick={(e) => { actor.send({ type: 'SELECT', target }); if (e.detail > 0) showPicker(); }}>
      {label}
    </button>
  );
}

/** Small cards with a remove button each. */
function CardList({ cards, m, t, onRemove }: { cards: readonly CardValue[]; m: EditorMessages; t: T; onRemove: (card: CardValue) => void }) {
  if (!cards.length) return <span class="editor-empty">{t('teach.editor.empty')}</span>;
  return (
    <span class="editor-cards">
      {cards.map((c, k) => (
        <button type="button" class="editor-card" key={`${k}-${c}`} aria-label={t('teach.editor.remove', { card: c })} onClick={() => onRemove(c)}>
          <Card value={c} label={cardLabel(m, c)} />
        </button>
      ))}
    </span>
  );
}

export function Setup({ actor, ctx, m, t }: Props) {
  const s = ctx.scenario;
  const rowLength = s.options?.rowLength ?? 5;
  return (
    <fieldset class="editor-panel">
      <legend>{t('teach.editor.setup')}</legend>
      <label class="editor-field">
        <span>{t('teach.editor.variant')}</span>
        <select value={s.variant} onChange={(e) => actor.send({ type: 'SET_VARIANT', variant: (e.currentTarget as HTMLSelectElement).value as VariantId })}>
          {VARIANT_IDS.map((v) => <option value={v} key={v}>{t(`variant.${v}`)}</option>)}
        </select>
      </label>
      <FieldError ctx={ctx} m={m} field="variant" />
      <label class="editor-field">
        <span>{t('teach.editor.rowCount')}</span>
        <select value={s.rows.length} onChange={(e) => actor.send({ type: 'SET_ROW_COUNT', rows: Number((e.currentTarget as HTMLSelectElement).value) })}>
          {[3, 4, 5].map((n) => <option value={n} key={n}>{n}</option>)}
        </select>
      </label>
      <label class="editor-field">
        <span>{t('teach.editor.rowLength')}</span>
        <select value={rowLength} onChange={(e) => actor.send({ type: 'SET_OPTION', key: 'rowLength', value: Number((e.currentTarget as HTMLSelectElement).value) })}>
          {[4, 5, 6].map((n) => <option value={n} key={n}>{t('teach.editor.rowLength.option', { n: n + 1 })}</option>)}
        </select>
      </label>
      <label class="editor-check">
        <input type="checkbox" checked={s.options?.maagd === true} onChange={(e) => actor.send({ type: 'SET_OPTION', key: 'maagd', value: (e.currentTarget as HTMLInputElement).checked })} />
        <span>{t('teach.editor.maagd')}</span>
      </label>
      <FieldError ctx={ctx} m={m} field="options" />
    </fieldset>
  );
}

export function Players({ actor, ctx, m, t }: Props) {
  const [name, setName] = useState('');
  const players = ops.playersOf(ctx.scenario);
  return (
    <fieldset class="editor-panel">
      <legend>{t('teach.editor.players')}</legend>
      <ul class="editor-players">
        {players.map((p) => (
          <li key={p}>
            <span class="editor-player-name">{p}</span>{' '}
            <button type="button" class="editor-small" onClick={() => actor.send({ type: 'REMOVE_PLAYER', player: p })}>{t('teach.editor.player.remove', { player: p })}</button>
            <div class="editor-hand">
              <TargetButton actor={actor} ctx={ctx} target={{ kind: 'hand', player: p }} label={t('teach.editor.hand', { player: p })} />
              {ctx.scenario.hands?.[p]?.length
                ? <CardList cards={ctx.scenario.hands[p] ?? []} m={m} t={t} onRemove={(card) => actor.send({ type: 'REMOVE_HAND_CARD', player: p, card })} />
                : <span class="editor-empty">{t('teach.editor.hand.none')}</span>}
            </div>
            {VARIANTS[ctx.scenario.variant].specialCards && <SpecialHand actor={actor} ctx={ctx} m={m} t={t} player={p} />}
            <FieldError ctx={ctx} m={m} field={`hands.${p}`} />
          </li>
        ))}
      </ul>
      <form
        class="editor-add"
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'ADD_PLAYER', name });
          if (name.trim() && !players.includes(name.trim()) && name.trim().length <= 20) setName('');
        }}
      >
        <label class="editor-field">
          <span>{t('teach.editor.player.name')}</span>
          <input type="text" value={name} maxLength={40} onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)} />
        </label>
        <button type="submit">{t('teach.editor.player.add')}</button>
      </form>
      {ctx.notice?.key === 'teach.editor.player.bad' && <p class="editor-field-error" role="alert">{t('teach.editor.player.bad')}</p>}
      <FieldError ctx={ctx} m={m} field="players" />
      <FieldError ctx={ctx} m={m} field="hands" />
    </fieldset>
  );
}

export function Rows({ actor, ctx, m, t }: Props) {
  return (
    <fieldset class="editor-panel">
      <legend>{t('teach.editor.rows')}</legend>
      <ol class="editor-rows">
        {ctx.scenario.rows.map((row, i) => (
          <li key={i} data-row={i + 1}>
            <TargetButton actor={actor} ctx={ctx} target={{ kind: 'row', row: i }} label={t('teach.editor.row', { row: i + 1 })} />
            <CardList cards={row} m={m} t={t} onRemove={(card) => actor.send({ type: 'REMOVE_ROW_CARD', row: i, card })} />
            <FieldError ctx={ctx} m={m} field={`rows.${i}`} />
          </li>
        ))}
      </ol>
      <FieldError ctx={ctx} m={m} field="rows" />
    </fieldset>
  );
}

function targetName(target: ops.Target, t: T): string {
  if (target.kind === 'row') return t('teach.editor.row', { row: target.row + 1 });
  if (target.kind === 'hand') return t('teach.editor.hand', { player: target.player });
  return `${t('teach.editor.turn', { turn: target.turn + 1 })}: ${t('teach.editor.play', { player: target.player })}`;
}

const COLUMNS = 10;

/** 104 cards; one tab stop, arrow keys move (roving focus); used cards stay focusable but do nothing. */
export function Picker({ actor, ctx, m, t }: Props) {
  const states = ops.pickerStates(ctx.scenario, ctx.target);
  const [focus, setFocus] = useState(0);
  const grid = useRef<HTMLDivElement>(null);
  const move = (to: number) => {
    const i = Math.max(0, Math.min(103, to));
    setFocus(i);
    (grid.current?.querySelectorAll('button')[i] as HTMLButtonElement | undefined)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const step = ({ ArrowRight: 1, ArrowLeft: -1, ArrowDown: COLUMNS, ArrowUp: -COLUMNS } as Record<string, number>)[e.key];
    if (step !== undefined) move(focus + step);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(103);
    else return;
    e.preventDefault();
  };
  return (
    <section class="editor-panel editor-picker" aria-labelledby="editor-picker-title">
      <h2 id="editor-picker-title">{t('teach.editor.picker')}</h2>
      <p class="editor-help">{t('teach.editor.picker.help')}</p>
      <p class="editor-picker-target" aria-live="polite">
        {t('teach.editor.picker.target')}: <strong>{targetName(ctx.target, t)}</strong>
      </p>
      <div class="editor-grid" ref={grid} role="group" aria-label={t('teach.editor.picker')} onKeyDown={onKeyDown}>
        {states.map((state, i) => {
          const card = i + 1;
          const free = state === 'free';
          return (
            <button
              type="button"
              key={card}
              class="editor-pick"
              data-card={card}
              data-state={state}
              tabIndex={i === focus ? 0 : -1}
              aria-disabled={!free}
              aria-label={free ? cardLabel(m, card) : t('teach.editor.picker.used', { card })}
              onFocus={() => setFocus(i)}
              onClick={() => free && actor.send({ type: 'PICK', card })}
            >
              {card}
            </button>
          );
        })}
      </div>
    </section>
  );
}

function choiceText(c: ScenarioChoice, m: EditorMessages, t: T): string {
  if ('swap' in c) return c.swap ? t('teach.editor.choice.swap', { player: c.player, name: specialName(m, c.swap) }) : t('teach.editor.choice.noSwap', { player: c.player });
  if ('takeRow' in c) return t('teach.editor.choice.takeRow', { card: c.card, row: c.takeRow });
  if ('side' in c) return t('teach.editor.choice.tie', { card: c.card, row: c.row, side: t(c.side === 'left' ? 'teach.editor.side.left' : 'teach.editor.side.right') });
  if ('order' in c) return t('teach.editor.choice.order', { player: c.player, cards: c.order.join(', ') });
  return c.toHand.length ? t('teach.editor.choice.toHand', { player: c.player, cards: c.toHand.join(', ') }) : t('teach.editor.choice.toHandNone', { player: c.player });
}

/** The decision the engine reports as missing, offered as buttons (hand's keep: checkboxes). */
function Decide({ decision: d, m, t, onChoose }: { decision: NumberCardDecision; m: EditorMessages; t: T; onChoose: (c: NumberCardChoice) => void }) {
  const [kept, setKept] = useState<CardValue[]>([]);
  let question = '';
  if (d.kind === 'takeRow') question = t(d.players.length > 1 ? 'board.decide.takeRowShared' : 'board.decide.takeRow', { card: d.card, players: joinNames(m, d.players) });
  if (d.kind === 'tie') question = t('board.decide.tie', { card: d.card, player: d.player });
  if (d.kind === 'order') question = t('board.decide.order', { player: d.player, first: d.cards[0] ?? '', second: d.cards[1] ?? '' });
  if (d.kind === 'toHand') question = t('board.decide.toHand', { player: d.player, cards: d.cards.join(', '), max: d.max });
  const label = (c: NumberCardChoice) => {
    if ('takeRow' in c) return t('board.option.row', { row: c.takeRow });
    if ('side' in c) return t(c.side === 'left' ? 'board.option.left' : 'board.option.right', { row: c.row });
    return 'order' in c ? t('board.option.order', { first: c.order[0] ?? '', second: c.order[1] ?? '' }) : '';
  };
  return (
    <div class="editor-decide" role="group" aria-label={question}>
      <p><strong>{t('teach.editor.decide')}</strong> {question}</p>
      {d.kind === 'toHand' ? (
        <div>
          {d.cards.map((c) => (
            <label class="editor-check" key={c}>
              <input type="checkbox" checked={kept.includes(c)} disabled={!kept.includes(c) && kept.length >= d.max} onChange={() => setKept(kept.includes(c) ? kept.filter((x) => x !== c) : [...kept, c])} />
              <span>{c}</span>
            </label>
          ))}
          <button type="button" onClick={() => onChoose({ player: d.player, toHand: [...kept].sort((a, b) => a - b) })}>{t('teach.editor.decide.keep')}</button>
        </div>
      ) : (
        <div class="editor-buttons">
          {choicesFor(d).map((c, k) => <button type="button" key={k} onClick={() => onChoose(c)}>{label(c)}</button>)}
        </div>
      )}
    </div>
  );
}

export function Turns({ actor, ctx, m, t }: Props) {
  const s = ctx.scenario;
  const players = ops.playersOf(s);
  const v = ctx.validation;
  return (
    <fieldset class="editor-panel">
      <legend>{t('teach.editor.turns')}</legend>
      <FieldError ctx={ctx} m={m} field="turns" />
      <ol class="editor-turns">
        {s.turns.map((turn, i) => (
          <li key={i} class="editor-turn" data-turn={i + 1}>
            <h3>
              {t('teach.editor.turn', { turn: i + 1 })}{' '}
              <button type="button" class="editor-small" onClick={() => actor.send({ type: 'REMOVE_TURN', turn: i })}>{t('teach.editor.turn.remove', { turn: i + 1 })}</button>
            </h3>
            <FieldError ctx={ctx} m={m} field={`turns.${i}`} />
            {ops.isSequential(turn) ? (
              <div class="editor-play">
                <label class="editor-field">
                  <span>{t('teach.editor.turn.player')}</span>
                  <select value={turn.player} onChange={(e) => actor.send({ type: 'SET_TURN_PLAYER', turn: i, player: (e.currentTarget as HTMLSelectElement).value })}>
                    {players.map((p) => <option value={p} key={p}>{p}</option>)}
                  </select>
                </label>
                <TargetButton actor={actor} ctx={ctx} target={{ kind: 'play', turn: i, player: turn.player }} label={t('teach.editor.play.cards', { player: turn.player })} />
                <CardList cards={turn.cards} m={m} t={t} onRemove={(card) => actor.send({ type: 'REMOVE_PLAY_CARD', turn: i, player: turn.player, card })} />
                <FieldError ctx={ctx} m={m} field={`turns.${i}.play`} />
              </div>
            ) : (
              players.map((p: Player) => (
                <div class="editor-play" key={p}>
                  <TargetButton actor={actor} ctx={ctx} target={{ kind: 'play', turn: i, player: p }} label={t('teach.editor.play', { player: p })} />
                  <CardList cards={ops.playOf(turn, p)} m={m} t={t} onRemove={(card) => actor.send({ type: 'REMOVE_PLAY_CARD', turn: i, player: p, card })} />
                  {VARIANTS[s.variant].specialCards && ops.playOf(turn, p).length > 0 && (
                    <PlaySpecial actor={actor} m={m} t={t} turn={i} player={p} special={ops.specialPlayOf(turn, p)} />
                  )}
                  <FieldError ctx={ctx} m={m} field={`turns.${i}.plays.${p}`} />
                </div>
              ))
            )}
            {(turn.choices?.length ?? 0) > 0 && (
              <div class="editor-choices">
                <h4>{t('teach.editor.choices')}</h4>
                <ul>
                  {(turn.choices ?? []).map((c, k) => (
                    <li key={k}>
                      {choiceText(c, m, t)}{' '}
                      <button type="button" class="editor-small" onClick={() => actor.send({ type: 'UNDO_CHOICE', turn: i, index: k })}>{t('teach.editor.choice.undo')}</button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {VARIANTS[s.variant].specialCards && <SwapAdder actor={actor} m={m} t={t} turn={i} players={players} />}
            <FieldError ctx={ctx} m={m} field={`turns.${i}.choices`} />
            {!v.ok && v.decision?.turn === i && (
              <Decide key={JSON.stringify(v.decision)} decision={v.decision.decision} m={m} t={t} onChoose={(choice) => actor.send({ type: 'CHOOSE', turn: i, choice })} />
            )}
          </li>
        ))}
      </ol>
      <button type="button" onClick={() => actor.send({ type: 'ADD_TURN' })}>{t('teach.editor.turn.add')}</button>
    </fieldset>
  );
}

// ---- The Anniversary edition's special cards (jubilaeum) ----

/** Special cards as small cards, each a button that takes it back. */
function SpecialList({ list, m, remove, onRemove, empty }: { list: readonly SpecialType[]; m: EditorMessages; remove: (name: string, k: number) => string; onRemove: (k: number) => void; empty: string }) {
  if (!list.length) return <span class="editor-empty">{empty}</span>;
  return (
    <span class="editor-cards">
      {list.map((type, k) => (
        <button type="button" class="editor-card" key={`${k}-${type}`} data-special={type} aria-label={remove(specialName(m, type), k)} onClick={() => onRemove(k)}>
          <SpecialCard m={m} type={type} />
        </button>
      ))}
    </span>
  );
}

/** One of the seven kinds, named in the editor's language. */
function SpecialSelect({ m, value, onChange, none }: { m: EditorMessages; value: string; onChange: (value: string) => void; none?: string }) {
  return (
    <select value={value} onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value)}>
      {none !== undefined && <option value="">{none}</option>}
      {SPECIAL_TYPES.map((type) => <option value={type} key={type}>{specialName(m, type)}</option>)}
    </select>
  );
}

/** Choose a kind, then add it (to a hand or the deck). */
function SpecialAdder({ m, label, button, onAdd }: { m: EditorMessages; label: string; button: string; onAdd: (type: SpecialType) => void }) {
  const [type, setType] = useState<SpecialType>('stop');
  return (
    <span class="editor-inline">
      <label class="editor-field">
        <span>{label}</span>
        <SpecialSelect m={m} value={type} onChange={(v) => setType(v as SpecialType)} />
      </label>
      <button type="button" onClick={() => onAdd(type)}>{button}</button>
    </span>
  );
}

function SpecialHand({ actor, ctx, m, t, player }: Props & { player: Player }) {
  const held = ops.specialsOf(ctx.scenario)[player] ?? [];
  return (
    <div class="editor-specials" data-player={player} role="group" aria-label={t('teach.editor.specials', { player })}>
      <span class="editor-specials-title" aria-hidden="true">{t('teach.editor.specials', { player })}</span>
      <SpecialList list={held} m={m} empty={t('teach.editor.specials.none')} remove={(name) => t('teach.editor.specials.remove', { name, player })} onRemove={(index) => actor.send({ type: 'REMOVE_SPECIAL', player, index })} />
      <SpecialAdder m={m} label={t('teach.editor.specials.pick', { player })} button={t('teach.editor.specials.add')} onAdd={(special) => actor.send({ type: 'ADD_SPECIAL', player, special })} />
    </div>
  );
}

/** The face-down special deck, top first: drawn from when a player swaps after a take. */
export function SpecialDeck({ actor, ctx, m, t }: Props) {
  const deck = ops.specialDeckOf(ctx.scenario);
  return (
    <fieldset class="editor-panel editor-deck">
      <legend>{t('teach.editor.deck')}</legend>
      <p class="editor-help">{t('teach.editor.deck.help')}</p>
      <SpecialList list={deck} m={m} empty={t('teach.editor.deck.empty')} remove={(name, k) => t('teach.editor.deck.remove', { name, place: k + 1 })} onRemove={(index) => actor.send({ type: 'REMOVE_DECK_SPECIAL', index })} />
      <SpecialAdder m={m} label={t('teach.editor.deck.pick')} button={t('teach.editor.deck.add')} onAdd={(special) => actor.send({ type: 'ADD_DECK_SPECIAL', special })} />
      <FieldError ctx={ctx} m={m} field="specialDeck" />
    </fieldset>
  );
}

/** A new kind starts with the first row, place or card; the engine then says what does not fit. */
function freshSpecial(type: SpecialType): SpecialPlay {
  switch (type) {
    case 'stop': return { type, row: 1 };
    case 'insert': return { type, row: 1, position: 1 };
    case 'replace': case 'negativePositive': return { type, card: 1 };
    case 'shift': return { type, card: 1, toRow: 1 };
    default: return { type };
  }
}

/** The special card a player adds to their number card in a turn, with the details its kind needs. */
function PlaySpecial({ actor, m, t, turn, player, special }: { actor: EditorActor; m: EditorMessages; t: T; turn: number; player: Player; special: SpecialPlay | null }) {
  const send = (next: SpecialPlay | null) => actor.send({ type: 'SET_PLAY_SPECIAL', turn, player, special: next });
  const detail = (key: 'row' | 'position' | 'card' | 'toRow', label: Parameters<T>[0], max: number) => {
    if (!special || !(key in special)) return null;
    const value = (special as Record<string, unknown>)[key] as number;
    return (
      <label class="editor-field" data-detail={key}>
        <span>{t(label)}</span>
        <input
          type="number"
          min={1}
          max={max}
          value={value}
          onInput={(e) => {
            const n = Number((e.currentTarget as HTMLInputElement).value);
            // Half-typed values wait: only a whole number in range reaches the scenario.
            if (Number.isInteger(n) && n >= 1 && n <= max) send({ ...special, [key]: n } as SpecialPlay);
          }}
        />
      </label>
    );
  };
  return (
    <div class="editor-play-special" data-player={player}>
      <label class="editor-field">
        <span>{t('teach.editor.play.special', { player })}</span>
        <SpecialSelect m={m} value={special?.type ?? ''} none={t('teach.editor.play.special.none')} onChange={(v) => send(v ? freshSpecial(v as SpecialType) : null)} />
      </label>
      {detail('card', 'teach.editor.special.card', 104)}
      {detail('row', 'teach.editor.special.row', 5)}
      {detail('position', 'teach.editor.special.position', 6)}
      {detail('toRow', 'teach.editor.special.toRow', 5)}
    </div>
  );
}

/** A swap after a take: `{ player, swap }` (the engine says when nobody took a row to swap after). */
function SwapAdder({ actor, m, t, turn, players }: { actor: EditorActor; m: EditorMessages; t: T; turn: number; players: readonly Player[] }) {
  const [player, setPlayer] = useState(players[0] ?? '');
  const [type, setType] = useState<SpecialType>('stop');
  const who = players.includes(player) ? player : (players[0] ?? '');
  return (
    <fieldset class="editor-inline editor-swap">
      <legend>{t('teach.editor.swap')}</legend>
      <label class="editor-field">
        <span>{t('teach.editor.swap.player')}</span>
        <select value={who} onChange={(e) => setPlayer((e.currentTarget as HTMLSelectElement).value)}>
          {players.map((p) => <option value={p} key={p}>{p}</option>)}
        </select>
      </label>
      <label class="editor-field">
        <span>{t('teach.editor.swap.type')}</span>
        <SpecialSelect m={m} value={type} onChange={(v) => setType(v as SpecialType)} />
      </label>
      <button type="button" onClick={() => who && actor.send({ type: 'CHOOSE', turn, choice: { player: who, swap: type } })}>{t('teach.editor.swap.add')}</button>
    </fieldset>
  );
}
