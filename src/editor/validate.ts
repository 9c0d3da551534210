// Live validation: the engine checks the scenario; here its error path is mapped to the editor
// field that shows it (the error catalog, src/i18n/errors/, words its code + params).
import type { EngineError, ErrorPath } from '../engine/types.ts';
import type { Replay } from '../engine/replay.ts';
import { missingChoice, runScenario } from '../engine/replay.ts';
import { checkShape } from '../engine/scenario-shape.ts';
import type { Scenario } from '../engine/scenario-types.ts';
import type { NumberCardDecision } from '../engine/turn.ts';

export type Validation =
  | { readonly ok: true; readonly scenario: Scenario; readonly replay: Replay }
  | { readonly ok: false; readonly error: EngineError; readonly field: string; readonly decision: { turn: number; decision: NumberCardDecision } | null };

/** Check unknown JSON with the engine (shape, deck, rows, plays, choices) and play it through. */
export function validate(json: unknown): Validation {
  const shaped = checkShape(json);
  if (!shaped.ok) return failed(shaped.error, null);
  const run = runScenario(shaped.value);
  if (run.ok) return { ok: true, scenario: shaped.value, replay: run.value };
  return failed(run.error, missingChoice(run.error));
}

const failed = (error: EngineError, decision: { turn: number; decision: NumberCardDecision } | null): Validation => ({ ok: false, error, field: fieldOf(error.at), decision });

/**
 * The editor field an engine error's place belongs to:
 * `rows[2][1]` -> `rows.2`, `hands.Anna[3]` -> `hands.Anna`, `turns[1].plays.Ben[0]` -> `turns.1.plays.Ben`,
 * `turns[0].cards[1]` / `turns[0].player` -> `turns.0.play`, `turns[3].choices[0]` -> `turns.3.choices`.
 */
export function fieldOf(at: ErrorPath): string {
  const [head, a, b, c] = at;
  if (at.length === 1 && (head === 'variant' || head === 'players' || head === 'rows' || head === 'turns')) return head;
  if (head === 'options') return a === 'rows' && at.length === 2 ? 'rows' : 'options';
  if (head === 'specialDeck') return 'specialDeck'; // "the deck runs out before every row has a start card"
  if (head === 'players') return 'players';
  if (head === 'rows' && typeof a === 'number') return `rows.${a}`;
  if ((head === 'hands' || head === 'specials') && at.length > 1) return typeof a === 'string' ? `hands.${a}` : 'hands';
  if (head === 'turns' && typeof a === 'number') {
    if (b === 'choices') return `turns.${a}.choices`;
    if (b === 'player' || b === 'cards') return `turns.${a}.play`;
    if (b === 'plays') return typeof c === 'string' ? `turns.${a}.plays.${c}` : `turns.${a}`;
    return `turns.${a}`;
  }
  return 'json';
}

/** The group a field belongs to, for "Problem in the rows: ...". */
export function groupOf(field: string): 'json' | 'variant' | 'options' | 'players' | 'rows' | 'hands' | 'specialDeck' | 'turns' {
  const head = field.split('.')[0];
  return head === 'variant' || head === 'options' || head === 'players' || head === 'rows' || head === 'hands' || head === 'specialDeck' || head === 'turns' ? head : 'json';
}
