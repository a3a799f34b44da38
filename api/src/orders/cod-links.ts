import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** How long the mailed link confirms the order (the desk calls buyers who have not confirmed long before). */
export const COD_LINK_HOURS = 72;

/**
 * The signed link that lets the buyer of a cash-on-delivery order confirm it without signing in: one purpose (its own
 * key, derived by HKDF from the api's secret, so no other token of the store's is one), one order (the order's id is
 * signed), an expiry (signed too). Nothing is stored: confirming is harmless to repeat, so a replayed link only
 * answers that the order is confirmed, and a cancelled order refuses it whatever the link.
 */
export class CodConfirmationLinks {
  private readonly key: Buffer;

  constructor(apiSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', apiSecret, 'sutra', 'cod-confirmation v1', 32));
  }

  /** `<expiry in unix seconds>.<signature>` for the order. */
  token(orderId: string, now = new Date()): string {
    const expires = Math.floor(now.getTime() / 1000) + COD_LINK_HOURS * 3600;
    return `${expires}.${this.sign(orderId, expires)}`;
  }

  /** Whether the token was made for this order and has not expired. */
  verify(orderId: string, token: string, now = new Date()): boolean {
    const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return false;
    const expires = Number(match[1]);
    const expected = Buffer.from(this.sign(orderId, expires));
    const given = Buffer.from(match[2] ?? '');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    return expires * 1000 > now.getTime();
  }

  private sign(orderId: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${orderId}.${expires}`).digest('base64url');
  }
}
