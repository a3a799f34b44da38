import { defineConfig } from '@playwright/test';

/**
 * Journeys in real Chromium, each worker against a whole store of its own (the `store` fixture in
 * `e2e/support/fixtures.ts`), started on free ports with a throw-away database. Chromium is Debian's
 * (`apt-get install chromium`), never a downloaded browser.
 */
export default defineConfig({
  testDir: 'e2e',
  // Two workers, each with its own store, take the files in turn; a file's journeys run in order on one worker, so a
  // worker's store serves one journey at a time. `--workers=1` runs them all on one store.
  fullyParallel: false,
  workers: 2,
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
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1366, height: 900 },
    // A trace's screencast and per-action DOM snapshots were a fifth of the journeys' CPU (a Chromium compositor
    // painting frames nobody reads): on four files, 300 CPU-seconds with `retain-on-failure`, 258 with snapshots only,
    // 227 with none. CI keeps only the output's tail, so there it records none; locally a failed journey keeps its
    // DOM snapshots (`--trace on` records everything, screencast included).
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
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
