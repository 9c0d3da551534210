// Writes dist/sw.js after `astro build` (npm run build runs it): src/sw/worker.js with the list of
// the files it keeps, each with a hash of its content, and VERSION, a hash of that list, so any
// change to the site makes a new worker. Written by hand rather than with Workbox: the worker's
// few rules (one cache per deploy, the trainer page standing in for puzzle pages, a 404 and an
// offline page per language) fit in one short file, where Workbox would bring a bundler and
// dozens of packages to the build.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const DIST = 'dist';

/**
 * Not kept: the single puzzle pages (the trainer page stands in for them) and the parts of Pagefind the search page
 * never loads (its other two interfaces, the highlighter, the index of pages without a language). The search page
 * and its index are kept: the rules can be searched offline too.
 */
const SKIPPED = [/^\/(en|de|nl)\/puzzles\/[^/]+\/index\.html$/, /^\/pagefind\/(pagefind-(component|modular)-ui\.|pagefind-highlight\.|wasm\.unknown\.)/, /^\/sw\.js$/];

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** The address a file is asked for by: a page by its folder ("/en/rules/"). */
const addressOf = (file) => ('/' + relative(DIST, file).split(sep).join('/')).replace(/(^|\/)index\.html$/, '$1');
const hashOf = (content) => createHash('sha256').update(content).digest('hex').slice(0, 16);

const precache = files(DIST)
  .map((file) => ({ file, path: '/' + relative(DIST, file).split(sep).join('/') }))
  .filter(({ path }) => !SKIPPED.some((skip) => skip.test(path)))
  .map(({ file }) => [addressOf(file), hashOf(readFileSync(file))])
  .sort(([a], [b]) => (a < b ? -1 : 1));

const list = JSON.stringify(precache);
const worker = readFileSync('src/sw/worker.js', 'utf8');
writeFileSync(join(DIST, 'sw.js'), `const VERSION = '${hashOf(list)}';\nconst PRECACHE = ${list};\n${worker}`);
const bytes = precache.reduce((sum, [path]) => sum + statSync(join(DIST, path.endsWith('/') ? `${path}index.html` : path)).size, 0);
console.log(`sw.js: keeps ${precache.length} files (${(bytes / 1024 / 1024).toFixed(1)} MB before compression)`);
