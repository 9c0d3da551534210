// What the teacher sees once the codes are in: each student's right puzzles, and per puzzle how
// many got it right and the wrong answers given most often. Judged by the trainer's own check.
import type { Puzzle } from '../puzzles/types.ts';
import { judgePart, partCount, type PartValue } from '../trainer/answer.ts';
import type { Result } from './codes.ts';

/** A whole answer is right when every part is there and right. */
export function isRight(p: Puzzle, parts: readonly PartValue[]): boolean {
  return parts.length === partCount(p) && parts.every((v, i) => judgePart(p, i, v));
}

export interface StudentRow {
  readonly name: string;
  /** Per puzzle of the set, in order. */
  readonly right: readonly boolean[];
  readonly score: number;
}

export interface PuzzleRow {
  readonly puzzle: Puzzle;
  readonly right: number;
  /** Wrong answers, most given first (at most three), each with how many gave it. */
  readonly wrong: readonly { readonly answer: readonly PartValue[]; readonly count: number }[];
}

export interface Summary {
  readonly students: readonly StudentRow[];
  readonly puzzles: readonly PuzzleRow[];
}

export function summarize(puzzles: readonly Puzzle[], results: readonly Result[]): Summary {
  const students = results.map((r) => {
    const right = puzzles.map((p, i) => isRight(p, r.answers[i] ?? []));
    return { name: r.name, right, score: right.filter(Boolean).length };
  });
  const rows = puzzles.map((puzzle, i) => {
    const counts = new Map<string, { answer: readonly PartValue[]; count: number }>();
    let right = 0;
    for (const r of results) {
      const answer = r.answers[i] ?? [];
      if (isRight(puzzle, answer)) {
        right++;
        continue;
      }
      const key = JSON.stringify(answer);
      const entry = counts.get(key) ?? { answer, count: 0 };
      counts.set(key, { ...entry, count: entry.count + 1 });
    }
    const wrong = [...counts.values()].sort((a, b) => b.count - a.count).slice(0, 3);
    return { puzzle, right, wrong };
  });
  return { students, puzzles: rows };
}

const cell = (value: string | number) => {
  const text = String(value);
  // Quoted when needed; a leading = + - @ is defused so a spreadsheet never runs a name as a formula.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The per-student table as CSV: a header row, then one row per student (1 right, 0 not). */
export function summaryCsv(summary: Summary, header: { name: string; score: string; puzzle: (n: number) => string }): string {
  const head = [header.name, ...summary.puzzles.map((_, i) => header.puzzle(i + 1)), header.score];
  const rows = summary.students.map((s) => [s.name, ...s.right.map((r) => (r ? 1 : 0)), s.score]);
  return [head, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
