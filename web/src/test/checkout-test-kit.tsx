import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import type { CheckoutPriceInput } from '../__generated__/graphql';
import CheckoutPage from '../features/checkout/CheckoutPage';
import { saveSession } from '../shared/session/session';
import { BUYER_ID, cartMocks, fullCart } from './cart-fixtures';
import { checkoutPage, type FakeServer, type offer, offersMock, priceMock } from './checkout-fixtures';
import { type AnyMock, renderStore } from './render';

export const signIn = () => saveSession('jwt-1', { _id: BUYER_ID, name: 'Arjun Mehta', email: 'arjun@example.com' });

export const DEFAULT_SERVER = { subtotal: 3_349_700, points: 500, coupons: { SUTRA10: 10 } };

/**
 * /checkout over the account, the cart (Milano ×2, kurta, out-of-stock blazer: ₹33,497), a fake server that prices the
 * summary from what it holds (`server`, which tests change as the server would), the offers, and any further answers.
 */
export function renderCheckout(
  mocks: AnyMock[] = [],
  {
    points = 500,
    hold = [] as string[],
    cartAnswer = fullCart(),
    server = { ...DEFAULT_SERVER, points } as FakeServer,
    offers = [] as ReturnType<typeof offer>[],
    seen = [] as CheckoutPriceInput[],
  } = {},
) {
  return renderStore(<CheckoutPage />, {
    mocks: [
      { ...cartMocks.bag(cartAnswer.count), maxUsageCount: Number.POSITIVE_INFINITY },
      { ...checkoutPage(server.points), maxUsageCount: Number.POSITIVE_INFINITY },
      { ...cartMocks.page(cartAnswer), maxUsageCount: Number.POSITIVE_INFINITY },
      priceMock(server, seen),
      offersMock(offers),
      ...mocks,
    ],
    route: '/checkout',
    path: '/checkout',
    hold,
  });
}

/** A mock whose answer also changes the fake server, as the real write would, when it reaches the server. */
export const changing = <M extends { result: object }>(mock: M, change: () => void) => ({
  ...mock,
  result: () => {
    change();
    return mock.result;
  },
});

export const region = (name: string) => screen.getByRole('region', { name });
export const figure = (id: string) => screen.getByTestId(id).textContent;
export const completeButton = () => screen.getByTestId('complete-purchase') as HTMLButtonElement;
export const editButton = (section: string) =>
  within(region(section)).queryByRole('button', { name: 'Edit Info' }) as HTMLButtonElement | null;
export const sameAsDelivery = () =>
  within(region('Billing Address')).getByRole('checkbox', { name: 'Same as delivery address' }) as HTMLInputElement;
export const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
export const field = (scope: HTMLElement, label: RegExp) =>
  within(scope).getByLabelText(label, { selector: 'input, select' }) as HTMLInputElement;

export async function ready() {
  await screen.findByRole('region', { name: 'Order Items' });
  await waitFor(() => expect(screen.getByTestId('checkout-delivery-address').textContent).toContain('22 MI Road'));
  await waitFor(() => expect(completeButton().disabled).toBe(false));
}

/**
 * Each checkout test starts signed in, with nothing stored and no payment script, and the toaster's chunk loaded;
 * findBy/waitFor wait up to 5 s (the page makes several requests before it settles). Call at the top of a test file.
 */
export function setupCheckoutTests(): void {
  configure({ asyncUtilTimeout: 5000 });
  beforeAll(async () => {
    await import('../app/AppToaster');
  });
  beforeEach(() => {
    window.localStorage.clear();
    signIn();
  });
  afterEach(() => {
    window.localStorage.clear();
    delete window.Razorpay;
    vi.restoreAllMocks();
  });
}
