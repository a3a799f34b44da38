import type { Page } from '@playwright/test';
import { logIn, logInAndLand, shopperAddress, uniqueEmail } from './support/accounts.js';
import { collectPageErrors } from './support/errors.js';
import { expect, test } from './support/fixtures.js';
import { mailWith } from './support/mail.js';

test.use(shopperAddress(11));

const stored = (page: Page) =>
  page.evaluate(() => ({ token: localStorage.getItem('sutra-token'), user: localStorage.getItem('sutra-user') }));

test.describe('a buyer’s account', () => {
  test('sign up, log in, edit profile and address, change password and email, log out', async ({ page }) => {
    // A long journey through every part of the account: give it more than one page's time.
    test.slow();
    const errors = collectPageErrors(page);
    const email = uniqueEmail('journey');
    const password = 'tailored-in-jaipur';
    const newPassword = 'bandhgala-2024';

    // The header's account icon sends a guest to sign up.
    await page.goto('/');
    const guestIcon = page.getByRole('link', { name: 'Sign up or log in' });
    await expect(guestIcon).toHaveAttribute('href', '/signup');
    await guestIcon.click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();

    const signup = page.getByTestId('signup-form');
    await signup.getByRole('button', { name: 'Sign Up' }).click();
    for (const message of [
      'Email is required',
      'Name is required',
      'Password is required',
      'Confirm Password is required',
      'You must accept the terms',
    ]) {
      await expect(signup.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(signup.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused();
    await expect(signup.getByRole('link', { name: 'Terms Of Use' })).toHaveAttribute('href', '/policy');

    await signup.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await expect(signup.getByText('Email is required')).toBeHidden();
    await signup.getByRole('textbox', { name: 'Phone Number', exact: true }).fill('9829012345');
    await signup.getByRole('textbox', { name: 'Name', exact: true }).fill('Arjun Mehta');
    await signup.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await signup.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(password);
    await signup.getByRole('checkbox', { name: 'I agree to Terms Of Use' }).check({ force: true });
    await signup.getByRole('button', { name: 'Sign Up' }).click();

    // Sign-up success lands on /login with the confirmation and the email filled in.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for signing up' })).toBeVisible();
    await expect(page.getByTestId('login-form').getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
      email,
    );

    await logInAndLand(page, email, password, /\/$/);
    const account = page.getByRole('link', { name: 'My account' });
    await expect(account).toHaveAttribute('href', '/profile');
    const session = await stored(page);
    expect(session.token).toBeTruthy();
    expect(JSON.parse(session.user ?? '{}')).toMatchObject({ name: 'Arjun Mehta', email, contactNumber: '9829012345' });
    expect(JSON.parse(session.user ?? '{}')._id).toMatch(/^[0-9a-f-]{36}$/);

    // /profile shows Account Settings in the profile layout.
    await account.click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await expect(page.getByTestId('profile-name')).toHaveText('Arjun Mehta');
    await expect(page.getByTestId('profile-email')).toHaveText(email);
    await expect(
      page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My Account' }),
    ).toHaveAttribute('aria-current', 'page');

    // My Information: both fields required, saving updates the header (the stored user).
    const info = page.getByRole('region', { name: 'My Information' });
    await info.getByRole('button', { name: 'Edit Info' }).click();
    await info.getByRole('textbox', { name: 'Name', exact: true }).fill('');
    await info.getByRole('button', { name: 'Save' }).click();
    await expect(info.getByText('Name is required')).toBeVisible();
    await info.getByRole('textbox', { name: 'Name', exact: true }).fill('Arjun S. Mehta');
    await info.getByRole('button', { name: 'Save' }).click();
    await expect(info.getByTestId('info-name')).toHaveText('Arjun S. Mehta');
    await expect(page.getByTestId('profile-name')).toHaveText('Arjun S. Mehta');
    expect(JSON.parse((await stored(page)).user ?? '{}').name).toBe('Arjun S. Mehta');

    // Delivery Address: none yet; the api's validation messages show under their fields.
    const delivery = page.getByRole('region', { name: 'Delivery Address' });
    await expect(delivery.getByText('No address saved yet')).toBeVisible();
    await delivery.getByRole('button', { name: 'Edit Info' }).click();
    await delivery.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Arjun Mehta');
    await delivery.getByRole('textbox', { name: 'Mobile Number', exact: true }).fill('9829012345');
    await delivery.getByRole('textbox', { name: 'Address Line 1', exact: true }).fill('22 MI Road');
    await delivery.getByRole('textbox', { name: 'Address Line 2', exact: true }).fill('Second floor');
    await delivery.getByRole('textbox', { name: 'Landmark (optional)', exact: true }).fill('Near Panch Batti');
    await delivery.getByRole('combobox', { name: 'State' }).selectOption('Rajasthan');
    await delivery.getByRole('textbox', { name: 'City', exact: true }).fill('Jaipur');
    await delivery.getByRole('textbox', { name: 'Pincode', exact: true }).fill('30200');
    await delivery.getByRole('button', { name: 'Save' }).click();
    await expect(delivery.getByText('Pincode must be 6 digits')).toBeVisible();
    await expect(delivery.getByRole('textbox', { name: 'Pincode', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await delivery.getByRole('textbox', { name: 'Pincode', exact: true }).fill('302001');
    await delivery.getByRole('button', { name: 'Save' }).click();
    const address = delivery.getByTestId('delivery-address');
    await expect(address).toContainText('22 MI Road, Second floor');
    await expect(address).toContainText('Jaipur, Rajasthan 302001');

    // Both changes are the account's, not just this page's.
    await page.reload();
    await expect(page.getByRole('region', { name: 'My Information' }).getByTestId('info-name')).toHaveText(
      'Arjun S. Mehta',
    );
    await expect(page.getByTestId('delivery-address')).toContainText('Near Panch Batti');

    // Privacy: a wrong current password is refused with the server's message; the right one changes it.
    const privacy = page.getByRole('region', { name: 'Privacy' });
    await privacy.getByRole('button', { name: 'Change Password' }).click();
    await privacy.getByRole('button', { name: 'Save' }).click();
    await expect(privacy.getByRole('alert')).toHaveText('Please fill in all fields');
    await privacy.getByRole('textbox', { name: 'Current Password', exact: true }).fill('not-my-password');
    await privacy.getByRole('textbox', { name: 'New Password', exact: true }).fill(newPassword);
    await privacy.getByRole('textbox', { name: 'Re-enter New Password', exact: true }).fill(newPassword);
    await privacy.getByRole('button', { name: 'Save' }).click();
    await expect(privacy.getByRole('alert')).toHaveText('Current password is incorrect');
    const oldToken = (await stored(page)).token;
    await privacy.getByRole('textbox', { name: 'Current Password', exact: true }).fill(password);
    await privacy.getByRole('button', { name: 'Save' }).click();
    await expect(privacy.getByRole('status')).toContainText('Your password has been changed');
    const newToken = (await stored(page)).token;
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(oldToken);

    // The new token is the one that works: a reload stays signed in.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'My Information' }).getByTestId('info-name')).toHaveText(
      'Arjun S. Mehta',
    );

    // A new email needs the current password, and the old address is told.
    const movedEmail = uniqueEmail('moved');
    const myInfo = page.getByRole('region', { name: 'My Information' });
    await myInfo.getByRole('button', { name: 'Edit Info' }).click();
    await myInfo.getByRole('textbox', { name: 'Email', exact: true }).fill(movedEmail);
    await myInfo.getByRole('button', { name: 'Save' }).click();
    await expect(myInfo.getByText('Current password is required')).toBeVisible();
    await myInfo.getByRole('textbox', { name: 'Current password', exact: true }).fill(newPassword);
    await myInfo.getByRole('button', { name: 'Save' }).click();
    await expect(myInfo.getByTestId('info-email')).toHaveText(movedEmail);
    await expect(page.getByTestId('profile-email')).toHaveText(movedEmail);
    const notice = await mailWith(email, movedEmail);
    expect(notice.subject).toBe('The email of your Sutra account was changed');

    // Logout clears the session and goes home; the header offers sign-up again. The server refuses the token too.
    const loggedOutToken = (await stored(page)).token;
    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign up or log in' })).toHaveAttribute('href', '/signup');
    expect(await stored(page)).toEqual({ token: null, user: null });
    const replayed = await page.request.post('/graphql', {
      headers: { authorization: `Bearer ${loggedOutToken}`, 'content-type': 'application/json' },
      data: { query: '{ me { id } }' },
    });
    expect((await replayed.json()).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    // The old password no longer works; the new one does, at the new email.
    await page.goto('/login');
    await logIn(page, movedEmail, password);
    await expect(page.getByTestId('login-form').getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(page).toHaveURL(/\/login$/);
    await logInAndLand(page, movedEmail, newPassword, /\/$/);
    await expect(page.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/profile');
    expect(errors).toEqual([]);
  });

  test('the login form checks its fields in the spec’s words before calling the server', async ({ page }) => {
    await page.goto('/login');
    const form = page.getByTestId('login-form');
    const graphql: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/graphql') && r.method() === 'POST') graphql.push(r.postData() ?? '');
    });
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Password is required')).toBeVisible();
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
    await expect(form.getByText('Email is required')).toBeHidden();
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(form.getByText('Please enter a valid email')).toBeVisible();
    expect(graphql).toEqual([]);

    const password = form.getByRole('textbox', { name: 'Password', exact: true });
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await form.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await form.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    await expect(page.getByRole('link', { name: 'Sign-Up' })).toHaveAttribute('href', '/signup');
    await expect(form.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
  });
});
