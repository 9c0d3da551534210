// The JSON Schema agrees with the engine on the example files of every variant and on some malformed files.
// ajv is only a transitive dependency here, so the test skips itself if it is missing.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../../src/engine/index.ts';

const root = new URL('../../../', import.meta.url);
const schema = JSON.parse(readFileSync(new URL('schema/scenario.schema.json', root), 'utf8'));
const examples = readdirSync(new URL('src/content/examples/', root), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json')).sort();
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const Ajv = await import('ajv/dist/2020.js').then((m: any) => m.default ?? m, () => null);

describe.skipIf(!Ajv)('scenario.schema.json', () => {
  const validate = Ajv && new Ajv({ allErrors: true, strict: false }).compile(schema);
  for (const file of examples) {
    it(`accepts ${file}, as does the engine`, () => {
      const json = JSON.parse(readFileSync(new URL(`src/content/examples/${file}`, root), 'utf8'));
      expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
      expect(parseScenario(json).ok).toBe(true);
    });
  }
  it('rejects what the engine rejects by shape', () => {
    const bad = [
      { variant: 'chess', rows: [[1], [2], [3]], turns: [] },
      { variant: 'basic', rows: [[1], [2], [3]], turns: [], extra: true },
      { variant: 'basic', rows: [[1], [2], [3]], turns: [{ plays: { A: 'x' } }] },
      { variant: 'basic', rows: [[1], [2], [3]], turns: [{ plays: { A: 5 }, choices: [{ card: 5 }] }] },
      { variant: 'basic', options: { rowLength: 9 }, rows: [[1], [2], [3]], turns: [] },
    ];
    for (const json of bad) {
      expect(validate(json)).toBe(false);
      expect(parseScenario(json).ok).toBe(false);
    }
  });
});
