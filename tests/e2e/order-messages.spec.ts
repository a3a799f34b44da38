import type { Page } from '@playwright/test';
import { shopperAddress, signUpAndLogIn } from './support/accounts.js';
import { addToCart, advanceShipment, buyableProducts, JAIPUR, ordersOf, saveAddress } from './support/checkout.js';
import { expect, test } from './support/fixtures.js';
import { keepScreenshot } from './support/screenshots.js';

/** Order news on WhatsApp: a COD order confirmed from the sandbox's WhatsApp inbox, then its parcel followed there. */
test.use(shopperAddress(41));

interface InboxMessage {
  id: string;
  template: string;
  params: string[];
  buttons: { kind: string; text: string; url?: string }[];
}

const sandbox = () => {
  const url = process.env.SUTRA_SANDBOX_URL;
  if (!url) throw new Error('SUTRA_SANDBOX_URL is not set (the store fixture in e2e/support/fixtures.ts sets it)');
  return url;
};

/** Waits until the sandbox's WhatsApp has a message of `template` for `mobile`, and answers it. */
async function whatsappMessage(mobile: string, template: string): Promise<InboxMessage> {
  let found: InboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${sandbox()}/sandbox/whatsapp?to=${mobile}`, {
          headers: { accept: 'application/json' },
        });
        found = ((await response.json()) as InboxMessage[]).find((m) => m.template === template);
        return Boolean(found);
      },
      { message: `a ${template} WhatsApp message to ${mobile}`, timeout: 30_000, intervals: [100, 250, 500] },
    )
    .toBe(true);
  return found as InboxMessage;
}

/** The sandbox's WhatsApp inbox page for `mobile`: a page of the sandbox's, so no app hydrates there. */
async function openInbox(page: Page, mobile: string): Promise<void> {
  await page.goto(`${sandbox()}/sandbox/whatsapp?to=${mobile}`, { waitUntil: 'commit' });
  await page.waitForLoadState('load');
}

test('a COD order placed with WhatsApp consent is confirmed from the WhatsApp inbox, and its parcel followed there', async ({
  page,
}) => {
  test.slow();
  const buyer = await signUpAndLogIn(page, 'whatsapp-buyer', 'Rohan Iyer');
  // A number of this journey's own, so the inbox shows only its messages.
  const mobile = `9${String(Date.now()).slice(-9)}`;
  const [product] = await buyableProducts(page.request, 1);
  if (!product) throw new Error('a product is needed');
  await saveAddress(page.request, buyer, { ...JAIPUR, fullName: 'Rohan Iyer', mobile });
  await addToCart(page.request, buyer, product);

  await page.goto('/checkout');
  await expect(page.getByRole('region', { name: 'Delivery Address' })).toContainText('22 MI Road');
  await page.getByTestId('payment-choice').getByTestId('payment-cod').click();
  const consent = page.getByRole('checkbox', { name: /Send me order updates on WhatsApp/ });
  await expect(consent).not.toBeChecked();
  await page.getByTestId('whatsapp-updates').click();
  await expect(consent).toBeChecked();
  await page.getByRole('button', { name: 'Place order — pay on delivery' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Order Placed' })).toBeVisible();
  const [placed] = await ordersOf(page.request, buyer);
  if (!placed) throw new Error('the order was not placed');
  expect(placed.shiprocketOrderId).toBeNull();

  // The question waits in the buyer's WhatsApp; they tap "Confirm order" there (a plain form in the sandbox's inbox).
  const question = await whatsappMessage(mobile, 'cod_confirm');
  expect(question.params).toEqual(['Rohan', placed.orderNumber, expect.stringMatching(/^₹/)]);
  await openInbox(page, mobile);
  const bubble = page.locator('article', { hasText: placed.orderNumber });
  await expect(bubble).toContainText('please confirm your cash-on-delivery order');
  await keepScreenshot(bubble, 'whatsapp-cod-confirm.png');
  await bubble.getByRole('button', { name: 'Confirm order' }).click();

  // Confirmed: it is sent to Shiprocket, and the order page no longer says it awaits confirmation.
  await expect
    .poll(async () => (await ordersOf(page.request, buyer))[0]?.shiprocketOrderId ?? null, { timeout: 30_000 })
    .not.toBeNull();
  const [order] = await ordersOf(page.request, buyer);
  if (!order?.shiprocketOrderId) throw new Error('the confirmed order has no shipment');
  await page.goto(`/profile/orders/details/${order.id}/${order.lines[0]?.id}`);
  await page.getByRole('tab', { name: 'Receiver' }).click();
  await expect(page.getByTestId('awaiting-confirmation')).toHaveCount(0);

  // The parcel ships: its message names the courier and AWB, and "Track parcel" opens the courier's tracking.
  for (const status of ['PROCESSING', 'READY_TO_SHIP', 'SHIPPED']) {
    expect(await advanceShipment(order.shiprocketOrderId)).toBe(status);
  }
  const shipped = await whatsappMessage(mobile, 'order_shipped');
  const awb = shipped.params[2] ?? '';
  expect(shipped.params[0]).toBe(order.orderNumber);
  await openInbox(page, mobile);
  const parcel = page.locator('article', { hasText: `AWB ${awb}` });
  await expect(parcel).toContainText(`Your Sutra order ${order.orderNumber} is on its way`);
  const track = parcel.getByRole('link', { name: /Track parcel/ });
  await expect(track).toHaveAttribute('href', new RegExp(`/profile/orders/details/${order.id}/${order.lines[0]?.id}$`));

  // The link opens the order's page in the shop, which shows the parcel's courier and AWB.
  const href = (await track.getAttribute('href')) ?? '';
  await page.goto(new URL(href).pathname);
  await expect(page.locator('main')).toContainText(awb);

  // The choice made at checkout is the buyer's now: the profile shows it ticked.
  await page.goto('/profile/account');
  await expect(
    page.getByTestId('order-updates').getByRole('checkbox', { name: /Send me order updates on WhatsApp/ }),
  ).toBeChecked();
});
