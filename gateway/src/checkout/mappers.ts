import type { CheckoutPriceJson } from '@sutra/api/wire';

/** What the coupon check answers on REST, as CouponCheck's parent. */
export interface CouponCheckParent {
  status: boolean;
  message: string;
  result: { couponCode: string; discountApplied: number; discountAppliedPaise: number; orderAmountPaise: number };
}

/** CheckoutPrice's parent: the fields the summary's and the started checkout's answers share. */
export type CheckoutPriceParent = Pick<
  CheckoutPriceJson,
  | 'subtotalPaise'
  | 'couponCode'
  | 'discountPaise'
  | 'membershipPointsUsed'
  | 'pointsValuePaise'
  | 'deliveryChargePaise'
  | 'codFeePaise'
  | 'totalPaise'
  | 'paymentRequired'
  | 'paymentMethod'
>;

export type CashOnDeliveryParent = CheckoutPriceJson['cashOnDelivery'];
