import type { Db } from '../db/client.js';
import { contactQueries, feedback } from '../db/schema.js';
import type { Mailer } from '../mail/mailer.js';
import type { ContactInput, FeedbackInput } from './schemas.js';
import { contactQueryMail, feedbackMail } from './store-mail.js';

export const FEEDBACK_RECEIVED = 'Thank you for your feedback!';
export const CONTACT_RECEIVED = 'Thank you for contacting us. We will get back to you soon.';

/** Where the support slice's copies go: the mailer and the store's mailbox (`STORE_MAILBOX`). */
export interface SupportMail {
  mailer: Mailer;
  storeMailbox: string;
  /** The store's public origin, so links in the copies (return images) open from the mailbox. */
  publicUrl: string;
}

/** Keeps a buyer's feedback and mails a copy to the store's mailbox. */
export async function sendFeedback(db: Db, mail: SupportMail, buyerId: string, input: FeedbackInput) {
  const [row] = await db
    .insert(feedback)
    .values({ buyerId, name: input.name, email: input.email, message: input.message })
    .returning();
  if (!row) throw new Error('feedback was not stored');
  mail.mailer.send(feedbackMail(mail.storeMailbox, { buyerId, ...input }, input.message));
  return {
    _id: row.id,
    buyerId,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Keeps a buyer's contact query and mails a copy to the store's mailbox. */
export async function sendContactQuery(db: Db, mail: SupportMail, buyerId: string, input: ContactInput) {
  const [row] = await db
    .insert(contactQueries)
    .values({ buyerId, name: input.name, email: input.email, query: input.query })
    .returning();
  if (!row) throw new Error('contact query was not stored');
  mail.mailer.send(contactQueryMail(mail.storeMailbox, { buyerId, ...input }, input.query));
  return {
    _id: row.id,
    buyerId,
    name: row.name,
    email: row.email,
    query: row.query,
    createdAt: row.createdAt.toISOString(),
  };
}
