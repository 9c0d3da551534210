// Right and wrong values of a puzzle's answer parts, for the trainer's unit and browser tests.
import type { SpecialPlay } from '../../../src/engine/specials.ts';
import type { Puzzle } from '../../../src/puzzles/types.ts';
import { rightPart, type PartValue } from '../../../src/trainer/answer.ts';

export const right = (p: Puzzle, i: number): PartValue => {
  const v = rightPart(p, i);
  if (!v) throw new Error(`${p.id}: no part ${i}`);
  return v;
};

/** The same special card played another way (another row, card or place). */
export function otherWay(s: SpecialPlay): SpecialPlay {
  switch (s.type) {
    case 'stop':
      return { ...s, row: (s.row % 4) + 1 };
    case 'insert':
      return { ...s, position: s.position + 1 };
    case 'shift':
      return { ...s, toRow: (s.toRow % 4) + 1 };
    case 'replace':
    case 'negativePositive':
      return { ...s, card: s.card + 1 };
    default:
      throw new Error(`${s.type} has no details`);
  }
}

/** A wrong value for part i: another row (or place), count, card, special card or way to play it. */
export function wrong(p: Puzzle, i: number): PartValue {
  const v = right(p, i);
  const q = p.question;
  const rows = p.scenario.rows.length;
  if (v.kind === 'place') return { kind: 'place', pick: { ...v.pick, row: (v.pick.row % rows) + 1 } };
  if (v.kind === 'count') return { kind: 'count', value: v.value + 1 };
  if (v.kind === 'row') return { kind: 'row', row: (v.row % rows) + 1 };
  if (v.kind === 'card' && (q.kind === 'safe-card' || q.kind === 'special')) return { kind: 'card', card: q.hand.find((c) => c !== v.card) ?? v.card + 1 };
  if (v.kind === 'first' && p.answer.kind === 'which-row') return { kind: 'first', card: p.answer.order?.find((c) => c !== v.card) ?? -1 };
  if (v.kind === 'special-type' && q.kind === 'special') {
    const other = q.specials.find((t) => t !== v.type);
    if (other) return { kind: 'special-type', type: other };
  }
  if (v.kind === 'special-play') return { kind: 'special-play', special: otherWay(v.special) };
  throw new Error(`${p.id}: no wrong value for part ${i}`);
}
