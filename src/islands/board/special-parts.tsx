// Pieces of the Anniversary board: a special card of our own design, and each player's special cards in hand.
import type { JSX } from 'preact';
import type { SpecialType } from '../../engine/specials.ts';
import type { Player } from '../../engine/types.ts';
import { format } from '../../i18n/format.ts';
import type { SpecialNameMessages } from './special-names.ts';

/** Keys: the names (SPECIAL_NAME_KEYS) plus these; the list lives in special-run.ts so it stays off the client. */
type SpecialPartMessages = SpecialNameMessages & Record<'board.special.card' | 'board.special.hands' | 'board.special.handsNone', string>;

// One mark per kind, so the cards tell apart at a glance; the name is printed under it as text
// (12 px or more, wrapping), so it stays readable on a phone.
const G = { fill: 'none', stroke: '#ffe7a8', 'stroke-width': 3.2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' } as const;
const MARK: Record<SpecialType, () => JSX.Element> = {
  fifthRow: () => <g {...G}><path d="M9 8h22M9 15h22M9 22h22M9 29h22" stroke-width="2.4" opacity="0.7" /><path d="M9 35h22" stroke="#ffd35c" stroke-width="4" /></g>,
  sevenNimmt: () => <text x="20" y="32" font-size="32" font-weight="800" fill="#ffe7a8" text-anchor="middle">7</text>,
  insert: () => <g {...G}><path d="M20 4v20M13 17l7 7 7-7" /><path d="M6 33h10M24 33h10" /></g>,
  replace: () => <g {...G}><path d="M7 13h24M25 7l6 6-6 6" /><path d="M33 28H9M15 22l-6 6 6 6" /></g>,
  shift: () => <g {...G}><path d="M13 34V7M7 13l6-6 6 6" /><path d="M27 6v27M21 27l6 6 6-6" /></g>,
  stop: () => <path d="M14 3h12l9 9v12l-9 9H14l-9-9V12Z" fill="#c8372d" stroke="#fff" stroke-width="2" transform="translate(0 2)" />,
  negativePositive: () => <text x="20" y="31" font-size="30" font-weight="800" fill="#ffe7a8" text-anchor="middle">±</text>,
};

/** A special card: dark face, a mark and its name in the page's language. One image to assistive technology. */
export function SpecialCard({ m, type, class: className }: { m: SpecialPartMessages; type: SpecialType | string; class?: string }) {
  // specialName's lookup, written out: special-names.ts is shared by the lazy Anniversary views, and
  // importing it here would split it off the Anniversary board's chunk (one more file on its pages).
  const name = m[`board.special.name.${type}` as keyof SpecialNameMessages] ?? type;
  return (
    <span class={`card card-special${className ? ` ${className}` : ''}`} role="img" aria-label={format(m['board.special.card'], { name })} data-special={type}>
      <svg class="card-special-mark" viewBox="0 0 40 40" aria-hidden="true">
        {MARK[type as SpecialType]?.() ?? <text x="20" y="30" font-size="28" fill="#ffe7a8" text-anchor="middle">?</text>}
      </svg>
      <span class="card-special-name" aria-hidden="true">{name}</span>
    </span>
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
