// Live validation: the engine checks the scenario; here its error path is mapped to the editor
// field that shows it (the error catalog, src/i18n/errors/, words its code + params).
import type { Decision } from '../engine/turn.ts';
import type { EngineError, Player } from '../engine/types.ts';
import type { Replay } from '../engine/replay.ts';
import { parseScenario, runScenario } from '../engine/replay.ts';
import type { Scenario } from '../engine/scenario-types.ts';
import { playersOf } from './ops.ts';

export type Validation =
  | { readonly ok: true; readonly scenario: Scenario; readonly replay: Replay }
  | { readonly ok: false; readonly error: EngineError; readonly field: string; readonly decision: { turn: number; decision: Decision } | null };

/** Check unknown JSON with the engine (shape, deck, rows, plays, choices) and play it through. */
export function validate(json: unknown): Validation {
  // parseScenario checks the shape and plays it through; the second run gives the replay the views need.
  const parsed = parseScenario(json);
  if (!parsed.ok) return failed(parsed.error, json);
  const run = runScenario(parsed.value);
  if (!run.ok) return failed(run.error, json);
  return { ok: true, scenario: parsed.value, replay: run.value };
}

function failed(error: EngineError, json: unknown): Validation {
  const players = isScenarioLike(json) ? safePlayers(json) : [];
  const decision = error.code === 'missing-choice' ? pendingOf(error) : null;
  return { ok: false, error, field: fieldOf(error.path, players), decision };
}

function isScenarioLike(v: unknown): v is Scenario {
  return typeof v === 'object' && v !== null && Array.isArray((v as Scenario).turns);
}

function safePlayers(s: Scenario): Player[] {
  try {
    return playersOf(s);
  } catch {
    return []; // a malformed draft; the path is then mapped without player names
  }
}

function pendingOf(e: EngineError): { turn: number; decision: Decision } | null {
  const m = /^turns\[(\d+)\]\.choices$/.exec(e.path);
  const d = e.params.decision as Decision | undefined;
  return m && d && typeof d === 'object' && 'kind' in d ? { turn: Number(m[1]), decision: d } : null;
}

/**
 * The editor field an engine error path belongs to:
 * `rows[2][1]` -> `rows.2`, `hands.Anna[3]` -> `hands.Anna`, `turns[1].plays.Ben[0]` -> `turns.1.plays.Ben`,
 * `turns[0].cards[1]` / `turns[0].player` -> `turns.0.play`, `turns[3].choices[0]` -> `turns.3.choices`.
 * Player names may hold dots or brackets, so they are matched against the known players.
 */
export function fieldOf(path: string, players: readonly Player[]): string {
  if (path === '') return 'json';
  if (path === 'variant' || path === 'players' || path === 'rows' || path === 'turns') return path;
  if (path === 'options.rows') return 'rows';
  if (path.startsWith('specialDeck')) return 'specialDeck'; // "the deck runs out before every row has a start card"
  if (path.startsWith('options')) return 'options';
  if (path.startsWith('players[')) return 'players';
  let m = /^rows\[(\d+)\]/.exec(path);
  if (m) return `rows.${m[1]}`;
  if (path.startsWith('hands.') || path.startsWith('specials.')) {
    const head = path.slice(0, path.indexOf('.') + 1);
    const p = matchPlayer(path.slice(head.length), players);
    return p === null ? 'hands' : `hands.${p}`;
  }
  m = /^turns\[(\d+)\]/.exec(path);
  if (m) {
    const turn = m[1];
    const rest = path.slice(m[0].length);
    if (rest.startsWith('.choices')) return `turns.${turn}.choices`;
    if (rest === '.player' || rest.startsWith('.cards')) return `turns.${turn}.play`;
    if (rest.startsWith('.plays.')) {
      const p = matchPlayer(rest.slice('.plays.'.length), players);
      return p === null ? `turns.${turn}` : `turns.${turn}.plays.${p}`;
    }
    return `turns.${turn}`;
  }
  return 'json';
}

/** The longest known player name the rest of a path starts with (followed by nothing, `[` or `.`). */
function matchPlayer(rest: string, players: readonly Player[]): Player | null {
  let best: Player | null = null;
  for (const p of players) {
    if (!rest.startsWith(p)) continue;
    const next = rest.charAt(p.length);
    if ((next === '' || next === '[' || next === '.') && (best === null || p.length > best.length)) best = p;
  }
  if (best !== null) return best;
  const plain = /^[^[.]+/.exec(rest);
  return plain ? plain[0] : null;
}

/** The group a field belongs to, for "Problem in the rows: ...". */
export function groupOf(field: string): 'json' | 'variant' | 'options' | 'players' | 'rows' | 'hands' | 'specialDeck' | 'turns' {
  const head = field.split('.')[0];
  return head === 'variant' || head === 'options' || head === 'players' || head === 'rows' || head === 'hands' || head === 'specialDeck' || head === 'turns' ? head : 'json';
}
