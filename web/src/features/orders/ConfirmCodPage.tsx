import { useSearchParams } from 'react-router';
import { useConfirmCodOrderMutation } from '../../__generated__/operations/ConfirmCodOrder';
import { usePageHead } from '../../app/head/use-page-head';
import { isServerError, readableServerError } from '../../shared/errors';
import { CodAnswerPage } from './CodAnswerPage';

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
    <CodAnswerPage
      heading="Confirm your order"
      done={
        done && (
          <>
            Thank you: order {done.orderNumber} is confirmed and on its way to being packed. You will pay in cash when
            it is delivered.
          </>
        )
      }
      doneTestId="cod-confirmed"
      question="You chose to pay in cash on delivery. Please confirm that you want this order, and we will send it."
      action="Confirm my order"
      actionStyle={{ bg: 'brand.navy', color: 'white' }}
      onAction={() => confirm().catch(() => undefined)}
      loading={loading}
      incomplete={!orderId || !token}
      refusal={refusal ?? (!orderId && !token ? LINK_INVALID : undefined)}
    />
  );
}
