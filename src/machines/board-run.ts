// The board's replay of a scenario, for every variant. The number-card core is always here; the
// rules of a variant with special cards (the Anniversary's, about 5 KB gzip) are handed in when
// loaded on demand (islands/board/variant.ts), so pages whose boards never show one skip them.
import { replayNumberCards, type Replay } from '../engine/replay-core.ts';
import type { Scenario, ScenarioError } from '../engine/scenario-types.ts';
import { fail, ok, type Player, type Result, type VariantId } from '../engine/types.ts';
import { VARIANTS } from '../engine/variants.ts';

/** A replay plus, per turn, the engine's start player (offen: who holds the marker and lays first). */
export type BoardReplay = Replay & { readonly starts: readonly Player[] };

export type SpecialRules = (s: Scenario) => Result<Replay, ScenarioError>;
let specialRules: SpecialRules | null = null;

/** The special cards' rules (the engine's replay of their variant), once loaded; every board uses them from then on. */
export function provideSpecialRules(run: SpecialRules): void {
  specialRules = run;
}

/** Are this variant's rules at hand (runBoard can replay it now)? */
export const boardRulesReady = (variant: VariantId) => !VARIANTS[variant]?.specialCards || specialRules !== null;

/** Replay a scenario step by step, as runScenario does; a special-card variant needs its rules loaded first. */
export function runBoard(s: Scenario): Result<BoardReplay, ScenarioError> {
  const special = VARIANTS[s.variant]?.specialCards;
  if (special && !specialRules) return fail(['variant'], 'unknown-variant', `the rules of ${s.variant} are not loaded yet`, { variant: s.variant });
  const replay = special && specialRules ? specialRules(s) : replayNumberCards(s);
  if (!replay.ok) return replay;
  return ok({ ...replay.value, starts: replay.value.turns.map((turn) => turn.startPlayer) });
}
