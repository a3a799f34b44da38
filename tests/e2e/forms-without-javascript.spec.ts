import type { Page } from '@playwright/test';
import { shopperAddress, signUpViaApi, uniqueEmail } from './support/accounts.js';
import { collectConsoleErrors } from './support/errors.js';
import { expect, storeTest } from './support/fixtures.js';
import { holdAppScripts } from './support/phone.js';

// Playwright's own page: `test`'s waits for hydration, which never comes with JavaScript off or scripts held.
const test = storeTest;
test.use(shopperAddress(131));

const PASSWORD = 'tailored-in-jaipur';
const WRONG = 'Invalid email or password.';

const stored = (page: Page) =>
  page.evaluate(() => ({ token: localStorage.getItem('sutra-token'), user: localStorage.getItem('sutra-user') }));

test.describe('login and sign-up with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('sign up, log in with a wrong password, then the right one (the header shows the buyer), log out', async ({
    page,
  }) => {
    const email = uniqueEmail('no-js');
    await page.goto('/signup');
    const signup = page.getByTestId('signup-form');
    // The form's own checks, answered by the server in the spec's words; what was typed stays, but the passwords.
    await signup.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await signup.getByRole('textbox', { name: 'Name', exact: true }).fill('Arjun Mehta');
    await signup.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await signup.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(PASSWORD);
    await signup.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('You must accept the terms', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');

    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(PASSWORD);
    // Ticked by a tap on its words, as a shopper does; the box shows it without the app too.
    const box = page.getByTestId('signup-form').locator('[data-part="control"]');
    const unticked = await box.evaluate((element) => getComputedStyle(element).backgroundColor);
    await page.getByText('I agree to', { exact: false }).click({ position: { x: 5, y: 5 } });
    await expect(page.getByRole('checkbox', { name: 'I agree to Terms Of Use' })).toBeChecked();
    expect(await box.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(unticked);
    await page.getByRole('button', { name: 'Sign Up' }).click();

    // The login page, with the store's confirmation and the email, as the app shows them.
    await expect(page).toHaveURL(/\/login$/);
    const login = page.getByTestId('login-form');
    await expect(login.getByRole('status')).toHaveText('Thank you for signing up. Please log in to continue.');
    await expect(login.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);

    await login.getByRole('textbox', { name: 'Password', exact: true }).fill('not-my-password');
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('login-form').getByRole('alert')).toHaveText(WRONG);
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');
    await expect(page.getByTestId('site-header').getByRole('link', { name: 'Sign up or log in' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('site-header').getByRole('link', { name: 'My account' })).toBeVisible();
    // A page only a signed-in buyer sees, rendered by the server from the page cookie.
    await page.goto('/profile/account');
    await expect(page).toHaveURL(/\/profile\/account$/);
    await expect(page.getByTestId('site-header').getByRole('link', { name: 'My account' })).toBeVisible();

    // Logout posts to the gateway, which revokes the token and forgets the page cookie.
    await page.getByTestId('profile-menu').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('site-header').getByRole('link', { name: 'Sign up or log in' })).toBeVisible();
    await page.goto('/profile/account');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile%2Faccount$/);
  });
});

test.describe('login before the app’s scripts run', () => {
  test('a login sent from the server’s HTML is still signed in once the app takes over, its token in storage', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('before-hydration');
    await signUpViaApi(request, { email, password: PASSWORD, name: 'Kabir Rao' });
    const scripts = await holdAppScripts(page);
    await page.goto('/login?redirect=%2Fprofile%2Fwishlist', { waitUntil: 'commit' });
    const login = page.getByTestId('login-form');
    await login.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await login.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Login' }).click();
    // The gateway signed in and sent the shopper on; the server renders the page signed in.
    await expect(page).toHaveURL(/\/profile\/wishlist$/);
    await expect(page.getByTestId('site-header').getByRole('link', { name: 'My account' })).toBeVisible();

    await scripts.release();
    expect(scripts.held()).toBeGreaterThan(0);
    await expect(page.getByTestId('site-header').getByRole('link', { name: 'My account' })).toBeVisible();
    const session = await stored(page);
    expect(session.token).toBeTruthy();
    expect(JSON.parse(session.user ?? '{}')).toMatchObject({ email });
    // The hand-over was taken once and deleted; the page cookie stays for the server's renders.
    const cookies = await page.context().cookies();
    expect(cookies.map((c) => c.name)).not.toContain('sutra_handoff');
    expect(cookies.map((c) => c.name)).toContain('sutra_session');
    // Still signed in on the next full load (storage and the page cookie agree).
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByTestId('site-header').getByRole('link', { name: 'My account' })).toBeVisible();
    expect((await stored(page)).token).toBe(session.token);
  });

  test('a refused login sent before the app ran keeps its words and the email once the app takes over', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('refused-early');
    await signUpViaApi(request, { email, password: PASSWORD, name: 'Kabir Rao' });
    const consoleErrors = collectConsoleErrors(page);
    const scripts = await holdAppScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const login = page.getByTestId('login-form');
    await login.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await login.getByRole('textbox', { name: 'Password', exact: true }).fill('not-my-password');
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('login-form').getByRole('alert')).toHaveText(WRONG);

    await scripts.release();
    // Hydration started from the same refusal: the words and the email stay, with no mismatch to patch up.
    await expect(page.getByTestId('login-form').getByRole('alert')).toHaveText(WRONG);
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
    expect(consoleErrors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
    // The app has the form now: the right password signs in without another page load of the form.
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByTestId('site-header').getByRole('link', { name: 'My account' })).toBeVisible();
  });
});
