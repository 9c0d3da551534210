import { expect, test, type Page } from './fixtures.ts';

const LANGS = ['en', 'de', 'nl'] as const;

/** Collects console errors and failed page errors while a test runs. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const lang of LANGS) {
  for (const path of ['', 'cards/']) {
    test(`/${lang}/${path} renders with no console error`, async ({ page }) => {
      const errors = watchErrors(page);
      const response = await page.goto(`/${lang}/${path}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator(`link[rel="alternate"][hreflang="de"]`)).toHaveAttribute('href', new RegExp(`^https?://[^/]+/de/${path}$`));
      expect(errors).toEqual([]);
    });
  }
}

test('the language switcher keeps the reader on the same page', async ({ page }) => {
  await page.goto('/en/cards/');
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/cards\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alle 104 Karten');
  await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'Nederlands' }).click();
  await expect(page).toHaveURL(/\/nl\/cards\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alle 104 kaarten');
});

test('the card has an accessible name in the page language', async ({ page }) => {
  await page.goto('/en/cards/');
  await expect(page.getByRole('img', { name: 'Card 55, 7 bullheads' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Card 1, 1 bullhead', exact: true })).toBeVisible();
  await page.goto('/de/cards/');
  await expect(page.getByRole('img', { name: 'Karte 55, 7 Hornochsen' })).toBeVisible();
  await page.goto('/nl/cards/');
  await expect(page.getByRole('img', { name: 'Kaart 100, 3 runderkoppen' })).toBeVisible();
});

test('the card page shows all 104 cards and 171 bullheads', async ({ page }) => {
  await page.goto('/en/cards/');
  await expect(page.locator('.deck [data-card]')).toHaveCount(104);
  await expect(page.locator('.deck [data-bullheads="7"]')).toHaveCount(1);
  await expect(page.locator('.deck [data-bullheads="5"]')).toHaveCount(8);
  await expect(page.getByText('The whole deck holds 171 bullheads.')).toBeVisible();
});

test('the language choice page offers all three languages and follows the browser', async ({ browser }) => {
  const dutch = await browser.newContext({ locale: 'nl-NL' });
  const page = await dutch.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/nl\/$/);
  await dutch.close();

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto('/');
  for (const name of ['English', 'Deutsch', 'Nederlands']) {
    await expect(plain.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  }
  await noScript.close();
});

test('no page asks any other host for anything', async ({ page }) => {
  const foreign: string[] = [];
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname !== '127.0.0.1' && url.protocol !== 'data:') {
      foreign.push(url.href);
      return route.abort();
    }
    return route.continue();
  });
  for (const lang of LANGS) {
    for (const path of ['', 'cards/', 'rules/', 'puzzles/', 'teachers/']) {
      await page.goto(`/${lang}/${path}`);
      await page.waitForLoadState('networkidle');
    }
  }
  expect(foreign).toEqual([]);
});

test('the layout fits a 320 px wide screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  const page = await context.newPage();
  for (const path of ['/en/', '/de/cards/']) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await context.close();
});

test('keyboard focus is always visible', async ({ page }) => {
  await page.goto('/en/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  const outline = await skip.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
});
