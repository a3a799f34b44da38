import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../shared/session/session';
import {
  BUYER_ID,
  cartLine,
  cartOf,
  mocks,
  PRODUCT_PATH,
  product,
  renderDetails,
} from '../../../test/details-fixtures';

configure({ asyncUtilTimeout: 5000 });

const heading = () => screen.findByRole('heading', { level: 1, name: product.name });
const standard = () => [mocks.product(), mocks.reviews(), mocks.related(), mocks.bag()];

beforeAll(async () => {
  await import('../../../app/AppToaster');
});
beforeEach(() => {
  window.localStorage.clear();
  saveSession('jwt-1', { _id: BUYER_ID, name: 'Arjun Mehta', email: 'arjun@example.com' });
});
afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('the details page with the cart', () => {
  it('sends the product, quantity and chosen options; then shows GO TO CART and PROCEED TO CHECKOUT', async () => {
    const added = cartOf([cartLine('Navy', '40', 2)]);
    const { held } = renderDetails(
      [
        ...standard(),
        mocks.cart(),
        mocks.addToCart(
          {
            quantity: 2,
            attributes: [
              { name: 'color', value: 'Navy' },
              { name: 'size', value: '40' },
            ],
          },
          added,
        ),
      ],
      { hold: ['AddToCart'] },
    );
    await heading();
    fireEvent.click(screen.getByRole('button', { name: '40' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByTestId('add-to-cart').textContent).toContain('ADD TO CART · ₹29,998');
    expect(screen.getByRole('link', { name: 'BUY IT NOW' }).getAttribute('href')).toBe('/signup');
    fireEvent.click(screen.getByTestId('add-to-cart'));

    // While the cart answers, the button waits (it turns into GO TO CART only once the line is really there).
    await waitFor(() => expect(held.pending('AddToCart')).toBe(1));
    expect(screen.getByTestId('add-to-cart')).toHaveProperty('disabled', true);
    expect(screen.queryByRole('link', { name: 'GO TO CART' })).toBeNull();
    held.release('AddToCart');

    const goToCart = await screen.findByRole('link', { name: 'GO TO CART' });
    expect(goToCart.getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('link', { name: 'PROCEED TO CHECKOUT' }).getAttribute('href')).toBe('/checkout');
    expect(screen.queryByRole('link', { name: 'BUY IT NOW' })).toBeNull();
    expect(await screen.findByText('Added to your cart')).toBeTruthy();
    expect(screen.getByText(`${product.name} (Navy, 40) × 2`)).toBeTruthy();

    // Another size is another line: ADD TO CART again.
    fireEvent.click(screen.getByRole('button', { name: '42' }));
    expect(screen.getByTestId('add-to-cart').textContent).toContain('ADD TO CART');
    expect(screen.getByRole('link', { name: 'BUY IT NOW' })).toBeTruthy();
  });

  it('asks a guest to log in and sends nothing', async () => {
    window.localStorage.clear();
    const { held } = renderDetails(standard());
    await heading();
    fireEvent.click(screen.getByTestId('add-to-cart'));
    expect(await screen.findByRole('alertdialog', { name: 'Login Required' })).toBeTruthy();
    expect(held.sent).not.toContain('AddToCart');
    expect(held.sent).not.toContain('CartPage');
    expect(held.sent).not.toContain('ViewerBag');
  });

  it('shows GO TO CART at once for options already in the cart', async () => {
    renderDetails([...standard(), mocks.cart(cartOf([cartLine('Navy', '38', 1)]))]);
    await heading();
    expect(await screen.findByRole('link', { name: 'GO TO CART' })).toBeTruthy();
  });

  it('says why when the cart refuses, and stays on ADD TO CART', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDetails([
      ...standard(),
      mocks.cart(),
      mocks.addToCart(
        {
          quantity: 1,
          attributes: [
            { name: 'color', value: 'Navy' },
            { name: 'size', value: '38' },
          ],
        },
        'Only products in stock can be added',
      ),
    ]);
    await heading();
    await waitFor(() => expect(screen.getByTestId('add-to-cart')).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByTestId('add-to-cart'));
    expect(await screen.findByText('Only products in stock can be added')).toBeTruthy();
    expect(screen.getByText('Couldn’t add this to your cart')).toBeTruthy();
    expect(screen.getByTestId('add-to-cart')).toBeTruthy();
  });

  it('preselects the options the address names (the cart’s Edit link)', async () => {
    renderDetails([...standard(), mocks.cart()], { path: `${PRODUCT_PATH}?color=gray&size=44` });
    await heading();
    expect(screen.getByRole('button', { name: 'Gray' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '44' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('main-image').getAttribute('src')).toBe('/media/gray-1.svg');
  });
});
