// Classroom sets: the set link and the result codes round-trip; a damaged link, a code from
// another set, a mistyped or edited code are each refused with their own reason; the summary
// judges with the trainer's check and counts the wrong answers given most often.
import { describe, expect, it } from 'vitest';
import curated from '../../../src/content/puzzles/puzzles.json' with { type: 'json' };
import { decodeResult, decodeSet, encodeResult, encodeSet, readCodes, setTag, type ClassSet } from '../../../src/classroom/codes.ts';
import { summarize, summaryCsv } from '../../../src/classroom/summary.ts';
import type { Puzzle } from '../../../src/puzzles/types.ts';
import { partCount, rightPart, type PartValue } from '../../../src/trainer/answer.ts';

const all = curated as unknown as Puzzle[];
const byId = (id: string) => all.find((p) => p.id === id)!;
const set: ClassSet = { title: 'Week 3: low cards', ids: ['basic-which-row-0001', 'basic-who-takes-0001', 'basic-where-0004'] };
const puzzles = set.ids.map(byId);
const right = (p: Puzzle): PartValue[] => Array.from({ length: partCount(p) }, (_, i) => rightPart(p, i)).filter((v): v is PartValue => v !== null);

describe('classroom set links', () => {
  it('round-trip the title and the puzzles in order', async () => {
    const fragment = await encodeSet(set);
    expect(await decodeSet(fragment)).toEqual({ ok: true, value: set });
  });

  it('refuse a damaged link and one without puzzles', async () => {
    const fragment = await encodeSet(set);
    expect(await decodeSet(fragment.slice(0, -6))).toEqual({ ok: false, error: 'set' });
    expect(await decodeSet('v1.nonsense')).toEqual({ ok: false, error: 'set' });
    expect(await decodeSet(await encodeSet({ title: 'x', ids: [] }))).toEqual({ ok: false, error: 'set-empty' });
    expect(await decodeSet(await encodeSet({ title: 'x', ids: ['<script>'] }))).toEqual({ ok: false, error: 'set-empty' });
  });
});

describe('result codes', () => {
  const answers = [right(puzzles[0]!), [{ kind: 'count', value: 3 } as PartValue], []];

  it('carry the name and every answer back', () => {
    const code = encodeResult(set, ' Zoë ', answers);
    expect(code).toMatch(/^[0-9a-z]{4}\.[A-Za-z0-9_-]+\.[0-9a-z]{6}$/);
    expect(code.startsWith(setTag(set))).toBe(true);
    expect(decodeResult(set, code)).toEqual({ ok: true, value: { name: 'Zoë', answers, code } });
  });

  it('catch a code from another set, a typo and an edited answer', () => {
    const code = encodeResult(set, 'Ada', answers);
    const other = encodeResult({ ...set, title: 'Week 4' }, 'Ada', answers);
    expect(decodeResult(set, other)).toEqual({ ok: false, error: 'other-set' });
    const [tag, payload, check] = code.split('.') as [string, string, string];
    const typo = `${tag}.${payload.slice(0, 3)}${payload[3] === 'A' ? 'B' : 'A'}${payload.slice(4)}.${check}`;
    expect(decodeResult(set, typo)).toEqual({ ok: false, error: 'check' });
    // Edited by hand: the payload re-encoded with another count, the check left as it was.
    const edited = encodeResult(set, 'Ada', [answers[0]!, [{ kind: 'count', value: 1 }], []]).split('.')[1];
    expect(decodeResult(set, `${tag}.${edited}.${check}`)).toEqual({ ok: false, error: 'check' });
    expect(decodeResult(set, 'hello')).toEqual({ ok: false, error: 'format' });
  });

  it('are taken with a capital first letter or a tag and check in capitals; a payload in other case is named', () => {
    const code = encodeResult(set, 'Ada', answers);
    const [tag, payload, check] = code.split('.') as [string, string, string];
    const ok = { ok: true, value: { name: 'Ada', answers, code } };
    // A phone capitalises the first letter of a line: the tag is base 36, so its case carries nothing.
    expect(decodeResult(set, `${tag.toUpperCase()}.${payload}.${check.toUpperCase()}`)).toEqual(ok);
    expect(decodeResult(set, `${tag[0]!.toUpperCase()}${code.slice(1)}`)).toEqual(ok);
    // The payload is base64, where case is the data: the whole code in capitals (or small letters) cannot be mended.
    expect(decodeResult(set, code.toUpperCase())).toEqual({ ok: false, error: 'case' });
    expect(decodeResult(set, code.toLowerCase())).toEqual({ ok: false, error: 'case' });
    // The same code once as given and once with a capital first letter is one code pasted twice.
    const read = readCodes(set, `${code}\n${code[0]!.toUpperCase()}${code.slice(1)}`);
    expect(read.results).toHaveLength(1);
    expect(read.refused).toEqual([{ line: 2, error: 'twice' }]);
  });

  it('are read line by line, blank lines skipped, a repeated code named', () => {
    const a = encodeResult(set, 'Ada', answers);
    const b = encodeResult(set, 'Ben', answers);
    const read = readCodes(set, `${a}\n\n  ${b}  \n${a}\nxyz`);
    expect(read.results.map((r) => r.name)).toEqual(['Ada', 'Ben']);
    expect(read.refused).toEqual([{ line: 4, error: 'twice' }, { line: 5, error: 'format' }]);
  });
});

describe('result codes of an Anniversary set (special cards)', () => {
  const anniversary: ClassSet = { title: 'Special cards', ids: ['jubilaeum-special-0038', 'jubilaeum-special-0026', 'jubilaeum-where-0003', 'jubilaeum-who-takes-0001'] };
  const asked = anniversary.ids.map(byId);

  it('carry the special card, how it is played and a place in the row back, judged right', () => {
    const answers = asked.map(right);
    expect(answers[0]).toContainEqual({ kind: 'special-play', special: { type: 'insert', row: 1, position: 1 } });
    expect(answers[2]!.some((v) => v.kind === 'place' && v.pick.position === 1)).toBe(true);
    const read = decodeResult(anniversary, encodeResult(anniversary, 'Ada', answers));
    expect(read.ok && read.value.answers).toEqual(answers);
    expect(summarize(asked, [{ name: 'Ada', code: 'a', answers }]).students[0]!.score).toBe(4);
  });

  it('carry every special card and every way of playing one', () => {
    const plays: PartValue[] = [
      { kind: 'special-play', special: { type: 'fifthRow' } },
      { kind: 'special-play', special: { type: 'sevenNimmt' } },
      { kind: 'special-play', special: { type: 'insert', row: 5, position: 3 } },
      { kind: 'special-play', special: { type: 'replace', card: 104 } },
      { kind: 'special-play', special: { type: 'shift', card: 52, toRow: 4 } },
      { kind: 'special-play', special: { type: 'stop', row: 2 } },
      { kind: 'special-play', special: { type: 'negativePositive', card: 55 } },
      ...(['fifthRow', 'sevenNimmt', 'insert', 'replace', 'shift', 'stop', 'negativePositive'] as const).map((type): PartValue => ({ kind: 'special-type', type })),
    ];
    const one: ClassSet = { title: 'x', ids: ['jubilaeum-special-0038'] };
    const read = decodeResult(one, encodeResult(one, 'Ben', [plays]));
    expect(read.ok && read.value.answers).toEqual([plays]);
  });
});

describe('the summary', () => {
  it('counts right puzzles per student and the commonest wrong answers per puzzle', () => {
    const [p0, p1, p2] = puzzles as [Puzzle, Puzzle, Puzzle];
    const wrongRow: PartValue = { kind: 'row', row: (right(p0)[0] as { row: number }).row === 1 ? 2 : 1 };
    const results = [
      { name: 'Ada', code: 'a', answers: [right(p0), right(p1), right(p2)] },
      { name: 'Ben', code: 'b', answers: [[wrongRow], right(p1), []] },
      { name: 'Cas', code: 'c', answers: [[wrongRow], [], []] },
    ];
    const s = summarize(puzzles, results);
    expect(s.students.map((x) => [x.name, x.score])).toEqual([['Ada', 3], ['Ben', 1], ['Cas', 0]]);
    expect(s.puzzles.map((x) => x.right)).toEqual([1, 2, 1]);
    expect(s.puzzles[0]!.wrong).toEqual([{ answer: [wrongRow], count: 2 }]);
    const csv = summaryCsv(s, { name: 'Student', score: 'Right', puzzle: (n) => `Puzzle ${n}` });
    expect(csv.split('\r\n')).toEqual(['Student,Puzzle 1,Puzzle 2,Puzzle 3,Right', 'Ada,1,1,1,3', 'Ben,0,1,0,1', 'Cas,0,0,0,0', '']);
  });

  it('defuses a name that a spreadsheet would run as a formula', () => {
    const s = summarize([], [{ name: '=HYPERLINK("x")', code: 'a', answers: [] }]);
    expect(summaryCsv(s, { name: 'n', score: 's', puzzle: String }).split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")",0`);
  });
});
