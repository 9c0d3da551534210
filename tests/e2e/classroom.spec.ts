// A classroom set from the teacher to three students and back into a summary (in German: the other
// languages' words are the same typed catalog keys): the set travels in a link, the answers in result
// codes; a code from another set, a tampered code and a damaged set link are refused in the reader's language.
import { expect, hydrated, test, type Page } from './fixtures.ts';
import type { Browser } from '@playwright/test';
import curated from '../../src/content/puzzles/puzzles.json' with { type: 'json' };
import type { Puzzle } from '../../src/puzzles/types.ts';

const TEXT = {
  en: { make: 'Make the links', start: 'Start', results: 'Show the results', otherSet: 'this code belongs to another set.', check: 'this code is mistyped or was changed', recased: 'capital and small letters in this code were changed', damaged: 'This set link is damaged', damagedTeacher: 'Your link for the results is incomplete', other: 'Not Ben? Start as someone else', done: 'Done! 2 of 2 puzzles right.', times: '(2×)' },
  de: { make: 'Links erstellen', start: 'Los geht’s', results: 'Ergebnisse zeigen', otherSet: 'Dieser Code gehört zu einem anderen Satz.', check: 'Dieser Code ist vertippt oder wurde verändert', recased: 'In diesem Code wurden Groß- und Kleinbuchstaben verändert', damaged: 'Dieser Link zum Rätselsatz ist beschädigt', damagedTeacher: 'Dein Link für die Ergebnisse ist unvollständig', other: 'Nicht Ben? Als jemand anderes beginnen', done: 'Geschafft! 2 von 2 Rätseln richtig.', times: '(2×)' },
} as const;

// The builder lists puzzles in the curated order: the first two basic which-row puzzles.
const picked = (curated as unknown as Puzzle[]).filter((p) => p.variant === 'basic' && p.kind === 'which-row').slice(0, 2);
const rightRow = (p: Puzzle) => (p.answer.kind === 'which-row' ? p.answer.row : 0);
const wrongRow = (p: Puzzle) => (rightRow(p) === 1 ? 2 : 1);

/**
 * A student opens the link in a browser of their own, answers each puzzle by row and returns the code.
 * With `reload` the phone reloads the tab after the first answer and again at the result (as when the student
 * switches to a chat app): the set goes on at the next puzzle, and the result and code come back.
 */
async function student(browser: Browser, link: string, name: string, rows: number[], start: string, reload = false): Promise<{ code: string; page: Page }> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(link);
  await hydrated(page);
  await page.locator('.classroom-name input').fill(name);
  await page.getByRole('button', { name: start }).click();
  for (const [i, row] of rows.entries()) {
    await expect(page.locator('.trainer-puzzle')).toHaveAttribute('data-puzzle', picked[i]!.id);
    // Start and Next go away with their step: the focus is on the puzzle's heading, where its keys work.
    await expect(page.locator('.classroom-solve h2')).toBeFocused();
    await page.locator('.trainer-rowpick').nth(row - 1).click();
    await page.locator('.trainer-confirm').click();
    // Right or wrong, the puzzle says so at once; only this first try goes into the code.
    await expect(page.locator('[data-puzzle-state]')).toHaveAttribute('data-puzzle-state', row === rightRow(picked[i]!) ? 'solved' : 'failed');
    // The first answer is kept: after a reload the puzzle answered is not asked again.
    if (reload && i === 0) {
      await page.reload();
      await hydrated(page);
      continue;
    }
    await page.locator('[data-action="next"]').click();
  }
  await expect(page.locator('[data-done] h2')).toBeFocused();
  const code = await page.locator('[data-out="code"]').inputValue();
  if (reload) {
    const score = await page.locator('.classroom-score').textContent();
    await page.reload();
    await hydrated(page);
    await expect(page.locator('.classroom-score')).toHaveText(score!);
    await expect(page.locator('[data-out="code"]')).toHaveValue(code);
  }
  return { code, page };
}

const lang = 'de';
test(`a classroom set from teacher to three students and back into a summary (de)`, async ({ page, browser }) => {
  test.setTimeout(90_000);
  const text = TEXT[lang];
  await page.goto(`/${lang}/teachers/`);
  await page.locator('a[data-link="classroom"]').click();
  await hydrated(page);
  // Pick: the basic game, which row to take.
  const selects = page.locator('.classroom-filter select');
  await selects.nth(0).selectOption('basic');
  await selects.nth(1).selectOption('which-row');
  // 25 such puzzles: the first 12 listed, the rest a keypress away, the focus on the first one added.
  const listed = page.locator('.classroom-list li[data-puzzle]');
  await expect(listed).toHaveCount(12);
  await page.locator('[data-action="more"]').press('Enter');
  await expect(listed).toHaveCount(24);
  await expect(listed.nth(12)).toBeFocused();
  await page.locator('[data-action="more"]').press('Enter');
  await expect(listed).toHaveCount(25);
  await expect(page.locator('[data-action="more"]')).toHaveCount(0);
  for (const p of picked) await page.locator(`[data-add="${p.id}"]`).click();
  // The set lists each puzzle as the picker does, with its difficulty.
  const BAND = { easy: 'Leicht', medium: 'Mittel', hard: 'Schwer' } as const;
  for (const p of picked) await expect(page.locator(`[data-in-set="${p.id}"] > span`)).toHaveText(`Welche Reihe nimmst du? · Grundspiel · ${BAND[p.difficulty.band]} ${p.id}`);
  await page.locator('.classroom-title input').fill('Week 3');
  await page.getByRole('button', { name: text.make }).click();
  const studentLink = await page.locator('[data-out="student"]').inputValue();
  const teacherLink = await page.locator('[data-out="teacher"]').inputValue();
  expect(studentLink).toMatch(new RegExp(`/${lang}/classroom/#v1\\.`));
  expect(teacherLink).toContain('?teacher#v1.');

  const ada = await student(browser, studentLink, 'Ada', picked.map(rightRow), text.start);
  await expect(ada.page.locator('.classroom-score')).toHaveText(text.done);
  const ben = await student(browser, studentLink, 'Ben', [wrongRow(picked[0]!), rightRow(picked[1]!)], text.start, true);
  const cas = await student(browser, studentLink, 'Cas', picked.map(wrongRow), text.start);

  // A code made for another set, and Ben's code with one answer changed by hand.
  await page.goto(`/${lang}/classroom/`);
  await hydrated(page);
  await selects.nth(0).selectOption('basic');
  await selects.nth(1).selectOption('which-row');
  await page.locator(`[data-add="${picked[0]!.id}"]`).click();
  await page.getByRole('button', { name: text.make }).click();
  const otherLink = await page.locator('[data-out="student"]').inputValue();
  const other = await student(browser, otherLink, 'Eve', [rightRow(picked[0]!)], text.start);
  const [tag, payload, check] = ben.code.split('.') as [string, string, string];
  const tampered = `${tag}.${payload.slice(0, -2)}${payload.endsWith('AA') ? 'BA' : 'AA'}.${check}`;

  await page.goto(teacherLink);
  await hydrated(page);
  // Ada's code with its tag in capitals, as a phone keyboard may send it on (taken); Cas's all in capitals (named: case is part of the code).
  const capitalised = ada.code.replace(/^[0-9a-z]{4}/, (tag) => tag.toUpperCase());
  expect(capitalised).not.toBe(ada.code);
  await page.locator('.classroom-paste textarea').fill([capitalised, ben.code, cas.code, other.code, tampered, cas.code.toUpperCase()].join('\n'));
  await page.getByRole('button', { name: text.results }).click();
  const refused = page.locator('.classroom-error li');
  await expect(refused).toHaveCount(3);
  await expect(refused.nth(0)).toContainText(text.otherSet);
  await expect(refused.nth(1)).toContainText(text.check);
  await expect(refused.nth(2)).toContainText(text.recased);
  // Per student, per puzzle, and the wrong answer two students gave.
  const students = page.locator('[data-table="students"] tbody tr');
  await expect(students).toHaveCount(3);
  expect(await students.evaluateAll((rows) => rows.map((r) => [r.getAttribute('data-student'), r.querySelector('[data-score]')?.getAttribute('data-score')]))).toEqual([['Ada', '2'], ['Ben', '1'], ['Cas', '0']]);
  const puzzles = page.locator('[data-table="puzzles"] tbody tr');
  await expect(puzzles.nth(0).locator('[data-right-count]')).toHaveAttribute('data-right-count', '1');
  await expect(puzzles.nth(1).locator('[data-right-count]')).toHaveAttribute('data-right-count', '2');
  await expect(puzzles.nth(0)).toContainText(text.times);
  // On a phone the summary fits the screen: no sideways scrolling, and a short set's table fits its box whole.
  const wide = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  expect(await page.locator('.classroom-scroll').evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
  await page.setViewportSize(wide);
  // The CSV holds the same table.
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-action="csv"]').click()]);
  const csv = (await import('node:fs')).readFileSync((await download.path())!, 'utf8').split('\r\n');
  expect(csv.slice(1, 4)).toEqual(['Ada,1,1,2', 'Ben,0,1,1', 'Cas,0,0,0']);
  // The worksheet with its answer key.
  await expect(page.locator('[data-sheet-puzzle]')).toHaveCount(2);
  // Each puzzle with a line to write its answer on, worded as the answer is.
  await expect(page.locator('.classroom-sheet-answers li')).toHaveText(['Reihe __________', 'Reihe __________']);
  await expect(page.locator('.classroom-key li')).toHaveCount(2);
  // The codes are kept on this device: after a reload the summary is back; cleared, they stay gone.
  await page.reload();
  await hydrated(page);
  await expect(page.locator('[data-kept]')).toBeVisible();
  await expect(students).toHaveCount(3);
  await expect(refused).toHaveCount(3);
  await page.locator('[data-action="clear"]').click();
  await expect(page.locator('.classroom-paste textarea')).toBeFocused();
  await page.reload();
  await hydrated(page);
  await expect(page.locator('.classroom-paste textarea')).toHaveValue('');
  await expect(students).toHaveCount(0);

  // A damaged set link says so, in the reader's language: to a student, and to the teacher (with the way to a new set).
  await ada.page.goto(studentLink.slice(0, -10));
  await expect(ada.page.locator('.classroom-error[role="alert"]')).toContainText(text.damaged);
  await ada.page.goto(teacherLink.slice(0, -10));
  await expect(ada.page.locator('.classroom-error[role="alert"]')).toContainText(text.damagedTeacher);
  await expect(ada.page.locator(`.classroom a[href="/${lang}/classroom/"]`)).toBeVisible();
  // Another student on Ben's device starts afresh; Ben's answers are gone from it.
  await ben.page.getByRole('button', { name: text.other }).click();
  await expect(ben.page.locator('.classroom-name input')).toHaveValue('');
  await ben.page.reload();
  await hydrated(ben.page);
  await expect(ben.page.locator('.classroom-name input')).toBeVisible();
});

// An Anniversary puzzle (special cards): 64 with Insert into row 1 at place 1; row 4 at place 1 is the other legal way.
const anniversary = (curated as unknown as Puzzle[]).find((p) => p.id === 'jubilaeum-special-0038')!;

test('a puzzle built in the editor and an Anniversary puzzle go into a classroom set; the student solves the Anniversary one', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.goto('/en/editor/');
  await hydrated(page);
  // A board with a turn: a curated puzzle's position, loaded into the editor.
  const load = page.locator('.editor-load');
  await load.getByLabel('Puzzle id').fill('basic-where-0004');
  await load.getByRole('button', { name: 'Load' }).nth(1).click();
  await expect(load.locator('.editor-notice')).toHaveText('Loaded.');
  await page.locator('[data-action="open-puzzle"]').click();
  await page.locator('[data-action="to-class"]').click();
  await expect(page).toHaveURL(/\/en\/classroom\/$/);
  await hydrated(page);
  await expect(page.getByRole('status').filter({ hasText: 'Your puzzle from the editor is kept here' })).toBeVisible();
  await expect(page.locator('[data-in-set="own-1"]')).toContainText('Your puzzle 1: Where does it go?');
  // The Anniversary puzzle first (the editor's one out of the set and back in after it), one curated puzzle last, then the links.
  await page.locator('[data-in-set="own-1"]').getByRole('button', { name: 'Remove' }).click();
  await page.locator('.classroom-filter select').nth(0).selectOption('jubilaeum');
  await page.locator('.classroom-filter select').nth(1).selectOption('special');
  await page.locator('.classroom-filter select').nth(2).selectOption(anniversary.difficulty.band);
  await page.locator(`[data-add="${anniversary.id}"]`).click();
  await page.locator('.classroom-filter select').nth(2).selectOption('');
  await page.locator('[data-add="own-1"]').click();
  await page.locator('.classroom-filter select').nth(0).selectOption('basic');
  await page.locator('.classroom-filter select').nth(1).selectOption('which-row');
  await page.locator(`[data-add="${picked[0]!.id}"]`).click();
  // Last, for the worksheet only (the student stops before them): six players' cards, and a where puzzle whose one
  // stated choice would be its first card's answer. The Anniversary has no which-row puzzles: that kind is offered as none.
  await page.locator('.classroom-filter select').nth(0).selectOption('profi');
  await page.locator('.classroom-filter select').nth(1).selectOption('who-takes');
  await page.locator('[data-add="profi-who-takes-0001"]').click();
  await page.locator('.classroom-filter select').nth(1).selectOption('where');
  await page.locator('.classroom-filter select').nth(0).selectOption('jubilaeum');
  await expect(page.locator('.classroom-filter select').nth(1).locator('option[value="which-row"]')).toBeDisabled();
  await page.locator('[data-add="jubilaeum-where-0001"]').click();
  await page.getByRole('button', { name: TEXT.en.make }).click();
  const studentLink = await page.locator('[data-out="student"]').inputValue();
  const teacherLink = await page.locator('[data-out="teacher"]').inputValue();

  // A student's browser knows nothing of the teacher's device: the link carries the puzzle.
  const other = await (await browser.newContext()).newPage();
  await other.goto(studentLink);
  await hydrated(other);
  await other.locator('.classroom-name input').fill('Ada');
  await other.getByRole('button', { name: TEXT.en.start }).click();
  // The Anniversary puzzle with its special cards, answered part by part: the card, the special card, how it is played.
  const answer = anniversary.answer as { card: number; special: { type: string; row: number; position: number } };
  const root = other.locator('[data-puzzle-state]');
  await expect(root).toHaveAttribute('data-puzzle', anniversary.id);
  await expect(root.locator('.board-hand[data-player="Eva"] dd')).toHaveAttribute('data-specials', 'insert replace');
  const confirm = other.getByRole('button', { name: 'Confirm' });
  await other.locator(`[data-card-pick="${answer.card}"]`).click();
  await confirm.click();
  await other.locator('[data-special-pick="insert"]').click();
  await confirm.click();
  await other.getByRole('radio', { name: new RegExp(`row ${answer.special.row}.*place ${answer.special.position}`, 'i') }).check();
  await confirm.click();
  await expect(root).toHaveAttribute('data-puzzle-state', 'solved');
  await other.locator('[data-action="next"]').click();
  await expect(other.locator('.trainer-puzzle')).toHaveAttribute('data-puzzle', 'own-1');
  await expect(other.locator('[data-puzzle-state] [data-row]').first()).toBeVisible();
  // The puzzle board looks as in the trainer: its row targets let the rows' cards show through.
  await expect(other.locator('[data-puzzle-state] [data-row]').first()).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  // The teacher's worksheet has all three, the Anniversary one with its special cards, with the solver's answer in the key.
  await other.goto(teacherLink);
  await hydrated(other);
  await expect(other.locator('[data-sheet-puzzle]')).toHaveCount(5);
  // The worksheet states what the puzzle view states: not the convention's takes (who takes row 2, the first card's
  // row), which are part of the answer, but the convention itself.
  for (const id of ['profi-who-takes-0001', 'jubilaeum-where-0001']) {
    await expect(other.locator(`[data-sheet-puzzle="${id}"] .trainer-assumed`)).toHaveCount(0);
    await expect(other.locator(`[data-sheet-puzzle="${id}"] .puzzle-convention`)).toContainText('takes the cheapest');
  }
  await expect(other.locator(`[data-sheet-puzzle="${anniversary.id}"] .card-special`).first()).toBeVisible();
  // A who-takes puzzle gets a line per player.
  const whoTakes = (curated as unknown as Puzzle[]).find((p) => p.id === 'profi-who-takes-0001')!;
  const players = whoTakes.answer.kind === 'who-takes' ? Object.keys(whoTakes.answer.bullheads) : [];
  await expect(other.locator('[data-sheet-puzzle="profi-who-takes-0001"] .classroom-sheet-answers li')).toHaveText(players.map((player) => `${player}: __________`));
  await expect(other.locator(`.classroom-key li[data-key="${anniversary.id}"]`)).toContainText('Insert');
  await expect(other.locator('.classroom-key li[data-key="own-1"]')).not.toBeEmpty();
  // On A4 paper every card prints whole (the Anniversary puzzles' special cards are drawn by now): none reaches past the box that would cut it, or past the page.
  await other.emulateMedia({ media: 'print' });
  await other.setViewportSize({ width: 718, height: 1000 });
  const printed = await other.locator('.classroom-sheet .card').evaluateAll((cards) => ({
    count: cards.length,
    cut: cards.filter((card) => {
      const r = card.getBoundingClientRect();
      const box = card.closest('.board-row-cards, .board-plays, .board-static')!.getBoundingClientRect();
      return r.right > Math.min(box.right, innerWidth) + 1;
    }).map((card) => card.textContent),
  }));
  expect(printed.count).toBeGreaterThan(60);
  expect(printed.cut).toEqual([]);
  await other.emulateMedia({ media: 'screen' });

  // Back on the teacher's device the puzzle is still listed, and can be deleted.
  await page.goto('/en/classroom/');
  await hydrated(page);
  const mine = page.locator('[data-own="own-1"]');
  await expect(mine).toBeVisible();
  await mine.getByRole('button', { name: 'Delete' }).click();
  await expect(mine).toHaveCount(0);
  await page.reload();
  await hydrated(page);
  await expect(page.locator('[data-own]')).toHaveCount(0);
});
