// The embed with links that are cut off or name what the site does not know, autoplay that a
// reader can stop (and that waits when the system asks for reduced motion), and a player name
// of one long word. Every message in the reader's language.
import { expect, test } from './fixtures.ts';
import { encodeFragment } from '../../src/embed/codec.ts';

const LONG = 'Maximiliansupercalifragilisticexpialidociousvonundzu';
const scenario = { variant: 'basic', players: [LONG, 'Ben', 'Cor'], rows: [[12], [37], [43], [58]], turns: [{ plays: { [LONG]: 14, Ben: 60, Cor: 44 } }] };

test('a link cut off inside its scenario says so, not “bad characters”', async ({ page }) => {
  const fragment = await encodeFragment(scenario);
  for (const cut of [3 + 4 * 6 + 1, 3 + 4 * 6 + 2]) {
    await page.goto('about:blank'); // a new fragment alone would not load the page again
    await page.goto(`/de/embed/#${fragment.slice(0, cut)}`);
    await expect(page.locator('.embed-error')).toContainText((cut - 3) % 4 === 1 ? 'abgeschnitten: Der Link wurde wohl nicht vollständig kopiert.' : 'abgeschnitten oder beschädigt.');
    await expect(page.locator('.embed-error')).not.toContainText('Zeichen, die dort nicht hingehören');
  }
});

test('an unknown variant is named as such', async ({ page }) => {
  await page.goto(`/nl/embed/#${await encodeFragment({ ...scenario, variant: 'superduper' })}`);
  await expect(page.locator('.embed-error')).toContainText('Er bestaat geen variant met de naam ‘superduper’.');
});

test('autoplay with controls=0 can be paused and played again', async ({ page }) => {
  await page.goto('/en/embed/?example=basic-figures&autoplay=1&controls=0');
  const live = page.locator('.board-live');
  await expect(live).toHaveAttribute('data-step', '2', { timeout: 3000 });
  await page.getByRole('button', { name: 'Pause' }).click();
  const held = await live.getAttribute('data-step');
  await page.waitForTimeout(2500);
  await expect(live).toHaveAttribute('data-step', held ?? '');
  await page.getByRole('button', { name: 'Play the steps' }).click();
  await expect(live).toHaveAttribute('data-step', String(Number(held) + 1), { timeout: 3000 });
});

test('with reduced motion, autoplay waits for the reader', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/de/embed/?example=basic-figures&autoplay=1');
  const live = page.locator('.board-live');
  await expect(page.getByRole('button', { name: 'Schritte abspielen' })).toBeVisible();
  await page.waitForTimeout(2500);
  await expect(live).toHaveAttribute('data-step', '1');
  await page.getByRole('button', { name: 'Schritte abspielen' }).click();
  await expect(live).toHaveAttribute('data-step', '2', { timeout: 3000 });
  await context.close();
});

test('a player name of one long word stays inside a 320 px frame', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(`/en/embed/#${await encodeFragment(scenario)}`);
  await expect(page.locator('.board-pile').first()).toContainText(LONG);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
