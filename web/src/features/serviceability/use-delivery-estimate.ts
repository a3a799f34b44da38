import { CombinedGraphQLErrors } from '@apollo/client';
import type { DeliveryEstimateFieldsFragment } from '../../__generated__/graphql';
import { useDeliveryEstimateQuery } from '../../__generated__/operations/DeliveryEstimate';
import { PINCODE } from './delivery-copy';

export type DeliveryEstimateState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'answered'; estimate: DeliveryEstimateFieldsFragment }
  /** The store could not answer (down, or asked too often): the usual promise is what a shopper should read. */
  | { status: 'unavailable' }
  | { status: 'invalid'; message: string };

/**
 * The delivery estimate for `pincode`, asked only for a valid pincode and only in the browser (the server's render
 * never waits on a courier). Any failure but a refused pincode reads as "unavailable", never as an error page.
 */
export function useDeliveryEstimate(pincode: string | null | undefined): DeliveryEstimateState {
  const valid = Boolean(pincode && PINCODE.test(pincode));
  const { data, error, loading } = useDeliveryEstimateQuery({
    variables: { pincode: pincode ?? '' },
    skip: !valid,
    ssr: false,
  });
  if (!valid) return { status: 'idle' };
  if (data?.deliveryEstimate) return { status: 'answered', estimate: data.deliveryEstimate };
  if (error) {
    const refused = CombinedGraphQLErrors.is(error)
      ? error.errors.find((e) => e.extensions?.code === 'BAD_USER_INPUT')
      : undefined;
    return refused ? { status: 'invalid', message: refused.message } : { status: 'unavailable' };
  }
  return loading ? { status: 'loading' } : { status: 'idle' };
}
