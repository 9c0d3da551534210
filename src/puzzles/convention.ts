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
 * Does the puzzle follow the convention for takes (where, who-takes)? Where it is shown, a sentence then says
 * the convention, and the takes it made stay unsaid: which row a card takes is part of the answer.
 */
export const followsConvention = (question: Question): boolean =>
  (question.kind === 'where' || question.kind === 'who-takes') && question.takeRow === TAKE_ROW_CONVENTION;

/**
 * The assumed choices a puzzle states where it is shown, online and on the printed worksheet alike: all of them,
 * but for the convention's takes where the puzzle follows the convention (its sentence says how those rows are taken).
 */
export function statedOf(question: Question): readonly NumberCardChoice[] {
  return followsConvention(question) ? statedPremises(question) : hasAssumed(question) ? question.assumed : [];
}
