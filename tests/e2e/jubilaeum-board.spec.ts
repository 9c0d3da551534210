// The Anniversary boards in the browser, checked against the engine: every board on /en/variants/jubilaeum/
// and on the page "Where the rulebook is silent", stepped from start to end, shows the engine's rows (number
// and special cards), names the special cards in the page's language, and shows each player's special cards
// in hand. German and Dutch hold the same boards: one page each, every board jumped to its end.
import { existsSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { parseScenario } from '../../src/engine/index.ts';
import { pickMessages } from '../../src/i18n/index.ts';
import { SPECIAL_CAPTION_KEYS } from '../../src/islands/board/special-captions.ts';
import { specialBoard, type SpecialBoard } from '../support/special-board.ts';

const LANGS = ['en', 'de', 'nl'] as const;
type Lang = (typeof LANGS)[number];
const NAMES: Record<Lang, Record<string, string>> = {
  en: { fifthRow: '5th Row', sevenNimmt: '7 nimmt!', insert: 'Insert', replace: 'Replace', shift: 'Shift', stop: 'Stop', negativePositive: 'Negative = Positive' },
  de: { fifthRow: '5. Reihe', sevenNimmt: '7 nimmt!', insert: 'Einfügen', replace: 'Ersetzen', shift: 'Verschieben', stop: 'Stopp', negativePositive: 'Minus = Plus' },
  nl: { fifthRow: '5e rij', sevenNimmt: '7 nimmt!', insert: 'Invoegen', replace: 'Vervangen', shift: 'Verschuiven', stop: 'Stop', negativePositive: 'Min = Plus' },
};

/** The pages with Anniversary boards (address and MDX source), and which of them each language checks. */
const JUBILAEUM = ['variants/jubilaeum', 'jubilaeum'] as const;
const SILENT = ['rules/silent', 'silent'] as const;
const PAGES: Record<Lang, readonly (typeof JUBILAEUM | typeof SILENT)[]> = { en: [JUBILAEUM, SILENT], de: [JUBILAEUM], nl: [SILENT] };

/** Anniversary example ids on a language's page, in page order, from its MDX source. */
function boardsOn(lang: Lang, source: string): string[] {
  const file = `src/content/rules/${lang}/${source}.mdx`;
  if (!existsSync(file)) return [];
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/<Example\s+id="([^"]+)"/g)].map((m) => m[1] as string).filter((id) => existsSync(`src/content/examples/jubilaeum/${id}.json`));
}

function dataOf(id: string, lang: Lang): SpecialBoard {
  const parsed = parseScenario(JSON.parse(readFileSync(`src/content/examples/jubilaeum/${id}.json`, 'utf8')));
  if (!parsed.ok) throw new Error(`${id}: ${parsed.error.path}: ${parsed.error.message}`);
  return specialBoard(parsed.value, pickMessages(lang, SPECIAL_CAPTION_KEYS));
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(`${page.url()}: ${message.text()}`));
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** Rows as shown: numbers for number cards, names for special cards, in the order they lie. */
async function rowsIn(scope: Locator): Promise<(number | string)[][]> {
  return scope.locator('[data-row]').evaluateAll((rows) =>
    rows.map((row) =>
      [...row.querySelectorAll('[data-card], [data-special]')].map((el) => (el.hasAttribute('data-card') ? Number(el.getAttribute('data-card')) : (el.getAttribute('data-special') as string))),
    ),
  );
}

async function liveBoard(page: Page, id: string): Promise<Locator> {
  const board = page.locator(`.board[data-example="${id}"]`);
  await board.scrollIntoViewIfNeeded();
  const live = board.locator('.board-live');
  await expect(live).toBeVisible();
  return live;
}

for (const lang of LANGS) for (const [address, source] of PAGES[lang]) {
  const ids = boardsOn(lang, source);

  test(`every Anniversary board on /${lang}/${address}/, ${lang === 'en' ? 'stepped' : 'jumped'} to its end, shows the engine's rows, hands and special-card names, and axe finds no serious violation`, async ({ page }) => {
    test.skip(ids.length === 0, `src/content/rules/${lang}/${source}.mdx has no Anniversary board`);
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    await page.goto(`/${lang}/${address}/`);
    for (const id of ids) {
      const data = dataOf(id, lang);
      const live = await liveBoard(page, id);
      await expect(live).toHaveAttribute('data-steps', String(data.steps.length));
      await live.focus();
      // Every step in English; in German and Dutch the board jumps to its end (the same positions, other words:
      // each step's caption in every language is checked in tests/unit/board/special-captions.test.ts).
      if (lang !== 'en') await page.keyboard.press('End');
      for (let i = lang === 'en' ? 0 : data.steps.length - 1; i < data.steps.length; i++) {
        const step = data.steps[i]!;
        await expect(live, `${id} step ${i + 1}`).toHaveAttribute('data-step', String(i + 1));
        expect(await rowsIn(live), `${id} step ${i + 1}`).toEqual((step.specials?.table ?? step.rows).map((r) => [...r]));
        const caption = live.locator('.board-caption');
        await expect(caption).toHaveText(data.captions[i]!);
        const e = step.explanation;
        if (e?.kind === 'special') await expect(caption, `${id} step ${i + 1}`).toContainText(NAMES[lang][e.special]!);
        if (e?.kind === 'swap') await expect(caption).toContainText(NAMES[lang][e.drew]!);
        await page.keyboard.press('ArrowRight');
      }
      // The end: the engine's last rows, and every holder's special cards by name.
      const last = data.steps[data.steps.length - 1]!;
      await expect(live).toHaveAttribute('data-step', String(data.steps.length));
      for (const player of data.holders) {
        const hand = live.locator(`.board-hand[data-player="${player}"] dd`);
        await expect(hand).toHaveAttribute('data-specials', (last.specials?.hands[player] ?? []).join(' '));
        for (const type of last.specials?.hands[player] ?? []) {
          await expect(hand.locator(`[data-special="${type}"]`).first()).toHaveAccessibleName(new RegExp(NAMES[lang][type]!.replace(/[.!=+]/g, '\\$&')));
        }
      }
      // Special cards on the table carry their name too.
      for (const el of await live.locator('[data-row] [data-special]').all()) {
        const type = (await el.getAttribute('data-special')) as string;
        await expect(el).toHaveAccessibleName(new RegExp(NAMES[lang][type]!.replace(/[.!=+]/g, '\\$&')));
      }
      await expect(live.locator('.board-keys')).toBeVisible();
    }
    // Every board at its end, hands and special cards showing: axe on all of them at once.
    const results = await new AxeBuilder({ page }).include('.board').analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    // Under a board, its way to an image: the editor opens the same example, with its export.
    const last = ids[ids.length - 1]!;
    await page.locator(`.board-slot:has([data-example="${last}"]) .board-edit a`).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/editor/$`));
    await expect(page.locator('.editor-rows > li').first().locator('[data-card]').first()).toHaveAttribute('data-card', String(dataOf(last, lang).steps[0]!.rows[0]![0]));
    await expect(page.locator('button[data-action="svg"]')).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('without JavaScript an Anniversary board shows its first and last position, special cards included', async ({ browser }) => {
  const ids = boardsOn('en', 'jubilaeum');
  test.skip(ids.length === 0, 'the Anniversary page is not there yet');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/variants/jubilaeum/');
  const id = 'jubilaeum-stop-take';
  const data = dataOf(id, 'en');
  const positions = page.locator(`.board[data-example="${id}"] .board-position`);
  await expect(positions).toHaveCount(2);
  expect(await rowsIn(positions.first())).toEqual(data.steps[0]!.rows.map((r) => [...r]));
  expect(await rowsIn(positions.last())).toEqual(data.steps[data.steps.length - 1]!.rows.map((r) => [...r]));
  await context.close();
});
