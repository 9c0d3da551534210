// What a board needs for the special cards beyond the core: their rules (the engine's replay of the
// Anniversary) and their words. variant.ts loads this module on demand.
import { replaySpecialCards } from '../../engine/jubilaeum-replay.ts';
import type { SpecialRules } from '../../machines/board-run.ts';

export { specialCaption } from './special-captions.ts';

export const specialRules: SpecialRules = replaySpecialCards;
