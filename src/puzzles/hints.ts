// A hint that points at the move to think about, never at the puzzle's themes (naming "reroute" or "full row"
// would give the answer away). Reads only the stored puzzle: no engine at run time.
import type { Puzzle } from './types.ts';

export type HintFocus =
  /** where / who-takes: the first card before which a row is taken. */
  | { readonly code: 'take'; readonly card: number }
  /** where / who-takes with no take: the lowest card, where placing starts. */
  | { readonly code: 'lowest'; readonly card: number }
  /** which-row: the rest of the turn after the asked card decides. */
  | { readonly code: 'later'; readonly card: number }
  /** safe-card, special: judge each card against the others' worst plays. */
  | { readonly code: 'worst' };

/** Where the hint points (the trainer words it: src/i18n/trainer/reasons-*.ts, `trainer.hintFocus.*`). */
export function hintFocus(puzzle: Pick<Puzzle, 'question' | 'answer' | 'scenario'>): HintFocus {
  const { question: q, answer: a } = puzzle;
  if (q.kind === 'where' && a.kind === 'where') {
    const i = a.placements.findIndex((d) => d.takes !== null);
    const first = q.placements[0]?.card ?? 0;
    return i >= 0 ? { code: 'take', card: q.placements[i]?.card ?? first } : { code: 'lowest', card: first };
  }
  if (q.kind === 'who-takes') return { code: 'lowest', card: lowestPlayed(puzzle.scenario) };
  if (q.kind === 'which-row') return { code: 'later', card: q.card };
  return { code: 'worst' };
}

/** The lowest number card of the scenario's turn. */
function lowestPlayed(s: Puzzle['scenario']): number {
  const turn = s.turns[0];
  if (!turn) return 0;
  const plays: unknown[] = 'player' in turn ? [...turn.cards] : Object.values(turn.plays);
  const cards = plays.flatMap((p) => (typeof p === 'number' ? [p] : Array.isArray(p) ? p : typeof p === 'object' && p !== null && 'card' in p ? [(p as { card: number }).card] : []));
  return Math.min(...cards);
}
