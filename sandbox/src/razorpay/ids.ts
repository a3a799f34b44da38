import { randomInt } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** An id in Razorpay's form: a prefix, an underscore and 14 base-62 characters (`order_IluGWxBm9U8zJ8`). */
export function razorpayId(prefix: 'order' | 'pay' | 'rfnd' | 'evt'): string {
  let id = '';
  for (let i = 0; i < 14; i++) id += BASE62[randomInt(BASE62.length)];
  return `${prefix}_${id}`;
}

/** Razorpay's timestamps are Unix seconds. */
export const unixNow = (): number => Math.floor(Date.now() / 1000);
