// The Anniversary board: step through a replay with special cards. The steps come ready-made
// from the engine's replay (built at build time); this machine only keeps which one is shown.
import { assign, setup } from 'xstate';

export interface SpecialBoardContext {
  readonly index: number;
  readonly total: number;
}

/** Show step `index` (from 0; clamped to the steps there are). Next, back, restart and end are all GOTOs. */
export type SpecialBoardEvent = { type: 'GOTO'; index: number };

const clamp = (i: number, total: number) => Math.max(0, Math.min(total - 1, Math.round(i) || 0));

export const specialBoardMachine = setup({
  types: {
    context: {} as SpecialBoardContext,
    events: {} as SpecialBoardEvent,
    input: {} as { total: number; start?: number },
  },
  actions: {
    goto: assign({ index: ({ context: c, event }) => clamp(event.index, c.total) }),
  },
}).createMachine({
  id: 'specialBoard',
  context: ({ input }) => ({ total: input.total, index: clamp(input.start ?? 0, input.total) }),
  on: { GOTO: { actions: 'goto' } },
});
