import { createHmac } from 'node:crypto';

/** HMAC-SHA256 of `data` with `secret`, hex: how Razorpay signs both checkout results and webhooks. */
export const hmacSha256Hex = (secret: string, data: string): string =>
  createHmac('sha256', secret).update(data).digest('hex');

/** The `razorpay_signature` checkout hands the merchant: HMAC-SHA256 of `<order_id>|<payment_id>` with the key secret. */
export const paymentSignature = (keySecret: string, orderId: string, paymentId: string): string =>
  hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
