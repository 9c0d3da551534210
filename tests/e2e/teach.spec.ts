// The teacher's embed flow end to end: from the teachers page to the editor, a board built, the
// snippet (with the site's full address) pasted into a plain page on another host, and the frame
// at the height of its whole board. Also: the editor keeps its board across reloads, old browsers
// without DecompressionStream still read the fragment, and every page names its address and image.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, hydrated, test, type Page } from './fixtures.ts';

const verdict = (page: Page) => page.locator('.editor-verdict');

test('teachers page to editor to a snippet on a plain page: the frame shows its whole board', async ({ page, baseURL }) => {
  await page.goto('/en/teachers/');
  await page.locator('a[data-link="editor"]').click();
  await expect(page).toHaveURL(/\/en\/editor\/$/);
  await hydrated(page);
  // A new board is valid from the start: four start rows, no red banner.
  await expect(verdict(page)).toHaveText('The rules engine plays this board through without a problem.');
  await expect(page.locator('[data-preview="no-turns"]')).toHaveText('Add a turn, and the preview steps through it card by card.');
  await page.getByRole('button', { name: 'Add a turn' }).click();
  for (const card of [14, 44, 61]) await page.locator(`.editor-pick[data-card="${card}"]`).click();
  // The cards went into the turn (the preview steps through it), not into a row.
  await expect(page.locator('[data-preview="no-turns"]')).toHaveCount(0);
  await expect(verdict(page)).toHaveText('The rules engine plays this board through without a problem.');

  await page.locator('[data-action="copy-embed"]').click();
  await expect(page.locator('.editor-share-out')).toHaveValue(/^<iframe/);
  const snippet = await page.locator('.editor-share-out').inputValue();
  // The full address of the site, and the lines that follow the frame's height from this origin only.
  expect(snippet).toContain(`src="${baseURL}/en/embed/#v1.`);
  expect(snippet).toContain(`e.origin !== "${baseURL}"`);

  // The teacher's own page, pasted as it is, served from another origin on this machine (a page
  // fulfilled by the test itself would count as public, and Chromium lets no public page frame a local one).
  let body = '';
  const server = createServer((_, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(body));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const lesson = `http://127.0.0.1:${(server.address() as AddressInfo).port}/lesson.html`;
  body = `<!doctype html><html lang="en"><head><title>Lesson</title></head><body><h1>Our lesson</h1>${snippet}<p id="after">After the board</p></body></html>`;
  await page.goto(lesson);
  const frame = page.frameLocator('iframe');
  const iframe = page.locator('iframe');
  // The snippet's frame loads lazily: Chromium starts it at a rendering update that finds it in
  // view, which a busy machine may delay past the wait below. A reader scrolls to it; so does the test.
  await iframe.scrollIntoViewIfNeeded();
  await expect(frame.locator('.board-live')).toBeVisible();
  // The frame is as tall as its content: nothing cut off, no gap.
  await expect.poll(async () => {
    const inner = await frame.locator('body').evaluate(() => document.documentElement.scrollHeight);
    const outer = await iframe.evaluate((f) => f.getBoundingClientRect().height);
    return Math.abs(inner - outer);
  }).toBeLessThanOrEqual(2);
  // Nothing inside the frame is cut off: its last control can be scrolled to on the page itself.
  await frame.getByRole('button', { name: 'Next' }).scrollIntoViewIfNeeded();
  await expect(frame.getByRole('button', { name: 'Next' })).toBeInViewport();

  // Another page's message cannot resize it: only the site's origin counts.
  const before = await iframe.evaluate((f) => f.getBoundingClientRect().height);
  await page.evaluate(() => window.postMessage({ type: 'bullheads:height', height: 50 }, '*'));
  await page.waitForTimeout(100);
  expect(await iframe.evaluate((f) => f.getBoundingClientRect().height)).toBe(before);

  // Without the script, the snippet's own height still holds the whole board at 640 px.
  body = `<!doctype html><html lang="en"><head><title>Lesson</title></head><body>${snippet.replace(/<script>[\s\S]*<\/script>/, '')}</body></html>`;
  await page.goto(lesson);
  await iframe.scrollIntoViewIfNeeded();
  await expect(frame.locator('.board-live')).toBeVisible();
  const fits = await frame.locator('body').evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1);
  expect(fits).toBe(true);

  // A puzzle's own page hands out the code for that puzzle in a read-only box (no Copy button there): a click in
  // it and Ctrl+A select the code alone.
  await page.goto('/en/puzzles/basic-where-0004/');
  const disclosure = page.locator('details.puzzle-embed');
  await expect(disclosure).not.toHaveAttribute('open');
  await disclosure.locator('summary').click();
  await expect(disclosure.getByRole('link', { name: 'teachers’ page' })).toHaveAttribute('href', '/en/teachers/');
  const code = disclosure.getByRole('textbox', { name: 'Embed code' });
  await code.click();
  await page.keyboard.press('ControlOrMeta+A');
  const puzzleCode = await code.inputValue();
  expect(await code.evaluate((box: HTMLTextAreaElement) => box.value.slice(box.selectionStart, box.selectionEnd))).toBe(puzzleCode);
  // The title keeps its dots with the words before them (no-break spaces, \s here).
  const [, site] = /^<iframe src="(https?:\/\/[^/"]+)\/en\/embed\/\?puzzle=basic-where-0004" title="6 nimmt! puzzle: Where does it go\?\s· Basic game\s· No\.\s4" [^>]+><\/iframe>$/.exec(puzzleCode ?? '') ?? [];
  expect(site, puzzleCode ?? '').toBeDefined();
  // The build names the site's configured address (SITE_URL); here it is served by the preview.
  body = `<!doctype html><html lang="en"><head><title>Lesson</title></head><body>${puzzleCode?.replace(site as string, baseURL as string)}</body></html>`;
  await page.goto(lesson);
  await iframe.scrollIntoViewIfNeeded();
  await expect(frame.locator('[data-puzzle-state]')).toHaveAttribute('data-puzzle', 'basic-where-0004');
  server.close();
});

test('the teachers page demo shows its whole board in every language, wide and narrow', async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const lang of ['en', 'de', 'nl']) {
      await page.goto(`/${lang}/teachers/`);
      const demo = page.frameLocator('.teach-frame');
      await page.locator('.teach-frame').scrollIntoViewIfNeeded(); // a lazy frame, as above
      await expect(demo.locator('.board-live')).toBeVisible();
      const fits = await demo.locator('body').evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1);
      expect(fits, `${lang} at ${width} px`).toBe(true);
    }
  }
});

test('the editor keeps the board across a reload; "start a new board" starts again, valid', async ({ page }) => {
  await page.goto('/en/editor/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Add a turn' }).click();
  for (const card of [14, 44, 61]) await page.locator(`.editor-pick[data-card="${card}"]`).click();
  await page.reload();
  await hydrated(page);
  await expect(page.locator('.editor-pick[data-card="44"]')).toHaveAttribute('aria-disabled', 'true');
  await expect(verdict(page)).toHaveText('The rules engine plays this board through without a problem.');
  // Work is kept, so leaving does not ask.
  let asked = false;
  page.on('dialog', (d) => { asked = true; void d.dismiss(); });
  await page.getByRole('button', { name: 'Start a new board' }).click();
  await expect(page.locator('.editor-pick[data-card="44"]')).not.toHaveAttribute('aria-disabled', 'true');
  await expect(verdict(page)).toHaveText('The rules engine plays this board through without a problem.');
  await page.goto('/en/teachers/');
  expect(asked).toBe(false);
});

test('where the browser has no DecompressionStream, the embed still reads its fragment, loading the fallback only there', async ({ browser }) => {
  const fragment = 'v1.' + Buffer.from((await import('node:zlib')).deflateRawSync(JSON.stringify({ variant: 'basic', players: ['Anna', 'Ben'], rows: [[3], [20], [40], [60]], turns: [{ plays: { Anna: 25, Ben: 61 } }] }))).toString('base64url');
  for (const old of [true, false]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (old) await page.addInitScript(() => { delete (window as { DecompressionStream?: unknown }).DecompressionStream; });
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto(`/en/embed/#${fragment}`);
    await expect(page.locator('.board-live')).toBeVisible();
    await expect(page.locator('.board-rows [data-row="2"] .card[data-card="20"]').first()).toBeVisible();
    expect(await page.evaluate(() => typeof DecompressionStream)).toBe(old ? 'undefined' : 'function');
    expect(scripts.some((url) => /inflate-fallback/.test(url))).toBe(old);
    await context.close();
  }
});

test('every kind of page names its canonical address, its siblings and a preview image; the sitemap lists the three languages', async ({ request }) => {
  const attr = (html: string, tag: RegExp, name: string) => [...html.matchAll(tag)].map((m) => new RegExp(`${name}="([^"]*)"`).exec(m[0])?.[1] ?? '');
  for (const path of ['/en/rules/', '/de/variants/profi/', '/nl/puzzles/', '/en/teachers/', '/de/editor/', '/nl/classroom/', '/en/embed/', '/']) {
    // As served (the language choice at / sends a browser on at once).
    const html = await (await request.get(path)).text();
    const [canonical] = attr(html, /<link rel="canonical"[^>]*>/g, 'href');
    expect(canonical, path).toMatch(new RegExp(`^https?://[^/]+${path.replace(/\//g, '\\/')}$`));
    const [image] = attr(html, /<meta property="og:image"[^>]*>/g, 'content');
    expect(image, path).toMatch(/^https?:\/\/[^/]+\/og\/.+\.png$/);
    const png = await request.get(new URL(image!).pathname);
    expect(png.headers()['content-type']).toContain('image/png');
    const siblings = attr(html, /<link rel="alternate" hreflang[^>]*>/g, 'href');
    expect(siblings.length, path).toBe(4);
    for (const href of siblings) expect(href).toMatch(/^https?:\/\//);
  }
  // A rulebook page previews its first example board.
  const rules = await (await request.get('/en/rules/')).text();
  expect(rules).toMatch(/<meta property="og:image" content="[^"]+\/og\/en\/board\/basic-figures\.png"/);
  const index = await (await request.get('/sitemap-index.xml')).text();
  expect(index).toContain('sitemap-0.xml');
  const map = await (await request.get('/sitemap-0.xml')).text();
  for (const lang of ['en', 'de', 'nl']) expect(map).toContain(`/${lang}/rules/</loc>`);
  expect(map).toContain('hreflang="de"');
  expect(map).not.toContain('/embed/</loc>');
});
