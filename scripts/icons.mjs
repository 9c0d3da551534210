// Draws the PNG icons of the web app manifest from the site's own SVGs in public/icons/
// (the bull's head of favicon.svg), with the Chromium the browser tests use. Run it after
// changing an icon: `node scripts/icons.mjs`. Nothing is fetched.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const ICONS = [
  { from: 'public/icons/icon.svg', to: 'public/icons/icon-192.png', size: 192, transparent: true },
  { from: 'public/icons/icon.svg', to: 'public/icons/icon-512.png', size: 512, transparent: true },
  { from: 'public/icons/maskable.svg', to: 'public/icons/maskable-512.png', size: 512, transparent: false },
];

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
for (const icon of ICONS) {
  const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
  const svg = readFileSync(icon.from, 'utf8');
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:100vw;height:100vh}</style>${svg}`);
  await page.screenshot({ path: icon.to, omitBackground: icon.transparent });
  await page.close();
  console.log(`wrote ${icon.to}`);
}
await browser.close();
