import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DayAtAGlanceDocument } from '../../__generated__/admin/operations/DayAtAGlance';
import { StaffMeDocument } from '../../__generated__/admin/operations/StaffMe';
import { type AnyMock, renderPage } from '../../test/render-page';
import { AdminRoutes } from '../AdminRoutes';

const me = (role: string, permissions: string[]): AnyMock => ({
  request: { query: StaffMeDocument },
  result: {
    data: {
      me: { __typename: 'StaffMember', id: 's1', email: 'desk@sutra.in', name: 'Meera Shah', role, permissions },
    },
  },
});
const lowStock = [
  {
    __typename: 'LowStockSize',
    productId: 'p1',
    productName: 'Linen Kurta',
    colour: 'Ivory',
    size: '40',
    skuId: 'k1',
    stock: 2,
  },
];
const day = (orders: object | null): AnyMock => ({
  request: { query: DayAtAGlanceDocument },
  result: { data: { dayAtAGlance: { __typename: 'DayAtAGlance', date: '2026-11-27', orders, lowStock } } },
});
const todays = {
  __typename: 'DayOrders',
  todayCount: 12,
  todayRevenuePaise: 3_456_700,
  byStatus: [{ __typename: 'OrderStatusCount', status: 'PENDING', count: 5 }],
  codWaiting: 4,
  codOverdue: 1,
  returnsWaiting: 2,
};

describe("the day's home", () => {
  it('shows the orders role today’s orders, takings, queues and sizes running low', async () => {
    renderPage(<AdminRoutes />, { mocks: [me('ORDERS', ['orders:read']), day(todays)], route: '/admin', path: '/*' });
    const tiles = await screen.findByTestId('day-orders');
    expect(tiles.textContent).toContain('Orders today12');
    expect(tiles.textContent).toContain('Revenue today₹34,567');
    expect(tiles.textContent).toContain('COD to confirm41 overdue');
    expect(tiles.textContent).toContain('Returns waiting2');
    expect(screen.getByRole('link', { name: 'COD to confirm' }).getAttribute('href')).toBe('/admin/orders?queue=1');
    expect(screen.getByRole('link', { name: 'Pending: 5' }).getAttribute('href')).toBe('/admin/orders?status=PENDING');
    expect(screen.getByRole('link', { name: 'Linen Kurta' }).getAttribute('href')).toBe('/admin/products/p1');
  });

  it('shows the catalogue role only the stock it may read', async () => {
    renderPage(<AdminRoutes />, {
      mocks: [me('CATALOGUE', ['catalogue:read']), day(null)],
      route: '/admin',
      path: '/*',
    });
    expect((await screen.findByTestId('low-stock')).textContent).toContain('Ivory · 40: 2 left');
    expect(screen.queryByTestId('day-orders')).toBeNull();
  });
});
