import { Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useConfirmCodOrderMutation } from '../../__generated__/operations/ConfirmCodOrder';
import { usePageHead } from '../../app/head/use-page-head';
import { isServerError, readableServerError } from '../../shared/errors';

export const LINK_INVALID =
  'This link does not confirm an order any more. Please call us, or write to us from the Contact page.';
export const ORDER_CANCELLED = 'This order was cancelled, so there is nothing to confirm.';

/**
 * /orders/confirm-cod?order=…&token=… — the link mailed with a cash-on-delivery order. The page asks before it
 * confirms (a mail scanner opening the link confirms nothing); no login is needed: the link's signature is the proof.
 */
export default function ConfirmCodPage() {
  usePageHead({ title: 'Confirm your order | Sutra', noindex: true });
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? '';
  const token = params.get('token') ?? '';
  const [confirm, { data, error, loading }] = useConfirmCodOrderMutation({ variables: { orderId, token } });
  const done = data?.confirmCodOrder;
  const refusal = isServerError(error, 'CONFLICT')
    ? ORDER_CANCELLED
    : isServerError(error, 'BAD_USER_INPUT')
      ? LINK_INVALID
      : readableServerError(error);

  return (
    <Box maxW="lg" mx="auto" px="4" py="10">
      <Stack gap="4">
        <Heading as="h1" size="xl">
          Confirm your order
        </Heading>
        {done ? (
          <Text role="status" data-testid="cod-confirmed">
            Thank you: order {done.orderNumber} is confirmed and on its way to being packed. You will pay in cash when
            it is delivered.
          </Text>
        ) : (
          <>
            <Text>
              You chose to pay in cash on delivery. Please confirm that you want this order, and we will send it.
            </Text>
            <Button
              alignSelf="start"
              bg="brand.navy"
              color="white"
              loading={loading}
              disabled={!orderId || !token}
              onClick={() => confirm().catch(() => undefined)}
            >
              Confirm my order
            </Button>
            {(refusal || (!orderId && !token)) && (
              <Text role="alert" color="red.700">
                {refusal ?? LINK_INVALID}
              </Text>
            )}
          </>
        )}
        <Link asChild color="brand.navy" textDecoration="underline">
          <RouterLink to="/profile/orders">My orders</RouterLink>
        </Link>
      </Stack>
    </Box>
  );
}
