import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminOrdersDocument } from '../../__generated__/admin/operations/AdminOrders';
import { type AnyMock, graphqlError, renderPage } from '../../test/render-page';
import { ORDERS_FORBIDDEN, OrderListPage } from './OrderListPage';
import { waitingRow } from './test-orders';

const page = (filter: object, nodes = [waitingRow], hasNextPage = false): AnyMock => ({
  request: { query: AdminOrdersDocument, variables: { filter } },
  result: {
    data: {
      orders: {
        __typename: 'OrderConnection',
        nodes,
        pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: hasNextPage ? 'o1' : null },
      },
    },
  },
});
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

describe('the order list', () => {
  it('shows each order with its buyer, total, payment and a COD order’s place in the queue', async () => {
    renderPage(<OrderListPage />, { mocks: [page({})], route: '/admin/orders', path: '/admin/orders' });
    const row = await screen.findByTestId('order-row');
    expect(row.textContent).toContain('Order 1764230000000');
    expect(row.textContent).toContain('arjun@example.in');
    expect(row.textContent).toContain('₹2,548');
    expect(row.textContent).toContain('Cash on delivery');
    expect(row.textContent).toContain('To confirm · overdue');
    expect(within(row).getByRole('link', { name: 'Order 1764230000000' }).getAttribute('href')).toBe(
      '/admin/orders/o1',
    );
  });

  it('reads its filters from the URL and applies new ones together', async () => {
    const inQueue = page({ toConfirm: true, pincode: '302003' });
    const searched = page({ search: 'arjun@example.in', toConfirm: true, pincode: '302003' }, []);
    renderPage(<OrderListPage />, {
      mocks: [inQueue, searched],
      route: '/admin/orders?queue=1&pincode=302003',
      path: '/admin/orders',
    });
    await screen.findByTestId('order-row');
    expect((screen.getByLabelText(/^Pincode/, { selector: 'input' }) as HTMLInputElement).value).toBe('302003');
    type(/^Order number, email or phone/, 'arjun@example.in');
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('No orders match.')).toBeTruthy();
  });

  it('tells a role that may not read orders so', async () => {
    renderPage(<OrderListPage />, {
      mocks: [
        { request: { query: AdminOrdersDocument, variables: { filter: {} } }, result: graphqlError('No', 'FORBIDDEN') },
      ],
      route: '/admin/orders',
      path: '/admin/orders',
    });
    expect(await screen.findByText(ORDERS_FORBIDDEN)).toBeTruthy();
  });
});
