import type { Page } from '@playwright/test';
import { shopperAddress, signUpAndLogIn } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import {
  addToCart,
  buyableProducts,
  ordersOf,
  paiseShown,
  payLikeAShopper,
  rupees,
  saveAddress,
} from './support/checkout.js';
import { collectCspViolations, collectPageErrors } from './support/errors.js';
import { animationsSettled, expect, test } from './support/fixtures.js';

/** Paying by UPI in the sandbox's payment window: collect to the test UPI ids, and the QR / intent flow on a phone. */
test.use(shopperAddress(36));

const PAYMENT_FAILED_TEXT =
  'Hey there. We tried to charge you with your selected payment mode, but something went wrong. Please change your payment method below to continue.';

const completePurchase = (page: Page) => page.getByRole('button', { name: /Complete Purchase|Processing/ });
const paymentWindow = (page: Page) => page.getByRole('dialog').filter({ has: page.getByRole('tablist') });
/** Today as the store dates orders: in India's time, whatever the browser's time zone. */
const today = (page: Page) =>
  page.evaluate(() =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(),
  );

/** A signed-in buyer with an address and one product in the cart, on the checkout page; answers the total to pay. */
async function readyToPay(page: Page, name: string, fullName: string) {
  // Signing in reads the laptop header ("My account"); a phone journey comes back to its own width afterwards.
  const width = page.viewportSize();
  await page.setViewportSize({ width: 1366, height: 900 });
  const buyer = await signUpAndLogIn(page, name, fullName);
  if (width) await page.setViewportSize(width);
  const [product] = await buyableProducts(page.request, 1);
  if (!product) throw new Error('a product is needed');
  await saveAddress(page.request, buyer);
  await addToCart(page.request, buyer, product);
  await payLikeAShopper(page);
  await page.goto('/checkout');
  await expect(page.getByRole('region', { name: 'Delivery Address' })).toContainText('22 MI Road');
  await expect(page.getByTestId('checkout-line')).toHaveCount(1);
  return { buyer, product };
}

/** Opens the payment window from Complete Purchase and picks its UPI tab. */
async function openUpi(page: Page) {
  await completePurchase(page).click();
  const window = paymentWindow(page);
  await expect(window).toBeVisible();
  const upi = window.getByRole('tab', { name: 'UPI' });
  await expect(window.getByRole('tab', { name: 'Card' })).toHaveAttribute('aria-selected', 'true');
  await upi.click();
  await expect(upi).toHaveAttribute('aria-selected', 'true');
  await expect(window.getByLabel('Card number')).toBeHidden();
  return window;
}

test.describe('checkout by UPI', () => {
  test('a buyer looks at the QR code, then pays by UPI id success@razorpay: the window waits for the app, and the order is placed', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const cspViolations = await collectCspViolations(page);
    const { buyer, product } = await readyToPay(page, 'upi-collect', 'Ishaan Verma');
    const window = await openUpi(page);
    await expect(window).toContainText(rupees(product.salePricePaise));
    await expectNoSeriousA11yViolations(page, 'the payment window’s UPI tab');

    // On a laptop the QR code is there to scan, without the phone's app link.
    await window.getByRole('button', { name: 'Show QR code' }).click();
    await expect(window.getByRole('img', { name: /^UPI QR code to pay ₹/ })).toBeVisible();
    await expect(window.getByRole('link', { name: 'Pay with a UPI app' })).toBeHidden();

    // A malformed UPI id is caught in the window, before anything is sent.
    const upiId = window.getByRole('textbox', { name: 'UPI ID' });
    await upiId.fill('ishaan.verma');
    await window.getByRole('button', { name: /^Pay / }).click();
    await expect(window.getByRole('alert').filter({ hasText: 'Enter a valid UPI ID' })).toBeVisible();
    await expect(upiId).toHaveAttribute('aria-invalid', 'true');
    await expect(upiId).toBeFocused();

    await upiId.fill('success@razorpay');
    await window.getByRole('button', { name: /^Pay / }).click();
    await expect(
      window.getByRole('status').filter({ hasText: 'Approve the payment request sent to success@razorpay' }),
    ).toContainText('in your UPI app');

    const placed = page.getByRole('alertdialog', { name: 'Order Placed' });
    await expect(placed).toBeVisible();
    await expect(paymentWindow(page)).toHaveCount(0);
    await animationsSettled(placed);
    await placed.getByRole('link', { name: 'Check Order' }).click();
    await expect(page).toHaveURL(/\/profile\/orders$/);
    const group = page.getByRole('region', { name: `Order Placed : ${await today(page)}` });
    await expect(group.getByTestId('order-line')).toHaveCount(1);
    await expect(group.getByTestId('order-line')).toContainText(product.name);
    const [order] = await ordersOf(page.request, buyer);
    expect(order?.orderValue.paise).toBe(product.salePricePaise);

    expect(errors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('UPI id failure@razorpay ends in Payment Failed, with nothing charged and nothing placed', async ({ page }) => {
    const { buyer } = await readyToPay(page, 'upi-declined', 'Tara Menon');
    const window = await openUpi(page);
    await window.getByRole('textbox', { name: 'UPI ID' }).fill('failure@razorpay');
    await window.getByRole('button', { name: /^Pay / }).click();
    await expect(window.getByRole('status')).toContainText('in your UPI app');

    const failed = page.getByRole('alertdialog', { name: 'Payment Failed' });
    await expect(failed).toBeVisible();
    await expect(failed).toContainText(PAYMENT_FAILED_TEXT);
    await expect(paymentWindow(page)).toHaveCount(0);

    expect(await ordersOf(page.request, buyer)).toEqual([]);
    await failed.getByRole('button', { name: 'UPDATE PAYMENT METHOD' }).click();
    await expect(paymentWindow(page)).toBeVisible();
    await paymentWindow(page).getByRole('button', { name: 'Cancel payment' }).click();
    await expect(completePurchase(page)).toHaveText('Complete Purchase');
    await page.goto('/profile/orders');
    await expect(page.getByText('No order found')).toBeVisible();
    await page.goto('/checkout');
    await expect(page.getByTestId('checkout-line')).toHaveCount(1);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the QR code and a UPI app link, approved with the sandbox’s button, place the order', async ({ page }) => {
      const errors = collectPageErrors(page);
      const { buyer } = await readyToPay(page, 'upi-intent', 'Rohan Iyer');
      const window = await openUpi(page);
      await window.getByRole('button', { name: 'Show QR code' }).click();

      const qr = window.getByRole('img', { name: /^UPI QR code to pay ₹/ });
      await expect(qr).toBeVisible();
      const box = await qr.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(150);
      const app = window.getByRole('link', { name: 'Pay with a UPI app' });
      await expect(app).toBeVisible();
      const intent = new URL((await app.getAttribute('href')) ?? '');
      expect(intent.protocol).toBe('upi:');
      expect(intent.searchParams.get('cu')).toBe('INR');
      expect(intent.searchParams.get('tr')).toMatch(/^order_/);
      expect(intent.searchParams.get('pa')).toContain('@');
      await expect(window.getByRole('status')).toContainText('Waiting for your UPI app');
      await expectNoSeriousA11yViolations(page, 'the UPI QR code on a phone');

      await window.getByRole('button', { name: 'Sandbox: approve payment' }).click();
      const placed = page.getByRole('alertdialog', { name: 'Order Placed' });
      await expect(placed).toBeVisible();
      const [order] = await ordersOf(page.request, buyer);
      if (!order) throw new Error('the order was not placed');
      expect(paiseShown(intent.searchParams.get('am'))).toBe(order.orderValue.paise);
      await animationsSettled(placed);
      await placed.getByRole('link', { name: 'Check Order' }).click();
      await expect(page).toHaveURL(/\/profile\/orders$/);
      await expect(page.getByTestId('order-line')).toHaveCount(1);
      expect(errors).toEqual([]);
    });
  });
});
