import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DeliveryEstimateFieldsFragment } from '../../__generated__/graphql';
import { DeliveryEstimateDocument } from '../../__generated__/operations/DeliveryEstimate';
import { type AnyMock, renderStore } from '../../test/render';
import { DeliveryByLine } from './DeliveryByLine';
import { DeliveryCheck } from './DeliveryCheck';
import { formatDeliveryDate, REMEMBERED_PINCODE_KEY } from './delivery-copy';

const estimate = (pincode: string, fields: Partial<DeliveryEstimateFieldsFragment> = {}) => ({
  request: { query: DeliveryEstimateDocument, variables: { pincode } },
  result: {
    data: {
      deliveryEstimate: {
        __typename: 'DeliveryEstimate',
        pincode,
        serviceable: true,
        codAvailable: true,
        deliveryBy: '2026-11-27',
        expressBy: '2026-11-25',
        source: 'COURIER',
        ...fields,
      },
    },
  },
});

const failing = (pincode: string, code: string, message: string) => ({
  request: { query: DeliveryEstimateDocument, variables: { pincode } },
  result: { errors: [new GraphQLError(message, { extensions: { code } })] },
});

const renderBox = (mocks: AnyMock[]) => renderStore(<DeliveryCheck />, { mocks });
const check = (pincode: string) => {
  fireEvent.change(screen.getByLabelText('Delivery pincode'), { target: { value: pincode } });
  fireEvent.click(screen.getByRole('button', { name: 'Check' }));
};
const headline = async () => (await screen.findByTestId('delivery-headline')).textContent;

beforeEach(() => window.localStorage.clear());
afterEach(() => window.localStorage.clear());

describe('Check delivery', () => {
  it('shows the delivery date in India’s words and that Cash on Delivery is available', async () => {
    const { held } = renderBox([estimate('400001')]);
    expect(held.sent).toEqual([]);
    check('400001');
    expect(await headline()).toBe('Delivery by Fri, 27 Nov');
    expect(screen.getByTestId('delivery-cod').textContent).toBe('Cash on Delivery available');
    expect(window.localStorage.getItem(REMEMBERED_PINCODE_KEY)).toBe('400001');
  });

  it('says plainly when the store does not deliver to a pincode', async () => {
    renderBox([estimate('799001', { serviceable: false, codAvailable: false, deliveryBy: null, expressBy: null })]);
    check('799001');
    expect(await headline()).toBe("We don't deliver to 799001 yet");
    expect(screen.queryByTestId('delivery-cod')).toBeNull();
  });

  it('says when Cash on Delivery is not available for a pincode', async () => {
    renderBox([estimate('744101', { codAvailable: false, deliveryBy: '2026-12-03' })]);
    check('744101');
    expect(await headline()).toBe('Delivery by Thu, 3 Dec');
    expect(screen.getByTestId('delivery-cod').textContent).toBe('Cash on Delivery not available for this pincode');
  });

  it('gives the usual promise when the courier could not be asked, or the store could not answer', async () => {
    renderBox([estimate('411001', { source: 'USUAL' }), failing('560001', 'UPSTREAM_UNAVAILABLE', 'down')]);
    check('411001');
    expect(await headline()).toBe('Usually delivered in 4–6 days');
    check('560001');
    await waitFor(() =>
      expect(screen.getByTestId('delivery-headline').textContent).toBe('Usually delivered in 4–6 days'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a malformed pincode inline without asking the store', async () => {
    const { held } = renderBox([]);
    for (const bad of ['12345', '012345']) {
      check(bad);
      expect(await screen.findByText('Enter a valid 6-digit pincode')).toBeTruthy();
    }
    expect(held.sent).toEqual([]);
    expect(window.localStorage.getItem(REMEMBERED_PINCODE_KEY)).toBeNull();
  });

  it('prefills and checks the remembered pincode once the page runs', async () => {
    window.localStorage.setItem(REMEMBERED_PINCODE_KEY, '302017');
    renderBox([estimate('302017', { deliveryBy: '2026-11-28' })]);
    expect(await headline()).toBe('Delivery by Sat, 28 Nov');
    expect((screen.getByLabelText('Delivery pincode') as HTMLInputElement).value).toBe('302017');
  });
});

describe('DeliveryByLine (checkout)', () => {
  it('shows "Delivery by …" for the delivery address’s pincode, and nothing without one', async () => {
    renderStore(
      <>
        <DeliveryByLine pincode="400001" />
        <DeliveryByLine pincode="" />
      </>,
      { mocks: [estimate('400001')] },
    );
    const lines = await screen.findAllByTestId('delivery-by');
    expect(lines.map((l) => l.textContent)).toEqual(['Delivery by Fri, 27 Nov']);
  });
});

describe('formatDeliveryDate', () => {
  it('writes a calendar date as weekday, day and short month, whatever the time zone', () => {
    expect(formatDeliveryDate('2026-11-26')).toBe('Thu, 26 Nov');
    expect(formatDeliveryDate('2027-01-01')).toBe('Fri, 1 Jan');
  });
});
