import { Badge, Box, Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { formatRupees } from '@sutra/rules';
import { useState } from 'react';
import { useOrderMoneyQuery } from '../../__generated__/admin/operations/OrderMoney';
import { readableServerError } from '../../shared/errors';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { AdminListRow } from '../layout/AdminListRow';
import { type MoneyAction, MoneyDialog } from './MoneyDialog';

const STATUS_COLOURS = { REQUESTED: 'orange', PROCESSED: 'green', FAILED: 'red' } as const;
const STATUS_LABELS = { REQUESTED: 'Requested', PROCESSED: 'Processed', FAILED: 'Failed' } as const;
const SOURCE_LABELS = { CANCELLATION: 'Cancellation', RETURN: 'Return', ADJUSTMENT: 'Refund' } as const;

/**
 * An order's money on its admin page: what was paid and refunded, each refund with its status, and Cancel (before
 * the courier has it) or Refund (after), each in a dialog. Takes only the order's id and runs its own query.
 */
export function OrderMoneyPanel({ orderId }: { orderId: string }) {
  const { data, loading, error, refetch } = useOrderMoneyQuery({ variables: { orderId } });
  const [action, setAction] = useState<MoneyAction | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const money = data?.orderRefunds;

  return (
    <Box as="section" aria-labelledby="order-money-heading" bg="white" borderWidth="1px" borderRadius="md" p="4">
      <Flex justify="space-between" align="center" wrap="wrap" gap="2" mb="3">
        <Heading as="h2" size="md" id="order-money-heading">
          Refunds
        </Heading>
        {money && (
          <Flex gap="2">
            {money.cancellable && (
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => setAction('cancel')}>
                Cancel order…
              </Button>
            )}
            {money.refundable && (
              <Button size="sm" variant="outline" onClick={() => setAction('refund')}>
                Refund…
              </Button>
            )}
          </Flex>
        )}
      </Flex>
      {loading && !money && <Spinner aria-label="Loading refunds" />}
      {error && <FormAlert>{readableServerError(error) ?? 'The refunds could not be loaded.'}</FormAlert>}
      {notice && (
        <Text role="status" color="green.700" mb="2">
          {notice}
        </Text>
      )}
      {money && (
        <Stack gap="3">
          <Text>
            Paid {formatRupees(money.paidPaise)} · refunded {formatRupees(money.refundedPaise)}
          </Text>
          {money.refunds.length === 0 ? (
            <Text color="gray.600">No refunds yet.</Text>
          ) : (
            <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
              {money.refunds.map((refund) => (
                <AdminListRow key={refund.id} data-testid="refund-row">
                  <Text fontWeight="semibold">{formatRupees(refund.amountPaise)}</Text>
                  <Badge colorPalette={STATUS_COLOURS[refund.status]}>{STATUS_LABELS[refund.status]}</Badge>
                  <Text>{SOURCE_LABELS[refund.source]}</Text>
                  <Text color="gray.600" flex="1" minW="12rem">
                    {refund.reason}
                    {refund.staffName ? ` — ${refund.staffName}` : ''}
                    {refund.creditNoteNumber ? ` · credit note ${refund.creditNoteNumber}` : ''}
                    {refund.method === 'PAYOUT' ? ' · payout by hand' : ''}
                    {refund.status !== 'PROCESSED' && refund.lastError ? ` · ${refund.lastError}` : ''}
                  </Text>
                </AdminListRow>
              ))}
            </Stack>
          )}
        </Stack>
      )}
      {money && action && (
        <MoneyDialog
          money={money}
          action={action}
          onClose={(message) => {
            setAction(null);
            if (message) {
              setNotice(message);
              void refetch();
            }
          }}
        />
      )}
    </Box>
  );
}
