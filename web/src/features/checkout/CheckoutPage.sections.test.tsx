import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutPriceInput } from '../../__generated__/graphql';
import { CheckoutPageDocument } from '../../__generated__/operations/CheckoutPage';
import { inr } from '../../shared/money/format-money';
import { blazerLine, cart, cartMocks, fullCart, milanoLine } from '../../test/cart-fixtures';
import { baseInput, couponAnswer, serverPrice } from '../../test/checkout-fixtures';
import {
  changing,
  completeButton,
  DEFAULT_SERVER,
  editButton,
  field,
  figure,
  ready,
  region,
  renderCheckout,
  sameAsDelivery,
  setupCheckoutTests,
  type,
} from '../../test/checkout-test-kit';
import { FakeRazorpay, installFakeRazorpay, startCheckoutMock } from '../../test/payment-fixtures';
import { renderStore } from '../../test/render';
import CheckoutPage from './CheckoutPage';

setupCheckoutTests();

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

describe('Checkout order items', () => {
  it('removes an item through the cart, and the server prices what is left', async () => {
    const server = { ...DEFAULT_SERVER };
    renderCheckout(
      [changing(cartMocks.remove('l-kurta', cart([milanoLine()], 3_099_800)), () => (server.subtotal = 3_099_800))],
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
        couponAnswer('SUTRA10', { valid: true, message: 'Coupon applied successfully', discount: 334_970 }),
        startCheckoutMock(
          { ...baseInput, couponCode: 'SUTRA10' },
          { price: serverPrice({ couponCode: 'SUTRA10', discount: inr(334_970), total: inr(2_964_730) }) },
        ),
        // The server answers what the page already shows: nothing in the cart's lines changes when it arrives.
        changing(
          cartMocks.remove('l-kurta', cart([milanoLine(), blazerLine()], 3_099_800)),
          () => (server.subtotal = 3_099_800),
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
