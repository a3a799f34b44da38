export {
  COUPON_CODE_PATTERN,
  type CouponEditValues,
  type CouponProblem,
  type CouponProblemCode,
  couponProblems,
} from './coupon-edit.js';
