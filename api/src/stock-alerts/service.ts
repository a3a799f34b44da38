import { readStockAlertContact, STOCK_ALERT_CONTACT_INVALID } from '@sutra/rules';
import { eq, sql } from 'drizzle-orm';
import { RATE_LIMITS, spendLimit } from '../auth/rate-limits.js';
import type { Db } from '../db/client.js';
import { productSkus, products, stockAlerts } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { badRequest, conflict, fieldError, notFound } from '../http/errors.js';

export const SIZE_NOT_FOUND = 'Size not found';
export const SIZE_IN_STOCK = 'This size is in stock: you can buy it now.';

/**
 * "Notify me" on a sold-out size: one waiting alert per size and contact, whoever asks (a guest or a buyer). Only a
 * size that cannot be bought now takes one (`409 in_stock`); a hidden product's sizes are not found. Asked per contact
 * at most a few times a day (`429`), so the store cannot be made to message a stranger about many sizes; asking again
 * for the same size and contact is the same alert, answered exactly as a new one.
 *
 * The size's row is read `for share`: a restock of it waits for this to commit and then finds the new alert, so an
 * alert written as the size comes back is never left waiting.
 */
export async function askForStockAlert(db: Db, input: { skuId: string; contact: string }): Promise<void> {
  const contact = readStockAlertContact(input.contact);
  if (!contact)
    throw badRequest('invalid_input', STOCK_ALERT_CONTACT_INVALID, [
      fieldError('contact', 'invalid_format', STOCK_ALERT_CONTACT_INVALID),
    ]);
  await spendLimit(db, RATE_LIMITS.stockAlertPerContact, contact.contact);
  await inTransaction(db, async (tx) => {
    const [size] = await tx
      .select({ stock: productSkus.stock, visible: products.visibilityStatus })
      .from(productSkus)
      .innerJoin(products, eq(products.id, productSkus.productId))
      .where(eq(productSkus.id, input.skuId))
      .for('share', { of: productSkus });
    if (!size?.visible) throw notFound(SIZE_NOT_FOUND);
    if (size.stock === null || size.stock > 0) throw conflict('in_stock', SIZE_IN_STOCK);
    await tx
      .insert(stockAlerts)
      .values({ skuId: input.skuId, contactKind: contact.kind, contact: contact.contact })
      .onConflictDoNothing({ target: [stockAlerts.skuId, stockAlerts.contact], where: sql`notified_at is null` });
  });
}
