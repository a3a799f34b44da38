import { expect, test } from './support/fixtures.js';
import { cards } from './support/listing.js';
import { failOperation } from './support/network.js';

test.describe('when the store cannot answer', () => {
  test('a listing says so in words with a way to retry, never an empty grid, and retrying recovers', async ({
    page,
  }) => {
    // A page with no listing in its data, so the listing is asked for when the shopper opens it.
    await page.goto('/about');
    const outage = await failOperation(page, 'ProductListing');
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Blazers' }).click();
    const notice = page.getByTestId('store-unavailable');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('We could not load this just now');
    await expect(notice).toContainText('The store is having trouble right now. Please try again in a moment.');
    await expect(cards(page)).toHaveCount(0);

    await outage.restore();
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(notice).toBeHidden();
    await expect(cards(page).first()).toBeVisible();
  });
});
