import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AskStockAlertDocument } from '../../../__generated__/operations/AskStockAlert';
import { mocks, PRODUCT_PATH, product, renderDetails } from '../../../test/details-fixtures';
import { anAttribute, aVariant } from '../../../test/factories/catalog';

configure({ asyncUtilTimeout: 5000 });

/** The fixture suit in Navy with size 40 sold out (its size id `v-navy-40`). */
const withFortySoldOut = {
  ...product,
  variants: [
    aVariant('v-navy', {
      color: 'Navy',
      images: ['/media/navy-1.svg'],
      attributes: [anAttribute('Color', ['Navy']), anAttribute('Size', ['38', '40', '42'])],
      soldOut: ['40'],
    }),
  ],
};

const asked = (contact: string) => ({
  request: { query: AskStockAlertDocument, variables: { input: { sizeId: 'v-navy-40', contact } } },
  result: {
    data: { __typename: 'Mutation' as const, askStockAlert: { __typename: 'StockAlertReceipt', sizeId: 'v-navy-40' } },
  },
});

const refused = (contact: string, extensions: Record<string, unknown>) => ({
  request: { query: AskStockAlertDocument, variables: { input: { sizeId: 'v-navy-40', contact } } },
  result: { errors: [new GraphQLError('Refused', { extensions })] },
});

/** The page with the sold-out size 40 chosen, as its "Notify me" link (or an address naming it) opens it. */
const SIZE_40 = `${PRODUCT_PATH}?size=40`;

const render = async (extra: unknown[] = [], path = SIZE_40) => {
  renderDetails([mocks.product(0, withFortySoldOut), mocks.reviews(), mocks.related(), ...extra], { path });
  await screen.findByRole('heading', { level: 1, name: product.name });
  return screen.findByTestId('stock-alert-40');
};

const contactBox = (details: HTMLElement) =>
  within(details).getByLabelText('Mobile number or email') as HTMLInputElement;
const submit = (details: HTMLElement) => fireEvent.click(within(details).getByRole('button', { name: 'Notify me' }));

beforeEach(() => window.localStorage.clear());
afterEach(() => window.localStorage.clear());

describe('Notify me on a sold-out size', () => {
  it('is a link beside each sold-out size, and the form for the one chosen: its code only with a page that shows it', async () => {
    renderDetails([mocks.product(0, withFortySoldOut), mocks.reviews(), mocks.related()], { path: PRODUCT_PATH });
    await screen.findByRole('heading', { level: 1, name: product.name });
    const link = screen.getByTestId('stock-alert-link-40');
    expect(link.textContent).toBe('Notify me when size 40 is back');
    expect(link.getAttribute('href')).toBe(SIZE_40);
    expect(screen.queryByTestId('stock-alert-40')).toBeNull();
  });

  it('offers it for the sold-out size only, as a real form that posts without the app', async () => {
    const details = await render();
    expect(screen.queryByTestId('stock-alert-38')).toBeNull();
    expect(screen.queryByTestId('stock-alert-link-38')).toBeNull();
    expect(within(details).getByText('Notify me when size 40 is back')).toBeTruthy();
    expect(within(details).getByText('We will tell you once when size 40 is back.')).toBeTruthy();
    const form = details.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/stock-alerts');
    const fields = Object.fromEntries(new FormData(form as HTMLFormElement));
    expect(fields).toMatchObject({ sizeId: 'v-navy-40', back: SIZE_40, contact: '' });
    // The submit button works from the first byte: before hydration it is the browser that posts.
    expect((within(details).getByRole('button', { name: 'Notify me' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends a number or email and says what will happen', async () => {
    const details = await render([asked('98765 43210')]);
    fireEvent.change(contactBox(details), { target: { value: '98765 43210' } });
    submit(details);
    expect(await within(details).findByText('Done. We will tell you once when size 40 is back.')).toBeTruthy();
  });

  it('refuses what is neither a mobile number nor an email before sending anything', async () => {
    const details = await render();
    fireEvent.change(contactBox(details), { target: { value: '12345' } });
    submit(details);
    expect(await within(details).findByText('Enter a 10-digit mobile number or an email')).toBeTruthy();
    expect(contactBox(details).getAttribute('aria-invalid')).toBe('true');
  });

  it('says the size can be bought when the store answers in_stock, by its code', async () => {
    const details = await render([refused('ravi@example.in', { code: 'CONFLICT', reason: 'in_stock' })]);
    fireEvent.change(contactBox(details), { target: { value: 'ravi@example.in' } });
    submit(details);
    expect(await within(details).findByText('Size 40 is in stock: you can buy it now.')).toBeTruthy();
  });

  it('fills in a signed-in buyer’s own email', async () => {
    window.localStorage.setItem('sutra-token', 'token');
    window.localStorage.setItem('sutra-user', JSON.stringify({ _id: 'b1', name: 'Ravi', email: 'ravi@example.in' }));
    const details = await render([mocks.bag(), mocks.cart()]);
    await waitFor(() => expect(contactBox(details).value).toBe('ravi@example.in'));
  });

  it('opens with what came of a form posted without the app', async () => {
    const details = await render([], `${PRODUCT_PATH}?size=40&stockAlert=asked&alertSize=v-navy-40`);
    expect(details.hasAttribute('open')).toBe(true);
    expect(within(details).getByText('Done. We will tell you once when size 40 is back.')).toBeTruthy();
  });
});
