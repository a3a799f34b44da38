import { z } from 'zod';
import { productSchema } from '../catalog/schemas.js';
import { claimedBuyerId, commaList } from '../http/schemas.js';
import { buyerRefundSchema } from '../refunds/buyer-refunds.js';
import { buyerReturnJsonSchema } from '../returns/buyer-returns.js';
import { MAX_ORDERS_PAGE } from './service.js';

/** Request and answer schemas of the order routes. */

/** An address as an order (and its checkout) keeps it: every field a string, blank when not given. */
export const orderAddressJsonSchema = z.object({
  name: z.string(),
  phone: z.string(),
  add1: z.string(),
  add2: z.string(),
  landmark: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
});

const razorpayField = (name: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be text`) })
    .trim()
    .min(1, `${name} is required`)
    .max(100, `${name} is too long`);

const ignored = (what: string) => z.unknown().optional().describe(`${what}: accepted and ignored (the server prices)`);

/**
 * POST /order: the spec's order payload, of which nothing about money or lines is read (the stored checkout says
 * all of that), plus what Razorpay's checkout handed the browser.
 */
export const placeOrderBodySchema = z.looseObject({
  razorpay_order_id: razorpayField('razorpay_order_id'),
  razorpay_payment_id: razorpayField('razorpay_payment_id'),
  razorpay_signature: razorpayField('razorpay_signature'),
  buyerId: claimedBuyerId,
  orderValue: ignored('orderValue'),
  totalAmount: ignored('totalAmount'),
  membershipPointsUsed: ignored('membershipPointsUsed'),
  orderNumber: ignored('orderNumber'),
  products: ignored('products'),
  email: ignored('email (the checkout has it)'),
  billingAddress: ignored('billingAddress (the checkout has it)'),
  deliveryAddress: ignored('deliveryAddress (the checkout has it)'),
});

/** POST /order/covered and /order/cod: the checkout (covered wholly, or paid on delivery); nothing else is read. */
export const placeCoveredOrderBodySchema = z.object({
  checkoutId: z.uuid({ error: 'checkoutId must be a valid id' }),
  buyerId: claimedBuyerId,
});

/** Query params the spec sends empty are treated as absent. */
const optionalId = (name: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.uuid({ error: `${name} must be a valid id` }).optional());

export const orderQuerySchema = z.object({
  buyerId: z.preprocess((v) => (v === '' ? undefined : v), claimedBuyerId),
  id: optionalId('id').describe('An order of the buyer: answers that order; absent or empty: the list'),
  productItemId: optionalId('productItemId').describe("With id: a product line's _id, which must be in the order"),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_ORDERS_PAGE, `limit must be at most ${MAX_ORDERS_PAGE}`)
    .optional(),
  cursor: z.string().max(200).optional().describe('nextCursor of the previous page'),
});

/* Answers */

export const orderLineJsonSchema = z.object({
  _id: z.uuid(),
  productId: productSchema.nullable().describe('The product as the catalogue has it now; null once removed'),
  productRef: z.uuid().describe("The product's id, also when it no longer exists"),
  variantId: z.uuid().nullable(),
  name: z.string(),
  image: z.string(),
  attributes: z.record(z.string(), z.string()),
  quantity: z.number().int(),
  price: z.number().describe('Rupees paid per unit (the spec’s field; `pricePaise` is exact)'),
  pricePaise: z.number().int().describe('Paise paid per unit'),
  retailPricePaise: z.number().int().describe("Paise: the variant's retail price at purchase"),
  compareAtPricePaise: z
    .number()
    .int()
    .nullable()
    .describe(
      'Paise: the retail price at purchase to strike through beside pricePaise; null when it was not discounted',
    ),
  lineTotalPaise: z.number().int().describe('pricePaise × quantity'),
});

export const orderJsonSchema = z.object({
  _id: z.uuid(),
  buyerId: z.uuid(),
  orderNumber: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  orderStatus: z.enum(['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled', 'Returned']),
  shippingStatus: z.string().describe("Shiprocket's last status heard, or PENDING before the shipment exists"),
  shiprocketOrderId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  products: z.array(orderLineJsonSchema),
  deliveryAddress: orderAddressJsonSchema,
  billingAddress: orderAddressJsonSchema,
  delivery: z.enum(['standard', 'express']),
  promisedBy: z
    .string()
    .nullable()
    .describe('The delivery date promised at checkout (YYYY-MM-DD in India): what tracking shows; null if none was'),
  totalAmount: z.number().describe('Rupees: the lines before the discount (the spec’s field)'),
  totalAmountPaise: z.number().int().describe('Paise: the lines before the discount'),
  discount: z.number().describe('Rupees off for the coupon (the spec’s field)'),
  discountPaise: z.number().int().describe('Paise off for the coupon'),
  couponCode: z.string().nullable(),
  membershipPointsUsed: z.number().int(),
  membershipPointsValuePaise: z.number().int().describe('Paise the points took off'),
  deliveryChargePaise: z.number().int(),
  codFeePaise: z.number().int().describe('Paise: the cash-on-delivery fee in orderValue (0 when paid online)'),
  orderValue: z.number().describe('Rupees paid, or to be collected on delivery (the spec’s field)'),
  orderValuePaise: z.number().int().describe('Paise paid, or to be collected on delivery'),
  pointsEarned: z.number().int().describe("Points earned; a cash-on-delivery order's are credited on delivery"),
  paymentStatus: z.enum(['Paid', 'Pending']).describe('Pending: cash on delivery not yet collected'),
  paidAt: z
    .string()
    .nullable()
    .describe('When the money was received; null until a cash-on-delivery order is delivered'),
  paymentMethod: z
    .enum(['razorpay', 'points', 'cod'])
    .describe(
      'razorpay: paid online (card, UPI); points: coupon and points covered everything, nothing was charged; cod: the courier collects orderValue on delivery',
    ),
  payment: z
    .object({
      state: z.enum(['paid_online', 'covered', 'due_on_delivery', 'paid_on_delivery']),
      dueOnDeliveryPaise: z.number().int().describe('What the courier collects at the door; 0 unless due on delivery'),
      summary: z.string().describe('One sentence on what is paid and what is due'),
      placedMessage: z.string().describe("The Order Placed confirmation's words"),
      label: z.string().describe("The order page's payment method"),
    })
    .describe("Whether the order is paid, and the store's words for it (one rule: @sutra/rules' orderPayment)"),
  razorpayOrderId: z.string().nullable().describe('Null for an order paid by points or on delivery'),
  razorpayPaymentId: z.string().nullable().describe('Null for an order paid by points or on delivery'),
  returns: z
    .array(buyerReturnJsonSchema)
    .optional()
    .describe("One order's read only: the buyer's return requests of it, each with where it stands"),
  awaitingConfirmation: z
    .boolean()
    .describe('A cash-on-delivery order not confirmed yet (by the mailed link or a call from the store): not sent yet'),
  refunds: z
    .array(buyerRefundSchema)
    .describe('The refunds of the order (a cancellation, a return, an amount given back), newest first'),
});

export const placeOrderAnswerSchema = z.object({
  status: z.literal(true),
  success: z.literal(true),
  message: z.string(),
  result: orderJsonSchema,
});

export const orderAnswerSchema = z.object({ success: z.literal(true), result: orderJsonSchema });

export const orderListAnswerSchema = z.object({
  success: z.literal(true),
  result: z.array(orderJsonSchema).describe('Newest first'),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});

/** The most orders one GET /order/tracking asks about (a page of the order list). */
export const MAX_TRACKED_ORDERS = MAX_ORDERS_PAGE;

export const orderTrackingQuerySchema = z.object({
  ids: commaList
    .pipe(
      z
        .array(z.uuid({ error: 'every id must be a valid order id' }))
        .min(1, 'give at least one id')
        .max(MAX_TRACKED_ORDERS, `at most ${MAX_TRACKED_ORDERS} ids`),
    )
    .describe("Comma-separated ids of the buyer's orders"),
});

const isoMoment = z.iso.datetime().nullable();

/** Shiprocket's tracking of one shipment, in the store's words (its dates India time turned into moments). */
export const shipmentTrackingJsonSchema = z.object({
  status: z.string().describe("Shiprocket's current_status as it answered (a name, or else its numeric code)"),
  trackStatus: z.number().int().describe("Shiprocket's track_status: 1 once the courier has the parcel"),
  courierName: z.string().nullable().describe('Null until a courier is assigned'),
  awbCode: z.string().nullable().describe("The courier's tracking number; null until assigned"),
  trackUrl: z.string().nullable().describe("The 'Track your package' page"),
  estimatedDelivery: isoMoment,
  deliveredAt: isoMoment,
  pickedUpAt: isoMoment,
});

export const orderTrackingJsonSchema = z.object({
  orderId: z.uuid(),
  tracking: shipmentTrackingJsonSchema
    .nullable()
    .describe('Null before the shipment exists, when Shiprocket has none, or when it could not be asked'),
  unavailable: z.boolean().describe('True when Shiprocket could not be asked (down, slow, refusing): try again later'),
});

export const orderTrackingAnswerSchema = z.object({
  success: z.literal(true),
  result: z.array(orderTrackingJsonSchema).describe('In the order of ids'),
});

export const shippingWebhookBodySchema = z.looseObject({
  order_id: z.union([z.string(), z.number()]).optional().describe("The store's order number"),
  sr_order_id: z.union([z.string(), z.number()]).optional(),
  current_status: z.string({ error: 'current_status is required' }).min(1, 'current_status is required'),
});
