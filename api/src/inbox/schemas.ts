import { z } from 'zod';

/** Request and answer schemas of the back office's inbox: feedback, contact queries and reviews in one list. */

export const INBOX_KINDS = ['feedback', 'contact', 'review'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_PAGE = 50;
export const MAX_REPLY_LENGTH = 5000;

export const inboxQuerySchema = z.object({
  kind: z.enum(INBOX_KINDS).optional().describe('Only feedback, contact queries or reviews'),
  state: z.enum(['waiting', 'handled']).optional().describe('Only items waiting for staff, or only handled ones'),
  limit: z.coerce.number().int().min(1).max(200).default(INBOX_PAGE),
  cursor: z.string().max(200).optional().describe('The `nextCursor` of the page before'),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

export const inboxItemSchema = z.object({
  id: z.uuid(),
  kind: z.enum(INBOX_KINDS),
  buyerId: z.uuid(),
  /** The sender's name and email as they gave them (a review's: the buyer's account). */
  name: z.string(),
  email: z.string(),
  /** The message, the query or the review's comment. */
  text: z.string(),
  /** A review's title, rating and product; null for the others. */
  title: z.string().nullable(),
  rating: z.number().int().nullable(),
  productId: z.uuid().nullable(),
  productName: z.string().nullable(),
  /** A review hidden from the store; false for the others. */
  hidden: z.boolean(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable().describe('The name of the member of staff who marked it handled'),
  reply: z
    .object({ text: z.string(), at: z.string(), by: z.string().nullable() })
    .nullable()
    .describe('The reply mailed to the sender (once)'),
  createdAt: z.string(),
});
export type InboxItemJson = z.infer<typeof inboxItemSchema>;

export const inboxListAnswerSchema = z.object({
  success: z.literal(true),
  result: z.object({ rows: z.array(inboxItemSchema), nextCursor: z.string().nullable() }),
});
export const inboxItemAnswerSchema = z.object({ success: z.literal(true), result: inboxItemSchema });

export const inboxItemParamsSchema = z.object({
  kind: z.enum(INBOX_KINDS),
  id: z.uuid({ error: 'Item id must be a valid id' }),
});
export const reviewParamsSchema = z.object({ id: z.uuid({ error: 'Review id must be a valid id' }) });

export const handledBodySchema = z.object({ handled: z.boolean() });
export const replyBodySchema = z.object({
  text: z
    .string({ error: 'Write a reply' })
    .trim()
    .min(1, 'Write a reply')
    .max(MAX_REPLY_LENGTH, `Keep the reply under ${MAX_REPLY_LENGTH} characters`),
});
export type ReplyBody = z.infer<typeof replyBodySchema>;
export const hiddenBodySchema = z.object({ hidden: z.boolean() });
