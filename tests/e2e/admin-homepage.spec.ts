import type { Page } from '@playwright/test';
import { createGuardrails, generate } from 'otplib';
import { expect, test } from './support/fixtures.js';

/**
 * The demo owner signs in with the code their authenticator app would show (computed here from the demo secret),
 * changes the homepage's sale banner, and the storefront shows it within seconds.
 */

const DEMO_OWNER = { email: 'owner@sutra.in', password: 'sutra-owner', secret: 'JBSWY3DPEHPK3PXP' };

/** The demo secret is 80 bits, as many services issue; otplib wants 128 unless told (the api reads it so too). */
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

/** The 30-second time step the authenticator app is on now. */
const timeStep = () => Math.floor(Date.now() / 30_000);

async function signInAsDemoOwner(page: Page) {
  await page.goto('/admin/login', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(DEMO_OWNER.email);
  await page
    .getByLabel(/^Password/)
    .first()
    .fill(DEMO_OWNER.password);
  // The api takes each time step's code once: a journey before this one may have spent the current step's, so a
  // refusal waits for the next step's code (at most one step later).
  for (let attempt = 0; attempt < 2; attempt++) {
    const step = timeStep();
    await page.getByLabel(/6-digit code/).fill(await generate({ secret: DEMO_OWNER.secret, guardrails }));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const outcome = await Promise.race([
      page.waitForURL(/\/admin$/).then(() => 'signed-in' as const),
      page
        .getByText('The email, password or code is not right.')
        .waitFor()
        .then(() => 'refused' as const),
    ]);
    if (outcome === 'signed-in') return;
    await expect.poll(timeStep, { timeout: 35_000 }).toBeGreaterThan(step);
  }
  throw new Error('the demo owner could not sign in');
}

test('the demo owner signs in with a TOTP code, changes the sale banner, and the storefront shows it', async ({
  page,
}) => {
  await signInAsDemoOwner(page);
  await expect(page.getByTestId('admin-signed-in-as')).toContainText('Owner');

  await page.getByRole('link', { name: 'Homepage' }).click();
  const title = page.getByLabel(/^Banner title/);
  await expect(title).toBeVisible();
  // Usable on a phone: nothing wider than 375 px.
  await page.setViewportSize({ width: 375, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const banner = `Wedding Season Sale ${Date.now() % 100_000}`;
  await title.fill(banner);
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save homepage' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  // The store's pages follow the change through every cache within seconds.
  const shop = await page.context().newPage();
  await expect(async () => {
    await shop.goto('/');
    await expect(shop.getByRole('region', { name: banner })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
});
