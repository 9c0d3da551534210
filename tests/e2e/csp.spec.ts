// The Content-Security-Policy: on every built page, strict (no 'unsafe-inline', no 'unsafe-eval'),
// placed before any script or style. fixtures.ts fails any browser test whose pages report a
// violation; here the policy is shown to block what it must.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? htmlFiles(join(dir, d.name)) : d.name.endsWith('.html') ? [join(dir, d.name)] : []));
}

const META = /<meta http-equiv="content-security-policy" content="([^"]+)">/;

test('every built page carries a strict policy before its first script or inline style', () => {
  const files = htmlFiles('dist');
  expect(files.length).toBeGreaterThan(100);
  const wrong: string[] = [];
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const policy = META.exec(html);
    const first = html.search(/<script|<style/);
    const directives = new Map((policy?.[1] ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values]));
    const script = directives.get('script-src') ?? [];
    const ok = policy && (first < 0 || policy.index < first) && directives.get('default-src')?.join(' ') === "'self'" && directives.get('object-src')?.join(' ') === "'none'"
      && script.length > 0 && !script.some((v) => v === "'unsafe-inline'" || v === "'unsafe-eval'" || v === '*' || v.endsWith(':'))
      // WebAssembly only where Pagefind searches.
      && script.includes("'wasm-unsafe-eval'") === /[/\\]search[/\\]index\.html$/.test(file);
    if (!ok) wrong.push(file);
  }
  expect(wrong).toEqual([]);
});

test('a script injected into a page does not run, and the page reports it', async ({ page, cspViolations }) => {
  await page.goto('/en/puzzles/');
  const outcome = await page.evaluate(() => new Promise<string>((resolve) => {
    document.addEventListener('securitypolicyviolation', (e) => resolve(`blocked ${e.effectiveDirective}`), { once: true });
    const s = document.createElement('script');
    s.textContent = 'window.__ran = true';
    document.head.append(s);
    setTimeout(() => resolve((window as { __ran?: boolean }).__ran ? 'ran' : 'silent'), 2000);
  }));
  expect(outcome).toBe('blocked script-src-elem');
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  cspViolations.length = 0; // provoked on purpose
});
