// What a board of a variant needs before it shows: a variant with special cards loads their rules
// and their words on demand (special.ts), so boards of the other variants never load them.
import type { VariantId } from '../../engine/types.ts';
import { VARIANTS } from '../../engine/variants.ts';
import { provideSpecialRules } from '../../machines/board-run.ts';
import { provideSpecialCaptions } from './step-caption.ts';

let loaded = false;

/** The special cards' rules and words. */
export async function loadSpecialCards(): Promise<void> {
  if (loaded) return;
  const special = await import(/* @lazy-chunk */ './special.ts');
  provideSpecialRules(special.specialRules);
  provideSpecialCaptions(special.specialCaption);
  loaded = true;
}

export const loadBoardVariant = async (variant: VariantId): Promise<void> => (VARIANTS[variant]?.specialCards ? loadSpecialCards() : undefined);

/** Can a board of this variant show now (its rules and words at hand)? */
export const boardVariantReady = (variant: VariantId) => !VARIANTS[variant]?.specialCards || loaded;
