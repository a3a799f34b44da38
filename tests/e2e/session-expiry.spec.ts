import { asBuyer, signUpAndLogIn } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
import { interactive } from './support/hydration.js';

test('a buyer whose session the store ended is told so on the login page it leads to', async ({ page }) => {
  const buyer = await signUpAndLogIn(page, 'expired', 'Ira Sen');
  // The session ends elsewhere (as a password change on another device, or its time running out, would end it).
  await asBuyer(page.request, buyer, 'mutation { logout { message } }');

  await page.goto('/profile/account');
  await page.waitForURL(/\/login\?redirect=%2Fprofile%2Faccount$/);
  await interactive(page);
  const form = page.getByTestId('login-form');
  await expect(form.getByRole('status')).toHaveText('Your session has expired. Please log in again.');
  expect(await page.evaluate(() => localStorage.getItem('sutra-token'))).toBeNull();

  // Said once: the next visit to the login page is a plain one.
  await page.reload();
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(page.getByText('Your session has expired. Please log in again.')).toHaveCount(0);
});
