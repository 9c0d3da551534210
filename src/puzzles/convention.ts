// The convention of rule puzzles, for the pages that show a puzzle: which assumed choices the convention makes
// (a player who must take a row takes the one with the fewest bullheads, the lowest row on a tie) and which
// stay stated premises. Imports nothing at run time, so the trainer can read it without the engine.
import type { NumberCardChoice } from '../engine/turn.ts';
import type { Question, TakeRowConvention } from './types.ts';

export const TAKE_ROW_CONVENTION: TakeRowConvention = 'cheapest-row';

type TakeRowChoice = Extract<NumberCardChoice, { takeRow: number }>;
type WithAssumed = Extract<Question, { assumed: readonly NumberCardChoice[] }>;

const hasAssumed = (q: Question): q is WithAssumed => 'assumed' in q;

/** A take-row choice the convention made (the board says "takes the cheapest row (convention)" there). */
export function isConventionTake(question: Question, choice: NumberCardChoice): choice is TakeRowChoice {
  return hasAssumed(question) && question.takeRow === TAKE_ROW_CONVENTION && 'takeRow' in choice;
}

/** The take-row choices the convention made, in turn order. */
export function conventionTakes(question: Question): TakeRowChoice[] {
  return hasAssumed(question) ? question.assumed.filter((c): c is TakeRowChoice => isConventionTake(question, c)) : [];
}

/** The assumed choices the puzzle states as premises: every one the convention did not make. */
export function statedPremises(question: Question): NumberCardChoice[] {
  return hasAssumed(question) ? question.assumed.filter((c) => !isConventionTake(question, c)) : [];
}

/**
 * The assumed choices a puzzle states where it is shown, online and on the printed worksheet alike: a where
 * puzzle leaves the convention's takes unsaid (which row a card takes is part of its answer), any other
 * puzzle states every choice it assumes.
 */
export function statedOf(question: Question): readonly NumberCardChoice[] {
  return question.kind === 'where' ? statedPremises(question) : hasAssumed(question) ? question.assumed : [];
}
