import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminOrderDocument } from '../../__generated__/admin/operations/AdminOrder';
import { ConfirmCodOrderDocument } from '../../__generated__/admin/operations/ConfirmCodOrder';
import { type AnyMock, graphqlError, renderPage } from '../../test/render-page';
import { CONFIRMED_NOTE, ORDER_NOT_FOUND, OrderPage } from './OrderPage';
import { waitingOrder } from './test-orders';

const read = (order: object): AnyMock => ({
  request: { query: AdminOrderDocument, variables: { id: 'o1' } },
  result: { data: { order } },
});
const confirmed = {
  ...waitingOrder,
  confirmation: {
    ...waitingOrder.confirmation,
    waiting: false,
    confirmedAt: '2026-11-26T09:00:00.000Z',
    confirmedBy: 's1',
  },
  shipment: { ...waitingOrder.shipment, shiprocketOrderId: '901', shiprocketShipmentId: '902' },
  audit: [
    {
      __typename: 'AuditEntry',
      id: '7',
      createdAt: '2026-11-26T09:00:00.000Z',
      action: 'order.confirm_cod',
      staff: { __typename: 'AuditStaff', id: 's1', name: 'Meera Shah' },
    },
  ],
};
const open = (mocks: AnyMock[]) =>
  renderPage(<OrderPage />, { mocks, route: '/admin/orders/o1', path: '/admin/orders/:id' });

describe('the order page', () => {
  it('shows the lines, amounts, buyer, payment and documents', async () => {
    open([read(waitingOrder)]);
    await screen.findByRole('heading', { name: 'Order 1764230000000' });
    const items = screen.getByRole('region', { name: 'Items' });
    expect(items.textContent).toContain('Linen Kurta');
    expect(items.textContent).toContain('color: Ivory · size: 40');
    expect(screen.getByRole('region', { name: 'Amounts' }).textContent).toContain('Cash-on-delivery fee₹49');
    expect(screen.getByRole('link', { name: 'Arjun Mehta' }).getAttribute('href')).toBe('/admin/customers/b1');
    expect(screen.getByRole('link', { name: /Tax invoice SUT\/26-27\/0042/ }).getAttribute('href')).toBe(
      '/admin/files/orders/o1/invoice.pdf',
    );
    expect(screen.getByRole('region', { name: 'Shipment' }).textContent).toContain('until the order is confirmed');
  });

  it('confirms a COD order waiting for it, which then shows who did', async () => {
    const confirm: AnyMock = {
      request: { query: ConfirmCodOrderDocument, variables: { id: 'o1' } },
      result: { data: { confirmCodOrder: confirmed } },
    };
    open([read(waitingOrder), confirm]);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm order' }));
    expect((await screen.findByRole('status')).textContent).toBe(CONFIRMED_NOTE);
    expect(screen.queryByRole('button', { name: 'Confirm order' })).toBeNull();
    expect(screen.getByTestId('order-audit-entry').textContent).toContain('Meera Shah · order.confirm_cod');
    expect(screen.getByRole('region', { name: 'Shipment' }).textContent).toContain('901');
  });

  it('says so when the confirmation is refused, and when there is no such order', async () => {
    const refused: AnyMock = {
      request: { query: ConfirmCodOrderDocument, variables: { id: 'o1' } },
      result: graphqlError('This order was cancelled, so it cannot be confirmed.', 'CONFLICT'),
    };
    const view = open([read(waitingOrder), refused]);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm order' }));
    expect(await screen.findByText('This order was cancelled, so it cannot be confirmed.')).toBeTruthy();
    view.unmount();

    open([
      {
        request: { query: AdminOrderDocument, variables: { id: 'o1' } },
        result: graphqlError('Order not found', 'NOT_FOUND'),
      },
    ]);
    expect(await screen.findByText(ORDER_NOT_FOUND)).toBeTruthy();
  });
});
