import { Stack, Text } from '@chakra-ui/react';
import { deliveryLines, USUAL_PROMISE } from './delivery-copy';
import type { DeliveryEstimateState } from './use-delivery-estimate';

/** What an estimate says, in one or two lines; nothing while idle. */
export function DeliveryAnswer({ state }: { state: DeliveryEstimateState }) {
  if (state.status === 'loading') {
    return (
      <Text fontSize="sm" color="fg.muted">
        Checking…
      </Text>
    );
  }
  if (state.status === 'unavailable') {
    return (
      <Text fontSize="sm" data-testid="delivery-headline">
        {USUAL_PROMISE}
      </Text>
    );
  }
  if (state.status !== 'answered') return null;
  const { headline, cod } = deliveryLines(state.estimate);
  return (
    <Stack gap="0.5">
      <Text
        fontSize="sm"
        fontWeight="semibold"
        color={state.estimate.serviceable ? 'fg' : 'brand.sale'}
        data-testid="delivery-headline"
      >
        {headline}
      </Text>
      {cod && (
        <Text fontSize="sm" color="fg.muted" data-testid="delivery-cod">
          {cod}
        </Text>
      )}
    </Stack>
  );
}
