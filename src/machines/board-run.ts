// The board's replay of a scenario, for the number-card variants, built from the engine's turn
// functions. Why not the engine's runScenario: replay.ts also carries the Anniversary replay
// (about 5 KB gzip), which would push every page with boards over its 35 KB budget. Once the
// engine offers a replay entry without it, this file can go (tests/unit/board/run.test.ts
// checks that both give the same replay for every example).
//
// The start (rows, hands) is not checked here: Example.astro checks every scenario with the
// full engine at build time, and a re-run changes only the cards of one turn, which beginTurn checks.
import type { Card } from '../engine/cards.ts';
import { explain, newMemory } from '../engine/explain.ts';
import { addToRow } from '../engine/placement.ts';
import type { Replay, ReplayStep, ReplayTurn, Snapshot } from '../engine/replay.ts';
import type { Scenario, ScenarioError, ScenarioTurn } from '../engine/scenario-types.ts';
import { scoreRound } from '../engine/scoring.ts';
import { answers, applyChoice, beginTurn, describeDecision, newRound, nextStep, type Choice, type RoundState, type TurnPlays } from '../engine/turn.ts';
import { fail, ok, type Player, type Result, type Row } from '../engine/types.ts';
import { resolveOptions } from '../engine/variants.ts';

const isSequential = (t: ScenarioTurn): t is Extract<ScenarioTurn, { player: string }> => 'player' in t;

/** Players: as listed, or in the order they first appear in hands and turns (as the engine does). */
function playersOf(s: Scenario): Player[] {
  if (s.players) return [...s.players];
  const seen = new Set<Player>(Object.keys(s.hands ?? {}));
  for (const t of s.turns) for (const p of isSequential(t) ? [t.player] : Object.keys(t.plays)) seen.add(p);
  return [...seen];
}

function turnPlays(t: ScenarioTurn): TurnPlays {
  if (isSequential(t)) return { [t.player]: t.cards };
  const out: Record<Player, readonly Card[]> = {};
  for (const [p, play] of Object.entries(t.plays)) out[p] = typeof play === 'number' ? [play] : (play as readonly Card[]);
  return out;
}

const snapshot = (rows: readonly Row[], r: RoundState): Snapshot => ({ rows, piles: r.piles, penalties: r.penalties });

/** A replay plus, per turn, the engine's start player (offen: who holds the marker and lays first). */
export type BoardReplay = Replay & { readonly starts: readonly Player[] };

/** Replay a scenario step by step: the same steps, explanations and error paths as runScenario. */
export function runBoard(s: Scenario): Result<BoardReplay, ScenarioError> {
  if (s.variant === 'jubilaeum') return fail('variant', 'unknown-variant', 'the example board does not show the Anniversary special cards', { variant: s.variant });
  const options = resolveOptions(s.variant, { ...s.options, rows: s.rows.length });
  const players = playersOf(s);
  let round = newRound(s.variant, options, players, s.rows.map((r) => r.slice()), s.hands ?? {});
  const start = snapshot(round.rows, round);
  const turns: ReplayTurn[] = [];
  const starts: Player[] = [];
  for (let i = 0; i < s.turns.length; i++) {
    starts.push(round.players[round.startPlayer] as Player);
    const turn = s.turns[i] as ScenarioTurn;
    const at = `turns[${i}]`;
    const before = snapshot(round.rows, round);
    const begun = beginTurn(round, turnPlays(turn), (p, k) =>
      isSequential(turn) ? (k < 0 ? `${at}.player` : `${at}.cards[${k}]`) : `${at}.plays.${p}${k >= 0 ? `[${k}]` : ''}`);
    if (!begun.ok) return begun;
    const choices = turn.choices ?? [];
    const used = new Set<number>();
    const steps: ReplayStep[] = [];
    const memory = newMemory();
    let rows: readonly Row[] = round.rows; // as the reader sees them, step by step
    let tieCard: Card | null = null;
    let t = begun.value;
    for (;;) {
      const step = nextStep(t);
      if (step.kind === 'done') {
        round = step.round;
        break;
      }
      if (step.kind === 'decision') {
        const d = step.decision;
        const j = choices.findIndex((c, k) => !used.has(k) && answers(d, c));
        if (j < 0) return fail(`${at}.choices`, 'missing-choice', describeDecision(d), { decision: d });
        used.add(j);
        if (d.kind === 'tie') tieCard = d.card;
        const answered = applyChoice(t, choices[j] as Choice, `${at}.choices[${j}]`);
        if (!answered.ok) return answered;
        t = answered.value;
        continue;
      }
      t = step.turn;
      const e = step.event;
      const explanation = explain(e, rows, s.variant, memory, e.type === 'place' && e.card === tieCard);
      if (e.type === 'take') rows = rows.map((r, k) => (k === e.row - 1 ? [] : r));
      if (e.type === 'place') rows = rows.map((r, k) => (k === e.row - 1 ? addToRow(r, e.card, e.side) : r));
      steps.push({ turn: i, event: e, explanation, after: snapshot(rows, t.round) });
    }
    const unused = choices.findIndex((_, k) => !used.has(k));
    if (unused >= 0) return fail(`${at}.choices[${unused}]`, 'unused-choice', 'this choice is never needed in this turn', { index: unused, choice: choices[unused] });
    const plays = steps.flatMap((st) => (st.event.type === 'place' ? [{ player: st.event.player, card: st.event.card }] : []));
    turns.push({ plays, before, steps, after: snapshot(round.rows, round) });
  }
  return ok({ scenario: s, options, players, start, turns, steps: turns.flatMap((x) => x.steps), scores: scoreRound(round), final: round, starts });
}
