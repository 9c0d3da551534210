// The board editor's state: the scenario being built, the engine's verdict on it, where the
// card picker puts cards, and a notice for the last load. Every edit is one of the pure
// operations in src/editor/ops.ts; every verdict comes from the engine (src/editor/validate.ts).
import { assign, fromPromise, setup } from 'xstate';
import type { Card } from '../engine/cards.ts';
import { checkShape } from '../engine/scenario-shape.ts';
import type { Scenario, ScenarioChoice } from '../engine/scenario-types.ts';
import type { SpecialPlay, SpecialType } from '../engine/specials.ts';
import type { EngineError, Player, VariantId } from '../engine/types.ts';
import { VARIANTS } from '../engine/variants.ts';
import { decodeFragment, type Decoded } from '../embed/codec.ts';
import { seedId } from '../embed/source.ts';
import * as ops from '../editor/ops.ts';
import { validate, type Validation } from '../editor/validate.ts';

/** The notices of a board that came in: loaded, started afresh, or the one before it brought back. */
export const DONE = ['teach.editor.load.done', 'teach.editor.load.openQuestion', 'teach.editor.load.started', 'teach.editor.load.back'] as const;

/** A load refused or done; worded by the island. `error`: the engine's reason a file was refused. */
export interface Notice {
  readonly key: (typeof DONE)[number] | 'teach.editor.load.bad' | 'teach.editor.load.badLink' | 'teach.editor.load.tooBig' | 'teach.editor.load.noPuzzle' | 'teach.editor.load.noExample' | 'teach.editor.load.offline' | 'teach.editor.player.bad';
  readonly params?: Readonly<Record<string, string>>;
  readonly error?: EngineError;
}

export interface EditorContext {
  readonly scenario: Scenario;
  readonly validation: Validation;
  /** Where the card picker puts the next card (the selected field). */
  readonly target: ops.Target;
  readonly notice: Notice | null;
  /** The puzzle id being fetched, for the "no such puzzle" notice. */
  readonly puzzleId: string;
  /** The board the last load (or new board) replaced, so going back loses nothing; null before any. */
  readonly previous: Scenario | null;
}

export type EditorEvent =
  | { type: 'SET_VARIANT'; variant: VariantId }
  | { type: 'SET_ROW_COUNT'; rows: number }
  | { type: 'SET_OPTION'; key: 'rowLength' | 'maagd'; value: number | boolean }
  | { type: 'ADD_PLAYER'; name: string }
  | { type: 'REMOVE_PLAYER'; player: Player }
  | { type: 'SELECT'; target: ops.Target }
  | { type: 'PICK'; card: Card }
  | { type: 'REMOVE_ROW_CARD'; row: number; card: Card }
  | { type: 'REMOVE_HAND_CARD'; player: Player; card: Card }
  | { type: 'REMOVE_PLAY_CARD'; turn: number; player: Player; card: Card }
  | { type: 'ADD_TURN' }
  | { type: 'REMOVE_TURN'; turn: number }
  | { type: 'SET_TURN_PLAYER'; turn: number; player: Player }
  | { type: 'CHOOSE'; turn: number; choice: ScenarioChoice }
  | { type: 'ADD_SPECIAL'; player: Player; special: SpecialType }
  | { type: 'REMOVE_SPECIAL'; player: Player; index: number }
  | { type: 'ADD_DECK_SPECIAL'; special: SpecialType }
  | { type: 'REMOVE_DECK_SPECIAL'; index: number }
  | { type: 'SET_PLAY_SPECIAL'; turn: number; player: Player; special: SpecialPlay | null }
  | { type: 'UNDO_CHOICE'; turn: number; index: number }
  | { type: 'LOAD_TEXT'; text: string }
  | { type: 'LOAD_JSON'; json: unknown }
  /** An official example by id, as the island found it among the rulebook's examples (undefined: no such example). */
  | { type: 'LOAD_EXAMPLE'; id: string; scenario: unknown }
  /** A curated puzzle by id; `seed`: the id is a seed, looked up in that map first (the embed's `?puzzle=seed:…`). */
  | { type: 'LOAD_PUZZLE'; id: string; url: string; seed?: { url: string; seed: number } }
  /** A shared board link's fragment (the embed link the editor makes). */
  | { type: 'LOAD_LINK'; fragment: string }
  /** A link that names no board: only its notice is shown. */
  | { type: 'REFUSE'; notice: Notice }
  | { type: 'NEW' }
  /** Back to the board the last load replaced (and the loaded one kept in its place). */
  | { type: 'BACK' }
  | { type: 'DISMISS' };

/** Files larger than this are no hand-made board (the embed's fragment limit is 16 KB too). */
export const MAX_FILE_CHARS = 64_000;
const MAX_NAME = 20;

function edited(scenario: Scenario): Pick<EditorContext, 'scenario' | 'validation'> {
  return { scenario, validation: validate(scenario) };
}

/** A board in place of the current one, which is kept to go back to. */
function replaced(c: EditorContext, scenario: Scenario, notice: Notice): Partial<EditorContext> {
  return { ...edited(scenario), notice, target: { kind: 'row', row: 0 }, previous: c.scenario };
}

/** Accept a loaded scenario if its shape is right; rule problems then show in the editor to be fixed. */
function loaded(c: EditorContext, json: unknown): Partial<EditorContext> {
  const shape = checkShape(json);
  if (!shape.ok) return { notice: { key: 'teach.editor.load.bad', error: shape.error } };
  const scenario = shape.value;
  return replaced(c, { ...scenario, players: ops.playersOf(scenario) }, { key: 'teach.editor.load.done' });
}

/** The first player without a play in a turn after `player`, so typing cards walks round the table. */
function nextSeat(s: Scenario, turn: number, player: Player): ops.Target {
  const t = s.turns[turn];
  const players = ops.playersOf(s);
  if (!t || ops.isSequential(t)) return { kind: 'play', turn, player };
  const want = VARIANTS[s.variant].playStyle === 'pairs' ? 2 : 1;
  if (ops.playOf(t, player).length < want) return { kind: 'play', turn, player };
  const start = players.indexOf(player);
  for (let k = 1; k <= players.length; k++) {
    const p = players[(start + k) % players.length] as Player;
    if (ops.playOf(t, p).length < want) return { kind: 'play', turn, player: p };
  }
  return { kind: 'play', turn, player };
}

export const editorMachine = setup({
  types: {
    context: {} as EditorContext,
    events: {} as EditorEvent,
    /** `previous`: the board to go back to, kept in this browser with the board. */
    input: {} as { scenario?: Scenario; previous?: Scenario | null },
  },
  actors: {
    // The curated puzzles, from the site's own host only (never bundled into the island).
    fetchPuzzle: fromPromise<unknown, { id: string; url: string; seed?: { url: string; seed: number } }>(async ({ input }) => {
      let id: string | null = input.id;
      if (input.seed) {
        const seeds = await fetch(input.seed.url);
        if (seeds.status === 404) return null;
        if (!seeds.ok) throw new Error(String(seeds.status));
        // Read as the embed reads the same map.
        id = seedId((await seeds.json()) as unknown, input.seed.seed);
        if (id === null) return null;
      }
      const response = await fetch(input.url);
      if (!response.ok) throw new Error(String(response.status));
      const list = (await response.json()) as unknown;
      if (!Array.isArray(list)) throw new Error('not a list');
      const found = list.find((p) => typeof p === 'object' && p !== null && (p as { id?: unknown }).id === id) as { scenario?: unknown } | undefined;
      return found ? found.scenario ?? null : null;
    }),
    // The embed's own reader: a link the editor made comes back as the board it holds.
    readLink: fromPromise<Decoded, string>(({ input }) => decodeFragment(input)),
  },
  actions: {
    setVariant: assign(({ context: c, event }) => (event.type === 'SET_VARIANT' ? edited(ops.setVariant(c.scenario, event.variant)) : {})),
    setRowCount: assign(({ context: c, event }) => {
      if (event.type !== 'SET_ROW_COUNT') return {};
      const target = c.target.kind === 'row' && c.target.row >= event.rows ? { kind: 'row' as const, row: 0 } : c.target;
      return { ...edited(ops.setRowCount(c.scenario, event.rows)), target };
    }),
    setOption: assign(({ context: c, event }) => (event.type === 'SET_OPTION' ? edited(ops.setOption(c.scenario, event.key, event.value)) : {})),
    addPlayer: assign(({ context: c, event }) => {
      if (event.type !== 'ADD_PLAYER') return {};
      const name = event.name.trim();
      if (!name || name.length > MAX_NAME || ops.playersOf(c.scenario).includes(name)) return { notice: { key: 'teach.editor.player.bad' } };
      return { ...edited(ops.addPlayer(c.scenario, name)), notice: null };
    }),
    removePlayer: assign(({ context: c, event }) => {
      if (event.type !== 'REMOVE_PLAYER') return {};
      const keep = c.target.kind === 'row' || c.target.player !== event.player;
      return { ...edited(ops.removePlayer(c.scenario, event.player)), target: keep ? c.target : { kind: 'row', row: 0 } };
    }),
    select: assign({ target: ({ context: c, event }) => (event.type === 'SELECT' ? event.target : c.target) }),
    pick: assign(({ context: c, event }) => {
      if (event.type !== 'PICK') return {};
      const t = c.target;
      if (t.kind === 'row') return edited(ops.addRowCard(c.scenario, t.row, event.card));
      if (t.kind === 'hand') return edited(ops.toggleHandCard(c.scenario, t.player, event.card));
      const scenario = ops.addPlayCard(c.scenario, t.turn, t.player, event.card);
      return { ...edited(scenario), target: nextSeat(scenario, t.turn, t.player) };
    }),
    removeRowCard: assign(({ context: c, event }) => (event.type === 'REMOVE_ROW_CARD' ? edited(ops.removeRowCard(c.scenario, event.row, event.card)) : {})),
    removeHandCard: assign(({ context: c, event }) => (event.type === 'REMOVE_HAND_CARD' ? edited(ops.toggleHandCard(c.scenario, event.player, event.card)) : {})),
    removePlayCard: assign(({ context: c, event }) => (event.type === 'REMOVE_PLAY_CARD' ? edited(ops.removePlayCard(c.scenario, event.turn, event.player, event.card)) : {})),
    addTurn: assign(({ context: c }) => {
      const scenario = ops.addTurn(c.scenario);
      const turn = scenario.turns.length - 1;
      const t = scenario.turns[turn];
      const first = t && ops.isSequential(t) ? t.player : (ops.playersOf(scenario)[0] ?? '');
      return { ...edited(scenario), target: { kind: 'play', turn, player: first } };
    }),
    removeTurn: assign(({ context: c, event }) => {
      if (event.type !== 'REMOVE_TURN') return {};
      const target = c.target.kind === 'play' && c.target.turn >= event.turn ? { kind: 'row' as const, row: 0 } : c.target;
      return { ...edited(ops.removeTurn(c.scenario, event.turn)), target };
    }),
    setTurnPlayer: assign(({ context: c, event }) => {
      if (event.type !== 'SET_TURN_PLAYER') return {};
      return { ...edited(ops.setTurnPlayer(c.scenario, event.turn, event.player)), target: { kind: 'play', turn: event.turn, player: event.player } };
    }),
    choose: assign(({ context: c, event }) => (event.type === 'CHOOSE' ? edited(ops.addChoice(c.scenario, event.turn, event.choice)) : {})),
    // The Anniversary edition's special cards: in hand, in the deck, played with a number card.
    addSpecial: assign(({ context: c, event }) => (event.type === 'ADD_SPECIAL' ? edited(ops.addSpecial(c.scenario, event.player, event.special)) : {})),
    removeSpecial: assign(({ context: c, event }) => (event.type === 'REMOVE_SPECIAL' ? edited(ops.removeSpecial(c.scenario, event.player, event.index)) : {})),
    addDeckSpecial: assign(({ context: c, event }) => (event.type === 'ADD_DECK_SPECIAL' ? edited(ops.addDeckSpecial(c.scenario, event.special)) : {})),
    removeDeckSpecial: assign(({ context: c, event }) => (event.type === 'REMOVE_DECK_SPECIAL' ? edited(ops.removeDeckSpecial(c.scenario, event.index)) : {})),
    setPlaySpecial: assign(({ context: c, event }) => (event.type === 'SET_PLAY_SPECIAL' ? edited(ops.setPlaySpecial(c.scenario, event.turn, event.player, event.special)) : {})),
    undoChoice: assign(({ context: c, event }) => (event.type === 'UNDO_CHOICE' ? edited(ops.removeChoice(c.scenario, event.turn, event.index)) : {})),
    loadText: assign(({ context: c, event }) => {
      if (event.type !== 'LOAD_TEXT') return {};
      if (event.text.length > MAX_FILE_CHARS) return { notice: { key: 'teach.editor.load.tooBig' } };
      let json: unknown;
      try {
        json = JSON.parse(event.text);
      } catch {
        return { notice: { key: 'teach.editor.load.bad', error: { at: [], path: '', code: 'invalid-json', params: {}, message: 'not JSON' } } };
      }
      return loaded(c, json);
    }),
    loadJson: assign(({ context: c, event }) => (event.type === 'LOAD_JSON' ? loaded(c, event.json) : {})),
    loadExample: assign(({ context: c, event }) => {
      if (event.type !== 'LOAD_EXAMPLE') return {};
      return event.scenario === undefined ? { notice: { key: 'teach.editor.load.noExample', params: { id: event.id } } } : loaded(c, event.scenario);
    }),
    loadPuzzle: assign(({ context: c, event }) => {
      const output = (event as unknown as { output: unknown }).output;
      if (output === null) return {};
      const board = loaded(c, output);
      // A puzzle's turn leaves open the choice it asks about: say so, lest the open decision read as a broken puzzle.
      return board.validation?.ok === false && board.validation.decision ? { ...board, notice: { key: 'teach.editor.load.openQuestion' } } : board;
    }),
    loadLink: assign(({ context: c, event }) => {
      const output = (event as unknown as { output: Decoded }).output;
      return output.ok ? loaded(c, output.value) : { notice: { key: 'teach.editor.load.badLink' } };
    }),
    remember: assign({ puzzleId: ({ context: c, event }) => (event.type === 'LOAD_PUZZLE' ? event.id : c.puzzleId) }),
    noPuzzle: assign({ notice: ({ context: c }) => ({ key: 'teach.editor.load.noPuzzle', params: { id: c.puzzleId } }) }),
    offline: assign({ notice: { key: 'teach.editor.load.offline' } }),
    badLink: assign({ notice: { key: 'teach.editor.load.badLink' } }),
    refuse: assign({ notice: ({ context: c, event }) => (event.type === 'REFUSE' ? event.notice : c.notice) }),
    fresh: assign(({ context: c }) => replaced(c, ops.STARTER_SCENARIO, { key: 'teach.editor.load.started' })),
    back: assign(({ context: c }) => (c.previous ? replaced(c, c.previous, { key: 'teach.editor.load.back' }) : {})),
    dismiss: assign({ notice: null }),
  },
  guards: {
    found: ({ event }) => (event as unknown as { output: unknown }).output !== null,
  },
}).createMachine({
  id: 'editor',
  context: ({ input }) => {
    const scenario = input.scenario ?? ops.STARTER_SCENARIO;
    return { ...edited(scenario), target: { kind: 'row', row: 0 }, notice: null, puzzleId: '', previous: input.previous ?? null };
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SET_VARIANT: { actions: 'setVariant' },
        SET_ROW_COUNT: { actions: 'setRowCount' },
        SET_OPTION: { actions: 'setOption' },
        ADD_PLAYER: { actions: 'addPlayer' },
        REMOVE_PLAYER: { actions: 'removePlayer' },
        SELECT: { actions: 'select' },
        PICK: { actions: 'pick' },
        REMOVE_ROW_CARD: { actions: 'removeRowCard' },
        REMOVE_HAND_CARD: { actions: 'removeHandCard' },
        REMOVE_PLAY_CARD: { actions: 'removePlayCard' },
        ADD_TURN: { actions: 'addTurn' },
        REMOVE_TURN: { actions: 'removeTurn' },
        SET_TURN_PLAYER: { actions: 'setTurnPlayer' },
        CHOOSE: { actions: 'choose' },
        UNDO_CHOICE: { actions: 'undoChoice' },
        ADD_SPECIAL: { actions: 'addSpecial' },
        REMOVE_SPECIAL: { actions: 'removeSpecial' },
        ADD_DECK_SPECIAL: { actions: 'addDeckSpecial' },
        REMOVE_DECK_SPECIAL: { actions: 'removeDeckSpecial' },
        SET_PLAY_SPECIAL: { actions: 'setPlaySpecial' },
        LOAD_TEXT: { actions: 'loadText' },
        LOAD_JSON: { actions: 'loadJson' },
        LOAD_EXAMPLE: { actions: 'loadExample' },
        LOAD_PUZZLE: { target: 'fetching', actions: 'remember' },
        LOAD_LINK: { target: 'reading' },
        REFUSE: { actions: 'refuse' },
        NEW: { actions: 'fresh' },
        BACK: { actions: 'back' },
        DISMISS: { actions: 'dismiss' },
      },
    },
    // The board stays as it is while the puzzle list is fetched; a failure only sets a notice.
    fetching: {
      invoke: {
        src: 'fetchPuzzle',
        input: ({ event }) => (event.type === 'LOAD_PUZZLE' ? { id: event.id, url: event.url, seed: event.seed } : { id: '', url: '' }),
        onDone: [
          { guard: 'found', target: 'editing', actions: 'loadPuzzle' },
          { target: 'editing', actions: 'noPuzzle' },
        ],
        onError: { target: 'editing', actions: 'offline' },
      },
    },
    // The link is read (inflated) off the main path; the board stays as it is until then.
    reading: {
      invoke: {
        src: 'readLink',
        input: ({ event }) => (event.type === 'LOAD_LINK' ? event.fragment : ''),
        onDone: { target: 'editing', actions: 'loadLink' },
        onError: { target: 'editing', actions: 'badLink' },
      },
    },
  },
});
