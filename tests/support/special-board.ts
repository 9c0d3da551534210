// An Anniversary board as the example-board island shows it: the engine's replay with special
// cards, the board model's steps, and each step's caption in the special cards' words. Shared by the
// caption tests and the Anniversary board's browser test, which compare the page with it.
import { runScenario, type Scenario } from '../../src/engine/index.ts';
import type { Player } from '../../src/engine/types.ts';
import { captionContext } from '../../src/islands/board/captions.ts';
import { specialCaption, type SpecialCaptionMessages } from '../../src/islands/board/special-captions.ts';
import { boardSteps, type BoardStep } from '../../src/machines/board-model.ts';

export interface SpecialBoard {
  readonly steps: readonly BoardStep[];
  readonly players: readonly Player[];
  /** One caption per step, in the messages' language. */
  readonly captions: readonly string[];
  /** Players who hold a special card at some step. */
  readonly holders: readonly Player[];
}

/** The board of an Anniversary scenario; throws when the engine refuses it (a test's own example files). */
export function specialBoard(scenario: Scenario, m: SpecialCaptionMessages): SpecialBoard {
  const run = runScenario(scenario);
  if (!run.ok) throw new Error(`${run.error.path}: ${run.error.message}`);
  const steps = boardSteps({ ...run.value, starts: [] });
  const { players } = run.value;
  const ctx = captionContext(run.value);
  const holders = players.filter((p) => steps.some((s) => (s.specials?.hands[p]?.length ?? 0) > 0));
  return { steps, players, captions: steps.map((step) => specialCaption(m, step, steps, ctx)), holders };
}
