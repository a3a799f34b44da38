import { useSearchParams } from 'react-router';
import { useCancelCodOrderMutation } from '../../__generated__/operations/CancelCodOrder';
import { usePageHead } from '../../app/head/use-page-head';
import { readableServerError, serverReason } from '../../shared/errors';
import { CodAnswerPage } from './CodAnswerPage';

export const CANCEL_LINK_INVALID =
  'This link does not cancel an order any more. Please call us, or write to us from the Contact page.';
export const ALREADY_CONFIRMED =
  'This order is confirmed and being packed, so it can no longer be cancelled here. Please call us, or write to us.';
export const ALREADY_CANCELLED = 'This order is cancelled already. You pay nothing.';

/**
 * /orders/cancel-cod?order=…&token=… — the cancelling link texted with a cash-on-delivery order. The page asks before
 * it cancels (a link preview opening it cancels nothing); no login is needed: the link's signature is the proof.
 */
export default function CancelCodPage() {
  usePageHead({ title: 'Cancel your order | Sutra', noindex: true });
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? '';
  const token = params.get('token') ?? '';
  const [cancel, { data, error, loading }] = useCancelCodOrderMutation({ variables: { orderId, token } });
  const done = data?.cancelCodOrder;
  const reason = serverReason(error);
  const refusal =
    reason === 'cod_link_invalid'
      ? CANCEL_LINK_INVALID
      : reason === 'cod_already_confirmed' || reason === 'already_dispatched'
        ? ALREADY_CONFIRMED
        : reason === 'already_cancelled'
          ? ALREADY_CANCELLED
          : readableServerError(error);

  return (
    <CodAnswerPage
      heading="Cancel your order"
      done={done && <>Order {done.orderNumber} is cancelled. Nothing will be sent, and you pay nothing.</>}
      doneTestId="cod-cancelled"
      question="You chose to pay in cash on delivery. If you no longer want this order, cancel it here."
      action="Cancel my order"
      actionStyle={{ variant: 'outline' }}
      onAction={() => cancel().catch(() => undefined)}
      loading={loading}
      incomplete={!orderId || !token}
      refusal={refusal ?? (!orderId && !token ? CANCEL_LINK_INVALID : undefined)}
    />
  );
}
