import { type SQL, sql } from 'drizzle-orm';
import { audit } from '../audit/audit.js';
import { decodeCursor, encodeCursor } from '../customers/cursor.js';
import { type Db, queryRows } from '../db/client.js';
import { inTransaction } from '../db/transaction.js';
import { conflict, notFound } from '../http/errors.js';
import type { Outbox } from '../mail/outbox.js';
import type { SignedInStaff } from '../staff/sessions.js';
import { inboxReplyMail } from './reply-mail.js';
import type { InboxItemJson, InboxKind, InboxQuery, ReplyBody } from './schemas.js';

export const ITEM_NOT_FOUND = 'No such message.';
export const ALREADY_REPLIED = 'This was answered already: a reply is mailed once.';

/** Each kind's table and what the audit log calls it. */
const TABLES: Record<InboxKind, { table: string; entity: string }> = {
  feedback: { table: 'feedback', entity: 'feedback' },
  contact: { table: 'contact_queries', entity: 'contact_query' },
  review: { table: 'reviews', entity: 'review' },
};

/** One kind's rows in the inbox's shape; each kind's (created_at desc, id desc) indexes serve its branch. */
function branch(kind: InboxKind, conditions: SQL[], limit: number): SQL {
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const common = sql`i.id, i.buyer_id, i.handled_at, i.handled_by, i.reply_text, i.replied_at, i.replied_by, i.created_at`;
  const tail = sql`${where} order by i.created_at desc, i.id desc limit ${limit}`;
  switch (kind) {
    case 'feedback':
      return sql`(select 'feedback' as kind, ${common}, i.name, i.email, i.message as text, null::text as title,
        null::int as rating, null::uuid as product_id, null::text as product_name, false as hidden
        from feedback i ${tail})`;
    case 'contact':
      return sql`(select 'contact' as kind, ${common}, i.name, i.email, i.query as text, null::text as title,
        null::int as rating, null::uuid as product_id, null::text as product_name, false as hidden
        from contact_queries i ${tail})`;
    case 'review':
      return sql`(select 'review' as kind, ${common}, b.name, b.email, i.review as text, i.title,
        i.rating::int as rating, i.product_id, p.product_name, i.hidden_at is not null as hidden
        from reviews i join buyers b on b.id = i.buyer_id join products p on p.id = i.product_id ${tail})`;
  }
}

interface ItemRow {
  kind: InboxKind;
  id: string;
  buyer_id: string;
  name: string;
  email: string;
  text: string;
  title: string | null;
  rating: number | null;
  product_id: string | null;
  product_name: string | null;
  hidden: boolean;
  handled_at: string | null;
  handled_by_name: string | null;
  reply_text: string | null;
  replied_at: string | null;
  replied_by_name: string | null;
  at: string;
}

const exact = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

async function readItems(db: Db, kinds: readonly InboxKind[], conditions: SQL[], limit: number) {
  const union = sql.join(
    kinds.map((kind) => branch(kind, conditions, limit)),
    sql` union all `,
  );
  return queryRows<ItemRow>(
    db,
    sql`select u.kind, u.id, u.buyer_id, u.name, u.email, u.text, u.title, u.rating, u.product_id, u.product_name,
          u.hidden, ${exact('u.handled_at')} as handled_at, hs.name as handled_by_name, u.reply_text,
          ${exact('u.replied_at')} as replied_at, rs.name as replied_by_name, ${exact('u.created_at')} as at
        from (${union}) u
        left join staff hs on hs.id = u.handled_by
        left join staff rs on rs.id = u.replied_by
        order by u.created_at desc, u.id desc
        limit ${limit}`,
  );
}

const toItemJson = (r: ItemRow): InboxItemJson => ({
  id: r.id,
  kind: r.kind,
  buyerId: r.buyer_id,
  name: r.name,
  email: r.email,
  text: r.text,
  title: r.title,
  rating: r.rating === null ? null : Number(r.rating),
  productId: r.product_id,
  productName: r.product_name,
  hidden: Boolean(r.hidden),
  handledAt: r.handled_at,
  handledBy: r.handled_by_name,
  reply:
    r.reply_text !== null && r.replied_at !== null
      ? { text: r.reply_text, at: r.replied_at, by: r.replied_by_name }
      : null,
  createdAt: r.at,
});

/**
 * Feedback, contact queries and reviews, newest first, in one list: filtered by kind and by waiting (not handled) or
 * handled, keyset-paged on (created_at, id). Each kind reads at most a page from its own index; the page is the newest
 * of those.
 */
export async function listInbox(
  db: Db,
  query: InboxQuery,
): Promise<{ rows: InboxItemJson[]; nextCursor: string | null }> {
  const conditions: SQL[] = [];
  if (query.state === 'waiting') conditions.push(sql`i.handled_at is null`);
  if (query.state === 'handled') conditions.push(sql`i.handled_at is not null`);
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    conditions.push(sql`(i.created_at, i.id) < (${after.at}::timestamptz, ${after.id}::uuid)`);
  }
  const kinds = query.kind ? [query.kind] : (['feedback', 'contact', 'review'] as const);
  const rows = await readItems(db, kinds, conditions, query.limit + 1);
  const shown = rows.slice(0, query.limit);
  const last = shown[shown.length - 1];
  return {
    rows: shown.map(toItemJson),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.at, last.id) : null,
  };
}

export async function getInboxItem(db: Db, kind: InboxKind, id: string): Promise<InboxItemJson> {
  const [row] = await readItems(db, [kind], [sql`i.id = ${id}`], 1);
  if (!row) throw notFound(ITEM_NOT_FOUND);
  return toItemJson(row);
}

interface Marks {
  handled: boolean;
  replied: boolean;
  hidden: boolean;
}

/** Locks the item's row for the rest of the transaction and reads its marks. */
async function lockItem(tx: Db, kind: InboxKind, id: string): Promise<Marks> {
  const hidden = kind === 'review' ? sql`hidden_at is not null` : sql`false`;
  const [row] = await queryRows<Marks>(
    tx,
    sql`select handled_at is not null as handled, replied_at is not null as replied, ${hidden} as hidden
        from ${sql.identifier(TABLES[kind].table)} where id = ${id} for update`,
  );
  if (!row) throw notFound(ITEM_NOT_FOUND);
  return row;
}

/** Marks an item handled (or waiting again). Marking what is already so changes and records nothing. */
export async function markHandled(
  db: Db,
  member: SignedInStaff,
  kind: InboxKind,
  id: string,
  handled: boolean,
): Promise<InboxItemJson> {
  await inTransaction(db, async (tx) => {
    const marks = await lockItem(tx, kind, id);
    if (marks.handled === handled) return;
    await tx.execute(
      handled
        ? sql`update ${sql.identifier(TABLES[kind].table)} set handled_at = now(), handled_by = ${member.id} where id = ${id}`
        : sql`update ${sql.identifier(TABLES[kind].table)} set handled_at = null, handled_by = null where id = ${id}`,
    );
    await audit(tx, {
      staffId: member.id,
      action: handled ? 'inbox.handle' : 'inbox.reopen',
      entity: TABLES[kind].entity,
      entityId: id,
      before: { handled: marks.handled },
      after: { handled },
    });
  });
  return getInboxItem(db, kind, id);
}

/**
 * Mails the store's reply to the address the sender gave (a review's: the reviewer's account) through the outbox, in
 * the transaction that records it on the item, under the item's lock: a reply is sent once — a second one, or two
 * sent at the same moment, is `409 already_replied` for all but the first. Replying marks the item handled.
 */
export async function replyToItem(
  db: Db,
  outbox: Outbox,
  member: SignedInStaff,
  kind: InboxKind,
  id: string,
  body: ReplyBody,
): Promise<InboxItemJson> {
  await inTransaction(db, async (tx) => {
    const marks = await lockItem(tx, kind, id);
    if (marks.replied) throw conflict('already_replied', ALREADY_REPLIED);
    const item = await getInboxItem(tx, kind, id);
    await tx.execute(
      sql`update ${sql.identifier(TABLES[kind].table)}
          set reply_text = ${body.text}, replied_at = now(), replied_by = ${member.id},
              handled_at = coalesce(handled_at, now()), handled_by = coalesce(handled_by, ${member.id})
          where id = ${id}`,
    );
    await outbox.add(tx, { kind: 'mail', mail: inboxReplyMail(item, body.text) });
    await audit(tx, {
      staffId: member.id,
      action: 'inbox.reply',
      entity: TABLES[kind].entity,
      entityId: id,
      before: { handled: marks.handled, replied: false },
      after: { handled: true, replied: true, to: item.email, reply: body.text },
    });
  });
  outbox.wake();
  return getInboxItem(db, kind, id);
}

/**
 * Hides a review from the store (its product's reviews and rating summary leave it out) or shows it again. The
 * reviews trigger announces `reviews:<product id>` at commit, so every replica's and gateway's cached answers follow.
 */
export async function setReviewHidden(
  db: Db,
  member: SignedInStaff,
  id: string,
  hidden: boolean,
): Promise<InboxItemJson> {
  await inTransaction(db, async (tx) => {
    const marks = await lockItem(tx, 'review', id);
    if (marks.hidden === hidden) return;
    await tx.execute(sql`update reviews set hidden_at = ${hidden ? sql`now()` : sql`null`} where id = ${id}`);
    await audit(tx, {
      staffId: member.id,
      action: hidden ? 'review.hide' : 'review.show',
      entity: 'review',
      entityId: id,
      before: { hidden: marks.hidden },
      after: { hidden },
    });
  });
  return getInboxItem(db, 'review', id);
}
