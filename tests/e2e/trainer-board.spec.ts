// Puzzles answered on the board (the test contract of issue 12): a "where" card's row is clicked or
// tapped, the card goes there and the next is asked; a wrong row fails at once and Try again
// starts over; the rating moves by +N / −N, and only a puzzle's first attempt counts.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { STORAGE_KEY } from '../../src/trainer/progress.ts';
import { failOnPageErrors, firstOf, puzzleRoot, ready, SET, solveOnBoard, target } from './trainer-helpers.ts';

const where = firstOf('basic', 'where');
/** A row the first asked card does not go to. */
const wrongRow = (p = where) => (p.answer.kind === 'where' ? (((p.answer.placements[0]?.row ?? 1) % p.scenario.rows.length) + 1) : 1);
async function axe(page: import('@playwright/test').Page) {
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
const rating = (page: import('@playwright/test').Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.rating.r as number | undefined, STORAGE_KEY);

test.describe('puzzles answered on the board', () => {
  failOnPageErrors(test);

  for (const lang of ['en', 'de', 'nl'] as const) {
    test(`a where puzzle is solved by clicking its rows (${lang})`, async ({ page }) => {
      await page.goto(`/${lang}/puzzles/${where.id}/`);
      await solveOnBoard(page, where);
      // Every card is judged right, and a solved board offers no targets any more.
      await expect(puzzleRoot(page).locator('[data-result="right"]')).toHaveCount(where.question.kind === 'where' ? where.question.placements.length : 0);
      await expect(puzzleRoot(page).locator('[data-row]')).toHaveCount(0);
      // Every card lies on the table: the strip of cards still to place gives up its room, leaving no gap.
      await expect(puzzleRoot(page).locator('.puzzle-plays')).toHaveCount(0);
    });
  }

  test('the static page carries no puzzle state until the island runs', async ({ page }) => {
    const html = await (await page.request.get(`/en/puzzles/${where.id}/`)).text();
    expect(html).not.toContain('data-puzzle-state');
    expect(html).not.toContain('data-asked-card');
  });

  test('on a 390 × 844 phone: the board is above the fold and solved by tapping', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(`/en/puzzles/${where.id}/`);
    await ready(page);
    const first = await target(page, where, 1, 'right').boundingBox();
    expect((first?.y ?? 900) + (first?.height ?? 0)).toBeLessThanOrEqual(844);
    if (where.answer.kind !== 'where') throw new Error('where');
    for (const d of where.answer.placements) await target(page, where, d.row, d.side).tap();
    await expect(puzzleRoot(page)).toHaveAttribute('data-puzzle-state', 'solved');
    await context.close();
  });

  test('the trainer shows its board above the fold at 1280 × 800, filters folded away', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en/puzzles/');
    await ready(page);
    await expect(puzzleRoot(page)).toBeVisible();
    const rows = await puzzleRoot(page).locator('.puzzle-rows, .trainer-rows, .board-rows').first().boundingBox();
    expect(rows?.y ?? 900).toBeLessThan(800);
    await expect(page.locator('select[name="variant"]')).toBeHidden();
    // Eight players' cards below the rows: what is asked stands beside the board, in the same view.
    await page.goto('/en/puzzles/doppel-who-takes-0010/');
    await ready(page);
    await expect(page.locator('.trainer-answer input')).toBeInViewport();
    await expect(page.locator('.trainer-confirm')).toBeInViewport();
  });

  test('a wrong row fails at once, shows both boards without targets, and Try again starts over', async ({ page }) => {
    await page.goto(`/en/puzzles/${where.id}/`);
    const root = puzzleRoot(page);
    await expect(root).toHaveAttribute('data-puzzle-state', 'solving');
    await target(page, where, wrongRow(), 'right').click();
    await expect(root).toHaveAttribute('data-puzzle-state', 'failed');
    await expect(root.locator('[data-row]')).toHaveCount(0);
    await expect(root.locator('[data-answer="yours"]')).toBeVisible();
    await expect(root.locator('[data-answer="rules"]')).toBeVisible();
    const card = where.question.kind === 'where' ? where.question.placements[0]?.card : 0;
    await expect(root.locator('[data-result="wrong"]')).toContainText(`Card ${card}: not row ${wrongRow()}.`);
    await axe(page);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(root).toHaveAttribute('data-puzzle-state', 'solving');
    await expect(root).toHaveAttribute('data-asked-card', String(card));
    await solveOnBoard(page, where);
    await expect(page.locator('.trainer-outcome')).toContainText('first try still counts as missed');
    // The solution asked for after the solve leaves the board solved and says so still; its heading comes to the top.
    await page.getByRole('button', { name: 'Show the solution' }).click();
    await expect(page.locator('.trainer-solution h3').first()).toBeInViewport();
    await expect(page.locator('.trainer-solution h3').first()).toBeFocused();
    await expect(root).toHaveAttribute('data-puzzle-state', 'solved');
    await expect(page.locator('.trainer-outcome')).toContainText('first try still counts as missed');
    // Try again from there: the solution goes, and the puzzle, scrolled away above it, comes back to the top.
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(root).toHaveAttribute('data-puzzle-state', 'solving');
    await expect.poll(() => root.evaluate((a) => Math.round(a.getBoundingClientRect().top))).toBeGreaterThanOrEqual(0);
    expect(await root.evaluate((a) => a.getBoundingClientRect().top)).toBeLessThan(30);
  });

  test('Profi: the reader picks the end of the row', async ({ page }) => {
    const p = firstOf('profi', 'where', (x) => x.answer.kind === 'where' && x.answer.placements.some((d) => d.side === 'left'));
    await page.goto(`/en/puzzles/${p.id}/`);
    await expect(puzzleRoot(page).locator('[data-end="left"]')).toHaveCount(p.scenario.rows.length);
    await axe(page);
    await solveOnBoard(page, p);
  });

  test('the rating moves by −N for a miss and +N for a solve; a puzzle counts only once', async ({ page }) => {
    await page.goto(`/en/puzzles/${where.id}/`);
    await ready(page);
    await target(page, where, wrongRow(), 'right').click();
    // A first rating is provisional: the change says so, and the status line too.
    await expect(page.locator('.trainer-delta')).toHaveText(/^Rating \d+ \(−\d+\)\. A new rating moves a lot at first/);
    await expect(page.locator('.trainer-status')).toContainText('(provisional)');
    const afterMiss = await rating(page);
    expect(afterMiss).toBeLessThan(1500);
    // A retry is practice: solving it now earns nothing.
    await page.getByRole('button', { name: 'Try again' }).click();
    await solveOnBoard(page, where);
    expect(await rating(page)).toBe(afterMiss);
    // Another puzzle, solved at the first try: +N.
    const other = SET.find((x) => x.kind === 'where' && x.variant === 'basic' && x.id !== where.id);
    if (!other) throw new Error('no second where puzzle');
    await page.goto(`/en/puzzles/${other.id}/`);
    await solveOnBoard(page, other);
    await expect(page.locator('.trainer-delta')).toHaveText(/^Rating \d+ \(\+\d+\)/);
    const afterSolve = await rating(page);
    expect(afterSolve).toBeGreaterThan(afterMiss ?? Infinity);
    // Reloading a solved puzzle and solving it again earns nothing.
    await page.reload();
    await solveOnBoard(page, other);
    await expect(page.locator('.trainer-delta')).toContainText('counted before');
    expect(await rating(page)).toBe(afterSolve);
  });

  test('keys answer on the board, and the focus returns to the board after each answer', async ({ page }) => {
    await page.goto(`/en/puzzles/${where.id}/`);
    await ready(page);
    if (where.answer.kind !== 'where') throw new Error('where');
    const [first, second] = where.answer.placements;
    if (!first || !second) throw new Error('two cards');
    await target(page, where, first.row, first.side).click();
    await expect(page.locator('.puzzle-board')).toBeFocused();
    await page.keyboard.press(String(second.row));
    await expect(puzzleRoot(page)).toHaveAttribute('data-asked-card', String(where.question.kind === 'where' ? where.question.placements[2]?.card ?? where.question.placements[1]?.card : ''));
    // Enter on a link is the link's: it opens, the puzzle waits (it used to take Enter as the answer).
    const rules = page.locator('header a[href="/en/rules/"]').first();
    await rules.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/rules\/$/);
  });
});
