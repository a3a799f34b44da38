import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../shared/session/session';
import { BUYER_ID, mocks, product, renderDetails } from '../../test/details-fixtures';

configure({ asyncUtilTimeout: 5000 });

const standard = () => [mocks.product(), mocks.reviews(), mocks.related(), mocks.bag(), mocks.cart()];

/** Opens CUSTOMER REVIEWS and the form; answers the form. */
async function openForm() {
  await screen.findByRole('heading', { level: 1, name: product.name });
  fireEvent.click(screen.getByRole('tab', { name: 'CUSTOMER REVIEWS' }));
  const panel = await screen.findByRole('tabpanel', { name: 'CUSTOMER REVIEWS' });
  await within(panel).findAllByTestId('review');
  const write = within(panel).getByRole('button', { name: 'WRITE A REVIEW' });
  expect(write.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(write);
  expect(write.getAttribute('aria-expanded')).toBe('true');
  // The form's code arrives on the press (a chunk of its own in the build).
  return { panel, form: await within(panel).findByRole('form', { name: 'Write a review' }) };
}

const fill = (form: HTMLElement, title: string, comment: string) => {
  fireEvent.change(within(form).getByRole('textbox', { name: /^Title/ }), { target: { value: title } });
  fireEvent.change(within(form).getByRole('textbox', { name: /^Comment/ }), { target: { value: comment } });
};
const submit = (form: HTMLElement) => fireEvent.click(within(form).getByRole('button', { name: 'SUBMIT REVIEW' }));

beforeAll(async () => {
  await import('../../app/AppToaster');
});
beforeEach(() => {
  window.localStorage.clear();
  saveSession('jwt-1', { _id: BUYER_ID, name: 'Arjun Mehta', email: 'arjun@example.com' });
});
afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('WRITE A REVIEW', () => {
  it('offers 1 to 5 stars, named for screen readers, starting at none chosen', async () => {
    renderDetails(standard());
    const { form } = await openForm();
    const stars = within(form).getByRole('group', { name: 'Your rating' });
    const radios = within(stars).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    expect(radios.every((r) => !(r as HTMLInputElement).checked)).toBe(true);
    fireEvent.click(within(stars).getByRole('radio', { name: '4 stars' }));
    expect((within(stars).getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    expect(within(form).getByTestId('star-picker-value').textContent).toBe('4 of 5');
  });

  it('requires a title and a comment, and sends nothing without them', async () => {
    renderDetails(standard());
    const { form } = await openForm();
    submit(form);
    expect(within(form).getByText('Title is required')).toBeTruthy();
    expect(within(form).getByText('Comment is required')).toBeTruthy();
    expect(
      within(form)
        .getByRole('textbox', { name: /^Title/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(within(form).queryByRole('alert')).toBeNull();
    fill(form, 'Sharp', '   ');
    submit(form);
    expect(within(form).queryByText('Title is required')).toBeNull();
    expect(within(form).getByText('Comment is required')).toBeTruthy();
  });

  it('does not insist on stars: the server’s refusal of 0 shows in an alert', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDetails([
      ...standard(),
      mocks.writeReview(
        { rating: 0, title: 'Sharp', comment: 'Fits well.' },
        'Invalid request. rating: Choose a rating from 1 to 5 stars',
        [{ field: 'rating', code: 'too_small', message: 'Choose a rating from 1 to 5 stars' }],
      ),
    ]);
    const { form } = await openForm();
    fill(form, ' Sharp ', 'Fits well.');
    submit(form);
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe('Choose a rating from 1 to 5 stars');
    // The form stays open with what was typed.
    expect((within(form).getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe(' Sharp ');
  });

  it("says 'Failed to add review' when the server gives no message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDetails([
      ...standard(),
      mocks.writeReview({ rating: 5, title: 'Sharp', comment: 'Fits well.' }, new TypeError('Failed to fetch')),
    ]);
    const { form } = await openForm();
    fireEvent.click(within(form).getByRole('radio', { name: '5 stars' }));
    fill(form, 'Sharp', 'Fits well.');
    submit(form);
    expect((await within(form).findByRole('alert')).textContent).toBe('Failed to add review');
  });

  it('puts the new review on top with the new count, then resets and closes the form', async () => {
    const review = {
      __typename: 'Review' as const,
      id: 'r-new',
      author: 'Arjun Mehta',
      rating: 4,
      comment: 'The trousers needed a small alteration; the jacket fits perfectly.',
      createdAt: '2026-04-01T10:00:00.000Z',
      verifiedBuyer: false,
    };
    renderDetails([
      ...standard(),
      mocks.writeReview(
        { rating: 4, title: 'Nearly perfect', comment: review.comment },
        {
          __typename: 'WriteReviewPayload',
          review,
          product: { __typename: 'Product', id: product.id },
          summary: {
            __typename: 'ReviewSummary',
            average: 4.8,
            total: 8,
            counts: [
              { __typename: 'StarCount', stars: 5, count: 6 },
              { __typename: 'StarCount', stars: 4, count: 2 },
              { __typename: 'StarCount', stars: 3, count: 0 },
              { __typename: 'StarCount', stars: 2, count: 0 },
              { __typename: 'StarCount', stars: 1, count: 0 },
            ],
          },
        },
      ),
    ]);
    const { panel, form } = await openForm();
    fireEvent.click(within(form).getByRole('radio', { name: '4 stars' }));
    fill(form, 'Nearly perfect', review.comment);
    submit(form);

    await waitFor(() => expect(within(panel).queryByRole('form', { name: 'Write a review' })).toBeNull());
    const reviews = within(panel).getAllByTestId('review');
    expect(reviews).toHaveLength(4);
    expect(within(reviews[0] as HTMLElement).getByText(review.comment)).toBeTruthy();
    expect(within(reviews[0] as HTMLElement).getByText('Arjun Mehta')).toBeTruthy();
    expect(within(panel).getByTestId('review-average').textContent).toContain('Based on 8 reviews');
    expect(within(panel).getByTestId('stars-4').textContent).toContain('2');
    expect(within(screen.getByTestId('rating')).getByRole('button', { name: '8 reviews' })).toBeTruthy();

    // Opened again, the form starts afresh.
    fireEvent.click(within(panel).getByRole('button', { name: 'WRITE A REVIEW' }));
    const again = within(panel).getByRole('form', { name: 'Write a review' });
    expect((within(again).getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe('');
    expect(
      within(again)
        .getAllByRole('radio')
        .every((r) => !(r as HTMLInputElement).checked),
    ).toBe(true);
  });

  it('closes with Cancel', async () => {
    renderDetails(standard());
    const { panel, form } = await openForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(within(panel).queryByRole('form', { name: 'Write a review' })).toBeNull();
  });
});
