import { expectNoSeriousA11yViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';

test.describe('a guest’s wishlist and cart actions', () => {
  test('the heart on a card opens Login Required and sends no request', async ({ page }) => {
    await page.goto('/product-listing');
    const card = page.locator('[data-testid="product-card"]:not([data-out-of-stock])').first();
    await expect(card).toBeVisible();

    const graphql: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/graphql')) graphql.push(r.postData() ?? r.url());
    });
    await card.getByTestId('wishlist-heart').click();
    const dialog = page.getByRole('alertdialog', { name: 'Login Required' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Please login before accessing your Wishlist or Cart.');
    await expect(dialog.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', /^\/login/);
    await expectNoSeriousA11yViolations(page, 'the Login Required dialog');
    expect(graphql).toEqual([]);

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  test('an out-of-stock card disables its heart', async ({ page }) => {
    await page.goto('/product-listing?availability=outOfStock&maxPrice=30000');
    const card = page.locator('[data-testid="product-card"][data-out-of-stock]').first();
    await expect(card.getByText('Out Of Stock')).toBeVisible();
    await expect(card.getByTestId('wishlist-heart')).toBeDisabled();
  });

  test('the header’s cart and wishlist icons ask a guest to log in first', async ({ page }) => {
    await page.goto('/product-listing');
    await page.getByRole('link', { name: 'Cart', exact: true }).click();
    await expect(page.getByRole('alertdialog', { name: 'Login Required' })).toBeVisible();
    await expect(page).toHaveURL(/\/product-listing$/);
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Wishlist', exact: true }).click();
    await expect(page.getByRole('alertdialog', { name: 'Login Required' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fproduct-listing$/);
  });

  test('the account icon leads a guest to sign up', async ({ page }) => {
    await page.goto('/product-listing');
    await expect(page.getByRole('link', { name: 'Sign up or log in' })).toHaveAttribute('href', '/signup');
  });
});
