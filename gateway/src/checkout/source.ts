import type { CheckoutJson, MembershipJson } from '@sutra/api/wire';
import type { CheckoutAddressInput, CheckoutInput } from '../__generated__/resolvers-types.js';
import type { Caller, RestClient } from '../rest/client.js';
import { graphqlError } from '../rest/errors.js';
import type { CouponCheckParent } from './mappers.js';

export const LOGIN_REQUIRED = 'Please log in to continue.';

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
  private membershipAnswer: Promise<MembershipJson> | undefined;

  constructor(
    private readonly rest: RestClient,
    private readonly caller: Caller,
  ) {}

  validateCoupon(code: string): Promise<CouponCheckParent> {
    if (!this.caller.token) throw graphqlError('UNAUTHENTICATED', LOGIN_REQUIRED);
    return this.rest.get<CouponCheckParent>('/coupon-validate', { couponCode: code }, this.caller);
  }

  /** The caller's points, read once per request; null without a token. */
  membership(): Promise<MembershipJson | null> {
    if (!this.caller.token) return Promise.resolve(null);
    this.membershipAnswer ??= this.rest
      .get<{ result: MembershipJson }>('/membership', undefined, this.caller)
      .then((a) => a.result);
    return this.membershipAnswer;
  }

  async start(input: CheckoutInput): Promise<CheckoutJson> {
    const body = {
      name: input.name,
      email: input.email,
      phone: input.phone ?? '',
      deliveryAddress: toRestAddress(input.deliveryAddress),
      billingAddress: input.billingAddress ? toRestAddress(input.billingAddress) : null,
      delivery: input.delivery === 'EXPRESS' ? 'express' : 'standard',
      couponCode: input.couponCode ?? null,
      useMembershipPoints: input.useMembershipPoints,
    };
    const answer = await this.rest.send<{ result: CheckoutJson }>('POST', '/payment/order', body, this.caller);
    return answer.result;
  }
}
