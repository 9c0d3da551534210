// The scenario file format (examples, puzzles, embeds), as TypeScript.
// The JSON Schema twin lives in schema/scenario.schema.json.
import type { Card } from './cards.ts';
import type { PlayWithSpecial, SpecialType } from './specials.ts';
import type { NumberCardChoice, SwapChoice } from './turn.ts';
import type { EngineError, Options, Player, VariantId } from './types.ts';

/** Options a scenario may set; everything else takes the defaults. */
export type ScenarioOptions = Partial<Options>;

/** raffiniert plays two cards; every other simultaneous variant one; jubilaeum may add a special card: `{ card, special }`. */
export type ScenarioPlay = Card | readonly [Card, Card] | PlayWithSpecial;

/** A turn where everyone plays at once (all variants but hand); jubilaeum's choices may include `{ player, swap }`. */
export interface SimultaneousTurn {
  readonly plays: Readonly<Record<Player, ScenarioPlay>>;
  readonly choices?: readonly ScenarioChoice[];
}

/** A turn of the hand variant: one player, one or two cards placed in the listed order. */
export interface SequentialTurn {
  readonly player: Player;
  readonly cards: readonly Card[];
  readonly choices?: readonly ScenarioChoice[];
}

export type ScenarioTurn = SimultaneousTurn | SequentialTurn;

/** The answers a scenario file gives: its special cards are written into the plays, never asked. */
export type ScenarioChoice = NumberCardChoice | SwapChoice;

export interface Scenario {
  readonly $schema?: string;
  /** Free text for authors (e.g. "board reconstructed from the text"); ignored by the engine. */
  readonly note?: string;
  /** The number of the scenario's first turn, for an example that starts mid-hand (default 1); only boards show it. */
  readonly firstTurn?: number;
  readonly variant: VariantId;
  readonly options?: ScenarioOptions;
  readonly players?: readonly Player[];
  readonly hands?: Readonly<Record<Player, readonly Card[]>>;
  /** Start rows, left to right, each ascending. */
  readonly rows: readonly (readonly Card[])[];
  readonly turns: readonly ScenarioTurn[];
  // jubilaeum only (the shape check refuses them elsewhere):
  /** Each player's special cards; a player left out holds none. */
  readonly specials?: Readonly<Record<Player, readonly SpecialType[]>>;
  /** The face-down special deck, top first (needed when someone swaps). */
  readonly specialDeck?: readonly SpecialType[];
  /** Seeds the reshuffle of the discarded special cards when the deck runs out (default 0). */
  readonly seed?: number;
}

/** An error in a scenario: where (`turns[2].plays.Cor`), a code, params, an English message. */
export type ScenarioError = EngineError;
