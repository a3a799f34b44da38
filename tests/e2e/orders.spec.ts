import type { Page } from '@playwright/test';
import { asBuyer, type SignedInBuyer, shopperAddress, signUpAndLogIn } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import {
  addToCart,
  advanceShipment,
  buyableProducts,
  ordersOf,
  type PlacedOrder,
  placeOrderViaApi,
  rupees,
  saveAddress,
} from './support/checkout.js';
import { collectPageErrors } from './support/errors.js';
import { expect, test } from './support/fixtures.js';
import { waitForHydration } from './support/hydration.js';

test.use(shopperAddress(32));

/** Today as the store writes dates (en-GB, long month), in the browser's time zone. */
/** Today as the store dates orders: in India's time (web/src/shared/format.ts), whatever the browser's time zone. */
const today = (page: Page) =>
  page.evaluate(() =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(),
  );

/** A buyer with an address and one placed order of `lines` products, its shipment created. */
async function buyerWithOrder(
  page: Page,
  label: string,
  lines = 1,
): Promise<{ buyer: SignedInBuyer; order: PlacedOrder }> {
  const buyer = await signUpAndLogIn(page, label, 'Ishaan Bhatt');
  await saveAddress(page.request, buyer);
  for (const product of await buyableProducts(page.request, lines)) await addToCart(page.request, buyer, product);
  const placed = await placeOrderViaApi(page.request, buyer);
  // The shipment is created with the order (and retried when the provider is down): wait for its id.
  let order = placed;
  await expect
    .poll(async () => {
      order = (await ordersOf(page.request, buyer)).find((o) => o.id === placed.id) ?? placed;
      return order.shiprocketOrderId;
    })
    .toMatch(/^\d+$/);
  return { buyer, order };
}

interface OrderMoney {
  totalAmount: { paise: number };
  discount: { paise: number };
  membershipPointsValue: { paise: number };
  orderValue: { paise: number };
  createdAt: string;
}

test.describe('orders', () => {
  test('My Orders lists an order and its detail follows the shipment to delivery', async ({ page }) => {
    test.slow();
    const errors = collectPageErrors(page);
    const { buyer, order } = await buyerWithOrder(page, 'orders', 2);
    const shiprocketId = order.shiprocketOrderId ?? '';

    await page.goto('/profile/orders');
    const group = page.getByRole('region', { name: `Order Placed : ${await today(page)}` });
    await expect(group.getByTestId('order-line')).toHaveCount(2);
    for (const line of order.lines) {
      await expect(
        group
          .getByRole('link', { name: 'View More Details >' })
          .and(page.locator(`[href="/profile/orders/details/${order.id}/${line.id}"]`)),
      ).toHaveCount(1);
    }

    const [line] = order.lines;
    if (!line) throw new Error('the order has no lines');
    await page.goto(`/profile/orders/details/${order.id}/${line.id}`);
    await expect(page.getByRole('heading', { level: 1, name: line.name })).toBeVisible();
    await expect(page.getByTestId('order-badge')).toHaveText('Order Received');
    await expect(page.getByTestId('order-number')).toHaveText(`Order # ${shiprocketId}`);

    // Item Details and Receiver: the money as the server charged it.
    const { order: money } = await asBuyer<{ order: OrderMoney }>(
      page.request,
      buyer,
      `query ($id: ID!) { order(id: $id) {
        totalAmount { paise } discount { paise } membershipPointsValue { paise } orderValue { paise } createdAt } }`,
      { id: order.id },
    );
    await page.getByRole('tab', { name: 'Item Details' }).click();
    const item = page.getByTestId('item-details');
    await expect(item.getByRole('definition')).toHaveText([
      rupees(money.totalAmount.paise),
      rupees(money.discount.paise),
      rupees(money.membershipPointsValue.paise),
      rupees(money.orderValue.paise),
    ]);
    await page.getByRole('tab', { name: 'Receiver' }).click();
    const receiver = page.getByTestId('receiver');
    await expect(receiver).toContainText('Your order has been received');
    await expect(receiver).toContainText(order.orderNumber);
    await expect(receiver).toContainText('Paid');
    await expectNoSeriousA11yViolations(page, 'the order detail tabs');

    // The sandbox plays the shipment to the door; each step shows.
    for (const status of ['PROCESSING', 'READY_TO_SHIP', 'SHIPPED', 'DELIVERED']) {
      expect(await advanceShipment(shiprocketId)).toBe(status);
    }
    await page.reload();
    await expect(page.getByTestId('order-badge')).toHaveText('Delivered');
    await expect(page.getByTestId('timeline-step')).toHaveText([
      /^Product Delivered/,
      /^Product Shipped/,
      /^Order Processed/,
      /^Order Placed/,
    ]);
    await page.goto('/profile/orders');
    await expect(page.getByTestId('order-status')).toHaveText(['Delivered', 'Delivered']);
    expect(errors).toEqual([]);
  });

  test('a shipping-provider outage leaves the order readable, with the fallbacks', async ({ page, shiprocketDown }) => {
    const { order } = await buyerWithOrder(page, 'outage');
    const [line] = order.lines;
    if (!line) throw new Error('the order has no lines');
    await shiprocketDown();
    await page.goto(`/profile/orders/details/${order.id}/${line.id}`);
    await expect(page.getByRole('heading', { level: 1, name: line.name })).toBeVisible();
    await expect(page.getByTestId('order-badge')).toHaveText('Order Received');
    await expect(page.getByTestId('order-courier')).toHaveText('Not assigned yet');
    await expect(page.getByRole('link', { name: /Track your package/ })).toHaveCount(0);
    await expect(page.getByTestId('timeline-step').last()).toContainText('Order Placed');
  });

  test('another buyer’s order answers like a missing one', async ({ page, browser }) => {
    const { order } = await buyerWithOrder(page, 'owner');
    const [line] = order.lines;
    if (!line) throw new Error('the order has no lines');
    const context = await browser.newContext({ baseURL: process.env.SUTRA_BASE_URL, ...shopperAddress(32) });
    const other = waitForHydration(await context.newPage());
    try {
      await signUpAndLogIn(other, 'intruder', 'Tara Menon');
      await other.goto(`/profile/orders/details/${order.id}/${line.id}`);
      await expect(other.getByText('Failed to fetch orders')).toBeVisible();
      await other.goto('/profile/orders');
      await expect(other.getByText('No order found')).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
