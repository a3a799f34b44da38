import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HomepageFieldsFragment } from '../../__generated__/admin/graphql';
import { HomepageEditorDocument } from '../../__generated__/admin/operations/HomepageEditor';
import { SaveHomepageDocument } from '../../__generated__/admin/operations/SaveHomepage';
import { type AnyMock, renderPage } from '../../test/render-page';
import { HomepagePage } from './HomepagePage';
import { formValuesOf, inputOf, STALE_MESSAGE, UNSAVED_MESSAGE } from './homepage-form';

const pick = (id: string, name: string) => ({
  __typename: 'HomepagePick' as const,
  id,
  name,
  image: '',
  visible: true,
});
const homepage: HomepageFieldsFragment = {
  __typename: 'Homepage',
  version: 3,
  updatedAt: '2026-11-01T00:00:00.000Z',
  hero: {
    __typename: 'HomepageHero',
    video: '/media/hero/a.webm',
    poster: '/media/hero/a.svg',
    title: 'Tailored in Jaipur',
    subtitle: 'Suits and blazers',
  },
  promoText: '10% off',
  bestSeller: {
    __typename: 'HomepageBestSeller',
    title: 'Best Seller',
    bannerImg: '/media/b.svg',
    pricePaise: 249_900,
    seeMoreLink: '/product-listing/suits',
  },
  trending: { __typename: 'HomepageSectionHeading', title: 'Top Trending', seeMoreLink: 'trending' },
  recommended: { __typename: 'HomepageSectionHeading', title: 'Recommended', seeMoreLink: 'recommended' },
  saleBanner: {
    __typename: 'HomepageSaleBanner',
    title: 'Black Friday Sale',
    offer: '50% OFF',
    ctaText: 'Shop Now',
    link: '/product-listing',
    image: '/media/banners/bf.svg',
  },
  picks: {
    __typename: 'HomepagePicks',
    bestSeller: [pick('p1', 'Navy Suit')],
    trending: [pick('p2', 'Linen Shirt'), pick('p3', 'Bandhgala')],
    recommended: [],
  },
};

const readMock: AnyMock = {
  request: { query: HomepageEditorDocument },
  result: { data: { homepage } },
};
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const saveButton = () => screen.getByRole('button', { name: 'Save homepage' });

async function renderEditor(mocks: AnyMock[] = []) {
  renderPage(<HomepagePage />, { mocks: [readMock, ...mocks], route: '/admin/homepage', path: '/admin/homepage' });
  await screen.findByTestId('homepage-form');
}

afterEach(() => vi.restoreAllMocks());

describe('the homepage editor', () => {
  it('checks a field as it is typed, by the api’s rules', async () => {
    await renderEditor();
    type(field(/^Banner title/), ' ');
    expect(screen.getByText('Required')).toBeTruthy();
    expect(field(/^Banner title/).getAttribute('aria-invalid')).toBe('true');
    type(field(/^Button link/), 'javascript:alert(1)');
    expect(screen.getByText('A store path such as /product-listing, or an https link')).toBeTruthy();
    type(field(/^'Start from' price/), '24.999');
    expect(screen.getByText('A price in rupees, such as 2499 or 2499.50')).toBeTruthy();
    type(field(/^Banner title/), 'Diwali Sale');
    expect(screen.queryByText('Required')).toBeNull();
  });

  it('sends nothing while a field is wrong', async () => {
    await renderEditor();
    type(field(/^Heading/), 'x'.repeat(81));
    fireEvent.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Some fields need a change');
    expect(screen.getByText('At most 80 characters')).toBeTruthy();
  });

  it('saves the banner and the reordered picks, then starts again from the new version', async () => {
    const values = formValuesOf(homepage);
    const edited = {
      ...values,
      saleBanner: { ...values.saleBanner, title: 'Diwali Sale' },
      picks: { ...values.picks, trending: [...values.picks.trending].reverse() },
    };
    const saved = {
      ...homepage,
      version: 4,
      saleBanner: { ...homepage.saleBanner, title: 'Diwali Sale' },
      picks: { ...homepage.picks, trending: [...homepage.picks.trending].reverse() },
    };
    const saveMock: AnyMock = {
      request: { query: SaveHomepageDocument, variables: { input: inputOf(edited) } },
      result: { data: { saveHomepage: saved } },
    };
    await renderEditor([saveMock]);
    type(field(/^Banner title/), 'Diwali Sale');
    fireEvent.click(screen.getByRole('button', { name: 'Move Bandhgala up' }));
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(saveButton());
    expect((await screen.findByRole('status')).textContent).toContain('Saved');
    expect(screen.getByText('No unsaved changes')).toBeTruthy();
    expect(field(/^Banner title/).value).toBe('Diwali Sale');
  });

  it('tells the member when someone else saved first, and offers to reload', async () => {
    const values = formValuesOf(homepage);
    const saveMock: AnyMock = {
      request: {
        query: SaveHomepageDocument,
        variables: { input: inputOf({ ...values, promoText: 'Free shipping' }) },
      },
      result: {
        errors: [new GraphQLError('stale', { extensions: { code: 'CONFLICT', reason: 'stale_version' } })],
      },
    };
    await renderEditor([saveMock]);
    type(field(/^Promo bar text/), 'Free shipping');
    fireEvent.click(saveButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(STALE_MESSAGE);
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeTruthy();
    // The member's change is kept on screen to copy.
    expect(field(/^Promo bar text/).value).toBe('Free shipping');
  });

  it('warns before unsaved changes are left, and not once they are undone', async () => {
    await renderEditor();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    type(field(/^Promo bar text/), 'Free shipping');
    expect(unload()).toBe(true);

    const link = document.createElement('a');
    link.href = '/admin';
    link.textContent = 'Home';
    document.body.append(link);
    const confirm = vi.fn(() => false);
    const original = window.confirm;
    window.confirm = confirm;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(confirm).toHaveBeenCalledWith(UNSAVED_MESSAGE);
    expect(click.defaultPrevented).toBe(true);
    window.confirm = original;
    link.remove();

    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(unload()).toBe(false));
  });
});
