import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MembershipPageDocument } from '../../__generated__/operations/MembershipPage';
import { inr } from '../../shared/money/format-money';
import { saveSession } from '../../shared/session/session';
import { BUYER_ID, cartMocks } from '../../test/cart-fixtures';
import { renderStore } from '../../test/render';
import MembershipPage from './MembershipPage';

configure({ asyncUtilTimeout: 5000 });

const entry = (id: string, orderNumber: string, pointsEarned: number, pointsRedeemed: number, createdAt: string) => ({
  __typename: 'PointsEntry' as const,
  id,
  orderId: `o-${id}`,
  orderNumber,
  pointsEarned,
  pointsRedeemed,
  createdAt,
});

const membership = (history: ReturnType<typeof entry>[], totalPoints: number, cartCount: number) => ({
  request: { query: MembershipPageDocument },
  result: {
    data: {
      __typename: 'Query' as const,
      membership: {
        __typename: 'Membership' as const,
        id: BUYER_ID,
        totalPoints,
        ordersPlaced: history.length,
        pointValue: inr(100),
        spendPerPointEarned: inr(10_000),
        pointsHistory: history,
      },
      cart: { __typename: 'Cart' as const, id: BUYER_ID, count: cartCount },
    },
  },
  delay: 0,
});

const render = (mock: ReturnType<typeof membership>) =>
  renderStore(<MembershipPage />, {
    mocks: [{ ...cartMocks.bag(0), maxUsageCount: Number.POSITIVE_INFINITY }, mock],
    route: '/profile/membership',
    path: '/profile/membership',
  });

beforeEach(() => saveSession('jwt-1', { _id: BUYER_ID, name: 'Arjun Mehta', email: 'arjun@example.com' }));
afterEach(() => window.localStorage.clear());

describe('Membership', () => {
  it('shows the banner, orders placed, points, history and terms; Redeem Points goes to the cart when it holds items', async () => {
    render(
      membership(
        [
          entry('2', '1763740800000', 296, 500, '2026-11-21T16:00:00.000Z'),
          entry('1', '1762070400000', 154, 0, '2026-11-02T08:00:00.000Z'),
        ],
        450,
        2,
      ),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'BECOME A MEMBER' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop Now' }).getAttribute('href')).toBe('/product-listing');
    expect((await screen.findByTestId('orders-placed')).textContent).toBe('2');
    expect(screen.getByText('No Of Order Placed')).toBeTruthy();
    expect(screen.getByText('Your Points')).toBeTruthy();
    expect(screen.getByTestId('total-points').textContent).toBe('450');
    expect(screen.getByRole('link', { name: 'Redeem Points' }).getAttribute('href')).toBe('/cart');
    const rows = within(screen.getByTestId('points-history')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '21 November 20261763740800000+296−500',
      '2 November 20261762070400000+1540',
    ]);
    expect(screen.getByTestId('membership-terms')).toBeTruthy();
  });

  it('hides the terms without history, and Redeem Points goes shopping when the cart is empty', async () => {
    render(membership([], 0, 0));
    expect((await screen.findByTestId('total-points')).textContent).toBe('0');
    expect(screen.getByTestId('orders-placed').textContent).toBe('0');
    expect(screen.getByRole('link', { name: 'Redeem Points' }).getAttribute('href')).toBe('/product-listing');
    expect(screen.getByTestId('no-points-history')).toBeTruthy();
    expect(screen.queryByTestId('membership-terms')).toBeNull();
  });
});
