import { expectNoSeriousA11yViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';

/**
 * The staff app's sign-in page in Chromium, served by the gateway from the admin's own build. (Signing in needs the
 * api's admin routes; the gateway's tests cover the session against them.)
 */

test.describe('the admin sign-in page on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('fits the screen, labels its fields for password managers and phones, and has no serious barrier', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
    });
    // The admin is rendered in the browser: nothing to wait for but its form.
    const answer = await page.goto('/admin/login', { waitUntil: 'commit' });
    expect(answer?.headers()['cache-control']).toBe('no-store');
    const form = page.getByTestId('admin-login-form');
    await expect(form).toBeVisible();

    await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username');
    await expect(page.getByLabel(/^Password/, { exact: false }).first()).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    const code = page.getByLabel(/6-digit code/);
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    // Typed or pasted with spaces, the code keeps its digits.
    await code.fill('12 34 56');
    await expect(code).toHaveValue('123456');

    // Nothing wider than the phone: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const box = await page.getByRole('button', { name: 'Sign in' }).boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);

    // Only the admin's own scripts: none of the store's.
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toMatch(/^\/admin\/assets\//);
    await expectNoSeriousA11yViolations(page, 'admin sign-in');
  });

  test('refuses an empty form in words, next to each field', async ({ page }) => {
    await page.goto('/admin/login', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
  });
});
