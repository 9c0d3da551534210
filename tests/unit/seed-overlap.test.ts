import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Facts may come from the rulebooks, sentences may not: no 8-word run may be shared with them.
const checker = resolve('../shared/tools/seed-overlap.py');

describe('rulebook sentences', () => {
  it.skipIf(!existsSync(checker))('are never copied into the project', () => {
    const run = spawnSync('python3', [checker, '.'], { encoding: 'utf8' });
    expect(run.stdout.trim()).toBe('no run of 8+ words shared with the rulebooks');
    expect(run.status).toBe(0);
  });
});
