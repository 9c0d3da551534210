import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    // Property and model-based tests run thousands of games; a loaded 2-core machine needs room.
    testTimeout: 60_000,
  },
});
