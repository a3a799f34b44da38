import type { Db } from '../db/client.js';
import { contactQueries, feedback } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import type { Outbox } from '../mail/outbox.js';
import type { ContactInput, FeedbackInput } from './schemas.js';
import { contactQueryMail, feedbackMail } from './store-mail.js';

export const FEEDBACK_RECEIVED = 'Thank you for your feedback!';
export const CONTACT_RECEIVED = 'Thank you for contacting us. We will get back to you soon.';

/** Where the support slice's copies go: the outbox and the store's mailbox (`STORE_MAILBOX`). */
export interface SupportMail {
  outbox: Outbox;
  storeMailbox: string;
  /** The store's public origin, so links in the copies (return images) open from the mailbox. */
  publicUrl: string;
}

/** Keeps a buyer's feedback and, in the same transaction, queues a copy for the store's mailbox. */
export async function sendFeedback(db: Db, mail: SupportMail, buyerId: string, input: FeedbackInput) {
  const row = await inTransaction(db, async (tx) => {
    const [stored] = await tx
      .insert(feedback)
      .values({ buyerId, name: input.name, email: input.email, message: input.message })
      .returning();
    if (!stored) throw new Error('feedback was not stored');
    const copy = feedbackMail(mail.storeMailbox, { buyerId, ...input }, input.message);
    await mail.outbox.add(tx, { kind: 'mail', mail: copy });
    return stored;
  });
  mail.outbox.wake();
  return {
    _id: row.id,
    buyerId,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Keeps a buyer's contact query and, in the same transaction, queues a copy for the store's mailbox. */
export async function sendContactQuery(db: Db, mail: SupportMail, buyerId: string, input: ContactInput) {
  const row = await inTransaction(db, async (tx) => {
    const [stored] = await tx
      .insert(contactQueries)
      .values({ buyerId, name: input.name, email: input.email, query: input.query })
      .returning();
    if (!stored) throw new Error('contact query was not stored');
    const copy = contactQueryMail(mail.storeMailbox, { buyerId, ...input }, input.query);
    await mail.outbox.add(tx, { kind: 'mail', mail: copy });
    return stored;
  });
  mail.outbox.wake();
  return {
    _id: row.id,
    buyerId,
    name: row.name,
    email: row.email,
    query: row.query,
    createdAt: row.createdAt.toISOString(),
  };
}
