// Every browser test runs through this `test`: it fails the test when any page of it reports a
// Content-Security-Policy violation (the site's policy is strict, see astro.config.mjs), so a
// script or style the policy does not allow is caught wherever a test happens to use it.
import { test as base, expect, type Page } from '@playwright/test';

/** `cspViolations`: what this test's pages reported; a test that provokes one on purpose takes it out. */
export const test = base.extend<{ cspViolations: string[]; pageOnFailure: void }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      // The event carries what the console message may leave out (the directive, the blocked URL).
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`));
      });
      context.on('console', (m) => {
        if (/Content.Security.Policy|CSP violation/i.test(m.text())) violations.push(`${m.location().url}: ${m.text()}`);
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  // CI prints only the test's output: on a failure, say what every frame of the page showed.
  pageOnFailure: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      for (const frame of page.frames()) {
        const text = await frame.locator('body').innerText({ timeout: 1000 }).catch((e: Error) => `(unreadable: ${e.message.split('\n')[0]})`);
        console.log(`[frame] ${frame.url()}\n${text.replace(/\s+/g, ' ').slice(0, 2000)}`);
      }
    },
    { auto: true },
  ],
});

/**
 * Wait until the page's islands are live: the server-rendered markup looks the same before, and a click
 * before hydration is lost. Astro drops an island's `ssr` attribute once it has hydrated; the page must be
 * parsed first, or islands not yet read count as none (after a click that navigates, the new page may
 * still be loading).
 */
export async function hydrated(page: Page) {
  await page.waitForLoadState('domcontentloaded');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

export { expect };
export type { FrameLocator, Locator, Page } from '@playwright/test';
