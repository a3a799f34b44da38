import { dialogSlotRecipe } from '@chakra-theme/recipes/dialog';
import { Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { formatRupees } from '@sutra/rules';
import { useState } from 'react';
import type { OrderMoneyFieldsFragment } from '../../__generated__/admin/graphql';
import { useCancelOrderMutation } from '../../__generated__/admin/operations/CancelOrder';
import { useRefundOrderMutation } from '../../__generated__/admin/operations/RefundOrder';
import { serverMessage } from '../../shared/errors';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { primaryButton } from '../../shared/forms/button-styles';
import { type ChosenUnits, cancelRefundPaise, linesOf, moneyLeft, unitsLeft, unitsRefundPaise } from './money-preview';

export type MoneyAction = 'cancel' | 'refund';

const rupeesToPaise = (text: string): number | null => {
  const value = Number(text.replace(/[₹,\s]/g, ''));
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? Math.round(value * 100) : null;
};

/**
 * Cancel (before dispatch) or Refund (after) an order: staff choose lines and units (and, to refund, may type an
 * amount instead), give a reason, and see what the buyer gets back before confirming. The api decides; its refusal
 * (already dispatched, stale figures …) is shown as it words it.
 */
export function MoneyDialog({
  money,
  action,
  onClose,
}: {
  money: OrderMoneyFieldsFragment;
  action: MoneyAction;
  onClose: (message: string | null) => void;
}) {
  const cancelling = action === 'cancel';
  const allUnits = Object.fromEntries(money.lines.map((l) => [l.id, unitsLeft(l)]));
  const [chosen, setChosen] = useState<ChosenUnits>(cancelling ? allUnits : {});
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [cancel, cancelState] = useCancelOrderMutation();
  const [refund, refundState] = useRefundOrderMutation();
  const busy = cancelState.loading || refundState.loading;

  const typed = rupeesToPaise(amount);
  const refundPaise = cancelling ? cancelRefundPaise(money, chosen) : (typed ?? unitsRefundPaise(money, chosen));
  const anyUnits = linesOf(chosen).length > 0;
  const ready = reason.trim() !== '' && (cancelling ? anyUnits : refundPaise > 0) && refundPaise <= moneyLeft(money);
  const title = cancelling ? `Cancel order ${money.orderNumber}` : `Refund order ${money.orderNumber}`;

  const submit = async () => {
    setError(null);
    const variables = {
      orderId: money.orderId,
      lines: linesOf(chosen),
      reason: reason.trim(),
      expectedRefundedPaise: money.refundedPaise,
    };
    try {
      if (cancelling) await cancel({ variables });
      else await refund({ variables: { ...variables, amountPaise: typed ?? undefined } });
      onClose(cancelling ? 'Order cancelled.' : 'Refund made.');
    } catch (caught) {
      setError(serverMessage(caught) ?? 'That did not go through. Please try again.');
    }
  };

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open
      onOpenChange={(e) => !e.open && onClose(null)}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid="money-dialog">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {error && <FormAlert>{error}</FormAlert>}
                <Text>{cancelling ? 'Units to cancel' : 'Units coming back (or type an amount below)'}</Text>
                {money.lines.map((line) => (
                  <Field.Root key={line.id}>
                    <Field.Label>
                      {line.name} ({line.options}) — {unitsLeft(line)} of {line.quantity} left
                    </Field.Label>
                    <Input
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={unitsLeft(line)}
                      value={chosen[line.id] ?? 0}
                      disabled={unitsLeft(line) === 0}
                      onChange={(e) => {
                        const n = Math.max(0, Math.min(unitsLeft(line), Math.floor(Number(e.target.value) || 0)));
                        setChosen((c) => ({ ...c, [line.id]: n }));
                      }}
                    />
                  </Field.Root>
                ))}
                {!cancelling && (
                  <Field.Root>
                    <Field.Label>Amount in rupees (instead of the units’ share)</Field.Label>
                    <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
                    <Field.HelperText>At most {formatRupees(moneyLeft(money))}</Field.HelperText>
                  </Field.Root>
                )}
                <Field.Root required>
                  <Field.Label>Reason (the buyer reads it)</Field.Label>
                  <Input value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
                </Field.Root>
                <Text fontWeight="semibold" data-testid="refund-preview">
                  {refundPaise > 0
                    ? `The buyer gets back ${formatRupees(refundPaise)}${money.paymentMethod === 'cod' ? ' (paid out by hand)' : ' through Razorpay'}.`
                    : 'Nothing was paid for these, so nothing is refunded.'}
                </Text>
                {refundPaise > moneyLeft(money) && (
                  <FormAlert>That is more than the {formatRupees(moneyLeft(money))} left to refund.</FormAlert>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => onClose(null)}>
                Back
              </Button>
              <Button {...primaryButton} disabled={!ready || busy} loading={busy} onClick={submit}>
                {cancelling ? 'Confirm cancellation' : 'Confirm refund'}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close dialog" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
