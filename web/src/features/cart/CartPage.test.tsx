import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBagCounts } from '../../app/layout/use-bag-counts';
import { saveSession } from '../../shared/session/session';
import { BUYER_ID, blazerLine, cart, cartMocks, fullCart, kurtaLine, milanoLine } from '../../test/cart-fixtures';
import { type AnyMock, renderStore } from '../../test/render';
import CartPage from './CartPage';

configure({ asyncUtilTimeout: 5000 });

const MILANO = 'Milano Wool-Blend Two-Piece Suit';
/** The lines as the page names them: the product and its chosen options. */
const MILANO_LINE = `${MILANO} (Gray, 42)`;
const KURTA_LINE = 'Jaipur Linen Kurta (White, M)';
const BLAZER_LINE = 'Harbour Linen Blazer (Navy, 40)';

/** The page with the header's cart badge beside it, as the app shows them. */
function PageWithBadge() {
  const counts = useBagCounts();
  return (
    <>
      <p data-testid="cart-badge">{counts.cart}</p>
      <CartPage />
    </>
  );
}

const signIn = () => saveSession('jwt-1', { _id: BUYER_ID, name: 'Arjun Mehta', email: 'arjun@example.com' });
/** Renders /cart over the page's cart answer and the writes' answers; the writes wait until the test releases them. */
const renderCart = ([page, ...writes]: AnyMock[]) =>
  renderStore(<PageWithBadge />, {
    // The header's query answers the same cart count as the page's (they share the cached cart).
    mocks: page ? [cartMocks.bag(page.result.data.cart?.count ?? 0), page, ...writes] : [],
    route: '/cart',
    path: '/cart',
    hold: ['UpdateCartLine', 'RemoveCartLine'],
  });
const lineOf = (name: string) => screen.getByRole('listitem', { name });
const total = () => screen.getByTestId('cart-total').textContent;
const count = () => screen.getByTestId('cart-item-count').textContent;
const badge = () => screen.getByTestId('cart-badge').textContent;

beforeAll(async () => {
  // The toaster's code loads with the first notice; load it once up front.
  await import('../../app/AppToaster');
});
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('CartPage', () => {
  it('shows each line as the server priced it: the matched variant’s image, colour and size, unit, retail and line total, and the server’s total', async () => {
    signIn();
    renderCart([cartMocks.page(fullCart())]);
    const milano = await screen.findByRole('listitem', { name: MILANO_LINE });
    // The server matched the chosen Gray / 42 to Milano's Gray variant: its image and sale price.
    expect(within(milano).getByTestId('line-image').getAttribute('src')).toBe('/media/milano-gray-1.svg');
    expect(within(milano).getByTestId('line-image').getAttribute('alt')).toBe(`${MILANO} in Gray`);
    expect(within(milano).getByTestId('line-options').textContent).toBe('Color:GraySize:42');
    expect(within(milano).getByTestId('sale-price').textContent).toBe('₹15,499 each');
    expect(within(milano).getByTestId('compare-at-price').textContent).toBe('Was ₹17,999');
    expect(within(milano).getByTestId('line-total').textContent).toBe('₹30,998');
    expect(within(milano).getByTestId('line-quantity').textContent).toBe('2');
    expect(
      within(milano)
        .getByRole('link', { name: `Edit ${MILANO_LINE}` })
        .getAttribute('href'),
    ).toBe('/product-details/p-milano/milano-wool-blend-two-piece-suit/suits?color=Gray&size=42');

    // No struck price when retail is not above the sale price.
    expect(within(lineOf(KURTA_LINE)).queryByTestId('compare-at-price')).toBeNull();

    // The out-of-stock line is flagged, cannot be raised, and is not in the total (the server's 33,497, not 42,496).
    const blazer = lineOf(BLAZER_LINE);
    expect(within(blazer).getByTestId('line-out-of-stock').textContent).toContain('Not included in your total');
    expect(within(blazer).getByRole('button', { name: `Increase quantity of ${BLAZER_LINE}` })).toHaveProperty(
      'disabled',
      true,
    );
    expect(total()).toBe('₹33,497');
    expect(count()).toBe('4');
    await waitFor(() => expect(badge()).toBe('4'));
    expect(screen.getByTestId('cart-out-of-stock-note').textContent).toBe(
      '1 item is out of stock and not included in the total.',
    );

    expect(screen.getByRole('link', { name: 'Continue to checkout' }).getAttribute('href')).toBe('/checkout');
    const payments = screen.getByRole('list', { name: 'We accept' });
    for (const brand of ['Visa', 'Mastercard', 'RuPay', 'American Express', 'UPI']) {
      expect(within(payments).getByRole('img', { name: brand })).toBeTruthy();
    }
    expect(within(payments).getByText('Cash on Delivery')).toBeTruthy();
    expect(screen.getByTestId('cart-notes').textContent).toContain('15 days free returns');
    expect(screen.getByTestId('cart-notes').textContent).toContain('We’ll email you when your order is confirmed');
    expect(screen.queryByTestId('cart-sign-in')).toBeNull();
  });

  it('raises a quantity at once, with the line total, count, total and badge, then takes the server’s figures', async () => {
    signIn();
    // The server answers its own figures (here the suit's price went up meanwhile): they replace the optimistic ones.
    const raised = cart([milanoLine(3, 4_650_000, 1_550_000), kurtaLine(), blazerLine()], 4_899_900);
    const { held } = renderCart([cartMocks.page(fullCart()), cartMocks.update('l-milano', 3, raised)]);
    const milano = await screen.findByRole('listitem', { name: MILANO_LINE });
    await waitFor(() => expect(badge()).toBe('4'));
    fireEvent.click(within(milano).getByRole('button', { name: `Increase quantity of ${MILANO_LINE}` }));
    await waitFor(() => expect(held.pending('UpdateCartLine')).toBe(1));
    // Before the answer: 3 × ₹15,499 = ₹46,497; total ₹46,497 + ₹2,499 (the blazer is out of stock) = ₹48,996.
    expect(within(milano).getByTestId('line-quantity').textContent).toBe('3');
    expect(within(milano).getByTestId('line-total').textContent).toBe('₹46,497');
    expect(total()).toBe('₹48,996');
    expect(count()).toBe('5');
    expect(badge()).toBe('5');

    held.release('UpdateCartLine');
    await waitFor(() => expect(held.pending('UpdateCartLine')).toBe(0));
    await waitFor(() => expect(total()).toBe('₹48,999'));
    expect(within(milano).getByTestId('line-total').textContent).toBe('₹46,500');
    expect(within(milano).getByTestId('sale-price').textContent).toBe('₹15,500 each');
    // A quantity change is confirmed in place, not by a notice.
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('lowers a quantity above 1 with −', async () => {
    signIn();
    const lowered = cart([milanoLine(1, 1_549_900), kurtaLine(), blazerLine()], 1_799_800);
    const { held } = renderCart([cartMocks.page(fullCart()), cartMocks.update('l-milano', 1, lowered)]);
    const milano = await screen.findByRole('listitem', { name: MILANO_LINE });
    fireEvent.click(within(milano).getByRole('button', { name: `Decrease quantity of ${MILANO_LINE}` }));
    await waitFor(() => expect(held.pending('UpdateCartLine')).toBe(1));
    expect(within(milano).getByTestId('line-quantity').textContent).toBe('1');
    expect(total()).toBe('₹17,998');
    expect(within(milano).getByRole('button', { name: `Remove ${MILANO_LINE} from cart` })).toBeTruthy();
    held.release('UpdateCartLine');
    await waitFor(() => expect(held.pending('UpdateCartLine')).toBe(0));
    expect(within(lineOf(MILANO_LINE)).getByTestId('line-quantity').textContent).toBe('1');
  });

  it('removes the line with − at quantity 1, at once, and confirms it', async () => {
    signIn();
    const without = cart([milanoLine(), blazerLine()], 3_099_800);
    const { held } = renderCart([cartMocks.page(fullCart()), cartMocks.remove('l-kurta', without)]);
    const kurta = await screen.findByRole('listitem', { name: KURTA_LINE });
    expect(within(kurta).getByTestId('line-quantity').textContent).toBe('1');
    fireEvent.click(within(kurta).getByRole('button', { name: `Remove ${KURTA_LINE} from cart` }));
    await waitFor(() => expect(held.pending('RemoveCartLine')).toBe(1));
    expect(held.sent).not.toContain('UpdateCartLine');
    // Gone before the server answers, and out of the figures.
    expect(screen.queryByRole('listitem', { name: KURTA_LINE })).toBeNull();
    expect(total()).toBe('₹30,998');
    expect(count()).toBe('3');
    held.release('RemoveCartLine');
    expect(await screen.findByText('Removed from your cart')).toBeTruthy();
    expect(screen.getByText(KURTA_LINE, { selector: '[data-testid="toast"] *' })).toBeTruthy();
    expect(total()).toBe('₹30,998');
  });

  it('puts a refused change back and says why', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signIn();
    const { held } = renderCart([
      cartMocks.page(fullCart()),
      cartMocks.update('l-milano', 3, 'Invalid request. quantity: At most 10 of one item', [
        { field: 'quantity', code: 'too_big', message: 'At most 10 of one item' },
      ]),
    ]);
    const milano = await screen.findByRole('listitem', { name: MILANO_LINE });
    fireEvent.click(within(milano).getByRole('button', { name: `Increase quantity of ${MILANO_LINE}` }));
    await waitFor(() => expect(held.pending('UpdateCartLine')).toBe(1));
    expect(within(milano).getByTestId('line-quantity').textContent).toBe('3');
    held.release('UpdateCartLine');
    await waitFor(() => expect(within(milano).getByTestId('line-quantity').textContent).toBe('2'));
    expect(total()).toBe('₹33,497');
    expect(badge()).toBe('4');
    expect(await screen.findByText(`Couldn’t change the quantity of ${MILANO_LINE}`)).toBeTruthy();
    expect(screen.getByText('At most 10 of one item')).toBeTruthy();
  });

  it('puts a line back when its removal is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signIn();
    const { held } = renderCart([cartMocks.page(fullCart()), cartMocks.remove('l-kurta', 'Cart line not found')]);
    fireEvent.click(await screen.findByRole('button', { name: `Remove ${KURTA_LINE} from cart` }));
    await waitFor(() => expect(held.pending('RemoveCartLine')).toBe(1));
    expect(screen.queryByRole('listitem', { name: KURTA_LINE })).toBeNull();
    held.release('RemoveCartLine');
    expect(await screen.findByRole('listitem', { name: KURTA_LINE })).toBeTruthy();
    expect(total()).toBe('₹33,497');
    expect(await screen.findByText(`Couldn’t remove ${KURTA_LINE} from your cart`)).toBeTruthy();
  });

  it('stops + at the cart’s limit of 10 per line', async () => {
    signIn();
    renderCart([cartMocks.page(cart([milanoLine(10, 15_499_000)], 15_499_000))]);
    const plus = await screen.findByRole('button', { name: `Increase quantity of ${MILANO_LINE}` });
    expect(plus).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: `Decrease quantity of ${MILANO_LINE}` })).toHaveProperty(
      'disabled',
      false,
    );
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
    const { held } = renderCart([
      cartMocks.page(cart([kurtaLine()], 249_900)),
      cartMocks.remove('l-kurta', cart([], 0)),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: `Remove ${KURTA_LINE} from cart` }));
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    held.release('RemoveCartLine');
    expect(await screen.findByText('Removed from your cart')).toBeTruthy();
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    expect(badge()).toBe('0');
  });

  it('shows a guest the empty cart and the sign-in prompt, and asks the server nothing', async () => {
    const { held } = renderCart([]);
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/product-listing');
    const prompt = screen.getByTestId('cart-sign-in');
    expect(within(prompt).getByText('Sign in to see your cart')).toBeTruthy();
    expect(within(prompt).getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fcart',
    );
    expect(screen.queryByTestId('cart-total')).toBeNull();
    expect(held.sent).toEqual([]);
  });
});
