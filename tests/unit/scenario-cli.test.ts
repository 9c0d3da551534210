// The scenario runner's reading and error printing: bounded input, a clean
// {"error":{"path","message"}} and exit 1 for anything it cannot take, never a stack trace.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const cli = (args: string[], input?: string) => spawnSync(`${root}node_modules/.bin/node`, ['--no-warnings', 'scripts/scenario.ts', ...args], { cwd: root, input, encoding: 'utf8', timeout: 20_000 });

function cleanError(r: ReturnType<typeof cli>) {
  expect(r.status).toBe(1);
  expect(r.stderr).not.toMatch(/\n\s+at /);
  const out = JSON.parse(r.stdout) as { error: { path: string; message: string } };
  expect(typeof out.error.path).toBe('string');
  expect(typeof out.error.message).toBe('string');
  return out.error;
}

describe('the scenario runner reads with a limit', () => {
  it('an endless file ends in a clean error, not in memory', () => {
    expect(cleanError(cli(['run', '/dev/zero', '--json'])).message).toBe('/dev/zero is larger than 1 MB, far more than any scenario');
  });
  it('too much on standard input ends the same way, in plain text too', () => {
    const big = `{"variant":"basic","players":["${'A'.repeat(1_100_000)}"]}`;
    expect(cleanError(cli(['validate', '-', '--json'], big)).message).toBe('standard input is larger than 1 MB, far more than any scenario');
    const plain = cli(['validate', '-'], big);
    expect(plain.status).toBe(1);
    expect(plain.stderr.trim()).toBe('(top): standard input is larger than 1 MB, far more than any scenario');
  });
  it('input nested thousands of levels deep gets an error, never a stack trace', () => {
    const deep = `{"variant":${'['.repeat(5000)}${']'.repeat(5000)},"players":["A","B"],"rows":[[12],[37],[43],[58]],"turns":[]}`;
    const e = cleanError(cli(['run', '-', '--json'], deep));
    expect(e.message.length).toBeGreaterThan(0);
  });
});
