// The trainer when things go wrong: two tabs, stored data it cannot use, an outdated review
// list, a puzzle maker (worker) that does not load. Nothing the reader did is lost.
import { expect, test } from './fixtures.ts';
import { BACKUP_KEY, STORAGE_KEY } from '../../src/trainer/progress.ts';
import { byId, firstOf, openChooser, ready, solveByKeyboard, startWith } from './trainer-helpers.ts';

const stored = (page: import('@playwright/test').Page, key = STORAGE_KEY) => page.evaluate((k) => localStorage.getItem(k), key);

test('two tabs answering in turns keep every result', async ({ context }) => {
  const ids = ['basic-which-row-0001', 'basic-which-row-0002', 'basic-which-row-0003', 'basic-which-row-0004', 'basic-which-row-0005', 'basic-which-row-0006'];
  const [a, b] = [await context.newPage(), await context.newPage()];
  // Both tabs open (and read the empty progress) before either answers.
  for (const [page, id] of [[a, ids[0]], [b, ids[1]]] as const) {
    await page.goto(`/en/puzzles/${id}/`);
    await ready(page);
  }
  for (const [n, id] of ids.entries()) {
    const page = n % 2 ? b : a;
    if (n > 1) {
      await page.goto(`/en/puzzles/${id}/`);
      await ready(page);
    }
    await solveByKeyboard(page, byId(id));
    await expect(page.locator('.trainer-outcome')).toHaveText('Solved!');
  }
  // The last result is saved just after "Solved!" shows: wait for it (a lost result would never come). Read where it
  // was written: Chromium hands a write on to another tab's copy of the storage later, the later the busier it is.
  await expect.poll(async () => JSON.parse((await stored(b)) ?? 'null')?.byVariant.basic).toEqual({ solved: 6, clean: 6, missed: 0 });
  // The tab that answered first shows the other's last result without a reload.
  await expect(a.locator('.trainer-tally').first().locator('tbody tr', { hasText: 'Basic game' }).locator('td').first()).toHaveText('6', { timeout: 15_000 });
});

test('progress from a newer version is set aside with a notice in the reader’s language, and can be downloaded', async ({ page }) => {
  const newer = '{"app":"bullheads-trainer","version":7,"byVariant":{"basic":{"solved":40,"missed":2}}}';
  await page.addInitScript(([key, text]) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(key, text);
      sessionStorage.setItem('seeded', '1');
    }
  }, [STORAGE_KEY, newer] as const);
  await page.goto('/nl/puzzles/basic-where-0004/');
  await ready(page);
  const notice = page.locator('.trainer-notice[role="alert"]');
  await expect(notice.locator('p')).toHaveText('Je opgeslagen voortgang komt van een nieuwere versie van deze site. De gegevens blijven onveranderd apart bewaard in deze browser, en de trainer begint opnieuw. Download ze als je een kopie wilt houden.');
  expect(await stored(page, BACKUP_KEY)).toBe(newer);
  const download = page.waitForEvent('download');
  await notice.getByRole('button', { name: 'Apart bewaarde gegevens downloaden' }).click();
  const file = await (await download).path();
  expect((await import('node:fs')).readFileSync(file, 'utf8')).toBe(newer);
  // The trainer works on, and the backup stays when the new progress is stored.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur()); // Enter would press the button again
  await solveByKeyboard(page, byId('basic-where-0004'));
  await expect(page.locator('.trainer-outcome')).toHaveText('Opgelost!');
  expect(JSON.parse((await stored(page)) ?? 'null').byVariant.basic.solved).toBe(1);
  expect(await stored(page, BACKUP_KEY)).toBe(newer);
});

test('an outdated puzzle id leaves the review list; the other mistakes are reviewed', async ({ page }) => {
  const mistakes = [firstOf('basic', 'where').id, 'basic-where-9999', firstOf('basic', 'which-row').id];
  await page.addInitScript(([key, list]) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(key, JSON.stringify({ app: 'bullheads-trainer', version: 1, mistakes: list }));
      sessionStorage.setItem('seeded', '1');
    }
  }, [STORAGE_KEY, mistakes] as const);
  await page.goto('/de/puzzles/');
  await ready(page);
  await openChooser(page);
  await expect(page.locator('[data-mode="review"]')).toHaveText('Meine Fehler wiederholen (2)');
  await page.locator('[data-mode="review"]').click();
  await expect(page.locator('.trainer-puzzle')).toHaveAttribute('data-puzzle', mistakes[0] ?? '');
  expect(JSON.parse((await stored(page)) ?? 'null').mistakes).toEqual([mistakes[0], mistakes[2]]);
});

test('the last mistake reviewed: the message takes the focus, the chooser right below it', async ({ page }) => {
  const last = firstOf('basic', 'which-row');
  await page.addInitScript(([key, id]) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(key, JSON.stringify({ app: 'bullheads-trainer', version: 1, mistakes: [id] }));
      sessionStorage.setItem('seeded', '1');
    }
  }, [STORAGE_KEY, last.id] as const);
  await page.goto('/en/puzzles/');
  await ready(page);
  await openChooser(page);
  await page.locator('[data-mode="review"]').click();
  await expect(page.locator('.trainer-puzzle')).toHaveAttribute('data-puzzle', last.id);
  await solveByKeyboard(page, last);
  await page.keyboard.press('n');
  const said = page.locator('.trainer-empty');
  await expect(said).toHaveText('Nothing to review: you have no open mistakes.');
  await expect(said).toBeFocused();
  // No room kept for a puzzle: the chooser's first button lies in sight under the message.
  await expect(page.locator('[data-mode="pick"]')).toBeInViewport();
});

test('the filters last started with come back on the next visit; damaged ones give any puzzle', async ({ page }) => {
  await startWith(page, 'nl', 'doppel', 'who-takes', 'pick');
  await page.reload();
  await ready(page);
  await expect(page.locator('.trainer-puzzle')).toHaveAttribute('data-puzzle', /^doppel-who-takes-/);
  await openChooser(page);
  await expect(page.locator('select[name="variant"]')).toHaveValue('doppel');
  await expect(page.locator('select[name="kind"]')).toHaveValue('who-takes');
  await page.evaluate(() => localStorage.setItem('bullheads:trainer:filters', '{"variant": 5'));
  await page.reload();
  await ready(page);
  await expect(page.locator('.trainer-puzzle')).toBeVisible();
  await openChooser(page);
  await expect(page.locator('select[name="variant"]')).toHaveValue('');
});

test('endless mode says so when the puzzle maker cannot load, and works once it can', async ({ page }) => {
  await page.route('**/_astro/solver-worker*', (route) => route.abort());
  await startWith(page, 'de', 'basic', 'which-row', 'endless');
  await expect(page.locator('.trainer-failed')).toHaveText('In diesem Browser konnten keine neuen Rätsel erzeugt werden, weil der Rätselgenerator nicht geladen wurde. Versuch es noch einmal oder wähle ein Rätsel aus der Sammlung.', { timeout: 20_000 });
  await page.unroute('**/_astro/solver-worker*');
  await page.locator('[data-mode="endless"]').click();
  await expect(page.locator('.trainer-puzzle')).toHaveAttribute('data-puzzle', /^basic-which-row-s\d+$/, { timeout: 20_000 });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('puzzle pages show the position and the question, say answering needs JavaScript, and offer no dead buttons', async ({ page }) => {
    for (const [lang, id, note] of [
      ['en', firstOf('basic', 'where').id, 'Answering needs JavaScript'],
      ['de', 'jubilaeum-special-0004', 'Zum Antworten braucht es JavaScript'],
      ['nl', 'jubilaeum-where-0001', 'Antwoorden kan alleen met JavaScript'],
    ] as const) {
      const p = byId(id);
      await page.goto(`/${lang}/puzzles/${id}/`);
      await expect(page.locator('.trainer-notice')).toContainText(note);
      await expect(page.locator(':is(.trainer-question, .puzzle-ask)').first()).not.toBeEmpty();
      const rows = page.locator('.trainer-puzzle .board-rows > li');
      await expect(rows.first()).toBeVisible();
      expect(await rows.count()).toBeGreaterThanOrEqual(p.scenario.rows.length);
      await expect(page.locator('.trainer-puzzle .board-rows [data-card]').first()).toBeVisible();
      await expect(page.locator('.trainer :is(button, input, select):visible')).toHaveCount(0);
      await expect(page.locator('.trainer .trainer-info')).toHaveCount(0); // no "Loading the puzzle…" that never ends
    }
  });

  test('the trainer page offers no dead controls, only its note and the list of puzzle pages', async ({ page }) => {
    await page.goto('/en/puzzles/');
    await expect(page.locator('.trainer-notice')).toContainText('The trainer needs JavaScript');
    await expect(page.locator('.trainer :is(button, input, select):visible')).toHaveCount(0);
    await expect(page.locator('#trainer-all-title')).toBeVisible();
    expect(await page.locator('.trainer-all a[href^="/en/puzzles/"]').count()).toBeGreaterThan(100);
  });
});
