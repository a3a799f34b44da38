import type { Page } from '@playwright/test';
import { shopperAddress, signUpAndLogIn } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import {
  addToCart,
  advanceShipment,
  buyableProducts,
  CARDS,
  JAIPUR,
  ordersOf,
  paiseShown,
  payInSandbox,
  rupees,
  saveAddress,
} from './support/checkout.js';
import { collectCspViolations, collectPageErrors } from './support/errors.js';
import { animationsSettled, expect, test } from './support/fixtures.js';

test.use(shopperAddress(31));

const PAYMENT_FAILED_TEXT =
  'Hey there. We tried to charge you with your selected payment mode, but something went wrong. Please change your payment method below to continue.';

const summary = (page: Page, id: string) => page.getByTestId('order-summary').getByTestId(id);
const completePurchase = (page: Page) => page.getByRole('button', { name: /Complete Purchase|Processing/ });
const money = async (page: Page, id: string) => paiseShown(await summary(page, id).textContent());
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

test.describe('checkout', () => {
  test('a buyer fills the cart, applies SUTRA10, pays with the test card and follows the order to its points', async ({
    page,
  }) => {
    test.slow();
    const errors = collectPageErrors(page);
    // The payment script comes from another origin (the sandbox) and calls it: the store's CSP must allow both.
    const cspViolations = await collectCspViolations(page);
    const buyer = await signUpAndLogIn(page, 'checkout', 'Arjun Mehta');
    const [first, second] = await buyableProducts(page.request, 2);
    if (!first || !second) throw new Error('two products are needed');

    // Fill the cart: one from its details page, one more through the store.
    await page.goto(`/product-details/${first.id}/x/${first.category}`);
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByRole('link', { name: 'GO TO CART' })).toBeVisible();
    await addToCart(page.request, buyer, second, 2);
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

    // The details: the buyer, no address yet, so nothing can be paid for.
    const info = page.getByRole('region', { name: 'My Information' });
    await expect(info.getByTestId('checkout-name')).toHaveText('Arjun Mehta');
    await expect(info.getByTestId('checkout-email')).toHaveText(buyer.email);
    const delivery = page.getByRole('region', { name: 'Delivery Address' });
    await expect(delivery.getByText('No address saved yet')).toBeVisible();
    await expect(completePurchase(page)).toBeDisabled();
    await expect(page.getByText('Add your delivery address to continue.')).toBeVisible();

    // One section at a time: while the address is edited, the others wait.
    await delivery.getByRole('button', { name: 'Edit Info' }).click();
    await expect(info.getByRole('button', { name: 'Edit Info' })).toBeDisabled();
    await expect(
      page.getByRole('region', { name: 'Billing Address' }).getByRole('button', { name: 'Edit Info' }),
    ).toBeDisabled();
    await delivery.getByRole('textbox', { name: 'Full Name', exact: true }).fill(JAIPUR.fullName);
    await delivery.getByRole('textbox', { name: 'Mobile Number', exact: true }).fill(JAIPUR.mobile);
    await delivery.getByRole('textbox', { name: 'Address Line 1', exact: true }).fill(JAIPUR.add1);
    await delivery.getByRole('combobox', { name: 'State' }).selectOption(JAIPUR.state);
    await delivery.getByRole('textbox', { name: 'City', exact: true }).fill(JAIPUR.city);
    await delivery.getByRole('textbox', { name: 'Pincode', exact: true }).fill(JAIPUR.pincode);
    await delivery.getByRole('button', { name: 'Save' }).click();
    await expect(delivery.getByTestId('checkout-delivery-address')).toContainText('22 MI Road');

    // Billing follows delivery until one of its fields is edited.
    const billing = page.getByRole('region', { name: 'Billing Address' });
    const same = billing.getByRole('checkbox', { name: 'Same as delivery address' });
    await expect(same).toBeChecked();
    await expect(billing.getByTestId('checkout-billing-address')).toContainText('22 MI Road');
    await billing.getByRole('button', { name: 'Edit Info' }).click();
    await billing.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Mehta Tailoring Co.');
    await expect(same).not.toBeChecked();
    await billing.getByRole('button', { name: 'Save' }).click();
    await expect(billing.getByTestId('checkout-billing-address')).toContainText('Mehta Tailoring Co.');

    // The items, the free delivery options, and the server's figures.
    const items = page.getByRole('region', { name: 'Order Items' });
    await expect(items.getByTestId('checkout-line')).toHaveCount(2);
    await expect(items.getByRole('radio', { name: /Standard 4-6 days/ })).toBeChecked();
    // No courier reaches Jaipur sooner than Standard's, so Express is not offered here (express-delivery.spec.ts
    // chooses it where a faster courier goes).
    await expect(items.getByTestId('express-not-faster')).toBeVisible();
    await expect(items.getByRole('radio', { name: /^Express 1-2 days/ })).toBeDisabled();
    await expect(items.getByRole('radio', { name: /^Standard 4-6 days/ })).toBeChecked();
    const orderValue = first.salePricePaise + 2 * second.salePricePaise;
    await expect(summary(page, 'summary-order-value')).toHaveText(rupees(orderValue));
    await expect(summary(page, 'summary-delivery')).toHaveText('Free');
    await expect(page.getByRole('checkbox', { name: 'Use Membership Points' })).toBeChecked();
    await expect(page.getByTestId('points-available')).toHaveText('You have 0 points (1 point = ₹1 off).');

    // A coupon that does not apply says so in red; SUTRA10 takes 10% off.
    const coupon = page.getByRole('form', { name: 'Coupon' });
    await coupon.getByRole('textbox', { name: 'Coupon code' }).fill('MONSOON25');
    await coupon.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('coupon-message')).toHaveAttribute('data-tone', 'error');
    await expect(summary(page, 'summary-discount')).toHaveText('− ₹0');
    await coupon.getByRole('textbox', { name: 'Coupon code' }).fill('SUTRA10');
    await coupon.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('coupon-message')).toHaveAttribute('data-tone', 'success');
    await expect(page.getByTestId('applied-coupon')).toHaveText('SUTRA10');
    await expect(summary(page, 'summary-discount')).not.toHaveText('− ₹0');
    const discount = await money(page, 'summary-discount');
    // 10 %, to the paisa rounded down.
    expect(discount).toBe(Math.floor(orderValue / 10));
    const total = await money(page, 'summary-total');
    expect(total).toBe(orderValue - discount);
    await expectNoSeriousA11yViolations(page, 'checkout');

    // Complete Purchase: 'Processing' while the payment window is open, which asks the server's amount.
    await completePurchase(page).click();
    await expect(completePurchase(page)).toHaveText(/Processing/);
    await expect(completePurchase(page)).toBeDisabled();
    const paymentWindow = page.getByRole('dialog').filter({ has: page.getByLabel('Card number') });
    await expect(paymentWindow).toContainText(rupees(total));
    await payInSandbox(page, CARDS.pays);

    const placed = page.getByRole('alertdialog', { name: 'Order Placed' });
    await expect(placed).toBeVisible();
    await animationsSettled(placed);
    await expectNoSeriousA11yViolations(page, 'the Order Placed modal');
    await expect(placed.getByRole('link', { name: 'Go Home Page' })).toHaveAttribute('href', '/');
    await placed.getByRole('link', { name: 'Check Order' }).click();

    // My Orders: the order under today's date, its lines pending.
    await expect(page).toHaveURL(/\/profile\/orders$/);
    const group = page.getByRole('region', { name: `Order Placed : ${await today(page)}` });
    await expect(group.getByTestId('order-line')).toHaveCount(2);
    await expect(group.getByTestId('order-status').first()).toHaveText('Pending');
    await expectNoSeriousA11yViolations(page, 'My Orders');
    const [order] = await ordersOf(page.request, buyer);
    if (!order) throw new Error('the order was not placed');
    expect(order.orderValue.paise).toBe(total);

    // Its detail with tracking; the sandbox moves the shipment on and the page says so.
    await group.getByRole('link', { name: 'View More Details >' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/profile/orders/details/${order.id}/[0-9a-f-]+$`));
    await expect(page.getByTestId('order-badge')).toHaveText('Order Received');
    const orderNumber = (await page.getByTestId('order-number').textContent())?.replace('Order # ', '') ?? '';
    expect(orderNumber).toMatch(/^\d+$/);
    // The courier Standard's date was promised by is booked with the shipment.
    await expect(page.getByTestId('order-courier')).toHaveText('Delhivery Surface');
    await expect(page.getByTestId('order-address')).toHaveText('22 MI Road, Jaipur, Rajasthan, 302001');
    await expectNoSeriousA11yViolations(page, 'the order detail');

    expect(await advanceShipment(orderNumber)).toBe('PROCESSING');
    await page.reload();
    await expect(page.getByTestId('order-badge')).toHaveText('Processing');
    await expect(page.getByTestId('timeline-step').first()).toContainText('Order Processed');
    expect(await advanceShipment(orderNumber)).toBe('READY_TO_SHIP');
    expect(await advanceShipment(orderNumber)).toBe('SHIPPED');
    await page.reload();
    await expect(page.getByTestId('order-badge')).toHaveText('Shipped');
    await expect(page.getByTestId('order-courier')).toHaveText('Delhivery Surface');
    await expect(page.getByRole('link', { name: /Track your package/ })).toHaveAttribute('target', '_blank');
    const shipped = page.getByTestId('timeline-step').first();
    await expect(shipped).toContainText('Product Shipped');
    await expect(shipped).toContainText('Tracking number:');

    // The list follows the store's status.
    await page.goto('/profile/orders');
    await expect(page.getByTestId('order-status').first()).toHaveText('Shipped');

    // Membership: the order's points.
    await page.goto('/profile/membership');
    await expect(page.getByTestId('orders-placed')).toHaveText('1');
    await expect(page.getByTestId('total-points')).toHaveText(order.pointsEarned.toLocaleString('en-IN'));
    expect(order.pointsEarned).toBe(Math.floor(order.orderValue.paise / 10_000));
    await expect(page.getByTestId('points-history')).toContainText(order.orderNumber);
    await expectNoSeriousA11yViolations(page, 'membership');

    expect(errors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('closing the payment window, then removing a line, re-prices SUTRA10 from the server', async ({ page }) => {
    const errors = collectPageErrors(page);
    const buyer = await signUpAndLogIn(page, 'reprice', 'Kabir Rathore');
    await saveAddress(page.request, buyer);
    const [first, second] = await buyableProducts(page.request, 2);
    if (!first || !second) throw new Error('two products are needed');
    await addToCart(page.request, buyer, first);
    await addToCart(page.request, buyer, second);
    await page.goto('/checkout');
    const items = page.getByRole('region', { name: 'Order Items' });
    await expect(items.getByTestId('checkout-line')).toHaveCount(2);

    // SUTRA10 from the Available offers, applied as typing it would.
    const offer = page.getByTestId('available-offers').getByTestId('offer').filter({ hasText: 'SUTRA10' });
    await expect(offer.getByTestId('offer-rule')).toHaveText('10% off on any order');
    await offer.getByRole('button', { name: 'Apply SUTRA10' }).click();
    await expect(page.getByTestId('applied-coupon')).toHaveText('SUTRA10');
    await expect(page.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('SUTRA10');
    const both = first.salePricePaise + second.salePricePaise;
    await expect(summary(page, 'summary-discount')).toHaveText(`− ${rupees(Math.floor(both / 10))}`);

    // Open the payment window and close it without paying.
    await completePurchase(page).click();
    const paymentWindow = page.getByRole('dialog').filter({ has: page.getByLabel('Card number') });
    await expect(paymentWindow).toBeVisible();
    await paymentWindow.getByRole('button', { name: 'Cancel payment' }).click();
    await expect(completePurchase(page)).toHaveText('Complete Purchase');
    await expect(completePurchase(page)).toBeEnabled();

    // Remove the second line: the discount and the total are the server's for what is left.
    await items.getByRole('button', { name: `Remove ${second.name}` }).click();
    await expect(items.getByTestId('checkout-line')).toHaveCount(1);
    const discount = Math.floor(first.salePricePaise / 10);
    await expect(summary(page, 'summary-order-value')).toHaveText(rupees(first.salePricePaise));
    await expect(summary(page, 'summary-discount')).toHaveText(`− ${rupees(discount)}`);
    await expect(summary(page, 'summary-total')).toHaveText(rupees(first.salePricePaise - discount));

    // And it is what the payment window then asks.
    await completePurchase(page).click();
    await expect(paymentWindow).toContainText(rupees(first.salePricePaise - discount));
    expect(errors).toEqual([]);
  });

  test('a declined card shows Payment Failed and places nothing', async ({ page }) => {
    const buyer = await signUpAndLogIn(page, 'declined', 'Meera Shekhawat');
    const [product] = await buyableProducts(page.request, 1);
    if (!product) throw new Error('a product is needed');
    await saveAddress(page.request, buyer);
    await addToCart(page.request, buyer, product);

    await page.goto('/checkout');
    await expect(page.getByRole('region', { name: 'Delivery Address' })).toContainText('22 MI Road');
    await completePurchase(page).click();
    await payInSandbox(page, CARDS.declined);

    const failed = page.getByRole('alertdialog', { name: 'Payment Failed' });
    await expect(failed).toBeVisible();
    await expect(failed).toContainText(PAYMENT_FAILED_TEXT);
    await expect(page.getByRole('dialog').filter({ has: page.getByLabel('Card number') })).toHaveCount(0);
    await expect(failed.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/support');
    await animationsSettled(failed);
    await expectNoSeriousA11yViolations(page, 'the Payment Failed modal');

    // UPDATE PAYMENT METHOD opens the payment window again; closing it leaves the cart as it was.
    await failed.getByRole('button', { name: 'UPDATE PAYMENT METHOD' }).click();
    const paymentWindow = page.getByRole('dialog').filter({ has: page.getByLabel('Card number') });
    await expect(paymentWindow).toBeVisible();
    await paymentWindow.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(completePurchase(page)).toHaveText('Complete Purchase');
    await expect(completePurchase(page)).toBeEnabled();

    expect(await ordersOf(page.request, buyer)).toEqual([]);
    await page.goto('/profile/orders');
    await expect(page.getByText('No order found')).toBeVisible();
    await page.goto('/checkout');
    await expect(page.getByTestId('checkout-line')).toHaveCount(1);
  });

  test("a payment script that does not load shows Payment Failed with 'Razorpay SDK failed to load'", async ({
    page,
  }) => {
    const buyer = await signUpAndLogIn(page, 'noscript', 'Kabir Rao');
    const [product] = await buyableProducts(page.request, 1);
    if (!product) throw new Error('a product is needed');
    await saveAddress(page.request, buyer);
    await addToCart(page.request, buyer, product);
    const scripts: string[] = [];
    await page.route('**/checkout.js', (route) => {
      scripts.push(route.request().url());
      return route.abort('failed');
    });

    await page.goto('/checkout');
    await expect(page.getByRole('region', { name: 'Delivery Address' })).toContainText('22 MI Road');
    // The script is asked for on demand, not with the page.
    expect(scripts).toEqual([]);
    await completePurchase(page).click();
    const failed = page.getByRole('alertdialog', { name: 'Payment Failed' });
    await expect(failed).toContainText(PAYMENT_FAILED_TEXT);
    await expect(failed.getByTestId('payment-failed-detail')).toHaveText('Razorpay SDK failed to load');
    expect(scripts).toHaveLength(1);
    expect(await ordersOf(page.request, buyer)).toEqual([]);
  });
});
