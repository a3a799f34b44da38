import { readFileSync } from 'node:fs';

const part = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');

/**
 * The sandbox's checkout.js, read once at start-up and served at `GET /razorpay/v1/checkout.js`: the dialog
 * (`checkout.browser.js`, a classic browser script) with its parts (`checkout-base.browser.js`) and UPI panel
 * (`checkout-upi.browser.js`) in one closure, so
 * the store's page gains `window.Razorpay` and nothing else. Two files keep each part small; the browser gets one.
 */
export const checkoutScript: string = `(() => {\n${part('./checkout-base.browser.js')}\n${part('./checkout-upi.browser.js')}\n${part('./checkout.browser.js')}\n})();\n`;
