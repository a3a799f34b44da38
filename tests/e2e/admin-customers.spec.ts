import { shopperAddress, signUpAndLogIn } from './support/accounts.js';
import { addToCart, buyableProducts, saveAddress } from './support/checkout.js';
import { expect, test } from './support/fixtures.js';
import { PHONE, pageWidth, signedInOrdersMember } from './support/orders-staff.js';

test.use(shopperAddress(47));

/**
 * A customer-care member (the `orders` role) finds a buyer, gives them points with a reason the buyer then reads in
 * their points history, and blocks them from buying: the buyer's checkout is refused with the store's message, while
 * they stay signed in.
 */
test('care adjusts a buyer’s points, seen by the buyer, and blocks them from checking out', async ({
  page,
  browser,
  ownerSession,
}) => {
  test.setTimeout(240_000);
  const buyer = await signUpAndLogIn(page, 'customer', 'Meera Customer');
  await saveAddress(page.request, buyer);
  const [product] = await buyableProducts(page.request, 1);
  if (!product) throw new Error('a buyable product is needed');
  await addToCart(page.request, buyer, product);

  const care = await signedInOrdersMember(browser, ownerSession);
  try {
    const desk = care.page;
    await desk.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Customers' }).click();
    await desk.getByRole('searchbox', { name: /Search customers/ }).fill(buyer.email);
    await desk.getByRole('link', { name: 'Meera Customer' }).click();
    await expect(desk.getByRole('heading', { level: 1, name: 'Meera Customer' })).toBeVisible();
    expect(await pageWidth(desk)).toBeLessThanOrEqual(PHONE.width);

    await desk.getByRole('button', { name: 'Adjust points' }).click();
    const points = desk.getByRole('dialog');
    await points.getByLabel(/Points to give/).fill('120');
    await points.getByLabel(/Reason/).fill('Sorry for the late parcel');
    await points.getByRole('button', { name: 'Save points' }).click();
    await expect(desk.getByText('Points · balance 120')).toBeVisible();

    await page.goto('/profile/membership');
    await expect(page.getByTestId('total-points')).toContainText('120');
    await expect(page.getByTestId('points-history')).toContainText('Adjusted by Sutra: Sorry for the late parcel');

    await desk.getByRole('button', { name: 'Block from buying' }).click();
    const block = desk.getByRole('dialog');
    await block.getByLabel(/Reason/).fill('Refused three COD parcels at the door');
    await block.getByRole('button', { name: 'Block' }).click();
    await expect(desk.getByRole('alert')).toContainText('Refused three COD parcels at the door');

    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Complete Purchase' }).click();
    await expect(page.getByText(/Your account cannot place orders right now/)).toBeVisible();
    // Still signed in: their orders page opens.
    await page.goto('/profile/orders');
    await expect(page).toHaveURL(/\/profile\/orders/);
  } finally {
    await care.close();
  }
});
