// Scenario runner: replay or check scenario files.
//   npm run -s scenario -- run FILE... [--json]     (FILE may be - for standard input)
//   npm run -s scenario -- validate FILE...
// Bad input exits 1 with `path: message` (or { "error": { path, message } } with --json); never a stack trace.
import { readFileSync } from 'node:fs';
import { parseScenarioText, runScenario, type Explanation, type Replay, type ReplayStep, type Row, type ScenarioError } from '../src/engine/index.ts';

const RULE_TEXT: Record<string, string> = {
  rule1: 'rule 1: the only row it fits',
  rule2: 'rule 2: smallest difference',
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
  const x: Explanation = step.explanation;
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

function readable(file: string, replay: Replay): string[] {
  const lines = [`${file}: ${replay.scenario.variant}, ${replay.players.join(', ')}; rows ${rowsText(replay.start.rows)}`];
  replay.turns.forEach((turn, i) => {
    lines.push(`Turn ${i + 1}: ${turn.plays.map((p) => `${p.player} ${p.card}`).join(', ')}`);
    for (const step of turn.steps) lines.push(`  ${stepLine(step)}`);
    lines.push(`  rows ${rowsText(turn.after.rows)}`);
  });
  lines.push(`Scores: ${Object.entries(replay.scores).map(([p, s]) => `${p} ${s}`).join(', ')}`);
  return lines;
}

/** The --json shape of issue 3: per turn the events and the table after it, then the scores. */
function jsonOf(replay: Replay): unknown {
  return {
    turns: replay.turns.map((t) => ({
      events: t.steps.map((s) => s.event),
      rows: t.after.rows,
      piles: t.after.piles,
      penalties: t.after.penalties,
    })),
    scores: replay.scores,
  };
}

function readInput(file: string): { text: string } | { error: ScenarioError } {
  try {
    return { text: readFileSync(file === '-' ? 0 : file, 'utf8') };
  } catch (e) {
    return { error: { path: '', code: 'invalid-json', params: { file }, message: `cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? 'error'}` } };
  }
}

function main(argv: readonly string[]): number {
  const [command, ...rest] = argv;
  const json = rest.includes('--json');
  const files = rest.filter((a) => a !== '--json');
  if ((command !== 'run' && command !== 'validate') || files.length === 0) {
    console.error('usage: scenario run FILE... [--json] | scenario validate FILE...   (FILE may be - for standard input)');
    return 2;
  }
  let status = 0;
  for (const file of files) {
    const input = readInput(file);
    const parsed = 'error' in input ? { ok: false as const, error: input.error } : parseScenarioText(input.text);
    const run = parsed.ok ? runScenario(parsed.value) : parsed;
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

process.exitCode = main(process.argv.slice(2));
