import { defineConfig } from '@playwright/test';

/**
 * Journeys in real Chromium against the whole store, started by `e2e/global-setup.ts` on free ports with a
 * throw-away database. Chromium is Debian's (`apt-get install chromium`), never a downloaded browser.
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.SUTRA_BASE_URL,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1366, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
