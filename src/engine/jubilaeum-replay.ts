// Anniversary scenarios (`variant: "jubilaeum"`): check one and replay it step by step, special cards included.
import { describeSpecialDecision, newSpecialRound, revealedPlays, tableRows, type SpecialRound } from './jubilaeum.ts';
import { checkStart, playersOf, type Replay, type ReplayStep, type ReplayTurn, type Snapshot } from './replay-core.ts';
import type { Scenario, ScenarioError } from './scenario-types.ts';
import { scoreRound } from './scoring.ts';
import { answers, applyChoice, declined, nextStep, type Choice } from './turn.ts';
import { beginTurn } from './variant-hooks.ts';
import type { Explanation } from './explain.ts';
import { SPECIAL_COPIES, type SpecialType } from './specials.ts';
import { fail, ok, type ErrorPath, type Player, type Result } from './types.ts';
import { resolveOptions } from './variants.ts';

/** The table of an Anniversary round: number-card rows, and the rows as they lie with the special cards' state. */
export function specialSnapshot(r: SpecialRound): Snapshot & Required<Snapshot> {
  return {
    rows: r.rows, piles: r.piles, penalties: r.penalties, table: tableRows(r), specials: r.specials,
    specialDeck: r.specialDeck.length, specialDiscards: r.specialDiscards, outOfGame: r.outOfGame,
  };
}

/** Special cards in hands and deck: known players, at most four of a kind. */
function checkSpecials(s: Scenario, players: readonly Player[]): Result<null> {
  const count = new Map<SpecialType, number>();
  const add = (t: SpecialType, path: ErrorPath): Result<null> => {
    const n = (count.get(t) ?? 0) + 1;
    count.set(t, n);
    if (n > SPECIAL_COPIES) return fail(path, 'special-count', `there are only ${SPECIAL_COPIES} ${t} cards`, { type: t, max: SPECIAL_COPIES });
    return ok(null);
  };
  const seated = new Set(players);
  for (const [p, list] of Object.entries(s.specials ?? {})) {
    if (!seated.has(p)) return fail(['specials', p], 'unknown-player', `${p} is not a player`, { player: p });
    for (let i = 0; i < list.length; i++) {
      const r = add(list[i] as SpecialType, ['specials', p, i]);
      if (!r.ok) return r;
    }
  }
  const deck = s.specialDeck ?? [];
  for (let i = 0; i < deck.length; i++) {
    const r = add(deck[i] as SpecialType, ['specialDeck', i]);
    if (!r.ok) return r;
  }
  return ok(null);
}

/** Replay an Anniversary scenario: every step (special cards, swaps, Stops leaving) with its explanation. */
export function replaySpecialCards(s: Scenario): Result<Replay, ScenarioError> {
  const options = resolveOptions(s.variant, { ...s.options, rows: s.rows.length });
  const players = playersOf(s);
  const started = checkStart(s, options, players);
  if (!started.ok) return started;
  const specials = checkSpecials(s, players);
  if (!specials.ok) return specials;
  let round = newSpecialRound(options, players, s.rows.map((r) => r.slice()), s.hands ?? {}, s.specials ?? {}, s.specialDeck ?? [], s.seed ?? 0);
  const start = specialSnapshot(round);
  const turns: ReplayTurn[] = [];
  const all: ReplayStep[] = [];
  for (let i = 0; i < s.turns.length; i++) {
    const turn = s.turns[i];
    const at = ['turns', i];
    // The shape check gives the Anniversary (everyone plays at once) no hand-style turn.
    if (!turn || !('plays' in turn)) return fail(at, 'invalid-value', 'an Anniversary turn must have plays');
    const choices: readonly Choice[] = turn.choices ?? [];
    const used = new Set<number>();
    const steps: ReplayStep[] = [];
    const before = specialSnapshot(round);
    const begun = beginTurn(round, turn.plays, (p) => [...at, 'plays', p], { explain: true });
    if (!begun.ok) return begun;
    let t = begun.value;
    const plays = revealedPlays(t);
    for (;;) {
      const step = nextStep(t);
      if (step.kind === 'done') {
        round = step.round as SpecialRound;
        break;
      }
      if (step.kind === 'error') return { ok: false, error: step.error };
      if (step.kind === 'event') {
        t = step.turn;
        const done = { turn: i, event: step.event, explanation: step.explanation as Explanation, after: specialSnapshot((step.after ?? t.round) as SpecialRound) };
        steps.push(done);
        all.push(done);
        continue;
      }
      const d = step.decision;
      const j = choices.findIndex((c, k) => !used.has(k) && answers(d, c));
      if (j >= 0) used.add(j);
      const choice = j >= 0 ? (choices[j] as Choice) : declined(d);
      if (!choice) return fail([...at, 'choices'], 'missing-choice', describeSpecialDecision(d), { decision: d });
      const answered = applyChoice(t, choice, j >= 0 ? [...at, 'choices', j] : [...at, 'choices']);
      if (!answered.ok) return answered;
      t = answered.value;
    }
    const unused = choices.findIndex((_, k) => !used.has(k));
    if (unused >= 0) {
      const c = choices[unused];
      const why = c && 'swap' in c ? `${c.player} takes no row in this turn, so there is nothing to swap after` : 'this choice is never needed in this turn';
      return fail([...at, 'choices', unused], 'unused-choice', why, { index: unused, choice: c });
    }
    // Everyone plays at once: the first player stands for the turn's start.
    turns.push({ startPlayer: players[0] as Player, plays, before, steps, after: specialSnapshot(round) });
  }
  return ok({ scenario: s, options, players, start, turns, steps: all, scores: scoreRound(round), final: round });
}
