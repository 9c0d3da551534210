// An Anniversary (jubilaeum) turn inside the game machine: the engine's stepSpecialTurn, replayed
// from the turn's start with the answers so far. The engine asks each player who holds special cards,
// as their number card is placed, whether to play one (the rulebook's timing), then low cards' rows and
// swaps after a take. No rules here: this only keeps the answers and asks the engine again.
import {
  asSpecialRound, checkSpecialTurnChoice, fail, ok, stepSpecialTurn,
  type Card, type SpecialTurnChoice, type SpecialTurnResult, type Player, type Result, type RoundState,
} from '../engine/index.ts';

export interface SpecialTurn {
  /** Each player's number card this turn. */
  readonly plays: Readonly<Record<Player, Card>>;
  /** The answers so far, in the order the engine asked for them. */
  readonly choices: readonly SpecialTurnChoice[];
  /** Where the engine stopped: the next decision (with the table as it is then), or the turn's end. */
  readonly at: SpecialTurnResult;
}

const ASK = { askSpecials: true } as const;

/** Turn the number cards over (one each) and play up to the first decision. `round` is the table before the turn. */
export function revealSpecialTurn(round: RoundState, plays: Readonly<Record<Player, readonly Card[]>>): Result<SpecialTurn> {
  const numbers: Record<Player, Card> = {};
  for (const [p, cards] of Object.entries(plays)) numbers[p] = cards[0] as Card;
  const at = stepSpecialTurn(asSpecialRound(round), numbers, [], ASK);
  return at.ok ? ok({ plays: numbers, choices: [], at: at.value }) : at;
}

/**
 * Answer the waiting decision and play on to the next one. An answer the engine refuses (a special card
 * not held, a third Stop, Shift into a stopped row, ...) leaves the turn as it was, with the reason.
 */
export function answerSpecialTurn(round: RoundState, turn: SpecialTurn, choice: SpecialTurnChoice): Result<SpecialTurn> {
  if (turn.at.kind !== 'decision') return fail(['event'], 'illegal-choice', 'no decision is waiting', {});
  const checked = checkSpecialTurnChoice(turn.at.decision, choice, ['event']);
  if (!checked.ok) return checked;
  const choices = [...turn.choices, choice];
  const at = stepSpecialTurn(asSpecialRound(round), turn.plays, choices, ASK);
  return at.ok ? ok({ plays: turn.plays, choices, at: at.value }) : at;
}

/** How many cards the turn placed so far (each number card once, Replace's card instead of the one played). */
export const placedIn = (turn: SpecialTurn): number => turn.at.events.reduce((n, e) => n + (e.type === 'place' ? 1 : 0), 0);
