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

/**
 * Sets a size's units in the back office's grid (the product's page open there), as the owner types them, and waits
 * until the api has saved them: the field shows what was typed at once, so a journey that went on (or closed the
 * page) before the answer could leave the size as it was for the journeys after it.
 */
export async function setUnits(staff: Page, found: Pick<ProductSize, 'color' | 'size'>, units: string): Promise<void> {
  const grid = staff.getByRole('region', { name: `${found.color} sizes and stock` });
  const field = grid.getByLabel(`Units of size ${found.size}`);
  await field.fill(units);
  const answered = staff.waitForResponse(
    (response) =>
      response.url().endsWith('/admin/graphql') &&
      (response.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'SetStock',
  );
  await field.press('Enter');
  const answer = (await (await answered).json()) as { data?: { setStock?: unknown }; errors?: unknown[] };
  expect(answer.errors, `setting size ${found.size} of ${found.color} to ${units} units`).toBeUndefined();
  expect(answer.data?.setStock).toBeTruthy();
  await expect(grid.getByLabel(`Units of size ${found.size}`)).toHaveValue(units);
}
