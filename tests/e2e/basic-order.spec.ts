// The basic rules page teaches in the order a beginner needs: a board comes early, before the
// reader has to take in a wall of text. Counted as the reader sees it: every visible word of the
// page's main part (side menu, headings, contents, captions, notes) before the first board.
import { expect, test, type Page } from './fixtures.ts';

const LANGS = ['en', 'de', 'nl'] as const;
const LIMIT = 350;

/** Visible words in `main` before the first example board, in document order. */
async function wordsBeforeFirstBoard(page: Page): Promise<number> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    const board = main?.querySelector('.board');
    if (!main || !board) return -1;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    let words = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Stop at the board: DOCUMENT_POSITION_FOLLOWING means the node comes after it (or inside it).
      if (board.contains(node) || board.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) break;
      const parent = node.parentElement;
      if (!parent || !parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (parent.closest('.visually-hidden')) continue;
      words += (node.textContent ?? '').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    }
    return words;
  });
}

for (const lang of LANGS) {
  test(`the first board of the basic rules in ${lang} comes within ${LIMIT} words`, async ({ page }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${lang}/rules/`);
      const words = await wordsBeforeFirstBoard(page);
      expect(words, `${width} px`).toBeGreaterThan(0);
      expect(words, `${width} px`).toBeLessThanOrEqual(LIMIT);
    }
  });
}
