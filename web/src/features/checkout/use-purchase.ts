import { useCallback, useRef, useState } from 'react';
import type { CheckoutInput, CheckoutPriceFragment, StartCheckoutMutation } from '../../__generated__/graphql';
import { usePlaceCodOrderMutation } from '../../__generated__/operations/PlaceCodOrder';
import { usePlaceCoveredOrderMutation } from '../../__generated__/operations/PlaceCoveredOrder';
import { usePlaceOrderMutation } from '../../__generated__/operations/PlaceOrder';
import { useStartCheckoutMutation } from '../../__generated__/operations/StartCheckout';
import { isServerError, readableServerError } from '../../shared/errors';
import { loadRazorpay, type RazorpaySuccess, SCRIPT_LOAD_FAILED, ScriptLoadError } from './razorpay';

/** The store's colour on the payment window. */
const BRAND_COLOUR = '#1f2a44';

export type PurchasePhase =
  | { phase: 'idle' }
  | { phase: 'processing' }
  /** Payment Failed: `detail` says more when there is more to say (the script did not load). */
  | { phase: 'failed'; detail: string | null }
  /** `message`: the api's words for the placed order's payment (the Order Placed modal prints them). */
  | { phase: 'placed'; orderId: string; orderNumber: string; message: string };

type Session = StartCheckoutMutation['startCheckout'];
type RazorpaySession = Session & { razorpay: NonNullable<Session['razorpay']> };
type PaymentOutcome = { kind: 'paid'; response: RazorpaySuccess } | { kind: 'failed' } | { kind: 'dismissed' };

export interface Purchase {
  state: PurchasePhase;
  processing: boolean;
  /** The server's price of the last started checkout (what the payment window charges while it is open). */
  price: CheckoutPriceFragment | null;
  /** The server's refusal of the checkout itself (nothing was charged). */
  checkoutError: string | null;
  purchase(input: CheckoutInput): Promise<void>;
  dismissFailure(): void;
}

/**
 * The server refused the checkout itself (a coupon that does not apply, a pincode no courier reaches, an item sold out
 * meanwhile): the form shows why, and nothing was charged. Anything else (an outage) is a failed payment attempt.
 */
const isCheckoutRefusal = (error: unknown) => isServerError(error, 'BAD_USER_INPUT', 'CONFLICT');

/** Opens the payment window and answers how it ended: paid, failed (the window closes itself) or dismissed. */
function pay(Razorpay: Awaited<ReturnType<typeof loadRazorpay>>, session: RazorpaySession): Promise<PaymentOutcome> {
  return new Promise((resolve) => {
    const { razorpay } = session;
    const checkout = new Razorpay({
      key: razorpay.key,
      amount: razorpay.amount,
      currency: razorpay.currency,
      order_id: razorpay.orderId,
      name: razorpay.name,
      description: razorpay.description,
      prefill: razorpay.prefill,
      theme: { color: BRAND_COLOUR },
      // A failed payment closes the window, so the store's Payment Failed modal can say so.
      retry: { enabled: false },
      modal: { ondismiss: () => resolve({ kind: 'dismissed' }) },
      handler: (response) => resolve({ kind: 'paid', response }),
    });
    checkout.on('payment.failed', () => resolve({ kind: 'failed' }));
    checkout.open();
  });
}

/**
 * Complete Purchase. The server prices the cart and creates the payment provider's order (`startCheckout`) — or, when
 * coupon and points cover everything, answers no payment, and the order is placed at once (`placeCoveredOrder`), as a
 * cash-on-delivery order is (`placeCodOrder`); the
 * provider's checkout script is loaded then, on demand, from the URL the server names; the payment window opens with
 * the server's amount in paise, INR and the buyer's details; after a successful payment the order is placed for the
 * verified payment (`placeOrder`). A failed payment, a failed order, a payment failure event or a script that does not
 * load ends in Payment Failed; closing the window ends the attempt quietly. One purchase runs at a time.
 */
export function usePurchase(): Purchase {
  const [startCheckout] = useStartCheckoutMutation();
  const [placeOrder] = usePlaceOrderMutation();
  const [placeCoveredOrder] = usePlaceCoveredOrderMutation();
  const [placeCodOrder] = usePlaceCodOrderMutation();
  const [state, setState] = useState<PurchasePhase>({ phase: 'idle' });
  const [price, setPrice] = useState<CheckoutPriceFragment | null>(null);
  const [checkoutError, setCheckoutError] = useState<string | null>(null);
  const running = useRef(false);

  const fail = useCallback((detail: string | null, error?: unknown) => {
    if (error) console.error('Payment failed', error);
    setState({ phase: 'failed', detail });
  }, []);

  const purchase = useCallback(
    async (input: CheckoutInput) => {
      if (running.current) return;
      running.current = true;
      setState({ phase: 'processing' });
      setCheckoutError(null);
      try {
        let session: Session;
        try {
          const { data } = await startCheckout({ variables: { input } });
          if (!data?.startCheckout) throw new Error('The checkout did not answer');
          session = data.startCheckout;
        } catch (error) {
          const message = readableServerError(error);
          if (message && isCheckoutRefusal(error)) {
            setCheckoutError(message);
            setState({ phase: 'idle' });
          } else {
            fail(null, error);
          }
          return;
        }
        setPrice(session.price);

        // Coupon and points cover everything, or the courier collects: no payment window; the server places it as it is.
        if (!session.razorpay) {
          try {
            const variables = { input: { checkoutId: session.id } };
            const order =
              session.price.paymentMethod === 'CASH_ON_DELIVERY'
                ? (await placeCodOrder({ variables })).data?.placeCodOrder.order
                : (await placeCoveredOrder({ variables })).data?.placeCoveredOrder.order;
            if (!order) throw new Error('The order did not answer');
            setState({
              phase: 'placed',
              orderId: order.id,
              orderNumber: order.orderNumber,
              message: order.payment.placedMessage,
            });
          } catch (error) {
            fail(null, error);
          }
          return;
        }
        const paying: RazorpaySession = { ...session, razorpay: session.razorpay };

        let outcome: PaymentOutcome;
        try {
          const Razorpay = await loadRazorpay(session.checkoutScriptUrl);
          outcome = await pay(Razorpay, paying);
        } catch (error) {
          const detail = error instanceof ScriptLoadError ? SCRIPT_LOAD_FAILED : null;
          fail(detail, error);
          return;
        }
        if (outcome.kind === 'dismissed') {
          setState({ phase: 'idle' });
          return;
        }
        if (outcome.kind === 'failed') {
          fail(null);
          return;
        }

        try {
          const { data } = await placeOrder({
            variables: {
              input: {
                razorpayOrderId: outcome.response.razorpay_order_id,
                razorpayPaymentId: outcome.response.razorpay_payment_id,
                razorpaySignature: outcome.response.razorpay_signature,
              },
            },
          });
          const order = data?.placeOrder.order;
          if (!order) throw new Error('The order did not answer');
          setState({
            phase: 'placed',
            orderId: order.id,
            orderNumber: order.orderNumber,
            message: order.payment.placedMessage,
          });
        } catch (error) {
          fail(null, error);
        }
      } finally {
        running.current = false;
      }
    },
    [startCheckout, placeOrder, placeCoveredOrder, placeCodOrder, fail],
  );

  return {
    state,
    processing: state.phase === 'processing',
    price,
    checkoutError,
    purchase,
    dismissFailure: useCallback(() => setState({ phase: 'idle' }), []),
  };
}
