import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';

const LANGS = ['en', 'de', 'nl'] as const;
const VARIANTS = ['taktik', 'logik', 'turnier', 'profi', 'offen', 'raffiniert', 'hand', 'doppel', 'jubilaeum', 'options'];
const PAGES = ['rules/', 'variants/', ...VARIANTS.map((v) => `variants/${v}/`), 'rules/silent/', 'glossary/'];

for (const lang of LANGS) {
  test(`every rulebook page renders in ${lang} with no console error, and its internal links all lead somewhere`, async ({ page, request }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(`${page.url()}: ${message.text()}`));
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    const targets = new Set<string>();
    for (const path of PAGES) {
      const response = await page.goto(`/${lang}/${path}`);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect((await page.locator('article').innerText()).length, path).toBeGreaterThan(400);
      for (const href of await page.locator('article a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
        targets.add(href);
      }
    }
    expect(errors).toEqual([]);
    for (const href of targets) {
      const [address, anchor] = href.split('#');
      const response = await request.get(address!);
      expect(response.status(), href).toBe(200);
      if (anchor) expect(await response.text(), href).toContain(`id="${anchor}"`);
    }
  });

  test(`the navigation reaches every variant page in ${lang}`, async ({ page }) => {
    await page.goto(`/${lang}/`);
    await page.locator('.main-nav a').nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/variants/$`));
    const article = page.locator('article');
    for (const variant of VARIANTS) {
      await expect(article.locator(`a[href="/${lang}/variants/${variant}/"]`).first(), variant).toBeVisible();
    }
    const sideNav = page.locator('.rules-nav');
    for (const path of PAGES) {
      await expect(sideNav.locator(`a[href="/${lang}/${path}"]`), path).toHaveCount(1);
    }
  });
}

const AXE_PAGES = ['', 'cards/', 'rules/', 'variants/', 'variants/turnier/', 'rules/silent/', 'glossary/', 'puzzles/', 'search/'];
for (const lang of LANGS) {
  for (const path of AXE_PAGES) {
    test(`axe finds no serious violation on /${lang}/${path}`, async ({ page }) => {
      // The silent page and the basic rules carry many boards; axe needs a while for them on a busy machine.
      test.setTimeout(60_000);
      await page.goto(`/${lang}/${path}`);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}

// On a phone the wide tables scroll in their own box, which only then must take the keyboard focus.
for (const lang of LANGS) {
  test(`axe at 390 px: the tables that scroll on a phone can be reached by keyboard (${lang})`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['rules/', 'rules/silent/', 'teachers/']) {
      await page.goto(`/${lang}/${path}`);
      const results = await new AxeBuilder({ page }).withRules(['scrollable-region-focusable']).analyze();
      expect(results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });
}

// The variants at a glance: five columns, so on a phone each variant stands as a card with every value in sight.
test('on a phone the variants table shows each variant as a card, every column named and in sight (de)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/de/variants/');
  const table = page.locator('table[data-cards]');
  await expect(table).toHaveCount(1);
  expect(await table.evaluate((t) => t.scrollWidth - t.clientWidth)).toBeLessThanOrEqual(0);
  const suits = table.locator('tbody tr').first().locator('td').last();
  await expect(suits).toHaveAttribute('data-label', 'Passt zu dir, wenn …');
  expect(await suits.evaluate((td) => getComputedStyle(td, '::before').content)).toBe('"Passt zu dir, wenn …: "');
  const box = await suits.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  // On a wide screen it stays a table.
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await table.evaluate((t) => getComputedStyle(t).display)).toBe('block');
  expect(await table.locator('thead').evaluate((h) => h.getBoundingClientRect().height)).toBeGreaterThan(10);
});

test('the Turnier sheet adds up totals and names the winner', async ({ page }) => {
  await page.goto('/en/variants/turnier/');
  const sheet = page.locator('.turnier');
  // Hydrated (its strings loaded): Astro drops the island's ssr attribute.
  await expect(page.locator('astro-island:has(.turnier)')).not.toHaveAttribute('ssr');
  await expect(sheet.locator('[data-total="Markus"]')).toHaveText('0');
  await expect(sheet.getByText('4 of 16 results entered')).toBeVisible();
  const points: Record<string, number[]> = { Udo: [0, 5, 9], Peter: [3, 7, 1], Markus: [10, 2, 4], Alex: [6, 6, 6] };
  for (const [player, values] of Object.entries(points)) {
    let i = 0;
    for (const input of await sheet.getByLabel(new RegExp(`^Points of ${player} in game`)).all()) {
      if (await input.getAttribute('readonly') !== null) continue;
      await input.fill(String(values[i++]));
    }
  }
  await expect(sheet.locator('[data-total="Udo"]')).toHaveText('37');
  await expect(sheet.locator('[data-total="Peter"]')).toHaveText('25');
  await expect(sheet.locator('[data-total="Markus"]')).toHaveText('16');
  await expect(sheet.locator('[data-total="Alex"]')).toHaveText('50');
  await expect(sheet.getByText('Lowest total wins: Markus.')).toBeVisible();
});

test('search finds rulebook pages in the reader language', async ({ page }) => {
  await page.goto('/de/search/?q=Hornochsen');
  // A result's frame shows before its page data has loaded: wait for the links themselves.
  await expect(page.locator('.pagefind-ui__result-link').first()).toBeVisible({ timeout: 10_000 });
  const links = await page.locator('.pagefind-ui__result-link').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  for (const href of links) expect(href).toMatch(/^\/de\//);
  // The glossary's excerpt keeps a term apart from its definition.
  await expect(page.locator('.pagefind-ui__result-excerpt', { hasText: 'Tiersymbol' })).toContainText('Hornochse: Das Tiersymbol');
});

test('search ranks the basic rules first for a beginner’s words, with snippets free of board text', async ({ page }) => {
  const pageLinks = page.locator('.pagefind-ui__result-inner > .pagefind-ui__result-title > .pagefind-ui__result-link');
  // A beginner's words find the basic rules first.
  for (const [query, rule] of [['lowest difference', '/en/rules/'], ['bull pile', '/en/rules/'], ['full row', '/en/rules/'], ['low card', '/en/rules/']] as const) {
    await page.goto(`/en/search/?q=${encodeURIComponent(query)}`);
    // Pagefind draws each result's box first and fills in its link once that page's data is loaded.
    const results = page.locator('.pagefind-ui__result');
    await expect(results.first()).toBeVisible({ timeout: 10_000 });
    await expect.poll(async () => (await pageLinks.count()) === (await results.count())).toBe(true);
    const links = await pageLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(links[0], `${query}: ${links.join(' ')}`).toBe(rule);
  }
  // A board's player names and counts ("Anna0 cards in the bull pile") are no snippet.
  const excerpts = await page.locator('.pagefind-ui__result-excerpt').allTextContents();
  for (const text of excerpts) expect(text).not.toMatch(/\d+ cards? in the bull pile|[A-Z][a-z]+\d/);
  // Nor are the cells of a table of numbers ("… 95. 2. 9 cards. every other card. 1. 76 cards."): snippets are sentences.
  await page.goto('/en/search/?q=low%20card');
  await expect(page.locator('.pagefind-ui__result').first()).toBeVisible({ timeout: 10_000 });
  await expect.poll(async () => (await pageLinks.count()) === (await page.locator('.pagefind-ui__result').count())).toBe(true);
  const lowCard = await page.locator('.pagefind-ui__result-excerpt').allTextContents();
  expect(lowCard.join(' | ')).toMatch(/low card/i);
  expect(lowCard.join(' | ')).not.toMatch(/\b\d+\. \d+\. /);
  // The glossary's term and its definition are two things, not "Low cardA card".
  expect(lowCard.join(' | ')).toContain('Low card: A card lower than');
});
