// The example boards in the browser, checked against the engine: every board on every rule page.
import { readdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { bullheads, parseScenario, runScenario, type Scenario } from '../../src/engine/index.ts';
import { ruleOf } from '../../src/islands/board/captions.ts';
import { runBoard } from '../../src/machines/board-run.ts';
import { boardSteps, type BoardStep } from '../../src/machines/board-model.ts';
import { RULE_PAGES } from '../../src/utils/rule-pages.ts';

const LANGS = ['en', 'de', 'nl'] as const;
const RULE_WORD = { en: 'Rule', de: 'Regel', nl: 'Regel' } as const;

function scenarioOf(id: string): Scenario {
  const parsed = parseScenario(JSON.parse(readFileSync(`src/content/examples/${id}.json`, 'utf8')));
  if (!parsed.ok) throw new Error(`${id}: ${parsed.error.path}: ${parsed.error.message}`);
  return parsed.value;
}

/** The board's steps, after checking that its replay ends where the engine's runScenario does. */
function stepsOf(scenario: Scenario): BoardStep[] {
  const run = runBoard(scenario);
  const engine = runScenario(scenario);
  if (!run.ok || !engine.ok) throw new Error('the scenario does not run');
  const steps = boardSteps(run.value);
  expect(steps[steps.length - 1]?.rows).toEqual(engine.value.turns[engine.value.turns.length - 1]?.after.rows);
  return steps;
}

const EXAMPLES = new Set(readdirSync('src/content/examples').map((f) => f.replace(/\.json$/, '')));

/** Example ids per page, in page order, read from the MDX sources. */
function boardsOn(lang: string, slug: string): string[] {
  const text = readFileSync(`src/content/rules/${lang}/${slug}.mdx`, 'utf8');
  return [...text.matchAll(/<Example\s+id="([^"]+)"/g)].map((m) => m[1] as string).filter((id) => EXAMPLES.has(id));
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(`${page.url()}: ${message.text()}`));
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** The hydrated board of an example (client:near: scroll it into view first). */
async function liveBoard(page: Page, id: string, nth = 0): Promise<Locator> {
  const board = page.locator(`.board[data-example="${id}"]`).nth(nth);
  await board.scrollIntoViewIfNeeded();
  const live = board.locator('.board-live');
  await expect(live).toBeVisible();
  return live;
}

async function rowsIn(scope: Locator): Promise<number[][]> {
  return scope.locator('[data-row]').evaluateAll((rows) =>
    rows.map((row) => [...row.querySelectorAll('[data-card]')].map((card) => Number(card.getAttribute('data-card')))),
  );
}

const plain = (rows: readonly (readonly number[])[]) => rows.map((r) => [...r]);

for (const lang of LANGS) {
  for (const { slug, path } of RULE_PAGES) {
    const ids = boardsOn(lang, slug);
    if (!ids.length) continue;
    test(`boards on /${lang}/${path} ${lang === 'en' ? 'step' : 'jump'} to the engine's positions with the right rules`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(`/${lang}/${path}`);
      const seen = new Map<string, number>();
      for (const id of ids) {
        const nth = seen.get(id) ?? 0;
        seen.set(id, nth + 1);
        const steps = stepsOf(scenarioOf(id));
        const live = await liveBoard(page, id, nth);
        await expect(live).toHaveAttribute('data-steps', String(steps.length));
        await live.focus();
        await live.press('Home');
        // Every step once, in English; the other languages show the same positions in other words, so there
        // the board jumps to its end (the positions of each step are the engine's, not the language's).
        const shown = lang === 'en' ? steps.map((_, i) => i) : [steps.length - 1];
        for (const i of shown) {
          const step = steps[i] as BoardStep;
          if (lang !== 'en') await live.press('End');
          else if (i > 0) await live.press('ArrowRight');
          await expect(live, `${id} step ${i + 1}`).toHaveAttribute('data-step', String(i + 1));
          const rule = ruleOf(step);
          const text = await live.locator('.board-caption').innerText();
          if (rule) expect(text, `${id} step ${i + 1}`).toContain(`${RULE_WORD[lang]} ${rule}`);
          else expect(text, `${id} step ${i + 1}`).not.toMatch(new RegExp(`${RULE_WORD[lang]} [34]`));
          expect(await rowsIn(live), `${id} step ${i + 1}`).toEqual(plain(step.rows));
        }
        const last = steps[steps.length - 1] as BoardStep;
        for (const [player, points] of Object.entries(last.penalties)) {
          await expect(live.locator(`[data-player="${player}"] [data-points]`)).toHaveAttribute('data-points', String(points));
          await expect(live.locator(`[data-player="${player}"] [data-pile]`)).toHaveAttribute('data-pile', String(last.piles[player]?.length ?? 0));
        }
      }
      expect(errors).toEqual([]);
    });
  }
}

test('keyboard, buttons and the slider step the board; the name states the step', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/en/rules/');
  // Tabbing down from the top of the page reaches the first board, out of view at first (client:near).
  const inBoard = () => page.evaluate(() => document.activeElement?.closest('.board')?.getAttribute('data-example') ?? null);
  let tabs = 0;
  while ((await inBoard()) === null && tabs++ < 60) await page.keyboard.press('Tab');
  expect(await inBoard()).toBe('basic-figures');
  const live = await liveBoard(page, 'basic-figures');
  const total = stepsOf(scenarioOf('basic-figures')).length;
  await expect(live).toHaveAttribute('aria-label', `Example board, step 1 of ${total}`);
  await live.focus();
  await live.press('ArrowRight');
  await live.press('ArrowRight');
  await expect(live).toHaveAttribute('aria-label', `Example board, step 3 of ${total}`);
  await live.press('ArrowLeft');
  await expect(live).toHaveAttribute('data-step', '2');
  await live.press('End');
  await expect(live).toHaveAttribute('data-step', String(total));
  await live.press('Home');
  await expect(live).toHaveAttribute('data-step', '1');

  await live.getByRole('button', { name: 'Next' }).click();
  await live.getByRole('button', { name: 'Next' }).click();
  await expect(live).toHaveAttribute('data-step', '3');
  await live.getByRole('button', { name: 'Back' }).click();
  await expect(live).toHaveAttribute('data-step', '2');
  await live.getByRole('slider', { name: 'Step' }).fill('11');
  await expect(live).toHaveAttribute('data-step', '11');
  await expect(live.locator('.board-caption')).toContainText('Rule 3, the 6th card: Cor takes row 1 (12, 14, 15, 21, 26), 6 bullheads');
  await expect(live.locator('[data-row="1"]')).toHaveAttribute('data-highlight', 'target');
  // A button that disables itself (Next on the last step, Restart) hands the focus to the board, whose keys step on.
  await live.getByRole('slider', { name: 'Step' }).fill(String(total - 1));
  await live.getByRole('button', { name: 'Next' }).click();
  await expect(live).toHaveAttribute('data-step', String(total));
  await expect(live).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(live).toHaveAttribute('data-step', String(total - 1));
  await live.getByRole('button', { name: 'Restart' }).click();
  await expect(live).toHaveAttribute('data-step', '1');
  await expect(live).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(live).toHaveAttribute('data-step', '2');
  await expect(live.locator('.board-caption')).toHaveAttribute('aria-live', 'polite');
  expect(errors).toEqual([]);
});

test('try another card: a low card asks which row to take, the outcome changes, Return restores the official line', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/en/rules/');
  const live = await liveBoard(page, 'basic-figures');
  const official = stepsOf(scenarioOf('basic-figures'));
  // The focus follows each step: the form's first field, the question, then the board (never the page's body).
  await live.getByRole('button', { name: 'Try another card' }).click();
  await expect(live.getByRole('radio').first()).toBeFocused();
  await live.getByRole('button', { name: 'Cancel' }).click();
  await expect(live.getByRole('button', { name: 'Try another card' })).toBeFocused();
  await page.keyboard.press('Enter');
  await live.getByLabel('Cor’s 44').check();
  await live.getByLabel('Play instead').selectOption('10');
  await live.getByRole('button', { name: 'Show what happens' }).click();
  await expect(live.locator('.board-decide')).toContainText('10 is lower than the last card of every row. Which row does Cor take?');
  await expect(live.getByRole('button', { name: 'Row 1' })).toBeFocused();
  // The question stands under the step buttons; Next (or an arrow key) waits for it and hands it the focus.
  const step = await live.getAttribute('data-step');
  await live.getByRole('button', { name: 'Next' }).click();
  await expect(live.getByRole('button', { name: 'Row 1' })).toBeFocused();
  await expect(live).toHaveAttribute('data-step', step ?? '');
  expect(await live.locator('.board-controls + .board-decide').count()).toBe(1);
  // Each row says what taking it costs (10 is the turn's lowest card: the rows are the deal's).
  const cost = scenarioOf('basic-figures').rows[3]!.reduce((sum, card) => sum + bullheads(card), 0);
  await live.getByRole('button', { name: `Row 4 (${cost} bullhead${cost === 1 ? '' : 's'})`, exact: true }).click();
  await expect(live).toHaveAttribute('data-line', 'own');
  await expect(live.locator('.board-own')).toContainText('Cor plays 10 instead of 44');
  await expect(live).toBeFocused();

  const base = scenarioOf('basic-figures');
  const first = base.turns[0] as { plays: Record<string, number> };
  const changed: Scenario = { ...base, turns: [{ plays: { ...first.plays, Cor: 10 }, choices: [{ card: 10, takeRow: 4 }] }] };
  const mine = stepsOf(changed);
  await page.keyboard.press('End');
  await expect(live).toHaveAttribute('data-steps', String(mine.length));
  expect(await rowsIn(live)).toEqual(plain((mine[mine.length - 1] as BoardStep).rows));
  expect(await rowsIn(live)).not.toEqual(plain((official[5] as BoardStep).rows));
  await expect(live.locator('[data-player="Cor"] [data-points]')).toHaveAttribute('data-points', '1');

  await live.getByRole('button', { name: 'Back to the official example' }).click();
  await expect(live).toHaveAttribute('data-line', 'official');
  await expect(live).toHaveAttribute('data-steps', String(official.length));
  await page.keyboard.press('End');
  expect(await rowsIn(live)).toEqual(plain((official[official.length - 1] as BoardStep).rows));
  expect(errors).toEqual([]);
});

test('without JavaScript each board shows its first and last position as cards', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/de/rules/');
  const board = page.locator('.board[data-example="basic-figures"]');
  await expect(board.locator('.board-live')).toHaveCount(0);
  const positions = board.locator('.board-position');
  await expect(positions).toHaveCount(2);
  const steps = stepsOf(scenarioOf('basic-figures'));
  expect(await rowsIn(positions.nth(0))).toEqual(plain((steps[0] as BoardStep).rows));
  expect(await rowsIn(positions.nth(1))).toEqual(plain((steps[steps.length - 1] as BoardStep).rows));
  await expect(positions.nth(0).locator('svg[data-card="12"]')).toBeVisible();
  await context.close();
});

test('printing shows each board at its first and last step, without controls', async ({ page }) => {
  await page.goto('/nl/rules/');
  const live = await liveBoard(page, 'basic-figures');
  await page.emulateMedia({ media: 'print' });
  await expect(live).toBeHidden();
  const printed = page.locator('.board[data-example="basic-figures"] .board-print .board-position');
  await expect(printed).toHaveCount(2);
  await expect(printed.last()).toBeVisible();
  const steps = stepsOf(scenarioOf('basic-figures'));
  expect(await rowsIn(printed.first())).toEqual(plain((steps[0] as BoardStep).rows));
  expect(await rowsIn(printed.last())).toEqual(plain((steps[steps.length - 1] as BoardStep).rows));
  await expect(page.locator('.board-controls:visible, .board-keys:visible')).toHaveCount(0);
});

test('a board fits a 320 px touch screen: rows scroll inside the board, never the page; no keyboard tip', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 700 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto('/en/variants/options/');
  const live = await liveBoard(page, 'seven-nimmt');
  await live.press('End');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(live.locator('.board-keys')).toBeHidden();
  await context.close();
});

for (const lang of LANGS) {
  test(`axe finds no serious violation on hydrated boards in ${lang}, with the card picker and a decision open`, async ({ page }) => {
    await page.goto(`/${lang}/variants/raffiniert/`);
    const live = await liveBoard(page, 'raffiniert-two-cards');
    await live.locator('.board-try-open').click();
    await live.locator('.board-try input[type="radio"]').last().check();
    await live.locator('.board-try select').selectOption('71');
    await live.locator('.board-try button[type="submit"]').click();
    await expect(live.locator('.board-decide')).toBeVisible();
    const results = await new AxeBuilder({ page }).include('.board').analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('the placed card slides in, but not under prefers-reduced-motion', async ({ page }) => {
  await page.goto('/en/rules/');
  let live = await liveBoard(page, 'basic-figures');
  await live.press('Home');
  await live.press('ArrowRight');
  await live.press('ArrowRight');
  const card = () => live.locator('.board-new').first();
  expect(await card().evaluate((el) => getComputedStyle(el).animationName)).toBe('board-in');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  live = await liveBoard(page, 'basic-figures');
  await live.press('Home');
  await live.press('ArrowRight');
  await live.press('ArrowRight');
  expect(await card().evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
});

/** Records the moving copies of cards a board puts up (they last a third of a second): kind and vertical travel. */
async function watchGhosts(live: Locator) {
  await live.evaluate((el) => {
    const seen: { move: string; dy: number }[] = [];
    (window as unknown as { ghosts: typeof seen }).ghosts = seen;
    new MutationObserver((records) => {
      for (const r of records) {
        for (const n of r.addedNodes) {
          if (!(n instanceof Element) || !n.classList.contains('board-ghost')) continue;
          const first = (n.getAnimations()[0]?.effect as KeyframeEffect | null)?.getKeyframes();
          const transforms = (first ?? []).map((k) => String(k.transform ?? ''));
          const dy = (t: string | undefined) => Number(/translate\([-\d.]+px, ([-\d.]+)px\)/.exec(t ?? '')?.[1] ?? 0);
          seen.push({ move: n.getAttribute('data-move') ?? '', dy: dy(transforms[0]) - dy(transforms[transforms.length - 1]) });
        }
      }
    }).observe(el, { childList: true });
  });
  return {
    take: () => live.evaluate(() => (window as unknown as { ghosts: { move: string; dy: number }[] }).ghosts.splice(0)),
  };
}

test('stepping forward, the placed card travels from the turn into its row and a taken row slides to the pile; reduced motion: instant', async ({ page }) => {
  const steps = stepsOf(scenarioOf('basic-figures'));
  const takeAt = steps.findIndex((s) => s.explanation?.kind === 'take');
  const taken = steps[takeAt - 1]?.rows[(steps[takeAt]?.target ?? 0) - 1] ?? [];
  expect(taken.length).toBeGreaterThan(0);
  await page.goto('/en/rules/');
  let live = await liveBoard(page, 'basic-figures');
  await page.waitForLoadState('networkidle'); // the moving part loads after the board
  let ghosts = await watchGhosts(live);
  await live.press('Home');
  await live.press('ArrowRight'); // the turn's cards revealed
  await live.press('ArrowRight'); // the first card goes to its row
  await expect(live).toHaveAttribute('data-step', '3');
  // One card, starting where the turn's cards lie (below the rows), travelling up into its row.
  const placed = await ghosts.take();
  expect(placed.map((g) => g.move)).toEqual(['place']);
  expect(placed[0]?.dy).toBeGreaterThan(20);
  await expect(live.locator('.board-ghost')).toHaveCount(0); // gone once it lies in the row
  for (let i = 2; i < takeAt - 1; i++) await live.press('ArrowRight');
  await expect(live).toHaveAttribute('data-step', String(takeAt));
  await ghosts.take();
  await live.press('ArrowRight'); // the row is taken: each of its cards slides down to the pile
  await expect(live).toHaveAttribute('data-step', String(takeAt + 1));
  const slid = await ghosts.take();
  expect(slid.map((g) => g.move)).toEqual(taken.map(() => 'take'));
  for (const g of slid) expect(g.dy).toBeLessThan(-20);
  await expect(live.locator('.board-ghost')).toHaveCount(0);
  await live.press('ArrowLeft'); // back: instant
  expect(await ghosts.take()).toEqual([]);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  live = await liveBoard(page, 'basic-figures');
  ghosts = await watchGhosts(live);
  await live.press('Home');
  await live.press('ArrowRight');
  await live.press('ArrowRight');
  await expect(live).toHaveAttribute('data-step', '3');
  expect(await ghosts.take()).toEqual([]);
});

test('try another card in Hand: the reader picks which taken cards go to the hand', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/en/variants/hand/');
  const live = await liveBoard(page, 'hand-keep');
  await live.getByRole('button', { name: 'Try another card' }).click();
  await live.getByLabel('Anna’s 31').check();
  await expect(live.getByLabel('Play instead').locator('option')).toHaveText(['45', '58', '85']);
  await live.getByLabel('Play instead').selectOption('45');
  await live.getByRole('button', { name: 'Show what happens' }).click();
  const decide = live.locator('.board-decide');
  await expect(decide).toContainText('Anna takes 10, 11, 13, 17, 21. Which cards go to the hand');
  await decide.getByLabel('13').check();
  await decide.getByLabel('17').check();
  await decide.getByRole('button', { name: 'Done' }).click();
  await expect(live).toHaveAttribute('data-line', 'own');

  const base = scenarioOf('hand-keep');
  const changed: Scenario = { ...base, turns: [{ player: 'Anna', cards: [45, 32], choices: [{ player: 'Anna', toHand: [13, 17] }] }] };
  const mine = stepsOf(changed);
  await live.press('End');
  const last = mine[mine.length - 1] as BoardStep;
  expect(await rowsIn(live)).toEqual(plain(last.rows));
  await expect(live.locator('[data-player="Anna"] [data-pile]')).toHaveAttribute('data-pile', String(last.piles['Anna']?.length));
  await expect(live.locator('.board-caption')).toContainText('Rule 3');
  expect(errors).toEqual([]);
});
