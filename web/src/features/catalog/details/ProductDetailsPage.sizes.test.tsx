import { configure, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mocks, product, renderDetails } from '../../../test/details-fixtures';
import { anAttribute, aVariant } from '../../../test/factories/catalog';

configure({ asyncUtilTimeout: 5000 });

/** The fixture suit with size 40 sold out in Navy (Gray still has it), or `soldOut` sizes of Navy. */
const withNavySoldOut = (soldOut: readonly string[]) => ({
  ...product,
  variants: [
    aVariant('v-navy', {
      color: 'Navy',
      images: ['/media/navy-1.svg', '/media/navy-2.svg'],
      attributes: [anAttribute('Color', ['Navy']), anAttribute('Size', ['38', '40', '42'])],
      soldOut,
    }),
    aVariant('v-gray', {
      color: 'Gray',
      images: ['/media/gray-1.svg', '/media/gray-2.svg'],
      attributes: [anAttribute('Color', ['Gray']), anAttribute('Size', ['40', '42', '44'])],
    }),
  ],
});

const render = async (soldOut: readonly string[]) => {
  renderDetails([mocks.product(0, withNavySoldOut(soldOut)), mocks.reviews(), mocks.related()]);
  await screen.findByRole('heading', { level: 1, name: product.name });
};
const sizeButton = (name: string) => screen.getByRole('button', { name });
const addToCart = () => screen.getByTestId('add-to-cart') as HTMLButtonElement;

beforeEach(() => window.localStorage.clear());
afterEach(() => window.localStorage.clear());

describe('the size picker with a sold-out size', () => {
  it('marks the size sold out in its colour only: named so, aria-disabled, struck through, and not choosable', async () => {
    await render(['40']);
    const forty = sizeButton('40, sold out');
    expect(forty.getAttribute('aria-disabled')).toBe('true');
    expect(forty.getAttribute('title')).toBe('Sold out');
    expect(forty.textContent).toBe('40');
    fireEvent.click(forty);
    expect(forty.getAttribute('aria-pressed')).toBe('false');
    expect(sizeButton('38').getAttribute('aria-pressed')).toBe('true');
    expect(addToCart().disabled).toBe(false);
    expect(screen.queryByTestId('size-sold-out')).toBeNull();

    // Gray still has size 40: choosable there.
    fireEvent.click(screen.getByRole('button', { name: 'Gray' }));
    const grayForty = sizeButton('40');
    expect(grayForty.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(grayForty);
    expect(grayForty.getAttribute('aria-pressed')).toBe('true');
    expect(addToCart().disabled).toBe(false);
  });

  it('refuses to add a sold-out size reached by changing colour, and says why', async () => {
    await render(['40']);
    fireEvent.click(screen.getByRole('button', { name: 'Gray' }));
    fireEvent.click(sizeButton('40'));
    fireEvent.click(screen.getByRole('button', { name: 'Navy' }));
    expect(sizeButton('40, sold out').getAttribute('aria-pressed')).toBe('true');
    expect(addToCart().disabled).toBe(true);
    expect(screen.getByTestId('size-sold-out').textContent).toBe(
      'Size 40 is sold out in Navy. Please choose another size.',
    );
    fireEvent.click(sizeButton('42'));
    expect(addToCart().disabled).toBe(false);
    expect(screen.queryByTestId('size-sold-out')).toBeNull();
  });

  it('opens on the first size that can be bought when the first one is sold out', async () => {
    await render(['38']);
    expect(sizeButton('38, sold out').getAttribute('aria-pressed')).toBe('false');
    expect(sizeButton('40').getAttribute('aria-pressed')).toBe('true');
    expect(addToCart().disabled).toBe(false);
  });

  it('links each colour and open size to the product with it chosen, for a tap before the app runs', async () => {
    await render(['40']);
    expect(screen.getByRole('button', { name: 'Gray' }).getAttribute('href')).toBe('?color=Gray');
    expect(sizeButton('42').getAttribute('href')).toBe('?color=Navy&size=42');
    // A sold-out size links nowhere, yet stays focusable.
    const forty = sizeButton('40, sold out');
    expect(forty.getAttribute('href')).toBeNull();
    expect(forty.getAttribute('tabindex')).toBe('0');
    // Once running, a choice stays in place: the address does not change.
    fireEvent.click(sizeButton('42'));
    expect(sizeButton('42').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Gray' }).getAttribute('href')).toBe('?color=Gray');
  });
});
