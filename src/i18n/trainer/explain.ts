// A strategy puzzle's reason (data, src/puzzles/types.ts), what a wrong answer overlooks, and a hint, in the
// reader's language: one to three short sentences each. The trainer loads this module once the reader answers
// or asks for a hint; it words them through the translator it is given (reasons.ts: from the catalogs).
import { bullheads } from '../../engine/cards.ts';
import type { SpecialType } from '../../engine/specials.ts';
import { hintFocus } from '../../puzzles/hints.ts';
import type { Puzzle } from '../../puzzles/types.ts';
import type { PartValue } from '../../trainer/answer.ts';
import type { ReasonKey } from './reasons-en.ts';

export type ReasonMessages = Readonly<Record<ReasonKey, string>>;
/** A special card's name, from the board's words (the reasons name the special card of the answer). */
export type SpecialNameKey = `board.special.name.${SpecialType}`;
/** A catalog's sentence with its values filled in. */
export type Say = (key: ReasonKey | SpecialNameKey, params?: Record<string, string | number>) => string;

/** Why the puzzle's answer is best, worded by `t`; '' for a puzzle without a reason. */
export function reasonText(puzzle: Pick<Puzzle, 'reason' | 'question' | 'answer'>, t: Say): string {
  const r = puzzle.reason;
  const q = puzzle.question;
  if (!r || !('player' in q)) return '';
  const bh = (n: number) => t(n === 1 ? 'trainer.reason.bullheads.one' : 'trainer.reason.bullheads.other', { n });
  const say = (key: ReasonKey, params: Record<string, string | number> = {}) => t(key, { player: q.player, ...params });
  const a = puzzle.answer;
  const out: string[] = [];
  const next = r.runnerUp ? { option: r.runnerUp.option, cost: bh(r.runnerUp.cost) } : null;
  switch (r.code) {
    case 'row-cheapest':
    case 'row-takes-again':
    case 'row-costs-more': {
      const row = a.kind === 'which-row' ? a.row : 0;
      const looks = r.looksCheaper;
      if (r.code === 'row-cheapest' || !looks) out.push(say('trainer.reason.row-cheapest', { row, cost: bh(r.cost) }));
      else out.push(say(`trainer.reason.${r.code}`, { row, cost: bh(r.cost), looks: looks.row, looksBullheads: bh(looks.bullheads), looksCost: bh(looks.cost), again: r.again ?? '' }));
      if (next && r.code === 'row-cheapest') out.push(say('trainer.reason.row-next', next));
      if (r.otherOrderCost !== undefined) out.push(say('trainer.reason.other-order', { cost: bh(r.otherOrderCost) }));
      break;
    }
    case 'card-safe':
    case 'card-least-loss': {
      const card = a.kind === 'safe-card' ? a.card : 0;
      // With the others' cards laid open (offen) a loss is certain, not a worst case.
      const code = r.code === 'card-least-loss' && q.kind === 'safe-card' && q.known === 'shown-plays' ? 'card-least-loss-shown' : r.code;
      out.push(say(`trainer.reason.${code}`, { card, cost: bh(r.cost) }));
      if (next) out.push(say(`trainer.reason.${code}-next`, next));
      break;
    }
    case 'special-cheapest': {
      const card = a.kind === 'special' ? a.card : 0;
      const special = a.kind === 'special' ? a.special : null;
      // Negative = Positive decides the answer by what it subtracts: name it and the card it counts plus.
      if (special?.type === 'negativePositive') out.push(say('trainer.reason.special-negativePositive', { card, positive: special.card, positiveBullheads: bh(bullheads(special.card)), cost: bh(r.cost) }));
      else if (special) out.push(say('trainer.reason.special-cheapest', { card, name: t(`board.special.name.${special.type}`), cost: bh(r.cost) }));
      if (r.plainCost !== undefined) out.push(say('trainer.reason.special-plain', { cost: bh(r.plainCost) }));
      if (next) out.push(say('trainer.reason.special-next', next));
      break;
    }
  }
  return out.join(' ');
}

/**
 * What a wrong answer to part `part` of a strategy puzzle overlooks, worded by `t`, without
 * naming the right answer; '' for the rule kinds (their board or rule says it) and a puzzle without a reason.
 */
export function wrongText(puzzle: Pick<Puzzle, 'reason' | 'question' | 'answer'>, part: number, value: PartValue, t: Say): string {
  const r = puzzle.reason;
  const q = puzzle.question;
  if (!r || !('player' in q)) return '';
  const bh = (n: number) => t(n === 1 ? 'trainer.reason.bullheads.one' : 'trainer.reason.bullheads.other', { n });
  const say = (key: ReasonKey, params: Record<string, string | number>) => t(key, { player: q.player, ...params });
  const runner = r.runnerUp;
  if (q.kind === 'which-row' && value.kind === 'row') {
    const { row } = value;
    const looks = r.looksCheaper;
    if (looks?.row === row) return say(r.code === 'row-takes-again' ? 'trainer.wrong.row-again' : 'trainer.wrong.row-looks', { row, bullheads: bh(looks.bullheads), cost: bh(looks.cost), again: r.again ?? '' });
    if (runner?.option === row) return say('trainer.wrong.row-runner', { row, cost: bh(runner.cost) });
    return say('trainer.wrong.row', { row });
  }
  if (q.kind === 'which-row' && value.kind === 'first' && r.otherOrderCost !== undefined) return say('trainer.wrong.order', { cost: bh(r.otherOrderCost) });
  if (q.kind === 'safe-card' && value.kind === 'card') {
    return runner?.option === value.card ? say('trainer.wrong.card-runner', { card: value.card, cost: bh(runner.cost) }) : say('trainer.wrong.card', { card: value.card });
  }
  if (q.kind === 'special' && value.kind === 'card' && part === 0) {
    return runner?.option === value.card ? say('trainer.wrong.special-runner', { card: value.card, cost: bh(runner.cost) }) : say('trainer.wrong.special', { card: value.card });
  }
  const a = puzzle.answer;
  // A special card's kind or details: the number card was right, so the answer names it already.
  return q.kind === 'special' && part > 0 && a.kind === 'special' ? say('trainer.wrong.special-play', { card: a.card }) : '';
}

/** The puzzle's hint, worded by `t`: where to look, without naming the puzzle's themes. */
export function hintText(puzzle: Pick<Puzzle, 'question' | 'answer' | 'scenario'>, t: Say): string {
  const focus = hintFocus(puzzle);
  return t(`trainer.hintFocus.${focus.code}`, 'card' in focus ? { card: focus.card } : {});
}
