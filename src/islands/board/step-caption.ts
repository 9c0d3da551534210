// The caption of any board step: the core's words, and for a step with special cards the
// Anniversary's, whose module loads with their rules (variant.ts) so other boards skip it.
import type { BoardStep } from '../../machines/board-model.ts';
import { caption, type CaptionContext, type CaptionMessages } from './captions.ts';

type SpecialCaption = typeof import('./special-captions.ts').specialCaption;
let specialCaption: SpecialCaption | null = null;

/** The words of the special cards' steps, once loaded (variant.ts). */
export function provideSpecialCaptions(words: SpecialCaption): void {
  specialCaption = words;
}

/**
 * The caption of any board step. A step with special cards (`step.specials`) reads the Anniversary's
 * words (once loaded; without them its number-card part is still worded).
 */
export function boardCaption(m: CaptionMessages & Parameters<SpecialCaption>[0], step: BoardStep, steps: readonly BoardStep[], ctx: CaptionContext): string {
  return step.specials && specialCaption ? specialCaption(m, step, steps, ctx) : caption(m, step, ctx);
}
