import { productPath } from '@sutra/rules';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { buyers, categories, productSkus, products, stockAlerts } from '../db/schema.js';
import type { OutgoingMail } from '../mail/mailer.js';
import { escapeHtml, layout } from '../mail/templates.js';
import type { MessageJob, OutgoingMessage } from '../messaging/message.js';

/** The WhatsApp template the store registered for it: "Good news: {{1}} in size {{2}} is back in stock at Sutra." */
export const BACK_IN_STOCK_TEMPLATE = 'back_in_stock';

const sizeWords = (size: string) => (size ? ` in size ${size}` : '');

export const backInStockText = (productName: string, size: string, url: string): string =>
  `Good news: ${productName}${sizeWords(size)} is back in stock at Sutra. Buy now: ${url}`;

/** The mail to an email that asked "Notify me", written with the restock (the product as it is then). */
export function backInStockMail(to: string, productName: string, size: string, url: string): OutgoingMail {
  const what = `${productName}${sizeWords(size)}`;
  return {
    to,
    subject: `Back in stock: ${what}`,
    text:
      `Good news: ${what} is back in stock at Sutra.\n\nBuy now: ${url}\n\n` +
      'You asked us to tell you once, so this is the only mail about it. Sizes sell out fast.\n\nSutra',
    html: layout('Back in stock', [
      `Good news: <strong>${escapeHtml(what)}</strong> is back in stock at Sutra.`,
      `<a href="${escapeHtml(url)}">Buy now</a>`,
      'You asked us to tell you once, so this is the only mail about it. Sizes sell out fast.',
    ]),
  };
}

/**
 * The message to a number that asked "Notify me", made when sent: on WhatsApp (the store's `back_in_stock` template)
 * when the number is a buyer's own, verified, and that buyer agreed to updates on WhatsApp; by SMS otherwise (a
 * stranger never agreed to WhatsApp), and by SMS too when WhatsApp fails. Null when the alert or its product is gone.
 */
export async function backInStockMessage(
  db: Db,
  publicUrl: string,
  job: Extract<MessageJob, { kind: 'back-in-stock' }>,
): Promise<OutgoingMessage | null> {
  const [row] = await db
    .select({
      contactKind: stockAlerts.contactKind,
      contact: stockAlerts.contact,
      size: productSkus.size,
      productId: products.id,
      name: products.productName,
      category: categories.categoryName,
      whatsappAgreed: buyers.whatsappUpdates,
    })
    .from(stockAlerts)
    .innerJoin(productSkus, eq(productSkus.id, stockAlerts.skuId))
    .innerJoin(products, eq(products.id, productSkus.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(buyers, and(eq(buyers.mobile, stockAlerts.contact), isNotNull(buyers.mobileVerifiedAt)))
    .where(eq(stockAlerts.id, job.alertId));
  if (row?.contactKind !== 'mobile') return null;
  const path = productPath({ id: row.productId, name: row.name }, row.category);
  return {
    to: row.contact,
    channel: row.whatsappAgreed ? 'whatsapp' : 'sms',
    whatsapp: {
      template: BACK_IN_STOCK_TEMPLATE,
      params: [row.name, row.size],
      buttons: [{ kind: 'url', suffix: path.replace(/^\//, '') }],
    },
    sms: { text: backInStockText(row.name, row.size, `${publicUrl}${path}`) },
  };
}
