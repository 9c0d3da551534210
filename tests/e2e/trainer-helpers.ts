// Helpers of the trainer's browser tests: the set, waiting for the island, answering by keyboard.
import { readFileSync } from 'node:fs';
import { expect, type Page, type test } from '@playwright/test';
import type { Puzzle } from '../../src/puzzles/types.ts';
import { specialOptions } from '../../src/puzzles/jubilaeum.ts';
import { sameSpecial } from '../../src/puzzles/check.ts';
import { partCount, playsOf, rightPart, specialChoices, type PartValue } from '../../src/trainer/answer.ts';
import { isShown } from '../../src/trainer/pick.ts';

// The puzzles the trainer shows (every curated one, the Anniversary's too).
export const SET = (JSON.parse(readFileSync('src/content/puzzles/puzzles.json', 'utf8')) as Puzzle[]).filter(isShown);
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

/** Opens the trainer in `lang`, filters by variant and kind, and starts a mode (pick, endless, …). */
export async function startWith(page: Page, lang: string, variant: string, kind: string, mode: string) {
  await page.goto(`/${lang}/puzzles/`);
  await ready(page);
  await page.locator('select[name="variant"]').selectOption(variant);
  await page.locator('select[name="kind"]').selectOption(kind);
  await page.locator(`[data-mode="${mode}"]`).click();
}

/** Waits until the puzzle's table is drawn (an Anniversary puzzle's parts load on demand). */
export async function tableDrawn(page: Page) {
  await expect(page.locator('.trainer-table .board-rows')).toBeVisible({ timeout: 20_000 });
}

/** special: the legal plays of the answer's card and special card, in the order the trainer lists them. */
export function waysOf(p: Puzzle) {
  if (p.question.kind !== 'special' || p.answer.kind !== 'special') return [];
  const legal = (specialOptions(p.scenario, p.question) ?? []).flatMap((o) => (o.special ? [{ card: o.card, special: o.special }] : []));
  return playsOf(legal, p.answer.card, p.answer.special.type);
}

/** Answers one part with the keyboard only. */
export async function typePart(page: Page, p: Puzzle, v: PartValue) {
  const kb = page.keyboard;
  const q = p.question;
  if (v.kind === 'place') {
    await kb.press(String(v.pick.row));
    if (v.pick.side === 'left') await kb.press('l');
    if (v.pick.stack) await kb.press('s');
    if (v.pick.take) await kb.press('t');
    for (let n = 0; n < (v.pick.position ?? 0); n++) await kb.press('p');
  } else if (v.kind === 'row') {
    await kb.press(String(v.row));
  } else if (v.kind === 'count') {
    const input = page.locator('.trainer-count input');
    await input.focus();
    await kb.type(String(v.value));
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
  for (let i = 0; i < partCount(p); i++) await typePart(page, p, rightPart(p, i) as PartValue);
}
