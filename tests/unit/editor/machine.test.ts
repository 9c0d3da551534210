import { describe, expect, test, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { editorMachine, MAX_FILE_CHARS } from '../../../src/machines/editor.ts';
import { encodeScenario, linkedBoard, loadEvent } from '../../../src/editor/share.ts';
import { keepBoard, PREVIOUS_STORAGE_KEY, restoreBoard } from '../../../src/editor/keep.ts';

const start = () => createActor(editorMachine, { input: {} }).start();

describe('editor machine', () => {
  test('build a board by picking cards; the plays walk round the table; the decision is answered', () => {
    const a = start();
    // A new board is already valid: the start rows 12, 37, 43 and 58 are laid. Laid again by hand here.
    expect(a.getSnapshot().context.validation.ok).toBe(true);
    expect(a.getSnapshot().context.scenario.rows).toEqual([[12], [37], [43], [58]]);
    [12, 37, 43, 58].forEach((card, row) => a.send({ type: 'REMOVE_ROW_CARD', row, card }));
    expect(a.getSnapshot().context.validation.ok).toBe(false);
    [12, 37, 43, 58].forEach((card, row) => {
      a.send({ type: 'SELECT', target: { kind: 'row', row } });
      a.send({ type: 'PICK', card });
    });
    a.send({ type: 'ADD_TURN' });
    expect(a.getSnapshot().context.target).toEqual({ kind: 'play', turn: 0, player: 'Anna' });
    for (const card of [3, 9, 68]) a.send({ type: 'PICK', card });
    const v = a.getSnapshot().context.validation;
    expect(v.ok).toBe(false);
    if (v.ok) return;
    expect(v.field).toBe('turns.0.choices');
    expect(v.decision?.decision.kind).toBe('takeRow');
    a.send({ type: 'CHOOSE', turn: 0, choice: { card: 3, takeRow: 1 } });
    const done = a.getSnapshot().context.validation;
    expect(done.ok).toBe(true);
    if (done.ok) expect(done.replay.turns[0]?.after.penalties.Anna).toBe(1);
  });

  test('a bad player name or a bad file leaves the board as it was, with a notice', () => {
    const a = start();
    a.send({ type: 'PICK', card: 12 });
    const before = a.getSnapshot().context.scenario;
    a.send({ type: 'ADD_PLAYER', name: 'Anna' });
    expect(a.getSnapshot().context.notice?.key).toBe('teach.editor.player.bad');
    for (const text of ['{not json', '[1,2]', '{"variant":"chess","rows":[[1]],"turns":[]}', 'x'.repeat(MAX_FILE_CHARS + 1)]) {
      a.send({ type: 'LOAD_TEXT', text });
      expect(a.getSnapshot().context.scenario).toBe(before);
      expect(a.getSnapshot().context.notice?.key).toMatch(/load\.(bad|tooBig)$/);
    }
  });

  test('a file with a rules problem loads, so the author can fix it where it is shown', () => {
    const a = start();
    a.send({ type: 'LOAD_TEXT', text: JSON.stringify({ variant: 'basic', rows: [[12], [37], [43], [58]], turns: [{ plays: { Anna: 12, Ben: 13 } }] }) });
    const c = a.getSnapshot().context;
    expect(c.notice?.key).toBe('teach.editor.load.done');
    expect(c.scenario.players).toEqual(['Anna', 'Ben']);
    expect(!c.validation.ok && c.validation.field).toBe('turns.0.plays.Anna');
  });

  test('every load keeps the board it replaced: Back brings it back, and Back again the loaded one', () => {
    const a = start();
    a.send({ type: 'PICK', card: 20 });
    const mine = a.getSnapshot().context.scenario;
    // Well-formed, with a rules problem (Anna plays the 12 that lies in row 1).
    a.send({ type: 'LOAD_TEXT', text: JSON.stringify({ variant: 'basic', rows: [[12], [37], [43], [58]], turns: [{ plays: { Anna: 12, Ben: 13 } }] }) });
    const loaded = a.getSnapshot().context.scenario;
    expect(a.getSnapshot().context.previous).toBe(mine);
    a.send({ type: 'BACK' });
    expect(a.getSnapshot().context.scenario).toBe(mine);
    expect(a.getSnapshot().context.validation.ok).toBe(true);
    expect(a.getSnapshot().context.notice?.key).toBe('teach.editor.load.back');
    a.send({ type: 'BACK' });
    expect(a.getSnapshot().context.scenario).toBe(loaded);
    a.send({ type: 'NEW' });
    expect(a.getSnapshot().context.previous).toBe(loaded);
    expect(a.getSnapshot().context.notice?.key).toBe('teach.editor.load.started');
  });

  test('the board to go back to is kept beside the board, so a reload keeps both', () => {
    const stored = new Map<string, string>();
    const storage = { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v) };
    const a = start();
    const mine = a.getSnapshot().context.scenario;
    a.send({ type: 'LOAD_JSON', json: { variant: 'basic', rows: [[5], [15], [25], [35]], turns: [] } });
    const { scenario, previous } = a.getSnapshot().context;
    expect(keepBoard(storage, scenario) && keepBoard(storage, previous!, PREVIOUS_STORAGE_KEY)).toBe(true);
    // After the reload.
    const b = createActor(editorMachine, { input: { scenario: restoreBoard(storage)!, previous: restoreBoard(storage, PREVIOUS_STORAGE_KEY) } }).start();
    expect(b.getSnapshot().context.scenario.rows).toEqual([[5], [15], [25], [35]]);
    b.send({ type: 'BACK' });
    expect(b.getSnapshot().context.scenario).toEqual(mine);
    expect(b.getSnapshot().context.notice?.key).toBe('teach.editor.load.back');
  });

  test('a shared board link loads back; a cut link keeps the board and says so', async () => {
    const a = start();
    const shared = { variant: 'basic' as const, players: ['Anna', 'Ben'], rows: [[3], [20], [40], [60]], turns: [{ plays: { Anna: 25, Ben: 61 } }] };
    const link = `https://bullheads.example/en/embed/#${await encodeScenario(shared)}`;
    expect(linkedBoard(`  ${link} `)).toEqual({ ok: true, value: { kind: 'fragment', fragment: link.split('#')[1] } });
    expect(linkedBoard('https://bullheads.example/en/embed/?puzzle=basic-where-0004&step=2')).toEqual({ ok: true, value: { kind: 'puzzle', id: 'basic-where-0004' } });
    expect(linkedBoard(' basic-where-0004 ')).toEqual({ ok: true, value: { kind: 'puzzle', id: 'basic-where-0004' } });
    expect(linkedBoard('seed:basic:where:7')).toEqual({ ok: true, value: { kind: 'seed', key: 'basic', puzzleKind: 'where', seed: 7 } });
    // What the embed refuses, the field refuses with a notice: the board stays.
    expect(loadEvent(linkedBoard('https://bullheads.example/en/embed/?example=a&puzzle=b'), () => undefined)).toEqual({ type: 'REFUSE', notice: { key: 'teach.editor.load.badLink' } });
    expect(loadEvent(linkedBoard('https://bullheads.example/en/embed/#'), () => undefined)).toEqual({ type: 'REFUSE', notice: { key: 'teach.editor.load.badLink' } });
    expect(loadEvent(linkedBoard('Basic Where 4'), () => undefined)).toEqual({ type: 'REFUSE', notice: { key: 'teach.editor.load.noPuzzle', params: { id: 'Basic Where 4' } } });
    const refused = start();
    refused.send(loadEvent(linkedBoard('Basic Where 4'), () => undefined));
    expect(refused.getSnapshot().context.notice).toEqual({ key: 'teach.editor.load.noPuzzle', params: { id: 'Basic Where 4' } });
    expect(refused.getSnapshot().context.previous).toBe(null);
    const before = a.getSnapshot().context.scenario;
    a.send({ type: 'LOAD_LINK', fragment: link.split('#')[1]!.slice(0, -12) });
    await waitFor(a, (s) => s.matches('editing'));
    expect(a.getSnapshot().context.notice?.key).toBe('teach.editor.load.badLink');
    expect(a.getSnapshot().context.scenario).toBe(before);
    a.send({ type: 'LOAD_LINK', fragment: link.split('#')[1]! });
    await waitFor(a, (s) => s.matches('editing'));
    expect(a.getSnapshot().context.scenario).toEqual(shared);
    expect(a.getSnapshot().context.notice?.key).toBe('teach.editor.load.done');
  });

  test('the embed link of an official example loads that example; an unknown one keeps the board and names the id', () => {
    const a = start();
    const link = linkedBoard('https://bullheads.example/de/embed/?example=rule1-basic&step=3');
    expect(link).toEqual({ ok: true, value: { kind: 'example', id: 'rule1-basic' } });
    const before = a.getSnapshot().context.scenario;
    a.send(loadEvent(linkedBoard('/en/embed/?example=no-such-example'), () => undefined));
    expect(a.getSnapshot().context.notice).toEqual({ key: 'teach.editor.load.noExample', params: { id: 'no-such-example' } });
    expect(a.getSnapshot().context.scenario).toBe(before);
    const example = { variant: 'basic' as const, players: ['Anna', 'Ben'], rows: [[5], [15], [25], [35]], turns: [{ plays: { Anna: 7, Ben: 40 } }] };
    a.send(loadEvent(link, (id) => (id === 'rule1-basic' ? example : undefined)));
    expect(a.getSnapshot().context.scenario).toEqual(example);
    expect(a.getSnapshot().context.previous).toBe(before);
  });

  test('a curated puzzle loads by id; an unknown id or a failed fetch keeps the board; a question left open is said', async () => {
    const list = [
      { id: 'basic-where-0001', scenario: { variant: 'basic', players: ['Anna', 'Ben'], rows: [[48], [78], [69], [8]], turns: [{ plays: { Anna: 57, Ben: 29 } }] } },
      // A which-row puzzle: Anna's 5 is below every row, and which row she takes is the question.
      { id: 'basic-which-row-0001', scenario: { variant: 'basic', players: ['Anna', 'Ben'], rows: [[48], [78], [69], [80]], turns: [{ plays: { Anna: 5, Ben: 29 } }] } },
    ];
    const seeds: Record<string, unknown> = { '/embed-data/seeds/basic-where.json': { 7: 'basic-where-0001' } };
    const fetchMock = vi.fn(async (url: string) =>
      url === '/down' ? new Response('', { status: 500 }) : url.startsWith('/embed-data/') ? new Response(JSON.stringify(seeds[url] ?? null), { status: seeds[url] ? 200 : 404 }) : new Response(JSON.stringify(list)),
    );
    vi.stubGlobal('fetch', fetchMock);
    try {
      const a = start();
      const before = a.getSnapshot().context.scenario;
      a.send({ type: 'LOAD_PUZZLE', id: 'nope', url: '/puzzles.json' });
      await waitFor(a, (s) => s.matches('editing'));
      expect(a.getSnapshot().context.notice).toEqual({ key: 'teach.editor.load.noPuzzle', params: { id: 'nope' } });
      a.send({ type: 'LOAD_PUZZLE', id: 'x', url: '/down' });
      await waitFor(a, (s) => s.matches('editing'));
      expect(a.getSnapshot().context.notice?.key).toBe('teach.editor.load.offline');
      expect(a.getSnapshot().context.scenario).toBe(before);
      a.send({ type: 'LOAD_PUZZLE', id: 'basic-where-0001', url: '/puzzles.json' });
      await waitFor(a, (s) => s.matches('editing'));
      expect(a.getSnapshot().context.scenario.rows).toEqual([[48], [78], [69], [8]]);
      expect(a.getSnapshot().context.notice?.key).toBe('teach.editor.load.done');
      expect(fetchMock).toHaveBeenCalledWith('/puzzles.json');
      a.send({ type: 'LOAD_PUZZLE', id: 'basic-which-row-0001', url: '/puzzles.json' });
      await waitFor(a, (s) => s.matches('editing'));
      expect(a.getSnapshot().context.scenario.rows).toEqual([[48], [78], [69], [80]]);
      expect(a.getSnapshot().context.notice?.key).toBe('teach.editor.load.openQuestion');
      // A seed, as the embed reads it: its map names the puzzle; an unknown seed or group names none.
      a.send(loadEvent(linkedBoard('/en/embed/?puzzle=seed:basic:where:7'), () => undefined));
      await waitFor(a, (s) => s.matches('editing'));
      expect(a.getSnapshot().context.scenario.rows).toEqual([[48], [78], [69], [8]]);
      for (const seed of ['seed:basic:where:8', 'seed:basic:who-takes:7']) {
        a.send(loadEvent(linkedBoard(seed), () => undefined));
        await waitFor(a, (s) => s.matches('editing'));
        expect(a.getSnapshot().context.notice).toEqual({ key: 'teach.editor.load.noPuzzle', params: { id: seed } });
      }
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
