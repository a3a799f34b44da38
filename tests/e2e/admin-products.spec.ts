import type { APIRequestContext, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { expect, test } from './support/fixtures.js';
import { openBackOffice } from './support/staff.js';
import { setUnits } from './support/stock-alerts.js';

/**
 * The demo owner runs the catalogue from the back office: adds a product with two colours and sizes, sells out one
 * size (the storefront then shows it sold out), and checks a CSV with a bad row (the dry run lists it, nothing is
 * written). Each journey starts from the owner's session (signed in with a code once per worker; signing in is
 * admin-homepage's and admin-staff's journey).
 */

test.use({ storageState: ({ ownerSession }, use) => use(ownerSession) });

/** A shirt the store sells, with its storefront path. */
async function aShirt(request: APIRequestContext): Promise<{ id: string; name: string; path: string }> {
  const res = await request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: { query: '{ products(category: "shirts", first: 1) { nodes { id name category { value } } } }' },
  });
  const node = (await res.json()).data.products.nodes[0] as { id: string; name: string; category: { value: string } };
  const slug = (text: string) => text.toLowerCase().replace(/\W/g, '-');
  return {
    id: node.id,
    name: node.name,
    path: `/product-details/${node.id}/${slug(node.name)}/${slug(node.category.value)}`,
  };
}

async function addColour(page: Page, colour: string) {
  const form = page.getByRole('form', { name: 'Add a colour' });
  await form.getByLabel('Colour').fill(colour);
  await form.getByLabel('Retail price (₹)').fill('2499');
  await form.getByLabel('Sale price (₹)').fill('1999');
  await form.getByLabel('Sizes').fill('40, 42');
  await form.getByRole('button', { name: 'Add colour' }).click();
  await expect(page.getByRole('region', { name: `${colour} sizes and stock` })).toBeVisible();
}

test('the demo owner adds a product with two colours and sizes, sells out a size, and the store shows it', async ({
  page,
  request,
}) => {
  const shirt = await aShirt(request);
  const stamp = Date.now() % 100_000;
  const name = `Oxford Shirt ${stamp}`;
  const teal = `Teal ${stamp}`;
  await openBackOffice(page);
  await page.getByRole('link', { name: 'Products' }).click();
  // A product of the shirts' category opens the way to a new one in it.
  await page.getByRole('searchbox', { name: 'Search by name or SKU code' }).fill(shirt.name);
  await expect(page).toHaveURL(/q=/);
  await page.getByRole('link', { name: shirt.name, exact: true }).first().click();
  const newIn = page.getByRole('link', { name: /^New product in/ });
  const categoryName = (await newIn.textContent())?.replace(/^New product in /, '') ?? '';
  await newIn.click();
  // The category picker starts from the product's category.
  await expect(page.getByRole('combobox', { name: /^Category/ }).locator('option:checked')).toHaveText(categoryName);
  await page.getByLabel(/^Name/).fill(name);
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await addColour(page, teal);
  await addColour(page, `Rust ${stamp}`);
  await setUnits(page, { color: teal, size: '40' }, '3');
  await setUnits(page, { color: teal, size: '42' }, '5');
  await page.getByRole('combobox', { name: 'Visibility' }).selectOption('SHOWN');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  // Sold out: the storefront must show size 42 of this colour as unavailable.
  await setUnits(page, { color: teal, size: '42' }, '0');
  await expect(page.getByRole('region', { name: `${teal} sizes and stock` }).getByText('sold out')).toBeVisible();

  const id = /\/admin\/products\/([0-9a-f-]{36})/.exec(page.url())?.[1];
  expect(id).toBeTruthy();
  const category = shirt.path.split('/').at(-1);
  const shop = await page.context().newPage();
  await expect(async () => {
    await shop.goto(`/product-details/${id}/${name.toLowerCase().replace(/\W/g, '-')}/${category}`);
    await shop.getByRole('button', { name: new RegExp(teal) }).click({ timeout: 1_000 });
    await expect(shop.getByRole('button', { name: '42, sold out' })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(shop.getByRole('button', { name: '40', exact: true })).toBeVisible();
});

test('a CSV with a bad row: the dry run lists the row, and nothing is written', async ({ page }) => {
  await openBackOffice(page);
  const exported = await page.request.get('/admin/files/products.csv');
  expect(exported.ok()).toBe(true);
  // Read as CSV: a description may hold commas, quotes and line breaks.
  const [columns = [], first = []] = parse(await exported.text(), { to: 2 }) as string[][];
  const stock = columns.indexOf('stock');
  expect(stock).toBeGreaterThanOrEqual(0);
  const bad = first.with(stock, 'lots');
  const csv = stringify([columns, first, bad]);

  await page.goto('/admin/products/import', { waitUntil: 'commit' });
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check the file' }).click();
  const report = page.getByTestId('import-errors');
  await expect(report).toContainText('nothing was written');
  await expect(report.getByRole('row').filter({ hasText: 'stock' }).first()).toContainText('3');
  await expect(page.getByRole('button', { name: /^Import/ })).toHaveCount(0);
});

test('the product list, the editor and the CSV page fit a phone (375 px): no sideways scrolling', async ({ page }) => {
  await openBackOffice(page);
  await page.setViewportSize({ width: 375, height: 740 });
  const fits = async () =>
    expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole('link', { name: 'Products' }).click();
  const first = page
    .getByRole('main')
    .locator('a[href^="/admin/products/"]')
    .filter({ hasNotText: 'Import or export CSV' })
    .first();
  await expect(first).toBeVisible();
  await fits();

  await first.click();
  await expect(page.getByRole('heading', { name: 'Colours, sizes and stock' })).toBeVisible();
  await fits();

  await page.goto('/admin/products/import', { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: 'Check the file' })).toBeVisible();
  await fits();
});
