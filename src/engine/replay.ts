// Scenarios: check one against the rules and replay it, whatever the variant.
import type { Card } from './cards.ts';
import { replaySpecialCards } from './jubilaeum-replay.ts';
import { missingChoice, playersOf, replayNumberCards, turnPlays, type Replay } from './replay-core.ts';
import { checkShape } from './scenario-shape.ts';
import type { Scenario, ScenarioError } from './scenario-types.ts';
import type { NumberCardDecision } from './turn.ts';
import { fail, type Result } from './types.ts';
import { copiesInDeck, resolveOptions, VARIANTS } from './variants.ts';

export { checkStart, missingChoice, playersOf, replayNumberCards, type Replay, type ReplayStep, type ReplayTurn, type Snapshot } from './replay-core.ts';

/** Replay a scenario: every step with its explanation and the table after it; or the first problem. */
export function runScenario(s: Scenario): Result<Replay, ScenarioError> {
  if (!Object.hasOwn(VARIANTS, s.variant)) return fail(['variant'], 'unknown-variant', `unknown variant ${JSON.stringify(s.variant)}`, { variant: s.variant });
  return VARIANTS[s.variant].specialCards ? replaySpecialCards(s) : replayNumberCards(s);
}

/**
 * Which choice the scenario's turns still need: the first turn with a decision none of its choices
 * answers, and that decision (null when it plays through, or fails for another reason).
 */
export function neededChoice(scenario: Scenario): { turn: number; decision: NumberCardDecision } | null {
  const run = runScenario(scenario);
  return run.ok ? null : missingChoice(run.error);
}

/** Read a scenario from parsed JSON and check everything, including that it plays through. */
export function parseScenario(json: unknown): Result<Scenario, ScenarioError> {
  const shaped = checkShape(json);
  if (!shaped.ok) return shaped;
  const run = runScenario(shaped.value);
  return run.ok ? shaped : run;
}

/** The longest scenario text read: a whole 20-player game fits many times over. */
export const MAX_SCENARIO_CHARS = 1_000_000;

/** Read a scenario from JSON text. */
export function parseScenarioText(text: string): Result<Scenario, ScenarioError> {
  if (text.length > MAX_SCENARIO_CHARS) return fail([], 'invalid-json', `a scenario is at most ${MAX_SCENARIO_CHARS} characters long, not ${text.length}`, { max: MAX_SCENARIO_CHARS });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return fail([], 'invalid-json', `not valid JSON: ${(e as Error).message}`, {});
  }
  return parseScenario(json);
}

/**
 * Cards a reader may swap in for a played card ("try another card"): in the variant's deck
 * and not used anywhere in the scenario (start rows, given hands, any play). Ascending.
 */
export function freeCards(scenario: Scenario): Card[] {
  const options = resolveOptions(scenario.variant, { ...scenario.options, rows: scenario.rows.length });
  const players = playersOf(scenario);
  const used = new Map<Card, number>();
  const use = (c: Card) => used.set(c, (used.get(c) ?? 0) + 1);
  scenario.rows.flat().forEach(use);
  Object.values(scenario.hands ?? {}).flat().forEach(use);
  for (const t of scenario.turns) Object.values(turnPlays(t)).flat().forEach(use);
  const free: Card[] = [];
  for (let card = 1; card <= 104; card++) {
    if (copiesInDeck(card, scenario.variant, players.length, options) > (used.get(card) ?? 0)) free.push(card);
  }
  return free;
}
