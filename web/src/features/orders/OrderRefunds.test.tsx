import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { OrderRefunds } from './OrderRefunds';

const inr = (paise: number) => ({ __typename: 'Money' as const, paise, currencyCode: 'INR' as const });

describe('the buyer’s refunds on the order page', () => {
  it('shows each refund’s amount, status and where the money goes', () => {
    renderPage(
      <OrderRefunds
        refunds={[
          {
            __typename: 'OrderRefund',
            amount: inr(180_000),
            status: 'REQUESTED',
            method: 'ORIGINAL_PAYMENT',
            reason: 'Order cancelled',
            createdAt: '2026-11-27T10:00:00Z',
          },
          {
            __typename: 'OrderRefund',
            amount: inr(50_000),
            status: 'PROCESSED',
            method: 'PAYOUT',
            reason: 'Late delivery',
            createdAt: '2026-11-26T10:00:00Z',
          },
        ]}
      />,
    );
    const [first, second] = screen.getAllByTestId('order-refund');
    expect(first?.textContent).toContain('₹1,800');
    expect(first?.textContent).toContain('On its way');
    expect(first?.textContent).toContain('to the card or UPI account you paid with');
    expect(second?.textContent).toContain('Refunded');
    expect(second?.textContent).toContain('to the account you gave us');
  });

  it('shows nothing for an order without refunds', () => {
    renderPage(<OrderRefunds refunds={[]} />);
    expect(screen.queryByTestId('order-refunds')).toBeNull();
  });
});
