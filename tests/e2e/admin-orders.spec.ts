import type { Browser, Page } from '@playwright/test';
import { shopperAddress, signUpAndLogIn } from './support/accounts.js';
import { addToCart, buyableProducts, ordersOf, placeCodOrderViaApi, saveAddress } from './support/checkout.js';
import { expect, type SessionState, test } from './support/fixtures.js';
import { mailWith } from './support/mail.js';
import { openBackOffice, signInAsStaff } from './support/staff.js';

/**
 * The order desk: a buyer's cash-on-delivery order waits in the queue, unsent; a member of the `orders` staff finds it
 * from the day's home, opens it and confirms it; the sandbox's Shiprocket then holds its shipment, and the buyer's
 * order page no longer says it awaits confirmation. The desk works at 375 px.
 */
test.use(shopperAddress(61));

const PHONE = { width: 375, height: 740 };
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * The owner (the worker's session, signed in once: a second sign-in within a code's 30 s would wait for the next)
 * invites an `orders` member, who joins with the mailed link in a browser of their own and signs in.
 */
async function ordersMember(page: Page, browser: Browser, ownerSession: SessionState): Promise<Page> {
  const email = `desk-${Date.now().toString(36)}@sutra.in`;
  await page.context().addCookies(ownerSession.cookies);
  await openBackOffice(page);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Staff' }).click();
  const invite = page.getByRole('form', { name: 'Invite staff' });
  await invite.getByLabel(/^Email/).fill(email);
  await invite.getByLabel('Role').selectOption('ORDERS');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status')).toContainText(`Invitation mailed to ${email}`);
  const mail = await mailWith(email, '/admin/invite?token=');
  const link = new URL(/https?:\/\/\S+\/admin\/invite\?token=[^\s>)]+/.exec(mail.text)?.[0] ?? '');

  const context = await browser.newContext({ baseURL: process.env.SUTRA_BASE_URL, viewport: PHONE });
  const desk = await context.newPage();
  await desk.goto(`${link.pathname}${link.search}`);
  await desk.getByLabel(/^Your name/).fill('Meera Shah');
  const password = 'monsoon-ledger-2026';
  await desk
    .getByLabel(/^Password/)
    .first()
    .fill(password);
  await desk.getByRole('button', { name: 'Join' }).click();
  const secret = (await desk.getByTestId('invite-secret').textContent())?.trim() ?? '';
  await signInAsStaff(desk, { email, password, secret });
  return desk;
}

test('a COD order waits in the queue until the orders desk confirms it, then reaches Shiprocket', async ({
  page,
  browser,
  ownerSession,
}) => {
  test.setTimeout(240_000);
  const buyer = await signUpAndLogIn(page, 'desk-buyer', 'Rohan Gupta');
  const [product] = await buyableProducts(page.request, 1);
  if (!product) throw new Error('a product is needed');
  await saveAddress(page.request, buyer);
  await addToCart(page.request, buyer, product);
  const placed = await placeCodOrderViaApi(page.request, buyer);
  expect(placed.shiprocketOrderId).toBeNull();
  const [line] = placed.lines;
  await page.goto(`/profile/orders/details/${placed.id}/${line?.id}`);
  await page.getByRole('tab', { name: 'Receiver' }).click();
  await expect(page.getByTestId('awaiting-confirmation')).toBeVisible();

  const desk = await ordersMember(
    await browser.newPage({ baseURL: process.env.SUTRA_BASE_URL }),
    browser,
    ownerSession,
  );
  // The day's home counts the queue and links to it.
  await desk.getByRole('link', { name: 'COD to confirm' }).click();
  await expect(desk).toHaveURL(/\/admin\/orders\?queue=1$/);
  const filters = desk.getByRole('form', { name: 'Order filters' });
  await filters.getByLabel(/^Order number, email or phone/).fill(placed.orderNumber);
  await filters.getByRole('button', { name: 'Filter' }).click();
  const row = desk.getByTestId('order-row').filter({ hasText: placed.orderNumber });
  await expect(row).toContainText('To confirm');
  expect(await noSidewaysScroll(desk)).toBeLessThanOrEqual(PHONE.width);

  await row.getByRole('link', { name: `Order ${placed.orderNumber}` }).click();
  await expect(desk.getByRole('region', { name: 'Shipment' })).toContainText('until the order is confirmed');
  expect(await shipments(placed.orderNumber)).toEqual([]);
  await desk.getByRole('button', { name: 'Confirm order' }).click();
  await expect(desk.getByRole('status')).toContainText('Confirmed');
  await expect(desk.getByTestId('order-audit-entry')).toContainText('Meera Shah · order.confirm_cod');
  expect(await noSidewaysScroll(desk)).toBeLessThanOrEqual(PHONE.width);

  // The sandbox's Shiprocket holds the shipment, for the order's total to collect.
  const [shipment] = await shipments(placed.orderNumber);
  expect(shipment).toMatchObject({ payment_method: 'COD' });
  const [order] = await ordersOf(page.request, buyer);
  expect(order?.shiprocketOrderId).toBeTruthy();
  await page.reload();
  await page.getByRole('tab', { name: 'Receiver' }).click();
  await expect(page.getByTestId('receiver')).toBeVisible();
  await expect(page.getByTestId('awaiting-confirmation')).toHaveCount(0);
});

async function shipments(orderNumber: string): Promise<{ payment_method: string }[]> {
  const response = await fetch(
    `${process.env.SUTRA_SANDBOX_URL}/sandbox/shiprocket/orders?channel_order_id=${encodeURIComponent(orderNumber)}`,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as { payment_method: string }[];
}
