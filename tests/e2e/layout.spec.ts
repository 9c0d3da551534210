import { expect, test, type Page } from './fixtures.ts';

// The look on a phone: every page fits the screen's width, every tab of the main navigation shows
// whole, and its first paragraph is on the first screen (menus fold away above it). Boards keep
// their step buttons in one place.

const PHONE = { width: 390, height: 844 };
const PAGES = ['rules/', 'variants/', 'variants/profi/', 'variants/jubilaeum/', 'glossary/', 'cards/', 'puzzles/', 'play/', 'editor/', 'teachers/', 'classroom/'];

/** How far the page scrolls sideways (0 when it fits) and where its first paragraph starts. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const first = [...document.querySelectorAll('main p')].find((p) => p.getBoundingClientRect().height > 0 && !p.closest('noscript'));
    return {
      sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      firstParagraph: first ? first.getBoundingClientRect().top + window.scrollY : Infinity,
    };
  });
}

/** The main navigation's tabs a reader cannot see whole without scrolling: past the screen's edge, clipped by their strip, or lower than a fingertip (44 px). */
async function hiddenTabs(page: Page) {
  return page.locator('.main-nav a').evaluateAll((links) =>
    links
      .filter((a) => {
        const box = a.getBoundingClientRect();
        const strip = a.closest('ul')!.getBoundingClientRect();
        return box.left < Math.max(0, strip.left) - 0.5 || box.right > Math.min(innerWidth, strip.right) + 0.5 || box.height < 43.5;
      })
      .map((a) => a.textContent!.trim()),
  );
}

for (const lang of ['en', 'de'] as const) {
  test(`on a 390 x 844 phone no ${lang} page scrolls sideways and each first paragraph is on the first screen`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    for (const path of PAGES) {
      await page.goto(`/${lang}/${path}`);
      const { sideways, firstParagraph } = await measure(page);
      expect(sideways, `/${lang}/${path} scrolls sideways`).toBeLessThanOrEqual(0);
      expect(await hiddenTabs(page), `/${lang}/${path}: tabs not shown whole`).toEqual([]);
      // At least two lines of it must show.
      expect(firstParagraph, `/${lang}/${path}: first paragraph`).toBeLessThan(PHONE.height - 60);
    }
    await context.close();
  });
}

test('pages do not scroll sideways at 200 % zoom on a 375 px phone (188 CSS px)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 188, height: 422 } });
  const page = await context.newPage();
  for (const path of ['/en/', '/nl/rules/', '/de/variants/', '/en/glossary/', '/de/teachers/', '/en/puzzles/', '/nl/classroom/', '/de/editor/']) {
    await page.goto(path);
    const { sideways } = await measure(page);
    expect(sideways, path).toBeLessThanOrEqual(0);
    expect(await hiddenTabs(page), path).toEqual([]);
  }
  await context.close();
});

test('the rulebook menus fold on a phone and open on a tap', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/en/variants/profi/');
  const pages = page.getByRole('navigation', { name: 'Rulebook pages' });
  await expect(pages.getByRole('link', { name: /Taktik/ })).toBeHidden();
  await page.locator('.rules-side > summary').click();
  await expect(pages.getByRole('link', { name: /Taktik/ })).toBeVisible();
  await context.close();
});

/** Steps a board from its first to its last step; the Next button's place in the board at each step. */
async function nextButtonPlaces(page: Page, path: string, id: string): Promise<number[]> {
  await page.goto(path);
  const board = page.locator(`.board[data-example="${id}"]`);
  await board.scrollIntoViewIfNeeded();
  const live = board.locator('.board-live');
  await expect(live).toBeVisible();
  await live.press('Home');
  const total = Number(await live.getAttribute('data-steps'));
  const places: number[] = [];
  for (let step = 1; step <= total; step++) {
    await expect(live).toHaveAttribute('data-step', String(step));
    places.push(
      await live.evaluate((el) => {
        const next = el.querySelectorAll('.board-controls button')[2] as HTMLElement;
        return Math.round(next.getBoundingClientRect().top - el.getBoundingClientRect().top);
      }),
    );
    await live.press('ArrowRight');
  }
  return places;
}

for (const width of [1280, 390]) {
  test(`stepping a board never moves its step buttons (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, id] of [
      ['/en/rules/', 'basic-figures'],
      ['/en/variants/profi/', 'profi-2'],
      ['/de/variants/doppel/', 'doppel-stack'],
      ['/en/variants/jubilaeum/', 'jubilaeum-fifth-row'],
    ] as const) {
      const places = await nextButtonPlaces(page, path, id);
      expect(places.length, id).toBeGreaterThan(3);
      expect(new Set(places).size, `${id}: Next at ${places.join(', ')}`).toBe(1);
    }
  });
}

test('the language switch keeps the page, its query and its fragment', async ({ page }) => {
  await page.goto('/en/puzzles/?variant=profi#x');
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: /Deutsch/ }).click();
  await expect(page).toHaveURL(/\/de\/puzzles\/\?variant=profi#x$/);
  // The URL matches as soon as the navigation commits; the switch's deferred script runs just before DOMContentLoaded.
  await page.waitForLoadState('domcontentloaded');
  // A fragment set after the page loaded (as a game or a trainer filter does) travels too.
  await page.evaluate(() => history.replaceState(null, '', '/de/puzzles/?variant=logik#y'));
  await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: /Nederlands/ }).click();
  await expect(page).toHaveURL(/\/nl\/puzzles\/\?variant=logik#y$/);
});

/** Links and buttons of the page frame and the rulebook column smaller than a fingertip (44 px), by name. */
async function smallTargets(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.site-header a, .rules-side a, .rules-side button, .rules-side input, .rules-side summary')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.height < 43.5 || box.width < 43.5);
      })
      .map((el) => el.textContent?.trim() || el.getAttribute('aria-label') || el.tagName),
  );
}

test('a phone held sideways (844 x 390) keeps the frame on one line and the text on the first screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  for (const path of ['/en/rules/', '/de/variants/profi/', '/nl/puzzles/', '/de/teachers/']) {
    await page.goto(path);
    const { sideways, firstParagraph } = await measure(page);
    expect(sideways, path).toBeLessThanOrEqual(0);
    const header = await page.locator('.site-header').boundingBox();
    expect(header!.height, `${path}: header height`).toBeLessThanOrEqual(60);
    expect(firstParagraph, `${path}: first paragraph`).toBeLessThan(390 - 40);
    expect(await smallTargets(page), path).toEqual([]);
    expect(await hiddenTabs(page), path).toEqual([]);
  }
  await context.close();
});

test('a tablet, upright and sideways, shows the rulebook pages beside the text, with touch-sized targets', async ({ browser }) => {
  for (const viewport of [{ width: 768, height: 1024 }, { width: 1024, height: 768 }]) {
    const context = await browser.newContext({ viewport, hasTouch: true });
    const page = await context.newPage();
    await page.goto('/en/variants/profi/');
    const side = await page.locator('.rules-nav').boundingBox();
    const text = await page.locator('article.prose').boundingBox();
    expect(side, `${viewport.width}: the rulebook pages show`).not.toBeNull();
    expect(side!.x + side!.width, `${viewport.width}: column beside the text`).toBeLessThanOrEqual(text!.x);
    expect((await measure(page)).sideways).toBeLessThanOrEqual(0);
    expect(await smallTargets(page), String(viewport.width)).toEqual([]);
    await context.close();
  }
});

/** Each board's height on a page: as the server drew it (the island's scripts kept from loading), or hydrated. */
async function boardHeights(page: Page, path: string, hydrate: boolean): Promise<string[]> {
  await page.goto(path);
  const boards = page.locator('.board');
  const count = await boards.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; hydrate && i < count; i++) {
    await boards.nth(i).scrollIntoViewIfNeeded();
    await expect(boards.nth(i).locator('.board-live')).toBeVisible();
  }
  return boards.evaluateAll((all) => all.map((b) => `${(b as HTMLElement).dataset.example}: ${b.getBoundingClientRect().height.toFixed(1)}`));
}

for (const width of [1280, 390]) {
  test(`at ${width} px the live boards take the place of the server's boards without changing height`, async ({ browser }) => {
    for (const path of ['/en/rules/', '/en/variants/jubilaeum/']) {
      const before = await browser.newContext({ viewport: { width, height: 900 } });
      await before.route('**/_astro/**/*.js', (route) => route.abort());
      const drawn = await boardHeights(await before.newPage(), path, false);
      await before.close();
      const after = await browser.newContext({ viewport: { width, height: 900 } });
      const hydrated = await boardHeights(await after.newPage(), path, true);
      await after.close();
      expect(hydrated, path).toEqual(drawn);
    }
  });
}
