/**
 * What the accounts feature offers the others: the gate that asks a guest to log in before an action that needs an
 * account (the wishlist heart, adding to the wishlist from a product page).
 */
export { LoginGateProvider } from './LoginGate';
export { useRequireLogin } from './login-gate';
