import type { APIRequestContext, Page } from '@playwright/test';
import { type SignedInBuyer, shopperAddress, uniqueEmail } from './support/accounts.js';
import {
  addToCart,
  advanceShipment,
  type BuyableProduct,
  buyableProducts,
  JAIPUR,
  ordersOf,
  saveAddress,
} from './support/checkout.js';
import { expect, test } from './support/fixtures.js';
import { interactive } from './support/hydration.js';
import { keepScreenshot } from './support/screenshots.js';
import { readSmsCode, uniqueMobile } from './support/sms.js';
import { askToBeTold, type ProductSize, productSizePage, setUnits } from './support/stock-alerts.js';
import { openWhatsAppInbox, whatsappMessage } from './support/whatsapp.js';

/**
 * The phone-first shopper, end to end: signs up with a mobile number, asks to be told when a sold-out size is back,
 * buys with Cash on Delivery and agrees to WhatsApp, confirms the order from the WhatsApp message in the sandbox's
 * inbox, follows the parcel there, and is told on WhatsApp when the owner restocks the size.
 */
test.use(shopperAddress(41));

/** Signs up through the shop's mobile-number pages with the code from the sandbox's SMS inbox. */
async function signUpByPhone(page: Page, mobile: string, name: string): Promise<SignedInBuyer> {
  const email = uniqueEmail('phone-first');
  await page.goto('/signup');
  await interactive(page);
  await page.getByTestId('phone-signup-link').click();
  const form = page.getByTestId('phone-form');
  await form.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await form.getByRole('button', { name: 'Send code' }).click();
  await form.getByRole('textbox', { name: '6-digit code' }).fill(await readSmsCode(mobile));
  await form.getByRole('button', { name: 'Verify' }).click();
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/$/);
  await interactive(page);
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('sutra-token'));
  if (!token) throw new Error('no session after signing up by phone');
  return { email, name, token };
}

/** A buyable product whose first colour has another size on sale beside the one bought: the size the shopper wants. */
async function productWithAnotherSize(
  request: APIRequestContext,
): Promise<{ product: BuyableProduct; wanted: ProductSize }> {
  const candidates = await buyableProducts(request, 6);
  // From the end: journeys that take the first buyable products never meet this one's stock changing.
  for (const product of candidates.reverse()) {
    const response = await request.post('/graphql', {
      data: {
        query: `query ($category: String) { products(category: $category, first: 24) {
          nodes { id variants { color sizes { label available } } } } }`,
        variables: { category: product.category },
      },
    });
    const body = (await response.json()) as {
      data: {
        products: {
          nodes: { id: string; variants: { color: string; sizes: { label: string; available: boolean }[] }[] }[];
        };
      };
    };
    const variant = body.data.products.nodes.find((p) => p.id === product.id)?.variants[0];
    const bought = product.attributes.find((a) => a.name === 'size')?.value;
    const other = variant?.sizes.find((s) => s.available && s.label !== bought);
    if (variant && bought && other)
      return {
        product,
        wanted: {
          id: product.id,
          name: product.name,
          category: product.category,
          color: variant.color,
          size: other.label,
        },
      };
  }
  throw new Error('the seed has no buyable product with a second size on sale');
}

test('a shopper signs up by mobile, confirms a COD order on WhatsApp, follows the parcel there, and is told when a size is back', async ({
  page,
  browser,
  baseURL,
  ownerSession,
}) => {
  test.slow();
  const mobile = uniqueMobile();
  const buyer = await signUpByPhone(page, mobile, 'Rohan Iyer');
  const { product, wanted } = await productWithAnotherSize(page.request);

  // The size they want has just sold out: they ask to be told, with their number.
  const office = await browser.newContext({ baseURL, storageState: ownerSession });
  const staff = await office.newPage();
  await staff.goto(`/admin/products/${wanted.id}`);
  await setUnits(staff, wanted, '0');
  await page.goto(productSizePage(wanted));
  await askToBeTold(page, wanted, mobile);

  // Meanwhile they buy another size, with Cash on Delivery, and agree to updates on WhatsApp.
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

  // The question waits in their WhatsApp; they tap "Confirm order" there (a plain form in the sandbox's inbox).
  const question = await whatsappMessage(mobile, 'cod_confirm');
  expect(question.params).toEqual(['Rohan', placed.orderNumber, expect.stringMatching(/^₹/)]);
  await openWhatsAppInbox(page, mobile);
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
  const orderPage = `/profile/orders/details/${order.id}/${order.lines[0]?.id}`;
  await page.goto(orderPage);
  await page.getByRole('tab', { name: 'Receiver' }).click();
  await expect(page.getByTestId('awaiting-confirmation')).toHaveCount(0);

  // The parcel ships: its message names the courier and AWB, and "Track parcel" opens the order's page in the shop.
  for (const status of ['PROCESSING', 'READY_TO_SHIP', 'SHIPPED']) {
    expect(await advanceShipment(order.shiprocketOrderId)).toBe(status);
  }
  const shipped = await whatsappMessage(mobile, 'order_shipped');
  const awb = shipped.params[2] ?? '';
  expect(shipped.params[0]).toBe(order.orderNumber);
  await openWhatsAppInbox(page, mobile);
  const parcel = page.locator('article', { hasText: `AWB ${awb}` });
  await expect(parcel).toContainText(`Your Sutra order ${order.orderNumber} is on its way`);
  const track = parcel.getByRole('link', { name: /Track parcel/ });
  await expect(track).toHaveAttribute('href', new RegExp(`${orderPage}$`));
  await page.goto(new URL((await track.getAttribute('href')) ?? '').pathname);
  await expect(page.locator('main')).toContainText(awb);

  // The choice made at checkout is theirs now: the profile shows it ticked.
  await page.goto('/profile/account');
  await expect(
    page.getByTestId('order-updates').getByRole('checkbox', { name: /Send me order updates on WhatsApp/ }),
  ).toBeChecked();

  // The owner restocks the size they wanted: being a buyer who agreed, they are told on WhatsApp, once.
  await setUnits(staff, wanted, '3');
  const back = await whatsappMessage(mobile, 'back_in_stock');
  expect(back.params).toEqual([wanted.name, wanted.size]);
  await openWhatsAppInbox(page, mobile);
  const told = page.locator('article', { hasText: 'is back in stock at Sutra' });
  await expect(told).toHaveCount(1);
  await expect(told.getByRole('link', { name: /Buy now/ })).toHaveAttribute(
    'href',
    new RegExp(`/product-details/${wanted.id}/`),
  );
  await office.close();
});
