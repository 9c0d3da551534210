// `npm run size`: the JavaScript and CSS each built page ships, gzip-compressed.
// Follows every module a page loads (scripts, islands, their static and dynamic imports)
// and checks the budgets of the issues. Reads dist/, so run `npm run build` first.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist';
const KB = 1024;

// Budgets in gzip bytes of JavaScript, by kind of page (first match wins).
const BUDGETS = [
  { kind: 'language choice', test: (p) => p === '/', js: 1 * KB },
  { kind: 'search', test: (p) => /^\/\w\w\/search\/$/.test(p), js: Infinity },
  { kind: 'trainer', test: (p) => /^\/\w\w\/puzzles\//.test(p), js: 45 * KB },
  { kind: 'embed', test: (p) => /^\/\w\w\/embed\//.test(p), js: 40 * KB },
  { kind: 'editor', test: (p) => /^\/\w\w\/editor\//.test(p), js: Infinity },
  { kind: 'page with boards', test: (_p, html) => html.includes('<astro-island'), js: 35 * KB },
  { kind: 'text only', test: () => true, js: 0 },
];

function htmlFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...htmlFiles(path));
    else if (name.endsWith('.html')) out.push(path);
  }
  return out;
}

const gz = (text) => gzipSync(text, { level: 9 }).length;

function urlToFile(url) {
  if (/^[a-z]+:/i.test(url) || url.startsWith('//')) return undefined; // foreign hosts are caught by the browser tests
  const file = join(DIST, url.split(/[?#]/)[0]);
  return existsSync(file) ? file : undefined;
}

/** Every module reachable from the entry files, through static and dynamic imports. */
function moduleClosure(entries) {
  const seen = new Set();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const specifiers = [
      ...code.matchAll(/\bimport\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g),
      ...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
      ...code.matchAll(/\bexport\s*[\w*{}\s,$]+from\s*["']([^"']+)["']/g),
    ].map((m) => m[1]);
    for (const spec of specifiers) {
      if (!spec.startsWith('.') && !spec.startsWith('/')) continue;
      const target = spec.startsWith('/') ? join(DIST, spec) : join(file, '..', spec);
      if (existsSync(target)) queue.push(target);
    }
  }
  return seen;
}

function pageWeight(file) {
  const html = readFileSync(file, 'utf8');
  const entries = new Set();
  let inlineJs = 0;
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(m[1] ?? '');
    if (/type="application\/(ld\+)?json"/.test(m[1] ?? '')) continue;
    if (src) {
      const target = urlToFile(src[1]);
      if (target) entries.add(target);
    } else if ((m[2] ?? '').trim()) {
      inlineJs += gz(m[2]);
    }
  }
  for (const m of html.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g)) {
    const target = urlToFile(m[1]);
    if (target) entries.add(target);
  }
  let js = inlineJs;
  for (const module of moduleClosure(entries)) js += gz(readFileSync(module));
  let css = 0;
  for (const m of html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(m[0]);
    const target = href && urlToFile(href[1]);
    if (target) css += gz(readFileSync(target));
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) css += gz(m[1] ?? '');
  return { html, js, css };
}

if (!existsSync(DIST)) {
  console.error('No dist/ folder: run `npm run build` first.');
  process.exit(1);
}

const rows = [];
for (const file of htmlFiles(DIST).sort()) {
  const path = '/' + posix.join(...relative(DIST, file).split(/[\\/]/)).replace(/index\.html$/, '').replace(/\.html$/, '');
  if (path.startsWith('/pagefind')) continue;
  const { html, js, css } = pageWeight(file);
  const budget = BUDGETS.find((b) => b.test(path, html));
  rows.push({ path, js, css, kind: budget.kind, limit: budget.js, ok: js <= budget.js });
}

const kb = (bytes) => (bytes / KB).toFixed(1).padStart(6);
console.log(`${'page'.padEnd(34)} ${'JS kB'.padStart(6)} ${'CSS kB'.padStart(6)}  kind (JS budget)`);
for (const row of rows) {
  const limit = row.limit === Infinity ? 'none' : `${(row.limit / KB).toFixed(0)} kB`;
  console.log(`${row.path.padEnd(34)} ${kb(row.js)} ${kb(row.css)}  ${row.kind} (${limit})${row.ok ? '' : '  OVER BUDGET'}`);
}
const over = rows.filter((row) => !row.ok);
const largest = (kind) => Math.max(0, ...rows.filter((row) => row.kind === kind).map((row) => row.js));
console.log(`\n${rows.length} pages; largest JS: text only ${kb(largest('text only'))} kB, with boards ${kb(largest('page with boards'))} kB (gzip)`);
if (over.length) {
  console.log(`${over.length} page(s) over their JavaScript budget`);
  process.exit(1);
}
