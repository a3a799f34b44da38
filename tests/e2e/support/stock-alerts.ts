import { expect, type Page } from '@playwright/test';

/** A size of one colour of a product, as the product page and the back office's stock grid name it. */
export interface ProductSize {
  id: string;
  name: string;
  category: string;
  color: string;
  size: string;
}

/** The product page opened on `found`'s colour and size. */
export const productSizePage = (found: ProductSize): string =>
  `/product-details/${found.id}/x/${found.category}?color=${encodeURIComponent(found.color)}&size=${encodeURIComponent(found.size)}`;

/** Asks "Notify me" with `contact` on the page's sold-out size (the page opened on it, its panel open). */
export async function askToBeTold(page: Page, found: ProductSize, contact: string): Promise<void> {
  const alert = page.getByTestId(`stock-alert-${found.size}`);
  await expect(alert).toHaveAttribute('open', '');
  await alert.getByLabel('Mobile number or email').fill(contact);
  await alert.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByTestId(`stock-alert-${found.size}`)).toContainText(
    `Done. We will tell you once when size ${found.size} is back.`,
  );
}

/** Sets a size's units in the back office's grid (the product's page open there), as the owner types them. */
export async function setUnits(staff: Page, found: ProductSize, units: string): Promise<void> {
  const grid = staff.getByRole('region', { name: `${found.color} sizes and stock` });
  const field = grid.getByLabel(`Units of size ${found.size}`);
  await field.fill(units);
  await field.press('Enter');
  await expect(grid.getByLabel(`Units of size ${found.size}`)).toHaveValue(units);
}
