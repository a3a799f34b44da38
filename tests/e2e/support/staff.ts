import { expect, type Page } from '@playwright/test';
import { createGuardrails, generate } from 'otplib';

/** The development demo owner, as `pnpm start` prints it. */
export const DEMO_OWNER = { email: 'owner@sutra.in', password: 'sutra-owner', secret: 'JBSWY3DPEHPK3PXP' };

/** The demo secret is 80 bits, as many services issue; otplib wants 128 unless told (the api reads it so too). */
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

/** The 30-second time step an authenticator app is on now. */
const timeStep = () => Math.floor(Date.now() / 30_000);

/**
 * Signs a member of staff in at /admin/login with a code computed from their secret, as their authenticator app
 * would. The api takes each time step's code once: an earlier journey may have spent this step's, so a refusal waits
 * for the next step's code (at most one step later).
 */
export async function signInAsStaff(page: Page, who: { email: string; password: string; secret: string }) {
  await page.goto('/admin/login', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(who.email);
  await page
    .getByLabel(/^Password/)
    .first()
    .fill(who.password);
  for (let attempt = 0; attempt < 2; attempt++) {
    const step = timeStep();
    await page.getByLabel(/6-digit code/).fill(await generate({ secret: who.secret, guardrails }));
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
  throw new Error(`${who.email} could not sign in`);
}

/**
 * Opens the back office in a context that holds a staff session (the `ownerSession` fixture's) and waits until it
 * shows who is signed in.
 */
export async function openBackOffice(page: Page): Promise<void> {
  await page.goto('/admin', { waitUntil: 'commit' });
  await expect(page.getByTestId('admin-signed-in-as')).toBeVisible();
}
