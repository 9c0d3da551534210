// The one registry of variant hooks, and the turn entry points that look a round's variant up in it.
// Kept apart from turn.ts so the core driver imports only the hooks' interface, never a variant.
import { ANNIVERSARY } from './jubilaeum.ts';
import {
  answers, driveTurn, startTurn,
  type GameEvent, type Choice, type Decision, type PlayPath, type RoundState, type TurnOptions, type TurnPlays, type TurnState, type VariantHooks,
} from './turn.ts';
import { fail, ok, type ErrorPath, type Player, type Result, type VariantId } from './types.ts';
import type { Explanation } from './explain.ts';
import type { SimultaneousTurn } from './scenario-types.ts';

/** Variants whose turn differs from the core's; the others have none. */
const HOOKS: Partial<Record<VariantId, VariantHooks>> = { jubilaeum: ANNIVERSARY };

/** A turn's plays: number cards, or a scenario's plays (jubilaeum: a number card may come with a special card). */
export type AnyPlays = TurnPlays | SimultaneousTurn['plays'];

/** Reveal the plays: check them and line the cards up for placement (the variant's hooks attached). */
export function beginTurn(round: RoundState, plays: AnyPlays, pathOf?: PlayPath, options: TurnOptions = {}): Result<TurnState> {
  return startTurn(HOOKS[round.variant], round, plays as Readonly<Record<Player, unknown>>, pathOf ? { ...options, pathOf } : options);
}

/**
 * Drive a turn to its end, taking answers from `choose`; a decision without an answer is an error value (a swap
 * or a special card: none). `onEvent` sees each event with the table right after it and (then built) its explanation.
 */
export function runTurn<R extends RoundState>(
  round: R,
  plays: AnyPlays,
  /** Answers a decision; also sees the table at that moment. */
  choose: (decision: Decision, round: R) => Choice | null,
  onEvent?: (event: GameEvent, round: R, explanation?: Explanation) => void,
  options: TurnOptions & { readonly choicePath?: ErrorPath } = {},
): Result<R> {
  const begun = beginTurn(round, plays, undefined, { explain: onEvent !== undefined, ...options });
  // The hooks keep a variant's extra round fields (R's) through every step.
  return begun.ok ? (driveTurn(begun.value, choose as never, onEvent as never, options.choicePath) as Result<R>) : begun;
}

/** Resolve a whole turn with a list of choices (each used at most once, matched by card or player). */
export function resolveTurn<R extends RoundState>(round: R, plays: AnyPlays, choices: readonly Choice[] = []): Result<{ round: R; events: GameEvent[] }> {
  const used = new Set<number>();
  const events: GameEvent[] = [];
  const result = runTurn(round, plays, (d) => {
    const i = choices.findIndex((c, j) => !used.has(j) && answers(d, c));
    if (i < 0) return null;
    used.add(i);
    return choices[i] as Choice;
  }, (e) => events.push(e));
  if (!result.ok) return result;
  const unused = choices.findIndex((_, j) => !used.has(j));
  if (unused >= 0) return fail(['choices', unused], 'unused-choice', 'this choice is never needed', { index: unused });
  return ok({ round: result.value, events });
}
