import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutInput } from '../../__generated__/graphql';
import { inr } from '../../shared/money/format-money';
import { cart, kurtaLine } from '../../test/cart-fixtures';
import { baseInput, couponAnswer, couponNetworkFailure, offer, serverPrice } from '../../test/checkout-fixtures';
import { completeButton, figure, ready, renderCheckout, setupCheckoutTests, type } from '../../test/checkout-test-kit';
import {
  FakeRazorpay,
  installFakeRazorpay,
  placeCoveredOrderMock,
  startCheckoutMock,
} from '../../test/payment-fixtures';

setupCheckoutTests();

describe('Checkout coupon box', () => {
  const apply = (code: string) => {
    const box = screen.getByRole('form', { name: 'Coupon' });
    type(within(box).getByRole('textbox', { name: 'Coupon code' }), code);
    fireEvent.click(within(box).getByRole('button', { name: 'Apply' }));
  };

  it('shows the server’s message and keeps its discount when the coupon applies', async () => {
    renderCheckout([
      couponAnswer('sutra10', { valid: true, message: 'Coupon applied successfully', discount: 334_970 }),
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
      couponAnswer('SUTRA10', { valid: true, message: 'Coupon applied successfully', discount: 334_970 }),
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
      couponAnswer(' sutra10 ', { valid: true, message: 'Coupon applied successfully', discount: 334_970 }),
      startCheckoutMock(
        { ...baseInput, couponCode: 'SUTRA10' },
        { price: serverPrice({ couponCode: 'SUTRA10', discount: inr(334_970), total: inr(2_964_730) }) },
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
        { price: serverPrice({ membershipPointsUsed: 0, total: inr(3_349_700) }) },
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
      cartAnswer: cart([kurtaLine()], 249_900),
      server: { subtotal: 249_900, points: 2498, coupons: {} },
    });
    await ready();
    expect(figure('summary-points')).toBe('− ₹2,498');
    expect(figure('summary-total')).toBe('₹1');
    expect(completeButton().textContent).toBe('Complete Purchase');
  });

  it('that cover everything leave ₹0 to pay: the order is placed without the payment window', async () => {
    installFakeRazorpay();
    const covered = serverPrice({
      subtotal: inr(249_900),
      membershipPointsUsed: 2499,
      pointsValue: inr(249_900),
      total: inr(0),
      paymentRequired: false,
    });
    const view = renderCheckout([startCheckoutMock(baseInput, { price: covered }), placeCoveredOrderMock('chk-1')], {
      cartAnswer: cart([kurtaLine()], 249_900),
      server: { subtotal: 249_900, points: 100000, coupons: {} },
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

describe('Checkout available offers', () => {
  it('lists the offers with their rules, and Apply applies one as typing its code does', async () => {
    renderCheckout(
      [couponAnswer('SUTRA10', { valid: true, message: 'Coupon applied successfully', discount: 334_970 })],
      {
        offers: [
          offer('SUTRA10', { discount: inr(334_970), usesLeft: 3 }),
          offer('FLAT500', {
            rule: '₹500 off on orders of ₹49,999 or more',
            minOrder: inr(4_999_900),
            expiresAt: '2026-12-31T18:29:59.000Z',
            applicable: false,
            shortfall: inr(1_650_200),
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
