import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderMoneyFieldsFragment } from '../../__generated__/admin/graphql';
import { CancelOrderDocument } from '../../__generated__/admin/operations/CancelOrder';
import { OrderMoneyDocument } from '../../__generated__/admin/operations/OrderMoney';
import { RefundOrderDocument } from '../../__generated__/admin/operations/RefundOrder';
import { type AnyMock, renderPage } from '../../test/render-page';
import { OrderMoneyPanel } from './OrderMoneyPanel';

const line = (id: string, size: string, quantity: number): OrderMoneyFieldsFragment['lines'][number] => ({
  __typename: 'OrderMoneyLine',
  id,
  name: 'Linen Shirt',
  options: `Color: Blue · Size: ${size}`,
  quantity,
  cancelledQuantity: 0,
  refundedQuantity: 0,
  unitPricePaise: 200_000,
});

/** Two shirts of ₹2,000 with ₹400 off by coupon: ₹3,600 paid online. */
const paid: OrderMoneyFieldsFragment = {
  __typename: 'OrderMoney',
  orderId: 'o1',
  orderNumber: '1001',
  orderStatus: 'Pending',
  paymentMethod: 'razorpay',
  subtotalPaise: 400_000,
  totalPaise: 360_000,
  deliveryPaise: 0,
  codFeePaise: 0,
  paidPaise: 360_000,
  refundedPaise: 0,
  cancellable: true,
  refundable: false,
  lines: [line('l1', '38', 1), line('l2', '40', 1)],
  refunds: [],
};

const moneyMock = (money: OrderMoneyFieldsFragment): AnyMock => ({
  request: { query: OrderMoneyDocument, variables: { orderId: 'o1' } },
  result: { data: { orderRefunds: money } },
});

async function renderPanel(mocks: AnyMock[]) {
  renderPage(<OrderMoneyPanel orderId="o1" />, { mocks });
  await screen.findByText(/Paid ₹3,600/);
}

describe('the order money panel', () => {
  it('lists refunds with their status', async () => {
    const refunded: OrderMoneyFieldsFragment = {
      ...paid,
      refundedPaise: 180_000,
      refunds: [
        {
          __typename: 'Refund',
          id: 'r1',
          amountPaise: 180_000,
          reason: 'Size 38 not wanted',
          source: 'CANCELLATION',
          method: 'RAZORPAY',
          status: 'REQUESTED',
          razorpayRefundId: null,
          lastError: 'Razorpay is unavailable',
          staffName: 'Asha',
          creditNoteNumber: 'CN/26-27/0001',
          payoutReference: null,
          createdAt: '2026-11-27T10:00:00Z',
        },
      ],
    };
    await renderPanel([moneyMock(refunded)]);
    const row = screen.getByTestId('refund-row');
    expect(row.textContent).toContain('₹1,800');
    expect(row.textContent).toContain('Requested');
    expect(row.textContent).toContain('credit note CN/26-27/0001');
    expect(row.textContent).toContain('Razorpay is unavailable');
  });

  it('shows what a cancellation refunds before confirming, and cancels the chosen units', async () => {
    const cancelled: OrderMoneyFieldsFragment = { ...paid, refundedPaise: 180_000 };
    const cancelMock: AnyMock = {
      request: {
        query: CancelOrderDocument,
        variables: {
          orderId: 'o1',
          lines: [{ orderLineId: 'l1', quantity: 1 }],
          reason: 'Wrong size',
          expectedRefundedPaise: 0,
        },
      },
      result: { data: { cancelOrder: cancelled } },
    };
    await renderPanel([moneyMock(paid), cancelMock, moneyMock(cancelled)]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order…' }));
    const dialog = await screen.findByTestId('money-dialog');
    // The whole order by default: everything paid comes back.
    expect(within(dialog).getByTestId('refund-preview').textContent).toContain('₹3,600');
    fireEvent.change(within(dialog).getByLabelText(/Size: 40/), { target: { value: '0' } });
    // One of two shirts: half of what the goods were charged.
    expect(within(dialog).getByTestId('refund-preview').textContent).toContain('₹1,800');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm cancellation' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Wrong size' } });
    fireEvent.click(confirm);
    await screen.findByText('Order cancelled.');
  });

  it('refuses in the dialog an amount over what is left, and shows the api’s refusal', async () => {
    const delivered: OrderMoneyFieldsFragment = {
      ...paid,
      orderStatus: 'Delivered',
      cancellable: false,
      refundable: true,
      refundedPaise: 300_000,
    };
    const refusal: AnyMock = {
      request: {
        query: RefundOrderDocument,
        variables: {
          orderId: 'o1',
          lines: [],
          reason: 'Goodwill',
          expectedRefundedPaise: 300_000,
          amountPaise: 50_000,
        },
      },
      result: {
        errors: [
          {
            message: 'Someone else refunded or cancelled part of this order meanwhile; look again',
            extensions: { code: 'CONFLICT', reason: 'stale_version' },
          },
        ],
      },
    };
    await renderPanel([moneyMock(delivered), refusal]);
    fireEvent.click(screen.getByRole('button', { name: 'Refund…' }));
    const dialog = await screen.findByTestId('money-dialog');
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Goodwill' } });
    fireEvent.change(within(dialog).getByLabelText(/Amount in rupees/), { target: { value: '700' } });
    expect(within(dialog).getByText(/more than the ₹600 left/)).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm refund' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Amount in rupees/), { target: { value: '500' } });
    expect(within(dialog).getByTestId('refund-preview').textContent).toContain('₹500');
    fireEvent.click(confirm);
    await waitFor(() => expect(within(dialog).getByText(/Someone else refunded/)).toBeTruthy());
  });
});
