import type { Page } from '@playwright/test';
import { shopperAddress, signUpAndLogIn } from '../../e2e/support/accounts.js';
import { buyableProducts, CARDS, JAIPUR, ordersOf, payInSandbox } from '../../e2e/support/checkout.js';
import { expect, test } from '../../e2e/support/fixtures.js';

test.use(shopperAddress(88));

const completePurchase = (page: Page) => page.getByRole('button', { name: /Complete Purchase|Processing/ });

test('a shopper signs in, adds to the cart, checks out, pays and finds the order in the list — through the fleet', async ({
  page,
}) => {
  const buyer = await signUpAndLogIn(page, 'fleet', 'Arjun Mehta');
  const [item] = await buyableProducts(page.request, 1);
  if (!item) throw new Error('a buyable product is needed');

  await page.goto(`/product-details/${item.id}/x/${item.category}`);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByRole('link', { name: 'GO TO CART' })).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  const delivery = page.getByRole('region', { name: 'Delivery Address' });
  await delivery.getByRole('button', { name: 'Edit Info' }).click();
  await delivery.getByRole('textbox', { name: 'Full Name', exact: true }).fill(JAIPUR.fullName);
  await delivery.getByRole('textbox', { name: 'Mobile Number', exact: true }).fill(JAIPUR.mobile);
  await delivery.getByRole('textbox', { name: 'Address Line 1', exact: true }).fill(JAIPUR.add1);
  await delivery.getByRole('combobox', { name: 'State' }).selectOption(JAIPUR.state);
  await delivery.getByRole('textbox', { name: 'City', exact: true }).fill(JAIPUR.city);
  await delivery.getByRole('textbox', { name: 'Pincode', exact: true }).fill(JAIPUR.pincode);
  await delivery.getByRole('button', { name: 'Save' }).click();
  await expect(delivery.getByTestId('checkout-delivery-address')).toContainText(JAIPUR.add1);

  await completePurchase(page).click();
  await payInSandbox(page, CARDS.pays);
  const placed = page.getByRole('alertdialog', { name: 'Order Placed' });
  await expect(placed).toBeVisible();
  await placed.getByRole('link', { name: 'Check Order' }).click();

  await expect(page).toHaveURL(/\/profile\/orders$/);
  const orders = await ordersOf(page.request, buyer);
  expect(orders, 'one order placed').toHaveLength(1);
  await expect(page.getByTestId('order-line')).toHaveCount(1);
  await expect(page.getByTestId('order-line').first()).toContainText(item.name);
});
