// The puzzle trainer in the browser: answering by keyboard and mouse, streaks, the daily
// puzzle, progress in localStorage (kept, corrupted, reset), puzzle pages, accessibility.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { dailyPuzzle } from '../../src/puzzles/daily.ts';
import { givenParts, rightPart, partCount, type PartValue } from '../../src/trainer/answer.ts';
import { localDate } from '../../src/trainer/pick.ts';
import { STORAGE_KEY } from '../../src/trainer/progress.ts';
import { takesOf } from '../../src/trainer/replay.ts';
import { wrong as wrongPart } from '../unit/trainer/parts.ts';
import { byId, failOnPageErrors, firstOf, openChooser, ready, SET, shown, solveByKeyboard, startWith, typePart } from './trainer-helpers.ts';

const LANGS = ['en', 'de', 'nl'] as const;

test.describe('puzzle trainer', () => {
  failOnPageErrors(test);

  test('solving right with the keyboard gives right feedback for every part', async ({ page }) => {
    const puzzles = [firstOf('basic', 'where'), firstOf('profi', 'where'), firstOf('raffiniert', 'which-row', (p) => p.answer.kind === 'which-row' && p.answer.order !== undefined), firstOf('taktik', 'safe-card'), firstOf('basic', 'who-takes')];
    for (const p of puzzles) {
      await page.goto(`/en/puzzles/${p.id}/`);
      await ready(page);
      await solveByKeyboard(page, p);
      await expect(page.locator('.trainer-puzzle [data-result="right"]')).toHaveCount(partCount(p) - givenParts(p));
      await expect(page.locator('.trainer-outcome')).toHaveText('Solved!');
      await expect(page.locator('.trainer-rule')).toBeVisible();
      // The answer is marked on the table itself: the row, the safe card in the hand (which stays), who takes which row.
      const marked = page.locator('.trainer-table [data-mark] .trainer-mark');
      const a = p.answer;
      if (a.kind === 'which-row') await expect(marked).toHaveText(a.order ? ['the answer', 'the answer'] : ['the answer']);
      if (a.kind === 'which-row') await expect(page.locator('.trainer-table .board-row[data-mark]')).toHaveAttribute('data-row', String(a.row));
      // Raffiniert: the player's two cards under "Placed first", the one placed first marked.
      if (a.kind === 'which-row' && a.order) await expect(page.locator('.trainer-table .trainer-others', { hasText: 'Placed first' }).locator('.trainer-marked[data-mark="right"] .card')).toHaveAttribute('aria-label', new RegExp(`^Card ${a.order[0]},`));
      if (a.kind === 'safe-card') await expect(page.locator('.trainer-table .trainer-hand', { hasText: 'the answer' }).locator('.trainer-marked[data-mark="right"] .card')).toHaveAttribute('aria-label', new RegExp(`^Card ${a.card},`));
      if (a.kind === 'who-takes') await expect(marked).toHaveText(takesOf(p).sort((x, y) => x.row - y.row).map((x) => `${x.player} takes this row (${x.cards.join(', ')}): ${x.points} ${x.points === 1 ? 'bullhead' : 'bullheads'}`));
    }
  });

  // The table shows the rows before the turn: a take names the cards as they lie when taken, and in hand what is kept.
  test('who takes what: the marks name the cards taken, a row grown in the turn and cards kept in hand (en, de)', async ({ page }) => {
    await page.goto('/en/puzzles/doppel-who-takes-0001/');
    await ready(page);
    await solveByKeyboard(page, byId('doppel-who-takes-0001'));
    await expect(page.locator('.trainer-table .board-row[data-row="4"] .trainer-mark')).toHaveText('Anna takes this row (18, 26, 30, 36, 37): 7 bullheads');
    await page.goto('/de/puzzles/hand-who-takes-0023/');
    await ready(page);
    await expect(page.locator('.trainer-question')).toContainText('Wie viele Hornochsen kommen in diesem Zug auf den Stapel jedes Spielers? Genommene Karten, die auf die Hand gehen, zählen nicht.');
    await solveByKeyboard(page, byId('hand-who-takes-0023'));
    await expect(page.locator('.trainer-table .board-row[data-row="3"] .trainer-mark')).toHaveText('Ben nimmt diese Reihe (5, 59), behält 5, 59 auf der Hand und legt 0 Hornochsen auf den Stapel');
  });

  // basic-where-0022: Anna's 6 fits no row, and rows 1, 2 and 3 each hold 4 bullheads.
  test('a low card among rows equally cheap: the feedback says the tie and the convention\'s lowest number (de)', async ({ page }) => {
    await page.goto('/de/puzzles/basic-where-0022/');
    await ready(page);
    await page.keyboard.press('1');
    await expect(page.locator('.puzzle-feedback li').first()).toContainText('Die Reihen 1, 2 und 3 sind mit je 4 Hornochsen am billigsten; bei Gleichstand nimmt man nach der Vereinbarung die kleinste Nummer, Reihe 1.');
    // Row 2, as cheap, picked as the row to take: the take and its tie are said, not a placement after 104.
    await page.reload();
    await ready(page);
    await page.keyboard.press('2');
    const wrong = page.locator('.puzzle-feedback [data-result="wrong"]');
    await expect(wrong).toContainText('Die Reihen 1, 2 und 3');
    await expect(wrong).not.toContainText('104');
  });

  // basic-who-takes-0001: Finn's 39 is the sixth card of row 1; the puzzle's own theme is Anna's low card.
  test('a missed count of who takes what: the rule shown is the one behind that player\'s take', async ({ page }) => {
    const p = byId('basic-who-takes-0001');
    await page.goto(`/en/puzzles/${p.id}/`);
    await ready(page);
    for (let i = 0; i < 5; i++) await typePart(page, p, rightPart(p, i) as PartValue);
    await typePart(page, p, { kind: 'count', value: 0 });
    await expect(page.locator('.trainer-outcome')).toHaveText(/./);
    await expect(page.locator('.trainer-rule')).toHaveText('The rule here: The sixth card in a row takes the five before it and starts the row anew.');
  });

  test('a wrong answer with the mouse gives wrong feedback, then the solution replays', async ({ page }) => {
    const p = firstOf('basic', 'which-row');
    await page.goto(`/en/puzzles/${p.id}/`);
    await ready(page);
    const wrong = wrongPart(p, 0);
    if (wrong.kind !== 'row' || p.question.kind !== 'which-row') throw new Error('row');
    // Before any answer the page says that the solution, asked for now, counts as missed.
    await expect(page.locator('.trainer-note')).toHaveText('Showing the solution before you answer counts as missed.');
    // The hint points at the move to think about, never at the puzzle's themes.
    await page.getByRole('button', { name: 'Hint' }).click();
    await expect(page.locator('.trainer-hint')).toContainText(`play out the rest of the turn after card ${p.question.card}`);
    await expect(page.locator('.trainer-hint')).toBeFocused(); // the button went: the focus is not dropped to the page
    // A click anywhere on the row picks it, not only on its number.
    await page.locator(`.trainer-table .board-row[data-row="${wrong.row}"] .card`).last().click();
    await expect(page.getByRole('button', { name: `Row ${wrong.row}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Confirm' }).click();
    // The verdict, then what that choice overlooks (without the right row), and the rule.
    const verdict = page.locator('.trainer-feedback li[data-result="wrong"]');
    await expect(verdict).toContainText(`Row ${wrong.row}: not right. Row ${wrong.row} `);
    await expect(verdict).not.toContainText(`Row ${(rightPart(p, 0) as { row: number }).row}`);
    await expect(page.locator('.trainer-outcome')).toHaveText('Not this time.');
    await expect(page.locator('.trainer-note')).toHaveCount(0);
    await expect(page.locator('.trainer-rule')).toBeVisible();
    // The table marks the reader's row in words as well as colour; the right one is kept back for a new try, as the why is.
    await expect(page.locator('.trainer-table .board-row[data-mark="wrong"]')).toHaveAttribute('data-row', String(wrong.row));
    await expect(page.locator('.trainer-table .board-row[data-mark="wrong"] .trainer-mark')).toHaveText('your answer');
    await expect(page.locator('.trainer-table .board-row[data-mark="right"]')).toHaveCount(0);
    await expect(page.locator('.trainer-reason')).toHaveCount(0); // the why would give the answer away
    await page.getByRole('button', { name: 'Show the solution' }).click();
    // The button goes with the state: the focus moves to the solution, not back to the page's top.
    await expect(page.locator('.trainer-solution h3').first()).toBeFocused();
    await expect(page.locator('.trainer-table .board-row[data-mark="right"]')).toHaveAttribute('data-row', String((rightPart(p, 0) as { row: number }).row));
    await expect(page.locator('.trainer-table .board-row[data-mark="right"] .trainer-mark')).toHaveText('the answer');
    await expect(page.locator('.trainer-solution li').first()).toHaveText(`row ${(rightPart(p, 0) as { row: number }).row}`);
    await expect(page.locator('.trainer-reason')).toContainText(`Why: When ${p.question.player} has to take a row, row ${(rightPart(p, 0) as { row: number }).row} is the cheapest`);
    await expect(page.locator('.trainer-solution .board-live')).toBeVisible();
    // Retry and solve with the mouse: right, yet counted as missed the first time.
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('.trainer-table')).toBeFocused();
    await page.getByRole('button', { name: `Row ${(rightPart(p, 0) as { row: number }).row}`, exact: true }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.locator('.trainer-outcome')).toContainText('first try still counts as missed');
    await expect(page.locator('.trainer-table [data-mark]')).toHaveCount(1);
  });

  test('a streak grows with right answers and ends at a mistake', async ({ page }) => {
    await page.goto('/en/puzzles/');
    await ready(page);
    await openChooser(page);
    await page.locator('[data-mode="streak"]').click();
    // The streak's first puzzle, not the one the trainer opened with.
    await expect(page.locator('[data-streak]')).toBeVisible();
    await expect(page.locator('.trainer-puzzle')).toBeVisible();
    const first = await shown(page);
    await solveByKeyboard(page, first);
    await expect(page.locator('[data-streak]')).toHaveText('Streak: 1');
    await page.getByRole('button', { name: 'Next puzzle' }).click();
    await expect(page.locator('.trainer-puzzle')).not.toHaveAttribute('data-puzzle', first.id);
    // The next puzzle comes to the top of the screen, its board in sight below its title (the page's head scrolls away).
    const top = await page.locator('.trainer-puzzle').evaluate((a) => a.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(30);
    const second = await shown(page);
    // The first part that can be answered wrong (a hand of one card leaves no wrong card to pick).
    const at = second.question.kind === 'special' && second.question.hand.length < 2 ? 1 : 0;
    for (let i = givenParts(second); i < at; i++) await typePart(page, second, rightPart(second, i) as PartValue);
    await typePart(page, second, wrongPart(second, at));
    await expect(page.locator('.trainer-streak-over')).toContainText('stops at 1');
    await expect(page.locator('[data-streak]')).toHaveText('Streak: 0');
    await expect(page.locator('.trainer-status')).toContainText('Best streak in Streak mode: 1');
    await page.getByRole('button', { name: 'Next puzzle' }).click();
    await expect(page.locator('[data-streak]')).toHaveText('Streak: 0');
  });

  test('a reload brings back the puzzle being answered; once it is answered, the trainer picks afresh', async ({ page }) => {
    await page.goto('/en/puzzles/');
    await ready(page);
    const first = await shown(page);
    // The puzzle is kept for a reload by an effect after the render that shows it: wait for the store, not race it.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('bullheads:trainer:open'))).toBe(first.id);
    await page.reload();
    await ready(page);
    await expect(page.locator('.trainer-puzzle')).toHaveAttribute('data-puzzle', first.id);
    // Answered, it is settled: a reload no longer holds on to it (the trainer picks as it does on a first visit).
    await solveByKeyboard(page, first);
    await expect(page.locator('.trainer-outcome')).toHaveText('Solved!');
    // The store is written by an effect after the render that shows the verdict: wait for it rather than race it.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('bullheads:trainer:open'))).toBeNull();
  });

  test('the daily puzzle is the same on two loads, and the set’s pick for today; answered, it says so when opened again', async ({ page }) => {
    const ids: string[] = [];
    for (let n = 0; n < 2; n++) {
      await page.goto('/de/puzzles/');
      await ready(page);
      await openChooser(page);
      await page.locator('[data-mode="daily"]').click();
      await expect(page.locator('.trainer-daily')).toBeVisible();
      ids.push((await page.locator('.trainer-puzzle').getAttribute('data-puzzle')) ?? '');
      const before = page.locator('[data-counted-before]');
      if (n === 0) {
        await expect(before).toHaveCount(0);
        await solveByKeyboard(page, await shown(page));
        await expect(page.locator('.trainer-outcome')).toBeVisible();
      } else await expect(before).toHaveText('Das Rätsel des Tages hast du heute schon beantwortet, deine Wertung ändert es nicht mehr. Morgen gibt es ein neues.');
    }
    const today = localDate(new Date(await page.evaluate(() => Date.now())));
    expect(ids[0]).toBe(ids[1]);
    expect(ids[0]).toBe(dailyPuzzle(today, SET)?.id);
  });

  test('progress survives a reload', async ({ page }) => {
    const p = firstOf('basic', 'which-row');
    await page.goto(`/nl/puzzles/${p.id}/`);
    await ready(page);
    await solveByKeyboard(page, p);
    await expect(page.locator('.trainer-outcome')).toHaveText('Opgelost!');
    await page.reload();
    await ready(page);
    const basic = page.locator('.trainer-tally').first().locator('tbody tr', { hasText: 'Basisspel' });
    await expect(basic.locator('td')).toHaveText(['1', '1', '0']);
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), STORAGE_KEY);
    expect(stored.byVariant.basic).toEqual({ solved: 1, clean: 1, missed: 0 });
    expect(stored.rating.r).toBeGreaterThan(1500);
  });

  test('a corrupted storage entry gives a notice in the reader’s language and a working trainer', async ({ page }) => {
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, '{"app":"bullheads-trainer","version":1,"byVariant":{"basic":"lots"}');
        sessionStorage.setItem('seeded', '1');
      }
    }, STORAGE_KEY);
    const p = firstOf('basic', 'where');
    await page.goto(`/de/puzzles/${p.id}/`);
    await ready(page);
    await expect(page.locator('.trainer-notice[role="alert"] p')).toHaveText('Dein gespeicherter Fortschritt war nicht lesbar. Die Daten bleiben unverändert in diesem Browser beiseitegelegt, und der Trainer beginnt von vorn. Lade sie herunter, wenn du eine Kopie behalten willst.');
    await solveByKeyboard(page, p);
    await expect(page.locator('.trainer-outcome')).toHaveText('Gelöst!');
    await page.reload();
    await ready(page);
    await expect(page.locator('.trainer-notice[role="alert"]')).toHaveCount(0);
  });

  test('a foreign import is refused and the progress kept', async ({ page }) => {
    const p = firstOf('basic', 'which-row');
    await page.goto(`/en/puzzles/${p.id}/`);
    await ready(page);
    await solveByKeyboard(page, p);
    const before = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
    await page.locator('.trainer-file input').setInputFiles({ name: 'other.json', mimeType: 'application/json', buffer: Buffer.from('{"save":"another game"}') });
    await expect(page.locator('.trainer-progress .trainer-notice')).toHaveText('That file is not a Bullheads progress file. Your progress is unchanged.');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe(before);
  });

  test('a filter nothing matches shows the empty state', async ({ page }) => {
    await page.goto('/en/puzzles/');
    await ready(page);
    await openChooser(page);
    await page.locator('select[name="variant"]').selectOption('basic');
    await page.locator('select[name="band"]').selectOption('hard');
    await page.locator('.trainer-themes summary').click();
    // Only the chosen variant's themes are offered: Doppel's stack is no theme of the basic game.
    await expect(page.locator('input[name="theme"][value="stack"]')).toHaveCount(0);
    for (const theme of ['double-take', 'no-take']) await page.locator(`input[name="theme"][value="${theme}"]`).check();
    await expect(page.locator('.trainer-count-line')).toHaveText('Puzzles matching: 0');
    await page.locator('[data-mode="pick"]').click();
    await expect(page.locator('.trainer-empty')).toBeVisible();
  });

  test('endless mode generates fresh puzzles; a missed one comes back in review', async ({ page }) => {
    await startWith(page, 'en', 'basic', 'which-row', 'endless');
    const puzzle = page.locator('.trainer-puzzle');
    await expect(puzzle).toHaveAttribute('data-puzzle', /^basic-which-row-s\d+$/, { timeout: 20_000 });
    const id = (await puzzle.getAttribute('data-puzzle')) ?? '';
    // Give up: the solution counts as missed and the puzzle joins the review list.
    await page.getByRole('button', { name: 'Show the solution' }).click();
    await expect(page.locator('.trainer-solution .board-live')).toBeVisible();
    await openChooser(page);
    await expect(page.locator('[data-mode="review"]')).toHaveText('Review my mistakes (1)');
    await page.locator('[data-mode="review"]').click();
    await expect(puzzle).toHaveAttribute('data-puzzle', id, { timeout: 20_000 });
  });

  test('a safe-card solution from the set replays (solved in the worker)', async ({ page }) => {
    await startWith(page, 'en', 'offen', 'safe-card', 'pick');
    await expect(page.locator('.trainer-puzzle')).toHaveAttribute('data-kind', 'safe-card');
    await page.getByRole('button', { name: 'Show the solution' }).click();
    await expect(page.locator('.trainer-solution .board-live')).toBeVisible({ timeout: 20_000 });
  });

  test('the ? key lists the keys', async ({ page }) => {
    await page.goto(`/en/puzzles/${firstOf('basic', 'where').id}/`);
    await ready(page);
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard keys' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  for (const lang of LANGS) {
    test(`a puzzle URL opens that puzzle (${lang})`, async ({ page }) => {
      for (const p of [firstOf('basic', 'where'), firstOf('doppel', 'which-row'), firstOf('offen', 'safe-card')]) {
        await page.goto(`/${lang}/puzzles/${p.id}/`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('.trainer-puzzle')).toHaveAttribute('data-puzzle', p.id);
        await expect(page.locator('.trainer-puzzle')).toHaveAttribute('data-puzzle-state', 'solving');
        await expect(page.locator('.trainer-puzzle [data-row]')).toHaveCount(p.scenario.rows.length);
      }
    });

    test(`axe finds no serious problem on the trainer (${lang})`, async ({ page }) => {
      await page.goto(`/${lang}/puzzles/`);
      await ready(page);
      await openChooser(page);
      await page.locator('[data-mode="daily"]').click();
      await expect(page.locator('.trainer-puzzle')).toBeVisible();
      const result = await new AxeBuilder({ page }).analyze();
      const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('works at 320 px with touch-sized targets', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`/en/puzzles/${firstOf('profi', 'where').id}/`);
    await ready(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const end of ['left', 'right']) {
      const box = await page.locator(`.puzzle-target[data-end="${end}"]`).first().boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    }
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
    test('no button for the list of keys, which a phone has no use for', async ({ page }) => {
      await page.goto(`/en/puzzles/${firstOf('basic', 'where').id}/`);
      await ready(page);
      await expect(page.getByRole('button', { name: 'Show the solution' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Keys/ })).toBeHidden();
    });
  });
});
