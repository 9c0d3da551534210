import { ensureChromium } from './chromium.mjs';

const path = ensureChromium();
console.log(`Browser tests use ${path ?? "Playwright's Chromium"}`);
