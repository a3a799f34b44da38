import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutPriceInput } from '../../__generated__/graphql';
import { inr } from '../../shared/money/format-money';
import { cart, kurtaLine } from '../../test/cart-fixtures';
import { baseInput, serverPrice } from '../../test/checkout-fixtures';
import {
  completeButton,
  figure,
  ready,
  region,
  renderCheckout,
  setupCheckoutTests,
} from '../../test/checkout-test-kit';
import {
  FakeRazorpay,
  installFakeRazorpay,
  placeCodOrderMock,
  placeOrderMock,
  startCheckoutMock,
} from '../../test/payment-fixtures';
import { PAYMENT_FAILED_TEXT } from './PaymentFailedModal';
import type { RazorpayConstructor } from './razorpay';

setupCheckoutTests();

describe('Order updates on WhatsApp', () => {
  it('is asked unticked for a buyer who never agreed, and the ticked box goes with the order', async () => {
    installFakeRazorpay();
    const cod = serverPrice({ paymentRequired: false, paymentMethod: 'CASH_ON_DELIVERY', codFee: inr(4_900) });
    renderCheckout(
      [
        startCheckoutMock({ ...baseInput, paymentMethod: 'CASH_ON_DELIVERY', whatsappUpdates: true }, { price: cod }),
        placeCodOrderMock('chk-1'),
      ],
      { cartAnswer: cart([kurtaLine()], 249_900), server: { subtotal: 249_900, points: 0, coupons: {} } },
    );
    await ready();
    const box = within(screen.getByTestId('whatsapp-updates')).getByRole('checkbox', {
      name: /Send me order updates on WhatsApp/,
    }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(within(screen.getByTestId('payment-choice')).getByRole('radio', { name: /Cash on Delivery/ }));
    fireEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(true));
    await waitFor(() => expect(completeButton().textContent).toBe('Place order — pay on delivery'));
    fireEvent.click(completeButton());
    // Only the input with the box ticked is answered: any other would find no mock and fail the purchase.
    expect(await screen.findByTestId('order-placed')).toBeTruthy();
  });
});

describe('Cash on Delivery', () => {
  it('adds its fee to the total, places the order without the payment window, and is asked with the pincode', async () => {
    installFakeRazorpay();
    const seen: CheckoutPriceInput[] = [];
    const cod = serverPrice({
      subtotal: inr(249_900),
      membershipPointsUsed: 0,
      pointsValue: inr(0),
      codFee: inr(4_900),
      total: inr(254_800),
      paymentRequired: false,
      paymentMethod: 'CASH_ON_DELIVERY',
    });
    const view = renderCheckout(
      [
        startCheckoutMock({ ...baseInput, paymentMethod: 'CASH_ON_DELIVERY' }, { price: cod }),
        placeCodOrderMock('chk-1'),
      ],
      { cartAnswer: cart([kurtaLine()], 249_900), server: { subtotal: 249_900, points: 0, coupons: {} }, seen },
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
    const placed = await screen.findByTestId('order-placed');
    // The api's words for an unpaid order: nothing is paid, and what to pay at the door.
    expect(within(placed).getByTestId('placed-message').textContent).toBe(
      'Thank you for shopping with Sutra. Nothing has been paid yet: you pay ₹2,548 in cash to the courier on delivery.',
    );
    expect(placed.textContent).not.toContain('payment was received');
    expect(view.held.sent).toContain('PlaceCodOrder');
    expect(view.held.sent).not.toContain('PlaceOrder');
    expect(FakeRazorpay.last).toBeNull();
  });

  it('is shown unavailable, with the reason, where it is not offered', async () => {
    renderCheckout([], { server: { subtotal: 3_349_700, points: 0, coupons: {} } });
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
    expect(within(placed).getByTestId('placed-message').textContent).toBe(
      'Thank you for shopping with Sutra. Your payment was received and your order is on its way.',
    );
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

  it('tells a script that did not load by its kind: a payment window failing with the same words gets no detail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.Razorpay = class {
      constructor() {
        throw new Error('Razorpay SDK failed to load');
      }
    } as unknown as RazorpayConstructor;
    renderCheckout([startCheckoutMock(baseInput)]);
    await ready();
    fireEvent.click(completeButton());
    const failed = await screen.findByTestId('payment-failed');
    expect(within(failed).getByText(PAYMENT_FAILED_TEXT)).toBeTruthy();
    expect(within(failed).queryByTestId('payment-failed-detail')).toBeNull();
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

  it('says so when an item sold out since it was priced (a CONFLICT), charging nothing, instead of Payment Failed', async () => {
    installFakeRazorpay();
    const soldOut = 'Only 2 left of Banarasi Silk Kurta';
    renderCheckout([
      startCheckoutMock(baseInput, { error: soldOut, refusal: { code: 'CONFLICT', reason: 'out_of_stock' } }),
    ]);
    await ready();
    fireEvent.click(completeButton());
    const summary = region('Order Summary');
    await waitFor(() => expect(within(summary).getByRole('alert').textContent).toBe(soldOut));
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
