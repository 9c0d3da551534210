// The board editor in the browser: build a board with mouse and keyboard, answer the engine's
// decision, share it as an iframe on a plain page and step through it there, export SVG and PNG,
// print the worksheet, refuse a bad file, axe and console in every language.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, hydrated, test, type Locator, type Page } from './fixtures.ts';
import { runScenario, type Scenario } from '../../src/engine/index.ts';
import { svgHeight, EXPORT_WIDTH } from '../../src/editor/svg.ts';
import { runBoard } from '../../src/machines/board-run.ts';
import { boardSteps } from '../../src/machines/board-model.ts';

const LANGS = ['en', 'de', 'nl'] as const;
/** The seed of the curated puzzle basic-where-0004, as an embed link names it by seed. */
const SEED_OF_0004 = (JSON.parse(readFileSync('src/content/puzzles/puzzles.json', 'utf8')) as { id: string; seed: number }[]).find((p) => p.id === 'basic-where-0004')?.seed;

/** The board the tests build: the rulebook's third turn, where 3 is a low card and takes row 2. */
const BUILT: Scenario = {
  variant: 'basic',
  options: { rows: 4, rowLength: 5 },
  players: ['Anna', 'Ben', 'Cor'],
  rows: [[12], [37], [43], [58]],
  turns: [{ plays: { Anna: 3, Ben: 9, Cor: 68 }, choices: [{ card: 3, takeRow: 2 }] }],
};

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(`${page.url()}: ${message.text()}`));
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

async function rowsIn(scope: Locator): Promise<number[][]> {
  return scope.locator('[data-row]').evaluateAll((rows) =>
    rows.map((row) => [...row.querySelectorAll('[data-card]')].map((card) => Number(card.getAttribute('data-card')))),
  );
}

const verdict = (page: Page) => page.locator('.editor-verdict');

/** Open the editor and wait until it is live. */
async function openEditor(page: Page, lang = 'en') {
  await page.goto(`/${lang}/editor/`);
  await hydrated(page);
}

/** A new board starts valid, with the start rows 12, 37, 43 and 58; these tests lay the rows by hand. */
async function clearStartRows(page: Page) {
  await expect(verdict(page)).toHaveText('The rules engine plays this board through without a problem.');
  for (const card of [12, 37, 43, 58]) await page.getByRole('button', { name: `Remove ${card}`, exact: true }).click();
}

/** Build BUILT in the editor: start rows with the mouse, the plays with the keyboard, then the decision. */
test('on a phone, a turn’s play chosen below the card picker brings the picker into view, and the cards go there', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openEditor(page);
  await page.getByRole('button', { name: 'Add a turn' }).click();
  await page.getByRole('button', { name: 'Anna plays' }).first().click();
  const picker = page.locator('.editor-picker');
  await expect.poll(() => picker.evaluate((p) => Math.round(p.getBoundingClientRect().top))).toBeGreaterThanOrEqual(0);
  expect(await picker.evaluate((p) => p.getBoundingClientRect().top)).toBeLessThan(100);
  await expect(picker.locator('.editor-picker-target')).toContainText('Anna plays');
});

async function build(page: Page) {
  await openEditor(page);
  await clearStartRows(page);
  await expect(verdict(page)).toContainText('Every row needs a start card');
  const rows = page.locator('.editor-rows > li');
  for (const [i, card] of [12, 37, 43, 58].entries()) {
    await rows.nth(i).getByRole('button', { name: `Row ${i + 1}`, exact: true }).click();
    await page.locator(`.editor-pick[data-card="${card}"]`).click();
  }
  await expect(rows.nth(0).locator('.card[data-card="12"]')).toBeVisible();
  // The card picker greys out a card already on the table.
  await expect(page.locator('.editor-pick[data-card="37"]')).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('button', { name: 'Add a turn' }).click();
  // Keyboard: the grid is one tab stop; arrows move, Enter picks. Anna: 3, Ben: 9, Cor: 68.
  const grid = page.locator('.editor-grid');
  await grid.locator('.editor-pick[data-card="1"]').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  // The engine asks which row the low card 3 takes; the editor offers the rows as buttons.
  await expect(verdict(page)).toContainText('A decision is missing');
  const decide = page.locator('.editor-decide');
  await expect(decide).toContainText('3 is lower than the last card of every row');
  await decide.getByRole('button', { name: 'Row 2', exact: true }).click();
  await expect(verdict(page)).toHaveText('The rules engine plays this board through without a problem.');
  await expect(page.locator('.editor-choices')).toContainText('3 takes row 2');
}

test('build a board, copy the embed code, step through it in an iframe on a plain page', async ({ page, baseURL }) => {
  const errors = watchErrors(page);
  await build(page);
  // The preview is the example board island, stepping exactly as the embed does.
  const preview = page.locator('.editor-preview .board-live');
  await expect(preview).toBeVisible();
  const steps = boardSteps((runBoard(BUILT) as { ok: true; value: Parameters<typeof boardSteps>[0] }).value);
  await expect(preview).toHaveAttribute('data-steps', String(steps.length));

  await page.locator('[data-action="copy-embed"]').click();
  await expect(page.locator('.editor-share-out')).toHaveValue(/^<iframe/);
  const snippet = await page.locator('.editor-share-out').inputValue();
  expect(snippet).toMatch(/^<iframe src="[^"]+\/en\/embed\/#v1\.[A-Za-z0-9_-]+" title="[^"]+" width="\d+" height="\d+" loading="lazy"[^>]*><\/iframe>\n<script>/);

  const engine = runScenario(BUILT);
  if (!engine.ok) throw new Error(engine.error.message);
  const last = engine.value.turns[engine.value.turns.length - 1]!.after.rows.map((r) => [...r]);

  // A plain HTML page of the teacher's own, on the same host, with the snippet pasted in.
  await page.route('**/teacher-test.html', (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="en"><head><title>Class page</title></head><body><h1>Our lesson</h1>${snippet}</body></html>` }));
  await page.goto(`${baseURL}/teacher-test.html`);
  await page.locator('iframe').scrollIntoViewIfNeeded(); // it loads lazily (see teach.spec.ts)
  const frame = page.frameLocator('iframe');
  const board = frame.locator('.board-live');
  await expect(board).toBeVisible();
  await expect(board).toHaveAttribute('data-steps', String(steps.length));
  expect(await rowsIn(board.locator('.board-rows'))).toEqual(steps[0]!.rows.map((r) => [...r]));
  const next = frame.getByRole('button', { name: 'Next' });
  for (let i = 1; i < steps.length; i++) await next.click();
  await expect(board).toHaveAttribute('data-step', String(steps.length));
  expect(await rowsIn(board.locator('.board-rows'))).toEqual(last);
  expect(errors).toEqual([]);
});

test('copy link gives the embed address with the board in the fragment', async ({ page }) => {
  await build(page);
  await page.locator('[data-action="copy-link"]').click();
  await expect(page.locator('.editor-share-out')).toHaveValue(/embed/);
  const link = await page.locator('.editor-share-out').inputValue();
  expect(link).toMatch(/\/en\/embed\/#v1\.[A-Za-z0-9_-]+$/);
  // The link opens back into the editor, pasted where a puzzle id goes. A new board takes the old board's link away.
  await page.getByRole('button', { name: 'Start a new board' }).click();
  await expect(page.locator('.editor-share-out')).toHaveValue('');
  await expect(page.locator('.editor-pick[data-card="68"]')).not.toHaveAttribute('aria-disabled', 'true');
  const load = page.locator('.editor-load');
  await load.getByLabel('Puzzle id or shared link').fill(link);
  await load.getByRole('button', { name: 'Load' }).nth(1).click();
  await expect(load.locator('.editor-notice')).toHaveText('Loaded.');
  await expect(page.locator('.editor-pick[data-card="68"]')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('.editor')).toHaveAttribute('data-valid', 'yes');
  // An official example's embed link loads that example: its cards (Cor's 44) are taken, the shared board's 68 free again.
  await load.getByLabel('Puzzle id or shared link').fill('https://bullheads.example/en/embed/?example=basic-turn-1&step=2');
  await load.getByRole('button', { name: 'Load' }).nth(1).click();
  await expect(load.locator('.editor-notice')).toHaveText('Loaded.');
  await expect(page.locator('.editor-pick[data-card="44"]')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('.editor-pick[data-card="68"]')).not.toHaveAttribute('aria-disabled', 'true');
  await page.goto(link);
  await expect(page.locator('.board-live')).toBeVisible();
  // The embed's "Edit this board" opens the editor (a new tab) on exactly that board; the board kept before stays a click away.
  const [editor] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Edit this board' }).click()]);
  const opened = editor.locator('.editor-load');
  await expect(opened.locator('.editor-notice')).toHaveText('Loaded.');
  // The teacher arrives at the top of the page: the load and the way back are said there too.
  const top = editor.locator('[data-opened]');
  await expect(top.locator('.editor-notice')).toHaveText('Loaded.');
  await expect(top.getByRole('button', { name: 'Back to your previous board' })).toBeInViewport();
  await expect(editor.locator('.editor-pick[data-card="68"]')).toHaveAttribute('aria-disabled', 'true');
  expect(new URL(editor.url()).hash).toBe(''); // read once: a reload keeps the teacher's changes
  // The board before it is kept too: a reload does not cost it.
  await editor.reload();
  await expect(editor.locator('.editor-pick[data-card="68"]')).toHaveAttribute('aria-disabled', 'true');
  await opened.getByRole('button', { name: 'Back to your previous board' }).click();
  await expect(editor.locator('.editor-pick[data-card="44"]')).toHaveAttribute('aria-disabled', 'true');
});

test('the SVG download is well-formed with the step cards; the PNG is 1200 px wide; the worksheet prints on two pages', async ({ page }) => {
  await build(page);
  const steps = boardSteps((runBoard(BUILT) as { ok: true; value: Parameters<typeof boardSteps>[0] }).value);
  const last = steps[steps.length - 1]!;
  await page.locator('.editor-out').getByRole('spinbutton', { name: 'Step' }).fill(String(steps.length));

  const [svgDownload] = await Promise.all([page.waitForEvent('download'), page.locator('[data-action="svg"]').click()]);
  const svg = readFileSync((await svgDownload.path())!, 'utf8');
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    return { error: doc.querySelector('parsererror')?.textContent ?? null, root: doc.documentElement.nodeName, cards: [...doc.querySelectorAll('[data-card]')].map((c) => Number(c.getAttribute('data-card'))) };
  }, svg);
  expect(parsed.error).toBeNull();
  expect(parsed.root).toBe('svg');
  expect(parsed.cards.sort((a, b) => a - b)).toEqual(last.rows.flat().sort((a, b) => a - b));

  const [pngDownload] = await Promise.all([page.waitForEvent('download'), page.locator('[data-action="png"]').click()]);
  const png = readFileSync((await pngDownload.path())!);
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(png.readUInt32BE(16)).toBe(EXPORT_WIDTH);
  expect(png.readUInt32BE(20)).toBe(svgHeight(4));

  // The worksheet: the print view holds only the sheet, the answer key on its own page.
  const pdf = await page.pdf({ format: 'A4' });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages.length).toBe(2);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.editor-sheet')).toBeVisible();
  await expect(page.locator('.editor-sheet-key')).toContainText('Anna plays 3: takes row 2 (37, 1 bullhead)');
  await expect(page.locator('.editor-screen').first()).toBeHidden();
});

test('open as puzzle: the last turn answered on the puzzle board, as in the trainer (a wrong row, Try again, the right rows); kind 2 with counts', async ({ page }) => {
  await build(page);
  await page.locator('[data-action="open-puzzle"]').click();
  const root = page.locator('.editor-puzzle [data-puzzle-state]');
  await expect(root).toHaveAttribute('data-puzzle-state', 'solving');
  await expect(root).toHaveAttribute('data-asked-card', '3');
  await expect(root.locator('.puzzle-convention')).toBeVisible();
  await root.locator('[data-row="1"]').click();
  await expect(root).toHaveAttribute('data-puzzle-state', 'failed');
  await expect(root.locator('[data-row]')).toHaveCount(0);
  await root.getByRole('button', { name: 'Try again' }).click();
  for (const row of [2, 2, 4]) await root.locator(`[data-row="${row}"]`).click();
  await expect(root).toHaveAttribute('data-puzzle-state', 'solved');
  await expect(root.locator('[data-result="right"]')).toHaveCount(3);
  // Kind 2: how many bullheads each player takes, with the trainer's count field.
  await page.getByRole('radio', { name: 'Who takes how many bullheads?' }).check();
  await page.locator('[data-action="open-puzzle"]').click();
  await expect(root).toHaveAttribute('data-kind', 'who-takes');
  await root.getByLabel('Bullheads for Anna').fill('9');
  await root.getByRole('button', { name: 'Confirm' }).click();
  await expect(root).toHaveAttribute('data-puzzle-state', 'failed');
});

test('load: an official example, a curated puzzle by id; a bad file keeps the board and says why', async ({ page }) => {
  const errors = watchErrors(page);
  await build(page);
  const load = page.locator('.editor-load');
  // The menu follows the rulebook: the basic game's first example leads, not a name that sorts first.
  await expect(load.getByRole('combobox', { name: 'Official example' }).locator('option').first()).toHaveAttribute('value', 'basic-figures');
  await load.getByRole('button', { name: 'Load' }).first().click(); // the first example in the list
  await expect(load.locator('.editor-notice')).toHaveText('Loaded.');
  // The example's JSON is the teacher's to export: no schema path, no maintainers' note.
  await page.locator('.editor-json summary').click();
  const exported = JSON.parse(await page.locator('.editor-json textarea').inputValue()) as Record<string, unknown>;
  expect(Object.keys(exported)).not.toContain('$schema');
  expect(Object.keys(exported)).not.toContain('note');
  expect(exported.rows).toBeTruthy();

  // On a phone, by keyboard: the Load panel lies far below the rows a load changes, so the notice at the top
  // takes the focus with the board's top in view; a refused id keeps the focus in the field, its reason beside it.
  await page.setViewportSize({ width: 390, height: 844 });
  const puzzleId = load.getByLabel('Puzzle id');
  await puzzleId.fill('basic-where-0004');
  await puzzleId.press('Enter');
  await expect(load.locator('.editor-notice')).toHaveText('Loaded.');
  const top = page.locator('.editor-opened .editor-notice');
  await expect(top).toBeFocused();
  await expect(top).toBeInViewport();
  await expect(page.locator('.editor-rows > li').nth(0).locator('.card[data-card="73"]')).toBeVisible();
  const before = await rowsIn(page.locator('.editor-rows'));

  await puzzleId.fill('no-such-puzzle');
  await puzzleId.press('Enter');
  await expect(load.locator('.editor-notice')).toContainText('There is no puzzle with the id “no-such-puzzle”');
  await expect(puzzleId).toBeFocused();
  await expect(puzzleId).toBeInViewport();
  await expect(load.locator('.editor-notice')).toBeInViewport();
  await expect(top).toHaveCount(0);
  // A seed, as the embed reads it, names the same curated puzzle.
  await load.getByLabel('Puzzle id').fill(`/en/embed/?puzzle=seed:basic:where:${SEED_OF_0004}`);
  await load.getByRole('button', { name: 'Load' }).nth(1).click();
  await expect(load.locator('.editor-notice')).toHaveText('Loaded.');
  expect(await rowsIn(page.locator('.editor-rows'))).toEqual(before);

  await load.getByLabel('JSON file').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"variant": "basic", "rows": [[1], ') });
  await expect(load.locator('.editor-notice')).toHaveText('This is not a board the editor can use: This is not valid JSON. Your board is unchanged.');
  await load.getByLabel('JSON file').setInputFiles({ name: 'chess.json', mimeType: 'application/json', buffer: Buffer.from('{"variant": "chess", "rows": [[1]], "turns": []}') });
  await expect(load.locator('.editor-notice')).toContainText('There is no variant called “chess”.');
  expect(await rowsIn(page.locator('.editor-rows'))).toEqual(before);
  // Well-formed but against the rules (12 is in row 1 and in Anna's hand): it loads to be fixed, and the board before it is a click away.
  await load.getByLabel('JSON file').setInputFiles({ name: 'rules.json', mimeType: 'application/json', buffer: Buffer.from('{"variant": "basic", "rows": [[12], [37], [43], [58]], "turns": [{"plays": {"Anna": 12, "Ben": 13}}]}') });
  await expect(load.locator('.editor-notice')).toHaveText('Loaded.');
  await expect(page.locator('.editor')).toHaveAttribute('data-valid', 'no');
  expect(await rowsIn(page.locator('.editor-rows'))).not.toEqual(before);
  await load.getByRole('button', { name: 'Back to your previous board' }).click();
  await expect(load.locator('.editor-notice')).toHaveText('Your previous board is back.');
  expect(await rowsIn(page.locator('.editor-rows'))).toEqual(before);
  await expect(page.locator('.editor')).toHaveAttribute('data-valid', 'yes');
  expect(errors).toEqual([]);
});

for (const lang of LANGS) {
  test(`axe finds nothing on the editor (${lang}), with a decision open and with a valid board`, async ({ page }) => {
    test.setTimeout(120_000); // three full-page scans of a page with 104 picker buttons
    const errors = watchErrors(page);
    await openEditor(page, lang);
    await expect(page.locator('.editor-verdict')).toBeVisible();
    const scan = async () => {
      const result = await new AxeBuilder({ page }).analyze();
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    };
    await scan();
    // Load a board with a missing decision through the JSON box, then answer it.
    await page.locator('.editor-json summary').click();
    await page.locator('.editor-json textarea').fill(JSON.stringify({ ...BUILT, turns: [{ plays: { Anna: 3, Ben: 9, Cor: 68 } }] }));
    await page.locator('.editor-json button').click();
    await expect(page.locator('.editor-decide')).toBeVisible();
    await scan();
    await page.locator('.editor-decide button').nth(1).click();
    await expect(page.locator('.editor')).toHaveAttribute('data-valid', 'yes');
    await expect(page.locator('.editor-preview .board-live')).toBeVisible();
    await scan();
    expect(errors).toEqual([]);
  });
}

// ---- The Anniversary edition (special cards) ----

/** Build a small Anniversary board: Anna holds a Stop and plays it with 20 on row 2. */
async function buildStop(page: Page) {
  await openEditor(page);
  await clearStartRows(page);
  await page.getByRole('combobox', { name: /^Variant/ }).selectOption('jubilaeum');
  const rows = page.locator('.editor-rows > li');
  for (const [i, card] of [12, 37, 43, 58].entries()) {
    await rows.nth(i).getByRole('button', { name: `Row ${i + 1}`, exact: true }).click();
    await page.locator(`.editor-pick[data-card="${card}"]`).click();
  }
  const anna = page.getByRole('group', { name: 'Special cards of Anna' });
  await anna.getByLabel('Special card for Anna').selectOption('stop');
  await anna.getByRole('button', { name: 'Give' }).click();
  await expect(anna.getByRole('button', { name: 'Take Stop back from Anna' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a turn' }).click();
  for (const card of [20, 39, 60]) await page.locator(`.editor-pick[data-card="${card}"]`).click();
  await page.getByLabel('Special card Anna plays').selectOption('stop');
  await page.locator('.editor-play-special[data-player="Anna"]').getByRole('spinbutton', { name: 'Row' }).fill('2');
  await expect(verdict(page)).toHaveText('The rules engine plays this board through without a problem.');
}

test('Anniversary: give a Stop, play it with a number card; the preview, the share link and the worksheet show it', async ({ page }) => {
  const errors = watchErrors(page);
  await buildStop(page);
  // The preview is the Anniversary board: at the end 39 lies in row 1 and the Stop in row 2.
  const preview = page.locator('.editor-preview .board-live');
  await preview.focus();
  await page.keyboard.press('End');
  await expect(preview.locator('[data-row="2"] [data-special="stop"]')).toBeVisible();
  expect(await rowsIn(preview.locator('.board-rows'))).toEqual([[12, 20, 39], [37], [43], [58, 60]]);
  await expect(preview.locator('.board-hand[data-player="Anna"] dd')).toHaveAttribute('data-specials', '');

  // Share: the link opens the embed with the same Anniversary board.
  await page.locator('[data-action="copy-link"]').click();
  await expect(page.locator('.editor-share-out')).toHaveValue(/embed\/#v1\./);
  const link = await page.locator('.editor-share-out').inputValue();

  // The worksheet names the special card with the play.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.editor-sheet')).toContainText('Anna plays 20 with Stop (row 2).');
  await page.emulateMedia({ media: 'screen' });

  await page.goto(link);
  const board = page.locator('.board-live');
  await board.focus();
  await page.keyboard.press('End');
  await expect(board.locator('[data-row="2"] [data-special="stop"]')).toBeVisible();
  expect(errors).toEqual([]);
});

test('Anniversary: the engine’s errors in the editor’s language, at the play they concern; axe', async ({ page }) => {
  test.setTimeout(120_000);
  await buildStop(page);
  // Anna holds no Insert card: the engine says so, at her play.
  await page.getByLabel('Special card Anna plays').selectOption('insert');
  await expect(verdict(page)).toContainText('Anna holds no Insert card to play or give away.');
  await expect(page.locator('.editor-turn .editor-field-error')).toContainText('Anna holds no Insert card');
  // A swap with an empty special deck: nobody takes a row, so the engine says the swap is never needed.
  await page.getByLabel('Special card Anna plays').selectOption('stop');
  await page.locator('.editor-play-special[data-player="Anna"]').getByRole('spinbutton', { name: 'Row' }).fill('2');
  const swap = page.getByRole('group', { name: 'Swap after a take' });
  await swap.getByLabel('Player who takes').selectOption('Ben');
  await swap.getByRole('button', { name: 'Add the swap' }).click();
  await expect(page.locator('.editor-choices')).toContainText('Ben gives away Stop for the top card of the special deck');
  await expect(verdict(page)).toContainText('This decision is never needed in this turn.');
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
