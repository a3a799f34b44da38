import { z } from 'zod';
import { claimedBuyerId, requiredText } from '../http/schemas.js';
import { orderAddressJsonSchema } from '../orders/schemas.js';

/** Request and answer schemas of the checkout routes: price, payment order, payment webhook. */

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is too long`)
    .nullish()
    .transform((v) => v ?? '');

const PHONE = /^\+?\d[\d\s-]{5,18}\d$/;
const phone = (label: string) => requiredText(label, 20).pipe(z.string().regex(PHONE, `${label} is invalid`));
/** A phone that may be left blank. */
const optionalPhone = optionalText(20, 'Phone').refine((v) => v === '' || PHONE.test(v), 'Phone is invalid');
const pincode = requiredText('Pincode', 6, 'Pincode must be 6 digits').pipe(
  z.string().regex(/^[1-9]\d{5}$/, 'Pincode must be 6 digits'),
);

/** The checkout's billing form (spec section 5): name, phone, add1, state, city and pincode required. */
export const billingAddressSchema = z.object({
  name: requiredText('Name', 100),
  phone: phone('Phone'),
  add1: requiredText('Address line 1', 200),
  add2: optionalText(200, 'Address line 2'),
  landmark: optionalText(100, 'Landmark'),
  state: requiredText('State', 60),
  city: requiredText('City', 60),
  pincode,
});

/**
 * The delivery address. The spec's form requires nothing, but a parcel needs a street, city, state and pincode; a
 * blank name or phone takes the order's own.
 */
export const deliveryAddressSchema = billingAddressSchema.extend({
  name: optionalText(100, 'Name'),
  phone: optionalPhone,
});

export const startCheckoutBodySchema = z.object({
  buyerId: claimedBuyerId,
  name: requiredText('Name', 100),
  email: requiredText('Email', 254).pipe(z.email({ error: 'Email is invalid' })),
  phone: optionalPhone.describe("The payment form's contact; blank takes the delivery address's phone"),
  deliveryAddress: deliveryAddressSchema,
  billingAddress: billingAddressSchema.nullish().describe('Absent or null: the same as the delivery address'),
  delivery: z
    .enum(['standard', 'express'], { error: 'delivery must be standard or express' })
    .optional()
    .default('standard'),
  couponCode: z
    .string({ error: 'couponCode must be text' })
    .max(40, 'Coupon code is too long')
    .nullish()
    .describe('As typed; blank or absent for none'),
  useMembershipPoints: z
    .boolean({ error: 'useMembershipPoints must be true or false' })
    .optional()
    .default(true)
    .describe('Spend as many points as the cap allows (the toggle, on by default)'),
  paymentMethod: z
    .enum(['online', 'cod'], { error: 'paymentMethod must be online or cod' })
    .optional()
    .default('online')
    .describe('online: Razorpay (card, UPI); cod: cash on delivery, with its fee, where offered'),
  whatsappUpdates: z
    .boolean({ error: 'whatsappUpdates must be true or false' })
    .optional()
    .describe(
      "Send this order's updates on WhatsApp (else by SMS); saved as the buyer's choice. Absent: the buyer's saved choice",
    ),
});

export type StartCheckoutBody = z.infer<typeof startCheckoutBodySchema>;

const booleanQuery = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .optional()
    .default('true')
    .transform((v) => v === 'true');

export const priceQuerySchema = z.object({
  couponCode: z
    .string({ error: 'couponCode must be text' })
    .max(40, 'Coupon code is too long')
    .optional()
    .describe('As typed; blank or absent for none'),
  useMembershipPoints: booleanQuery('useMembershipPoints').describe('The points toggle (on by default)'),
  delivery: z
    .enum(['standard', 'express'], { error: 'delivery must be standard or express' })
    .optional()
    .default('standard'),
  paymentMethod: z
    .enum(['online', 'cod'], { error: 'paymentMethod must be online or cod' })
    .optional()
    .default('online')
    .describe('online: Razorpay (card, UPI); cod: cash on delivery, with its fee, where offered'),
  pincode: z
    .string({ error: 'Pincode must be 6 digits' })
    .regex(/^[1-9]\d{5}$/, 'Pincode must be 6 digits')
    .optional()
    .describe('The delivery pincode, when known: whether cash on delivery is offered there'),
  buyerId: claimedBuyerId,
});

/* Answers */

export const checkoutJsonSchema = z.object({
  _id: z.uuid(),
  razorpayOrderId: z.string().nullable().describe('Null when there is nothing to pay'),
  paymentRequired: z
    .boolean()
    .describe(
      'Whether Razorpay takes a payment now. False when coupon and points cover everything (place it with POST /order/covered) or when paying on delivery (POST /order/cod)',
    ),
  keyId: z.string().describe("Razorpay's public key id, for checkout.js's `key`"),
  amount: z.number().int().describe('Paise: what checkout.js is opened with (0: nothing to pay)'),
  currency: z.literal('INR'),
  name: z.string().describe("The store's name on the payment form"),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
  subtotalPaise: z.number().int().describe('The cart lines in stock'),
  couponCode: z.string().nullable(),
  discountPaise: z.number().int(),
  membershipPointsUsed: z.number().int(),
  pointsValuePaise: z.number().int().describe('What the points take off'),
  delivery: z.enum(['standard', 'express']),
  deliveryChargePaise: z.number().int(),
  paymentMethod: z
    .enum(['online', 'cod'])
    .describe('cod: place it with POST /order/cod; the courier collects `totalPaise`'),
  codFeePaise: z.number().int().describe('The cash-on-delivery fee in the total (0 when paid online)'),
  totalPaise: z.number().int().describe('What is paid now, or collected on delivery; `amount` when paid online'),
  deliveryAddress: orderAddressJsonSchema,
  billingAddress: orderAddressJsonSchema,
  expiresAt: z.string(),
});

export const startCheckoutAnswerSchema = z.object({
  status: z.literal(true),
  success: z.literal(true),
  message: z.string(),
  result: checkoutJsonSchema,
});

export const webhookAnswerSchema = z.object({ status: z.literal(true), message: z.string() });

export const priceAnswerSchema = z.object({
  success: z.literal(true),
  result: z.object({
    subtotalPaise: z.number().int().describe('The cart lines in stock'),
    couponCode: z.string().nullable().describe('The coupon applied, or null'),
    coupon: z
      .object({ code: z.string(), applied: z.boolean(), message: z.string() })
      .nullable()
      .describe('The asked-for code as judged (a code that does not apply is priced without); null when none'),
    discountPaise: z.number().int(),
    membershipPointsUsed: z.number().int(),
    pointsValuePaise: z.number().int().describe('What the points take off'),
    pointsBalance: z.number().int().nullable().describe('The buyer’s points; null when the toggle is off'),
    delivery: z.enum(['standard', 'express']),
    deliveryChargePaise: z.number().int(),
    codFeePaise: z.number().int().describe('The cash-on-delivery fee in the total (0 unless paying on delivery)'),
    totalPaise: z.number().int().describe('What Complete Purchase would charge now'),
    paymentRequired: z
      .boolean()
      .describe(
        'False when coupon and points cover everything, or when paying on delivery: Razorpay takes nothing now',
      ),
    paymentMethod: z.enum(['online', 'cod']).describe('cod only when asked for and offered'),
    cashOnDelivery: z
      .object({ available: z.boolean(), feePaise: z.number().int(), message: z.string().nullable() })
      .describe('Whether cash on delivery can be chosen for this order (and pincode), its fee, and why not'),
    itemCount: z.number().int(),
  }),
});
