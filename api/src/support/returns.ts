import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orders, returnRequestImages, returnRequests } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { fieldRefusal, notFound } from '../http/errors.js';
import type { ReturnReason } from './limits.js';
import type { SupportMail } from './messages.js';
import { describeRefundDestination, REFUND_DESTINATION_NEEDED } from './refund-destination.js';
import type { ReturnInput } from './schemas.js';
import { returnRequestMail } from './store-mail.js';
import type { ReturnRequestJson } from './support-json.js';
import { ownUploads } from './uploads.js';

export const RETURN_SUBMITTED = 'Return request submitted!';
/** Another buyer's order answers this too, exactly like an order that does not exist. */
export const ORDER_NOT_FOUND = 'Order not found';

/**
 * The buyer's order a typed order number names: the store's order number (what the order's Receiver tab shows) or
 * the shipping provider's order id (the order detail's 'Order #'), with or without a leading '#'.
 */
async function ownOrder(db: Db, buyerId: string, typed: string) {
  const number = typed.replace(/^#\s*/, '').trim();
  if (!number) throw notFound(ORDER_NOT_FOUND);
  const [order] = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, name: orders.name, paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), or(eq(orders.orderNumber, number), eq(orders.shiprocketOrderId, number))))
    .limit(1);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/**
 * Records a return request for one of the buyer's own orders with 1 to 3 of the buyer's own uploaded images (the
 * schema checked the count and the reason) and, in the same transaction, queues a copy for the store's mailbox.
 * Another buyer's order or image answers 404 like a missing one, and nothing is kept. The 7-day window is stated on
 * the form, not enforced (spec). A cash-on-delivery order needs `refundTo` (a UPI id or a bank account), recorded
 * with the request for the manual payout; an order paid online is refunded to its payment and keeps none.
 */
export async function requestReturn(
  db: Db,
  mail: SupportMail,
  buyerId: string,
  input: ReturnInput,
): Promise<ReturnRequestJson> {
  const request = await inTransaction(db, async (tx) => {
    const order = await ownOrder(tx, buyerId, input.orderNumber);
    // Cash on delivery leaves no payment to refund to: the buyer must say where the money goes.
    const refundTo = order.paymentMethod === 'cod' ? (input.refundTo ?? null) : null;
    if (order.paymentMethod === 'cod' && !refundTo)
      throw fieldRefusal('refundTo', 'required', REFUND_DESTINATION_NEEDED);
    const images = await ownUploads(tx, buyerId, input.images);
    const [row] = await tx
      .insert(returnRequests)
      .values({ buyerId, orderId: order.id, email: input.email, reason: input.reason, refundTo })
      .returning();
    if (!row) throw new Error('return request was not stored');
    await tx
      .insert(returnRequestImages)
      .values(images.map((image, position) => ({ returnRequestId: row.id, uploadId: image.id, position })));
    const request: ReturnRequestJson = {
      _id: row.id,
      buyerId,
      orderId: order.id,
      orderNumber: order.orderNumber,
      email: row.email,
      reason: row.reason as ReturnReason,
      images: images.map((image) => image.location),
      refundTo: refundTo ? describeRefundDestination(refundTo) : null,
      createdAt: row.createdAt.toISOString(),
    };
    const copy = returnRequestMail(
      mail.storeMailbox,
      { buyerId, name: order.name, email: request.email },
      {
        orderNumber: request.orderNumber,
        reason: request.reason,
        imageUrls: request.images.map((location) => `${mail.publicUrl}${location}`),
        refundTo: request.refundTo,
      },
    );
    await mail.outbox.add(tx, { kind: 'mail', mail: copy });
    return request;
  });
  mail.outbox.wake();
  return request;
}
