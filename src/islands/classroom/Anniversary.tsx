// The Anniversary's parts of a classroom set (special cards), loaded only for a set that holds such
// a puzzle: the trainer's own Anniversary parts (trainer/Anniversary.tsx) with the special cards'
// rules, handed to the one puzzle view (Solve) as the trainer and the embed hand them.
import type { Puzzle } from '../../puzzles/types.ts';
import { legalSpecialPlays } from '../../puzzles/jubilaeum.ts';
import type { SolveMessages, SolveProps } from '../puzzle/Solve.tsx';
import { AnniversaryTable, loadSpecialCards, solveParts } from '../trainer/Anniversary.tsx';
import type { T } from '../trainer/text.ts';

// The special cards' rules before anything is drawn: a "where" puzzle's board replays the turn with them.
await loadSpecialCards();

/** Solve's Anniversary parts for puzzle `p`, with the legal plays of "Which special card, and how?" worked out here (the rules are loaded), as the embed does. */
export function classroomParts(m: SolveMessages, t: T, p: Puzzle): Pick<SolveProps, 'special' | 'table' | 'extra' | 'legal'> {
  const q = p.question;
  const legal = q.kind === 'special' ? (legalSpecialPlays(p.scenario, q) ?? []) : [];
  return { ...solveParts({ m, t, bm: m, p, legal }), legal };
}

/** The puzzle's table on the worksheet: rows with their special cards, the plays, the special cards in hand. */
export function SheetTable({ m, t, p }: { m: SolveMessages; t: T; p: Puzzle }) {
  // One column, as on the trainer's table: rows, then the plays, then the special cards in hand.
  return (
    <div class="classroom-sheet-special">
      <AnniversaryTable m={m} t={t} bm={m} p={p} picked={null} pickable={false} onPick={() => {}} />
    </div>
  );
}
