import { Heading, Stack } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { OrderMoneyPanel } from './OrderMoneyPanel';

/** `/admin/refunds/:orderId`: an order's money panel on its own (the order page mounts the same panel). */
export function OrderRefundsPage() {
  const { orderId = '' } = useParams();
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        Cancel or refund
      </Heading>
      <OrderMoneyPanel orderId={orderId} />
    </Stack>
  );
}
