/** What the coupon check answers on REST, as CouponCheck's parent. */
export interface CouponCheckParent {
  status: boolean;
  message: string;
  result: { couponCode: string; discountApplied: number; orderAmount: number };
}
