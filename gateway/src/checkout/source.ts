import type { AvailableCouponJson, CheckoutJson, CheckoutPriceJson } from '@sutra/api/wire';
import type {
  CheckoutAddressInput,
  CheckoutInput,
  CheckoutPriceInput,
  DeliveryOption,
  PaymentChoice,
} from '../__generated__/resolvers-types.js';
import type { Caller, RestClient } from '../rest/client.js';
import { graphqlError, inputFields } from '../rest/errors.js';
import type { CouponCheckParent } from './mappers.js';

export const LOGIN_REQUIRED = 'Please log in to continue.';

const toRestDelivery = (delivery: DeliveryOption | undefined) => (delivery === 'EXPRESS' ? 'express' : 'standard');
const toRestPayment = (choice: PaymentChoice | undefined) => (choice === 'CASH_ON_DELIVERY' ? 'cod' : 'online');

const toRestAddress = (address: CheckoutAddressInput) => ({
  name: address.name ?? '',
  phone: address.phone ?? '',
  add1: address.add1,
  add2: address.add2 ?? '',
  landmark: address.landmark ?? '',
  state: address.state,
  city: address.city,
  pincode: address.pincode,
});

/**
 * Checkout's REST calls for one GraphQL request, made with the caller's token: the api finds the buyer from it and
 * prices everything; this only carries the answers.
 */
export class CheckoutSource {
  constructor(
    private readonly rest: RestClient,
    private readonly caller: Caller,
  ) {}

  validateCoupon(code: string): Promise<CouponCheckParent> {
    if (!this.caller.token) throw graphqlError('UNAUTHENTICATED', 'login_required', LOGIN_REQUIRED);
    return this.rest.get<CouponCheckParent>('/coupon-validate', { couponCode: code }, this.caller);
  }

  /** The summary's price for the caller's cart as it is now; null without a token. */
  async price(input: CheckoutPriceInput): Promise<CheckoutPriceJson | null> {
    if (!this.caller.token) return null;
    const query = {
      couponCode: input.couponCode ?? undefined,
      useMembershipPoints: String(input.useMembershipPoints),
      delivery: toRestDelivery(input.delivery),
      paymentMethod: toRestPayment(input.paymentMethod),
      pincode: input.pincode || undefined,
    };
    const answer = await inputFields(
      this.rest.get<{ result: CheckoutPriceJson }>('/checkout/price', query, this.caller),
      { prefix: 'input.' },
    );
    return answer.result;
  }

  /** The coupons the caller can use now; none without a token. */
  async availableCoupons(): Promise<AvailableCouponJson[]> {
    if (!this.caller.token) return [];
    const answer = await this.rest.get<{ result: AvailableCouponJson[] }>('/coupons/available', undefined, this.caller);
    return answer.result;
  }

  async start(input: CheckoutInput): Promise<CheckoutJson> {
    const body = {
      name: input.name,
      email: input.email,
      phone: input.phone ?? '',
      deliveryAddress: toRestAddress(input.deliveryAddress),
      billingAddress: input.billingAddress ? toRestAddress(input.billingAddress) : null,
      delivery: toRestDelivery(input.delivery),
      couponCode: input.couponCode ?? null,
      useMembershipPoints: input.useMembershipPoints,
      paymentMethod: toRestPayment(input.paymentMethod),
      ...(typeof input.whatsappUpdates === 'boolean' ? { whatsappUpdates: input.whatsappUpdates } : {}),
    };
    const answer = await inputFields(
      this.rest.send<{ result: CheckoutJson }>('POST', '/payment/order', body, this.caller),
      { prefix: 'input.' },
    );
    return answer.result;
  }
}
