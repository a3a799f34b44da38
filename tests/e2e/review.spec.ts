import type { APIRequestContext } from '@playwright/test';
import { shopperAddress, signUpAndLogIn } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { collectPageErrors } from './support/errors.js';
import { expect, test } from './support/fixtures.js';

test.use(shopperAddress(23));

interface Candidate {
  id: string;
  name: string;
  category: string;
  total: number;
}

/** A listed product that already has reviews, so the new one must go on top of them. */
async function findReviewedProduct(request: APIRequestContext): Promise<Candidate> {
  const res = await request.post('/graphql', {
    data: {
      query: `query { products(category: "blazers", first: 12) {
        nodes { id name category { value } reviews(first: 1) { totalCount } } } }`,
    },
  });
  const body = (await res.json()) as {
    data: {
      products: {
        nodes: { id: string; name: string; category: { value: string }; reviews: { totalCount: number } }[];
      };
    };
  };
  const found = body.data.products.nodes.find((p) => p.reviews.totalCount > 3);
  if (!found) throw new Error('the seed has no listed blazer with more than 3 reviews');
  return { id: found.id, name: found.name, category: found.category.value, total: found.reviews.totalCount };
}

const reviewsLabel = (n: number) => `Based on ${n.toLocaleString('en-IN')} ${n === 1 ? 'review' : 'reviews'}`;

test('a buyer writes a review and sees it on top of the list', async ({ page, request }) => {
  test.slow();
  const errors = collectPageErrors(page);
  const product = await findReviewedProduct(request);
  const buyer = await signUpAndLogIn(page, 'review', 'Meera Shekhawat');

  await page.goto(`/product-details/${product.id}/x/${product.category}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('tab', { name: 'CUSTOMER REVIEWS' }).click();
  const panel = page.getByRole('tabpanel', { name: 'CUSTOMER REVIEWS' });
  await expect(panel.getByTestId('review')).toHaveCount(3);
  await expect(panel.getByTestId('review-average')).toContainText(reviewsLabel(product.total));

  // The form opens and closes; Cancel sends nothing.
  const write = panel.getByRole('button', { name: 'WRITE A REVIEW' });
  await write.click();
  const form = panel.getByRole('form', { name: 'Write a review' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('group', { name: 'Your rating' }).getByRole('radio')).toHaveCount(5);
  await expectNoSeriousA11yViolations(page, 'the review form');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toHaveCount(0);

  // Title and comment are required; a rating is not checked here, the server refuses 0 and the form says why.
  await write.click();
  await form.getByRole('button', { name: 'SUBMIT REVIEW' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await expect(form.getByText('Comment is required')).toBeVisible();
  const comment = 'The shoulders sit exactly right and the lining breathes in Jaipur’s heat. Sleeves needed 1 cm off.';
  await form.getByRole('textbox', { name: /^Title/ }).fill('Sharp and light');
  await form.getByRole('textbox', { name: /^Comment/ }).fill(comment);
  await form.getByRole('button', { name: 'SUBMIT REVIEW' }).click();
  await expect(form.getByRole('alert')).toHaveText('Choose a rating from 1 to 5 stars');

  // Four stars: the review goes on top, the summary counts it, and the form resets and closes.
  await form.getByRole('radio', { name: '4 stars' }).check();
  await expect(form.getByTestId('star-picker-value')).toHaveText('4 of 5');
  await form.getByRole('button', { name: 'SUBMIT REVIEW' }).click();
  await expect(form).toHaveCount(0);
  const top = panel.getByTestId('review').first();
  await expect(top).toContainText(buyer.name);
  await expect(top).toContainText(comment);
  await expect(top).not.toContainText('Sharp and light');
  await expect(panel.getByTestId('review')).toHaveCount(4);
  await expect(panel.getByTestId('review-average')).toContainText(reviewsLabel(product.total + 1));
  await expect(page.getByTestId('rating')).toContainText(`${product.total + 1} reviews`);
  await expect(page.getByTestId('toast').filter({ hasText: 'Thank you for your review' })).toBeVisible();

  // It is the product's: after a reload it is still the newest.
  await page.reload();
  await page.getByRole('tab', { name: 'CUSTOMER REVIEWS' }).click();
  await expect(panel.getByTestId('review').first()).toContainText(comment);
  await expect(panel.getByTestId('review')).toHaveCount(3);
  await expect(panel.getByTestId('review-average')).toContainText(reviewsLabel(product.total + 1));
  await write.click();
  await expect(form.getByRole('textbox', { name: /^Title/ })).toHaveValue('');
  expect(errors).toEqual([]);
});
