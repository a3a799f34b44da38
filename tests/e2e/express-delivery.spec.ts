import type { Page } from '@playwright/test';
import { asBuyer, type SignedInBuyer, shopperAddress, signUpAndLogIn } from './support/accounts.js';
import {
  addToCart,
  advanceShipment,
  buyableProducts,
  CARDS,
  JAIPUR,
  ordersOf,
  payInSandbox,
  saveAddress,
} from './support/checkout.js';
import { collectPageErrors } from './support/errors.js';
import { animationsSettled, expect, test } from './support/fixtures.js';
import { keepScreenshot } from './support/screenshots.js';

/** Express against Standard at checkout, on a pincode a faster courier reaches and on one none does. */
test.use(shopperAddress(38));

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** `2026-12-02` as checkout writes it (`Wed, 2 Dec`) and as the order page does (`2 December 2026`). */
const short = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
};
const long = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  return `${d.getUTCDate()} ${LONG_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
};

async function buyerAt(page: Page, label: string, address: typeof JAIPUR): Promise<SignedInBuyer> {
  const buyer = await signUpAndLogIn(page, label, 'Tsering Angmo');
  const [product] = await buyableProducts(page.request, 1);
  if (!product) throw new Error('a product is needed');
  await saveAddress(page.request, buyer, address);
  await addToCart(page.request, buyer, product);
  return buyer;
}

const datesFor = async (page: Page, buyer: SignedInBuyer, pincode: string) =>
  (
    await asBuyer<{ deliveryEstimate: { deliveryBy: string; expressBy: string | null } }>(
      page.request,
      buyer,
      `{ deliveryEstimate(pincode: "${pincode}") { deliveryBy expressBy } }`,
    )
  ).deliveryEstimate;

test.describe('Express and Standard at checkout', () => {
  test('Express to Leh promises an earlier date than Standard, ships by air, and tracks the date promised', async ({
    page,
  }) => {
    test.slow();
    const errors = collectPageErrors(page);
    const leh = { ...JAIPUR, add1: '12 Main Bazaar', state: 'Ladakh', city: 'Leh', pincode: '194101' };
    const buyer = await buyerAt(page, 'express-leh', leh);
    const dates = await datesFor(page, buyer, leh.pincode);
    if (!dates.expressBy) throw new Error('Leh should have a faster courier');
    expect(dates.expressBy < dates.deliveryBy).toBe(true);

    await page.goto('/checkout');
    const items = page.getByTestId('order-items');
    await expect(items.getByTestId('delivery-date-standard')).toHaveText(`Delivery by ${short(dates.deliveryBy)}`);
    await expect(items.getByTestId('delivery-date-express')).toHaveText(`Delivery by ${short(dates.expressBy)}`);
    await page.getByTestId('delivery-express').click();
    await expect(page.getByTestId('delivery-by')).toHaveText(`Delivery by ${short(dates.expressBy)}`);
    await keepScreenshot(items.getByRole('radiogroup'), 'checkout-express-vs-standard-leh.png');

    await page.getByRole('button', { name: 'Complete Purchase' }).click();
    await payInSandbox(page, CARDS.pays);
    const placed = page.getByRole('alertdialog', { name: 'Order Placed' });
    await expect(placed).toBeVisible();
    await animationsSettled(placed);

    const [order] = await ordersOf(page.request, buyer);
    if (!order?.shiprocketOrderId) throw new Error('the order has no shipment');
    for (const status of ['PROCESSING', 'READY_TO_SHIP', 'SHIPPED']) {
      expect(await advanceShipment(order.shiprocketOrderId)).toBe(status);
    }
    await page.goto(`/profile/orders/details/${order.id}/${order.lines[0]?.id}`);
    const shipped = page.getByTestId('timeline-step').first();
    await expect(shipped).toContainText('Product Shipped');
    await expect(shipped).toContainText('Courier: Delhivery Air');
    // The date promised at checkout is the date tracked.
    await expect(shipped).toContainText(`Estimated delivery: ${long(dates.expressBy)}`);
    expect(errors).toEqual([]);
  });

  test('within Jaipur no courier is faster, so Express is not offered and says why', async ({ page }) => {
    const errors = collectPageErrors(page);
    const buyer = await signUpAndLogIn(page, 'express-jaipur', 'Kabir Rao');
    const [product] = await buyableProducts(page.request, 1);
    if (!product) throw new Error('a product is needed');
    await saveAddress(page.request, buyer);
    await addToCart(page.request, buyer, product);
    const dates = await datesFor(page, buyer, JAIPUR.pincode);
    expect(dates.expressBy).toBeNull();

    await page.goto('/checkout');
    const items = page.getByTestId('order-items');
    await expect(items.getByTestId('express-not-faster')).toHaveText(
      `Not available for ${JAIPUR.pincode}: no courier delivers there sooner than Standard.`,
    );
    await expect(items.getByRole('radio', { name: /^Express/ })).toBeDisabled();
    await expect(items.getByRole('radio', { name: /^Standard/ })).toBeChecked();
    await expect(items.getByTestId('delivery-date-standard')).toHaveText(`Delivery by ${short(dates.deliveryBy)}`);
    await keepScreenshot(items.getByRole('radiogroup'), 'checkout-express-not-faster-jaipur.png');
    expect(errors).toEqual([]);
  });
});
