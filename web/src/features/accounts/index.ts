/**
 * What the accounts feature offers the others: the gate that asks a guest to log in before an action that needs an
 * account (the wishlist heart, adding to the wishlist from a product page); and the one-time code field's helpers (the
 * resend countdown, WebOTP) for the profile's mobile number.
 */
export { LoginGateProvider } from './LoginGate';
export { useRequireLogin } from './login-gate';
export { useCountdown } from './use-countdown';
export { useWebOtp } from './use-web-otp';
