import { signUpAndLogIn } from './support/accounts.js';
import { addToCart, buyableProducts, placeOrderViaApi, saveAddress } from './support/checkout.js';
import { collectPageErrors } from './support/errors.js';
import { expect, test } from './support/fixtures.js';
import { openBackOffice } from './support/staff.js';

test.describe('cancelling a paid order from the back office', () => {
  test('staff cancel it, Razorpay’s sandbox processes the refund with a credit note, and the buyer sees it', async ({
    page,
    ownerSession,
  }) => {
    test.slow();
    const errors = collectPageErrors(page);
    const buyer = await signUpAndLogIn(page, 'refund', 'Arjun Mehta');
    await saveAddress(page.request, buyer);
    const [product] = await buyableProducts(page.request, 1);
    if (!product) throw new Error('a product is needed');
    await addToCart(page.request, buyer, product);
    const order = await placeOrderViaApi(page.request, buyer);

    // The owner's session, signed in once per worker: a second sign-in within a code's 30 s would wait for the next.
    await page.context().addCookies(ownerSession.cookies);
    await openBackOffice(page);
    await page.goto(`/admin/orders/${order.id}`, { waitUntil: 'commit' });
    const panel = page.getByRole('region', { name: 'Refunds' });
    await expect(panel.getByText('No refunds yet.')).toBeVisible();
    await panel.getByRole('button', { name: 'Cancel order…' }).click();
    const dialog = page.getByTestId('money-dialog');
    // The whole order by default: everything paid comes back, shown before confirming.
    await expect(dialog.getByTestId('refund-preview')).toContainText('through Razorpay');
    await dialog.getByLabel(/Reason/).fill('Buyer asked on the phone');
    await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
    await expect(panel.getByText('Order cancelled.')).toBeVisible();
    const row = panel.getByTestId('refund-row');
    await expect(row).toContainText('Processed');
    await expect(row).toContainText('credit note CN/');

    // The buyer's order page shows the refund.
    await page.goto(`/profile/orders`);
    await page.getByRole('link', { name: 'View More Details >' }).first().click();
    const refunds = page.getByTestId('order-refunds');
    await expect(refunds).toContainText('Refunded');
    await expect(refunds).toContainText('to the card or UPI account you paid with');
    expect(errors).toEqual([]);
  });
});
