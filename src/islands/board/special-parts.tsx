// Pieces of the Anniversary board: a special card of our own design, and each player's special cards in hand.
import type { SpecialType } from '../../engine/specials.ts';
import type { Player } from '../../engine/types.ts';
import { format } from '../../i18n/format.ts';
import type { SpecialNameMessages } from './special-names.ts';

/** Keys: the names (SPECIAL_NAME_KEYS) plus these; the list lives in special-run.ts so it stays off the client. */
type SpecialPartMessages = SpecialNameMessages & Record<'board.special.card' | 'board.special.hands' | 'board.special.handsNone', string>;

// One mark per kind, so the cards tell apart at a glance; the name is printed below it.
const MARK: Record<SpecialType, string> = {
  fifthRow: '5.', sevenNimmt: '7', insert: '↧', replace: '⇄', shift: '⇅', stop: '', negativePositive: '±',
};

/** A special card: dark face, a mark and its name in the page's language. */
export function SpecialCard({ m, type, class: className }: { m: SpecialPartMessages; type: SpecialType | string; class?: string }) {
  // specialName's lookup, written out: special-names.ts is shared by the lazy Anniversary views, and
  // importing it here would split it off the Anniversary board's chunk (one more file on its pages).
  const name = m[`board.special.name.${type}` as keyof SpecialNameMessages] ?? type;
  const long = name.length > 6; // a longer name is squeezed to the card's width
  return (
    <svg class={`card card-special${className ? ` ${className}` : ''}`} viewBox="0 0 60 90" role="img" aria-label={format(m['board.special.card'], { name })} data-special={type}>
      <rect x="1" y="1" width="58" height="88" rx="6" fill="#17434d" stroke="#e0b44c" stroke-width="2" />
      {type === 'stop' ? (
        <path d="M22 14h16l11 11v16L38 52H22L11 41V25Z" fill="#c8372d" stroke="#fff" stroke-width="2" />
      ) : (
        <text x="30" y="46" font-size="28" fill="#ffe7a8">{MARK[type as SpecialType] ?? '?'}</text>
      )}
      {/* Font and anchor come from board.css (.card-special text). */}
      <text x="30" y="76" font-size={long ? 11 : 13} fill="#fff" {...(long ? { textLength: 52, lengthAdjust: 'spacingAndGlyphs' } : {})}>
        {name}
      </text>
    </svg>
  );
}

/** The special cards each player still holds. */
export function SpecialHands({ m, hands, players }: { m: SpecialPartMessages; hands: Readonly<Record<Player, readonly SpecialType[]>>; players: readonly Player[] }) {
  if (!players.length) return null;
  return (
    <div class="board-hands" role="group" aria-label={m['board.special.hands']}>
      <p class="board-hands-title" aria-hidden="true">{m['board.special.hands']}</p>
      <dl>
        {players.map((p) => {
          const held = hands[p] ?? [];
          return (
            <div class="board-hand" data-player={p} key={p}>
              <dt>{p}</dt>
              <dd data-specials={held.join(' ')}>
                {held.length ? held.map((t, i) => <SpecialCard key={`${i}-${t}`} m={m} type={t} />) : m['board.special.handsNone']}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
