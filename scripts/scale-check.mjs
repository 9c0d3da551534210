// How the build grows with the puzzles: copies this commit to a scratch folder, writes four times
// the curated puzzles there (100 per group instead of 25), builds, and prints dist/'s size, its
// file count and the build's time. `node scripts/scale-check.mjs [per-group]`. Nothing here is kept.
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const perGroup = process.argv[2] ?? '100';
const root = process.cwd();
const scratch = mkdtempSync(join(tmpdir(), 'bullheads-scale-'));
const run = (cmd) => execSync(cmd, { cwd: scratch, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', maxBuffer: 1 << 28 });
try {
  execSync(`git clone --quiet "${root}" "${scratch}"`);
  symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'));
  console.log(run(`npx node --no-warnings scripts/build-puzzles.ts --per-group ${perGroup}`).trim());
  const start = process.hrtime.bigint();
  run('npm run -s build');
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const [disk] = run('du -sm dist').split('\t');
  const [content] = run('du -sm --apparent-size dist').split('\t');
  const files = run('find dist -type f | wc -l').trim();
  console.log(`per group ${perGroup}: dist/ ${disk} MiB on disk, ${content} MiB of content, ${files} files; build ${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
