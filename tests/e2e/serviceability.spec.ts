import type { Page } from '@playwright/test';
import { buyableProducts } from './support/checkout.js';
import { collectPageErrors } from './support/errors.js';
import { expect, test } from './support/fixtures.js';

/** 10:00 in India on Wednesday 25 November 2026: the sandbox counts courier dates from it. */
const NOW = '2026-11-25T04:30:00Z';

const sandboxControl = async (path: string, body: unknown) => {
  const url = process.env.SUTRA_SANDBOX_URL;
  if (!url) throw new Error('SUTRA_SANDBOX_URL is not set (the store fixture in e2e/support/fixtures.ts sets it)');
  const response = await fetch(`${url}/sandbox/shiprocket/serviceability/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
};

test.beforeEach(() => sandboxControl('clock', { now: NOW }));
test.afterEach(async () => {
  // Sandbox-wide switches go back however the journey ended.
  await sandboxControl('outage', { on: false });
  await sandboxControl('clock', { now: null });
});

async function openProduct(page: Page): Promise<void> {
  const [product] = await buyableProducts(page.request, 1);
  if (!product) throw new Error('no buyable product');
  await page.goto(`/product-details/${product.id}/x/${product.category}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
}

const box = (page: Page) => page.getByTestId('delivery-check');

async function checkPincode(page: Page, pincode: string): Promise<void> {
  await box(page).getByLabel('Delivery pincode').fill(pincode);
  await box(page).getByRole('button', { name: 'Check' }).click();
}

test.describe('delivery by pincode on the product page', () => {
  test('a serviceable pincode shows the courier’s date and Cash on Delivery, and is remembered', async ({ page }) => {
    await openProduct(page);
    // Nothing is asked before the shopper checks.
    await expect(box(page).getByTestId('delivery-headline')).toHaveCount(0);
    await checkPincode(page, '400001');
    // Mumbai from Jaipur: 5 days by surface from Wednesday 25 November in India.
    await expect(box(page).getByTestId('delivery-headline')).toHaveText('Delivery by Mon, 30 Nov');
    await expect(box(page).getByTestId('delivery-cod')).toHaveText('Cash on Delivery available');

    await page.reload();
    await expect(box(page).getByLabel('Delivery pincode')).toHaveValue('400001');
    await expect(box(page).getByTestId('delivery-headline')).toHaveText('Delivery by Mon, 30 Nov');
  });

  test('799001 is refused in words; a bad pincode is refused inline', async ({ page }) => {
    await openProduct(page);
    await checkPincode(page, '12345');
    await expect(box(page).getByText('Enter a valid 6-digit pincode')).toBeVisible();
    await checkPincode(page, '799001');
    await expect(box(page).getByTestId('delivery-headline')).toHaveText("We don't deliver to 799001 yet");
    await expect(box(page).getByTestId('delivery-cod')).toHaveCount(0);
  });

  test('while the courier’s serviceability is down, the usual promise shows and nothing breaks', async ({ page }) => {
    const errors = collectPageErrors(page);
    await openProduct(page);
    await sandboxControl('outage', { on: true });
    await checkPincode(page, '682001');
    await expect(box(page).getByTestId('delivery-headline')).toHaveText('Usually delivered in 4–6 days');
    await expect(box(page).getByTestId('delivery-cod')).toHaveText('Cash on Delivery available');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('store-unavailable')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
