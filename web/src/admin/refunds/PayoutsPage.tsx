import { Badge, Box, Button, chakra, Field, Flex, Heading, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { formatRupees } from '@sutra/rules';
import { useState } from 'react';
import type { PayoutsQuery } from '../../__generated__/admin/graphql';
import { useMarkPayoutPaidMutation } from '../../__generated__/admin/operations/MarkPayoutPaid';
import { usePayoutsQuery } from '../../__generated__/admin/operations/Payouts';
import { readableServerError, serverMessage } from '../../shared/errors';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { primaryButton } from '../../shared/forms/button-styles';
import { AdminListRow } from '../layout/AdminListRow';

type Payout = PayoutsQuery['payouts']['items'][number];

const destinationOf = (to: Payout['refund']['payoutTo']): string =>
  !to ? '—' : to.kind === 'upi' ? `UPI ${to.vpa}` : `${to.accountName}, account ${to.accountNumber}, IFSC ${to.ifsc}`;

/** One payout due: where to pay it, and the bank's reference once paid. */
function PayoutRow({ payout, onPaid }: { payout: Payout; onPaid: () => void }) {
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [markPaid, { loading }] = useMarkPayoutPaidMutation();
  const { refund } = payout;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await markPaid({ variables: { id: refund.id, reference: reference.trim() } });
      onPaid();
    } catch (caught) {
      setError(serverMessage(caught) ?? 'It could not be marked paid. Please try again.');
    }
  };
  return (
    <AdminListRow data-testid="payout-row" align="flex-start">
      <Stack gap="1" flex="1" minW="14rem">
        <Text fontWeight="semibold">
          {formatRupees(refund.amountPaise)} to {payout.buyerName} — order {payout.orderNumber}
        </Text>
        <Text>{destinationOf(refund.payoutTo)}</Text>
        <Text color="gray.600">{refund.reason}</Text>
      </Stack>
      {refund.status === 'PROCESSED' ? (
        <Badge colorPalette="green">Paid · {refund.payoutReference}</Badge>
      ) : (
        <chakra.form onSubmit={submit} aria-label={`Mark the payout for order ${payout.orderNumber} paid`}>
          <Flex gap="2" align="flex-end" wrap="wrap">
            <Field.Root required invalid={Boolean(error)} w="auto">
              <Field.Label>Bank reference</Field.Label>
              <Input value={reference} maxLength={100} onChange={(e) => setReference(e.target.value)} />
              {error && <Field.ErrorText>{error}</Field.ErrorText>}
            </Field.Root>
            <Button type="submit" {...primaryButton} disabled={reference.trim() === '' || loading} loading={loading}>
              Mark paid
            </Button>
          </Flex>
        </chakra.form>
      )}
    </AdminListRow>
  );
}

/** `/admin/payouts`: cash-on-delivery refunds to pay by hand (oldest first), and those paid. */
export function PayoutsPage() {
  const [status, setStatus] = useState<'DUE' | 'PAID'>('DUE');
  const { data, loading, error, refetch, fetchMore } = usePayoutsQuery({ variables: { status } });
  const page = data?.payouts;
  return (
    <Box>
      <Heading as="h1" size="xl" mb="4">
        Payouts
      </Heading>
      <Flex gap="2" mb="4" role="group" aria-label="Which payouts">
        {(['DUE', 'PAID'] as const).map((s) => (
          <Button
            key={s}
            size="sm"
            variant={status === s ? 'solid' : 'outline'}
            aria-pressed={status === s}
            onClick={() => setStatus(s)}
          >
            {s === 'DUE' ? 'To pay' : 'Paid'}
          </Button>
        ))}
      </Flex>
      {loading && !page && <Spinner aria-label="Loading payouts" />}
      {error && <FormAlert>{readableServerError(error) ?? 'The payouts could not be loaded.'}</FormAlert>}
      {page && page.items.length === 0 && <Text>{status === 'DUE' ? 'Nothing to pay.' : 'No payouts paid yet.'}</Text>}
      {page && page.items.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {page.items.map((payout) => (
            <PayoutRow key={payout.refund.id} payout={payout} onPaid={() => void refetch()} />
          ))}
        </Stack>
      )}
      {page?.nextCursor && (
        <Button
          mt="4"
          variant="outline"
          onClick={() =>
            void fetchMore({
              variables: { cursor: page.nextCursor },
              updateQuery: (previous, { fetchMoreResult }) => ({
                ...fetchMoreResult,
                payouts: {
                  ...fetchMoreResult.payouts,
                  items: [...previous.payouts.items, ...fetchMoreResult.payouts.items],
                },
              }),
            })
          }
        >
          More
        </Button>
      )}
    </Box>
  );
}
