import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AdjustCustomerPointsDocument } from '../../__generated__/admin/operations/AdjustCustomerPoints';
import { AdminCustomerDocument } from '../../__generated__/admin/operations/AdminCustomer';
import { type AnyMock, renderPage } from '../../test/render-page';
import { CustomerPage } from './CustomerPage';
import { pointsOf } from './customer-forms';

const ID = '11111111-1111-4111-8111-111111111111';
const customer = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Customer',
  id: ID,
  name: 'Meera Shah',
  email: 'meera@example.in',
  contactNumber: '9876543210',
  createdAt: '2026-10-01T10:00:00.000Z',
  blockedAt: null,
  blockedReason: null,
  pointsBalance: 30,
  addresses: [
    {
      __typename: 'CustomerAddress',
      fullName: 'Meera Shah',
      mobile: '9876543210',
      add1: '14 Johari Bazaar',
      add2: '',
      landmark: '',
      city: 'Jaipur',
      state: 'Rajasthan',
      pincode: '302003',
      isDefault: true,
    },
  ],
  orders: [
    {
      __typename: 'CustomerOrder',
      id: 'o1',
      orderNumber: '1764000000000',
      createdAt: '2026-11-01T10:00:00.000Z',
      orderStatus: 'Delivered',
      paymentMethod: 'cod',
      totalPaise: 300_000,
    },
  ],
  returnRequests: [],
  pointsHistory: [
    {
      __typename: 'CustomerPointsEntry',
      id: 'p1',
      kind: 'ORDER',
      orderId: 'o1',
      orderNumber: '1764000000000',
      pointsEarned: 30,
      pointsRedeemed: 0,
      reason: null,
      staffName: null,
      createdAt: '2026-11-01T10:00:00.000Z',
    },
  ],
  ...overrides,
});
const pageMock = (result: object): AnyMock => ({
  request: { query: AdminCustomerDocument, variables: { id: ID } },
  result,
});
const renderCustomer = (mocks: AnyMock[]) =>
  renderPage(<CustomerPage />, { mocks, route: `/admin/customers/${ID}`, path: '/admin/customers/:id' });

describe('the customer page', () => {
  it("shows the buyer's orders linked to the order page, points and addresses", async () => {
    renderCustomer([pageMock({ data: { customer: customer() } })]);
    expect(await screen.findByRole('heading', { name: 'Meera Shah' })).toBeTruthy();
    const orders = screen.getByRole('table', { name: 'Orders' });
    expect(within(orders).getByRole('link', { name: '1764000000000' }).getAttribute('href')).toBe('/admin/orders/o1');
    expect(within(orders).getByText('Delivered · COD')).toBeTruthy();
    expect(screen.getByText('Points · balance 30')).toBeTruthy();
    expect(screen.getByText(/14 Johari Bazaar, Jaipur, Rajasthan, 302003/)).toBeTruthy();
  });

  it("adjusts points with a reason, and shows the api's refusal in its words", async () => {
    const refused: AnyMock = {
      request: {
        query: AdjustCustomerPointsDocument,
        variables: { id: ID, points: -50, reason: 'Given twice' },
      },
      result: {
        errors: [
          new GraphQLError('That would take the balance below zero: the customer has 30 points.', {
            extensions: { code: 'CONFLICT', reason: 'points_below_zero' },
          }),
        ],
      },
    };
    renderCustomer([pageMock({ data: { customer: customer() } }), refused]);
    fireEvent.click(await screen.findByRole('button', { name: 'Adjust points' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Points to give/), { target: { value: '-50' } });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Given twice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save points' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('below zero');
  });

  it('says when the buyer is blocked, and why', async () => {
    renderCustomer([
      pageMock({
        data: { customer: customer({ blockedAt: '2026-11-20T10:00:00.000Z', blockedReason: 'Refused COD parcels' }) },
      }),
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain('Refused COD parcels');
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeTruthy();
  });
});

describe('pointsOf', () => {
  it('reads whole points either way, a typographic minus too, and nothing else', () => {
    expect([pointsOf('100'), pointsOf(' -50 '), pointsOf('−20'), pointsOf('+5')]).toEqual([100, -50, -20, 5]);
    expect([pointsOf('0'), pointsOf('1.5'), pointsOf('ten'), pointsOf('')]).toEqual([null, null, null, null]);
  });
});
