import type { Page } from '@playwright/test';
import { asBuyer, shopperAddress, signUpAndLogIn } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import {
  addToCart,
  advanceShipment,
  buyableProducts,
  JAIPUR,
  ordersOf,
  rupees,
  saveAddress,
} from './support/checkout.js';
import { collectCspViolations, collectPageErrors } from './support/errors.js';
import { animationsSettled, expect, test } from './support/fixtures.js';
import { mailWith } from './support/mail.js';
import { keepScreenshot } from './support/screenshots.js';

/** Cash on Delivery: chosen at checkout with its fee, placed without the payment window, paid when delivered. */
test.use(shopperAddress(37));

const COD_FEE_PAISE = 4_900;
const paymentWindow = (page: Page) => page.getByRole('dialog').filter({ has: page.getByRole('tablist') });

test.describe('checkout with Cash on Delivery', () => {
  test('a buyer chooses Cash on Delivery, sees its fee, places the order, and it is paid when delivered', async ({
    page,
  }) => {
    test.slow();
    const errors = collectPageErrors(page);
    const cspViolations = await collectCspViolations(page);
    const buyer = await signUpAndLogIn(page, 'cod-buyer', 'Kavya Sharma');
    const [product] = await buyableProducts(page.request, 1);
    if (!product) throw new Error('a product is needed');
    await saveAddress(page.request, buyer);
    await addToCart(page.request, buyer, product);
    await page.goto('/checkout');
    await expect(page.getByRole('region', { name: 'Delivery Address' })).toContainText('22 MI Road');

    const choice = page.getByTestId('payment-choice');
    await expect(choice.getByTestId('payment-cod')).toContainText(`+ ${rupees(COD_FEE_PAISE)}`);
    // Points are on by default but this new buyer has none: the total is the product and the fee.
    await choice.getByTestId('payment-cod').click();
    await expect(page.getByTestId('summary-cod-fee')).toHaveText(rupees(COD_FEE_PAISE));
    const total = product.salePricePaise + COD_FEE_PAISE;
    await expect(page.getByTestId('summary-total')).toHaveText(rupees(total));
    await expect(page.getByTestId('pay-on-delivery')).toHaveText(
      `Pay the courier ${rupees(total)} when your order arrives.`,
    );
    await expectNoSeriousA11yViolations(page, 'the checkout with Cash on Delivery chosen');

    await page.getByRole('button', { name: 'Place order — pay on delivery' }).click();
    const placed = page.getByRole('alertdialog', { name: 'Order Placed' });
    await expect(placed).toBeVisible();
    await expect(paymentWindow(page)).toHaveCount(0);
    await animationsSettled(placed);
    // Nothing is paid yet: the confirmation says so, with the amount to pay at the door.
    await expect(placed.getByTestId('placed-message')).toHaveText(
      `Thank you for shopping with Sutra. Nothing has been paid yet: you pay ${rupees(total)} in cash to the courier on delivery.`,
    );
    await expect(placed).not.toContainText('payment was received');
    await keepScreenshot(placed, 'checkout-cod-order-placed.png');

    // It waits for the buyer's confirmation before it is sent.
    const [waiting] = await ordersOf(page.request, buyer);
    if (!waiting) throw new Error('the order was not placed');
    expect(waiting.shiprocketOrderId).toBeNull();
    expect(waiting.orderValue.paise).toBe(total);
    const [line] = waiting.lines;
    await page.goto(`/profile/orders/details/${waiting.id}/${line?.id}`);
    await page.getByRole('tab', { name: 'Receiver' }).click();
    const receiver = page.getByTestId('receiver');
    await expect(receiver).toContainText(`Cash on Delivery — nothing paid yet; pay ${rupees(total)} on delivery`);
    await expect(receiver).toContainText(`Cash on Delivery fee${rupees(COD_FEE_PAISE)}`);
    await expect(page.getByTestId('awaiting-confirmation')).toBeVisible();

    // The buyer confirms it with the mailed link: the page asks, and the order is sent to Shiprocket.
    const mail = await mailWith(buyer.email, '/orders/confirm-cod?');
    const link = new URL(/https?:\/\/\S+\/orders\/confirm-cod\?[^\s>)]+/.exec(mail.text)?.[0] ?? '');
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('button', { name: 'Confirm my order' }).click();
    await expect(page.getByTestId('cod-confirmed')).toContainText(`order ${waiting.orderNumber} is confirmed`);
    const [order] = await ordersOf(page.request, buyer);
    if (!order?.shiprocketOrderId) throw new Error('the confirmed order has no shipment');
    await page.goto(`/profile/orders/details/${order.id}/${line?.id}`);
    await page.getByRole('tab', { name: 'Receiver' }).click();
    await expect(page.getByTestId('awaiting-confirmation')).toHaveCount(0);

    // The courier delivers and collects: the order is paid, and its points are credited.
    for (const status of ['PROCESSING', 'READY_TO_SHIP', 'SHIPPED', 'DELIVERED']) {
      expect(await advanceShipment(order.shiprocketOrderId)).toBe(status);
    }
    await page.reload();
    await page.getByRole('tab', { name: 'Receiver' }).click();
    await expect(page.getByTestId('receiver')).toContainText('Paid on delivery');
    const { membership } = await asBuyer<{ membership: { totalPoints: number } }>(
      page.request,
      buyer,
      '{ membership { totalPoints } }',
    );
    // One point per ₹100 paid (10,000 paise).
    expect(membership.totalPoints).toBe(Math.floor(total / 10_000));

    expect(errors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('is not offered where no courier collects cash, and says why', async ({ page }) => {
    const buyer = await signUpAndLogIn(page, 'cod-remote', 'Meera Pillai');
    const [product] = await buyableProducts(page.request, 1);
    if (!product) throw new Error('a product is needed');
    await asBuyer(
      page.request,
      buyer,
      'mutation ($addresses: [AddressInput!]!) { updateAddresses(addresses: $addresses) { id } }',
      {
        addresses: [
          {
            ...JAIPUR,
            add1: '4 Aberdeen Bazaar',
            state: 'Andaman and Nicobar Islands',
            city: 'Port Blair',
            pincode: '744101',
            isDefault: true,
          },
        ],
      },
    );
    await addToCart(page.request, buyer, product);
    await page.goto('/checkout');
    await expect(page.getByRole('region', { name: 'Delivery Address' })).toContainText('Port Blair');

    const choice = page.getByTestId('payment-choice');
    await expect(choice.getByTestId('cod-unavailable')).toHaveText(
      "Cash on Delivery isn't available for pincode 744101",
    );
    await expect(choice.getByRole('radio', { name: /Cash on Delivery/ })).toBeDisabled();
    await expect(choice.getByRole('radio', { name: /Pay online/ })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Complete Purchase' })).toBeEnabled();
  });
});
