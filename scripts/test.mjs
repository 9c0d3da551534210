// `npm test`: unit tests, type check, build, then browser tests against the built site.
// Ends with one summary line, "N passed, N failed", over both test runners.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './chromium.mjs';

function run(label, command, args) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  return result.status === 0;
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
steps.push(run('type check', `${bin}astro`, ['check']));
const built = run('build', 'npm', ['run', 'build']);
steps.push(built);
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
