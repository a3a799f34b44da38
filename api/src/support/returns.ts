import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { buyers, orders, returnRequestImages, returnRequestLines, returnRequests } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { fieldRefusal, notFound } from '../http/errors.js';
import type { ReturnReason } from './limits.js';
import type { SupportMail } from './messages.js';
import { refundDestinationMail } from './owner-mail.js';
import { describeRefundDestination, REFUND_DESTINATION_NEEDED } from './refund-destination.js';
import { linesToReturn, type OrderForReturn, returnRefused } from './returnable-lines.js';
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
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      name: orders.name,
      paymentMethod: orders.paymentMethod,
      orderStatus: orders.orderStatus,
      deliveredAt: orders.deliveredAt,
      paidAt: orders.paidAt,
      owner: { name: buyers.name, email: buyers.email },
    })
    .from(orders)
    .innerJoin(buyers, eq(buyers.id, orders.buyerId))
    .where(and(eq(orders.buyerId, buyerId), or(eq(orders.orderNumber, number), eq(orders.shiprocketOrderId, number))))
    .limit(1);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/**
 * Records a return request for lines of one of the buyer's own orders with 1 to 3 of the buyer's own uploaded images
 * (the schema checked the count and the reason) and, in the same transaction, queues a copy for the store's mailbox.
 * Another buyer's order or image answers 404 like a missing one, and nothing is kept. Only delivered lines within the
 * return window, each with no open return, are taken (`@sutra/rules`' return policy; the database refuses a second
 * open return of a line, so two racing requests cannot both be kept). A cash-on-delivery order needs `refundTo` (a UPI
 * id or a bank account), recorded with the request for the manual payout, and its owner is told by mail where the
 * refund goes; an order paid online is refunded to its payment and keeps none.
 */
export async function requestReturn(
  db: Db,
  mail: SupportMail,
  buyerId: string,
  input: ReturnInput,
  now = new Date(),
): Promise<ReturnRequestJson> {
  let order: OrderForReturn | undefined;
  try {
    const request = await inTransaction(db, async (tx) => {
      // Whose things these are comes first (another buyer's order or image is a 404), then the return rules.
      const own = await ownOrder(tx, buyerId, input.orderNumber);
      order = own;
      const images = await ownUploads(tx, buyerId, input.images);
      const lines = await linesToReturn(tx, own, input.lines, now);
      // Cash on delivery leaves no payment to refund to: the buyer must say where the money goes.
      const refundTo = own.paymentMethod === 'cod' ? (input.refundTo ?? null) : null;
      if (own.paymentMethod === 'cod' && !refundTo)
        throw fieldRefusal('invalid_input', 'refundTo', 'required', REFUND_DESTINATION_NEEDED);
      const [row] = await tx
        .insert(returnRequests)
        .values({ buyerId, orderId: own.id, email: input.email, reason: input.reason, refundTo })
        .returning();
      if (!row) throw new Error('return request was not stored');
      await tx
        .insert(returnRequestLines)
        .values(lines.map((line) => ({ returnRequestId: row.id, orderLineId: line.id })));
      await tx
        .insert(returnRequestImages)
        .values(images.map((image, position) => ({ returnRequestId: row.id, uploadId: image.id, position })));
      const request: ReturnRequestJson = {
        _id: row.id,
        buyerId,
        orderId: own.id,
        orderNumber: own.orderNumber,
        email: row.email,
        reason: row.reason as ReturnReason,
        lines: lines.map((line) => ({ _id: line.id, name: line.name, quantity: line.quantity })),
        images: images.map((image) => image.location),
        refundTo: refundTo ? describeRefundDestination(refundTo) : null,
        createdAt: row.createdAt.toISOString(),
      };
      const copy = returnRequestMail(
        mail.storeMailbox,
        { buyerId, name: own.name, email: request.email },
        {
          orderNumber: request.orderNumber,
          reason: request.reason,
          items: request.lines.map((line) => `${line.name} × ${line.quantity}`),
          imageUrls: request.images.map((location) => `${mail.publicUrl}${location}`),
          refundTo: request.refundTo,
        },
      );
      await mail.outbox.add(tx, { kind: 'mail', mail: copy });
      if (request.refundTo) {
        const told = refundDestinationMail(
          own.owner.email,
          own.owner,
          { orderNumber: own.orderNumber, refundTo: request.refundTo },
          mail.storeMailbox,
        );
        await mail.outbox.add(tx, { kind: 'mail', mail: told });
      }
      return request;
    });
    mail.outbox.wake();
    return request;
  } catch (error) {
    // Another request for the same line committed first, after this one had checked it.
    if (order && isUniqueViolation(error)) throw returnRefused('already_requested', 'orderNumber', order);
    throw error;
  }
}
