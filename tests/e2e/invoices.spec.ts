import { readFile } from 'node:fs/promises';
import { shopperAddress, signUpAndLogIn } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { addToCart, buyableProducts, CARDS, payInSandbox, saveAddress } from './support/checkout.js';
import { collectPageErrors } from './support/errors.js';
import { expect, test } from './support/fixtures.js';

test.use(shopperAddress(61));

test.describe('invoices', () => {
  test('a buyer pays with the test card, opens the order’s GST tax invoice and downloads its PDF', async ({ page }) => {
    test.slow();
    const errors = collectPageErrors(page);
    const buyer = await signUpAndLogIn(page, 'invoice', 'Arjun Mehta');
    await saveAddress(page.request, buyer);
    const [product] = await buyableProducts(page.request, 1);
    if (!product) throw new Error('a product is needed');
    await addToCart(page.request, buyer, product);

    // Buy it in the browser with the sandbox's paying card.
    await page.goto('/checkout');
    const completePurchase = page.getByRole('button', { name: /Complete Purchase|Processing/ });
    await expect(completePurchase).toBeEnabled();
    await completePurchase.click();
    await payInSandbox(page, CARDS.pays);
    const placed = page.getByRole('alertdialog', { name: 'Order Placed' });
    await expect(placed).toBeVisible();
    await placed.getByRole('link', { name: 'Check Order' }).click();

    // The order, then its invoice.
    await expect(page).toHaveURL(/\/profile\/orders$/);
    await page.getByRole('link', { name: 'View More Details >' }).first().click();
    await page.getByTestId('order-invoice-link').click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\/invoice$/);

    const invoice = page.getByTestId('tax-invoice');
    await expect(invoice.getByRole('heading', { level: 1, name: 'Tax Invoice' })).toBeVisible();
    const number = invoice.getByTestId('document-number');
    await expect(number).toHaveText(/^SUT\/\d\d-\d\d\/\d{6}$/);
    await expect(invoice.getByTestId('seller-gstin')).toHaveText('08AAKCS4821M1ZW');
    // The saved address is in Jaipur: supplied within Rajasthan, so CGST and SGST, no IGST.
    await expect(invoice.getByTestId('place-of-supply')).toHaveText('08 – Rajasthan');
    await expect(invoice.getByTestId('total-cgst')).toBeVisible();
    await expect(invoice.getByTestId('total-sgst')).toHaveText(
      (await invoice.getByTestId('total-cgst').textContent()) ?? '',
    );
    await expect(invoice.getByTestId('total-igst')).toHaveCount(0);
    await expect(invoice.getByTestId('amount-in-words')).toHaveText(/^Amount in words: Rupees .+ Only$/);
    await expect(page.getByTestId('credit-note')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'the order’s invoice');

    // The PDF downloads from the store's own origin, named after the invoice.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-pdf-link').click()]);
    const invoiceNumber = (await number.textContent()) ?? '';
    expect(download.suggestedFilename()).toBe(`${invoiceNumber.replaceAll('/', '-')}.pdf`);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(errors).toEqual([]);
  });
});
