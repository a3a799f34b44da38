import { z } from 'zod';
import { claimedBuyerId, requiredText } from '../http/schemas.js';
import {
  MAX_EMAIL_LENGTH,
  MAX_MESSAGE_LENGTH,
  MAX_NAME_LENGTH,
  MAX_ORDER_NUMBER_LENGTH,
  MAX_RETURN_IMAGES,
  RETURN_REASONS,
} from './limits.js';
import { refundDestinationSchema } from './refund-destination.js';

/**
 * Request and answer schemas of the support routes (spec section 7: feedback, contact-us, uploadImg, return). Field
 * messages use the forms' words (spec section 5).
 */

const name = requiredText('Name', MAX_NAME_LENGTH);
const email = requiredText('Email', MAX_EMAIL_LENGTH).pipe(z.email({ error: 'Please enter a valid email' }));

export const feedbackBodySchema = z.object({
  buyerId: claimedBuyerId,
  name,
  email,
  message: requiredText('Message', MAX_MESSAGE_LENGTH, `Message must be at most ${MAX_MESSAGE_LENGTH} characters`),
});
export type FeedbackInput = z.infer<typeof feedbackBodySchema>;

export const contactBodySchema = z.object({
  buyerId: claimedBuyerId,
  name,
  email,
  query: requiredText('Query', MAX_MESSAGE_LENGTH, `Query must be at most ${MAX_MESSAGE_LENGTH} characters`),
});
export type ContactInput = z.infer<typeof contactBodySchema>;

export const TOO_FEW_IMAGES = 'Please add at least one image';
export const TOO_MANY_IMAGES = `Please add at most ${MAX_RETURN_IMAGES} images`;
export const REPEATED_IMAGE = 'Each image can be added once';
export const REPEATED_LINE = 'Each item can be returned once per request';
/** An order holds at most this many lines (a cart's limit), so a return names at most as many. */
const MAX_RETURN_LINES = 50;

export const returnBodySchema = z.object({
  buyerId: claimedBuyerId,
  orderNumber: requiredText('Order number', MAX_ORDER_NUMBER_LENGTH),
  email,
  reason: z.enum(RETURN_REASONS, { error: `Reason must be one of: ${RETURN_REASONS.join('; ')}` }),
  images: z
    .array(z.string({ error: 'Each image must be the location uploadImg answered' }).max(500), {
      error: TOO_FEW_IMAGES,
    })
    .min(1, TOO_FEW_IMAGES)
    .max(MAX_RETURN_IMAGES, TOO_MANY_IMAGES)
    .refine((images) => new Set(images).size === images.length, REPEATED_IMAGE)
    .describe('Locations answered by POST /uploadImg (data[0]), each an image this buyer uploaded'),
  refundTo: refundDestinationSchema
    .nullish()
    .describe('Required for an order paid in cash on delivery (where its refund goes); ignored for one paid online'),
  lines: z
    .array(z.uuid({ error: 'Each line must be the id of one of the order’s lines' }), {
      error: 'lines must be a list of the order’s line ids',
    })
    .max(MAX_RETURN_LINES)
    .refine((lines) => new Set(lines).size === lines.length, REPEATED_LINE)
    .nullish()
    .describe(
      "The order's lines to return (the products[]._id of GET /order); every line not returned already when absent",
    ),
});
export type ReturnInput = z.infer<typeof returnBodySchema>;

/* Answers */

const received = { status: z.literal(true), success: z.literal(true), message: z.string() };

export const feedbackAnswerSchema = z.object({
  ...received,
  result: z.object({
    _id: z.uuid(),
    buyerId: z.uuid(),
    name: z.string(),
    email: z.string(),
    message: z.string(),
    createdAt: z.string(),
  }),
});

export const contactAnswerSchema = z.object({
  ...received,
  result: z.object({
    _id: z.uuid(),
    buyerId: z.uuid(),
    name: z.string(),
    email: z.string(),
    query: z.string(),
    createdAt: z.string(),
  }),
});

export const uploadAnswerSchema = z.object({
  ...received,
  data: z.array(z.string()).describe("One entry: the image's location (/media/uploads/<random name>)"),
});

export const returnAnswerSchema = z.object({
  ...received,
  result: z.object({
    _id: z.uuid(),
    buyerId: z.uuid(),
    orderId: z.uuid(),
    orderNumber: z.string(),
    email: z.string(),
    reason: z.enum(RETURN_REASONS),
    lines: z
      .array(z.object({ _id: z.uuid(), name: z.string(), quantity: z.number().int() }))
      .describe('The order lines this request returns, each whole'),
    images: z.array(z.string()),
    refundTo: z
      .string()
      .nullable()
      .describe(
        "Where a cash-on-delivery order's refund goes, as shown to the buyer (a bank account by its last digits)",
      ),
    createdAt: z.string(),
  }),
});
