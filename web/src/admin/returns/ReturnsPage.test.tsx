import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { ReturnFieldsFragment } from '../../__generated__/admin/graphql';
import { ApproveReturnDocument } from '../../__generated__/admin/operations/ApproveReturn';
import { ExchangeOptionsDocument } from '../../__generated__/admin/operations/ExchangeOptions';
import { ExchangeReturnDocument } from '../../__generated__/admin/operations/ExchangeReturn';
import { OrderReturnsDocument } from '../../__generated__/admin/operations/OrderReturns';
import { RejectReturnDocument } from '../../__generated__/admin/operations/RejectReturn';
import { ReturnQueueDocument } from '../../__generated__/admin/operations/ReturnQueue';
import { type AnyMock, renderPage } from '../../test/render-page';
import { OrderReturnsPanel } from './OrderReturnsPanel';
import { ReturnsPage } from './ReturnsPage';
import { RETURN_STALE_WORDS } from './return-words';

const requested: ReturnFieldsFragment = {
  __typename: 'ReturnRequest',
  id: 'r1',
  orderId: 'o1',
  orderNumber: '1764230000000',
  buyerName: 'Kabir Sethi',
  email: 'kabir@example.in',
  reason: "Product size doesn't fit",
  state: 'REQUESTED',
  version: 0,
  paymentMethod: 'COD',
  refundTo: 'UPI kabir@okaxis',
  images: ['/media/uploads/a.png'],
  lines: [
    {
      __typename: 'ReturnLine',
      orderLineId: 'l1',
      name: 'Oxford Shirt',
      image: '/media/shirt.jpg',
      quantity: 1,
      unitPricePaise: 249_900,
      status: 'open',
      options: [
        { __typename: 'ReturnLineOption', name: 'color', value: 'White' },
        { __typename: 'ReturnLineOption', name: 'size', value: '40' },
      ],
    },
  ],
  staffNote: null,
  pickup: {
    __typename: 'ReturnPickup',
    orderId: null,
    awb: null,
    courier: null,
    status: null,
    attempts: 0,
    error: null,
  },
  pickedUpAt: null,
  receivedAt: null,
  resellable: null,
  closedAt: null,
  refundPaise: null,
  replacementOrderId: null,
  replacementOrderNumber: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const approved: ReturnFieldsFragment = {
  ...requested,
  state: 'APPROVED',
  version: 1,
  pickup: { ...requested.pickup, orderId: '300000123', status: 'RETURN PENDING' },
};
const received: ReturnFieldsFragment = {
  ...approved,
  state: 'RECEIVED',
  version: 2,
  receivedAt: '2026-11-24T10:00:00.000Z',
  resellable: true,
};

const queueMock = (items: ReturnFieldsFragment[], state: string | null = 'REQUESTED'): AnyMock => ({
  request: { query: ReturnQueueDocument, variables: { state } },
  result: { data: { returnRequests: { __typename: 'ReturnRequestConnection', items, nextCursor: null } } },
});
const orderMock = (items: ReturnFieldsFragment[]): AnyMock => ({
  request: { query: OrderReturnsDocument, variables: { orderId: 'o1' } },
  result: { data: { returnRequests: { __typename: 'ReturnRequestConnection', items, nextCursor: null } } },
});

describe('the returns queue', () => {
  it('lists the requested returns with photos, items, reason and the COD refund destination', async () => {
    renderPage(<ReturnsPage />, { mocks: [queueMock([requested])], route: '/admin/returns', path: '/admin/returns' });
    const card = await screen.findByTestId('return-card');
    expect(card.textContent).toContain('Order 1764230000000 · Kabir Sethi');
    expect(card.textContent).toContain("Reason: Product size doesn't fit");
    expect(card.textContent).toContain('Oxford Shirt (White, size 40) × 1');
    expect(card.textContent).toContain('Refund to (cash on delivery): UPI kabir@okaxis');
    expect(within(card).getByRole('img', { name: "Buyer's photo 1" })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Approve and book pickup' })).toBeTruthy();
  });

  it('approves a return and shows the booked pickup', async () => {
    const approve: AnyMock = {
      request: { query: ApproveReturnDocument, variables: { id: 'r1', version: 0 } },
      result: { data: { approveReturn: approved } },
    };
    renderPage(<ReturnsPage />, {
      mocks: [queueMock([requested]), approve, queueMock([approved])],
      route: '/admin/returns',
      path: '/admin/returns',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve and book pickup' }));
    expect((await screen.findByTestId('return-pickup')).textContent).toContain('Shiprocket return 300000123');
  });

  it('rejects with the reason typed, and says so plainly when someone else moved it first', async () => {
    const reject: AnyMock = {
      request: { query: RejectReturnDocument, variables: { id: 'r1', version: 0, reason: 'Tag removed' } },
      result: {
        errors: [new GraphQLError('stale', { extensions: { code: 'CONFLICT', reason: 'stale_version' } })],
      },
    };
    renderPage(<ReturnsPage />, {
      mocks: [queueMock([requested]), reject],
      route: '/admin/returns',
      path: '/admin/returns',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const form = screen.getByRole('form', { name: 'Reject the return' });
    const send = within(form).getByRole('button', { name: 'Reject and tell the buyer' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: 'Tag removed' } });
    fireEvent.click(send);
    expect(await screen.findByText(RETURN_STALE_WORDS)).toBeTruthy();
  });
});

describe("the order page's returns panel", () => {
  it('exchanges a received return for another size, showing stock and never a dearer one', async () => {
    const options: AnyMock = {
      request: { query: ExchangeOptionsDocument, variables: { returnId: 'r1' } },
      result: {
        data: {
          exchangeOptions: [
            {
              __typename: 'ExchangeLine',
              orderLineId: 'l1',
              name: 'Oxford Shirt',
              unitPricePaise: 249_900,
              options: [
                {
                  __typename: 'ExchangeOption',
                  skuId: 's40',
                  colour: 'White',
                  size: '40',
                  stock: 9,
                  pricePaise: 249_900,
                  current: true,
                },
                {
                  __typename: 'ExchangeOption',
                  skuId: 's42',
                  colour: 'White',
                  size: '42',
                  stock: 3,
                  pricePaise: 249_900,
                  current: false,
                },
                {
                  __typename: 'ExchangeOption',
                  skuId: 'sb',
                  colour: 'Black',
                  size: '40',
                  stock: 5,
                  pricePaise: 299_900,
                  current: false,
                },
              ],
            },
          ],
        },
      },
    };
    const exchanged = {
      ...received,
      state: 'EXCHANGED' as const,
      version: 3,
      refundPaise: 0,
      replacementOrderNumber: '1764239999999',
    };
    const exchange: AnyMock = {
      request: {
        query: ExchangeReturnDocument,
        variables: { id: 'r1', version: 2, items: [{ orderLineId: 'l1', skuId: 's42' }] },
      },
      result: { data: { exchangeReturn: exchanged } },
    };
    renderPage(<OrderReturnsPanel orderId="o1" />, {
      mocks: [orderMock([received]), options, exchange, orderMock([exchanged])],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Exchange' }));
    const select = (await screen.findByLabelText('Replacement for Oxford Shirt')) as HTMLSelectElement;
    const offered = [...select.options].map((o) => o.textContent);
    expect(offered).toContain('White, size 42 · ₹2,499 · 3 in stock');
    expect(offered.some((o) => o?.includes('Black'))).toBe(false);
    fireEvent.change(select, { target: { value: 's42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place the replacement order' }));
    expect((await screen.findByText(/Replacement order 1764239999999/)).textContent).toBeTruthy();
  });
});
