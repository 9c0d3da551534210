// Why a strategy puzzle's answer is best, read off the solver's costs and the engine's events: data that
// each language words itself (src/i18n/trainer/reasons-*.ts).
import { totalBullheads, type Card, type Player, type Row, type Scenario } from '../engine/index.ts';
import { cheapestRow } from '../policy/index.ts';
import { whichRowRun, type Solution } from './solve.ts';
import type { OptionCost, Question, Reason } from './types.ts';

/** The cheapest option other than the answer (the lowest on a tie), or undefined. */
function runnerUp(costs: readonly OptionCost[], isAnswer: (c: OptionCost) => boolean): Reason['runnerUp'] {
  let best: OptionCost | undefined;
  for (const c of costs) if (!isAnswer(c) && (!best || c.cost < best.cost || (c.cost === best.cost && c.option < best.option))) best = c;
  return best ? { option: best.option, cost: best.cost } : undefined;
}

/** safe-card: safe or least loss, with the best other card's worst case. */
export function safeCardReason(sol: Solution): Reason | undefined {
  if (sol.answer.kind !== 'safe-card') return undefined;
  const card = sol.answer.card;
  const mine = sol.costs.find((c) => c.option === card);
  if (!mine) return undefined;
  const next = runnerUp(sol.costs, (c) => c.option === card);
  return { code: mine.cost === 0 ? 'card-safe' : 'card-least-loss', cost: mine.cost, ...(next ? { runnerUp: next } : {}) };
}

/**
 * which-row: the answer is the row with the fewest bullheads when the player takes (`rowsAtTake`), or that row
 * costs more by the turn's end: because the player takes again (which card) or for another reason.
 */
export function whichRowReason(scenario: Scenario, q: Extract<Question, { kind: 'which-row' }>, sol: Solution, rowsAtTake: readonly Row[] | null): Reason | undefined {
  if (sol.answer.kind !== 'which-row') return undefined;
  const { row, order } = sol.answer;
  const sameOrder = (c: OptionCost) => !order || (c.order !== undefined && c.order[0] === order[0]);
  const mine = sol.costs.find((c) => c.option === row && sameOrder(c));
  if (!mine) return undefined;
  const inOrder = sol.costs.filter(sameOrder);
  const next = runnerUp(inOrder, (c) => c.option === row);
  const otherOrder = order ? Math.min(...sol.costs.filter((c) => !sameOrder(c)).map((c) => c.cost)) : undefined;
  const extra = { ...(next ? { runnerUp: next } : {}), ...(otherOrder !== undefined && Number.isFinite(otherOrder) ? { otherOrderCost: otherOrder } : {}) };
  const looks = rowsAtTake ? cheapestRow(rowsAtTake) : row;
  const looksCost = inOrder.find((c) => c.option === looks)?.cost;
  if (looks === row || looksCost === undefined || !rowsAtTake) return { code: 'row-cheapest', cost: mine.cost, ...extra };
  const looksCheaper = { row: looks, bullheads: totalBullheads(rowsAtTake[looks - 1] ?? []), cost: looksCost };
  const again = takesAgain(scenario, q, looks, order);
  return { code: again === null ? 'row-costs-more' : 'row-takes-again', cost: mine.cost, looksCheaper, ...(again === null ? {} : { again }), ...extra };
}

/** The card with which the asked player takes a second time when they take `row` first (null: they do not). */
function takesAgain(scenario: Scenario, q: Extract<Question, { kind: 'which-row' }>, row: number, order?: readonly Card[]): Card | null {
  const run = whichRowRun(scenario, q, row, order);
  if (!run) return null;
  let takes = 0;
  let pending = false;
  for (const e of run.events) {
    if (e.type === 'take' && e.players.includes(q.player as Player)) pending = ++takes >= 2;
    else if (pending && e.type === 'place') return e.card;
  }
  return null;
}
