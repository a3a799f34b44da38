import { productPath } from '@sutra/rules';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.js';
import { categories, products } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import type { Outbox } from '../mail/outbox.js';
import type { MessageOutbox } from '../messaging/message.js';
import { backInStockMail } from './messages.js';

/** Tells waiting shoppers that their size is back, from inside the staff write that brought it back. */
export interface RestockTellers {
  /**
   * In the write's transaction, after the stock changed: every waiting alert on a size of these products that can be
   * bought now (counted above 0, or not counted) on a product on show is marked told and gets its job. Answers how many.
   */
  tell(tx: Db, productIds: readonly string[]): Promise<number>;
  /** Once that transaction has committed: has the jobs sent. */
  wake(): void;
  /**
   * Tells, in a transaction of its own, the waiting alerts of every size that is on sale again by a path that does
   * not tell (a cancelled order's or a returned parcel's units put back): the retry worker runs it each round.
   */
  sweep(db: Db): Promise<number>;
}

interface ToldAlert {
  id: string;
  contact_kind: 'mobile' | 'email';
  contact: string;
  size: string;
  product_id: string;
}

/** The message outbox's key for an alert: each alert is one message, however often its size is restocked. */
export const stockAlertKey = (alertId: string) => `stock-alert:${alertId}`;

/**
 * Alerts are told by state, not by watching the number move: a waiting alert exists only because its size was sold
 * out when it was asked for, so a waiting alert on a size that can be bought is one whose size came back. Marking it
 * (`notified_at`, `where notified_at is null`) under the size's row lock, which the stock write holds, is what makes
 * two restocks racing tell it once; the message outbox's key says so again.
 */
export function restockTellers(deps: {
  mail: Pick<Outbox, 'add' | 'wake'>;
  messages: Pick<MessageOutbox, 'add' | 'wake'>;
  publicUrl: string;
}): RestockTellers {
  const tellWhere = async (tx: Db, products: SQL): Promise<number> => {
    const told = await queryRows<ToldAlert>(
      tx,
      sql`update stock_alerts a set notified_at = now()
          from product_skus s, products p
          where a.sku_id = s.id and p.id = s.product_id and a.notified_at is null
            and ${products} and (s.stock is null or s.stock > 0) and p.visibility_status
          returning a.id, a.contact_kind, a.contact, s.size, s.product_id`,
    );
    const emailed = told.filter((alert) => alert.contact_kind === 'email');
    const named = emailed.length ? await productNames(tx, [...new Set(emailed.map((a) => a.product_id))]) : new Map();
    for (const alert of told) {
      if (alert.contact_kind === 'mobile') {
        await deps.messages.add(tx, { kind: 'back-in-stock', alertId: alert.id }, { key: stockAlertKey(alert.id) });
        continue;
      }
      const product = named.get(alert.product_id);
      if (!product) continue;
      await deps.mail.add(tx, {
        kind: 'mail',
        mail: backInStockMail(alert.contact, product.name, alert.size, `${deps.publicUrl}${product.path}`),
      });
    }
    return told.length;
  };
  const wake = () => {
    deps.mail.wake();
    deps.messages.wake();
  };
  return {
    tell: (tx, productIds) =>
      productIds.length === 0 ? Promise.resolve(0) : tellWhere(tx, sql`s.product_id in ${productIds}`),
    wake,
    async sweep(db) {
      const told = await inTransaction(db, (tx) => tellWhere(tx, sql`true`));
      if (told > 0) wake();
      return told;
    },
  };
}

async function productNames(db: Db, ids: readonly string[]): Promise<Map<string, { name: string; path: string }>> {
  const rows = await db
    .select({ id: products.id, name: products.productName, category: categories.categoryName })
    .from(products)
    .innerJoin(categories, sql`${categories.id} = ${products.categoryId}`)
    .where(inArray(products.id, [...ids]));
  return new Map(rows.map((r) => [r.id, { name: r.name, path: productPath({ id: r.id, name: r.name }, r.category) }]));
}
