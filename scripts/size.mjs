// `npm run size`: the JavaScript and CSS each built page ships, gzip-compressed.
// Follows every module a page loads (scripts, islands, their static and dynamic imports)
// and checks the budgets of the issues. Reads dist/, so run `npm run build` first.
// SIZE_BYTES=1 prints exact bytes instead of kB (to see how close a page is to its budget).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist';
const KB = 1024;

// Budgets in gzip bytes of JavaScript, by kind of page (first match wins): the developers' guide's figures.
const BUDGETS = [
  { kind: 'language choice', test: (p) => p === '/', js: 1 * KB },
  { kind: 'search', test: (p) => /^\/\w\w\/search\/$/.test(p), js: Infinity },
  { kind: 'trainer', test: (p) => /^\/\w\w\/puzzles\//.test(p), js: 50 * KB },
  // Students solve puzzles there as in the trainer, so it is a puzzle page, not a page with boards.
  { kind: 'trainer', test: (p) => /^\/\w\w\/classroom\//.test(p), js: 50 * KB },
  { kind: 'embed', test: (p) => /^\/\w\w\/embed\//.test(p), js: 45 * KB },
  { kind: 'editor', test: (p) => /^\/\w\w\/editor\//.test(p), js: 80 * KB },
  // Play against bots (issue #17): the table and the game machine; the bots load later, in their worker.
  { kind: 'play', test: (p) => /^\/\w\w\/play\//.test(p), js: 60 * KB },
  { kind: 'page with boards', test: (_p, html) => html.includes('<astro-island'), js: 40 * KB },
  // Nothing but the service worker's registration (below), which every page of the site loads.
  { kind: 'text only', test: () => true, js: 0 },
];
/** The service worker's registration: the one script a text page may carry, at most 1 kB. */
const REGISTRATION = { path: '/sw-register.js', js: 1 * KB };

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

const STATIC_IMPORT = /\bimport\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g;
const RE_EXPORT = /\bexport\s*[\w*{}\s,$]+from\s*["']([^"']+)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`$]+)["'`]\s*\)/g;
// Vite writes a worker as `new Worker(new URL("/_astro/x.js", import.meta.url))`.
const WORKER = /new URL\(\s*["'`]([^"'`$]+\.js)["'`]\s*,/g;

/**
 * Every module reachable from the entry files. `lazy` false: what loads with the page
 * (static imports); true: also what may load later (dynamic imports, workers).
 */
function moduleClosure(entries, lazy) {
  const seen = new Set();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const patterns = lazy ? [STATIC_IMPORT, RE_EXPORT, DYNAMIC_IMPORT, WORKER] : [STATIC_IMPORT, RE_EXPORT];
    for (const pattern of patterns) {
      for (const [, spec] of code.matchAll(pattern)) {
        if (!spec.startsWith('.') && !spec.startsWith('/')) continue;
        const target = spec.startsWith('/') ? join(DIST, spec) : join(file, '..', spec);
        if (existsSync(target)) queue.push(target);
      }
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
  let registration = 0;
  for (const module of moduleClosure(entries, false)) {
    const size = gz(readFileSync(module));
    js += size;
    if (module === join(DIST, REGISTRATION.path)) registration = size;
  }
  let lazyJs = inlineJs;
  for (const module of moduleClosure(entries, true)) lazyJs += gz(readFileSync(module));
  let css = 0;
  for (const m of html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(m[0]);
    const target = href && urlToFile(href[1]);
    if (target) css += gz(readFileSync(target));
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) css += gz(m[1] ?? '');
  return { html, js, lazyJs, css, registration };
}

if (!existsSync(DIST)) {
  console.error('No dist/ folder: run `npm run build` first.');
  process.exit(1);
}

const rows = [];
for (const file of htmlFiles(DIST).sort()) {
  const path = '/' + posix.join(...relative(DIST, file).split(/[\\/]/)).replace(/index\.html$/, '').replace(/\.html$/, '');
  if (path.startsWith('/pagefind')) continue;
  const { html, js, lazyJs, css, registration } = pageWeight(file);
  const budget = BUDGETS.find((b) => b.test(path, html));
  // The registration counts towards every budget, and is all a text page may load.
  const ok = js - registration <= budget.js && registration <= REGISTRATION.js && (budget.kind !== 'text only' || js === registration);
  rows.push({ path, js, lazyJs, css, kind: budget.kind, limit: budget.js, ok });
}

const kb = (bytes) => (process.env.SIZE_BYTES ? String(bytes) : (bytes / KB).toFixed(1)).padStart(7);
// One line per page, except the thousands of puzzle pages: one line for all of them (their largest).
const shown = [];
const puzzlePages = rows.filter((row) => /^\/\w\w\/puzzles\/[^/]+\/$/.test(row.path));
for (const row of rows) if (!puzzlePages.includes(row)) shown.push(row);
if (puzzlePages.length) {
  const largestBy = (key) => puzzlePages.reduce((a, b) => (b[key] > a[key] ? b : a));
  const big = largestBy('js');
  shown.push({ ...big, path: `/*/puzzles/<id>/ (${puzzlePages.length} pages)`, lazyJs: largestBy('lazyJs').lazyJs, ok: puzzlePages.every((row) => row.ok) });
}
console.log('JS: what loads with the page; +lazy: with what it may load later (dynamic imports, workers). gzip.');
console.log(`${'page'.padEnd(40)} ${'JS kB'.padStart(7)} ${'+lazy'.padStart(7)} ${'CSS kB'.padStart(7)}  kind (JS budget)`);
for (const row of shown) {
  const limit = row.limit === Infinity ? 'none' : row.kind === 'text only' ? `0 kB + registration ≤ ${REGISTRATION.js / KB} kB` : `${(row.limit / KB).toFixed(0)} kB`;
  console.log(`${row.path.padEnd(40)} ${kb(row.js)} ${kb(row.lazyJs)} ${kb(row.css)}  ${row.kind} (${limit})${row.ok ? '' : '  OVER BUDGET'}`);
}
const over = rows.filter((row) => !row.ok);
const largest = (kind, key = 'js') => Math.max(0, ...rows.filter((row) => row.kind === kind).map((row) => row[key]));
console.log(`\n${rows.length} pages. Largest JS (gzip kB, +lazy): text only ${kb(largest('text only'))}; with boards ${kb(largest('page with boards'))} (${kb(largest('page with boards', 'lazyJs')).trim()}); trainer ${kb(largest('trainer'))} (${kb(largest('trainer', 'lazyJs')).trim()}); embed ${kb(largest('embed'))} (${kb(largest('embed', 'lazyJs')).trim()}); editor ${kb(largest('editor'))}`);
// Not JavaScript, so in no budget: the islands' UI strings, fetched once per language and part (src/islands/strings.ts).
const STRINGS = join(DIST, 'strings', 'en');
if (existsSync(STRINGS)) {
  const parts = readdirSync(STRINGS).map((name) => `${name.replace(/\.json$/, '')} ${kb(gz(readFileSync(join(STRINGS, name)))).trim()}`);
  console.log(`UI strings of the islands (JSON, English, gzip kB, cached once): ${parts.join(', ')}; register ${kb(gz(readFileSync(join(DIST, REGISTRATION.path)))).trim()}`);
}

// The whole of dist/ as a host counts it: files, bytes, and disk use (du: each file and folder in
// whole 4 kB blocks, which thousands of small puzzle pages feel). Issue #18 holds it to 120 MB.
const DIST_LIMIT_MB = 120;
let fileCount = 0;
let apparent = 0;
let disk = 0;
(function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const stat = statSync(path);
    disk += stat.blocks * 512;
    if (entry.isDirectory()) walk(path);
    else if (entry.isFile()) (fileCount += 1), (apparent += stat.size);
  }
})(DIST);
const MB = 1024 * 1024;
const distOk = disk / MB <= DIST_LIMIT_MB;
console.log(`dist/: ${fileCount} files, ${(apparent / MB).toFixed(1)} MB of content, ${(disk / MB).toFixed(1)} MB on disk (limit ${DIST_LIMIT_MB} MB)${distOk ? '' : '  OVER'}`);
if (!distOk) process.exitCode = 1;
if (over.length) {
  console.log(`${over.length} page(s) over their JavaScript budget: ${[...new Set(over.map((row) => row.kind))].join(', ')}`);
  process.exit(1);
}
