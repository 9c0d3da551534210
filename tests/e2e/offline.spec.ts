// The site offline: after one visit the service worker holds it, and with the network gone the
// rules, a variant page in another language, the trainer and any puzzle page open and work.
import { expect, test, type Page } from './fixtures.ts';
import { ready, SET, shown, solveByKeyboard, startWith, watchErrors } from './trainer-helpers.ts';

test.use({ serviceWorkers: 'allow' });

/** The page is controlled by the worker, so the site is on the device. */
async function kept(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
}

/** The first board of the page steps forward (its island hydrated, its strings loaded). */
async function boardSteps(page: Page) {
  const board = page.locator('.board').first();
  await board.scrollIntoViewIfNeeded(); // boards hydrate when seen
  const live = board.locator('.board-live');
  await expect(live).toHaveAttribute('data-step', '1');
  await live.focus();
  await live.press('ArrowRight');
  await expect(live).toHaveAttribute('data-step', '2');
}

test('after one visit to /en/, the rules, another language, the trainer and any puzzle page work offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await page.goto('/en/');
  await kept(page);
  await expect(page.locator('#offline-ready')).toBeHidden(); // a text page: no island, no badge
  await context.setOffline(true);

  await page.goto('/en/rules/');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('#offline-ready')).toBeVisible();
  await expect(page.locator('#offline-ready')).toHaveText('Available offline');
  await boardSteps(page);

  await page.goto('/de/variants/profi/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('#offline-ready')).toHaveText('Offline verfügbar');
  await boardSteps(page);

  await startWith(page, 'nl', 'taktik', 'where', 'pick');
  const picked = await shown(page);
  await solveByKeyboard(page, picked);
  await expect(page.locator('.trainer')).toHaveAttribute('data-state', 'solved');

  // A puzzle page never visited: the trainer page stands in and opens that puzzle from its variant's file.
  for (const p of [SET.find((x) => x.variant === 'doppel' && x.kind === 'who-takes'), SET.find((x) => x.kind === 'safe-card')]) {
    if (!p) throw new Error('no such puzzle in the set');
    await page.goto(`/de/puzzles/${p.id}/`);
    await ready(page);
    await expect(page.locator('h1')).toHaveText('Rätseltrainer');
    await expect(page.locator('.trainer-puzzle')).toHaveAttribute('data-puzzle', p.id);
    await solveByKeyboard(page, p);
    await expect(page.locator('.trainer')).toHaveAttribute('data-state', 'solved');
  }
  // The next puzzle is another one, so the address is the trainer's again, no longer that puzzle's.
  await page.getByRole('button', { name: 'Nächstes Rätsel' }).click();
  await expect(page).toHaveURL(/\/de\/puzzles\/$/);
  // An id the set does not hold is named (online the host says 404), and another puzzle comes.
  await page.goto('/de/puzzles/kein-raetsel/');
  await ready(page);
  await expect(page.locator('[data-unknown-puzzle]')).toHaveText('Ein Rätsel „kein-raetsel“ gibt es in der Sammlung nicht, vielleicht ist die Adresse vertippt. Hier ist ein anderes.');
  await expect(page.locator('.trainer-puzzle')).toBeVisible();

  await page.goto('/en/cards/');
  await expect(page.locator('[data-card="55"]').first()).toBeVisible();
  await page.goto('/nl/editor/');
  await expect(page.locator('.editor').first()).toBeVisible();
  await page.goto('/en/embed/?example=basic-figures');
  await boardSteps(page);
  await page.goto('/nl/embed/?puzzle=profi-where-0003');
  await expect(page.locator('[data-puzzle-state="solving"] [data-row]').first()).toBeVisible(); // the puzzle, ready to answer on its board

  // The rules can be searched: the search page and its index are kept.
  await page.goto('/nl/search/?q=runderkoppen');
  await expect(page.locator('.pagefind-ui__result').first()).toBeVisible();
  // A page the worker does not keep: the offline page in the address's language.
  await page.goto('/nl/bestaat-niet/');
  await expect(page.locator('h1')).toHaveText('Je bent offline');
  expect(errors.filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
});

test('a missing page under a language gets that language\'s 404 page; the host\'s own one speaks all three', async ({ page, browser }) => {
  await page.goto('/de/');
  await kept(page);
  const response = await page.goto('/de/gibt-es-nicht/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Seite nicht gefunden');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // Outside the three languages the worker passes the host's page on: all three languages, not English alone.
  const unknown = await page.goto('/fr/');
  expect(unknown?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText(['Page not found', 'Seite nicht gefunden', 'Pagina niet gevonden']);

  const fresh = await browser.newContext({ serviceWorkers: 'block' });
  const other = await fresh.newPage();
  const plain = await other.goto('/nl/bestaat-niet/');
  expect(plain?.status()).toBe(404);
  await expect(other.locator('h1')).toHaveText(['Page not found', 'Seite nicht gefunden', 'Pagina niet gevonden']);
  await fresh.close();
});
