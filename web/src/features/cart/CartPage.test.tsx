import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderStore } from '../../test/render';
import { saveSession } from '../accounts/session';
import CartPage from './CartPage';
import { BUYER_ID, blazerLine, cart, cartMocks, fullCart, kurtaLine, milanoLine } from './cart-fixtures';

configure({ asyncUtilTimeout: 5000 });

const signIn = () => saveSession('jwt-1', { _id: BUYER_ID, name: 'Arjun Mehta', email: 'arjun@example.com' });
// biome-ignore lint/suspicious/noExplicitAny: MockedProvider takes mocks of any operation.
const renderCart = ([page, ...writes]: any[]) =>
  renderStore(<CartPage />, {
    // The header's query answers the same cart count as the page's (they share the cached cart).
    mocks: page ? [cartMocks.bag(page.result.data.cart?.count ?? 0), page, ...writes] : [],
    route: '/cart',
    path: '/cart',
  });
const lineOf = (name: string) => screen.getByRole('listitem', { name });
const total = () => screen.getByTestId('cart-total');

beforeAll(async () => {
  // The toaster's code loads with the first notice; load it once up front so timings below are the page's own.
  await import('../../app/AppToaster');
});
beforeEach(() => window.localStorage.clear());
afterEach(() => window.localStorage.clear());

describe('CartPage', () => {
  it('shows each line as the server priced it: the matched variant’s image, colour and size, unit, retail and line total, and the server’s total', async () => {
    signIn();
    renderCart([cartMocks.page(fullCart())]);
    const milano = await screen.findByRole('listitem', { name: 'Milano Wool-Blend Two-Piece Suit' });
    expect(within(milano).getByTestId('line-image').getAttribute('src')).toBe('/media/milano-gray-1.svg');
    expect(within(milano).getByTestId('line-options').textContent).toBe('Color:GraySize:42');
    expect(within(milano).getByTestId('unit-price').textContent).toBe('₹15,499 each');
    expect(within(milano).getByTestId('line-retail-price').textContent).toBe('Was ₹17,999');
    expect(within(milano).getByTestId('line-total').textContent).toBe('₹30,998');
    expect(within(milano).getByTestId('line-quantity').textContent).toBe('2');
    expect(
      within(milano).getByRole('link', { name: 'Edit Milano Wool-Blend Two-Piece Suit' }).getAttribute('href'),
    ).toBe('/product-details/p-milano/milano-wool-blend-two-piece-suit/suits?color=Gray&size=42');

    // No struck price when retail is not above the sale price.
    expect(within(lineOf('Jaipur Linen Kurta')).queryByTestId('line-retail-price')).toBeNull();

    // The out-of-stock line is flagged, cannot be raised, and is not in the total (the server's 33,497, not 42,496).
    const blazer = lineOf('Harbour Linen Blazer');
    expect(within(blazer).getByTestId('line-out-of-stock').textContent).toContain('Not included in your total');
    expect(within(blazer).getByRole('button', { name: 'Increase quantity of Harbour Linen Blazer' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(total().textContent).toBe('₹33,497');
    expect(screen.getByTestId('cart-count').textContent).toBe('4');
    expect(screen.getByTestId('cart-out-of-stock-note').textContent).toBe(
      '1 item is out of stock and not included in the total.',
    );

    expect(screen.getByRole('link', { name: 'Continue to checkout' }).getAttribute('href')).toBe('/checkout');
    const payments = screen.getByRole('list', { name: 'We accept' });
    for (const brand of ['Visa', 'Mastercard', 'RuPay', 'American Express']) {
      expect(within(payments).getByRole('img', { name: brand })).toBeTruthy();
    }
    expect(within(payments).getByText('Cash on Delivery')).toBeTruthy();
    expect(screen.getByTestId('cart-notes').textContent).toContain('15 days free returns');
  });

  it('raises a quantity at once and then shows the server’s line total and total', async () => {
    signIn();
    const raised = cart([milanoLine(3, 46497), kurtaLine(), blazerLine()], 48996);
    renderCart([cartMocks.page(fullCart()), cartMocks.update('l-milano', 3, raised)]);
    const milano = await screen.findByRole('listitem', { name: 'Milano Wool-Blend Two-Piece Suit' });
    fireEvent.click(
      within(milano).getByRole('button', { name: 'Increase quantity of Milano Wool-Blend Two-Piece Suit' }),
    );
    // Optimistic: the quantity and count move before the answer; the money waits for the server.
    await waitFor(() => expect(within(milano).getByTestId('line-quantity').textContent).toBe('3'));
    expect(screen.getByTestId('cart-count').textContent).toBe('5');
    expect(total().textContent).toBe('₹33,497');
    await waitFor(() => expect(total().textContent).toBe('₹48,996'));
    expect(within(milano).getByTestId('line-total').textContent).toBe('₹46,497');
  });

  it('removes the line with − at quantity 1', async () => {
    signIn();
    const without = cart([milanoLine(), blazerLine()], 30998);
    renderCart([cartMocks.page(fullCart()), cartMocks.remove('l-kurta', without)]);
    const kurta = await screen.findByRole('listitem', { name: 'Jaipur Linen Kurta' });
    expect(within(kurta).getByTestId('line-quantity').textContent).toBe('1');
    fireEvent.click(within(kurta).getByRole('button', { name: 'Remove Jaipur Linen Kurta from cart' }));
    // Gone at once; the total follows the server's answer.
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Jaipur Linen Kurta' })).toBeNull());
    expect(total().textContent).toBe('₹33,497');
    await waitFor(() => expect(total().textContent).toBe('₹30,998'));
    expect(screen.getByTestId('cart-count').textContent).toBe('3');
    expect(await screen.findByText('Removed from your cart')).toBeTruthy();
  });

  it('puts a refused change back and says why', async () => {
    signIn();
    renderCart([cartMocks.page(fullCart()), cartMocks.update('l-milano', 3, null)]);
    const milano = await screen.findByRole('listitem', { name: 'Milano Wool-Blend Two-Piece Suit' });
    fireEvent.click(
      within(milano).getByRole('button', { name: 'Increase quantity of Milano Wool-Blend Two-Piece Suit' }),
    );
    await waitFor(() => expect(within(milano).getByTestId('line-quantity').textContent).toBe('3'));
    await waitFor(() => expect(within(milano).getByTestId('line-quantity').textContent).toBe('2'));
    expect(await screen.findByText('At most 10 of one item')).toBeTruthy();
  });

  it('stops + at the cart’s limit of 10 per line', async () => {
    signIn();
    renderCart([cartMocks.page(cart([milanoLine(10, 154990)], 154990))]);
    const plus = await screen.findByRole('button', { name: 'Increase quantity of Milano Wool-Blend Two-Piece Suit' });
    expect(plus).toHaveProperty('disabled', true);
    expect(
      screen.getByRole('button', { name: 'Decrease quantity of Milano Wool-Blend Two-Piece Suit' }),
    ).toHaveProperty('disabled', false);
  });

  it("shows 'Your cart is empty' with Continue Shopping for an empty cart", async () => {
    signIn();
    renderCart([cartMocks.page(cart([], 0))]);
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/product-listing');
    expect(screen.queryByTestId('cart-summary')).toBeNull();
  });

  it('reaches the empty state when the last line goes', async () => {
    signIn();
    renderCart([cartMocks.page(cart([kurtaLine()], 2499)), cartMocks.remove('l-kurta', cart([], 0))]);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Jaipur Linen Kurta from cart' }));
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
  });

  it('shows a guest the sign-in prompt and asks the server nothing', () => {
    renderCart([]);
    const prompt = screen.getByTestId('cart-sign-in');
    expect(within(prompt).getByText('Sign in to see your cart')).toBeTruthy();
    expect(within(prompt).getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fcart',
    );
  });
});
