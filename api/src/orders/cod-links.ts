import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** How long the mailed link confirms the order (the desk calls buyers who have not confirmed long before). */
export const COD_LINK_HOURS = 72;

/** What the buyer of a cash-on-delivery order answers: keep it (send it) or cancel it. */
export type CodAnswer = 'confirm' | 'cancel';

const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The signed links and reply buttons that let the buyer of a cash-on-delivery order confirm or cancel it without
 * signing in. Each purpose has its own key, derived by HKDF from the api's secret (a confirming link, a cancelling
 * link, a confirming reply, a cancelling reply), so no other token of the store's — nor one of these for the other
 * answer — is one. The order's id is signed; a link's expiry is signed too. Nothing is stored: each answer is harmless
 * to repeat (a replayed one only finds the order as it left it), and a cancelled or confirmed order refuses the other.
 */
export class CodConfirmationLinks {
  private readonly linkKeys: Record<CodAnswer, Buffer>;
  private readonly replyKeys: Record<CodAnswer, Buffer>;

  constructor(apiSecret: string) {
    const key = (info: string) => Buffer.from(hkdfSync('sha256', apiSecret, 'sutra', info, 32));
    this.linkKeys = { confirm: key('cod-confirmation v1'), cancel: key('cod-cancellation v1') };
    this.replyKeys = { confirm: key('cod-reply confirm v1'), cancel: key('cod-reply cancel v1') };
  }

  /** `<expiry in unix seconds>.<signature>` for the order: the confirming link's token (or the cancelling one's). */
  token(orderId: string, now = new Date(), answer: CodAnswer = 'confirm'): string {
    const expires = Math.floor(now.getTime() / 1000) + COD_LINK_HOURS * 3600;
    return `${expires}.${sign(this.linkKeys[answer], `${orderId}.${expires}`)}`;
  }

  /** Whether the token was made for this order and this answer, and has not expired. */
  verify(orderId: string, token: string, now = new Date(), answer: CodAnswer = 'confirm'): boolean {
    const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return false;
    const expires = Number(match[1]);
    if (!same(sign(this.linkKeys[answer], `${orderId}.${expires}`), match[2] ?? '')) return false;
    return expires * 1000 > now.getTime();
  }

  /**
   * A WhatsApp quick reply's data (after `cod:`): `<orderId>.<confirm|cancel>.<signature>`. It has no expiry: the
   * button stays in the buyer's chat, and the order's own state decides what a late tap can still do.
   */
  replyData(orderId: string, answer: CodAnswer): string {
    return `${orderId}.${answer}.${sign(this.replyKeys[answer], orderId)}`;
  }

  /** The order and answer a reply's data carries, or null when the store did not sign it. */
  readReply(data: string): { orderId: string; answer: CodAnswer } | null {
    const [orderId, answer, signature, ...rest] = data.split('.');
    if (rest.length > 0 || !orderId || !signature || !SIGNATURE.test(signature)) return null;
    if (answer !== 'confirm' && answer !== 'cancel') return null;
    return same(sign(this.replyKeys[answer], orderId), signature) ? { orderId, answer } : null;
  }
}

const sign = (key: Buffer, text: string): string => createHmac('sha256', key).update(text).digest('base64url');

function same(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
