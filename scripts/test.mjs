// `npm test`: unit tests, type check, build, then browser tests against the built site.
// Ends with one summary line, "N passed, N failed", over both test runners.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './chromium.mjs';

function run(label, command, args) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  return result.status === 0;
}

/** A step run beside another: returns a function that waits for it, then prints its held-back output. */
function start(label, command, args) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const exit = new Promise((resolve) => {
    child.on('close', (code) => resolve(code === 0));
    child.on('error', (error) => {
      output.push(Buffer.from(`${error}\n`));
      resolve(false);
    });
  });
  return async () => {
    const ok = await exit;
    console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
    process.stdout.write(Buffer.concat(output));
    return ok;
  };
}

/**
 * The build, with `whenSynced` called once Astro has written its generated types (.astro/), or at the
 * end if that line never shows. The type check and the build each keep one core busy for most of a
 * minute, so on a 2-core machine the check runs beside the build; it must not start earlier, as the
 * build rewrites the types the check reads.
 */
function build(whenSynced) {
  console.log('\n=== build: npm run build');
  let synced = false;
  const sync = () => {
    if (!synced) (synced = true), whenSynced();
  };
  const child = spawn('npm', ['run', 'build'], { stdio: ['ignore', 'pipe', 'inherit'] });
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (/\[build\] Building static entrypoints/.test(String(chunk))) sync();
  });
  return new Promise((resolve) => {
    child.on('close', (code) => (sync(), resolve(code === 0)));
    child.on('error', () => (sync(), resolve(false)));
  });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

// Astro's anonymous usage report would try to reach another host.
process.env.ASTRO_TELEMETRY_DISABLED = '1';
rmSync('reports', { recursive: true, force: true });
const bin = 'node_modules/.bin/';
const steps = [];
steps.push(run('unit tests', `${bin}vitest`, ['run', '--reporter=default', '--reporter=json', '--outputFile.json=reports/unit.json']));
let typeChecked;
const built = await build(() => (typeChecked = start('type check', `${bin}astro`, ['check', '--noSync'])));
steps.push(built, await typeChecked());
if (built) {
  const chromium = ensureChromium();
  console.log(`Browser tests use ${chromium ?? "Playwright's Chromium"}`);
  steps.push(run('browser tests', `${bin}playwright`, ['test']));
}

const unit = readJson('reports/unit.json');
const e2e = readJson('reports/e2e.json');
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0) + (e2e?.stats?.flaky ?? 0);
const ok = steps.every(Boolean) && failed === 0 && passed > 0;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
