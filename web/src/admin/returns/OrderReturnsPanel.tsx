import { Box, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useOrderReturnsQuery } from '../../__generated__/admin/operations/OrderReturns';
import { readableServerError } from '../../shared/errors';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { ReturnCard } from './ReturnCard';

/** The order page's returns: each return request of the order, worked where it is shown. */
export function OrderReturnsPanel({ orderId }: { orderId: string }) {
  const { data, loading, error } = useOrderReturnsQuery({ variables: { orderId }, fetchPolicy: 'cache-and-network' });
  const returns = data?.returnRequests.items ?? [];
  return (
    <Box as="section" aria-label="Returns">
      <Heading as="h2" size="md" mb="2">
        Returns
      </Heading>
      {error && !data && <FormAlert>{readableServerError(error) ?? 'The returns cannot load right now.'}</FormAlert>}
      {loading && !data ? (
        <Spinner aria-label="Loading returns" />
      ) : returns.length === 0 ? (
        <Text>No return was asked for.</Text>
      ) : (
        <Stack gap="3">
          {returns.map((r) => (
            <ReturnCard key={r.id} request={r} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
