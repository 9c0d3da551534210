// The puzzle trainer's session: a puzzle is presented, answered part by part with feedback at
// once, and then solved or missed; hint, retry, the solution with its replay, and the next
// puzzle. Streak mode ends at the first mistake. Which puzzle comes next is the island's
// business (it may need to fetch); the machine says when (state `loading`) and takes it (LOAD).
// Every judgement is the puzzles' own check, through src/trainer/answer.ts.
import { assign, enqueueActions, setup } from 'xstate';
import type { Puzzle } from '../puzzles/types.ts';
import { givenParts, judgePart, partCount, rightPart, type PartValue } from '../trainer/answer.ts';
import { NO_FILTERS, type Filters } from '../trainer/pick.ts';
import type { Outcome } from '../trainer/progress.ts';

/** pick: by the filters; single: one puzzle (its own page); review: the mistakes list. */
export type Mode = 'pick' | 'daily' | 'streak' | 'endless' | 'review' | 'single';

export interface TrainerContext {
  readonly mode: Mode;
  readonly filters: Filters;
  readonly puzzle: Puzzle | null;
  /** The part being answered (from 0). */
  readonly part: number;
  /** The judged parts of this attempt, in order. */
  readonly results: readonly boolean[];
  readonly values: readonly PartValue[];
  readonly hinted: boolean;
  readonly attempt: number;
  /** How this puzzle counts: settled once, at the first full answer or when the solution is shown. */
  readonly outcome: Outcome | null;
  readonly streak: number;
  readonly streakOver: boolean;
  /** Puzzles of this streak, so none comes twice. */
  readonly seen: readonly string[];
}

export type TrainerEvent =
  | { type: 'LOAD'; puzzle: Puzzle }
  | { type: 'EMPTY' }
  | { type: 'FAILED' }
  | { type: 'START'; mode: Mode; filters?: Filters }
  | { type: 'ANSWER'; value: PartValue }
  | { type: 'HINT' }
  | { type: 'RETRY' }
  | { type: 'SHOW_SOLUTION' }
  | { type: 'NEXT' };

export type TrainerEmitted =
  | { type: 'outcome'; puzzle: Puzzle; outcome: Outcome }
  | { type: 'streak'; length: number };

export interface TrainerInput {
  readonly mode?: Mode;
  readonly filters?: Filters;
  /** A puzzle to open with (the puzzle's own page). */
  readonly puzzle?: Puzzle | null;
}

/** A new attempt: the parts the puzzle gives away stand answered (right), the next one is asked. */
function fresh(puzzle: Puzzle | null) {
  const values = puzzle ? Array.from({ length: givenParts(puzzle) }, (_, i) => rightPart(puzzle, i)).filter((v): v is PartValue => v !== null) : [];
  return { part: values.length, results: values.map(() => true), values, hinted: false };
}

const judged = (c: TrainerContext, e: TrainerEvent): boolean | null =>
  e.type === 'ANSWER' && c.puzzle ? judgePart(c.puzzle, c.part, e.value) : null;

export const trainerMachine = setup({
  types: {
    context: {} as TrainerContext,
    events: {} as TrainerEvent,
    input: {} as TrainerInput,
    emitted: {} as TrainerEmitted,
  },
  actions: {
    load: assign(({ context: c, event }) => {
      if (event.type !== 'LOAD') return {};
      return { ...fresh(event.puzzle), puzzle: event.puzzle, attempt: 0, outcome: null, seen: c.mode === 'streak' ? [...c.seen, event.puzzle.id] : c.seen };
    }),
    start: assign(({ event }) => {
      if (event.type !== 'START') return {};
      return { mode: event.mode, ...(event.filters ? { filters: event.filters } : {}), streak: 0, streakOver: false, seen: [] };
    }),
    judge: assign(({ context: c, event }) => {
      if (event.type !== 'ANSWER') return {};
      const right = judged(c, event) === true;
      return { results: [...c.results, right], values: [...c.values, event.value], part: right ? c.part + 1 : c.part };
    }),
    hint: assign({ hinted: true }),
    retry: assign(({ context: c }) => ({ ...fresh(c.puzzle), attempt: c.attempt + 1 })),
    // A new streak starts with the next puzzle after a streak ended.
    renewStreak: assign(({ context: c }) => (c.streakOver ? { streak: 0, streakOver: false, seen: [] } : {})),
    settleSolved: enqueueActions(({ context: c, enqueue }) => {
      if (c.outcome !== null || !c.puzzle) return;
      const outcome: Outcome = c.hinted ? 'hinted' : 'clean';
      enqueue.assign({ outcome, ...(c.mode === 'streak' ? { streak: c.streak + 1 } : {}) });
      enqueue.emit({ type: 'outcome', puzzle: c.puzzle, outcome });
      if (c.mode === 'streak') enqueue.emit({ type: 'streak', length: c.streak + 1 });
    }),
    settleMissed: enqueueActions(({ context: c, enqueue }) => {
      if (c.outcome !== null || !c.puzzle) return;
      enqueue.assign({ outcome: 'missed', ...(c.mode === 'streak' ? { streakOver: true } : {}) });
      enqueue.emit({ type: 'outcome', puzzle: c.puzzle, outcome: 'missed' });
    }),
  },
  guards: {
    wrong: ({ context: c, event }) => judged(c, event) === false,
    last: ({ context: c, event }) => c.puzzle !== null && judged(c, event) === true && c.part + 1 >= partCount(c.puzzle),
    // A puzzle's own page shows that puzzle only; its "next" is a link to the trainer.
    canMoveOn: ({ context: c }) => c.mode !== 'single',
    hasPuzzle: ({ context: c }) => c.puzzle !== null,
  },
}).createMachine({
  id: 'trainer',
  context: ({ input }) => ({
    mode: input.mode ?? (input.puzzle ? 'single' : 'pick'),
    filters: input.filters ?? NO_FILTERS,
    puzzle: input.puzzle ?? null,
    ...fresh(input.puzzle ?? null),
    attempt: 0,
    outcome: null,
    streak: 0,
    streakOver: false,
    seen: [],
  }),
  initial: 'start',
  on: {
    START: { target: '.loading', actions: 'start' },
  },
  states: {
    start: { always: [{ guard: 'hasPuzzle', target: 'answering' }, { target: 'idle' }] },
    /** Nothing chosen yet. */
    idle: {},
    /** The island is fetching or generating the next puzzle. */
    loading: {
      on: {
        LOAD: { target: 'answering', actions: 'load' },
        EMPTY: 'empty',
        FAILED: 'failed',
      },
    },
    /** No puzzle matches the filters. */
    empty: {},
    failed: {},
    answering: {
      on: {
        ANSWER: [
          { guard: 'wrong', target: 'missed', actions: ['judge', 'settleMissed'] },
          { guard: 'last', target: 'solved', actions: ['judge', 'settleSolved'] },
          { actions: 'judge' },
        ],
        HINT: { actions: 'hint' },
        SHOW_SOLUTION: { target: 'solution', actions: 'settleMissed' },
      },
    },
    solved: {
      on: {
        SHOW_SOLUTION: 'solution',
        RETRY: { target: 'answering', actions: 'retry' },
        NEXT: { guard: 'canMoveOn', target: 'loading', actions: 'renewStreak' },
      },
    },
    missed: {
      on: {
        SHOW_SOLUTION: 'solution',
        RETRY: { target: 'answering', actions: 'retry' },
        NEXT: { guard: 'canMoveOn', target: 'loading', actions: 'renewStreak' },
      },
    },
    solution: {
      on: {
        RETRY: { target: 'answering', actions: 'retry' },
        NEXT: { guard: 'canMoveOn', target: 'loading', actions: 'renewStreak' },
      },
    },
  },
});
