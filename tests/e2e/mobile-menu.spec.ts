import { expectNoSeriousA11yViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';

test.use({ viewport: { width: 375, height: 740 } });

test.describe('the mobile menu', () => {
  test('slides in with search, categories, account and bag buttons, locking the page behind it', async ({ page }) => {
    await page.goto('/product-listing');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('combobox')).toHaveAttribute('placeholder', 'Search for products...');
    await expect(menu.getByText('Customer Account')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign In / Register' })).toHaveAttribute('href', '/signup');
    await expect(menu.getByRole('button', { name: 'Wishlist' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Cart' })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await expectNoSeriousA11yViolations(page, 'the mobile menu');

    await menu.getByRole('link', { name: 'Blazers' }).click();
    await expect(page).toHaveURL(/\/product-listing\/blazers$/);
    await expect(menu).toBeHidden();
  });

  test('closes by itself when the window grows to 768 px', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByTestId('mobile-menu')).toBeVisible();
    await page.setViewportSize({ width: 800, height: 740 });
    await expect(page.getByTestId('mobile-menu')).toBeHidden();
  });

  test('a guest’s Cart button asks to log in first', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByTestId('mobile-menu').getByRole('button', { name: 'Cart' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Login Required' })).toBeVisible();
  });
});
