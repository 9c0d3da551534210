// The embed in the browser, inside a plain HTML page of another site: a board from the URL
// fragment steps through the engine's positions, a puzzle is solved in the frame, hostile or
// broken addresses give the error panel, and nothing is requested from any other host.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type FrameLocator, type Page } from './fixtures.ts';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';
import { encodeFragment } from '../../src/embed/codec.ts';
import { parseScenario, runScenario, type Scenario } from '../../src/engine/index.ts';
import { runBoard } from '../../src/machines/board-run.ts';
import { boardSteps } from '../../src/machines/board-model.ts';
import type { Puzzle } from '../../src/puzzles/types.ts';

const LANGS = ['en', 'de', 'nl'] as const;
const HOST = 'http://school.test/lesson.html';

// The school page is served by the test (Chromium counts it as public) and embeds the preview
// server on 127.0.0.1, which local-network checks would block; a real school page embeds the
// public site, where they do not apply.
test.use({ launchOptions: { executablePath: findChromium(), args: [...CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks'] } });
const ERROR_TITLE = { en: 'This board cannot be shown', de: 'Dieser Beispieltisch lässt sich nicht anzeigen', nl: 'Dit speelbord kan niet getoond worden' } as const;

const example = (id: string) => JSON.parse(readFileSync(`src/content/examples/${id}.json`, 'utf8')) as Scenario;
const puzzles = JSON.parse(readFileSync('src/content/puzzles/puzzles.json', 'utf8')) as { id: string; answer: Record<string, unknown>; question: Record<string, unknown> }[];
const puzzle = (id: string) => puzzles.find((p) => p.id === id) as (typeof puzzles)[number];
/** The same set, typed (for the puzzle board's answers). */
const PUZZLES = puzzles as unknown as Puzzle[];

/** Console errors, page errors and requests to any host but the site's own. */
function watch(page: Page, baseURL: string) {
  const problems: string[] = [];
  const own = new URL(baseURL).host;
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (r.url() === HOST || url.protocol === 'data:' || url.protocol === 'about:') return;
    if (url.host !== own) problems.push(`request to another host: ${r.url()}`);
  });
  return problems;
}

/** Each test of the group ends with no console error, no page error and no request to another host. */
function watchEachTest() {
  let problems: string[] = [];
  test.beforeEach(({ page, baseURL }) => {
    problems = watch(page, baseURL as string);
  });
  test.afterEach(() => {
    expect(problems).toEqual([]);
  });
}

/** A plain page of a school site with the embed in an iframe, as the teachers' page tells. */
async function hostPage(page: Page, src: string): Promise<FrameLocator> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lesson</title></head><body>
    <h1>Our lesson</h1>
    <iframe title="Bullheads board" src="${src.replace(/"/g, '&quot;')}" width="100%" height="700" loading="lazy"></iframe>
  </body></html>`;
  await page.route(HOST, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(HOST);
  // The frame loads lazily, at a rendering update that finds it in view; scrolling to it (as a
  // reader would) brings that update now rather than whenever a busy machine gets to it.
  await page.locator('iframe').scrollIntoViewIfNeeded();
  return page.frameLocator('iframe');
}

async function rowsIn(frame: FrameLocator): Promise<number[][]> {
  return frame.locator('.board-live [data-row]').evaluateAll((rows) =>
    rows.map((row) => [...row.querySelectorAll('[data-card]')].map((card) => Number(card.getAttribute('data-card')))));
}

test.describe('embed', () => {
  watchEachTest();

  test('a scenario in the fragment steps through the engine’s positions inside another site’s page', async ({ page, baseURL }) => {
    const scenario = example('tip-1');
    const steps = (() => {
      const run = runBoard(scenario);
      if (!run.ok) throw new Error('tip-1 does not run');
      return boardSteps(run.value);
    })();
    const engine = runScenario(scenario);
    if (!engine.ok) throw new Error('tip-1 does not run');
    const frame = await hostPage(page, `${baseURL}/en/embed/#${await encodeFragment(scenario)}`);
    const live = frame.locator('.board-live');
    await expect(live).toHaveAttribute('data-steps', String(steps.length));
    for (let i = 0; i < steps.length; i++) {
      await expect(live).toHaveAttribute('data-step', String(i + 1));
      expect(await rowsIn(frame), `step ${i + 1}`).toEqual((steps[i]?.rows ?? []).map((r) => [...r]));
      if (i < steps.length - 1) await frame.getByRole('button', { name: 'Next' }).click();
    }
    const last = engine.value.turns[engine.value.turns.length - 1];
    expect(await rowsIn(frame)).toEqual(last?.after.rows.map((r) => [...r]));
    await expect(frame.getByRole('link', { name: /Bullheads/ })).toHaveAttribute('target', '_blank');
    // For the teacher: the same board in the editor, in a new tab (the frame stays as it is).
    const edit = frame.getByRole('link', { name: 'Edit this board' });
    await expect(edit).toHaveAttribute('href', `/en/editor/#${await encodeFragment(scenario)}`);
    await expect(edit).toHaveAttribute('target', '_blank');
  });

  test('options: starting step, captions and controls off, autoplay, theme, language', async ({ page, baseURL }) => {
    const frame = await hostPage(page, `${baseURL}/de/embed/?example=basic-figures&step=3&captions=0&controls=0&theme=dark`);
    const live = frame.locator('.board-live');
    await expect(live).toHaveAttribute('data-step', '3');
    await expect(frame.locator('.board-caption')).toHaveCount(0);
    await expect(frame.locator('.board-controls')).toHaveCount(0);
    await expect(frame.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(frame.locator('html')).toHaveAttribute('lang', 'de');
    await expect(frame.getByRole('link', { name: 'Im Tisch-Editor bearbeiten' })).toHaveAttribute('href', '/de/editor/?example=basic-figures&step=3&captions=0&controls=0&theme=dark');
    await live.focus();
    await page.keyboard.press('ArrowRight');
    await expect(live).toHaveAttribute('data-step', '4');

    const auto = await hostPage(page, `${baseURL}/en/embed/?example=basic-figures&autoplay=1`);
    const board = auto.locator('.board-live');
    await expect(board).toHaveAttribute('data-step', '1');
    await expect(board).toHaveAttribute('data-step', '2', { timeout: 3000 });
    await expect(board).toHaveAttribute('data-step', '3', { timeout: 3000 });
    await expect(auto.locator('.board-caption')).toBeVisible();

    // An option out of range or unreadable never hides what the address names (the QA's address):
    // the puzzle shows; a board starts at its last step, autoplay at most every 60 s, captions as by default.
    const qa = await hostPage(page, `${baseURL}/de/embed/?puzzle=basic-where-0004&step=999&autoplay=9999`);
    await expect(qa.locator('[data-puzzle-state]')).toHaveAttribute('data-puzzle-state', 'solving');
    await expect(qa.locator('[data-puzzle-state]')).toHaveAttribute('data-puzzle', 'basic-where-0004');
    await expect(qa.locator('.embed-error')).toHaveCount(0);
    const end = await hostPage(page, `${baseURL}/nl/embed/?example=basic-figures&step=999&autoplay=9999&captions=misschien`);
    const ended = end.locator('.board-live');
    await expect(ended).toHaveAttribute('data-step', (await ended.getAttribute('data-steps')) as string);
    await expect(ended).not.toHaveAttribute('data-step', '1');
    await expect(end.locator('.board-caption')).toBeVisible();
  });

  test('a “where” puzzle is solved inside the frame on the puzzle board: a wrong row, Try again, the right rows, the replay', async ({ page, baseURL }) => {
    const p = PUZZLES.find((x) => x.variant === 'basic' && x.kind === 'where') as Puzzle;
    if (p.answer.kind !== 'where' || p.question.kind !== 'where') throw new Error('where');
    const frame = await hostPage(page, `${baseURL}/en/embed/?puzzle=${p.id}`);
    const root = frame.locator('[data-puzzle-state]');
    await expect(root).toHaveAttribute('data-puzzle-state', 'solving');
    await expect(root).toHaveAttribute('data-asked-card', String(p.question.placements[0]?.card));
    await expect(root.locator('.puzzle-convention')).toContainText('takes the cheapest');
    await frame.getByRole('button', { name: 'Hint' }).click();
    await expect(frame.locator('.trainer-hint')).toBeVisible();
    const first = p.answer.placements[0]?.row ?? 1;
    await root.locator(`[data-row="${(first % p.scenario.rows.length) + 1}"]`).click();
    await expect(root).toHaveAttribute('data-puzzle-state', 'failed');
    await expect(root.locator('[data-row]')).toHaveCount(0);
    // What the reader's answer would have done beside what the rules do, and why.
    await expect(root.locator('[data-answer="yours"]')).toBeVisible();
    await expect(root.locator('[data-answer="rules"]')).toBeVisible();
    await expect(root.locator('[data-result="wrong"]')).toContainText(`Card ${p.question.placements[0]?.card}`);
    await expect(root.locator('.trainer-rule')).toBeVisible();
    await frame.getByRole('button', { name: 'Try again' }).click();
    await expect(root).toHaveAttribute('data-puzzle-state', 'solving');
    // Keys: the row's number answers the asked card.
    await root.locator('.puzzle-board').focus();
    for (const d of p.answer.placements) await page.keyboard.press(String(d.row));
    await expect(root).toHaveAttribute('data-puzzle-state', 'solved');
    await expect(root.locator('[data-result="right"]')).toHaveCount(p.answer.placements.length);
    await frame.getByRole('button', { name: 'Show the solution' }).click();
    await expect(frame.locator('.trainer-solution .board-live')).toBeVisible();
    // No edit link under a puzzle unless the teacher asks (edit=1): the editor would show the answer.
    await expect(frame.locator('.embed-edit')).toHaveCount(0);
  });

  test('a retired puzzle id opens the puzzle that took its place, saying so in the reader’s language', async ({ page, baseURL }) => {
    const gone = (JSON.parse(readFileSync('src/content/puzzles/retired.json', 'utf8')) as { id: string; next: string }[])[0]!;
    for (const [lang, text] of [['en', 'was retired'], ['de', 'gibt es nicht mehr'], ['nl', 'uit de verzameling gehaald']] as const) {
      const frame = await hostPage(page, `${baseURL}/${lang}/embed/?puzzle=${gone.id}`);
      await expect(frame.locator('.embed-retired')).toContainText(text);
      await expect(frame.locator('.embed-retired')).toContainText(gone.id);
      await expect(frame.locator('[data-puzzle-state]')).toHaveAttribute('data-puzzle', gone.next);
    }
  });

  test('who-takes, which-row (with order) and safe-card puzzles with the trainer’s controls, by id and by seed, with hints off', async ({ page, baseURL }) => {
    const who = puzzle('basic-who-takes-0001');
    let frame = await hostPage(page, `${baseURL}/nl/embed/?puzzle=${who.id}&hints=0&edit=1`);
    let root = frame.locator('[data-puzzle-state]');
    await expect(root).toHaveAttribute('data-puzzle-state', 'solving');
    await expect(frame.getByRole('button', { name: 'Tip' })).toHaveCount(0);
    await expect(frame.getByRole('link', { name: 'Dit bord bewerken' })).toHaveAttribute('href', `/nl/editor/?puzzle=${who.id}&hints=0&edit=1`);
    for (const [player, n] of Object.entries(who.answer.bullheads as Record<string, number>)) {
      await frame.getByLabel(`Runderkoppen voor ${player}`).fill(String(n));
      await frame.getByRole('button', { name: 'Bevestigen' }).click();
    }
    await expect(root).toHaveAttribute('data-puzzle-state', 'solved');

    const raf = puzzle('raffiniert-which-row-0001');
    const seeded = puzzles.find((p) => p.id === raf.id) as unknown as { variant: string; kind: string; seed: number };
    frame = await hostPage(page, `${baseURL}/en/embed/?puzzle=seed:${seeded.variant}:${seeded.kind}:${seeded.seed}`);
    root = frame.locator('[data-puzzle-state]');
    const confirm = frame.getByRole('button', { name: 'Confirm' });
    await frame.getByRole('button', { name: 'Row 3' }).click();
    await confirm.click();
    await frame.locator('[data-card-pick="42"]').click();
    await confirm.click();
    await expect(root).toHaveAttribute('data-puzzle-state', 'failed');
    await expect(root.locator('[data-result="wrong"]')).toContainText('42');
    await frame.getByRole('button', { name: 'Try again' }).click();
    await frame.getByRole('button', { name: 'Row 3' }).click();
    await confirm.click();
    await frame.locator('[data-card-pick="11"]').click();
    await confirm.click();
    await expect(root).toHaveAttribute('data-puzzle-state', 'solved');
    // A strategy puzzle says why its answer is best.
    await expect(root.locator('.trainer-reason')).not.toBeEmpty();

    const safe = puzzle('taktik-safe-card-0001');
    frame = await hostPage(page, `${baseURL}/en/embed/?puzzle=${safe.id}`);
    root = frame.locator('[data-puzzle-state]');
    await frame.locator(`[data-card-pick="${safe.answer.card}"]`).click();
    await frame.getByRole('button', { name: 'Confirm' }).click();
    await expect(root).toHaveAttribute('data-puzzle-state', 'solved');
    await frame.getByRole('button', { name: 'Show the solution' }).click();
    await expect(frame.locator('.trainer-solution')).toContainText(String(safe.answer.card));
  });

  test('hostile and broken addresses give the error panel, with names as text only', async ({ page, baseURL }) => {
    const evil = '<img src=x onerror="window.__pwned=1">';
    // A valid board with a hostile player name: shown as text, never as markup.
    const named: Scenario = { variant: 'basic', players: [evil, 'Ben'], rows: [[3], [20], [40], [60]], turns: [{ plays: { [evil]: 25, Ben: 61 } }] };
    expect(parseScenario(named).ok).toBe(true);
    let frame = await hostPage(page, `${baseURL}/en/embed/#${await encodeFragment(named)}`);
    await expect(frame.locator('.board-live')).toBeVisible();
    await expect(frame.locator('.board-pile dt').first()).toHaveText(evil);
    await expect(frame.locator('img')).toHaveCount(0);

    const cases: { src: string; text: RegExp; lang: (typeof LANGS)[number] }[] = [
      // The scenario is salvageable: the panel names the place and what to fix.
      { src: `/en/embed/#${await encodeFragment({ ...named, rows: [[3], [20], [40], [60, 50]] })}`, text: /rows\[3\]/, lang: 'en' },
      { src: `/de/embed/#${await encodeFragment({ ...named, turns: [{ plays: { [evil]: 25, Ben: 200 } }] })}`, text: /nicht zum Kartensatz/, lang: 'de' },
      { src: `/nl/embed/#v1.${'A'.repeat(20_000)}`, text: /te lang/, lang: 'nl' },
      { src: `/en/embed/#v1.<script>alert(1)</script>`, text: /do not belong/, lang: 'en' },
      { src: `/en/embed/#${(await encodeFragment(named)).slice(0, 30)}`, text: /cut off or damaged/, lang: 'en' },
      { src: `/en/embed/#v9.abc`, text: /version 9/, lang: 'en' },
      { src: `/en/embed/?example=${encodeURIComponent(evil)}`, text: /onerror/, lang: 'en' },
      { src: `/de/embed/?example=does-not-exist`, text: /does-not-exist/, lang: 'de' },
      { src: `/en/embed/?puzzle=seed:basic:where:12345`, text: /curated set/, lang: 'en' },
      { src: `/nl/embed/`, text: /noemt geen speelbord/, lang: 'nl' },
    ];
    for (const c of cases) {
      frame = await hostPage(page, `${baseURL}${c.src}`);
      const panel = frame.locator('.embed-error');
      await expect(panel, c.src.slice(0, 80)).toBeVisible();
      await expect(panel.getByRole('heading')).toHaveText(ERROR_TITLE[c.lang]);
      await expect(panel).toContainText(c.text);
      await expect(frame.locator('img, script:not([src]):not([type])')).toHaveCount(c.src.includes('/embed/') ? 1 : 0, { timeout: 100 }).catch(() => {});
      await expect(frame.locator('img')).toHaveCount(0);
    }
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.frames()[1]?.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('fits a 280 px wide frame', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 280, height: 800 });
    await page.goto(`${baseURL}/en/embed/?example=basic-figures`);
    await expect(page.locator('.board-live')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  for (const lang of LANGS) {
    test(`axe: embed (board, puzzle, error) and teachers' page in ${lang}`, async ({ page, baseURL }) => {
      for (const path of [`/${lang}/embed/?example=basic-figures`, `/${lang}/embed/?puzzle=${(PUZZLES.find((x) => x.variant === 'basic' && x.kind === 'where') as Puzzle).id}`, `/${lang}/embed/?example=nope`]) {
        await page.goto(`${baseURL}${path}`);
        await expect(page.locator('.board-live, .embed-puzzle, .embed-error').first()).toBeVisible();
        const result = await new AxeBuilder({ page }).analyze();
        expect(result.violations.map((v) => `${path}: ${v.id}: ${v.help}`)).toEqual([]);
      }
      await page.goto(`${baseURL}/${lang}/teachers/`);
      const frame = page.frameLocator('iframe.teach-frame');
      await page.locator('iframe.teach-frame').scrollIntoViewIfNeeded();
      await expect(frame.locator('.board-live')).toBeVisible();
      const code = page.locator('[data-snippet]');
      const snippet = await code.inputValue();
      // The site's full address, then the lines that resize the frame (see teach.spec.ts).
      expect(snippet).toMatch(/^<iframe src="https?:\/\/[^"]+\/embed\/\?example=basic-figures" title="[^"]+" width="\d+" height="\d+" loading="lazy"[^>]*><\/iframe>\n<script>/);
      // No Copy button (no script on the page): the keyboard reaches the code (Tab from the link before it, past
      // the frame) and selects all of it; the box is as tall as its code.
      await code.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(code).toBeFocused();
      await page.keyboard.press('ControlOrMeta+A');
      expect(await code.evaluate((box: HTMLTextAreaElement) => box.value.slice(box.selectionStart, box.selectionEnd))).toBe(snippet);
      expect(await code.evaluate((box) => box.scrollHeight - box.clientHeight)).toBeLessThanOrEqual(1);
      // Each puzzle's page holds its frame's code in its own language, closed until asked for, pointing here for the
      // lines that resize it.
      const html = await (await page.request.get(`${baseURL}/${lang}/puzzles/basic-who-takes-0001/`)).text();
      expect(html).toMatch(new RegExp(`<details class="fold puzzle-embed"><summary>[^<]+</summary>.*<a href="/${lang}/teachers/">.*<textarea class="snippet"[^>]*>&lt;iframe src="https?://[^/]+/${lang}/embed/\\?puzzle=basic-who-takes-0001" title="6 nimmt![^"]*"[^<]*&lt;/iframe></textarea>`));
      const result = await new AxeBuilder({ page }).exclude('iframe').analyze();
      expect(result.violations.map((v) => `teachers ${lang}: ${v.id}: ${v.help}`)).toEqual([]);
      const cookies = await page.context().cookies();
      expect(cookies).toEqual([]);
    });
  }
});

// ---- The Anniversary edition (special cards) ----

const anniversary = (id: string) => JSON.parse(readFileSync(`src/content/examples/jubilaeum/${id}.json`, 'utf8')) as Scenario;

/** The engine's Anniversary steps: rows with special cards lying there (as names). */
function anniversarySteps(s: Scenario) {
  const run = runScenario(s);
  if (!run.ok) throw new Error(run.error.message);
  return boardSteps({ ...run.value, starts: [] });
}

/** Rows as shown: number cards as numbers, special cards by kind. */
async function tableIn(frame: FrameLocator): Promise<(number | string)[][]> {
  return frame.locator('.board-live [data-row]').evaluateAll((rows) =>
    rows.map((row) => [...row.querySelectorAll('[data-card], [data-special]')].map((c) => (c.hasAttribute('data-card') ? Number(c.getAttribute('data-card')) : (c.getAttribute('data-special') as string)))));
}

test.describe('embed with special cards', () => {
  watchEachTest();

  test('an Anniversary scenario in the fragment steps through the engine’s positions, the Stop lying in row 2', async ({ page, baseURL }) => {
    const scenario = anniversary('jubilaeum-stop');
    const steps = anniversarySteps(scenario);
    const frame = await hostPage(page, `${baseURL}/en/embed/#${await encodeFragment(scenario)}`);
    const live = frame.locator('.board-live');
    await expect(live).toHaveAttribute('data-steps', String(steps.length));
    for (let i = 0; i < steps.length; i++) {
      await expect(live).toHaveAttribute('data-step', String(i + 1));
      expect(await tableIn(frame), `step ${i + 1}`).toEqual(steps[i]?.specials?.table.map((r) => [...r]));
      if (i < steps.length - 1) await frame.getByRole('button', { name: 'Next' }).click();
    }
    // At the end: 39 went to row 1, since the Stop blocks row 2; the Stop is drawn there with its name.
    expect(await tableIn(frame)).toEqual([[12, 20, 39], [37, 'stop'], [43, 44], [58, 60]]);
    await expect(frame.locator('.board-live [data-row="2"]').getByRole('img', { name: 'Special card Stop' })).toBeVisible();
    await expect(frame.locator('.board-live .board-hand[data-player="Anna"] dd')).toHaveAttribute('data-specials', 'replace shift');
  });

  test('official Anniversary examples by ?example= in German and Dutch: the special card and its caption; axe', async ({ page, baseURL }) => {
    let frame = await hostPage(page, `${baseURL}/de/embed/?example=jubilaeum-stop&step=3`);
    const caption = frame.locator('.board-caption');
    await expect(caption).toHaveAttribute('data-special', 'stop');
    await expect(caption).toContainText('Anna spielt Stopp');
    await expect(frame.locator('.board-live [data-row="2"] [data-special="stop"]')).toBeVisible();
    await frame.locator('.board-live').focus();
    await page.keyboard.press('End');
    await expect(frame.locator('.board-live')).toHaveAttribute('data-step', String(anniversarySteps(anniversary('jubilaeum-stop')).length));

    const insert = anniversarySteps(anniversary('jubilaeum-insert'));
    const at = insert.findIndex((s) => s.explanation?.kind === 'special' && s.explanation.special === 'insert');
    frame = await hostPage(page, `${baseURL}/nl/embed/?example=jubilaeum-insert&step=${at + 1}`);
    await expect(frame.locator('.board-caption')).toHaveAttribute('data-special', 'insert');
    await expect(frame.locator('.board-caption')).toContainText('Invoegen');
    expect(await tableIn(frame)).toEqual(insert[at]?.specials?.table.map((r) => [...r]));

    await page.goto(`${baseURL}/de/embed/?example=jubilaeum-stop&step=3`);
    await expect(page.locator('.board-live [data-special="stop"]').first()).toBeVisible();
    const result = await new AxeBuilder({ page }).analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test('a broken Anniversary fragment (a third Stop) says what is wrong and where, in the reader’s language', async ({ page, baseURL }) => {
    const third = {
      ...anniversary('jubilaeum-stop'),
      specials: { Anna: ['stop'], Ben: ['stop'], Cor: ['stop'] },
      turns: [{ plays: { Anna: { card: 20, special: { type: 'stop', row: 2 } }, Ben: { card: 39, special: { type: 'stop', row: 3 } }, Cor: { card: 60, special: { type: 'stop', row: 4 } }, Dirk: 70 } }],
    };
    const fragment = await encodeFragment(third);
    let frame = await hostPage(page, `${baseURL}/en/embed/#${fragment}`);
    const panel = frame.getByRole('alert');
    await expect(panel).toContainText(ERROR_TITLE.en);
    await expect(panel).toContainText('Two Stop cards already lie on the table; a third may not be played.');
    await expect(panel).toContainText('turns[0].plays.Cor');
    await expect(frame.locator('.board-live')).toHaveCount(0);
    frame = await hostPage(page, `${baseURL}/nl/embed/#${fragment}`);
    await expect(frame.getByRole('alert')).toContainText(ERROR_TITLE.nl);
  });

  test('an Anniversary puzzle of kind “special”: position, question, a wrong and the right answer', async ({ page, baseURL }) => {
    const p = puzzle('jubilaeum-special-0038');
    const answer = p.answer as { card: number; special: { type: string; row: number; position: number } };
    expect(answer.special.type).toBe('insert');
    const frame = await hostPage(page, `${baseURL}/en/embed/?puzzle=${p.id}`);
    const root = frame.locator('[data-puzzle-state]');
    await expect(root.locator('.trainer-question')).toContainText('Eva');
    await expect(root.locator('.board-hand[data-player="Eva"] dd')).toHaveAttribute('data-specials', 'insert replace');
    const confirm = frame.getByRole('button', { name: 'Confirm' });
    await frame.locator(`[data-card-pick="${answer.card}"]`).click();
    await confirm.click();
    await frame.locator('[data-special-pick="replace"]').click();
    await confirm.click();
    await expect(root).toHaveAttribute('data-puzzle-state', 'failed');
    await frame.getByRole('button', { name: 'Try again' }).click();
    await frame.locator(`[data-card-pick="${answer.card}"]`).click();
    await confirm.click();
    await frame.locator('[data-special-pick="insert"]').click();
    await confirm.click();
    await frame.getByRole('radio', { name: new RegExp(`row ${answer.special.row}.*place ${answer.special.position}`, 'i') }).check();
    await confirm.click();
    await expect(root).toHaveAttribute('data-puzzle-state', 'solved');
    await expect(root.locator('.trainer-reason')).not.toBeEmpty();
    // Solved, the table stays the position asked about, the answer's card marked in Eva's hand (the turn played out is the solution's replay).
    await expect(root.locator('.board-rows').first()).toContainText('70');
    await expect(root.locator('.trainer-hand', { hasText: 'Eva' }).last().locator('.trainer-marked[data-mark="right"] .card')).toHaveAttribute('aria-label', new RegExp(`^Card ${answer.card},`));
  });

  test('an Anniversary “where” puzzle: the special card played, rows answered on the table, the replay on the board', async ({ page, baseURL }) => {
    const p = PUZZLES.find((x) => x.id === 'jubilaeum-where-0001') as Puzzle;
    if (p.answer.kind !== 'where') throw new Error('where');
    const frame = await hostPage(page, `${baseURL}/en/embed/?puzzle=${p.id}`);
    const root = frame.locator('[data-puzzle-state]');
    // Drawn by the one puzzle board, as in the trainer: card 45 with its special card, named under it.
    const fifth = root.locator('.board-play[data-special="fifthRow"]');
    await expect(fifth.locator('[data-card="45"]')).toBeVisible();
    await expect(fifth).toContainText('5th Row');
    await expect(root).toHaveAttribute('data-asked-card', '26');
    await root.locator('[data-row="1"]').click();
    await expect(root).toHaveAttribute('data-puzzle-state', 'failed');
    await expect(root.locator('[data-row]')).toHaveCount(0);
    await frame.getByRole('button', { name: 'Try again' }).click();
    for (const d of p.answer.placements) await root.locator(`[data-row="${d.row}"]`).click();
    await expect(root).toHaveAttribute('data-puzzle-state', 'solved');
    await frame.getByRole('button', { name: 'Show the solution' }).click();
    await frame.locator('.trainer-solution .board-live').focus();
    await page.keyboard.press('End');
    await expect(frame.locator('.trainer-solution .board-rows span[data-special="fifthRow"]').first()).toBeVisible();
  });

  test('an Anniversary board fits a 320 px wide frame', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(`${baseURL}/en/embed/?puzzle=jubilaeum-special-0038`);
    await expect(page.locator('.embed-puzzle')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.goto(`${baseURL}/en/embed/?example=jubilaeum-fifth-row`);
    await expect(page.locator('.board-live')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });

  test('on a phone a 7 nimmt! beside six cards keeps its whole name inside the card, and the row fits', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${baseURL}/en/embed/?example=jubilaeum-seven-nimmt&step=4`);
    const special = page.locator('.board-row-cards .card-special[data-special="sevenNimmt"]');
    await expect(special).toBeVisible();
    await expect(special.locator('xpath=ancestor::*[contains(@class, "board-row-cards")]').locator('.card:not(.card-special)')).toHaveCount(6);
    const [name, card] = [await special.locator('.card-special-name').boundingBox(), await special.boundingBox()];
    if (!name || !card) throw new Error('no boxes');
    expect(name.x).toBeGreaterThanOrEqual(card.x);
    expect(name.x + name.width).toBeLessThanOrEqual(card.x + card.width);
    expect(await special.evaluate((c) => { const row = c.closest('.board-row-cards') as HTMLElement; return row.scrollWidth - row.clientWidth; })).toBeLessThanOrEqual(0);
  });
});
