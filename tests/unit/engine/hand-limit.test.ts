import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../../src/engine/index.ts';

describe('hand: the hand limit of 16', () => {
  const scenario = (count: number) => ({
    variant: 'hand',
    hands: { A: Array.from({ length: count }, (_, i) => i + 31), B: [90] },
    rows: [[10], [20], [25], [28]],
    turns: [{ player: 'A', cards: [31] }],
  });

  it('accepts a hand of 16 cards', () => {
    expect(parseScenario(scenario(16)).ok).toBe(true);
  });

  it('rejects a hand of 17 cards and says whose hand', () => {
    const result = parseScenario(scenario(17));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.path).toBe('hands.A');
      expect(result.error.code).toBe('hand-too-big');
    }
  });
});
