import { defineConfig } from '@playwright/test';
import base from './playwright.config.js';

/**
 * The fleet test's journey in real Chromium: the store behind its balancer, as `pnpm test:fleet` runs it (that runner
 * starts the fleet and hands its address over in SUTRA_BASE_URL and SUTRA_SANDBOX_URL). Alone,
 * `npx playwright test -c playwright.fleet.config.ts` starts a fleet of its own in global setup. Browser settings
 * and limits are the journeys' own.
 */
export default defineConfig({
  ...base,
  testDir: 'fleet/browser',
  globalSetup: './fleet/browser/global-setup.ts',
  outputDir: 'fleet/results/playwright',
});
