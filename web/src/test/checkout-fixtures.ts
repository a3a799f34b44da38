import { flooredQuotient, pointsToSpend } from '@sutra/rules';
import type {
  AvailableOfferFragment,
  CheckoutInput,
  CheckoutPriceFragment,
  CheckoutPriceInput,
} from '../__generated__/graphql';
import { AvailableCouponsDocument } from '../__generated__/operations/AvailableCoupons';
import { CheckoutPageDocument } from '../__generated__/operations/CheckoutPage';
import { CheckoutPriceDocument } from '../__generated__/operations/CheckoutPrice';
import { ValidateCouponDocument } from '../__generated__/operations/ValidateCoupon';
import type { CheckoutSummaryData } from '../features/checkout/use-checkout-price';
import { inr } from '../shared/money/format-money';
import { jaipur } from './addresses';
import { BUYER_ID } from './cart-fixtures';
import { aViewer } from './factories/buyer';

/** Checkout's answers as the server gives them, for tests (no server). Amounts in paise. */

export { jaipur };

export const buyer = aViewer();

export const checkoutPage = (points = 500, address: typeof jaipur | null = jaipur) => ({
  request: { query: CheckoutPageDocument },
  result: {
    data: {
      __typename: 'Query' as const,
      me: { ...buyer, defaultAddress: address, addresses: address ? [address] : [] },
      membership: { __typename: 'Membership' as const, id: BUYER_ID, totalPoints: points },
    },
  },
  delay: 0,
});

export const couponAnswer = (
  code: string,
  { discount, ...answer }: { valid: boolean; message: string; discount: number },
) => ({
  request: { query: ValidateCouponDocument, variables: { code } },
  result: {
    data: {
      __typename: 'Query' as const,
      validateCoupon: {
        __typename: 'CouponCheck' as const,
        code: code.trim().toUpperCase(),
        orderAmount: inr(3_349_700),
        discount: inr(discount),
        ...answer,
      },
    },
  },
  delay: 0,
});

export const couponNetworkFailure = (code: string) => ({
  request: { query: ValidateCouponDocument, variables: { code } },
  error: new TypeError('Failed to fetch'),
  delay: 0,
});

/** The input checkout sends for the fixtures' buyer, address and cart, before any change. */
export const baseInput: CheckoutInput = {
  name: 'Arjun Mehta',
  email: 'arjun@example.com',
  phone: '9829012345',
  deliveryAddress: {
    name: 'Arjun Mehta',
    phone: '9829012345',
    add1: '22 MI Road',
    add2: 'Second floor',
    landmark: 'Near Panch Batti',
    state: 'Rajasthan',
    city: 'Jaipur',
    pincode: '302001',
  },
  billingAddress: null,
  delivery: 'STANDARD',
  couponCode: null,
  useMembershipPoints: true,
  paymentMethod: 'ONLINE',
  whatsappUpdates: false,
};

export const serverPrice = (price: Partial<CheckoutPriceFragment> = {}): CheckoutPriceFragment => ({
  __typename: 'CheckoutPrice',
  subtotal: inr(3_349_700),
  couponCode: null,
  discount: inr(0),
  membershipPointsUsed: 500,
  pointsValue: inr(50_000),
  delivery: inr(0),
  codFee: inr(0),
  total: inr(3_299_700),
  paymentRequired: true,
  paymentMethod: 'ONLINE',
  ...price,
});

/** What the fake server holds: the cart's subtotal in stock (paise), the buyer's points and its coupons' percentages. */
export interface FakeServer {
  subtotal: number;
  points: number;
  coupons: Record<string, number>;
}

/** The cash-on-delivery fee and limit the fake server plays. */
export const COD_FEE_PAISE = 4_900;
export const COD_LIMIT_PAISE = 2_500_000;

/**
 * The server's pricing rule, played for tests: the coupon's percent (to the paisa, rounded down), the points the
 * shared rule spends (`pointsToSpend`, the one the api prices with), total floored at 0; cash on
 * delivery offered while something is left to pay and the total with its fee is within the limit.
 */
export function fakeSummary(server: FakeServer, input: CheckoutPriceInput): CheckoutSummaryData {
  const code = input.couponCode?.trim().toUpperCase() || null;
  const percent = code ? server.coupons[code] : undefined;
  const subtotalPaise = server.subtotal;
  const discountPaise = percent ? flooredQuotient(subtotalPaise * percent, 100) : 0;
  const after = subtotalPaise - discountPaise;
  const usePoints = input.useMembershipPoints !== false;
  const { pointsUsed, pointsOffPaise } = pointsToSpend({
    afterDiscountPaise: after,
    balance: usePoints ? server.points : 0,
    deliveryPaise: 0,
  });
  const totalPaise = after - pointsOffPaise;
  const codReason =
    totalPaise <= 0
      ? 'Nothing to pay on delivery: your coupon and points cover this order'
      : totalPaise + COD_FEE_PAISE > COD_LIMIT_PAISE
        ? 'Cash on Delivery is available on orders up to ₹25,000'
        : null;
  const cod = input.paymentMethod === 'CASH_ON_DELIVERY' && codReason === null;
  return {
    __typename: 'CheckoutSummary',
    price: serverPrice({
      subtotal: inr(subtotalPaise),
      couponCode: percent ? code : null,
      discount: inr(discountPaise),
      membershipPointsUsed: pointsUsed,
      pointsValue: inr(pointsOffPaise),
      codFee: inr(cod ? COD_FEE_PAISE : 0),
      total: inr(totalPaise + (cod ? COD_FEE_PAISE : 0)),
      paymentRequired: totalPaise > 0 && !cod,
      paymentMethod: cod ? 'CASH_ON_DELIVERY' : 'ONLINE',
    }),
    coupon: code
      ? {
          __typename: 'CouponOutcome',
          code,
          applied: percent !== undefined,
          message: percent !== undefined ? 'Coupon applied successfully' : 'Invalid coupon code',
        }
      : null,
    pointsBalance: usePoints ? server.points : null,
    itemCount: 1,
    cashOnDelivery: {
      __typename: 'CashOnDelivery',
      available: codReason === null,
      fee: inr(COD_FEE_PAISE),
      message: codReason,
    },
  };
}

/** checkoutPrice answered by the fake server as it is when each ask arrives; `seen` collects every input. */
export const priceMock = (server: FakeServer, seen: CheckoutPriceInput[] = []) => ({
  request: { query: CheckoutPriceDocument, variables: () => true },
  result: ({ input }: { input: CheckoutPriceInput }) => {
    seen.push(input);
    return { data: { __typename: 'Query' as const, checkoutPrice: fakeSummary(server, input) } };
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
  delay: 0,
});

export const offer = (code: string, extra: Partial<AvailableOfferFragment> = {}): AvailableOfferFragment => ({
  __typename: 'AvailableCoupon',
  code,
  description: '',
  rule: '10% off on any order',
  minOrder: inr(0),
  expiresAt: null,
  usesLeft: null,
  applicable: true,
  discount: inr(0),
  shortfall: inr(0),
  message: null,
  ...extra,
});

export const offersMock = (offers: AvailableOfferFragment[] = []) => ({
  request: { query: AvailableCouponsDocument },
  result: { data: { __typename: 'Query' as const, availableCoupons: offers } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  delay: 0,
});
