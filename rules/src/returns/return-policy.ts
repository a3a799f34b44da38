import type { OrderStatus } from '../shipping/order-status.js';

/**
 * When a line of an order may be returned: every condition once, with the code its refusal carries and the shopper's
 * words for it. The api refuses by this table and the return form shows its messages.
 *
 * Sources, checked when this table was written: the spec's Request Return form (accounts-checkout-orders.md, section 2)
 * notes "the original tag must still be attached; returns only within 7 days of receipt (text only, not enforced)";
 * its section 9 lists the other windows the original pages state and that conflict with it: 14 days (the about page's
 * tile and the shipping tab), 15 days (a cart note), 30 days (the return tab).
 *
 * Decisions where the spec says nothing or conflicts:
 * - The window is the return form's, 7 days from receipt: it is the one a shopper reads where they ask, and the
 *   store's pages now state it everywhere they name one. Receipt is the delivery Shiprocket's tracking confirmed (its
 *   delivered date); the window runs to the end of the 7th day after it, India time (delivered on 10 May at 15:00,
 *   returns until 17 May 23:59).
 * - Only delivered lines: before delivery the goods are not in the shopper's hands, and a cash-on-delivery order has
 *   not been paid, so there is nothing to refund. Cancelled orders and returns to origin are refunded as such, never
 *   through a return request. A line is delivered with its order (one shipment per order).
 * - A whole line is returned (all of its quantity), and a line has at most one open return: the database refuses a
 *   second one, so two requests racing each other cannot both be kept. A line once refunded is not returned again; a
 *   rejected return frees the line for another request.
 * - The tag is checked when the parcel comes back, not here.
 */
export const RETURN_WINDOW_DAYS = 7;

/** Why a line cannot be returned, as a stable code (the same codes travel as field errors). */
export type ReturnRefusalCode = 'not_delivered' | 'window_closed' | 'already_requested';

/** What a refusal's message may name. */
export interface ReturnRefusalContext {
  orderNumber: string;
  /** The line's product name; absent when the refusal is about every line of the order. */
  itemName?: string | undefined;
  /** When the window closed (for `window_closed`). */
  closedAt?: Date | undefined;
}

export interface ReturnCondition {
  code: ReturnRefusalCode;
  /** The rule in words, for docs and people reading the code. */
  rule: string;
  /** What the shopper reads when it refuses. */
  message: (context: ReturnRefusalContext) => string;
}

const indiaDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

export const RETURN_CONDITIONS: Readonly<Record<ReturnRefusalCode, ReturnCondition>> = {
  not_delivered: {
    code: 'not_delivered',
    rule: 'The line has been delivered (and so paid, for cash on delivery).',
    message: ({ orderNumber }) =>
      `Order ${orderNumber} has not been delivered yet. You can ask for a return once it has arrived.`,
  },
  window_closed: {
    code: 'window_closed',
    rule: `The request comes within ${RETURN_WINDOW_DAYS} days of delivery (to the end of that day, India time).`,
    message: ({ orderNumber, closedAt }) =>
      `Returns for order ${orderNumber} closed on ${closedAt ? indiaDate.format(closedAt) : 'its last day'}: ` +
      `we accept returns within ${RETURN_WINDOW_DAYS} days of delivery.`,
  },
  already_requested: {
    code: 'already_requested',
    rule: 'The line has no open return and was never refunded.',
    message: ({ itemName, orderNumber }) =>
      itemName
        ? `A return for ${itemName} in order ${orderNumber} has already been requested.`
        : `A return for every item in order ${orderNumber} has already been requested.`,
  },
};

/** India keeps +05:30 all year. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The last moment a line delivered at `deliveredAt` may be returned: the end of the 7th day after it, India time. */
export function returnWindowClosesAt(deliveredAt: Date): Date {
  const indiaMidnight = Math.floor((deliveredAt.getTime() + INDIA_OFFSET_MS) / DAY_MS) * DAY_MS - INDIA_OFFSET_MS;
  return new Date(indiaMidnight + (RETURN_WINDOW_DAYS + 1) * DAY_MS - 1);
}

/** Where a line stands with returns: never asked, asked and open, refunded, or refused by the store. */
export type LineReturnState = 'none' | 'open' | 'refunded' | 'rejected';

export interface ReturnableLine {
  orderStatus: OrderStatus;
  /** When its order was delivered (null before). */
  deliveredAt: Date | null;
  /** Whether its order's money was received (at placement, or on delivery for cash on delivery). */
  paid: boolean;
  /** The most telling state among its earlier returns (`open` or `refunded` over `rejected` over `none`). */
  returnState: LineReturnState;
}

/** The first condition the line fails at `now`, or null when it may be returned. */
export function returnRefusal(line: ReturnableLine, now: Date): ReturnRefusalCode | null {
  if (line.orderStatus !== 'Delivered' || !line.deliveredAt || !line.paid) return 'not_delivered';
  if (now.getTime() > returnWindowClosesAt(line.deliveredAt).getTime()) return 'window_closed';
  if (line.returnState === 'open' || line.returnState === 'refunded') return 'already_requested';
  return null;
}
