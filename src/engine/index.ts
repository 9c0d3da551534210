// The rules engine of Bullheads: the one place that knows the rules of 6 nimmt!.
// Pure TypeScript (no DOM, no framework); illegal input comes back as a Result, never a throw.
//
// Flow of a game, for a state machine or a bot loop:
//   deal(variant, options, players, seed)         -> RoundState
//   beginTurn(round, plays) -> TurnState; then nextStep(turn) again and again:
//     'event' (place / take / order / a special card's), 'decision' (answer with applyChoice), 'done' (next RoundState),
//     'error' (a special card the rules refuse)
//   or resolveTurn(round, plays, choices) / runTurn(round, plays, chooser) for a whole turn at once
//   isRoundOver(round) -> scoreRound(round) -> addScores(totals, ...) -> isGameOver(round, totals, rounds)
//
// The Anniversary variant (jubilaeum) plays through the same driver; its hooks (jubilaeum.ts) add the special cards:
//   dealWithSpecials(options, players, seed) -> SpecialRound; a play may be `{ card, special }`;
//   with beginTurn's { askSpecials: true } each holder is asked for a special card as their number card is placed;
//   after round one dealSecondRound(round, seed); twoRoundTotals adds both rounds.

// Vocabulary
export type { Card } from './cards.ts';
/** Bullheads of a card; of a list of cards; a range of cards; the 104-card deck. */
export { bullheads, totalBullheads, cardRange, FULL_DECK, isCard } from './cards.ts';
/** Result, errors (path + code + params + English message), options, rows, variant ids. */
export type { EngineError, ErrorCode, ErrorPath, Options, Player, Result, Row, RowItem, Side, Table, VariantId } from './types.ts';
export { ok, fail, formatPath, VARIANT_IDS } from './types.ts';

// Variants
/** What each variant changes (play style, both ends, stacks, picking, short deck, marker card, hand size, player counts). */
export type { PlayStyle, VariantRules } from './variants.ts';
/** The variant table; option defaults; options with defaults filled in; the deck of a variant; copies of a card in it. */
export { VARIANTS, DEFAULT_OPTIONS, resolveOptions, deckFor, copiesInDeck, highestCard, isVariantId } from './variants.ts';

// Placement (the core)
/** A legal place of a card; a candidate place with its difference (for explanations). */
export type { Target, Candidate } from './placement.ts';
/** Lean rule 1+2 (row index or -1); all tied best places; all legal places; row helpers. */
export { targetRow, findTargets, candidates, placesIn, isAscending, addToRow, rightEnd, leftEnd } from './placement.ts';

// Turns
/** Round and turn state, events, decisions and their answers (choices). */
export type { RoundState, TurnState, TurnPlays, TurnProgress, Decision, Choice, NumberCardDecision, NumberCardChoice, Placement, PlayPath } from './turn.ts';
/** What happens on the table, in every variant (the special cards' events included). */
export type { GameEvent, NumberCardEvent, PlaceEvent, TakeEvent, TakeReason, SpecialEvent, SwapEvent, RemoveStopsEvent, RemoveRowEvent } from './events.ts';
/** newRound: a round from given rows and hands. beginTurn: check plays and line cards up. nextStep: the next event, decision or end. */
export { newRound, nextStep, isNumberCardDecision, isSwapChoice, isSpecialChoice, declined } from './turn.ts';
/** The one registry of variant hooks: beginTurn attaches the round's variant's hooks to the turn. */
export { beginTurn } from './variant-hooks.ts';
export type { VariantHooks, TurnOptions, SwapChoice, SpecialChoice } from './turn.ts';
/** applyChoice: answer the waiting decision. pendingDecision: the decision waited for. answers/checkChoice: match and check a choice. */
export { applyChoice, pendingDecision, answers, checkChoice } from './turn.ts';
/** runTurn: a whole turn with a chooser callback. resolveTurn: a whole turn with a list of choices. describeDecision: English text. */
export { describeDecision, removeCards, HAND_LIMIT } from './turn.ts';
export { runTurn, resolveTurn } from './variant-hooks.ts';

// Set-up
/** deal: any variant's set-up from a seed. pickingOrder: logik/turnier pick order. startRows: reveal start cards (doppel stacks). */
export { deal, pickingOrder, startRows, checkPlayers, turnierGame, turnierSheet, roundSeed } from './deal.ts';
/** Logik/Turnier picking card by card: lay the deck open, whose pick, pick a card, leftover cards start the rows. */
export { startPicking, picker, pickCard, roundFromPicks, type Picking } from './deal.ts';
/** mulberry32 PRNG and a seeded shuffle. */
export { mulberry32, shuffle, type Random } from './random.ts';

// Scoring
/** Round over? Points of a round (Maagd, hand cards double); totals; threshold; game over; Turnier totals; winners. */
export { isRoundOver, scoreRound, hasMaagd, addScores, reachedThreshold, isGameOver, turnierTotals, winners, HAND_PILE_LIMIT } from './scoring.ts';

// Scenarios and replays
/** The scenario file format. */
export type { Scenario, ScenarioTurn, SimultaneousTurn, SequentialTurn, ScenarioPlay, ScenarioOptions, ScenarioError, ScenarioChoice } from './scenario-types.ts';
/** Explanations as data (rule, candidates, numbers). */
export type { Explanation, PlaceRule, SpecialRule } from './explain.ts';
/** A replay: per turn the plays in placement order, the steps (event + explanation + snapshot), before/after. */
export type { Replay, ReplayTurn, ReplayStep, Snapshot } from './replay.ts';
/** runScenario: replay a typed scenario. parseScenario: check unknown JSON fully. parseScenarioText: from a JSON string. */
export { runScenario, parseScenario, parseScenarioText } from './replay.ts';
/** neededChoice: the first decision a scenario's turns ask for that none of their choices answers (its turn and the decision). */
export { neededChoice } from './replay.ts';
/** freeCards: cards a reader may swap in for a played card (in the deck, used nowhere in the scenario). */
export { freeCards } from './replay.ts';

// The Anniversary variant (jubilaeum): special cards on top of the core
/** The seven special cards, a special card's play, what lies on the table (their events and explanations are the one GameEvent and Explanation). */
export type { SpecialType, SpecialPlay, PlayWithSpecial, RowMarks, TableItem, TableRow } from './specials.ts';
export { SPECIAL_TYPES, SPECIAL_COPIES, MAX_STOPS, MAX_ROWS, NO_MARKS, isSpecialType, specialBox, tableRow, numberCards } from './specials.ts';
/** A jubilaeum round; a special card's card placed alone (advice); round totals. */
export type { SpecialRound } from './jubilaeum.ts';
export { newSpecialRound, asSpecialRound, isSpecialRound, tableRows, twoRoundTotals, placeAlone } from './jubilaeum.ts';
/** Set-up: round one (12 number + 3 special cards each) and round two (keep specials, up to 3 more), from a seed. */
export { dealWithSpecials, dealSecondRound, SPECIALS_PER_ROUND } from './deal.ts';
export { specialSnapshot } from './jubilaeum-replay.ts';

// Playing a turn one play at a time, and picking hands card by card (used by the game machine).
export { cardsPerPlay, checkPlay, decisionOwners, keepsFirstSetUp, playersToPlay, setUpRound } from './plays.ts';
