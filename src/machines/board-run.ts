// The board's replay of a scenario: the engine's number-card replay, which leaves out the
// Anniversary replay code (about 5 KB gzip) so pages with boards stay within their budget.
import { replayNumberCards, type Replay } from '../engine/replay-core.ts';
import type { Scenario, ScenarioError } from '../engine/scenario-types.ts';
import { fail, ok, type Player, type Result } from '../engine/types.ts';

/** A replay plus, per turn, the engine's start player (offen: who holds the marker and lays first). */
export type BoardReplay = Replay & { readonly starts: readonly Player[] };

/** Replay a scenario step by step, as runScenario does for every variant but jubilaeum. */
export function runBoard(s: Scenario): Result<BoardReplay, ScenarioError> {
  if (s.variant === 'jubilaeum') return fail('variant', 'unknown-variant', 'the example board does not show the Anniversary special cards', { variant: s.variant });
  const replay = replayNumberCards(s);
  if (!replay.ok) return replay;
  return ok({ ...replay.value, starts: replay.value.turns.map((turn) => turn.startPlayer) });
}
