import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchDocument } from '../../__generated__/operations/Search';
import { aCategory } from '../../test/factories/catalog';
import { type AnyMock, renderStore } from '../../test/render';
import { SearchBox } from './SearchBox';

const suits = aCategory('Suits');
const searchMock = (query: string): AnyMock => ({
  request: { query: SearchDocument, variables: { query } },
  delay: 0,
  result: {
    data: {
      search: {
        __typename: 'SearchResults',
        categories: [suits],
        products: [
          {
            __typename: 'SearchProduct',
            id: '5b8f0c1e-2d4a-4e5f-8a6b-7c8d9e0f1a2b',
            name: 'Milano Suit',
            image: '/media/milano.svg',
            price: { __typename: 'Money', paise: 1_499_900, currencyCode: 'INR' },
            category: suits,
          },
        ],
      },
    },
  },
});

const box = () => screen.getByRole('combobox', { name: 'Search products and categories' });
const where = () => screen.getByTestId('location').textContent;

function renderBox() {
  renderStore(<SearchBox placeholder="Find what you want" />, { mocks: [searchMock('navy suit')] });
  fireEvent.change(box(), { target: { value: 'navy suit' } });
}

describe('SearchBox', () => {
  it('opens the search results page on Enter when no suggestion is highlighted', async () => {
    renderBox();
    await screen.findByRole('option', { name: /Milano Suit/ });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(where()).toBe('/search?q=navy%20suit');
  });

  it('opens the search results page on Enter before any suggestion has arrived', () => {
    renderBox();
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(where()).toBe('/search?q=navy%20suit');
  });

  it("offers 'See all results' after the suggestions, by click or by keyboard", async () => {
    renderBox();
    const all = await screen.findByRole('option', { name: 'See all results for “navy suit”' });
    // Categories, then products, then 'See all results': the third entry down.
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(all.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(all);
    expect(where()).toBe('/search?q=navy%20suit');
  });

  it('still opens a highlighted suggestion on Enter', async () => {
    renderBox();
    await screen.findByRole('option', { name: /Milano Suit/ });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(where()).toBe('/product-listing/suits');
  });

  it('is a GET form to the results page, so Enter works before the app runs', () => {
    renderBox();
    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.getAttribute('method')).toBe('get');
    expect(box().getAttribute('name')).toBe('q');
  });

  it('once running, a submit never leaves the page by the browser (the app navigates)', () => {
    renderBox();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    screen.getByRole('search').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });
});
