import { logIn, logInAndLand, readLoginCode, shopperAddress, signUpViaApi, uniqueEmail } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { waitForHydration } from './support/hydration.js';

test.use(shopperAddress(12));

const account = { email: uniqueEmail('profile'), password: 'angrakha-77', name: 'Kabir Rathore' };
/** Its password changes during the run: a separate account keeps the others' tests independent of it. */
const revoked = { email: uniqueEmail('revoked'), password: 'jodhpuri-55', name: 'Meera Shekhawat' };

test.describe('the profile area', () => {
  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({
      baseURL: process.env.SUTRA_BASE_URL,
      ...shopperAddress(12),
    });
    await signUpViaApi(request, account);
    await signUpViaApi(request, revoked);
    await request.dispose();
  });

  test('a guest opening /profile/account logs in and comes back to it', async ({ page }) => {
    await page.goto('/profile/account');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile%2Faccount$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await logInAndLand(page, account.email, account.password, /\/profile\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await expect(page.getByTestId('profile-name')).toHaveText(account.name);
    await expect(page.getByTestId('profile-email')).toHaveText(account.email);

    // Every entry of the side menu stays inside the layout.
    const menu = page.getByRole('navigation', { name: 'Account' });
    for (const [label, path] of [
      ['My Orders', '/profile/orders'],
      ['Wishlist', '/profile/wishlist'],
      ['Membership', '/profile/membership'],
      ['Send Feedback', '/profile/feedback'],
      ['Contact Us', '/profile/contact'],
      ['Request Return', '/profile/return'],
      ['My Account', '/profile/account'],
    ] as const) {
      await menu.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(menu.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByTestId('profile-name')).toHaveText(account.name);
    }
  });

  test('a login page never redirects off the site', async ({ page }) => {
    // The last three pass a first look and become `//attacker.invalid/x` once the URL parser has read them.
    for (const redirect of [
      '//evil.example/steal',
      '/./' + '/attacker.invalid/x',
      '/%2e//attacker.invalid/x',
      '/a/..//attacker.invalid/x',
    ]) {
      await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
      await logInAndLand(page, account.email, account.password, /^http:\/\/127\.0\.0\.1:\d+\/$/);
    }
  });

  test('a crowd guessing a password from many addresses does not lock the owner out', async ({
    page,
    playwright,
    store,
  }) => {
    const owner = { email: uniqueEmail('besieged'), password: 'bandhgala-21', name: 'Vikram Singh' };
    const crowd = await playwright.request.newContext({ baseURL: process.env.SUTRA_BASE_URL });
    await signUpViaApi(crowd, owner);
    // A hundred verifications at the standard cost were most of this journey; what it checks is the counting.
    await store.useTestHashCost(owner.email, owner.password);
    // 100 wrong passwords from 10 addresses, each short of its own limit.
    await Promise.all(
      Array.from({ length: 10 }, async (_, a) => {
        for (let i = 0; i < 10; i++) {
          const response = await crowd.post('/graphql', {
            headers: { 'X-Forwarded-For': `203.0.113.${a + 1}` },
            data: {
              query: 'mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
              variables: { e: owner.email, p: `guess-${i}` },
            },
          });
          const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
          expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
        }
      }),
    );
    await crowd.dispose();

    // The owner, from home: the password is not refused, the page asks for the mailed code, and both sign in.
    await page.goto('/login?redirect=%2Fprofile');
    await logIn(page, owner.email, owner.password);
    const step = page.getByTestId('login-code-step');
    await expect(step.getByRole('status')).toContainText('this login needs a 6-digit code');
    await step.getByRole('textbox', { name: 'OTP' }).fill(await readLoginCode(owner.email));
    await page.getByTestId('login-form').getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await expect(page.getByTestId('profile-name')).toHaveText(owner.name);
  });

  test('a token revoked elsewhere ends the session on the next request', async ({ page, browser }) => {
    await page.goto('/login?redirect=%2Fprofile');
    await logInAndLand(page, revoked.email, revoked.password, /\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();

    // The same buyer changes the password on another device: every earlier token stops working.
    const other = await browser.newContext({ baseURL: process.env.SUTRA_BASE_URL, ...shopperAddress(12) });
    const device = waitForHydration(await other.newPage());
    await device.goto('/login?redirect=%2Fprofile%2Faccount');
    await logInAndLand(device, revoked.email, revoked.password, /\/profile\/account$/);
    const privacy = device.getByRole('region', { name: 'Privacy' });
    await privacy.getByRole('button', { name: 'Change Password' }).click();
    await privacy.getByRole('textbox', { name: 'Current Password', exact: true }).fill(revoked.password);
    await privacy.getByRole('textbox', { name: 'New Password', exact: true }).fill('angrakha-78');
    await privacy.getByRole('textbox', { name: 'Re-enter New Password', exact: true }).fill('angrakha-78');
    await privacy.getByRole('button', { name: 'Save' }).click();
    await expect(privacy.getByRole('status')).toContainText('Your password has been changed');
    await other.close();

    await page.reload();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
    expect(await page.evaluate(() => localStorage.getItem('sutra-token'))).toBeNull();
    await expect(page.getByRole('link', { name: 'Sign up or log in' })).toBeVisible();
  });

  test('on a small screen the menu folds behind Account Menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/login?redirect=%2Fprofile%2Faccount');
    await logInAndLand(page, account.email, account.password, /\/profile\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Account Menu' });
    const menu = page.getByRole('navigation', { name: 'Account' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'My Orders' }).click();
    await expect(page).toHaveURL(/\/profile\/orders$/);
    await expect(page.getByRole('navigation', { name: 'Account' })).toBeHidden();
  });

  test('login, sign-up and account pages have no serious accessibility violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByTestId('login-form')).toBeVisible();
    await page.getByTestId('login-form').getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/login with its errors');

    await page.getByRole('button', { name: 'Forgot Your Password' }).click();
    await expect(page.getByRole('dialog', { name: 'Forgot Password' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the forgot-password modal');
    await page.keyboard.press('Escape');

    await page.goto('/signup');
    await page.getByTestId('signup-form').getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('You must accept the terms')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/signup with its errors');

    await page.goto('/login?redirect=%2Fprofile%2Faccount');
    await logInAndLand(page, account.email, account.password, /\/profile\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/profile/account');
    await page.getByRole('region', { name: 'Delivery Address' }).getByRole('button', { name: 'Edit Info' }).click();
    await page.getByRole('region', { name: 'Privacy' }).getByRole('button', { name: 'Change Password' }).click();
    await expectNoSeriousA11yViolations(page, '/profile/account with its forms open');
  });
});
