import type { Locator, Page } from '@playwright/test';
import { paiseShown } from './checkout.js';

/** Sale prices of the cards on the page, in paise (read from the digits shown). */
export async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('product-card').getByTestId('sale-price').allTextContents();
  return texts.map(paiseShown);
}

export const itemsFound = async (page: Page): Promise<number> =>
  Number((await page.getByTestId('items-found').textContent())?.replace(/\D/g, ''));

export const cards = (page: Page): Locator => page.getByTestId('product-card');

/** True for a full first page (12 prices) in the given order. */
export function isSorted(prices: number[], order: 'ascending' | 'descending'): boolean {
  return (
    prices.length === 12 &&
    prices.slice(1).every((price, i) => {
      const previous = prices[i] ?? price;
      return order === 'ascending' ? previous <= price : previous >= price;
    })
  );
}
