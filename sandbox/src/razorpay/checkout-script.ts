import { readFileSync } from 'node:fs';

/**
 * The sandbox's checkout.js (`checkout.browser.js` beside this file, a classic browser script), read once at start-up
 * and served at `GET /razorpay/v1/checkout.js`.
 */
export const checkoutScript: string = readFileSync(new URL('./checkout.browser.js', import.meta.url), 'utf8');
