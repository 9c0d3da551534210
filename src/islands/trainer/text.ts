// Words for the trainer: the catalog keys an island needs, and sentences built from puzzle data
// (questions and answers are data; each language words them through its catalog).
import type { TakeReason } from '../../engine/events.ts';
import type { NumberCardChoice } from '../../engine/turn.ts';
import { VARIANTS } from '../../engine/variants.ts';
import type { SpecialPlay, SpecialType } from '../../engine/specials.ts';
// Types only: a run-time import would make the special-card names a chunk of their own, shared
// with the Anniversary board, and every page with that board would load one file more.
import type { SPECIAL_NAME_KEYS } from '../board/special-names.ts';
import { CARD_MESSAGE_KEYS } from '../../i18n/card.ts';
import type { VariantNameKey } from '../../i18n/variant-names.ts';
import { format, type Params } from '../../i18n/format.ts';
import type { Puzzle, PuzzleKind, Theme } from '../../puzzles/types.ts';
import { playerOf, rightPart, type PartValue, type PlacementPick } from '../../trainer/answer.ts';
import type { Refusal } from '../../trainer/progress.ts';
import type { en } from '../../i18n/trainer/en.ts';

/** Every trainer key plus the few shared ones the island draws with. */
export type TrainerKey = keyof typeof en | (typeof CARD_MESSAGE_KEYS)[number] | (typeof SPECIAL_NAME_KEYS)[number] | VariantNameKey | 'board.row';
export type TrainerMessages = Record<TrainerKey, string>;

/** Shared keys besides the special-card and variant names (SPECIAL_NAME_KEYS, VARIANT_NAME_KEYS, which the pages add). */
export const SHARED_KEYS = [...CARD_MESSAGE_KEYS, 'board.row'] as const;

export function translator(m: TrainerMessages) {
  return (key: TrainerKey, params?: Params) => format(m[key] ?? key, params);
}
export type T = ReturnType<typeof translator>;

const list = (items: readonly (string | number)[]) => items.join(', ');

/** One choice the puzzle assumes, as a phrase. */
export function assumedText(t: T, c: NumberCardChoice): string {
  if ('takeRow' in c) return t('trainer.assume.takeRow', { card: c.card, row: c.takeRow });
  if ('side' in c) return t(c.side === 'left' ? 'trainer.assume.left' : 'trainer.assume.right', { card: c.card, row: c.row });
  if ('order' in c) return t('trainer.assume.order', { player: c.player, cards: list(c.order) });
  return c.toHand.length ? t('trainer.assume.toHand', { player: c.player, cards: list(c.toHand) }) : t('trainer.assume.toHandNone', { player: c.player });
}

/** A special card's name in the page's language ("Stopp", "Min = Plus"). */
export const specialName = (t: T, type: SpecialType): string => t(`board.special.name.${type}`);

/** A special card as played ("Stop on row 2", "Insert into row 3 at place 1"). */
export function specialText(t: T, s: SpecialPlay): string {
  return t(`trainer.special.${s.type}`, { ...s, name: specialName(t, s.type) });
}

/** Where a card is placed, as a phrase ("row 4, left end"). */
function placeText(t: T, p: Puzzle, pick: PlacementPick): string {
  const bits = [t('trainer.say.row', { row: pick.row })];
  if (VARIANTS[p.scenario.variant].bothEnds) bits.push(t(pick.side === 'left' ? 'trainer.say.left' : 'trainer.say.right'));
  if (pick.stack) bits.push(t('trainer.say.stack'));
  if (pick.position !== undefined) bits.push(t('trainer.say.position', { position: pick.position }));
  if (pick.take) bits.push(t('trainer.say.takes'));
  return bits.join(', ');
}

const askedCard = (p: Puzzle, index: number) => (p.question.kind === 'where' ? (p.question.placements[index]?.card ?? '') : '');

/** A part's value as a short phrase ("card 29: row 4, takes the row"). */
export function partText(t: T, p: Puzzle, index: number, v: PartValue): string {
  switch (v.kind) {
    case 'place':
      return t('trainer.say.place', { card: askedCard(p, index), where: placeText(t, p, v.pick) });
    case 'count':
      return t('trainer.say.count', { player: playerOf(p, index), count: v.value });
    case 'card':
      return t('trainer.say.card', { card: v.card });
    case 'row':
      return t('trainer.say.row', { row: v.row });
    case 'first':
      return t('trainer.say.first', { card: v.card });
    case 'special-type':
      return t('trainer.say.special', { name: specialName(t, v.type) });
    case 'special-play':
      return specialText(t, v.special);
  }
}

/** A phrase at the start of a sentence: its first letter capitalised ("row 4" → "Row 4"). */
const opening = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const BLANK = '__________';

/** A part as a line to fill in on paper, worded as its answer is ("Card 29: ____", "Anna: ____", "Row ____"). */
export function blankText(t: T, p: Puzzle, index: number): string {
  switch (rightPart(p, index)?.kind) {
    case 'place':
      return t('trainer.say.place', { card: askedCard(p, index), where: BLANK });
    case 'count':
      return t('trainer.say.count', { player: playerOf(p, index), count: BLANK });
    case 'card':
      return opening(t('trainer.say.card', { card: BLANK }));
    case 'row':
      return opening(t('trainer.say.row', { row: BLANK }));
    case 'first':
      return t('trainer.say.first', { card: BLANK });
    case 'special-type':
      return opening(t('trainer.say.special', { name: BLANK }));
    default:
      return BLANK + BLANK + BLANK; // how a special card is played: room for a phrase
  }
}

/** The verdict on one answered part, worded alike for every kind: "Card 37: right.", "Row 2: not right." */
export function feedbackText(t: T, p: Puzzle, index: number, v: PartValue, right: boolean): string {
  if (v.kind === 'place') {
    const card = askedCard(p, index);
    // The place alone, as the where board says it ("Card 29: not row 4."): whether it takes follows from the rules.
    return right ? t('puzzle.right', { card }) : t('puzzle.wrong', { card, place: placeText(t, p, { ...v.pick, take: false, stack: false }) });
  }
  const truth = rightPart(p, index);
  // A wrong count says the true one: counting again from the board is the lesson.
  if (!right && v.kind === 'count' && truth?.kind === 'count') {
    return t(truth.value === 0 ? 'trainer.feedback.wrongCountNone' : truth.value === 1 ? 'trainer.feedback.wrongCountOne' : 'trainer.feedback.wrongCount', { given: v.value, player: playerOf(p, index), count: truth.value });
  }
  const answer = v.kind === 'count' ? t('trainer.say.countTakes', { player: playerOf(p, index), count: v.value }) : partText(t, p, index, v);
  return t(right ? 'trainer.feedback.right' : 'trainer.feedback.wrong', { answer: opening(answer) });
}

// The theme that says most about a puzzle comes first (an Anniversary puzzle's special card
// before all); with none, the kind's general rule.
const RULE_ORDER: readonly Theme[] = [
  'fifth-row', 'seven-nimmt', 'insert', 'replace', 'shift', 'stop', 'negative-positive',
  'shared-take', 'stack', 'order-choice', 'keep-cards', 'left-end', 'tie', 'hidden-cost', 'fewest-cards-trap',
  'rule2-trap', 'reroute', 'safe', 'least-loss', 'low-card', 'full-row', 'double-take', 'no-take',
];

/**
 * Themes that only tell what else happens in the turn of a which-row puzzle (the player's low card, other rows
 * filling up, a card passing a row that ends just above it): their general rule says nothing of the choice asked,
 * so the kind's own rule comes instead.
 */
const BESIDE_THE_POINT: Partial<Record<PuzzleKind, readonly Theme[]>> = { 'which-row': ['low-card', 'full-row', 'double-take', 'rule2-trap'] };

export function ruleKey(p: Pick<Puzzle, 'themes' | 'kind'> & { readonly scenario: Pick<Puzzle['scenario'], 'variant'> }): TrainerKey {
  const theme = RULE_ORDER.find((th) => p.themes.includes(th) && !BESIDE_THE_POINT[p.kind]?.includes(th));
  // With Both Ends a card fits no row when it fits neither end of any: the low-card rule reads differently.
  if (theme === 'low-card' && VARIANTS[p.scenario.variant].bothEnds) return 'trainer.rule.low-cardBothEnds';
  return theme ? (`trainer.rule.${theme}` as TrainerKey) : (`trainer.rule.${p.kind}` as TrainerKey);
}

/** The puzzle's rules that any take follows: a missed count says the rule of that player's own take instead. */
const ANY_TAKE: readonly TrainerKey[] = ['trainer.rule.low-card', 'trainer.rule.low-cardBothEnds', 'trainer.rule.full-row', 'trainer.rule.double-take', 'trainer.rule.no-take', 'trainer.rule.who-takes'];

/**
 * The rule shown once a who-takes count was missed, from the missed player's takes this turn: a low card's, a full
 * row's, or (no take) what makes a player take at all. A puzzle about a variant's own rule keeps that rule.
 */
export function missedTakeRuleKey(p: Parameters<typeof ruleKey>[0], reasons: readonly TakeReason[]): TrainerKey {
  const own = ruleKey(p);
  if (!ANY_TAKE.includes(own)) return own;
  if (reasons.includes('low-card')) return ruleKey({ ...p, themes: ['low-card'] });
  return reasons.includes('full-row') ? 'trainer.rule.full-row' : 'trainer.rule.who-takes';
}

export const themeLabel = (t: T, theme: string) => t(`trainer.theme.${theme}` as TrainerKey);
export const variantLabel = (t: T, key: string) => t(`variant.${key}` as VariantNameKey);
export const kindLabel = (t: T, kind: PuzzleKind) => t(`trainer.kind.${kind}` as TrainerKey);
export const noticeKey = (r: Refusal): TrainerKey => `trainer.notice.${r}`;
export const importKey = (r: Refusal): TrainerKey => `trainer.import.${r}`;
