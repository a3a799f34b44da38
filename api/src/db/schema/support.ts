/** Support: feedback, contact queries, uploads and return requests. */

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { RETURN_STATES } from '../../returns/states.js';
import type { RefundDestination } from '../../support/refund-destination.js';
import { buyers } from './accounts.js';
import { createdAt, id } from './columns.js';
import { orderLines, orders } from './orders.js';
import { staff } from './staff.js';

/** A buyer's feedback (Send Feedback); a copy is mailed to the store's mailbox. */
export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    /** The back office's inbox: when a member of staff marked it handled (null: waiting). */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => staff.id),
    /** The reply mailed to the sender, once (docs/admin.md, "The inbox"). */
    replyText: text('reply_text'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: uuid('replied_by').references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('feedback_buyer_created_idx').on(t.buyerId, t.createdAt),
    index('feedback_inbox_idx').on(t.createdAt.desc(), t.id.desc()),
    index('feedback_inbox_waiting_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.handledAt} is null`),
  ],
);

/** A buyer's question (Contact Us); a copy is mailed to the store's mailbox. */
export const contactQueries = pgTable(
  'contact_queries',
  {
    id: id(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    query: text('query').notNull(),
    /** The back office's inbox: when a member of staff marked it handled (null: waiting). */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => staff.id),
    /** The reply mailed to the sender, once (docs/admin.md, "The inbox"). */
    replyText: text('reply_text'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: uuid('replied_by').references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_queries_buyer_created_idx').on(t.buyerId, t.createdAt),
    index('contact_queries_inbox_idx').on(t.createdAt.desc(), t.id.desc()),
    index('contact_queries_inbox_waiting_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.handledAt} is null`),
  ],
);

/**
 * An image a buyer uploaded (for a return request): stored in media under `uploads/<fileName>`, a random name. The
 * row remembers whose it is, so a return can only name its own buyer's images.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    /** `<32 hex>.<jpg|png|webp|gif>`; the extension follows the content's magic bytes, never the sent name. */
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('uploads_file_name_key').on(t.fileName),
    index('uploads_buyer_created_idx').on(t.buyerId, t.createdAt),
  ],
);

/**
 * A buyer's request to return lines of one of their delivered orders (Request Return), with 1 to 3 of their own uploaded
 * images in `return_request_images` and the lines in `return_request_lines`. A copy is mailed to the store's mailbox.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: id(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** One of RETURN_REASONS (api/src/support/limits.ts), in the form's words. */
    reason: text('reason').notNull(),
    /**
     * Where a cash-on-delivery order's refund goes (a UPI id or a bank account the buyer gave); null for orders paid
     * online, which are refunded to the payment. The payout itself is a manual step
     * (docs/decisions/checkout-and-payments.md, "Cash on Delivery").
     */
    refundTo: jsonb('refund_to').$type<RefundDestination>(),
    /**
     * Where the return stands (`api/src/returns/states.ts`): requested → approved (pickup booked) → picked_up →
     * received → refunded | exchanged, or requested → rejected. `version` counts the moves, so a staff action made
     * from an older view is refused (`stale_version`).
     */
    status: text('status', { enum: RETURN_STATES }).notNull().default('requested'),
    version: integer('version').notNull().default(0),
    /** Why staff rejected it (mailed to the buyer), or a note on the closing. */
    staffNote: text('staff_note'),
    decidedBy: uuid('decided_by').references(() => staff.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /**
     * The Shiprocket return order that collects the parcel from the buyer: null until booked. Booking is retried
     * while Shiprocket is down (`pickupRetryAt`, claimed for a while by whoever sends it, so it is sent once).
     */
    /** The return order's id as the store names it to Shiprocket (`R<order number>-…`), set on approval. */
    pickupChannelId: text('pickup_channel_id'),
    pickupOrderId: text('pickup_order_id'),
    pickupShipmentId: text('pickup_shipment_id'),
    pickupAwb: text('pickup_awb'),
    pickupCourier: text('pickup_courier'),
    /** Shiprocket's last status of the return order (RETURN PENDING, RETURN PICKED UP, RETURN DELIVERED …). */
    pickupStatus: text('pickup_status'),
    pickupAttempts: integer('pickup_attempts').notNull().default(0),
    pickupRetryAt: timestamp('pickup_retry_at', { withTimezone: true }),
    pickupError: text('pickup_error'),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    receivedBy: uuid('received_by').references(() => staff.id),
    /** Staff's word on receipt: whether the items go back on sale (their sizes restocked). Null until then. */
    resellable: boolean('resellable'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => staff.id),
    /** What the closing gave back in money (the refund, or an exchange's price difference), in paise. */
    refundPaise: integer('refund_paise'),
    /** An exchange's replacement order. */
    replacementOrderId: uuid('replacement_order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('return_requests_buyer_created_idx').on(t.buyerId, t.createdAt),
    index('return_requests_order_idx').on(t.orderId),
    // The staff queue: by state, newest first, paged by (createdAt, id).
    index('return_requests_status_created_idx').on(t.status, t.createdAt, t.id),
    index('return_requests_created_idx').on(t.createdAt, t.id),
    index('return_requests_pickup_retry_idx')
      .on(t.pickupRetryAt)
      .where(sql`${t.status} = 'approved' and ${t.pickupOrderId} is null`),
    uniqueIndex('return_requests_pickup_order_key').on(t.pickupOrderId),
    uniqueIndex('return_requests_pickup_channel_key').on(t.pickupChannelId),
  ],
);

/** The images of a return request, in the order the buyer sent them (position 0, 1, 2). */
export const returnRequestImages = pgTable(
  'return_request_images',
  {
    returnRequestId: uuid('return_request_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.returnRequestId, t.position] }),
    index('return_request_images_upload_idx').on(t.uploadId),
    check('return_request_images_position_range', sql`${t.position} between 0 and 2`),
  ],
);

/**
 * The order lines a return request covers (each whole line). A line has at most one open return: the partial unique
 * index refuses a second, so two requests racing each other cannot both be kept. The store closes a line's return as
 * refunded or exchanged (never returned again) or rejected (the line may be asked for again).
 */
export const returnRequestLines = pgTable(
  'return_request_lines',
  {
    returnRequestId: uuid('return_request_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['open', 'refunded', 'exchanged', 'rejected'] })
      .notNull()
      .default('open'),
  },
  (t) => [
    primaryKey({ columns: [t.returnRequestId, t.orderLineId] }),
    uniqueIndex('return_request_lines_open_key').on(t.orderLineId).where(sql`${t.status} = 'open'`),
    index('return_request_lines_order_line_idx').on(t.orderLineId),
  ],
);
