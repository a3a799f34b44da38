import { logIn, logInAndLand, readResetCode, shopperAddress, signUpViaApi, uniqueEmail } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';

test.use(shopperAddress(13));

test('a buyer resets a forgotten password with the mailed code, then logs in with the new one', async ({
  page,
  request,
}) => {
  const account = { email: uniqueEmail('reset'), password: 'sherwani-31', name: 'Dev Malhotra' };
  const newPassword = 'nehru-jacket-9';
  await signUpViaApi(request, account);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot Your Password' }).click();
  const modal = page.getByRole('dialog', { name: 'Forgot Password' });
  await expect(modal).toBeVisible();

  // The close mark closes it; reopened, it starts afresh.
  await modal.getByRole('textbox', { name: 'Email', exact: true }).fill('someone-else@example.com');
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  await page.getByRole('button', { name: 'Forgot Your Password' }).click();
  await expect(modal.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('');

  // Step 1 moves on only with an email.
  await modal.getByRole('button', { name: 'Send OTP' }).click();
  await expect(modal.getByText('Email is required')).toBeVisible();
  await modal.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await modal.getByRole('button', { name: 'Send OTP' }).click();

  const otpStep = page.getByRole('dialog', { name: 'Enter OTP' });
  await expect(otpStep.getByText('OTP has been sent to your email address.')).toBeVisible();
  const code = await readResetCode(account.email);

  // A wrong code is refused with the server's message (one of the code's five tries).
  const wrong = code === '000000' ? '111111' : '000000';
  await otpStep.getByRole('textbox', { name: 'OTP', exact: true }).fill(wrong);
  await otpStep.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(otpStep.getByText(/This code is not valid or has expired/)).toBeVisible();
  await otpStep.getByRole('textbox', { name: 'OTP', exact: true }).fill(code);
  await otpStep.getByRole('button', { name: 'Verify OTP' }).click();

  const passwordStep = page.getByRole('dialog', { name: 'Set New Password' });
  await passwordStep.getByRole('textbox', { name: 'New Password', exact: true }).fill(newPassword);
  await passwordStep.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(`${newPassword}x`);
  await passwordStep.getByRole('button', { name: 'Reset Password' }).click();
  await expect(passwordStep.getByText('Passwords do not match')).toBeVisible();
  await passwordStep.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(newPassword);
  await expect(passwordStep.getByRole('textbox', { name: 'Confirm Password', exact: true })).toHaveAttribute(
    'type',
    'password',
  );
  await passwordStep.getByRole('button', { name: 'Show confirm password' }).click();
  await expect(passwordStep.getByRole('textbox', { name: 'Confirm Password', exact: true })).toHaveAttribute(
    'type',
    'text',
  );
  await passwordStep.getByRole('button', { name: 'Reset Password' }).click();

  const done = page.getByRole('dialog', { name: 'Password Reset' });
  await expect(done.getByText('Password reset successful!')).toBeVisible();
  await expect(done.getByText('You will be redirected to the login page.')).toBeVisible();
  // It closes by itself after 2 seconds, back on the login page.
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, account.email, account.password);
  await expect(page.getByTestId('login-form').getByRole('alert')).toHaveText('Invalid email or password.');
  await logInAndLand(page, account.email, newPassword, /\/$/);
  await expect(page.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/profile');
});

test('Resend OTP counts down, then mails a new code that replaces the first', async ({ page, request }) => {
  const account = { email: uniqueEmail('resend'), password: 'sherwani-31', name: 'Dev Malhotra' };
  await signUpViaApi(request, account);
  // The page's clock is ours: the countdown moves when the test moves time on.
  await page.clock.install();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot Your Password' }).click();
  const modal = page.getByRole('dialog', { name: 'Forgot Password' });
  await modal.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await modal.getByRole('button', { name: 'Send OTP' }).click();

  const otpStep = page.getByRole('dialog', { name: 'Enter OTP' });
  const resend = otpStep.getByTestId('resend-otp');
  await expect(resend).toHaveText('Resend OTP in 0:30');
  await expect(resend).toBeDisabled();
  const first = await readResetCode(account.email);
  await page.clock.runFor(12_000);
  await expect(resend).toHaveText('Resend OTP in 0:18');
  await page.clock.runFor(18_000);
  await expect(resend).toHaveText('Resend OTP');
  await expect(resend).toBeEnabled();

  await resend.click();
  await expect(otpStep.getByRole('status')).toHaveText('A new OTP has been sent to your email address.');
  await expect(resend).toHaveText('Resend OTP in 0:30');
  await expect.poll(() => readResetCode(account.email)).not.toBe(first);
  const second = await readResetCode(account.email);

  // Only the newest code works.
  await otpStep.getByRole('textbox', { name: 'OTP', exact: true }).fill(first);
  await otpStep.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(otpStep.getByText(/This code is not valid or has expired/)).toBeVisible();
  await otpStep.getByRole('textbox', { name: 'OTP', exact: true }).fill(second);
  await otpStep.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByRole('dialog', { name: 'Set New Password' })).toBeVisible();
});
