import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReviewListItemFragment } from '../../__generated__/graphql';
import { renderWithProviders } from '../../test/render';
import { ReviewList } from './ReviewList';

const review = (id: string, author: string, verifiedBuyer: boolean): ReviewListItemFragment => ({
  __typename: 'Review',
  id,
  author,
  rating: 5,
  comment: `${author} liked the fit.`,
  createdAt: '2026-03-01T10:00:00.000Z',
  verifiedBuyer,
});

describe('ReviewList', () => {
  it("marks 'Verified buyer' beside the reviews whose authors received the product, and no others", () => {
    renderWithProviders(<ReviewList reviews={[review('r1', 'Asha Verma', true), review('r2', 'Kabir Shah', false)]} />);
    const [verified, unverified] = screen.getAllByTestId('review');
    expect(within(verified as HTMLElement).getByText('Asha Verma')).toBeTruthy();
    expect(within(verified as HTMLElement).getByTestId('verified-buyer').textContent).toBe('Verified buyer');
    expect(within(unverified as HTMLElement).getByText('Kabir Shah')).toBeTruthy();
    expect(within(unverified as HTMLElement).queryByText('Verified buyer')).toBeNull();
  });
});
