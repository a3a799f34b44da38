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
  // CI shares two cores with other work (load averages of 8 and more): a page that hydrates in one second on a quiet
  // machine can take ten there. The limits only stop a journey that is stuck; every wait is on a condition, and no
  // journey measures speed (that is `pnpm bench`'s job), so generous limits cost nothing when all is well. Journeys
  // leave them alone rather than set shorter ones of their own.
  timeout: 120_000,
  expect: { timeout: 30_000 },
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
