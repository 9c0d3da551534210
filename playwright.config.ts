import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

// E2E_PORT lets two checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT) || 4399;
const executablePath = findChromium();

// Runs against the built site (dist/), served by `astro preview`, never the dev server.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    // Each test's fresh browser would otherwise install the service worker and fetch the whole
    // site in the background; tests/e2e/offline.spec.ts turns it on.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    command: `node node_modules/astro/bin/astro.mjs preview --port ${PORT} --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/en/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
