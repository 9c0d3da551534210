import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Scenario } from '../../../src/engine/scenario-types.ts';
import { EXPORT_WIDTH, stepSvg, svgHeight } from '../../../src/editor/svg.ts';
import { lastTurnPuzzle, puzzleOf } from '../../../src/editor/puzzle.ts';
import { judgePart } from '../../../src/trainer/answer.ts';
import { statedPremises } from '../../../src/puzzles/convention.ts';
import { worksheetOf } from '../../../src/editor/worksheet.ts';
import { embedSnippet, embedUrl, encodeScenario } from '../../../src/editor/share.ts';
import { validate } from '../../../src/editor/validate.ts';
import { lineOf } from '../../../src/machines/board.ts';
import { runBoard } from '../../../src/machines/board-run.ts';

const load = (id: string) => JSON.parse(readFileSync(`src/content/examples/${id}.json`, 'utf8')) as Scenario;

/**
 * A small XML well-formedness check (no parser among the dependencies): one root, tags nest and
 * close, attributes are quoted and unique, text holds only the five XML entities or numeric ones.
 */
function wellFormed(xml: string): string | null {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const stack: string[] = [];
  let roots = 0;
  let at = 0;
  const text = (t: string) => (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(t) || t.includes('<') ? `bad text: ${t.slice(0, 40)}` : null);
  for (const m of body.matchAll(/<[^>]*>/g)) {
    const between = body.slice(at, m.index);
    if (stack.length === 0 && between.trim()) return 'text outside the root';
    const bad = text(between);
    if (bad) return bad;
    at = (m.index ?? 0) + m[0].length;
    const tag = m[0];
    const close = /^<\/([A-Za-z][\w:.-]*)\s*>$/.exec(tag);
    if (close) {
      if (stack.pop() !== close[1]) return `unexpected </${close[1]}>`;
      continue;
    }
    const open = /^<([A-Za-z][\w:.-]*)((?:\s+[A-Za-z_:][\w:.-]*="[^"<]*")*)\s*(\/?)>$/.exec(tag);
    if (!open) return `malformed tag ${tag.slice(0, 60)}`;
    const names = [...(open[2] ?? '').matchAll(/([A-Za-z_:][\w:.-]*)="([^"]*)"/g)].map((a) => a[1]);
    if (new Set(names).size !== names.length) return `duplicate attribute in ${tag.slice(0, 60)}`;
    for (const a of (open[2] ?? '').matchAll(/="([^"]*)"/g)) if (text(a[1] ?? '')) return `bad attribute value in ${tag.slice(0, 60)}`;
    if (stack.length === 0) roots++;
    if (!open[3]) stack.push(open[1] as string);
  }
  if (body.slice(at).trim()) return 'text after the root';
  if (stack.length) return `unclosed <${stack[stack.length - 1]}>`;
  return roots === 1 ? null : `${roots} roots`;
}

const TEXT = {
  title: 'Turn 1 <of> "3" & more',
  row: (n: number) => `Row ${n}`,
  card: (c: number) => `Card ${c}`,
  special: (t: string) => `Special ${t}`,
  played: 'Cards played this turn',
  faceDown: (p: string) => `${p}'s card, face down`,
};

describe('step SVG', () => {
  const scenario = { ...load('basic-figures'), players: ['Anna', 'Ben & <Co>', 'Cor', 'Dirk'], turns: [{ plays: { Anna: 14, 'Ben & <Co>': 15, Cor: 44, Dirk: 61 } }] };
  const run = runBoard(scenario);
  if (!run.ok) throw new Error(run.error.message);
  const steps = lineOf(run.value).steps;

  test('every step is well-formed XML with the step cards as data-card', () => {
    for (const step of steps) {
      const svg = stepSvg(step, TEXT);
      expect(wellFormed(svg)).toBeNull();
      const shown = [...svg.matchAll(/data-card="(\d+)"/g)].map((m) => Number(m[1])).sort((a, b) => a - b);
      const expected = [...step.rows.flat(), ...(step.kind === 'hidden' ? [] : step.plays.slice(step.placed).map((p) => p.card))].sort((a, b) => a - b);
      expect(shown).toEqual(expected);
    }
  });

  test("a hidden turn shows each play as the site's card back, named for its player", () => {
    const hidden = steps.find((step) => step.kind === 'hidden');
    if (!hidden) throw new Error('the board has no hidden step');
    const svg = stepSvg(hidden, TEXT);
    const backs = [...svg.matchAll(/<svg [^>]*class="card card-back"[^>]*aria-label="([^"]*)"/g)].map((m) => m[1]);
    expect(backs).toEqual(hidden.plays.map((p) => TEXT.faceDown(p.player).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')));
  });

  test('names and titles are text, never markup; size is fixed', () => {
    const svg = stepSvg(steps[steps.length - 1]!, TEXT);
    expect(svg).toContain('Turn 1 &lt;of&gt; &quot;3&quot; &amp; more');
    expect(svg).not.toContain('<Co>');
    expect(svg).toContain(`width="${EXPORT_WIDTH}" height="${svgHeight(4)}"`);
  });

  test('the checker itself refuses broken XML', () => {
    expect(wellFormed('<svg><g></svg>')).not.toBeNull();
    expect(wellFormed('<svg a="1" a="2"></svg>')).not.toBeNull();
    expect(wellFormed('<svg>a & b</svg>')).not.toBeNull();
    expect(wellFormed('<svg></svg><svg></svg>')).not.toBeNull();
    expect(wellFormed('<svg><g/></svg>')).toBeNull();
  });
});

describe('worksheet and puzzle of the last turn', () => {
  const s = load('basic-figures');
  const v = validate(s);
  if (!v.ok) throw new Error(v.error.message);

  test('the worksheet asks about the last turn and answers in placement order', () => {
    const sheet = worksheetOf(v.replay);
    expect(sheet?.turn).toBe(2);
    expect(sheet?.plays.map((p) => p.card)).toEqual([3, 9, 68, 83]);
    expect(sheet?.answers.map((a) => [a.card, a.row])).toEqual([[3, 2], [9, 2], [68, 4], [83, 4]]);
    expect(sheet?.answers[0]?.takes?.row).toBe(2);
    expect(sheet?.answers[1]?.takes).toBeNull();
  });

  test('kind 1 asks each card its row; kind 2 the bullheads each player takes', () => {
    const where = lastTurnPuzzle(s, v.replay, 'where');
    expect(where?.scenario.turns).toHaveLength(1);
    expect(where?.question.kind).toBe('where');
    // Judged as every puzzle view judges (the reader names the row; the rules decide the rest).
    const place = (row: number) => ({ kind: 'place' as const, pick: { row, side: 'right' as const, stack: false, take: false } });
    expect([2, 2, 4, 4].map((row, i) => judgePart(where!, i, place(row)))).toEqual([true, true, true, true]);
    expect(judgePart(where!, 0, place(1))).toBe(false);
    const who = lastTurnPuzzle(s, v.replay, 'who-takes');
    expect(who?.answer.kind).toBe('who-takes');
    const truth = who?.answer.kind === 'who-takes' ? Object.values(who.answer.bullheads) : [];
    expect(truth.map((value, i) => judgePart(who!, i, { kind: 'count', value }))).toEqual(truth.map(() => true));
    expect(judgePart(who!, 0, { kind: 'count', value: (truth[0] ?? 0) + 1 })).toBe(false);
    // As a puzzle of its own: the kind from its question, no themes (the views word the kind's general rule).
    expect(puzzleOf('editor-where', where!)).toMatchObject({ id: 'editor-where', kind: 'where', themes: [], variant: s.variant });
  });

  test('a row taken as the convention takes it is not stated (it would be the answer); another row is', () => {
    const board = (takeRow: number): Scenario => ({ variant: 'basic', players: ['Anna', 'Ben'], rows: [[10], [21], [30], [40]], turns: [{ plays: { Anna: 3, Ben: 50 }, choices: [{ card: 3, takeRow }] }] });
    const stated = (takeRow: number) => {
      const b = board(takeRow);
      const run = validate(b);
      if (!run.ok) throw new Error(run.error.message);
      const p = lastTurnPuzzle(b, run.replay, 'where');
      return p ? statedPremises(p.question) : null;
    };
    expect(stated(2)).toEqual([]); // row 2 (the 21) is the cheapest
    expect(stated(1)).toEqual([{ card: 3, takeRow: 1 }]);
  });

  test('a hand game puzzle seats the turn player first', () => {
    const hand = load('hand-keep');
    const hv = validate(hand);
    if (!hv.ok) throw new Error(hv.error.message);
    const p = lastTurnPuzzle(hand, hv.replay, 'where');
    expect(p?.scenario.players?.[0]).toBe('Cor');
  });
});

describe('share', () => {
  test('the fragment is the embed format and round-trips', async () => {
    const s = load('basic-figures');
    const fragment = await encodeScenario(s);
    expect(fragment).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    const bin = atob(fragment.slice(3).replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
    const text = await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'))).text();
    expect(JSON.parse(text)).toEqual(s);
  });

  test('the embed snippet is a lazy iframe with title, width and height, attributes escaped', () => {
    const url = embedUrl('https://example.org', 'de', 'v1.abc');
    expect(url).toBe('https://example.org/de/embed/#v1.abc');
    const html = embedSnippet(url, 'Board "A" <b>', 4);
    const [frame, ...script] = html.split('\n');
    expect(frame).toMatch(/^<iframe src="https:\/\/example.org\/de\/embed\/#v1.abc" title="Board &quot;A&quot; &lt;b&gt;" width="\d+" height="\d+" loading="lazy"[^>]*><\/iframe>$/);
    // The resizing lines listen to the site's own origin only.
    expect(script.join('\n')).toContain('e.origin !== "https://example.org"');
  });
});
