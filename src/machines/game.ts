// The flow of a whole game of any variant as one statechart. The machine only wires
// engine functions together: every rule lives in src/engine/. Randomness comes in as the seed.
// Every variant's turn runs through the engine's one driver; in jubilaeum it asks, as each number card is
// placed, whether its player plays a special card. Its two rounds are the same round states.
//
// game
//   setup ── invalid (bad input; the reason is in context.error)
//   round
//     dealing ─ picking (logik, turnier's first game)
//     turn
//       choosing (PLAY one player's cards, or PLAYS several at once: hidden, or open in turn
//                 for offen, one player for hand). The last play reveals the turn; without
//                 pauses it is placed at once, and a turn without decisions ends right here.
//       revealing ─ placing.stepping ─ placing.{takeRow, tie, order, toHand, swap, special} (decisions;
//                                       swap and special: jubilaeum)
//                                    └ placing.showing (only with `pauses`: NEXT after each event,
//                                      special cards and swaps included)
//       ended
//     over (scores; NEXT with `pauses`)
//   gameOver
import { assign, setup } from 'xstate';
import {
  addScores, applyChoice, beginTurn, checkPlayers, fail, isGameOver, isRoundOver, isVariantId,
  nextStep, ok, resolveOptions, scoreRound, winners,
  type Card, type EngineError, type GameEvent, type Choice, type Decision, type Explanation,
  type Options, type Player, type Result, type RoundState, type Side, type SpecialPlay, type SpecialType, type TurnProgress,
  type TurnState, type VariantId,
} from '../engine/index.ts';
import { pickCard, picker, roundFromPicks, type Picking } from '../engine/deal.ts';
import { addPlays, checkPlay, decisionOwners, keepsFirstSetUp, playersToPlay, setUpRound } from '../engine/plays.ts';

export interface GameInput {
  readonly variant: VariantId;
  readonly options?: Partial<Options>;
  readonly players: readonly Player[];
  /** Fixes every deal of the game (round seeds derive from it). */
  readonly seed: number;
  /** Wait for NEXT after the reveal, after each event of a turn and after each round (for a page that shows the steps). */
  readonly pauses?: boolean;
  /** Stop after this many rounds even below the threshold (a short practice game; not a rule). */
  readonly maxRounds?: number;
}

export interface GameContext {
  readonly variant: VariantId;
  readonly options: Options;
  readonly players: readonly Player[];
  readonly seed: number;
  readonly pauses: boolean;
  readonly maxRounds: number;
  /** Rounds started so far (Turnier: games of the series). */
  readonly roundNumber: number;
  /** The table between turns, or during a turn as far as it has been placed. */
  readonly round: RoundState | null;
  /** Logik / Turnier: the open deck while players pick. */
  readonly picking: Picking | null;
  /** Turnier: the first game's set-up; later games pass its sheets on. */
  readonly turnierFirst: RoundState | null;
  /** This turn's plays so far (hidden from other players except in offen and hand). */
  readonly plays: Readonly<Record<Player, readonly Card[]>>;
  readonly turn: TurnState | null;
  /** The next step of `turn` (an event to apply, a decision to wait for, or the end). */
  readonly progress: TurnProgress | null;
  /** With pauses, the last event's explanation and the table right after it, where the engine explains (jubilaeum). */
  readonly explained: { readonly explanation: Explanation; readonly after: RoundState } | null;
  /** What happened on the table this turn, in order. */
  readonly events: readonly GameEvent[];
  readonly roundScores: readonly Readonly<Record<Player, number>>[];
  readonly totals: Readonly<Record<Player, number>>;
  readonly winners: readonly Player[];
  /** Cards placed on the table so far this game (a statistic for pages and the benchmark). */
  readonly placements: number;
  /** Why the last event was refused (or the input is bad); cleared by the next accepted event. */
  readonly error: EngineError | null;
}

export type GameMachineEvent =
  | { type: 'PICK'; player: Player; card: Card }
  | { type: 'PLAY'; player: Player; cards: readonly Card[] }
  /** Several players' plays in one event (a table of bots, or hidden plays collected at once); all or none are taken. */
  | { type: 'PLAYS'; plays: Readonly<Record<Player, readonly Card[]>> }
  | { type: 'TAKE_ROW'; player: Player; row: number }
  | { type: 'CHOOSE_PLACE'; player: Player; row: number; side: Side }
  | { type: 'ORDER'; player: Player; cards: readonly Card[] }
  | { type: 'TO_HAND'; player: Player; cards: readonly Card[] }
  /** jubilaeum: after taking a row, give up a special card for the deck's top (null: keep them all). */
  | { type: 'SWAP'; player: Player; special: SpecialType | null }
  /** jubilaeum: the special card played as one's number card is placed (null: none). */
  | { type: 'SPECIAL'; player: Player; special: SpecialPlay | null }
  | { type: 'NEXT' };

type AnswerEvent = Extract<GameMachineEvent, { type: 'TAKE_ROW' | 'CHOOSE_PLACE' | 'ORDER' | 'TO_HAND' | 'SWAP' | 'SPECIAL' }>;
const ANSWERS: ReadonlySet<string> = new Set(['TAKE_ROW', 'CHOOSE_PLACE', 'ORDER', 'TO_HAND', 'SWAP', 'SPECIAL']);
const isAnswer = (e: GameMachineEvent): e is AnswerEvent => ANSWERS.has(e.type);
type PlayEvent = Extract<GameMachineEvent, { type: 'PLAY' | 'PLAYS' }>;

/** The turn's plays with a PLAY or PLAYS event's added, or why they are refused. */
function withPlays(ctx: GameContext, e: PlayEvent): Result<Readonly<Record<Player, readonly Card[]>>> {
  if (!ctx.round) return fail(['event'], 'not-your-turn', 'nobody plays now', {});
  if (e.type === 'PLAYS') return addPlays(ctx.round, ctx.plays, e.plays);
  const checked = checkPlay(ctx.round, ctx.plays, e.player, e.cards);
  return checked.ok ? { ok: true, value: { ...ctx.plays, [e.player]: e.cards.slice() } } : checked;
}

/** The context of a finished turn: its table is the round's. */
const finished = (round: RoundState) => ({ round, turn: null, progress: null, explained: null, plays: {} });

/** The decision the turn waits for. */
const waiting = (ctx: GameContext): Decision | null => (ctx.progress?.kind === 'decision' ? ctx.progress.decision : null);

/** The table a finished turn leaves, or null while the turn goes on. */
const doneRound = (ctx: GameContext): RoundState | null => (ctx.progress?.kind === 'done' ? ctx.progress.round : null);

/** Apply the turn's events up to its next decision or its end (nobody looks between them without pauses). */
function runToDecision(ctx: GameContext, first: TurnProgress): Pick<GameContext, 'turn' | 'round' | 'events' | 'placements'> & { progress: TurnProgress } {
  let p = first;
  let turn = ctx.turn as TurnState;
  const events = ctx.events.slice();
  let placements = ctx.placements;
  while (p.kind === 'event') {
    events.push(p.event);
    if (p.event.type === 'place') placements++;
    turn = p.turn;
    p = nextStep(turn);
  }
  return { turn, round: turn.round, events, progress: p, placements };
}

/** The variants this machine plays: all of them. */
export const MACHINE_VARIANTS: readonly VariantId[] = ['basic', 'taktik', 'logik', 'turnier', 'offen', 'profi', 'raffiniert', 'hand', 'doppel', 'jubilaeum'];

function setupCheck(input: GameInput): Result<Options> {
  if (!isVariantId(input.variant) || !MACHINE_VARIANTS.includes(input.variant)) {
    return fail(['variant'], 'unknown-variant', `${String(input.variant)} is not a variant this game machine plays`, { variant: input.variant });
  }
  const options = resolveOptions(input.variant, input.options);
  const players = checkPlayers(input.variant, options, input.players);
  return players.ok ? { ok: true, value: options } : players;
}

function initialContext(input: GameInput): GameContext {
  const checked = setupCheck(input);
  return {
    variant: input.variant,
    options: checked.ok ? checked.value : resolveOptions('basic', {}),
    players: input.players,
    seed: input.seed,
    pauses: input.pauses ?? false,
    maxRounds: input.maxRounds ?? Infinity,
    roundNumber: 0,
    round: null,
    picking: null,
    turnierFirst: null,
    plays: {},
    turn: null,
    progress: null,
    explained: null,
    events: [],
    roundScores: [],
    totals: Object.fromEntries(input.players.map((p) => [p, 0])),
    winners: [],
    placements: 0,
    error: checked.ok ? null : checked.error,
  };
}

/** The engine's answer shape for a decision event. */
function toChoice(decision: Decision, e: AnswerEvent): Choice {
  const card = 'card' in decision ? decision.card : 0;
  switch (e.type) {
    case 'TAKE_ROW': return { card, takeRow: e.row };
    case 'CHOOSE_PLACE': return { card, row: e.row, side: e.side };
    case 'ORDER': return { player: e.player, order: e.cards };
    case 'TO_HAND': return { player: e.player, toHand: e.cards };
    case 'SWAP': return { player: e.player, swap: e.special };
    case 'SPECIAL': return { player: e.player, card, special: e.special };
  }
}

/** Answer the waiting decision through the engine (the sender must be the one who decides): the context's change. */
function answer(ctx: GameContext, e: AnswerEvent): Result<Partial<GameContext>> {
  const d = waiting(ctx);
  if (!d || !ctx.round) return fail(['event'], 'illegal-choice', 'no decision is waiting', {});
  if ('cards' in e && !Array.isArray(e.cards)) return fail(['event', 'cards'], 'invalid-value', 'the cards of an answer must be a list', {});
  const owners = decisionOwners(d);
  if (!owners.includes(e.player)) return fail(['event', 'player'], 'not-your-turn', `${owners.join(' or ')} decides here, not ${e.player}`, { player: owners[0] });
  if (!ctx.turn) return fail(['event'], 'illegal-choice', 'no decision is waiting', {});
  const turn = applyChoice(ctx.turn, toChoice(d, e), ['event']);
  if (!turn.ok) return turn;
  // A special card the rules refuse (a third Stop, Shift into a stopped row, ...): the turn stays as it was.
  const progress = nextStep(turn.value);
  return progress.kind === 'error' ? { ok: false, error: progress.error } : ok({ turn: turn.value, progress });
}

const decisionIs = (kind: string) => ({ context }: { context: GameContext }) => waiting(context)?.kind === kind;

/**
 * Decision states: the answer goes through stepping, which routes on. An illegal answer leaves the turn as it
 * was, with the reason in `error`, so stepping routes back to the same decision (the engine is asked once).
 */
function decisionState(event: AnswerEvent['type']) {
  return { on: { [event]: { target: 'stepping', actions: 'answerDecision' } } } as const;
}

/** To the state that waits for the decision the turn is at (`prefix`: the path to the placing states). */
const toDecision = (prefix: string) => [
  { guard: 'waitsTakeRow', target: `${prefix}takeRow` },
  { guard: 'waitsTie', target: `${prefix}tie` },
  { guard: 'waitsOrder', target: `${prefix}order` },
  { guard: 'waitsToHand', target: `${prefix}toHand` },
  { guard: 'waitsSwap', target: `${prefix}swap` },
  { guard: 'waitsSpecial', target: `${prefix}special` },
] as const;

/** PLAY and PLAYS alike; the last play of the turn reveals it (targetless, so a whole turn is one microstep). */
const PLAY_TRANSITION = { actions: 'play' } as const;

export const gameMachine = setup({
  types: {
    context: {} as GameContext,
    events: {} as GameMachineEvent,
    input: {} as GameInput,
  },
  guards: {
    inputIsBad: ({ context }) => context.error !== null,
    picks: ({ context }) => context.picking !== null,
    pickingDone: ({ context }) => context.picking !== null && picker(context.picking) === null,
    pickIsLegal: ({ context, event }) =>
      event.type === 'PICK' && context.picking !== null && pickCard(context.picking, event.player, event.card).ok,
    noPauses: ({ context }) => !context.pauses,
    turnDone: ({ context }) => doneRound(context) !== null,
    waitsNext: ({ context }) => context.turn !== null && context.progress === null,
    turnEndsRound: ({ context }) => {
      const round = doneRound(context);
      return round !== null && isRoundOver(round);
    },
    waitsTakeRow: decisionIs('takeRow'),
    waitsTie: decisionIs('tie'),
    waitsOrder: decisionIs('order'),
    waitsToHand: decisionIs('toHand'),
    waitsSwap: decisionIs('swap'),
    waitsSpecial: decisionIs('special'),
    roundIsOver: ({ context }) => context.round !== null && isRoundOver(context.round),
    gameIsOver: ({ context }) =>
      context.round !== null && (context.roundNumber >= context.maxRounds || isGameOver(context.round, context.totals, context.roundNumber)),
  },
  actions: {
    dealRound: assign(({ context }) => {
      const base = { roundNumber: context.roundNumber + 1, plays: {}, turn: null, progress: null, events: [], error: null };
      const set = setUpRound(context.variant, context.options, context.players, context.seed, context.roundNumber, context.turnierFirst, context.round);
      // setup checked the players and options, so this cannot fail; keep the reason if it ever does
      return set.ok ? { ...base, ...set.value } : { ...base, round: null, picking: null, error: set.error };
    }),
    pick: assign(({ context, event }) => {
      if (event.type !== 'PICK' || !context.picking) return {};
      const picked = pickCard(context.picking, event.player, event.card);
      return picked.ok ? { picking: picked.value, error: null } : {};
    }),
    rejectPick: assign(({ context, event }) => {
      if (event.type !== 'PICK') return {};
      if (!context.picking) return { error: fail(['event'], 'not-your-turn', 'nobody picks now', {}).error };
      const picked = pickCard(context.picking, event.player, event.card);
      return picked.ok ? {} : { error: picked.error };
    }),
    finishPicking: assign(({ context }) => {
      if (!context.picking) return {};
      const round = roundFromPicks(context.variant, context.options, context.players, context.picking);
      return { round, picking: null, turnierFirst: keepsFirstSetUp(context.variant) ? round : context.turnierFirst };
    }),
    // A play is refused with the reason or recorded. The last play of the turn turns every play over;
    // without pauses the turn is also placed up to its first decision or its end.
    play: assign(({ context, event }) => {
      if (event.type !== 'PLAY' && event.type !== 'PLAYS') return {};
      const plays = withPlays(context, event);
      if (!plays.ok) return { error: plays.error };
      const round = context.round as RoundState; // withPlays refuses plays while no round is on
      if (playersToPlay(round, plays.value).length > 0) return { plays: plays.value, error: null };
      const begun = beginTurn(round, plays.value, (p) => ['plays', p], { askSpecials: true, explain: context.pauses });
      if (!begun.ok) return { turn: null, progress: null, plays: {}, error: begun.error };
      const revealed = { ...context, plays: plays.value, turn: begun.value, progress: null, events: [], error: null };
      if (context.pauses) return revealed;
      const placed = runToDecision(revealed, nextStep(begun.value));
      const p = placed.progress;
      // A turn that ends without ending the round is over here and now; the rest wait in `choosing`'s eventless transitions.
      return p.kind === 'done' && !isRoundOver(p.round) ? { ...revealed, ...placed, ...finished(p.round) } : { ...revealed, ...placed };
    }),
    firstStep: assign(({ context }) => (context.turn ? { progress: nextStep(context.turn) } : {})),
    advance: assign(({ context }) => {
      const p = context.progress;
      if (p?.kind !== 'event') return {};
      const placements = context.placements + (p.event.type === 'place' ? 1 : 0);
      const explained = p.explanation ? { explanation: p.explanation, after: p.after ?? p.turn.round } : null;
      return { turn: p.turn, round: p.turn.round, events: [...context.events, p.event], progress: nextStep(p.turn), placements, explained };
    }),
    // Without pauses nobody looks between events: apply the run up to the next decision in one step (5-10x fewer microsteps).
    advanceRun: assign(({ context }) => (context.progress?.kind === 'event' ? runToDecision(context, context.progress) : {})),
    answerDecision: assign(({ context, event }) => {
      if (!isAnswer(event)) return {};
      const answered = answer(context, event);
      return answered.ok ? { ...answered.value, error: null } : { error: answered.error };
    }),
    finishTurn: assign(({ context }) => {
      const round = doneRound(context);
      return round ? finished(round) : {};
    }),
    scoreRound: assign(({ context }) => {
      if (!context.round) return {};
      const scores = scoreRound(context.round);
      return { roundScores: [...context.roundScores, scores], totals: addScores(context.totals, scores) };
    }),
    crownWinners: assign(({ context }) => ({ winners: winners(context.totals) })),
    rejectNotNow: assign(({ event }) => ({ error: fail(['event'], 'not-your-turn', `${event.type} is not expected now`, { event: event.type }).error })),
  },
}).createMachine({
  id: 'game',
  context: ({ input }) => initialContext(input),
  initial: 'setup',
  // Events that arrive in a state that does not expect them: refused, with the reason.
  on: {
    PICK: { actions: 'rejectNotNow' },
    PLAY: { actions: 'rejectNotNow' },
    PLAYS: { actions: 'rejectNotNow' },
    TAKE_ROW: { actions: 'rejectNotNow' },
    CHOOSE_PLACE: { actions: 'rejectNotNow' },
    ORDER: { actions: 'rejectNotNow' },
    TO_HAND: { actions: 'rejectNotNow' },
    SWAP: { actions: 'rejectNotNow' },
    SPECIAL: { actions: 'rejectNotNow' },
    NEXT: { actions: 'rejectNotNow' },
  },
  states: {
    setup: {
      always: [{ guard: 'inputIsBad', target: 'invalid' }, { target: 'round' }],
    },
    invalid: { type: 'final' },
    round: {
      initial: 'dealing',
      states: {
        dealing: {
          entry: 'dealRound',
          always: [{ guard: 'picks', target: 'picking' }, { target: 'turn' }],
        },
        picking: {
          always: { guard: 'pickingDone', target: 'turn', actions: 'finishPicking' },
          on: {
            PICK: [{ guard: 'pickIsLegal', actions: 'pick' }, { actions: 'rejectPick' }],
          },
        },
        turn: {
          initial: 'choosing',
          states: {
            choosing: {
              // Where a revealed turn goes next (a turn that needs nothing more has already ended).
              always: [
                { guard: 'turnEndsRound', target: '#game.round.over', actions: 'finishTurn' },
                ...toDecision('placing.'),
                { guard: 'waitsNext', target: 'revealing' },
              ],
              on: {
                PLAY: PLAY_TRANSITION,
                PLAYS: PLAY_TRANSITION,
              },
            },
            revealing: {
              on: { NEXT: { target: 'placing', actions: 'firstStep' } },
            },
            placing: {
              initial: 'stepping',
              states: {
                stepping: {
                  always: [
                    { guard: 'turnDone', target: '#game.round.turn.ended', actions: 'finishTurn' },
                    ...toDecision(''),
                    { guard: 'noPauses', actions: 'advanceRun' },
                    // with pauses, one event of the turn at a time: every placement is its own step
                    { target: 'showing', actions: 'advance' },
                  ],
                },
                showing: { on: { NEXT: 'stepping' } },
                takeRow: decisionState('TAKE_ROW'),
                tie: decisionState('CHOOSE_PLACE'),
                order: decisionState('ORDER'),
                toHand: decisionState('TO_HAND'),
                swap: decisionState('SWAP'),
                special: decisionState('SPECIAL'),
              },
            },
            ended: {
              always: [{ guard: 'roundIsOver', target: '#game.round.over' }, { target: 'choosing' }],
            },
          },
        },
        over: {
          entry: 'scoreRound',
          always: [
            { guard: 'gameIsOver', target: '#game.gameOver' },
            { guard: 'noPauses', target: 'dealing' },
          ],
          on: { NEXT: 'dealing' },
        },
      },
    },
    gameOver: { type: 'final', entry: 'crownWinners' },
  },
});

export type GameMachine = typeof gameMachine;
