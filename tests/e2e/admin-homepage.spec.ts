import { expect, test } from './support/fixtures.js';
import { DEMO_OWNER, signInAsStaff } from './support/staff.js';

/**
 * The demo owner signs in with the code their authenticator app would show (computed here from the demo secret),
 * changes the homepage's sale banner, and the storefront shows it within seconds.
 */

test('the demo owner signs in with a TOTP code, changes the sale banner, and the storefront shows it', async ({
  page,
}) => {
  await signInAsStaff(page, DEMO_OWNER);
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
