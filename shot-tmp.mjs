import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const [path, out, sel] = process.argv.slice(2);
for (const w of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width: w, height: w > 500 ? 1100 : 1500 } });
  for (const lang of ['en','de','nl']) {
    await page.goto(`http://127.0.0.1:4402/${lang}/${path}`);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/rw/${out}-${lang}-${w}-top.png` });
    if (sel) { await page.locator(sel).first().scrollIntoViewIfNeeded(); await page.waitForTimeout(500); await page.locator(sel).first().screenshot({ path: `/tmp/rw/${out}-${lang}-${w}-sel.png` }); }
  }
  await page.close();
}
await browser.close();
