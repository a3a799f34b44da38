export {
  type FieldErrors,
  hasErrors,
  LOGIN_CODE_REQUIRED,
  type LoginValues,
  looksLikeEmail,
  MIN_PASSWORD_LENGTH,
  type SignupValues,
  validateLogin,
  validateSignup,
} from './accounts/account-forms.js';
export {
  formatIndianMobile,
  MOBILE_DIGITS,
  mobileE164,
  mobileFromInternational,
  mobileWhatsAppId,
  normalizeIndianMobile,
} from './accounts/indian-mobile.js';
export {
  MOBILE_INVALID,
  MOBILE_REQUIRED,
  PHONE_CODE_INVALID,
  PHONE_CODE_REQUIRED,
  PHONE_CODE_RESEND_SECONDS,
  PHONE_STEPS,
  type PhoneDetailsValues,
  type PhoneStep,
  validatePhoneCode,
  validatePhoneDetails,
  validatePhoneNumber,
} from './accounts/phone-forms.js';
export * from './cart/index.js';
export {
  CATALOGUE_WIDE,
  type CatalogChange,
  knownScope,
  parseCatalogNotice,
  reviewerScope,
  reviewsScope,
} from './catalog/change-scopes.js';
export * from './catalog/product-fields.js';
export * from './catalog/stock-alert-contact.js';
export * from './categories/index.js';
export * from './coupons/index.js';
export { ERROR_CLASSES, type ErrorClass, errorClassOfStatus } from './errors/error-class.js';
export { FIELD_ERROR_CODES, type FieldErrorCode, isFieldErrorCode } from './errors/field-error-code.js';
export {
  type CouponRefusalCode,
  isRefusalCode,
  type PlacementRefusalCode,
  REFUSAL_CODES,
  type RefusalCode,
} from './errors/refusal-code.js';
export * from './homepage/index.js';
export * from './invoice/index.js';
export { formatLongDate, STORE_TIME_ZONE } from './long-date.js';
export {
  CURRENCY,
  decimalRupees,
  flooredQuotient,
  formatPaise,
  formatRupees,
  groupIndian,
  roundedQuotient,
} from './money.js';
export type {
  ExecuteOnServer,
  PageRenderer,
  PageRequest,
  PostedForm,
  RenderedPage,
  ServerOperation,
  ServerOperationResult,
} from './page-render.js';
export {
  SECURE_SESSION_HANDOFF_COOKIE,
  SESSION_HANDOFF_COOKIE,
  SESSION_SYNC_HEADER,
  SESSION_SYNC_PATH,
} from './page-render.js';
export {
  type OrderPayment,
  type OrderPaymentFacts,
  type OrderPaymentState,
  orderPayment,
  orderPaymentState,
  type StoredPaymentMethod,
} from './payment/order-payment.js';
export * from './points/index.js';
export { goodsShare, type OrderFigures } from './refunds/goods-share.js';
export * from './returns/index.js';
export { sameSitePath } from './same-site-path.js';
export * from './shipping/index.js';
export { productPath, slugify } from './slug.js';
export {
  can,
  isStaffRole,
  ROLE_PERMISSIONS,
  STAFF_PERMISSIONS,
  STAFF_ROLES,
  type StaffPermission,
  type StaffRole,
} from './staff/permissions.js';
export { isStoreId } from './store-id.js';
export * from './variants/index.js';
