// Helpers of the trainer's browser tests: the set, waiting for the island, answering by keyboard.
import { readFileSync } from 'node:fs';
import { expect, type Page, type test } from '@playwright/test';
import type { Puzzle } from '../../src/puzzles/types.ts';
import { legalSpecialPlays } from '../../src/puzzles/jubilaeum.ts';
import { sameSpecial } from '../../src/puzzles/check.ts';
import { givenParts, partCount, playsOf, rightPart, specialChoices, type PartValue } from '../../src/trainer/answer.ts';
import { isShown } from '../../src/trainer/pick.ts';

// The puzzles the trainer shows (every curated one, the Anniversary's too).
export const SET = (JSON.parse(readFileSync('src/content/puzzles/puzzles.json', 'utf8')) as Puzzle[]).filter(isShown);
/** The first puzzle of a variant and kind in the set (ids change when the set is made again). */
export const firstOf = (variant: string, kind: string, also: (p: Puzzle) => boolean = () => true) => {
  const p = SET.find((x) => x.variant === variant && x.kind === kind && also(x));
  if (!p) throw new Error(`no ${variant} ${kind} puzzle`);
  return p;
};

export const byId = (id: string) => {
  const p = SET.find((x) => x.id === id);
  if (!p) throw new Error(`no puzzle ${id}`);
  return p;
};

export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(`${page.url()}: ${m.text()}`));
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  return errors;
}

/** Inside a describe block: each test fails on a console error or an uncaught exception of its page. */
export function failOnPageErrors(t: typeof test) {
  let errors: string[] = [];
  t.beforeEach(({ page }) => {
    errors = watchErrors(page);
  });
  t.afterEach(() => {
    expect(errors).toEqual([]);
  });
}

/** Waits until the island has hydrated (progress read from storage). */
export async function ready(page: Page) {
  await expect(page.locator('.trainer[data-hydrated="true"]')).toBeVisible();
}

/** Opens the trainer's filters and modes (folded away below the puzzle). */
export async function openChooser(page: Page) {
  const fold = page.locator('details.trainer-fold');
  if (!(await fold.evaluate((d) => (d as HTMLDetailsElement).open))) await fold.locator(':scope > summary').click();
}

/** Opens the trainer in `lang`, filters by variant and kind, and starts a mode (pick, endless, …). */
export async function startWith(page: Page, lang: string, variant: string, kind: string, mode: string) {
  await page.goto(`/${lang}/puzzles/`);
  await ready(page);
  await openChooser(page);
  await page.locator('select[name="variant"]').selectOption(variant);
  await page.locator('select[name="kind"]').selectOption(kind);
  await page.locator(`[data-mode="${mode}"]`).click();
  // The chosen puzzle, not the one the trainer opened with.
  if (mode === 'pick') await expect(page.locator(`.trainer-puzzle[data-puzzle^="${variant}-${kind}-"]`)).toBeVisible({ timeout: 20_000 });
}

/** Waits until the puzzle's table is drawn, live (an Anniversary puzzle's parts load on demand; a where puzzle's board has rows to pick). */
export async function tableDrawn(page: Page) {
  await expect(page.locator('.trainer-table .board-rows, [data-puzzle-state="solving"] .puzzle-pickable').first()).toBeVisible({ timeout: 20_000 });
}

/** special: the legal plays of the answer's card and special card, in the order the trainer lists them. */
export function waysOf(p: Puzzle) {
  if (p.question.kind !== 'special' || p.answer.kind !== 'special') return [];
  const legal = legalSpecialPlays(p.scenario, p.question) ?? [];
  return playsOf(legal, p.answer.card, p.answer.special.type);
}

/** Answers one part with the keyboard only. */
export async function typePart(page: Page, p: Puzzle, v: PartValue) {
  const kb = page.keyboard;
  const q = p.question;
  if (v.kind === 'place') {
    // On the puzzle board a number key answers at once (L first for a row's left end; an Insert card's place comes with its play).
    if (v.pick.side === 'left') await kb.press('l');
    await kb.press(String(v.pick.row));
    return;
  }
  if (v.kind === 'row') {
    await kb.press(String(v.row));
  } else if (v.kind === 'count') {
    // Digits typed anywhere on the page make the count (0, and 10 or more, as well): the field need not have the focus.
    await kb.type(String(v.value));
    await expect(page.locator('.trainer-count input')).toHaveValue(String(v.value));
  } else if (v.kind === 'special-type') {
    await kb.press(String(specialChoices(p).indexOf(v.type) + 1));
  } else if (v.kind === 'special-play') {
    await expect(page.locator('.trainer-how')).toBeVisible({ timeout: 20_000 }); // the legal plays come from the worker
    await kb.press(String(waysOf(p).findIndex((o) => sameSpecial(o.special, v.special)) + 1));
  } else {
    const cards = q.kind === 'safe-card' || q.kind === 'special' ? q.hand : q.kind === 'which-row' ? (q.orderOf ?? []) : [];
    await kb.press(String(cards.indexOf(v.card) + 1));
  }
  await kb.press('Enter');
}

/** The puzzle on screen, from its data attribute. */
export async function shown(page: Page): Promise<Puzzle> {
  const id = await page.locator('.trainer-puzzle').getAttribute('data-puzzle');
  return byId(id ?? '');
}

export async function solveByKeyboard(page: Page, p: Puzzle) {
  if (p.variant === 'jubilaeum') await tableDrawn(page);
  // Parts the puzzle gives away (a one-card hand's card) are never asked.
  for (let i = givenParts(p); i < partCount(p); i++) await typePart(page, p, rightPart(p, i) as PartValue);
}

/** The puzzle's root once interactive (the test contract: data-puzzle-state, data-asked-card, data-row targets). */
export const puzzleRoot = (page: Page) => page.locator('[data-puzzle-state]');

/** The click target of a place on the puzzle board: the row, or in Profi the row's end. */
export function target(page: Page, p: Puzzle, row: number, side: 'left' | 'right') {
  const end = p.scenario.variant === 'profi' ? `[data-end="${side}"]` : '';
  return puzzleRoot(page).locator(`[data-row="${row}"]${end}`);
}

/** Solves a where puzzle by clicking (or tapping) the rows the rules give, card by card. */
export async function solveOnBoard(page: Page, p: Puzzle) {
  if (p.question.kind !== 'where' || p.answer.kind !== 'where') throw new Error(`${p.id} is no where puzzle`);
  const root = puzzleRoot(page);
  for (const [i, d] of p.answer.placements.entries()) {
    await expect(root).toHaveAttribute('data-puzzle-state', 'solving');
    await expect(root).toHaveAttribute('data-asked-card', String(p.question.placements[i]?.card));
    await target(page, p, d.row, d.side).click();
  }
  await expect(root).toHaveAttribute('data-puzzle-state', 'solved');
}
