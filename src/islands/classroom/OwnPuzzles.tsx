// The builder's list of the teacher's own puzzles (made in the editor, kept on this device; see
// src/classroom/own.ts): each can go into the set like a curated one, or be deleted.
import type { OwnPuzzle } from '../../classroom/own.ts';
import { OWN_PREFIX } from '../../classroom/own.ts';
import type { Params } from '../../i18n/format.ts';
import { kindLabel, variantLabel, type T } from '../trainer/text.ts';
import type { ClassKey } from '../../i18n/classroom/en.ts';

type C = (key: ClassKey, params?: Params) => string;

/** "Your puzzle 2: Where does it go? · Basic game". */
export const ownLabel = (c: C, t: T, p: OwnPuzzle) => c('class.own.item', { n: p.id.slice(OWN_PREFIX.length), kind: kindLabel(t, p.kind), variant: variantLabel(t, p.variant) });

interface Props {
  c: C;
  t: T;
  own: readonly OwnPuzzle[];
  ids: readonly string[];
  full: boolean;
  onAdd: (id: string) => void;
  onForget: (id: string) => void;
}

export function OwnPuzzles({ c, t, own, ids, full, onAdd, onForget }: Props) {
  return (
    <section class="classroom-panel" aria-labelledby="class-own">
      <h2 id="class-own">{c('class.own.h')}</h2>
      <p class="classroom-note">{c('class.own.help')}</p>
      {own.length === 0 ? <p>{c('class.own.none')}</p> : (
        <ul class="classroom-list">
          {own.map((p) => (
            <li data-own={p.id}>
              <span>{ownLabel(c, t, p)}</span>
              <span class="classroom-row-actions">
                <button type="button" data-add={p.id} disabled={ids.includes(p.id) || full} onClick={() => onAdd(p.id)}>
                  {ids.includes(p.id) ? c('class.added') : c('class.add')}
                </button>
                <button type="button" data-forget={p.id} onClick={() => onForget(p.id)}>{c('class.own.forget')}</button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
