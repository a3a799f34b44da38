import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutInput, CheckoutPriceInput } from '../../__generated__/graphql';
import { CheckoutPageDocument } from '../../__generated__/operations/CheckoutPage';
import { saveSession } from '../../shared/session/session';
import { BUYER_ID, blazerLine, cart, cartMocks, fullCart, kurtaLine, milanoLine } from '../../test/cart-fixtures';
import { type AnyMock, renderStore } from '../../test/render';
import CheckoutPage from './CheckoutPage';
import {
  baseInput,
  checkoutPage,
  couponAnswer,
  couponNetworkFailure,
  FakeRazorpay,
  type FakeServer,
  installFakeRazorpay,
  offer,
  offersMock,
  placeCodOrderMock,
  placeCoveredOrderMock,
  placeOrderMock,
  priceMock,
  serverPrice,
  startCheckoutMock,
} from './checkout-fixtures';
import { PAYMENT_FAILED_TEXT } from './PaymentFailedModal';

configure({ asyncUtilTimeout: 5000 });

const signIn = () => saveSession('jwt-1', { _id: BUYER_ID, name: 'Arjun Mehta', email: 'arjun@example.com' });

const DEFAULT_SERVER = { subtotal: 33497, points: 500, coupons: { SUTRA10: 10 } };

/**
 * /checkout over the account, the cart (Milano ×2, kurta, out-of-stock blazer: ₹33,497), a fake server that prices the
 * summary from what it holds (`server`, which tests change as the server would), the offers, and any further answers.
 */
function renderCheckout(
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
const changing = <M extends { result: object }>(mock: M, change: () => void) => ({
  ...mock,
  result: () => {
    change();
    return mock.result;
  },
});

const region = (name: string) => screen.getByRole('region', { name });
const figure = (id: string) => screen.getByTestId(id).textContent;
const completeButton = () => screen.getByTestId('complete-purchase') as HTMLButtonElement;
const editButton = (section: string) =>
  within(region(section)).queryByRole('button', { name: 'Edit Info' }) as HTMLButtonElement | null;
const sameAsDelivery = () =>
  within(region('Billing Address')).getByRole('checkbox', { name: 'Same as delivery address' }) as HTMLInputElement;
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const field = (scope: HTMLElement, label: RegExp) =>
  within(scope).getByLabelText(label, { selector: 'input, select' }) as HTMLInputElement;

async function ready() {
  await screen.findByRole('region', { name: 'Order Items' });
  await waitFor(() => expect(screen.getByTestId('checkout-delivery-address').textContent).toContain('22 MI Road'));
  await waitFor(() => expect(completeButton().disabled).toBe(false));
}

beforeAll(async () => {
  await import('../../app/AppToaster');
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

describe('Checkout', () => {
  it('sends a guest to log in and come back', () => {
    window.localStorage.clear();
    renderCheckout();
    expect(screen.getByTestId('location').textContent).toBe('/login?redirect=%2Fcheckout');
  });

  it('shows the buyer, the delivery address billed by default, the items and the server’s figures', async () => {
    renderCheckout();
    await ready();
    expect(within(region('My Information')).getByTestId('checkout-name').textContent).toBe('Arjun Mehta');
    expect(within(region('My Information')).getByTestId('checkout-email').textContent).toBe('arjun@example.com');
    expect(sameAsDelivery().checked).toBe(true);
    expect(screen.getByTestId('checkout-billing-address').textContent).toContain('22 MI Road, Second floor');

    const items = within(region('Order Items'));
    expect(items.getAllByTestId('checkout-line')).toHaveLength(3);
    expect(items.getByRole('button', { name: 'Remove Milano Wool-Blend Two-Piece Suit' })).toBeTruthy();
    const standard = items.getByRole('radio', { name: /Standard 4-6 days/ }) as HTMLInputElement;
    const express = items.getByRole('radio', { name: /Express 1-2 days/ }) as HTMLInputElement;
    expect(standard.checked).toBe(true);
    expect(express.checked).toBe(false);
    expect(items.getByTestId('delivery-standard').textContent).toContain('Free');
    expect(items.getByTestId('delivery-express').textContent).toContain('Free');

    // The cart's total as the server priced it (the out-of-stock blazer is not in it), 500 points at ₹1 each.
    expect(figure('summary-order-value')).toBe('₹33,497');
    expect(figure('summary-discount')).toBe('− ₹0');
    expect(figure('summary-delivery')).toBe('Free');
    expect(figure('summary-points')).toBe('− ₹500');
    expect(figure('summary-total')).toBe('₹32,997');
    expect(completeButton().textContent).toBe('Complete Purchase');
  });

  it('edits one section at a time: the others wait, and so does Complete Purchase', async () => {
    renderCheckout();
    await ready();
    fireEvent.click(editButton('My Information') as HTMLButtonElement);
    expect(within(region('My Information')).getByRole('form', { name: 'Edit my information' })).toBeTruthy();
    expect(editButton('My Information')).toBeNull();
    expect(editButton('Delivery Address')?.disabled).toBe(true);
    expect(editButton('Billing Address')?.disabled).toBe(true);
    expect(sameAsDelivery().disabled).toBe(true);
    expect(completeButton().disabled).toBe(true);
    expect(screen.getByText('Save or cancel your changes above first.')).toBeTruthy();

    fireEvent.click(within(region('My Information')).getByRole('button', { name: 'Cancel' }));
    expect(editButton('Delivery Address')?.disabled).toBe(false);
    fireEvent.click(editButton('Delivery Address') as HTMLButtonElement);
    expect(within(region('Delivery Address')).getByRole('form', { name: 'Edit delivery address' })).toBeTruthy();
    expect(editButton('My Information')?.disabled).toBe(true);
    expect(editButton('Billing Address')?.disabled).toBe(true);
  });

  it('unticks same-as-delivery when a billing field is edited, checks billing’s fields and bills the new address', async () => {
    installFakeRazorpay();
    const billing = {
      name: 'Sutra Tailors LLP',
      phone: '9829012345',
      add1: '22 MI Road',
      add2: 'Second floor',
      landmark: 'Near Panch Batti',
      state: 'Rajasthan',
      city: 'Jaipur',
      pincode: '302001',
    };
    renderCheckout([startCheckoutMock({ ...baseInput, billingAddress: billing })]);
    await ready();
    fireEvent.click(editButton('Billing Address') as HTMLButtonElement);
    const form = within(region('Billing Address')).getByRole('form', { name: 'Edit billing address' });
    expect(sameAsDelivery().checked).toBe(true);
    expect(field(form, /^Full Name/).value).toBe('Arjun Mehta');

    type(field(form, /^Full Name/), '');
    expect(sameAsDelivery().checked).toBe(false);
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Full name is required')).toBeTruthy();
    type(field(form, /^Full Name/), 'Sutra Tailors LLP');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('checkout-billing-address').textContent).toContain('Sutra Tailors LLP');
    expect(screen.getByTestId('checkout-delivery-address').textContent).toContain('Arjun Mehta');

    fireEvent.click(completeButton());
    await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
  });

  it('says so when the account cannot be loaded, and waits for an address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderStore(<CheckoutPage />, {
      mocks: [
        { ...cartMocks.bag(4), maxUsageCount: Number.POSITIVE_INFINITY },
        { request: { query: CheckoutPageDocument }, error: new TypeError('Failed to fetch') },
        { ...cartMocks.page(fullCart()), maxUsageCount: Number.POSITIVE_INFINITY },
      ],
      route: '/checkout',
      path: '/checkout',
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Your account details could not be loaded.');
    // The stored user stands in for My Information.
    expect(within(region('My Information')).getByTestId('checkout-name').textContent).toBe('Arjun Mehta');
    expect(completeButton().disabled).toBe(true);
    expect(screen.getByText('Add your delivery address to continue.')).toBeTruthy();
  });

  it('Cancel gives the tick back', async () => {
    renderCheckout();
    await ready();
    fireEvent.click(editButton('Billing Address') as HTMLButtonElement);
    const form = within(region('Billing Address')).getByRole('form', { name: 'Edit billing address' });
    type(field(form, /^City/), 'Pune');
    expect(sameAsDelivery().checked).toBe(false);
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(sameAsDelivery().checked).toBe(true);
    expect(screen.getByTestId('checkout-billing-address').textContent).toContain('Jaipur');
  });
});

describe('Checkout coupon box', () => {
  const apply = (code: string) => {
    const box = screen.getByRole('form', { name: 'Coupon' });
    type(within(box).getByRole('textbox', { name: 'Coupon code' }), code);
    fireEvent.click(within(box).getByRole('button', { name: 'Apply' }));
  };

  it('shows the server’s message and keeps its discount when the coupon applies', async () => {
    renderCheckout([
      couponAnswer('sutra10', { valid: true, message: 'Coupon applied successfully', discount: 3349.7 }),
    ]);
    await ready();
    apply('sutra10');
    const message = await screen.findByTestId('coupon-message');
    expect(message.textContent).toBe('Coupon applied successfully');
    expect(message.getAttribute('role')).toBe('status');
    expect(message.dataset.tone).toBe('success');
    expect(screen.getByTestId('applied-coupon').textContent).toBe('SUTRA10');
    await waitFor(() => expect(figure('summary-discount')).toBe('− ₹3,349.70'));
    expect(figure('summary-total')).toBe('₹29,647.30');
  });

  it('shows a refusal in red and leaves no discount', async () => {
    renderCheckout([
      couponAnswer('SUTRA10', { valid: true, message: 'Coupon applied successfully', discount: 3349.7 }),
      couponAnswer('OLDCODE', { valid: false, message: 'This coupon has expired', discount: 0 }),
    ]);
    await ready();
    apply('SUTRA10');
    await waitFor(() => expect(figure('summary-discount')).toBe('− ₹3,349.70'));
    apply('OLDCODE');
    await waitFor(() => expect(figure('coupon-message')).toBe('This coupon has expired'));
    const message = screen.getByTestId('coupon-message');
    expect(message.getAttribute('role')).toBe('alert');
    expect(message.dataset.tone).toBe('error');
    expect(screen.queryByTestId('applied-coupon')).toBeNull();
    await waitFor(() => expect(figure('summary-discount')).toBe('− ₹0'));
    expect(figure('summary-total')).toBe('₹32,997');
  });

  it("says 'Coupon not found' when the check cannot be made", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCheckout([couponNetworkFailure('SUTRA10')]);
    await ready();
    apply('SUTRA10');
    await waitFor(() => expect(figure('coupon-message')).toBe('Coupon not found'));
    expect(figure('summary-discount')).toBe('− ₹0');
  });

  it('sends the code as typed, unchecked, and the applied code with the purchase', async () => {
    installFakeRazorpay();
    renderCheckout([
      couponAnswer(' sutra10 ', { valid: true, message: 'Coupon applied successfully', discount: 3349.7 }),
      startCheckoutMock(
        { ...baseInput, couponCode: 'SUTRA10' },
        { price: serverPrice({ couponCode: 'SUTRA10', discount: 3349.7, total: 29647.3 }) },
      ),
    ]);
    await ready();
    apply(' sutra10 ');
    await waitFor(() => expect(screen.getByTestId('applied-coupon').textContent).toBe('SUTRA10'));
    fireEvent.click(completeButton());
    await waitFor(() => expect(FakeRazorpay.last?.options.amount).toBe(2964730));
  });
});

describe('Checkout membership points', () => {
  it('are on by default, and turning them off leaves them out of the total and the purchase', async () => {
    installFakeRazorpay();
    const seen: CheckoutInput[] = [];
    renderCheckout([
      startCheckoutMock(
        { ...baseInput, useMembershipPoints: false },
        { price: serverPrice({ membershipPointsUsed: 0, total: 33497 }) },
        seen,
      ),
    ]);
    await ready();
    const toggle = screen.getByRole('checkbox', { name: 'Use Membership Points' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(screen.getByTestId('points-available').textContent).toBe('You have 500 points (1 point = ₹1 off).');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(false));
    expect(screen.queryByTestId('summary-points')).toBeNull();
    await waitFor(() => expect(figure('summary-total')).toBe('₹33,497'));
    fireEvent.click(completeButton());
    await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
    expect(seen.at(-1)?.useMembershipPoints).toBe(false);
  });

  it('leave Razorpay’s ₹1 when they fall short of the whole amount', async () => {
    renderCheckout([], {
      cartAnswer: cart([kurtaLine()], 2499),
      server: { subtotal: 2499, points: 2498, coupons: {} },
    });
    await ready();
    expect(figure('summary-points')).toBe('− ₹2,498');
    expect(figure('summary-total')).toBe('₹1');
    expect(completeButton().textContent).toBe('Complete Purchase');
  });

  it('that cover everything leave ₹0 to pay: the order is placed without the payment window', async () => {
    installFakeRazorpay();
    const covered = serverPrice({
      subtotal: 2499,
      membershipPointsUsed: 2499,
      pointsValue: 2499,
      total: 0,
      paymentRequired: false,
    });
    const view = renderCheckout([startCheckoutMock(baseInput, { price: covered }), placeCoveredOrderMock('chk-1')], {
      cartAnswer: cart([kurtaLine()], 2499),
      server: { subtotal: 2499, points: 100000, coupons: {} },
    });
    await ready();
    expect(figure('summary-points')).toBe('− ₹2,499');
    expect(figure('summary-total')).toBe('₹0');
    expect(screen.getByTestId('points-used').textContent).toBe('This order uses 2,499 points.');
    expect(screen.getByTestId('nothing-to-pay')).toBeTruthy();
    expect(completeButton().textContent).toBe('Place order — ₹0 to pay');

    fireEvent.click(completeButton());
    expect(await screen.findByTestId('order-placed')).toBeTruthy();
    expect(view.held.sent).toContain('PlaceCoveredOrder');
    expect(view.held.sent).not.toContain('PlaceOrder');
    expect(FakeRazorpay.last).toBeNull();
  });
});

describe('Cash on Delivery', () => {
  it('adds its fee to the total, places the order without the payment window, and is asked with the pincode', async () => {
    installFakeRazorpay();
    const seen: CheckoutPriceInput[] = [];
    const cod = serverPrice({
      subtotal: 2499,
      membershipPointsUsed: 0,
      pointsValue: 0,
      codFee: 49,
      total: 2548,
      paymentRequired: false,
      paymentMethod: 'CASH_ON_DELIVERY',
    });
    const view = renderCheckout(
      [
        startCheckoutMock({ ...baseInput, paymentMethod: 'CASH_ON_DELIVERY' }, { price: cod }),
        placeCodOrderMock('chk-1'),
      ],
      { cartAnswer: cart([kurtaLine()], 2499), server: { subtotal: 2499, points: 0, coupons: {} }, seen },
    );
    await ready();
    const choice = within(screen.getByTestId('payment-choice'));
    expect(choice.getByTestId('payment-cod').textContent).toContain('+ ₹49');
    fireEvent.click(choice.getByRole('radio', { name: /Cash on Delivery/ }));
    await waitFor(() => expect(figure('summary-cod-fee')).toBe('₹49'));
    expect(figure('summary-total')).toBe('₹2,548');
    expect(screen.getByTestId('pay-on-delivery').textContent).toBe('Pay the courier ₹2,548 when your order arrives.');
    expect(completeButton().textContent).toBe('Place order — pay on delivery');
    expect(seen.at(-1)).toMatchObject({ paymentMethod: 'CASH_ON_DELIVERY', pincode: '302001' });

    fireEvent.click(completeButton());
    expect(await screen.findByTestId('order-placed')).toBeTruthy();
    expect(view.held.sent).toContain('PlaceCodOrder');
    expect(view.held.sent).not.toContain('PlaceOrder');
    expect(FakeRazorpay.last).toBeNull();
  });

  it('is shown unavailable, with the reason, where it is not offered', async () => {
    renderCheckout([], { server: { subtotal: 33497, points: 0, coupons: {} } });
    await ready();
    const choice = within(screen.getByTestId('payment-choice'));
    await waitFor(() =>
      expect(choice.getByTestId('cod-unavailable').textContent).toBe(
        'Cash on Delivery is available on orders up to ₹25,000',
      ),
    );
    expect((choice.getByRole('radio', { name: /Cash on Delivery/ }) as HTMLInputElement).disabled).toBe(true);
    expect((choice.getByRole('radio', { name: /Pay online/ }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('Complete Purchase', () => {
  it("reads 'Processing' and is disabled while it runs, then opens the payment window with the server’s amount", async () => {
    installFakeRazorpay();
    const view = renderCheckout([startCheckoutMock(baseInput)], { hold: ['StartCheckout'] });
    await ready();
    fireEvent.click(completeButton());
    await waitFor(() => expect(view.held.pending('StartCheckout')).toBe(1));
    expect(completeButton().disabled).toBe(true);
    expect(completeButton().textContent).toContain('Processing');
    // A second click starts nothing more.
    fireEvent.click(completeButton());
    await act(async () => view.held.release('StartCheckout'));
    await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
    const options = FakeRazorpay.last?.options;
    expect(options).toMatchObject({
      key: 'rzp_test_sandbox',
      amount: 3299700,
      currency: 'INR',
      order_id: 'order_SandboxA1b2C3',
      prefill: { name: 'Arjun Mehta', email: 'arjun@example.com', contact: '9829012345' },
      retry: { enabled: false },
    });
    expect(completeButton().textContent).toContain('Processing');
    expect(figure('summary-total')).toBe('₹32,997');
    expect(view.held.sent.filter((name) => name === 'StartCheckout')).toHaveLength(1);
  });

  it('places the order after a successful payment and shows Order Placed with its two ways on', async () => {
    installFakeRazorpay();
    const view = renderCheckout([startCheckoutMock(baseInput), placeOrderMock()]);
    await ready();
    fireEvent.click(completeButton());
    await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
    act(() => FakeRazorpay.last?.pay());
    const placed = await screen.findByTestId('order-placed');
    expect(within(placed).getByText('Order Placed')).toBeTruthy();
    expect(within(placed).getByRole('link', { name: 'Check Order' }).getAttribute('href')).toBe('/profile/orders');
    expect(within(placed).getByRole('link', { name: 'Go Home Page' }).getAttribute('href')).toBe('/');
    expect(view.held.sent).toContain('PlaceOrder');
    expect(screen.queryByTestId('payment-failed')).toBeNull();
  });

  it('shows Payment Failed for a declined card, places nothing, and UPDATE PAYMENT METHOD tries again', async () => {
    installFakeRazorpay();
    const view = renderCheckout([{ ...startCheckoutMock(baseInput), maxUsageCount: 2 }]);
    await ready();
    fireEvent.click(completeButton());
    await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
    act(() => FakeRazorpay.last?.decline());
    const failed = await screen.findByTestId('payment-failed');
    expect(within(failed).getByText('Payment Failed')).toBeTruthy();
    expect(within(failed).getByText(PAYMENT_FAILED_TEXT)).toBeTruthy();
    expect(PAYMENT_FAILED_TEXT).toBe(
      'Hey there. We tried to charge you with your selected payment mode, but something went wrong. Please change your payment method below to continue.',
    );
    expect(within(failed).getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe('/support');
    expect(view.held.sent).not.toContain('PlaceOrder');
    expect(completeButton().disabled).toBe(false);

    const first = FakeRazorpay.last;
    fireEvent.click(within(failed).getByRole('button', { name: 'UPDATE PAYMENT METHOD' }));
    await waitFor(() => expect(FakeRazorpay.last).not.toBe(first));
    expect(FakeRazorpay.last?.opened).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('payment-failed')).toBeNull());
  });

  it("shows Payment Failed with 'Razorpay SDK failed to load' when the payment script does not load", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // No window.Razorpay: the script is asked for, and (as happy-dom loads no scripts) fails.
    const view = renderCheckout([startCheckoutMock(baseInput)]);
    await ready();
    fireEvent.click(completeButton());
    const failed = await screen.findByTestId('payment-failed');
    expect(within(failed).getByText(PAYMENT_FAILED_TEXT)).toBeTruthy();
    expect(within(failed).getByTestId('payment-failed-detail').textContent).toBe('Razorpay SDK failed to load');
    expect(view.held.sent).not.toContain('PlaceOrder');
  });

  it('shows Payment Failed when the order cannot be placed after paying', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeRazorpay();
    renderCheckout([startCheckoutMock(baseInput), placeOrderMock({ error: 'The payment could not be verified' })]);
    await ready();
    fireEvent.click(completeButton());
    await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
    act(() => FakeRazorpay.last?.pay());
    expect(await screen.findByTestId('payment-failed')).toBeTruthy();
    expect(screen.queryByTestId('order-placed')).toBeNull();
  });

  it('shows Payment Failed when the checkout cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeRazorpay();
    renderCheckout([startCheckoutMock(baseInput, { networkError: true })]);
    await ready();
    fireEvent.click(completeButton());
    expect(await screen.findByTestId('payment-failed')).toBeTruthy();
    expect(FakeRazorpay.last).toBeNull();
  });

  it('says what the server refused (nothing charged) and lets the buyer try again', async () => {
    installFakeRazorpay();
    renderCheckout([startCheckoutMock(baseInput, { error: 'Pincode must be 6 digits' })]);
    await ready();
    fireEvent.click(completeButton());
    const summary = region('Order Summary');
    await waitFor(() => expect(within(summary).getByRole('alert').textContent).toBe('Pincode must be 6 digits'));
    expect(screen.queryByTestId('payment-failed')).toBeNull();
    expect(FakeRazorpay.last).toBeNull();
    expect(completeButton().disabled).toBe(false);
  });

  it('closing the payment window ends the attempt quietly', async () => {
    installFakeRazorpay();
    renderCheckout([startCheckoutMock(baseInput)]);
    await ready();
    fireEvent.click(completeButton());
    await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
    act(() => FakeRazorpay.last?.dismiss());
    await waitFor(() => expect(completeButton().disabled).toBe(false));
    expect(completeButton().textContent).toBe('Complete Purchase');
    expect(screen.queryByTestId('payment-failed')).toBeNull();
  });
});

describe('Checkout order items', () => {
  it('removes an item through the cart, and the server prices what is left', async () => {
    const server = { ...DEFAULT_SERVER };
    renderCheckout(
      [changing(cartMocks.remove('l-kurta', cart([milanoLine()], 30998)), () => (server.subtotal = 30998))],
      {
        server,
      },
    );
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Jaipur Linen Kurta' }));
    await waitFor(() => expect(screen.getAllByTestId('checkout-line')).toHaveLength(1));
    await waitFor(() => expect(figure('summary-order-value')).toBe('₹30,998'));
  });

  it('re-prices the discount after the payment window was closed and a line removed (no stale SUTRA10)', async () => {
    installFakeRazorpay();
    const server = { ...DEFAULT_SERVER };
    const seen: CheckoutPriceInput[] = [];
    const view = renderCheckout(
      [
        couponAnswer('SUTRA10', { valid: true, message: 'Coupon applied successfully', discount: 3349.7 }),
        startCheckoutMock(
          { ...baseInput, couponCode: 'SUTRA10' },
          { price: serverPrice({ couponCode: 'SUTRA10', discount: 3349.7, total: 29647.3 }) },
        ),
        // The server answers what the page already shows: nothing in the cart's lines changes when it arrives.
        changing(
          cartMocks.remove('l-kurta', cart([milanoLine(), blazerLine()], 30998)),
          () => (server.subtotal = 30998),
        ),
      ],
      { server, seen, hold: ['RemoveCartLine'] },
    );
    await ready();
    const box = screen.getByRole('form', { name: 'Coupon' });
    type(within(box).getByRole('textbox', { name: 'Coupon code' }), 'SUTRA10');
    fireEvent.click(within(box).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(figure('summary-discount')).toBe('− ₹3,349.70'));

    // Open the payment window, then close it without paying.
    fireEvent.click(completeButton());
    await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
    act(() => FakeRazorpay.last?.dismiss());
    await waitFor(() => expect(completeButton().textContent).toBe('Complete Purchase'));

    // Remove the kurta: it leaves the list at once, but the server still holds it until the removal arrives, so a
    // price asked meanwhile is the old cart's.
    const asked = seen.length;
    fireEvent.click(screen.getByRole('button', { name: 'Remove Jaipur Linen Kurta' }));
    await waitFor(() => expect(view.held.pending('RemoveCartLine')).toBe(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Jaipur Linen Kurta' })).toBeNull());
    await waitFor(() => expect(seen.length).toBeGreaterThan(asked));
    await waitFor(() => expect(screen.getByTestId('order-summary').querySelector('[aria-busy="true"]')).toBeNull());
    expect(figure('summary-discount')).toBe('− ₹3,349.70');
    await act(async () => view.held.release('RemoveCartLine'));

    // ₹30,998 − 10% (₹3,099.80) − 500 points, as the server prices the cart it now holds.
    await waitFor(() => expect(figure('summary-discount')).toBe('− ₹3,099.80'));
    await waitFor(() => expect(screen.getByTestId('order-summary').querySelector('[aria-busy="true"]')).toBeNull());
    expect(figure('summary-order-value')).toBe('₹30,998');
    expect(figure('summary-discount')).toBe('− ₹3,099.80');
    expect(figure('summary-total')).toBe('₹27,398.20');
  });

  it("says 'Your cart is empty' without items", async () => {
    renderCheckout([], { cartAnswer: cart([], 0) });
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/product-listing');
  });
});

describe('Checkout available offers', () => {
  it('lists the offers with their rules, and Apply applies one as typing its code does', async () => {
    renderCheckout(
      [couponAnswer('SUTRA10', { valid: true, message: 'Coupon applied successfully', discount: 3349.7 })],
      {
        offers: [
          offer('SUTRA10', { discount: 3349.7, usesLeft: 3 }),
          offer('FLAT500', {
            rule: '₹500 off on orders of ₹49,999 or more',
            minOrder: 49999,
            expiresAt: '2026-12-31T18:29:59.000Z',
            applicable: false,
            shortfall: 16502,
            message: 'This coupon needs an order of at least ₹49,999',
          }),
        ],
      },
    );
    await ready();
    const offers = await screen.findAllByTestId('offer');
    const [sutra, flat] = offers as [HTMLElement, HTMLElement];
    expect(within(sutra).getByTestId('offer-rule').textContent).toBe('10% off on any order');
    expect(within(sutra).getByTestId('offer-saving').textContent).toBe('You save ₹3,349.70');
    expect(sutra.textContent).toContain('3 uses left');
    expect(within(flat).getByTestId('offer-rule').textContent).toBe('₹500 off on orders of ₹49,999 or more');
    expect(flat.textContent).toContain('Min. order ₹49,999 · Valid till 31 December 2026');
    expect(within(flat).getByTestId('offer-saving').textContent).toBe('Add ₹16,502 more to use this');
    expect((within(flat).getByRole('button', { name: 'Apply FLAT500' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(sutra).getByRole('button', { name: 'Apply SUTRA10' }));
    await waitFor(() => expect(figure('coupon-message')).toBe('Coupon applied successfully'));
    expect(screen.getByTestId('applied-coupon').textContent).toBe('SUTRA10');
    expect((screen.getByRole('textbox', { name: 'Coupon code' }) as HTMLInputElement).value).toBe('SUTRA10');
    await waitFor(() => expect(figure('summary-discount')).toBe('− ₹3,349.70'));
    const applied = within(sutra).getByRole('button', { name: 'SUTRA10 applied' }) as HTMLButtonElement;
    expect(applied.textContent).toBe('Applied');
    expect(applied.disabled).toBe(true);
  });

  it('shows nothing when the buyer has no offers', async () => {
    renderCheckout();
    await ready();
    expect(screen.queryByTestId('available-offers')).toBeNull();
  });
});
