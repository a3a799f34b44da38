import type { APIRequestContext, Page } from '@playwright/test';
import { pngImage } from '@sutra/api/test-images';
import { shiprocketSandboxClient } from '@sutra/sandbox';
import { logInAndLand, shopperAddress, signUpViaApi, uniqueEmail } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
import { deliverOrder, placeOrder, tokenFor } from './support/orders.js';
import { openBackOffice } from './support/staff.js';

/**
 * A delivered order's return is worked at the order desk: approved (the sandbox's Shiprocket shows the return pickup),
 * received, and exchanged for another size; the buyer sees the return's state and the replacement order.
 */

const account = { email: uniqueEmail('returns'), password: 'bandhgala-21', name: 'Kabir Rathore' };

async function gql<T>(request: APIRequestContext, token: string, query: string, variables: object = {}): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** Uploads one photo through the store's upload endpoint and asks to return the whole order. */
async function requestReturn(request: APIRequestContext, token: string, orderNumber: string): Promise<void> {
  const uploaded = await request.post('/upload/image', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: 'tag.png', mimeType: 'image/png', buffer: pngImage({ size: 48, rgb: [27, 42, 74] }) } },
  });
  expect(uploaded.status()).toBe(201);
  const location = ((await uploaded.json()) as { data: string[] }).data[0];
  await gql(request, token, 'mutation ($input: ReturnRequestInput!) { requestReturn(input: $input) { message } }', {
    input: { orderNumber, email: account.email, reason: 'SIZE_DOES_NOT_FIT', images: [location] },
  });
}

async function openAsBuyer(page: Page, path: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await logInAndLand(page, account.email, account.password, new RegExp(`${path}$`));
}

test('a return is approved, picked up by Shiprocket, received and exchanged for another size; the buyer sees it', async ({
  page,
  playwright,
  ownerSession,
}) => {
  test.setTimeout(180_000);
  const request = await playwright.request.newContext({ baseURL: process.env.SUTRA_BASE_URL, ...shopperAddress(31) });
  await signUpViaApi(request, account);
  const token = await tokenFor(request, account.email, account.password);
  const orderNumber = await placeOrder(request, token);
  await deliverOrder(request, token, orderNumber);
  await requestReturn(request, token, orderNumber);

  // The owner's session, signed in once per worker: a second sign-in within a code's 30 s would wait for the next.
  await page.context().addCookies(ownerSession.cookies);
  await openBackOffice(page);
  await page.getByRole('link', { name: 'Returns' }).click();
  const card = page.getByTestId('return-card').filter({ hasText: `Order ${orderNumber}` });
  await expect(card.getByTestId('return-state')).toHaveText('Requested');
  await card.getByRole('button', { name: 'Approve and book pickup' }).click();

  // Approved returns leave the "Requested" queue: follow it to "Approved".
  await page.getByLabel('State').selectOption({ label: 'Approved · pickup booked' });
  await expect(card.getByTestId('return-pickup')).toContainText('RETURN PENDING');
  const sandbox = process.env.SUTRA_SANDBOX_URL ?? '';
  const pickups = (await shiprocketSandboxClient(sandbox).shipments()).filter(
    (s) => s.is_return && s.channel_order_id.startsWith(`R${orderNumber}-`),
  );
  expect(pickups).toHaveLength(1);

  // The courier collects the parcel: Shiprocket's return status moves the return on.
  await shiprocketSandboxClient(sandbox).advance(pickups[0]?.order_id ?? 0, 'RETURN PICKED UP');
  await page.getByLabel('State').selectOption({ label: 'Picked up' });
  await expect(card.getByTestId('return-pickup')).toContainText('RETURN PICKED UP');
  await card.getByRole('button', { name: 'Mark received' }).click();
  await page.getByLabel('State').selectOption({ label: 'Received' });
  await card.getByRole('button', { name: 'Exchange' }).click();
  const replacement = card.getByRole('combobox', { name: /^Replacement for/ });
  const offered = await replacement.locator('option:not([disabled])').allTextContents();
  const other = offered.find((o) => o.includes('size') && !o.startsWith('Choose'));
  expect(other, `sizes offered: ${offered.join(' | ')}`).toBeDefined();
  await replacement.selectOption({ label: other as string });
  await card.getByRole('button', { name: 'Place the replacement order' }).click();
  await page.getByLabel('State').selectOption({ label: 'Exchanged' });
  await expect(card).toContainText('Replacement order');
  const replacementNumber = (await card.textContent())?.match(/Replacement order (\d+)/)?.[1] ?? '';
  expect(replacementNumber).not.toBe('');

  const { orders } = await gql<{ orders: { nodes: { id: string; orderNumber: string; lines: { id: string }[] }[] } }>(
    request,
    token,
    '{ orders(first: 20) { nodes { id orderNumber lines { id } } } }',
  );
  const original = orders.nodes.find((o) => o.orderNumber === orderNumber);
  expect(orders.nodes.some((o) => o.orderNumber === replacementNumber)).toBe(true);
  await openAsBuyer(page, `/profile/orders/details/${original?.id}/${original?.lines[0]?.id}`);
  const returned = page.getByTestId('order-return');
  await expect(returned.getByTestId('order-return-state')).toHaveText('Exchanged');
  await expect(returned.getByTestId('order-return-replacement')).toHaveText(`Replacement order #${replacementNumber}`);
  await request.dispose();
});
