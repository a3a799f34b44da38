import { shopperAddress, signUpAndLogIn, uniqueEmail } from './support/accounts.js';
import { expect, storeTest, test } from './support/fixtures.js';
import { interactive } from './support/hydration.js';
import { keepScreenshot } from './support/screenshots.js';
import { readSmsCode, uniqueMobile } from './support/sms.js';

test.use(shopperAddress(142));

/** The wait between two codes for one number, and some room for a busy machine. */
const RESEND_WAIT_MS = 45_000;

test('a shopper signs up with a mobile number and the code from the SMS, logs out, and logs in by phone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const mobile = uniqueMobile();
  const email = uniqueEmail('phone');

  await page.goto('/signup');
  await interactive(page);
  await page.getByTestId('phone-signup-link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up with mobile number' })).toBeVisible();
  const form = page.getByTestId('phone-form');
  await form.getByRole('textbox', { name: 'Mobile number' }).fill(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(
    form.getByText(`We have sent a 6-digit code to +91 ${mobile.slice(0, 5)} ${mobile.slice(5)}.`, { exact: false }),
  ).toBeVisible();
  const codeField = form.getByRole('textbox', { name: '6-digit code' });
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expect(page.getByRole('button', { name: /^Send a new code in \d+s$/ })).toBeDisabled();
  await keepScreenshot(page.getByRole('main'), 'phone-sign-in-code-step.png');

  const code = await readSmsCode(mobile);
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await form.getByRole('button', { name: 'Verify' }).click();
  await expect(form.getByText('This code is not valid or has expired.', { exact: false })).toBeVisible();
  await codeField.fill(code);
  await form.getByRole('button', { name: 'Verify' }).click();

  await expect(form.getByText('Number verified. Tell us your name and email to finish signing up.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Name' }).fill('Meera Iyer');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/$/);
  await interactive(page);
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();

  await page.goto('/profile');
  await interactive(page);
  await expect(page.getByTestId('mobile-number-current')).toHaveText(
    `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)} (verified). You can log in with a code sent to it.`,
  );
  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/login');
  await interactive(page);
  await page.getByTestId('phone-login-link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in with mobile number' })).toBeVisible();
  await form.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  // The sign-up's code went out moments ago: a new one only after the wait, which the store says.
  await expect(async () => {
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect(form.getByRole('textbox', { name: '6-digit code' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: RESEND_WAIT_MS, intervals: [2_000] });
  await form.getByRole('textbox', { name: '6-digit code' }).fill(await readSmsCode(mobile, 2));
  await form.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(/\/$/);
  await interactive(page);
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'My Information' }).getByTestId('info-email')).toHaveText(email);
});

test('a signed-in buyer adds a mobile number in the profile with the code from the SMS', async ({ page }) => {
  await signUpAndLogIn(page, 'add-mobile');
  const mobile = uniqueMobile();
  await page.goto('/profile');
  await interactive(page);
  const block = page.getByRole('region', { name: 'Mobile number' });
  await expect(block.getByTestId('mobile-number-current')).toHaveText(
    'No mobile number yet. Add one to log in with a code sent by SMS.',
  );
  await block.getByRole('button', { name: 'Add number' }).click();
  await block.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await block.getByRole('button', { name: 'Send code' }).click();
  const codeField = block.getByRole('textbox', { name: '6-digit code' });
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await codeField.fill(await readSmsCode(mobile));
  await block.getByRole('button', { name: 'Verify' }).click();
  await expect(block.getByText('Mobile number verified. You can now log in with it.')).toBeVisible();
  await expect(block.getByTestId('mobile-number-current')).toHaveText(
    `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)} (verified). You can log in with a code sent to it.`,
  );
});

storeTest.describe('with JavaScript off', () => {
  storeTest.use({ javaScriptEnabled: false });

  storeTest('each step posts to the store: number, code, name and email, then signed in', async ({ page }) => {
    const mobile = uniqueMobile();
    await page.goto('/signup/phone');
    const form = page.getByTestId('phone-form');
    await form.getByRole('textbox', { name: 'Mobile number' }).fill('12345');
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Please enter a 10-digit mobile number')).toBeVisible();
    await page.getByTestId('phone-form').getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
    await page.getByTestId('phone-form').getByRole('button', { name: 'Send code' }).click();

    const codeStep = page.getByTestId('phone-form');
    await expect(codeStep.getByText('We have sent a 6-digit code to', { exact: false })).toBeVisible();
    await codeStep.getByRole('textbox', { name: '6-digit code' }).fill(await readSmsCode(mobile));
    await codeStep.getByRole('button', { name: 'Verify' }).click();

    const details = page.getByTestId('phone-form');
    await expect(details.getByText('Number verified.', { exact: false })).toBeVisible();
    await details.getByRole('textbox', { name: 'Name' }).fill('Meera Iyer');
    await details.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('phone-no-js'));
    await details.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('site-header').getByRole('link', { name: 'My account' })).toBeVisible();
    await page.goto('/profile/account');
    await expect(page).toHaveURL(/\/profile\/account$/);
  });
});
