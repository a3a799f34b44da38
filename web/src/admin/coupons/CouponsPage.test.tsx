import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CouponFieldsFragment } from '../../__generated__/admin/graphql';
import { AdminCouponsDocument } from '../../__generated__/admin/operations/AdminCoupons';
import { CreateCouponDocument } from '../../__generated__/admin/operations/CreateCoupon';
import { type AnyMock, renderPage } from '../../test/render-page';
import { CouponsPage } from './CouponsPage';
import { couponInputOf, emptyCoupon } from './coupon-form';

const used: CouponFieldsFragment = {
  __typename: 'Coupon',
  id: 'c1',
  code: 'SUTRA10',
  description: '10% off',
  kind: 'PERCENT',
  percentOff: 10,
  amountOffPaise: null,
  maxDiscountPaise: 50_000,
  minOrderPaise: 100_000,
  startsAt: null,
  expiresAt: null,
  usesPerBuyer: 1,
  totalUses: null,
  listed: true,
  uses: 3,
  state: 'LIVE',
};
const listMock = (coupons: CouponFieldsFragment[]): AnyMock => ({
  request: { query: AdminCouponsDocument },
  result: { data: { coupons } },
});
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

async function renderCoupons(mocks: AnyMock[]) {
  renderPage(<CouponsPage />, { mocks, route: '/admin/coupons', path: '/admin/coupons' });
  await screen.findByRole('heading', { name: 'Coupons' });
}

describe('the coupons page', () => {
  it('lists each coupon with its offer, state and uses', async () => {
    await renderCoupons([listMock([used])]);
    const row = screen.getByTestId('coupon-row');
    expect(row.textContent).toContain('SUTRA10');
    expect(row.textContent).toContain('10% off (up to ₹500) on ₹1,000 or more');
    expect(row.textContent).toContain('Used 3 times');
    expect(within(row).getByRole('button', { name: 'End SUTRA10' })).toBeTruthy();
  });

  it('checks a new coupon as it is typed, by the api’s rules', async () => {
    await renderCoupons([listMock([])]);
    fireEvent.click(screen.getByRole('button', { name: 'New coupon' }));
    type(field(/^Code/), 'a b');
    expect(screen.getByText('3 to 32 letters, digits or dashes')).toBeTruthy();
    type(field(/^Percent off/), '120');
    expect(screen.getByText('A whole percent from 1 to 100')).toBeTruthy();
    type(field(/^Code/), 'MONSOON');
    expect(screen.queryByText('3 to 32 letters, digits or dashes')).toBeNull();
  });

  it('creates a coupon in paise', async () => {
    const values = { ...emptyCoupon, code: 'MONSOON', percentOff: '15', minOrderRupees: '1999.50' };
    const created = { ...used, id: 'c2', code: 'MONSOON', percentOff: 15, maxDiscountPaise: null, uses: 0 };
    const createMock: AnyMock = {
      request: { query: CreateCouponDocument, variables: { input: couponInputOf(values) } },
      result: { data: { createCoupon: created } },
    };
    expect(couponInputOf(values).minOrderPaise).toBe(199_950);
    await renderCoupons([listMock([]), createMock, listMock([created])]);
    fireEvent.click(screen.getByRole('button', { name: 'New coupon' }));
    type(field(/^Code/), 'MONSOON');
    type(field(/^Percent off/), '15');
    type(field(/^Minimum order/), '1999.50');
    fireEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect((await screen.findByRole('status')).textContent).toContain('Coupon created.');
  });

  it('asks before an edited coupon is closed unsaved', async () => {
    await renderCoupons([listMock([used])]);
    fireEvent.click(screen.getByRole('button', { name: 'Edit SUTRA10' }));
    type(field(/^Description/), 'Changed');
    const original = window.confirm;
    const asked: string[] = [];
    window.confirm = (message?: string) => {
      asked.push(message ?? '');
      return false;
    };
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    window.confirm = original;
    expect(asked).toEqual(['You have an unsaved coupon. Leave without saving?']);
    expect(screen.getByTestId('coupon-form')).toBeTruthy();
  });
});
