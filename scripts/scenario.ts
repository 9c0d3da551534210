// Scenario runner: replay or check scenario files.
//   npm run -s scenario -- run FILE... [--json]     (FILE may be - for standard input)
//   npm run -s scenario -- validate FILE...
// Bad input exits 1 with `path: message` (or { "error": { path, message } } with --json); never a stack trace.
import { createReadStream } from 'node:fs';
import {
  parseScenarioText, runScenario,
  type Replay, type ReplayStep, type ReplayTurn, type Snapshot, type Row, type ScenarioError, type SpecialType, type TableRow,
} from '../src/engine/index.ts';

const RULE_TEXT: Record<string, string> = {
  rule1: 'rule 1: the only row it fits',
  rule2: 'rule 2: lowest difference',
  rule3: 'rule 3: the row was full',
  rule4: 'rule 4: it fits no row, so a row of choice was taken',
  stack: 'stacked on an equal card',
  tie: "a tie, the player's choice",
};

function rowsText(rows: readonly Row[]): string {
  return rows.map((r) => r.join(' ') || '-').join(' | ');
}

/** One English line for a step. */
function stepLine(step: ReplayStep): string {
  const e = step.event;
  const x = step.explanation;
  if (e.type === 'order') return `${e.player} places ${e.cards.join(' then ')}`;
  if (e.type === 'take' && x.kind === 'take') {
    const who = e.players.join(' and ');
    const why = e.reason === 'full-row' ? 'full row' : 'low card';
    const shared = e.players.length > 1 ? `, ${x.points} each` : '';
    const hand = e.toHand && e.toHand.length ? `, ${e.toHand.join(' ')} to hand` : '';
    return `${who} take${e.players.length > 1 ? '' : 's'} row ${e.row} (${e.cards.join(' ')}): ${e.bullheads} bullhead${e.bullheads === 1 ? "" : "s"}${shared}, ${why}${hand}`;
  }
  if (e.type === 'place' && x.kind === 'place') {
    const best = x.candidates.find((c) => c.row === e.row && c.side === e.side);
    const diff = x.rule === 'rule2' && best ? `, ${Math.max(e.card, best.last)} - ${Math.min(e.card, best.last)} = ${best.diff}` : '';
    const side = e.side === 'left' ? ' (left end)' : '';
    return `${e.player} places ${e.card} in row ${e.row}${side} (${RULE_TEXT[x.rule] ?? x.rule}${diff})`;
  }
  return JSON.stringify(e);
}

// ---- jubilaeum: special cards, swaps, Stops leaving, a fifth row ending ----

const SPECIAL_TEXT: Record<SpecialType, string> = {
  fifthRow: '5th Row', sevenNimmt: '7 nimmt!', insert: 'Insert', replace: 'Replace', shift: 'Shift', stop: 'Stop', negativePositive: 'Negative = Positive',
};
const TABLE_TEXT: Record<string, string> = { fifthRow: '[5th Row]', sevenNimmt: '[7 nimmt!]', stop: '[Stop]' };

function tableText(rows: readonly TableRow[]): string {
  return rows.map((r) => r.map((x) => (typeof x === 'number' ? String(x) : TABLE_TEXT[x])).join(' ') || '-').join(' | ');
}

/** One English line for a step of an Anniversary replay. */
function jubilaeumLine(step: ReplayStep): string {
  const e = step.event;
  const x = step.explanation;
  if (e.type === 'special' && x.kind === 'special') {
    const name = SPECIAL_TEXT[e.special.type];
    switch (e.special.type) {
      case 'fifthRow': return `${e.player} plays ${name} with ${e.card}: it starts row ${e.row}`;
      case 'sevenNimmt': return `${e.player} plays ${name} with ${e.card} on row ${e.row}: the row now holds six cards${x.rule === 'sevenNimmtFull' ? `, so ${e.card} becomes its sixth card instead of taking it` : ''}`;
      case 'insert': return `${e.player} plays ${name}: ${e.card} goes to place ${e.special.position} of row ${e.row}${x.rule === 'insertFull' ? ' (the row is full, so it is taken and its highest card stays)' : ''}`;
      case 'replace': return `${e.player} plays ${name}: ${e.card} goes back to the hand, ${e.special.card} is placed instead`;
      case 'shift': return `${e.player} plays ${name}: ${e.special.card} moves from row ${e.fromRow} to place ${e.position} of row ${e.row}`;
      case 'stop': return `${e.player} plays ${name} on row ${e.row}: nobody may add to it, remove from it or take it`;
      case 'negativePositive': {
        const p = e.points ?? { before: 0, row: 0, card: 0, after: 0 };
        const raw = p.before + p.row - 2 * p.card;
        return `${e.player} plays ${name}: ${e.special.card} counts as plus points (${p.before} + ${p.row} - 2 x ${p.card} = ${raw}${raw < 0 ? ', never below 0, so 0' : ''}); ${e.special.card} leaves the game`;
      }
    }
  }
  if (e.type === 'swap') return `${e.player} swaps ${SPECIAL_TEXT[e.gave]} for the deck's top card, ${SPECIAL_TEXT[e.drew]}${e.reshuffled ? ' (the discards were shuffled into a new deck first)' : ''}`;
  if (e.type === 'remove-stops') return `every Stop leaves the table (row${e.rows.length > 1 ? 's' : ''} ${e.rows.join(' and ')})`;
  if (e.type === 'remove-row') return `a fifth row lay: ${e.player} also takes ${e.card}, row ${e.row} is gone`;
  if (e.type === 'place' && x.kind === 'special-place') {
    return x.special === 'fifthRow' ? `${e.player} places ${e.card} as the first card of row ${e.row}` : `${e.player} places ${e.card} at place ${x.position} of row ${e.row}`;
  }
  if ((e.type === 'place' || e.type === 'take') && (x.kind === 'place' || x.kind === 'take')) {
    const stopped = x.kind === 'place' && 'stopped' in x && x.stopped.length ? ` (row${x.stopped.length > 1 ? 's' : ''} ${x.stopped.join(' and ')} stopped)` : '';
    const points = x.kind === 'take' && x.points !== x.bullheads ? `, counted as ${x.points} with Negative = Positive` : '';
    return stepLine(step) + points + stopped;
  }
  return JSON.stringify(e);
}

function jubilaeumReadable(file: string, j: Replay): string[] {
  const specials = (r: Readonly<Record<string, readonly SpecialType[]>> = {}) => Object.entries(r).filter(([, l]) => l.length).map(([p, l]) => `${p} ${l.map((t) => SPECIAL_TEXT[t]).join(', ')}`).join('; ');
  const table = (x: Snapshot) => tableText(x.table ?? x.rows);
  const lines = [`${file}: jubilaeum, ${j.players.join(', ')}; rows ${table(j.start)}`];
  if (specials(j.start.specials)) lines.push(`Special cards: ${specials(j.start.specials)}`);
  j.turns.forEach((turn, i) => {
    lines.push(`Turn ${i + 1}: ${turn.plays.map((p) => `${p.player} ${p.card}${p.special ? ` + ${SPECIAL_TEXT[p.special.type]}` : ''}`).join(', ')}`);
    for (const step of turn.steps) lines.push(`  ${jubilaeumLine(step)}`);
    lines.push(`  rows ${table(turn.after)}`);
  });
  lines.push(`Scores: ${Object.entries(j.scores).map(([p, s]) => `${p} ${s}`).join(', ')}`);
  return lines;
}

function readable(file: string, replay: Replay): string[] {
  if (replay.start.table) return jubilaeumReadable(file, replay);
  const lines = [`${file}: ${replay.scenario.variant}, ${replay.players.join(', ')}; rows ${rowsText(replay.start.rows)}`];
  replay.turns.forEach((turn, i) => {
    lines.push(`Turn ${i + 1}: ${turn.plays.map((p) => `${p.player} ${p.card}`).join(', ')}`);
    for (const step of turn.steps) lines.push(`  ${stepLine(step)}`);
    lines.push(`  rows ${rowsText(turn.after.rows)}`);
  });
  lines.push(`Scores: ${Object.entries(replay.scores).map(([p, s]) => `${p} ${s}`).join(', ')}`);
  return lines;
}

const turnJson = (t: ReplayTurn) => ({ events: t.steps.map((s) => s.event), rows: t.after.table ?? t.after.rows, piles: t.after.piles, penalties: t.after.penalties });

/**
 * The --json shape of issue 3: per turn the events and the table after it, then the scores.
 * jubilaeum: events of every kind, rows with special cards as strings, each player's special cards.
 */
function jsonOf(replay: Replay): unknown {
  const turns = replay.start.table
    ? replay.turns.map((t) => ({ ...turnJson(t), specials: t.after.specials, ...(t.after.outOfGame?.length ? { outOfGame: t.after.outOfGame } : {}) }))
    : replay.turns.map(turnJson);
  return { turns, scores: replay.scores };
}

/** A scenario file is a few kilobytes; reading stops past this, so an endless input cannot fill the memory. */
export const MAX_INPUT_BYTES = 1_000_000;

const problem = (file: string, message: string): { error: ScenarioError } => ({ error: { at: [], path: '', code: 'invalid-json', params: { file }, message } });

/** The file's text (- is standard input), read no further than MAX_INPUT_BYTES. */
async function readInput(file: string): Promise<{ text: string } | { error: ScenarioError }> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    // `end` bounds a file even when it never ends (a device, a pipe that keeps writing).
    const stream = file === '-' ? process.stdin : createReadStream(file, { end: MAX_INPUT_BYTES });
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_INPUT_BYTES) {
        stream.destroy();
        return problem(file, `${file === '-' ? 'standard input' : file} is larger than ${MAX_INPUT_BYTES / 1_000_000} MB, far more than any scenario`);
      }
      chunks.push(chunk);
    }
  } catch (e) {
    return problem(file, `cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? 'error'}`);
  }
  return { text: Buffer.concat(chunks).toString('utf8') };
}

type Outcome = { ok: true; value: Replay } | { ok: false; error: Pick<ScenarioError, 'path' | 'message'> };

/** Checks and replays one text; whatever goes wrong inside becomes an error, never a stack trace. */
function replayText(text: string): Outcome {
  try {
    const parsed = parseScenarioText(text);
    return parsed.ok ? runScenario(parsed.value) : parsed;
  } catch (e) {
    const deep = e instanceof RangeError;
    return { ok: false, error: { path: '', message: deep ? 'the input is nested too deeply to be read' : 'the input could not be checked (an internal error; please report it with the file)' } };
  }
}

async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  const json = rest.includes('--json');
  const files = rest.filter((a) => a !== '--json');
  if ((command !== 'run' && command !== 'validate') || files.length === 0) {
    console.error('usage: scenario run FILE... [--json] | scenario validate FILE...   (FILE may be - for standard input)');
    return 2;
  }
  let status = 0;
  for (const file of files) {
    const input = await readInput(file);
    const run: Outcome = 'error' in input ? { ok: false, error: input.error } : replayText(input.text);
    if (!run.ok) {
      status = 1;
      const { path, message } = run.error;
      if (json) console.log(JSON.stringify({ error: { path, message } }));
      else console.error(`${files.length > 1 ? `${file}: ` : ''}${path || '(top)'}: ${message}`);
      continue;
    }
    if (command === 'validate') {
      if (json) console.log(JSON.stringify({ ok: true }));
      else console.log(`${file}: ok`);
    } else if (json) console.log(JSON.stringify(jsonOf(run.value)));
    else console.log(readable(file, run.value).join('\n'));
  }
  return status;
}

main(process.argv.slice(2)).then(
  (status) => (process.exitCode = status),
  () => {
    // Printing itself failed (a closed pipe): nothing more can be said, but no stack trace either.
    process.exitCode = 1;
  },
);
