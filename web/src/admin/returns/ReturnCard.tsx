import { Badge, Box, Button, Checkbox, Field, Flex, Image, Stack, Text, Textarea } from '@chakra-ui/react';
import { formatRupees } from '@sutra/rules';
import { useState } from 'react';
import type { ReturnFieldsFragment } from '../../__generated__/admin/graphql';
import { useApproveReturnMutation } from '../../__generated__/admin/operations/ApproveReturn';
import { useExchangeReturnMutation } from '../../__generated__/admin/operations/ExchangeReturn';
import { useReceiveReturnMutation } from '../../__generated__/admin/operations/ReceiveReturn';
import { useRefundReturnMutation } from '../../__generated__/admin/operations/RefundReturn';
import { useRejectReturnMutation } from '../../__generated__/admin/operations/RejectReturn';
import { readableServerError, serverReason } from '../../shared/errors';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { primaryButton } from '../../shared/forms/button-styles';
import { ExchangeForm } from './ExchangeForm';
import { RETURN_STALE_WORDS, RETURN_STATE_LABELS } from './return-words';

const REFETCH = ['ReturnQueue', 'OrderReturns'];

const when = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', hour12: false }) : '';

/** The item's options, as bought: `White, size 40`. */
const optionsOf = (line: ReturnFieldsFragment['lines'][number]) =>
  line.options.map((o) => (o.name === 'size' ? `size ${o.value}` : o.value)).join(', ');

/**
 * One return request as staff work it: the buyer's photos, the lines, the reason, where a cash-on-delivery refund
 * goes, the pickup, and the moves its state allows (approve or reject; receive; refund or exchange).
 */
export function ReturnCard({ request }: { request: ReturnFieldsFragment }) {
  const [approve, approving] = useApproveReturnMutation({ refetchQueries: REFETCH });
  const [reject, rejecting] = useRejectReturnMutation({ refetchQueries: REFETCH });
  const [receive, receiving] = useReceiveReturnMutation({ refetchQueries: REFETCH });
  const [refund, refunding] = useRefundReturnMutation({ refetchQueries: REFETCH });
  const [exchange, exchanging] = useExchangeReturnMutation({ refetchQueries: REFETCH });
  const [failure, setFailure] = useState<string | null>(null);
  const [rejectReason, setRejectReason] = useState<string | null>(null);
  const [resellable, setResellable] = useState(true);
  const [exchangeOpen, setExchangeOpen] = useState(false);
  const { id, version, state } = request;
  const inspected = request.resellable !== null && request.resellable !== undefined;

  const run = async (move: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await move();
      setRejectReason(null);
      setExchangeOpen(false);
    } catch (error) {
      setFailure(
        serverReason(error) === 'stale_version'
          ? RETURN_STALE_WORDS
          : (readableServerError(error) ?? 'That did not go through. Try again.'),
      );
    }
  };
  const closing = inspected ? {} : { resellable };

  return (
    <Box bg="white" borderWidth="1px" borderRadius="md" p="4" data-testid="return-card">
      <Flex gap="2" wrap="wrap" justify="space-between" mb="2">
        <Text fontWeight="semibold">
          Order {request.orderNumber} · {request.buyerName}
        </Text>
        <Badge data-testid="return-state">{RETURN_STATE_LABELS[state]}</Badge>
      </Flex>
      <Text fontSize="sm" color="fg.muted" mb="2">
        Asked {when(request.createdAt)} · {request.email} · Reason: {request.reason}
      </Text>
      {request.images.length > 0 && (
        <Flex gap="2" mb="3" wrap="wrap">
          {request.images.map((src, i) => (
            <a key={src} href={src} target="_blank" rel="noreferrer">
              <Image src={src} alt={`Buyer's photo ${i + 1}`} boxSize="20" objectFit="cover" borderRadius="sm" />
            </a>
          ))}
        </Flex>
      )}
      <Stack as="ul" gap="1" ps="0" mb="3" aria-label="Returned items">
        {request.lines.map((line) => (
          <Flex as="li" key={line.orderLineId} gap="2" align="center" listStyleType="none">
            <Image src={line.image} alt="" boxSize="10" objectFit="cover" borderRadius="sm" />
            <Text fontSize="sm">
              {line.name} ({optionsOf(line)}) × {line.quantity} · {formatRupees(line.unitPricePaise)}
            </Text>
          </Flex>
        ))}
      </Stack>
      {request.refundTo && (
        <Text fontSize="sm" mb="2">
          Refund to (cash on delivery): {request.refundTo}
        </Text>
      )}
      {(request.pickup.orderId || request.pickup.error) && (
        <Text fontSize="sm" mb="2" data-testid="return-pickup">
          {request.pickup.orderId
            ? `Pickup: Shiprocket return ${request.pickup.orderId} · ${request.pickup.status ?? ''}${
                request.pickup.awb ? ` · AWB ${request.pickup.awb} (${request.pickup.courier ?? ''})` : ''
              }`
            : `Pickup not booked yet (${request.pickup.attempts} tries): Shiprocket is retried automatically.`}
        </Text>
      )}
      {request.staffNote && <Text fontSize="sm">Rejected: {request.staffNote}</Text>}
      {request.receivedAt && (
        <Text fontSize="sm">
          Received {when(request.receivedAt)}
          {inspected ? (request.resellable ? ' · back on sale' : ' · not resellable') : ''}
        </Text>
      )}
      {state === 'REFUNDED' && <Text fontSize="sm">Refunded {formatRupees(request.refundPaise ?? 0)}</Text>}
      {state === 'EXCHANGED' && (
        <Text fontSize="sm">
          Replacement order {request.replacementOrderNumber}
          {request.refundPaise ? ` · ${formatRupees(request.refundPaise)} refunded` : ''}
        </Text>
      )}
      {failure && <FormAlert>{failure}</FormAlert>}

      <Flex gap="2" wrap="wrap" mt="3">
        {state === 'REQUESTED' && rejectReason === null && (
          <>
            <Button
              size="sm"
              {...primaryButton}
              loading={approving.loading}
              onClick={() => run(() => approve({ variables: { id, version } }))}
            >
              Approve and book pickup
            </Button>
            <Button size="sm" variant="outline" onClick={() => setRejectReason('')}>
              Reject
            </Button>
          </>
        )}
        {(state === 'APPROVED' || state === 'PICKED_UP') && (
          <>
            <Checkbox.Root checked={resellable} onCheckedChange={(e) => setResellable(e.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Items can be sold again</Checkbox.Label>
            </Checkbox.Root>
            <Button
              size="sm"
              {...primaryButton}
              loading={receiving.loading}
              onClick={() => run(() => receive({ variables: { id, version, resellable } }))}
            >
              Mark received
            </Button>
          </>
        )}
        {state === 'RECEIVED' && !exchangeOpen && (
          <>
            {!inspected && (
              <Checkbox.Root checked={resellable} onCheckedChange={(e) => setResellable(e.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>Items can be sold again</Checkbox.Label>
              </Checkbox.Root>
            )}
            <Button
              size="sm"
              {...primaryButton}
              loading={refunding.loading}
              onClick={() => run(() => refund({ variables: { id, version, ...closing } }))}
            >
              Refund
            </Button>
            <Button size="sm" variant="outline" onClick={() => setExchangeOpen(true)}>
              Exchange
            </Button>
          </>
        )}
      </Flex>

      {rejectReason !== null && (
        <Box asChild mt="3">
          <form
            aria-label="Reject the return"
            onSubmit={(event) => {
              event.preventDefault();
              void run(() => reject({ variables: { id, version, reason: rejectReason } }));
            }}
          >
            <Field.Root required>
              <Field.Label>Why (the buyer is told)</Field.Label>
              <Textarea bg="white" value={rejectReason} onChange={(e) => setRejectReason(e.currentTarget.value)} />
            </Field.Root>
            <Flex gap="2" mt="2">
              <Button
                type="submit"
                size="sm"
                {...primaryButton}
                disabled={rejectReason.trim().length < 3}
                loading={rejecting.loading}
              >
                Reject and tell the buyer
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={() => setRejectReason(null)}>
                Cancel
              </Button>
            </Flex>
          </form>
        </Box>
      )}
      {exchangeOpen && (
        <Box mt="3">
          <ExchangeForm
            returnId={id}
            busy={exchanging.loading}
            onCancel={() => setExchangeOpen(false)}
            onExchange={(items) => run(() => exchange({ variables: { id, version, items, ...closing } }))}
          />
        </Box>
      )}
    </Box>
  );
}
