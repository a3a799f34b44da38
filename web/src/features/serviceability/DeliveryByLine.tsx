import { Text } from '@chakra-ui/react';
import { deliveryLines, USUAL_PROMISE } from './delivery-copy';
import { useDeliveryEstimate } from './use-delivery-estimate';

/**
 * One line for checkout: "Delivery by Fri, 27 Nov" for a delivery pincode (the usual promise when the courier could
 * not be asked, the refusal when it cannot deliver there); nothing without a valid pincode or while asking.
 */
export function DeliveryByLine({
  pincode,
  option = 'STANDARD',
}: {
  pincode: string | null | undefined;
  /** The delivery option chosen: its date is the one promised (and stored with the order). */
  option?: 'STANDARD' | 'EXPRESS';
}) {
  const state = useDeliveryEstimate(pincode);
  if (state.status === 'unavailable') {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="delivery-by">
        {USUAL_PROMISE}
      </Text>
    );
  }
  if (state.status !== 'answered') return null;
  const { headline } = deliveryLines(state.estimate, option);
  return (
    <Text
      fontSize="sm"
      color={state.estimate.serviceable ? 'fg.muted' : 'brand.sale'}
      fontWeight={state.estimate.serviceable ? 'normal' : 'semibold'}
      data-testid="delivery-by"
    >
      {headline}
    </Text>
  );
}
