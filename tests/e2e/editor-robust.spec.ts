// The editor when a part it loads on demand cannot load: it says so in the reader's language
// and keeps the board being built.
import { expect, hydrated, test } from './fixtures.ts';

test('the Anniversary board that cannot load is reported, and the editor works on', async ({ page }) => {
  // The special cards' rules and words (islands/board/special.ts) load on demand.
  await page.route('**/_astro/special.*', (route) => route.abort());
  await page.goto('/nl/editor/');
  await hydrated(page);
  await page.getByRole('combobox', { name: /^Variant/ }).selectOption('jubilaeum');
  await expect(page.getByRole('alert')).toHaveText('Het jubileumbord kon niet worden geladen, daarom ontbreekt de voorvertoning. Je bord blijft bewaard; kies de variant opnieuw om het nog eens te proberen.');
  // Still editing: a start card goes into row 1.
  const row = page.locator('.editor-rows > li').first();
  await row.getByRole('button', { name: 'Rij 1', exact: true }).click();
  await page.locator('.editor-pick[data-card="13"]').click();
  await expect(row.locator('[data-card="13"]')).toBeVisible();
});
