import type { Page } from '@playwright/test';
import { shopperAddress, signUpAndLogIn } from './support/accounts.js';
import { addToCart, buyableProducts, saveAddress } from './support/checkout.js';
import { expect, test } from './support/fixtures.js';

test.use(shopperAddress(141));

const PHONE = { width: 375, height: 812 };
const LAPTOP = { width: 1366, height: 900 };

/** A fresh buyer, signed in on the laptop layout, with a saved address and one product in the cart. */
async function buyerWithCart(page: Page, label: string): Promise<void> {
  const width = page.viewportSize();
  await page.setViewportSize(LAPTOP);
  const buyer = await signUpAndLogIn(page, label, 'Arjun Mehta');
  if (width) await page.setViewportSize(width);
  await saveAddress(page.request, buyer);
  const [product] = await buyableProducts(page.request, 1);
  if (!product) throw new Error('a product is needed');
  await addToCart(page.request, buyer, product);
}

/**
 * For each payment mark in the cart's "We accept" list: what of it falls outside its own badge (the drawn words
 * and marks against the badge's frame) or outside the list. Empty when every mark shows whole.
 */
const clippedMarks = (page: Page): Promise<string[]> =>
  page.getByRole('list', { name: 'We accept' }).evaluate((list) => {
    const inside = (a: DOMRect, b: DOMRect) =>
      a.left >= b.left - 0.5 && a.right <= b.right + 0.5 && a.top >= b.top - 0.5 && a.bottom <= b.bottom + 0.5;
    const out: string[] = [];
    const listBox = list.getBoundingClientRect();
    for (const item of list.querySelectorAll('li')) {
      const badge = item.firstElementChild;
      if (!badge) continue;
      const name = badge.getAttribute('aria-label') ?? badge.textContent ?? '?';
      const frame = badge.getBoundingClientRect();
      if (!inside(frame, listBox)) out.push(`${name}: outside the list`);
      // The badge's own frame clips what it draws: its words and marks must lie inside it.
      for (const part of badge.querySelectorAll('text, path, circle')) {
        if (!inside(part.getBoundingClientRect(), frame)) out.push(`${name}: its ${part.tagName} is cut off`);
      }
      if (badge.scrollWidth > badge.clientWidth + 0.5) out.push(`${name}: its words overflow`);
    }
    // No two marks drawn on each other: the words of one badge clear of the marks beside them.
    for (const badge of list.querySelectorAll('svg')) {
      const words = [...badge.querySelectorAll('text')].map((t) => t.getBoundingClientRect());
      const marks = [...badge.querySelectorAll('path')].map((p) => p.getBoundingClientRect());
      for (const w of words)
        for (const m of marks)
          if (w.left < m.right && m.left < w.right && w.top < m.bottom && m.top < w.bottom)
            out.push(`${badge.getAttribute('aria-label')}: its words run into its mark`);
    }
    return out;
  });

for (const viewport of [PHONE, LAPTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the cart shows every payment badge whole: RuPay, AMEX, UPI and the rest', async ({ page }) => {
      await buyerWithCart(page, `badges-${viewport.width}`);
      await page.goto('/cart');
      const list = page.getByRole('list', { name: 'We accept' });
      await expect(list.getByRole('img', { name: 'RuPay' })).toBeVisible();
      await expect(list.getByRole('img', { name: 'American Express' })).toBeVisible();
      await expect(list.getByRole('img', { name: 'UPI' })).toBeVisible();
      expect(await clippedMarks(page)).toEqual([]);
    });

    test('Cash on Delivery’s “+ ₹49” stands on one line', async ({ page }) => {
      await buyerWithCart(page, `cod-fee-${viewport.width}`);
      await page.goto('/checkout');
      const fee = page.getByTestId('payment-cod').getByTestId('payment-extra');
      await expect(fee).toHaveText('+ ₹49');
      // The words' own box (a range over them), not the element's, which its row may stretch taller.
      const { height, lineHeight } = await fee.evaluate((element) => {
        const style = getComputedStyle(element);
        const line = Number.parseFloat(style.lineHeight);
        const words = document.createRange();
        words.selectNodeContents(element);
        return {
          height: words.getBoundingClientRect().height,
          lineHeight: Number.isNaN(line) ? Number.parseFloat(style.fontSize) * 1.5 : line,
        };
      });
      expect(height, 'the height of one line').toBeLessThan(lineHeight * 1.5);
    });
  });
}
