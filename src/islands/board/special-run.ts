// The Anniversary board's data from a scenario: the engine's jubilaeum replay as board steps.
// Run at build time (Example.astro), so pages ship the steps, not the Anniversary replay code.
import { replaySpecialCards } from '../../engine/jubilaeum-replay.ts';
import type { SpecialScenario, Scenario } from '../../engine/scenario-types.ts';
import type { Player } from '../../engine/types.ts';
import { VARIANTS } from '../../engine/variants.ts';
import { CARD_MESSAGE_KEYS } from '../../i18n/card.ts';
import { PART_KEYS } from './parts.tsx';
import { specialCaption, type SpecialCaptionMessages } from './special-captions.ts';
import { SPECIAL_NAME_KEYS } from './special-names.ts';
import { boardSteps, type BoardStep } from '../../machines/board-model.ts';

/** The catalog keys the Anniversary board island needs (its captions are worded here, at build time, from SPECIAL_CAPTION_KEYS). */
export const JUBILAEUM_BOARD_KEYS = [
  ...CARD_MESSAGE_KEYS, ...PART_KEYS, ...SPECIAL_NAME_KEYS, 'board.special.card', 'board.special.hands', 'board.special.handsNone',
  'board.label', 'board.broken', 'board.staticLabel', 'board.first', 'board.last', 'board.turn',
  'board.back', 'board.next', 'board.restart', 'board.slider', 'board.keys', 'board.special.noTry',
] as const;
export type JubilaeumBoardMessages = Record<(typeof JUBILAEUM_BOARD_KEYS)[number], string>;

export interface SpecialBoardData {
  readonly steps: readonly BoardStep[];
  readonly players: readonly Player[];
  /** One caption per step, in the page's language. */
  readonly captions: readonly string[];
  /** Players who hold a special card at some step (the others need no hand shown). */
  readonly holders: readonly Player[];
}

/** Steps and captions of an Anniversary scenario, or null when it is another variant or the engine refuses it. */
export function specialBoardData(scenario: Scenario | SpecialScenario, m: SpecialCaptionMessages): SpecialBoardData | null {
  if (!VARIANTS[scenario.variant]?.specialCards) return null;
  const run = replaySpecialCards(scenario as Scenario);
  if (!run.ok) return null;
  const steps = boardSteps({ ...run.value, starts: [] });
  const { players } = run.value;
  const holders = players.filter((p) => steps.some((s) => (s.specials?.hands[p]?.length ?? 0) > 0));
  return { steps, players, captions: steps.map((step) => specialCaption(m, step, steps)), holders };
}

export { SPECIAL_CAPTION_KEYS } from './special-captions.ts';
