import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MyOrdersDocument } from '../../__generated__/operations/MyOrders';
import { OrderDetailDocument } from '../../__generated__/operations/OrderDetail';
import { inr } from '../../shared/money/format-money';
import { saveSession } from '../../shared/session/session';
import { BUYER_ID, cartMocks } from '../../test/cart-fixtures';
import { detailAnswer, detailOrder, listOrder, orderLine, ordersAnswer, shippedOrder } from '../../test/order-fixtures';
import { type AnyMock, renderStore } from '../../test/render';
import OrderDetailPage from './OrderDetailPage';
import OrdersPage from './OrdersPage';

configure({ asyncUtilTimeout: 5000 });

const bag = { ...cartMocks.bag(0), maxUsageCount: Number.POSITIVE_INFINITY };
const renderOrders = (mocks: AnyMock[]) =>
  renderStore(<OrdersPage />, { mocks: [bag, ...mocks], route: '/profile/orders', path: '/profile/orders' });
const renderDetail = (mocks: AnyMock[], pId = 'l-1') =>
  renderStore(<OrderDetailPage />, {
    mocks: [bag, ...mocks],
    route: `/profile/orders/details/o-1/${pId}`,
    path: '/profile/orders/details/:oId/:pId',
  });

beforeEach(() => {
  window.localStorage.clear();
  saveSession('jwt-1', { _id: BUYER_ID, name: 'Arjun Mehta', email: 'arjun@example.com' });
});
afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('My Orders', () => {
  it("groups the lines under 'Order Placed : date' with status, struck retail and price, and links to details", async () => {
    renderOrders([
      ordersAnswer([
        listOrder('o-3', '2026-11-21T15:00:00.000Z', 'PENDING', [
          orderLine('l-31', 'Milano Wool-Blend Two-Piece Suit'),
          orderLine('l-32', 'Jaipur Linen Kurta', {
            color: null,
            size: null,
            unitPrice: inr(249_900),
            compareAtPrice: null,
          }),
        ]),
        listOrder('o-2', '2026-11-21T09:00:00.000Z', 'SHIPPED', [orderLine('l-21', 'Harbour Linen Blazer')]),
        listOrder('o-1', '2026-11-02T09:00:00.000Z', 'DELIVERED', [orderLine('l-11', 'Oxford Shirt')]),
      ]),
    ]);
    const groups = await screen.findAllByTestId('order-group');
    expect(groups.map((g) => within(g).getByRole('heading').textContent)).toEqual([
      'Order Placed : 21 November 2026',
      'Order Placed : 2 November 2026',
    ]);
    const lines = within(groups[0] as HTMLElement).getAllByTestId('order-line');
    expect(lines).toHaveLength(3);
    const [suit, kurta, blazer] = lines as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(suit).getByText('Milano Wool-Blend Two-Piece Suit')).toBeTruthy();
    expect(within(suit).getByText('Color: Navy · Size: 40')).toBeTruthy();
    expect(within(suit).getByTestId('order-status').textContent).toBe('Pending');
    expect(within(suit).getByTestId('compare-at-price').textContent).toBe('Was ₹17,999');
    expect(within(suit).getByTestId('sale-price').textContent).toBe('₹15,499 × 1');
    expect(within(suit).getByRole('link', { name: 'View More Details >' }).getAttribute('href')).toBe(
      '/profile/orders/details/o-3/l-31',
    );
    // No made-up colour or size, and no struck price that is not above the price.
    expect(within(kurta).queryByText(/Color:/)).toBeNull();
    expect(within(kurta).queryByTestId('compare-at-price')).toBeNull();
    expect(within(suit).getByTestId('line-total').textContent).toBe('₹15,499');
    expect(within(blazer).getByTestId('order-status').textContent).toBe('Shipped');
    expect(within(groups[1] as HTMLElement).getByTestId('order-status').textContent).toBe('Delivered');
  });

  it('shows more orders on request', async () => {
    renderOrders([
      ordersAnswer(
        [listOrder('o-2', '2026-11-21T09:00:00.000Z', 'PENDING', [orderLine('l-21', 'Harbour Linen Blazer')])],
        {
          hasNextPage: true,
          endCursor: 'c-1',
          totalCount: 2,
        },
      ),
      ordersAnswer([listOrder('o-1', '2026-11-02T09:00:00.000Z', 'PENDING', [orderLine('l-11', 'Oxford Shirt')])], {
        after: 'c-1',
        totalCount: 2,
      }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Show more orders' }));
    await waitFor(() => expect(screen.getAllByTestId('order-line')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Show more orders' })).toBeNull();
  });

  it("says 'No order found' when there are none", async () => {
    renderOrders([ordersAnswer([])]);
    expect(await screen.findByText('No order found')).toBeTruthy();
  });

  it("logs 'Failed to fetch orders' and says 'No order found' when they cannot be fetched", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderOrders([
      { request: { query: MyOrdersDocument, variables: { first: 10 } }, error: new TypeError('Failed to fetch') },
    ]);
    expect(await screen.findByText('No order found')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Failed to fetch orders', expect.anything());
  });

  it("says 'Please login to view your orders' without a stored user", () => {
    window.localStorage.removeItem('sutra-user');
    renderOrders([]);
    expect(screen.getByText('Please login to view your orders')).toBeTruthy();
  });
});

describe('Order detail', () => {
  it("reads 'Loading product...' while it loads", () => {
    renderDetail([detailAnswer(detailOrder())]);
    expect(screen.getByText('Loading product...')).toBeTruthy();
  });

  it('shows a shipped order’s tracking: badge, Order #, Track your package, courier, timeline', async () => {
    renderDetail([detailAnswer(shippedOrder())]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Milano Wool-Blend Two-Piece Suit' })).toBeTruthy();
    expect(screen.getByTestId('order-badge').textContent).toBe('Shipped');
    expect(screen.getByTestId('order-number').textContent).toBe('Order # 5123401');
    const track = screen.getByRole('link', { name: /Track your package/ });
    expect(track.getAttribute('href')).toBe('https://shiprocket.example/tracking/1490812345678');
    expect(track.getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('order-courier').textContent).toBe('Delhivery Surface');
    expect(screen.getByText('Fashion')).toBeTruthy();
    expect(screen.getByTestId('order-start-time').textContent).toBe('21 November 2026');
    expect(screen.getByTestId('order-address').textContent).toBe('22 MI Road, Jaipur, Rajasthan, 302001');

    const steps = within(screen.getByTestId('order-timeline')).getAllByTestId('timeline-step');
    expect(steps.map((s) => s.dataset.kind)).toEqual(['SHIPPED', 'PROCESSED', 'PLACED']);
    expect(steps[0]?.textContent).toContain('Product Shipped');
    expect(steps[0]?.textContent).toContain('Courier: Delhivery Surface');
    expect(steps[0]?.textContent).toContain('Tracking number: 1490812345678');
    expect(steps[0]?.textContent).toContain('Estimated delivery: 26 November 2026');
    expect(steps[1]?.textContent).toContain('Preparing for shipment');
    expect(steps[2]?.textContent).toContain('Order Placed');
  });

  it("shows each return's state, and an exchange's replacement order", async () => {
    const exchanged = {
      __typename: 'OrderReturn' as const,
      id: 'r-1',
      state: 'EXCHANGED' as const,
      stateLabel: 'Exchanged',
      requestedAt: '2026-11-24T10:00:00.000Z',
      lines: [
        { __typename: 'ReturnedLine' as const, id: 'l-1', name: 'Milano Wool-Blend Two-Piece Suit', quantity: 1 },
      ],
      rejection: null,
      pickupAwb: 'SR1234567890',
      refund: inr(0),
      replacementOrderNumber: '1764239999999',
    };
    const rejected = {
      ...exchanged,
      id: 'r-2',
      state: 'REJECTED' as const,
      stateLabel: 'Not accepted',
      rejection: 'The tag was removed',
      refund: null,
      replacementOrderNumber: null,
    };
    renderDetail([detailAnswer(shippedOrder({ returns: [exchanged, rejected] }))]);
    const returns = await screen.findAllByTestId('order-return');
    expect(returns.map((r) => within(r).getByTestId('order-return-state').textContent)).toEqual([
      'Exchanged',
      'Not accepted',
    ]);
    expect(within(returns[0] as HTMLElement).getByTestId('order-return-replacement').textContent).toBe(
      'Replacement order #1764239999999',
    );
    expect(returns[1]?.textContent).toContain('Reason: The tag was removed');
  });

  it('shows no returns section for an order nobody asked to return', async () => {
    renderDetail([detailAnswer(shippedOrder())]);
    expect(await screen.findByTestId('order-badge')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Returns' })).toBeNull();
  });

  it('shows the server’s badge without tracking, no courier yet, the store’s order number', async () => {
    renderDetail([detailAnswer(detailOrder())]);
    expect(await screen.findByTestId('order-badge')).toBeTruthy();
    expect(screen.getByTestId('order-badge').textContent).toBe('Order Received');
    expect(screen.getByTestId('order-courier').textContent).toBe('Not assigned yet');
    expect(screen.getByTestId('order-number').textContent).toBe('Order # 1763740800000');
    expect(screen.queryByRole('link', { name: /Track your package/ })).toBeNull();
    expect(within(screen.getByTestId('order-timeline')).getAllByTestId('timeline-step')).toHaveLength(1);
  });

  it('still shows the order when tracking cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDetail([
      {
        request: { query: OrderDetailDocument, variables: { id: 'o-1' } },
        result: {
          data: {
            __typename: 'Query',
            order: detailOrder({ shiprocketOrderId: '5123401', statusLabel: 'Courier Assigned' }),
          },
          errors: [new GraphQLError('Shiprocket is unavailable', { extensions: { code: 'UPSTREAM_UNAVAILABLE' } })],
        },
      },
    ]);
    expect(await screen.findByTestId('order-badge')).toBeTruthy();
    expect(screen.getByTestId('order-badge').textContent).toBe('Courier Assigned');
    expect(screen.getByTestId('order-courier').textContent).toBe('Not assigned yet');
  });

  it('links to the order’s tax invoice', async () => {
    renderDetail([detailAnswer(detailOrder())]);
    const link = await screen.findByRole('link', { name: 'Invoice' });
    expect(link.getAttribute('href')).toBe('/orders/o-1/invoice');
  });

  it('shows the item’s details and the receiver tab', async () => {
    renderDetail([detailAnswer(detailOrder())]);
    fireEvent.click(await screen.findByRole('tab', { name: 'Item Details' }));
    const item = await screen.findByTestId('item-details');
    expect(item.textContent).toContain('Color: Navy');
    expect(item.textContent).toContain('Size: 40');
    const rows = within(item)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(rows).toEqual(['₹33,497', '₹3,349.70', '₹500', '₹29,647.30']);
    expect(within(item).getAllByText('Total Price')).toHaveLength(2);
    expect(within(item).getByText('Total Discount')).toBeTruthy();
    expect(within(item).getByText('Membership Points')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Receiver' }));
    const receiver = await screen.findByTestId('receiver');
    expect(receiver.textContent).toContain('Your order has been received');
    expect(receiver.textContent).toContain('1763740800000');
    expect(receiver.textContent).toContain('₹29,647.30');
    expect(receiver.textContent).toContain('Paid');
  });

  it('says an order coupon and points covered was paid with points, at ₹0', async () => {
    renderDetail([
      detailAnswer(
        detailOrder({
          orderValue: inr(0),
          membershipPointsUsed: 900,
          paymentMethod: 'POINTS',
          payment: { __typename: 'OrderPayment', state: 'COVERED', label: 'Paid with membership points' },
        }),
      ),
    ]);
    fireEvent.click(await screen.findByRole('tab', { name: 'Receiver' }));
    const receiver = await screen.findByTestId('receiver');
    const rows = within(receiver)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(rows.slice(2)).toEqual(['₹0', 'Paid with membership points']);
  });

  it('says a cash-on-delivery order is not paid yet, and what to pay at the door, in the api’s words', async () => {
    const due = 'Cash on Delivery — nothing paid yet; pay ₹2,548 on delivery';
    renderDetail([
      detailAnswer(
        detailOrder({
          orderValue: inr(254_800),
          codFee: inr(4_900),
          membershipPointsUsed: 0,
          paymentMethod: 'CASH_ON_DELIVERY',
          paymentStatus: 'DUE_ON_DELIVERY',
          payment: { __typename: 'OrderPayment', state: 'DUE_ON_DELIVERY', label: due },
        }),
      ),
    ]);
    fireEvent.click(await screen.findByRole('tab', { name: 'Receiver' }));
    const receiver = await screen.findByTestId('receiver');
    const rows = within(receiver)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(rows.slice(2)).toEqual(['₹2,548', '₹49', due]);
  });

  it('shows the line’s unit price × quantity and its total, paise with both digits', async () => {
    const line = orderLine('l-1', 'Oxford Shirt', {
      quantity: 3,
      unitPrice: inr(123_450),
      compareAtPrice: inr(149_900),
      lineTotal: inr(370_350),
    });
    renderDetail([detailAnswer(detailOrder({ lines: [line] }))]);
    fireEvent.click(await screen.findByRole('tab', { name: 'Item Details' }));
    const item = await screen.findByTestId('item-details');
    expect(within(item).getByTestId('compare-at-price').textContent).toBe('Was ₹1,499');
    expect(within(item).getByTestId('sale-price').textContent).toBe('₹1,234.50 × 3');
    expect(within(item).getByTestId('line-total').textContent).toBe('₹3,703.50');
  });

  it("says 'Failed to fetch orders' for an order that is not the buyer’s, or a line not in it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDetail([detailAnswer(null)]);
    expect(await screen.findByText('Failed to fetch orders')).toBeTruthy();
  });

  it('shows a thrown error’s message in red, centred', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDetail([
      { request: { query: OrderDetailDocument, variables: { id: 'o-1' } }, error: new TypeError('Failed to fetch') },
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed to fetch');
  });
});
