import { useMemo, useState } from 'preact/hooks';
import { turnierTotals, winners } from '../engine/scoring.ts';
import { format } from '../i18n/format.ts';

// The Turnier score sheets of the rulebook's example, as one table a reader can fill in.
// Sheet s starts with player s and moves one seat to the left after every game,
// so in game g player p plays the sheet of player (p - g) mod n.

export const TURNIER_SHEET_KEYS = [
  'turnier.caption', 'turnier.player', 'turnier.game', 'turnier.total', 'turnier.sheetOf',
  'turnier.points', 'turnier.winner', 'turnier.progress', 'turnier.hands', 'turnier.handUnknown',
  'turnier.clear', 'turnier.print', 'turnier.official',
] as const;
type Key = (typeof TURNIER_SHEET_KEYS)[number];

export interface TurnierSheetProps {
  messages: Record<Key, string>;
  players: string[];
  /** Each player's picked hand; null where the rulebook does not give it. */
  hands: (number[] | null)[];
  /** Points known from the rulebook: results[game][player], null where unknown. */
  results: (number | null)[][];
}

function sheetInGame(player: number, game: number, count: number): number {
  return (((player - game) % count) + count) % count;
}

export default function TurnierSheet({ messages, players, hands, results: official }: TurnierSheetProps) {
  const m = (key: Key, params?: Record<string, string | number>) => format(messages[key], params);
  const count = players.length;
  const [results, setResults] = useState(official);

  const filled = results.flat().filter((points) => points !== null).length;
  const totals = useMemo(
    () => turnierTotals(results.map((game) => Object.fromEntries(players.map((p, i) => [p, game[i] ?? 0])))),
    [results, players],
  );
  const done = filled === count * count;
  const best = done ? winners(totals) : [];

  const setPoints = (game: number, player: number, text: string) => {
    const value = text.trim() === '' ? null : Math.max(0, Math.floor(Number(text)));
    if (value !== null && !Number.isFinite(value)) return;
    setResults((current) => current.map((row, g) => (g === game ? row.map((p, i) => (i === player ? value : p)) : row)));
  };

  return (
    <figure class="turnier">
      <div class="turnier-scroll">
        <table>
          <caption>{m('turnier.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{m('turnier.player')}</th>
              {results.map((_, game) => <th scope="col">{m('turnier.game', { game: game + 1 })}</th>)}
              <th scope="col">{m('turnier.total')}</th>
            </tr>
          </thead>
          <tbody>
            {players.map((player, p) => (
              <tr class={best.includes(player) ? 'winner' : undefined}>
                <th scope="row">{player}</th>
                {results.map((game, g) => {
                  const sheet = sheetInGame(p, g, count);
                  const known = official[g]?.[p] !== null && official[g]?.[p] !== undefined;
                  return (
                    <td>
                      <span class="sheet">{m('turnier.sheetOf', { player: players[sheet] ?? '' })}</span>
                      <input
                        type="number"
                        inputMode="numeric"
                        min={0}
                        value={game[p] ?? ''}
                        readOnly={known}
                        aria-label={m('turnier.points', { player, game: g + 1 })}
                        onInput={(event) => setPoints(g, p, (event.currentTarget as HTMLInputElement).value)}
                      />
                    </td>
                  );
                })}
                <td class="total" data-total={player}>{totals[player] ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption>
        <p aria-live="polite" class="turnier-status">
          {done ? m('turnier.winner', { names: best.join(', ') }) : m('turnier.progress', { filled, total: count * count })}
        </p>
        <p>{m('turnier.official')}</p>
        <p class="hands">
          {m('turnier.hands')}{' '}
          {players.map((player, p) => (
            <span>
              <strong>{player}</strong>: {hands[p]?.join('-') ?? m('turnier.handUnknown')}{p < count - 1 ? '; ' : ''}
            </span>
          ))}
        </p>
        <p class="turnier-actions">
          <button type="button" onClick={() => setResults(official)}>{m('turnier.clear')}</button>{' '}
          <button type="button" onClick={() => window.print()}>{m('turnier.print')}</button>
        </p>
      </figcaption>
    </figure>
  );
}
