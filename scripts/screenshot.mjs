// Takes a screenshot of a page of the built site: node scripts/screenshot.mjs /en/cards/ out.png [width] [light|dark] [height]
// Used for the README's pictures (desktop: 1100 wide; phone: 390 x 844) and for looking at pages while
// developing. SCREENSHOT_PORT picks the preview server's port (4398 by default).
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const [path = '/en/', out = 'screenshot.png', width = '1100', scheme = 'light', height = '800'] = process.argv.slice(2);
const port = Number(process.env.SCREENSHOT_PORT) || 4398;
const server = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'preview', '--port', String(port), '--host', '127.0.0.1'], { stdio: 'ignore' });
try {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const phone = Number(width) < 600;
  const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) }, colorScheme: scheme, isMobile: phone, hasTouch: phone });
  for (let attempt = 0; ; attempt++) {
    try {
      await page.goto(`http://127.0.0.1:${port}${path}`);
      break;
    } catch (error) {
      if (attempt > 40) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  await page.screenshot({ path: out, fullPage: false });
  await browser.close();
} finally {
  server.kill();
}
