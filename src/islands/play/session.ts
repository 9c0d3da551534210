// One game on the play page: the game machine's actor, every event sent to it (the log that a reload
// replays: the same set-up and the same events give the same game), and what the reader is shown of
// the turn so far (the reveal, then each event with the engine's explanation). No rules here.
import { createActor, type Actor } from 'xstate';
import {
  isSpecialRound, specialSnapshot,
  type Card, type GameEvent, type NumberCardEvent, type Row, type SpecialRound, type Player, type TableRow,
} from '../../engine/index.ts';
import { explain, newMemory, type Explanation, type ExplainMemory } from '../../engine/explain.ts';
import type { BotTurn, BotView } from '../../machines/bots.ts';
import { gameMachine, type GameMachineEvent } from '../../machines/game.ts';
import { specialEventStep, type BoardStep } from '../../machines/board-model.ts';
import type { BotAsk, GameSnapshot } from './due.ts';
import { gameOptions, type PlaySetup } from './setup.ts';

/** One line of the turn as the board explains it. */
export type TurnNote =
  /** `turn`: the turn's index in the round, from 0. */
  | { readonly kind: 'reveal'; readonly turn: number; readonly plays: readonly { player: Player; card: Card }[] }
  | { readonly kind: 'event'; readonly turn: number; readonly explanation: Explanation; readonly cause: { player: Player; card: Card } | null; readonly target: number | null }
  /** jubilaeum: the Anniversary board's step (special cards included). */
  | { readonly kind: 'special'; readonly step: BoardStep };

/** A row the reader took (the coach lists them when the hand ends). */
export interface Costly {
  readonly player: Player;
  readonly round: number;
  /** From 0. */
  readonly turn: number;
  readonly card: Card | null;
  readonly row: number;
  readonly points: number;
  readonly reason: 'full-row' | 'low-card';
}

interface SpecialTurnNotes {
  readonly plays: readonly { player: Player; card: Card }[];
  readonly placed: Set<Player>;
  before: readonly TableRow[];
}

export class Session {
  readonly actor: Actor<typeof gameMachine>;
  readonly log: GameMachineEvent[] = [];
  notes: TurnNote[] = [];
  /** The note the last accepted event added (null when it added none): what the table shows moving. */
  fresh: TurnNote | null = null;
  costly: Costly[] = [];
  /** What everyone at the table has seen this round (the strong bot reads it): start rows, reveals, earlier turns. */
  private table: { round: number; seen: Card[]; history: BotTurn[]; before: number } = { round: -1, seen: [], history: [], before: 0 };
  private memory: ExplainMemory = newMemory();
  /** jubilaeum: the turn's plays, who placed so far and the table before the next step. */
  private specialTurn: SpecialTurnNotes | null = null;

  readonly setup: PlaySetup;
  readonly players: readonly Player[];
  readonly humans: ReadonlySet<Player>;

  constructor(setup: PlaySetup, players: readonly Player[], humans: ReadonlySet<Player>) {
    this.setup = setup;
    this.players = players;
    this.humans = humans;
    this.actor = createActor(gameMachine, {
      input: { variant: setup.variant, options: gameOptions(setup), players, seed: setup.seed, pauses: true, maxRounds: setup.hands ?? undefined },
    });
    this.actor.start();
  }

  /** Send one event; false (and nothing logged) when the machine refuses it. */
  send(event: GameMachineEvent): boolean {
    const before = this.actor.getSnapshot();
    this.actor.send(event);
    const after = this.actor.getSnapshot();
    if (after.context.error) return false;
    this.log.push(event);
    const noted = this.notes.length;
    this.note(before, after);
    this.fresh = this.notes.length > noted ? this.notes[this.notes.length - 1] ?? null : null;
    return true;
  }

  /** Replay a stored log; false when any event is refused (the stored game does not fit this set-up). */
  replay(events: readonly GameMachineEvent[]): boolean {
    return events.every((e) => this.send(e));
  }

  stop() {
    this.actor.stop();
  }

  /** What changed for the reader between two snapshots: a reveal starts the turn's notes, each event adds one. */
  private note(before: GameSnapshot, after: GameSnapshot) {
    const ctx = after.context;
    const turn = ctx.round?.turn ?? 0;
    if (after.matches({ round: { turn: 'revealing' } }) && !before.matches({ round: { turn: 'revealing' } })) {
      this.memory = newMemory();
      const plays = Object.entries(ctx.plays).flatMap(([player, cards]) => cards.map((card) => ({ player, card })));
      plays.sort((a, b) => a.card - b.card);
      this.notes = [{ kind: 'reveal', turn, plays }];
      this.remember(ctx.roundNumber, ctx.round?.rows ?? [], ctx.plays);
      this.specialTurn = ctx.round && isSpecialRound(ctx.round) ? { plays, placed: new Set(), before: specialSnapshot(ctx.round).table } : null;
      return;
    }
    const added = ctx.events.length - before.context.events.length;
    if (added !== 1 || !before.context.round) return;
    if (ctx.explained && this.specialTurn) {
      this.noteSpecial(ctx.events[ctx.events.length - 1] as GameEvent, ctx.explained.explanation, ctx.explained.after as SpecialRound, turn, this.specialTurn);
      return;
    }
    const event = ctx.events[ctx.events.length - 1] as NumberCardEvent; // a number-card variant's turn
    const tie = before.matches({ round: { turn: { placing: 'tie' } } }) || (event.type === 'place' && this.wasTie(before));
    const explanation = explain(event, before.context.round.rows, ctx.variant, this.memory, tie);
    const next = ctx.progress;
    const cause = event.type !== 'take' ? null
      : next?.kind === 'event' && next.event.type === 'place' ? { player: next.event.player, card: next.event.card }
      : next?.kind === 'decision' && 'card' in next.decision ? { player: event.players[0] as Player, card: next.decision.card } : null;
    this.notes = [...this.notes, { kind: 'event', turn, explanation, cause, target: explanation.kind === 'order' ? null : explanation.row }];
    this.noteCostly(explanation, turn, cause?.card ?? null);
  }

  /** A reveal as the table saw it; the first of a round also shows its start rows. */
  private remember(round: number, rows: readonly Row[], plays: Readonly<Record<Player, readonly Card[]>>) {
    if (this.table.round !== round) this.table = { round, seen: rows.flat(), history: [], before: 0 };
    this.table.before = this.table.seen.length;
    this.table.seen.push(...Object.values(plays).flat());
    this.table.history.push({ rows, plays });
  }

  /**
   * What a bot at the table has seen before this question: the round's start rows and earlier turns
   * (a decision comes inside a turn, whose plays the bot's view holds as open plays).
   */
  seenBy(ask: BotAsk): Pick<BotView, 'players' | 'seen' | 'history'> {
    const ctx = this.actor.getSnapshot().context;
    const t = this.table;
    if (t.round !== ctx.roundNumber) return { players: this.players, seen: ctx.round?.rows.flat() ?? [], history: [] };
    const inTurn = ask.type === 'decide';
    return { players: this.players, seen: t.seen.slice(0, inTurn ? t.before : undefined), history: inTurn ? t.history.slice(0, -1) : t.history.slice() };
  }

  /** Profi: a place the player chose among equal differences (the answer was given before the event). */
  private wasTie(before: GameSnapshot): boolean {
    const last = this.log[this.log.length - 2];
    return last?.type === 'CHOOSE_PLACE' && before.matches({ round: { turn: { placing: 'showing' } } });
  }

  private noteCostly(e: BoardStep['explanation'], turn: number, card: Card | null = null) {
    if (!e || e.kind !== 'take') return;
    const round = this.actor.getSnapshot().context.roundNumber;
    for (const p of e.players) if (this.humans.has(p)) this.costly.push({ player: p, round, turn, card, row: e.row, points: e.points, reason: e.reason });
  }

  /** jubilaeum: one step of the turn with the engine's explanation and the table after it (special cards included). */
  private noteSpecial(event: GameEvent, x: Explanation, after: SpecialRound, turn: number, now: SpecialTurnNotes) {
    if (event.type === 'place' || event.type === 'remove-row') now.placed.add(event.player);
    const snap = specialSnapshot(after);
    const taker = event.type === 'take' ? event.players[0] : undefined;
    // Live, the next event is not known yet: a take's cause is the taker's revealed card.
    const cause = taker === undefined ? null : now.plays.find((p) => p.player === taker) ?? null;
    const step = specialEventStep(turn, now.plays, now.placed, x, snap, now.before, cause);
    now.before = snap.table;
    this.notes = [...this.notes, { kind: 'special', step }];
    this.noteCostly(x, turn, cause?.card ?? null);
  }

  /** jubilaeum: the table after the shown steps of the turn (before the turn when none is shown yet). */
  shownSpecialStep(): BoardStep | null {
    const notes = this.notes.filter((n): n is Extract<TurnNote, { kind: 'special' }> => n.kind === 'special');
    return notes[notes.length - 1]?.step ?? null;
  }
}
