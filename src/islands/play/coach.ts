// The coach's look ahead: what one card would do on the rows as they lie, if nobody else played.
// Only the engine's placement (findTargets, placesIn) and the policy's cheapest row: no rules of its own.
import { findTargets, placesIn, totalBullheads, VARIANTS, type Card, type Options, type Row, type VariantId } from '../../engine/index.ts';
import { cheapestRow } from '../../policy/index.ts';

export type Preview =
  | { readonly kind: 'low'; readonly card: Card; readonly row: number; readonly bullheads: number }
  | { readonly kind: 'full'; readonly card: Card; readonly row: number; readonly nth: number; readonly bullheads: number }
  | { readonly kind: 'fits'; readonly card: Card; readonly row: number; readonly nth: number }
  | { readonly kind: 'stack'; readonly card: Card; readonly row: number };

/**
 * Where `card` would go alone (rows count from 1). With several equal places (Profi) the first the
 * engine lists; a card for no row takes the cheapest row.
 */
export function preview(rows: readonly Row[], card: Card, variant: VariantId, options: Pick<Options, 'rowLength'>): Preview {
  const rules = VARIANTS[variant];
  const target = findTargets(rows, card, rules)[0];
  if (!target) {
    const row = cheapestRow(rows);
    return { kind: 'low', card, row, bullheads: totalBullheads(rows[row - 1] ?? []) };
  }
  const row = rows[target.row] as Row;
  if (target.stack) return { kind: 'stack', card, row: target.row + 1 };
  const nth = placesIn(row, rules.stacks) + 1;
  if (nth > options.rowLength) return { kind: 'full', card, row: target.row + 1, nth, bullheads: totalBullheads(row) };
  return { kind: 'fits', card, row: target.row + 1, nth };
}
