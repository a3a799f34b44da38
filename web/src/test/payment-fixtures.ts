import { GraphQLError } from 'graphql';
import type { CartFullFragment, CheckoutInput, CheckoutPriceFragment, PlaceOrderInput } from '../__generated__/graphql';
import { PlaceCodOrderDocument } from '../__generated__/operations/PlaceCodOrder';
import { PlaceCoveredOrderDocument } from '../__generated__/operations/PlaceCoveredOrder';
import { PlaceOrderDocument } from '../__generated__/operations/PlaceOrder';
import { StartCheckoutDocument } from '../__generated__/operations/StartCheckout';
import type { RazorpayConstructor, RazorpayFailure, RazorpayOptions } from '../features/checkout/razorpay';
import { cart } from './cart-fixtures';
import { serverPrice } from './checkout-fixtures';

/** The api's words for a placed order's payment, as `Order.payment` answers them. */
export const PLACED_MESSAGES = {
  PAID_ONLINE: 'Thank you for shopping with Sutra. Your payment was received and your order is on its way.',
  COVERED:
    'Thank you for shopping with Sutra. Your coupon and membership points cover this order, so nothing was charged, and your order is on its way.',
  DUE_ON_DELIVERY:
    'Thank you for shopping with Sutra. Nothing has been paid yet: you pay ₹2,548 in cash to the courier on delivery.',
} as const;

const placedPayment = (state: keyof typeof PLACED_MESSAGES) => ({
  __typename: 'OrderPayment' as const,
  state,
  placedMessage: PLACED_MESSAGES[state],
});

/** The purchase's answers, for tests: placing an order (paid, covered by points, cash on delivery). */
export const placeCoveredOrderMock = (checkoutId = 'chk-1') => ({
  request: { query: PlaceCoveredOrderDocument, variables: { input: { checkoutId } } },
  result: {
    data: {
      __typename: 'Mutation' as const,
      placeCoveredOrder: {
        __typename: 'PlaceOrderPayload' as const,
        message: 'Order placed successfully',
        order: {
          __typename: 'Order' as const,
          id: 'o-2',
          orderNumber: '1763740800001',
          payment: placedPayment('COVERED'),
        },
        cart: cart([], 0),
      },
    },
  },
  delay: 0,
});

export const placeCodOrderMock = (checkoutId = 'chk-1') => ({
  request: { query: PlaceCodOrderDocument, variables: { input: { checkoutId } } },
  result: {
    data: {
      __typename: 'Mutation' as const,
      placeCodOrder: {
        __typename: 'PlaceOrderPayload' as const,
        message: 'Order placed successfully',
        order: {
          __typename: 'Order' as const,
          id: 'o-3',
          orderNumber: '1763740800002',
          payment: placedPayment('DUE_ON_DELIVERY'),
        },
        cart: cart([], 0),
      },
    },
  },
  delay: 0,
});

export const RAZORPAY_ORDER_ID = 'order_SandboxA1b2C3';

/** startCheckout answering for `expected` (checked whole); `seen` collects every input sent. */
export function startCheckoutMock(
  expected: CheckoutInput,
  answer: {
    price?: CheckoutPriceFragment;
    error?: string;
    /** The refusal's class and reason (a refusal of input unless said). */
    refusal?: { code: string; reason: string };
    networkError?: boolean;
  } = {},
  seen: CheckoutInput[] = [],
) {
  const price = answer.price ?? serverPrice();
  return {
    request: {
      query: StartCheckoutDocument,
      variables: (variables: { input: CheckoutInput }) => {
        seen.push(variables.input);
        return JSON.stringify(variables.input) === JSON.stringify(expected);
      },
    },
    ...(answer.networkError
      ? { error: new TypeError('Failed to fetch') }
      : {
          result: answer.error
            ? {
                errors: [
                  new GraphQLError(answer.error, {
                    extensions: answer.refusal ?? { code: 'BAD_USER_INPUT', reason: 'invalid_input' },
                  }),
                ],
              }
            : {
                data: {
                  __typename: 'Mutation' as const,
                  startCheckout: {
                    __typename: 'CheckoutSession' as const,
                    id: 'chk-1',
                    checkoutScriptUrl: 'http://127.0.0.1:1/razorpay/v1/checkout.js',
                    expiresAt: '2026-11-21T16:30:00.000Z',
                    price,
                    razorpay: !price.paymentRequired
                      ? null
                      : {
                          __typename: 'RazorpayOptions' as const,
                          key: 'rzp_test_sandbox',
                          amount: price.total.paise,
                          currency: 'INR',
                          orderId: RAZORPAY_ORDER_ID,
                          name: 'Sutra',
                          description: 'Order at Sutra',
                          prefill: {
                            __typename: 'RazorpayPrefill' as const,
                            name: 'Arjun Mehta',
                            email: 'arjun@example.com',
                            contact: '9829012345',
                          },
                        },
                  },
                },
              },
        }),
    delay: 0,
  };
}

export const PAYMENT = {
  razorpay_order_id: RAZORPAY_ORDER_ID,
  razorpay_payment_id: 'pay_Sandbox9z8y7x',
  razorpay_signature: 'f'.repeat(64),
};

export const placeOrderInput: PlaceOrderInput = {
  razorpayOrderId: PAYMENT.razorpay_order_id,
  razorpayPaymentId: PAYMENT.razorpay_payment_id,
  razorpaySignature: PAYMENT.razorpay_signature,
};

export const placeOrderMock = (answer: { emptied?: CartFullFragment; error?: string } = {}) => ({
  request: { query: PlaceOrderDocument, variables: { input: placeOrderInput } },
  result: answer.error
    ? { errors: [new GraphQLError(answer.error, { extensions: { code: 'BAD_USER_INPUT' } })] }
    : {
        data: {
          __typename: 'Mutation' as const,
          placeOrder: {
            __typename: 'PlaceOrderPayload' as const,
            message: 'Order placed successfully',
            order: {
              __typename: 'Order' as const,
              id: 'o-1',
              orderNumber: '1763740800000',
              payment: placedPayment('PAID_ONLINE'),
            },
            cart: answer.emptied ?? cart([], 0),
          },
        },
      },
  delay: 0,
});

/** A stand-in for the payment provider's `window.Razorpay`: the test plays the buyer's part. */
export class FakeRazorpay {
  static last: FakeRazorpay | null = null;
  readonly failed: ((response: RazorpayFailure) => void)[] = [];
  opened = false;
  constructor(readonly options: RazorpayOptions) {
    FakeRazorpay.last = this;
  }
  on(_event: 'payment.failed', callback: (response: RazorpayFailure) => void) {
    this.failed.push(callback);
  }
  open() {
    this.opened = true;
  }
  close() {
    this.opened = false;
  }
  /** The card was accepted. */
  pay() {
    this.opened = false;
    this.options.handler(PAYMENT);
  }
  /** The card was declined (with `retry.enabled: false` the window closes itself). */
  decline() {
    this.opened = false;
    for (const callback of this.failed) callback({ error: { code: 'BAD_REQUEST_ERROR', description: 'Declined' } });
  }
  /** The buyer closed the window. */
  dismiss() {
    this.opened = false;
    this.options.modal?.ondismiss?.();
  }
}

export const installFakeRazorpay = () => {
  FakeRazorpay.last = null;
  window.Razorpay = FakeRazorpay as unknown as RazorpayConstructor;
};
