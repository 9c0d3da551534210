// The play page: a hand of every variant played to its results by clicking, as a reader would
// (hands=1, a fixed seed, the fast animation speed), in English but for two played in German and Dutch;
// the basic game by taps on a phone; a tap or click chooses a card, a second one plays it; a bad link gets a message and the form; a reload keeps the game.
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from './fixtures.ts';

const VARIANTS = ['basic', 'taktik', 'logik', 'turnier', 'offen', 'profi', 'raffiniert', 'hand', 'doppel', 'jubilaeum'];
/** The table is the same in every language: two of the hands are played in German and Dutch, the rest in English. */
const LANG: Record<string, 'de' | 'nl'> = { taktik: 'de', logik: 'nl' };
const RESULTS_CAPTION = { en: /Results/, de: /Ergebnis/, nl: /Uitslag/ };

/** Click (or tap) whatever the game asks of the reader until it is over; returns how many clicks it took. */
async function playToEnd(page: Page, by: 'click' | 'tap' = 'click'): Promise<number> {
  let clicks = 0;
  for (let i = 0; i < 2000; i++) {
    // One look at the page per step: what the game waits for, in the contract's terms.
    const next = await page.evaluate(() => {
      const has = (s: string) => document.querySelector(s) !== null;
      if (has('[data-game-state="over"]')) return 'over';
      if (has('[data-pass]')) return '[data-pass]';
      if (has('[data-take-row]')) return '[data-take-row]';
      if (has('[data-choice]')) return '[data-choice]';
      if (has('[data-confirm]:not([disabled])')) return '[data-confirm]:not([disabled])';
      // Choose cards (the first ones not chosen yet; two in Raffiniert), then play them with the Play button.
      if (has('[data-confirm]') && has('[data-hand-card]:not([aria-disabled])')) return '[data-hand-card]:not([aria-disabled]):not([aria-pressed="true"])';
      if (has('.play-results') && has('.play-actions')) return 'next-hand';
      return 'wait';
    });
    if (next === 'over') return clicks;
    if (next === 'wait') {
      await page.waitForTimeout(20);
      continue;
    }
    const target = next === 'next-hand' ? page.getByRole('button', { name: /next hand|nächste runde|volgende ronde/i }) : page.locator(next).first();
    await (by === 'tap' ? target.tap() : target.click());
    clicks++;
  }
  throw new Error('the game did not end');
}

/**
 * The Anniversary's special card question by keyboard alone (seed 7: the reader's first card may go with Shift or
 * Insert): the focus goes to the question, into a special card's plays and back, then to the hand.
 */
async function specialChoiceByKeys(page: Page) {
  const cards = page.locator('[data-hand-card]');
  await expect(cards.first()).not.toHaveAttribute('aria-disabled', 'true');
  const dealt = await cards.count();
  await cards.first().focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-choice="none"]')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('[data-choice="shift"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-choice="shift-0"]')).toBeFocused();
  await page.getByRole('button', { name: 'Back to the special cards' }).press('Enter');
  await expect(page.locator('[data-choice="shift"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-choice="shift-0"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-choice]')).toHaveCount(0);
  await expect(cards).toHaveCount(dealt - 1);
  await expect(cards.first()).toBeFocused();
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

for (const variant of VARIANTS) {
  const lang = LANG[variant] ?? 'en';
  test(`a hand of ${variant} is played to its results by clicking${lang === 'en' ? '' : ` (${lang})`}`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`/${lang}/play/?variant=${variant}&players=4&seed=7&level=heuristic&hands=1&speed=fast`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('[data-game-state="playing"]')).toBeVisible();
    if (variant === 'jubilaeum') {
      await specialChoiceByKeys(page);
      // The next turn, after special cards have been shown: the coach still looks ahead, and marks the row.
      await expect(page.locator('[data-hand-card]').first()).not.toHaveAttribute('aria-disabled', 'true', { timeout: 15_000 });
      await page.locator('[data-hand-card]').last().hover();
      await expect(page.locator('[data-coach="look"]')).toHaveText(/^\d+ (would|fits)/);
      await expect(page.locator('.play-rows [data-highlight="candidate"]')).toHaveCount(1);
    }
    expect(await playToEnd(page)).toBeGreaterThan(0);
    const results = page.locator('[data-game-state="over"] table[data-results]');
    await expect(results).toBeVisible();
    await expect(results.locator('caption')).toHaveText(RESULTS_CAPTION[lang]);
    await expect(results.locator('tbody tr')).toHaveCount(4);
    // The results come into view with the focus, and the last turn's steps stay beside them.
    await expect(page.locator('.play-results h2')).toBeFocused();
    await expect(results).toBeInViewport();
    await expect(page.locator('.play-steps li').first()).toBeAttached();
    expect(errors).toEqual([]);
  });
}

// On a laptop and a phone held upright, the dealt table fills the screen: every row in sight above the hand kept at
// the screen's foot (the title and the form above it scroll away; on a small phone with ten at the table, the seats too).
for (const [width, height, players] of [[1280, 720, 4], [390, 844, 4], [360, 740, 10]] as const) {
  test(`dealt at ${width}×${height} for ${players}, every row lies in sight above the hand`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/en/play/');
    await page.getByLabel(/^Players at the table/).fill(String(players));
    await page.getByRole('button', { name: 'Deal the cards' }).click();
    // Each visit is dealt afresh: the deal number in the address is not the form's old fixed 1.
    await expect(page).toHaveURL(/[?&]seed=\d+/);
    expect(new URL(page.url()).searchParams.get('seed')).not.toBe('1');
    const rows = page.locator('.play-rows .board-row');
    await expect(rows).toHaveCount(4);
    await expect(page.locator('[data-hand-card]').first()).toBeVisible();
    // The form's button is gone: the focus is on the hand. The card that came to lie under the resting pointer
    // is not looked ahead: the hand's line asks for a card.
    await expect(page.locator('.play-hand')).toBeFocused();
    await expect(page.locator('.play-hand .play-do')).toHaveText('Your turn: choose a card, then play it.');
    const handTop = await page.locator('.play-hand').evaluate((hand) => hand.getBoundingClientRect().top);
    for (const row of await rows.all()) {
      const box = await row.evaluate((r) => { const b = r.getBoundingClientRect(); return { top: b.top, bottom: b.bottom }; });
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(handTop);
    }
  });
}

// A low laptop screen with five rows: the cards are sized from the height too, so the fifth row is not under the hand.
test('dealt at 1366×650 with five rows, every row lies in sight above the hand', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 650 });
  await page.goto('/en/play/?variant=basic&players=9&rows=5&seed=5&level=heuristic&hands=1&speed=fast');
  const rows = page.locator('.play-rows .board-row');
  await expect(rows).toHaveCount(5);
  await expect(page.locator('[data-hand-card]').first()).toBeVisible();
  const handTop = await page.locator('.play-hand').evaluate((hand) => hand.getBoundingClientRect().top);
  for (const row of await rows.all()) {
    const box = await row.evaluate((r) => { const b = r.getBoundingClientRect(); return { top: b.top, bottom: b.bottom }; });
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(handTop);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  test('the basic game by taps: a tap chooses a card and the coach says what it would do, a second tap plays it; a reload keeps the game', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/en/play/?variant=basic&players=5&seed=3&level=strong&hands=1&speed=fast');
    const cards = page.locator('[data-hand-card]');
    const coach = page.locator('[data-coach="look"]');
    await expect(cards).toHaveCount(10);
    await expect(coach).toContainText('Tap or click a card');
    // Where the table ends and the hand's place begins (the hand itself stays at the screen's foot, sticky).
    const tableFoot = () => page.locator('.play-board').evaluate((board) => board.getBoundingClientRect().bottom + scrollY);
    const startFoot = await tableFoot();
    const [first, second] = [cards.nth(0), cards.nth(1)];
    const [a, b] = [await first.getAttribute('data-hand-card'), await second.getAttribute('data-hand-card')];
    // A tap chooses: the card stands raised, nothing is played, the coach and the Play button name it.
    await first.tap();
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(coach).toHaveText(new RegExp(`^${a} (would|fits)`));
    await expect(page.locator('[data-confirm]')).toHaveText(`Play ${a}`);
    // The row the coach names is marked on the table, in sight above the hand, and the hand's own line says it too
    // (the coach's box lies below the hand).
    const marked = page.locator('.play-rows [data-highlight="candidate"]');
    await expect(marked).toHaveCount(1);
    await expect(coach).toContainText(`row ${await marked.getAttribute('data-row')}`);
    await expect(page.locator('.play-hand .play-do')).toHaveText((await coach.textContent()) ?? '');
    await expect(page.locator('.play-hand .play-do')).toBeInViewport();
    await expect(cards).toHaveCount(10);
    // Another tap changes the choice; a second tap on the chosen card plays it.
    await second.tap();
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await expect(coach).toHaveText(new RegExp(`^${b} (would|fits)`));
    await second.tap();
    await expect(cards).toHaveCount(9);
    await expect(page.locator(`[data-hand-card="${b}"]`)).toHaveCount(0);
    // The next turn: the table ends where it did, though the turn's steps now fill their box; the hand, sticky at
    // the screen's foot, shows with the rows above it.
    await expect(cards.first()).not.toHaveAttribute('aria-disabled', 'true');
    await expect(page.locator('.play-steps li').first()).toBeAttached();
    expect(await tableFoot()).toBe(startFoot);
    await page.locator('.play-rows').scrollIntoViewIfNeeded();
    await expect(page.locator('.play-rows [data-row]').first()).toBeInViewport();
    await expect(page.locator('.play-hand')).toBeInViewport({ ratio: 1 });
    await page.reload();
    await expect(page.getByText('Your game is back where you left it.')).toBeVisible();
    await expect(cards).toHaveCount(9);
    await playToEnd(page, 'tap');
    await expect(page.locator('table[data-results]')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    // New game, tapped below the results: the short form comes into view, its deal button on the screen; the
    // rarer options are folded. They hold a new deal number, not this game's 3 ("Play this deal again" replays it).
    await page.getByRole('button', { name: 'New game' }).tap();
    await expect(page.getByRole('button', { name: 'Deal the cards' })).toBeInViewport();
    await expect(page.locator('form.play-setup details')).not.toHaveAttribute('open');
    await expect(page.locator('form.play-setup input[name="seed"]')).toHaveValue(/^[1-9]\d*$/);
    await expect(page.locator('form.play-setup input[name="seed"]')).not.toHaveValue('3');
    expect(errors).toEqual([]);
  });

  // seed 3: the reader's lowest card, 6, fits no row on the first turn. Asked on a small phone, in German.
  test('a row to take is taken on the table: the rows and the question in sight above the hand, each row saying its cost; a tap on the row takes it', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/de/play/?variant=basic&players=4&seed=3&level=heuristic&hands=1&speed=fast');
    const six = page.locator('[data-hand-card="6"]');
    await six.tap();
    await six.tap();
    const take = page.locator('[data-take-row]');
    await expect(take).toHaveCount(4);
    await expect(page.locator('.play-take')).toHaveText('6 passt in keine Reihe: Wähle die Reihe, die du nimmst.');
    // Each row's button: the count and a bullhead, named in words.
    await expect(take).toHaveText(['1', '1', '1', '3']);
    await expect(take.nth(3)).toHaveAccessibleName('Reihe 4: 3 Hornochsen');
    // The tapped card is gone: the focus waits on the first row's button, not on the page, for a reader going on by keys.
    await expect(take.first()).toBeFocused();
    const handTop = await page.locator('.play-hand').evaluate((hand) => hand.getBoundingClientRect().top);
    for (const shown of [...(await page.locator('.play-rows .board-row').all()), page.locator('.play-take')]) {
      const box = await shown.evaluate((e) => { const b = e.getBoundingClientRect(); return { top: b.top, bottom: b.bottom }; });
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(handTop);
    }
    // A tap beside the cards, away from the button, takes the row: its 70 goes to the bull pile and the 6 starts it.
    const row4 = await page.locator('.play-rows .board-row[data-row="4"]').boundingBox();
    if (!row4) throw new Error('row 4');
    await page.touchscreen.tap(row4.x + row4.width * 0.45, row4.y + row4.height / 2);
    await expect(take).toHaveCount(0);
    await expect(page.locator('.play-rows .board-row[data-row="4"] [data-card]').first()).toHaveAttribute('data-card', '6');
    await expect(page.locator('.play-rows [data-card="70"]')).toHaveCount(0);
  });

  // seed 7: the lowest card played each turn (the first row offered taken), the third (31) fits no row while row 1
  // holds five cards.
  test('a row of five to take: its button lies beside the fifth card, hiding none (nl, 390 px)', async ({ page }) => {
    await page.goto('/nl/play/?variant=basic&players=4&seed=7&level=heuristic&hands=1&speed=fast');
    const take = page.locator('[data-take-row]');
    const cards = page.locator('[data-hand-card]');
    const ready = page.locator('[data-hand-card]:not([aria-disabled="true"])');
    const rowsNow = () => page.locator('.play-rows .board-row').evaluateAll((rows) => rows.map((row) => {
      const cards = row.querySelector('.board-row-cards') as HTMLElement;
      const button = row.querySelector('[data-take-row]')?.getBoundingClientRect();
      const last = [...cards.querySelectorAll('.card')].at(-1)?.getBoundingClientRect();
      return { cards: cards.querySelectorAll('.card').length, hidden: cards.scrollWidth - cards.clientWidth, apart: button && last ? button.left - last.right : null, inRow: !button || button.right <= row.getBoundingClientRect().right };
    }));
    for (let step = 0; step < 12; step++) {
      await expect(take.or(ready).first()).toBeVisible();
      if (await take.count()) {
        if ((await rowsNow()).some((row) => row.cards === 5)) break;
        await take.first().tap();
        await expect(take).toHaveCount(0);
        continue;
      }
      const left = await cards.count();
      await ready.first().tap();
      await ready.first().tap();
      await expect(cards).toHaveCount(left - 1);
    }
    const rows = await rowsNow();
    expect(rows.some((row) => row.cards === 5), JSON.stringify(rows)).toBe(true);
    for (const row of rows) {
      expect(row.hidden).toBeLessThanOrEqual(0);
      expect(row.apart ?? 0).toBeGreaterThanOrEqual(0);
      expect(row.inRow).toBe(true);
    }
  });
});

test('pass and play: two people at one device, each hand hidden until its owner takes the device', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/en/play/?variant=basic&players=3&humans=2&seed=5&level=heuristic&hands=1&speed=fast');
  // By keyboard: Enter chooses a card, Enter again plays it.
  const first = page.locator('[data-hand-card]:not([aria-disabled])').first();
  await first.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  // Robin has played: the next person's move waits behind the pass screen, with no hand on show; the focus is there.
  await expect(page.locator('[data-pass="Anna"]')).toBeFocused();
  await expect(page.locator('[data-hand-card]:visible')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Anna (you)' })).toBeVisible();
  await expect(page.locator('[data-hand-card]').first()).toBeFocused();
  await playToEnd(page);
  await expect(page.locator('table[data-results] tbody th', { hasText: '(you)' })).toHaveCount(2);
  // Back at the form, the folded options open by themselves: two people at the device is not the usual game.
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(page.locator('form.play-setup details')).toHaveAttribute('open');
  await expect(page.locator('form.play-setup input[name="humans"]')).toHaveValue('2');
  expect(errors).toEqual([]);
});

test('a stored game that cannot be read back: a notice and the form, nothing else lost', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('bullheads.play.v1', '{"query": 7');
      localStorage.setItem('bullheads.play.prefs.v1', JSON.stringify({ name: 'Kim', speed: 'fast', coach: false }));
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/en/play/');
  await expect(page.getByRole('status')).toContainText('could not be read back');
  await expect(page.locator('form.play-setup input[name="name"]')).toHaveValue('Kim');
});

test('axe finds no serious violation at the table, with a row to take, and at the results; the layout holds still under the mouse; New game leaves no stale address for Back', async ({ page }) => {
  await page.goto('/en/');
  await page.goto('/en/play/?variant=basic&players=4&seed=7&level=heuristic&hands=1&speed=fast');
  const serious = async () => {
    const results = await new AxeBuilder({ page }).include('.play').analyze();
    return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  // By keyboard: the arrows move along the hand, Enter chooses the card, Enter again plays it.
  const cards = page.locator('[data-hand-card]');
  // The cards are dealt first: only on the reader's turn does a key choose one.
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).not.toHaveAttribute('aria-disabled', 'true');
  await cards.first().focus();
  await expect(cards.first()).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(cards.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(cards.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cards.first()).toHaveAttribute('aria-pressed', 'true');
  // seed 7: the reader's lowest card fits no row, so the rows are offered to take, and the focus goes there
  await expect(page.locator('[data-coach="look"]')).toHaveText(/^\d+ fits no row/);
  // On a wide screen the question stands beside the table: nothing below the table moves for it.
  const scoresTop = () => page.locator('.play-scores').evaluate((e) => e.getBoundingClientRect().top + scrollY);
  const scoresBefore = await scoresTop();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-take-row]').first()).toBeFocused();
  expect(Math.abs((await scoresTop()) - scoresBefore)).toBeLessThan(1);
  expect(await serious()).toEqual([]);
  // Once the row is taken, the focus is back on the hand, at the played card's place.
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(9);
  await expect(cards.first()).toBeFocused();
  // The turn over, the mouse goes for New game: pressing it takes the focus from the card (the coach's look ahead
  // gives way to its hint), and the button must not move from under the pointer (1 px: a pressed button's nudge).
  await expect(cards.first()).not.toHaveAttribute('aria-disabled', 'true');
  const newGame = page.getByRole('button', { name: 'New game' });
  await newGame.scrollIntoViewIfNeeded(); // below the table: the reader scrolls down to it
  const before = (await newGame.boundingBox())!;
  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
  await page.mouse.down();
  await expect(newGame).toBeFocused();
  const pressed = (await newGame.boundingBox())!;
  expect(Math.abs(pressed.y - before.y)).toBeLessThanOrEqual(1);
  await page.mouse.move(0, 0); // let go elsewhere: no click, the game goes on
  await page.mouse.up();
  await playToEnd(page);
  expect(await serious()).toEqual([]);
  // New game: the form, under the address without the game, in the same place in the history, so Back leaves the page.
  const length = await page.evaluate(() => history.length);
  await newGame.click();
  await expect(page.locator('form.play-setup h2')).toBeFocused();
  await expect(page).toHaveURL(/\/en\/play\/$/);
  expect(await page.evaluate(() => history.length)).toBe(length);
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/$/);
});

test('a bad link says what is wrong and shows the form', async ({ page }) => {
  await page.goto('/de/play/?variant=schach&players=4');
  await expect(page.getByRole('alert')).toContainText('„schach“ ist keine Variante');
  await expect(page.locator('form.play-setup')).toBeVisible();
  // The rarer options are folded away; unfolded, they are all there.
  const more = page.locator('form.play-setup details');
  await expect(more).not.toHaveAttribute('open');
  await expect(page.locator('form.play-setup input[name="seed"]')).toBeHidden();
  await more.getByText('Weitere Einstellungen').click();
  for (const name of ['humans', 'name', 'seed', 'speed', 'coach']) await expect(page.locator(`form.play-setup [name="${name}"]`)).toBeVisible();
  // A problem with a folded field opens the fold: the field the message names is in sight.
  await page.goto('/de/play/?variant=basic&seed=-1');
  await expect(page.getByRole('alert')).toContainText('-1');
  await expect(page.locator('form.play-setup input[name="seed"]')).toBeVisible();
});

/** Records the moving copies of cards the table puts up (a third of a second each): kind and vertical travel. */
async function watchGhosts(page: Page) {
  await page.locator('.play-game').evaluate((el) => {
    const seen: { move: string; dy: number }[] = [];
    (window as unknown as { ghosts: typeof seen }).ghosts = seen;
    new MutationObserver((records) => {
      for (const n of records.flatMap((r) => [...r.addedNodes])) {
        if (!(n instanceof Element) || !n.classList.contains('board-ghost')) continue;
        const frames = (n.getAnimations()[0]?.effect as KeyframeEffect | null)?.getKeyframes() ?? [];
        const dy = (k: Keyframe | undefined) => Number(/translate\([-\d.]+px, ([-\d.]+)px\)/.exec(String(k?.transform ?? ''))?.[1] ?? 0);
        seen.push({ move: n.getAttribute('data-move') ?? '', dy: dy(frames[0]) - dy(frames[frames.length - 1]) });
      }
    }).observe(el, { childList: true });
  });
  return () => page.evaluate(() => (window as unknown as { ghosts: { move: string; dy: number }[] }).ghosts.splice(0));
}

/** Step by step: the reader's card, a row when asked, then Next through the turn; `turns` turns or to the end. */
async function playSteps(page: Page, turns: number) {
  let played = 0;
  for (let i = 0; i < 500; i++) {
    if (await page.locator('[data-game-state="over"]').count()) return;
    if (await page.locator('[data-take-row]').count()) await page.locator('[data-take-row]').first().click();
    else if (await page.locator('[data-hand-card]:not([aria-disabled])').count()) {
      if (played++ === turns) return;
      await page.locator('[data-hand-card]:not([aria-disabled])').first().click();
      await page.locator('[data-confirm]').click();
    } else if (await page.locator('.play-steps button').count()) await page.locator('.play-steps button').click();
    else await page.waitForTimeout(20);
  }
}

test('the table moves as the example boards do: a played card travels into its row, a taken row slides to the bull pile; none under reduced motion', async ({ page }) => {
  const errors = watchErrors(page);
  const hand = '/en/play/?variant=basic&players=4&seed=7&level=heuristic&hands=1&speed=step';
  await page.goto(hand);
  await expect(page.locator('[data-game-state="playing"]')).toBeVisible();
  await page.waitForLoadState('networkidle'); // the moving part loads after the table
  const ghosts = await watchGhosts(page);
  await playSteps(page, 10);
  await expect(page.locator('[data-game-state="over"]')).toBeVisible();
  const moved = await ghosts();
  // Every one of the 40 cards travels up from the turn's cards (below the rows) into its row ...
  const placed = moved.filter((g) => g.move === 'place');
  expect(placed).toHaveLength(40);
  for (const g of placed) expect(g.dy).toBeGreaterThan(20);
  // ... and every taken row's cards slide down to the bull piles under the table.
  const taken = moved.filter((g) => g.move === 'take');
  expect(taken.length).toBeGreaterThan(0);
  for (const g of taken) expect(g.dy).toBeLessThan(-20);
  await expect(page.locator('.board-ghost')).toHaveCount(0);
  expect(errors).toEqual([]);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => localStorage.clear());
  await page.goto(hand);
  await expect(page.locator('[data-game-state="playing"]')).toBeVisible();
  const still = await watchGhosts(page);
  await playSteps(page, 3);
  expect(await still()).toEqual([]);
});
