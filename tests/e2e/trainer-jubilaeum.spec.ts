// The Anniversary (jubilaeum) puzzles in the trainer: the special cards on the table, the three
// kinds answered right and wrong in every language ("where" on the one puzzle board), the solution
// on the one example board, the filters and progress, accessibility. Puzzle ids and answers come from the curated set.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures.ts';
import { givenParts, partCount, rightPart, type PartValue } from '../../src/trainer/answer.ts';
import { byId, failOnPageErrors, openChooser, puzzleRoot, ready, solveByKeyboard, solveOnBoard, startWith, tableDrawn, target, typePart } from './trainer-helpers.ts';

async function open(page: Page, lang: string, id: string) {
  await page.goto(`/${lang}/puzzles/${id}/`);
  await ready(page);
  await tableDrawn(page);
}

const feedback = (page: Page) => page.locator('.trainer-feedback li');
const boardFeedback = (page: Page) => page.locator('.puzzle-feedback li');

async function axe(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('Anniversary puzzles in the trainer', () => {
  failOnPageErrors(test);

  test('where, on the puzzle board: the special cards where the table has them, a 5th row to pick, solved by clicking', async ({ page }) => {
    const p = byId('jubilaeum-where-0001'); // Eva plays 45 with 5th Row; 45 and 53 go to row 5
    await open(page, 'en', p.id);
    const root = puzzleRoot(page);
    await expect(root).toHaveAttribute('data-puzzle-state', 'solving');
    await expect(root.locator('[data-row]')).toHaveCount(5);
    await expect(root.locator('.puzzle-row', { has: page.locator('[data-row="5"]') })).toContainText('opened only by a 5th Row card');
    const eva = root.locator('.puzzle-plays .board-play[data-special="fifthRow"]');
    await expect(eva.locator('figcaption')).toHaveText('Eva5th Row');
    await expect(eva.getByRole('img', { name: 'Special card 5th Row' })).toBeVisible();
    await expect(root.locator('.board-hands [data-player="Eva"] dd')).toHaveAttribute('data-specials', 'fifthRow negativePositive sevenNimmt');
    await solveOnBoard(page, p);
    await expect(boardFeedback(page)).toHaveCount(5);
    await expect(boardFeedback(page).nth(2)).toHaveText('Card 45: right. 45 is played with 5th Row: it joins no row but opens row 5, a fifth row of its own.');
    await expect(page.locator('.trainer-outcome')).toHaveText('Solved!');
    await expect(page.locator('.trainer-rule')).toContainText('With 5th Row the card opens a fifth row of its own');
    // The solution replays on the one example board, special cards and all.
    await page.getByRole('button', { name: 'Show the solution' }).click();
    const board = page.locator('.trainer-solution .board[data-special] .board-live');
    await expect(board).toBeVisible();
    await board.focus();
    for (let i = 0; i < 12 && (await board.locator('.board-caption[data-special="fifthRow"]').count()) === 0; i++) await page.keyboard.press('ArrowRight');
    await expect(board.locator('.board-caption[data-special="fifthRow"]')).toBeVisible();
  });

  test('en, which special card: right by keyboard part by part; a wrong card with the mouse', async ({ page }) => {
    const p = byId('jubilaeum-special-0027'); // Dirk's 65 with Stop on row 2
    await open(page, 'en', p.id);
    await expect(page.locator('.trainer-question')).toContainText('Which card, with which special card played which way, costs Dirk the fewest bullheads?');
    await solveByKeyboard(page, p);
    await expect(feedback(page)).toHaveText(['Card 65: right.', 'Special card Stop: right.', 'Stop on row 2: right.']);
    await expect(page.locator('.trainer-outcome')).toHaveText('Solved!');
    // Solved, the table stays the position asked about, the card marked in Dirk's hand as in every variant.
    const dirk = page.locator('.trainer-table .trainer-hand', { hasText: 'Dirk' }).last();
    await expect(dirk.locator('.trainer-marked[data-mark="right"] .card')).toHaveAttribute('aria-label', /^Card 65,/);
    await expect(dirk.locator('.trainer-marked .trainer-mark')).toHaveText(['the answer']);
    // ... and the special card to play with it, and how, under the hand.
    await expect(page.locator('.trainer-table .trainer-marked-play[data-mark="right"]')).toHaveText(/the answer: 65 with Stop on row 2$/);
    // The solution replays on the Anniversary board, the Stop played by the engine.
    await page.getByRole('button', { name: 'Show the solution' }).click();
    const board = page.locator('.trainer-solution .board[data-special] .board-live');
    await expect(board).toBeVisible();
    await board.focus();
    for (let i = 0; i < 12 && (await board.locator('.board-caption[data-special="stop"]').count()) === 0; i++) await page.keyboard.press('ArrowRight');
    await expect(board.locator('.board-caption[data-special="stop"]')).toContainText('Dirk plays Stop on row 2');

    const two = byId('jubilaeum-special-0011'); // hand 2 and 77: the answer is 77 with Replace
    await open(page, 'en', two.id);
    await page.locator('[data-card-pick="2"]').click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(feedback(page)).toHaveText(['Card 2: not right. Even the best play with card 2 costs Eva 2 bullheads; another card does better.']);
    await expect(page.locator('.trainer-outcome')).toHaveText('Not this time.');
    // Eva's hand stays on the table with her card marked; the card to play is kept back for a new try.
    const hand = page.locator('.trainer-table .trainer-hand', { hasText: 'Eva' }).last();
    await expect(hand.locator('.trainer-marked[data-mark="wrong"] .card')).toHaveAttribute('aria-label', /^Card 2,/);
    await expect(hand.locator('.trainer-marked[data-mark="wrong"] .trainer-mark')).toHaveText('your answer');
    await expect(hand.locator('.trainer-marked[data-mark="right"]')).toHaveCount(0);
    await expect(page.locator('.trainer-marked-play')).toHaveCount(0);
    // Again with 77 and Replace: Replace has one legal way here, chosen already, so Confirm is ready.
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.locator('[data-card-pick="77"]').click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.locator('[data-special-pick="replace"]').click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.locator('.trainer-how input[type="radio"]')).toHaveCount(1);
    await expect(page.locator('.trainer-how input[type="radio"]')).toBeChecked();
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  test('nl, which special card: right with the mouse, a wrong way to play it, and axe', async ({ page }) => {
    const p = byId('jubilaeum-special-0038'); // 64 with Insert into row 1 at place 1; row 4 at place 1 is the other legal way
    await open(page, 'nl', p.id);
    await page.locator('[data-card-pick="64"]').click();
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await page.locator('[data-special-pick="insert"]').click();
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await expect(page.locator('.trainer-how legend')).toHaveText('Hoe wordt Invoegen gespeeld?');
    await axe(page);
    await page.getByRole('radio', { name: 'Invoegen in rij 4 op plek 1' }).check();
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await expect(feedback(page)).toHaveText(['Kaart 64: goed.', 'Speciale kaart Invoegen: goed.', 'Invoegen in rij 4 op plek 1: niet goed. Zo gespeeld is kaart 64 niet de goedkoopste zet.']);
    await expect(page.locator('.trainer-outcome')).toHaveText('Deze keer niet.');
    await page.getByRole('button', { name: 'Probeer opnieuw' }).click();
    await page.locator('[data-card-pick="64"]').click();
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await page.locator('[data-special-pick="insert"]').click();
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await page.getByRole('radio', { name: 'Invoegen in rij 1 op plek 1' }).check();
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await expect(feedback(page).nth(2)).toHaveText('Invoegen in rij 1 op plek 1: goed.');
    await expect(page.locator('.trainer-outcome')).toHaveText('Bij een nieuwe poging opgelost. De eerste poging telt toch als gemist.');
  });

  test('de, where: a card played with Insert is answered by its row; right by keyboard, wrong with the mouse; axe', async ({ page }) => {
    const p = byId('jubilaeum-where-0003'); // Anna plays 31 with Insert into row 3 at place 1
    await open(page, 'de', p.id);
    await expect(puzzleRoot(page).locator('.board-play[data-special="insert"] .puzzle-played')).toHaveText('Einfügen in Reihe 3 an Platz 1');
    await axe(page);
    await solveByKeyboard(page, p);
    await expect(boardFeedback(page).nth(2)).toHaveText('Karte 31: richtig. 31 wird mit Einfügen gespielt: Die Karte kommt in Reihe 3 an Platz 1, wie der Zug es ansagt.');
    await expect(page.locator('.trainer-outcome')).toHaveText('Gelöst!');
    // Again, with the wrong row for 31: failed at once, the two boards side by side, no row to click.
    await page.getByRole('button', { name: 'Noch einmal' }).click();
    await expect(puzzleRoot(page)).toHaveAttribute('data-puzzle-state', 'solving');
    for (let i = 0; i < partCount(p) - 1; i++) await typePart(page, p, rightPart(p, i) as PartValue);
    await expect(puzzleRoot(page)).toHaveAttribute('data-asked-card', '31');
    await target(page, p, 1, 'right').click();
    await expect(puzzleRoot(page)).toHaveAttribute('data-puzzle-state', 'failed');
    await expect(boardFeedback(page).last()).toContainText('Karte 31: nicht Reihe 1.');
    await expect(puzzleRoot(page).locator('[data-row]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Noch einmal' }).click();
    await expect(puzzleRoot(page)).toHaveAttribute('data-puzzle-state', 'solving');
  });

  test('nl, who takes what: right by keyboard, counted under the Anniversary; a wrong count; axe with the solution', async ({ page }) => {
    const p = byId('jubilaeum-who-takes-0021'); // Anna 0, Ben 3, Cor 0; Ben plays Min = Plus on 31
    await open(page, 'nl', p.id);
    await expect(page.locator('.puzzle-plays .board-play', { hasText: 'Ben' }).locator('.puzzle-played')).toHaveText('Min = Plus op kaart 31');
    await solveByKeyboard(page, p);
    await expect(feedback(page)).toHaveText(['Anna pakt 0: goed.', 'Ben pakt 3: goed.', 'Cor pakt 0: goed.']);
    const takes = page.locator('.trainer-table .board-row[data-mark="take"] .trainer-mark');
    // Negative = Positive: Ben's count is not the row's (5), so the mark shows the sum.
    await expect(takes).toHaveText(['Ben pakt deze rij en speelt Min = Plus op de 31. Runderkoppen: 5 − 2 × 1 = 3']);
    // The count field is gone: the focus is on the verdict, not dropped to the page.
    await expect(page.locator('.trainer-outcome')).toBeFocused();
    await expect(page.locator('.trainer-tally').first().locator('tbody tr', { hasText: 'Jubileum (speciale kaarten)' }).locator('td')).toHaveText(['1', '1', '0']);
    await page.getByRole('button', { name: 'Probeer opnieuw' }).click();
    await typePart(page, p, { kind: 'count', value: 1 });
    // A wrong count says the true one, and the table says who takes which row.
    await expect(feedback(page)).toHaveText(['Jij zei 1, maar Anna pakt geen runderkoppen.']);
    await expect(takes).toHaveText(['Ben pakt deze rij en speelt Min = Plus op de 31. Runderkoppen: 5 − 2 × 1 = 3']);
    await page.getByRole('button', { name: 'Toon de oplossing' }).click();
    await expect(page.locator('.trainer-solution .board[data-special] .board-live')).toBeVisible();
    await axe(page);
    // With a fifth row lying, Anna takes row 2 (13 runderkoppen) and her own 63 (1): the mark names the card.
    const fifth = byId('jubilaeum-who-takes-0001');
    await open(page, 'nl', fifth.id);
    await typePart(page, fifth, { kind: 'count', value: 13 });
    await expect(feedback(page)).toHaveText(['Jij zei 13, maar Anna pakt 14 runderkoppen.']);
    await expect(takes).toHaveText(['Anna pakt deze rij (36, 53, 55, 56, 60) en de eigen kaart 63: 14 runderkoppen', 'Cor pakt deze rij (28): 1 runderkop']);
  });

  test('the trainer offers the Anniversary and its kind; a special puzzle from the set is answered with the worker’s plays', async ({ page }) => {
    await page.goto('/de/puzzles/');
    await ready(page);
    await openChooser(page);
    await page.locator('select[name="variant"]').selectOption('jubilaeum');
    await expect(page.locator('select[name="variant"] option:checked')).toHaveText('Jubiläum (Sonderkarten)');
    await expect(page.locator('.trainer-count-line')).toContainText('75');
    await expect(page.locator('select[name="kind"] option')).toHaveText(['Beliebig', 'Wohin kommt die Karte?', 'Wer nimmt was?', 'Welche Sonderkarte, und wie?']);
    await page.locator('select[name="kind"]').selectOption('special');
    await expect(page.locator('.trainer-count-line')).toContainText('25');
    await page.locator('[data-mode="pick"]').click();
    await expect(page.locator('.trainer-puzzle')).toHaveAttribute('data-kind', 'special');
    const id = (await page.locator('.trainer-puzzle').getAttribute('data-puzzle')) ?? '';
    const p = byId(id);
    await solveByKeyboard(page, p);
    await expect(page.locator('.trainer-feedback li[data-result="right"]')).toHaveCount(partCount(p) - givenParts(p));
    await expect(page.locator('.trainer-outcome')).toHaveText('Gelöst!');
    await page.getByRole('button', { name: 'Lösung zeigen' }).click();
    await expect(page.locator('.trainer-solution .board[data-special] .board-live')).toBeVisible({ timeout: 20_000 });
  });

  test('endless mode makes fresh Anniversary puzzles of the kind chosen', async ({ page }) => {
    await startWith(page, 'en', 'jubilaeum', 'special', 'endless');
    await expect(page.locator('.trainer-puzzle')).toHaveAttribute('data-puzzle', /^jubilaeum-special-s\d+$/, { timeout: 20_000 });
    await tableDrawn(page);
    await expect(page.locator('.board-hands')).toBeVisible();
    await expect(page.locator('.trainer-cardpick').first()).toBeVisible();
  });

  test('works at 320 px: no sideways scrolling, every row of the board reachable', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const p = byId('jubilaeum-where-0001');
    await open(page, 'en', p.id);
    const box = await target(page, p, 5, 'right').boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await solveOnBoard(page, p);
  });
});
