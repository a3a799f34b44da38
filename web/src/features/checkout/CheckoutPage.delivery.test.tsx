import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeliveryEstimateFieldsFragment } from '../../__generated__/graphql';
import { DeliveryEstimateDocument } from '../../__generated__/operations/DeliveryEstimate';
import { ready, renderCheckout, setupCheckoutTests } from '../../test/checkout-test-kit';

setupCheckoutTests();

/** Shiprocket's dates for the checkout's delivery pincode (22 MI Road, Jaipur 302001), as the gateway answers them. */
const estimate = (fields: Partial<DeliveryEstimateFieldsFragment>) => ({
  request: { query: DeliveryEstimateDocument, variables: { pincode: '302001' } },
  result: {
    data: {
      deliveryEstimate: {
        __typename: 'DeliveryEstimate' as const,
        pincode: '302001',
        serviceable: true,
        codAvailable: true,
        deliveryBy: '2026-12-05',
        expressBy: '2026-12-02',
        source: 'COURIER' as const,
        ...fields,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const option = (value: 'standard' | 'express') => screen.getByTestId(`delivery-${value}`);

describe('Delivery options at checkout', () => {
  it('dates each option by its courier, and promises Express’s earlier date when it is chosen', async () => {
    renderCheckout([estimate({})]);
    await ready();
    await waitFor(() => expect(screen.getByTestId('delivery-date-express').textContent).toBe('Delivery by Wed, 2 Dec'));
    expect(screen.getByTestId('delivery-date-standard').textContent).toBe('Delivery by Sat, 5 Dec');
    expect(screen.getByTestId('delivery-by').textContent).toBe('Delivery by Sat, 5 Dec');
    fireEvent.click(within(option('express')).getByRole('radio'));
    await waitFor(() => expect(screen.getByTestId('delivery-by').textContent).toBe('Delivery by Wed, 2 Dec'));
  });

  it('does not offer Express where no courier is faster than Standard, and says so', async () => {
    renderCheckout([estimate({ deliveryBy: '2026-11-29', expressBy: null })]);
    await ready();
    await waitFor(() =>
      expect(screen.getByTestId('express-not-faster').textContent).toBe(
        'Not available for 302001: no courier delivers there sooner than Standard.',
      ),
    );
    expect((within(option('express')).getByRole('radio') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByTestId('delivery-date-express')).toBeNull();
    expect(screen.getByTestId('delivery-date-standard').textContent).toBe('Delivery by Sun, 29 Nov');
  });

  it('keeps the spec’s days alone while only the usual promise is known', async () => {
    renderCheckout([estimate({ source: 'USUAL' })]);
    await ready();
    await waitFor(() => expect(screen.getByTestId('delivery-by').textContent).toBe('Usually delivered in 4–6 days'));
    expect(screen.queryByTestId('delivery-date-standard')).toBeNull();
    expect((within(option('express')).getByRole('radio') as HTMLInputElement).disabled).toBe(false);
  });
});
