import { and, asc, eq } from 'drizzle-orm';
import type { ProductJson } from '../catalog/product-json.js';
import { auditLog, mailOutbox, productSkus, productVariants } from '../db/schema.js';
import type { OrderJson } from '../orders/order-json.js';
import { Razorpay } from '../providers/razorpay.js';
import { Shiprocket } from '../providers/shiprocket.js';
import { call, newBuyer, type SignedInBuyer } from '../test/accounts.js';
import { addToCart, buy, type CheckoutHarness } from '../test/checkout.js';
import { pngImage } from '../test/images.js';
import { uploadedLocation } from '../test/multipart.js';
import { deliver } from '../test/shipping.js';
import type { ReturnDeps } from './deps.js';
import { returnRefunds } from './refund-call.js';
import type { ReturnAdminJson } from './return-json.js';

/** What the returns tests share: a delivered order with a return request, staff calls, and the service's deps. */

export type Answer = { result: ReturnAdminJson; code?: string; message?: string; fields?: { path: string }[] };

/** The returns service's deps, with the real refunds call (as the app wires it). */
export function returnDepsOf(h: CheckoutHarness): ReturnDeps {
  const shiprocket = new Shiprocket(h.api.config.shiprocket);
  return {
    db: h.api.database.db,
    shiprocket,
    outbox: h.api.app.outbox,
    storeMailbox: h.api.config.storeMailbox,
    seller: h.api.config.seller,
    warehousePincode: h.api.config.shiprocket.pickupPincode,
    log: h.api.app.log,
    recordRefund: returnRefunds(h.api.config.seller),
    shipments: {
      db: h.api.database.db,
      razorpay: new Razorpay(h.api.config.razorpay),
      shiprocket,
      log: h.api.app.log,
    },
  };
}

/** A buyer's delivered order of `sizes` of `product`'s `color`, and a return request of all of it. */
export async function requestedReturn(
  h: CheckoutHarness,
  product: ProductJson,
  options: { color: string; sizes: string[] },
): Promise<{ buyer: SignedInBuyer; order: OrderJson; id: string }> {
  const buyer = await newBuyer(h.api, { name: 'Kabir Sethi' });
  for (const size of options.sizes) await addToCart(h, buyer, product._id, 1, { color: options.color, size });
  const { placed } = await buy(h, buyer);
  const order = placed.body.result;
  await deliver(h, order);
  return { buyer, order, id: await askReturn(h, buyer, order.orderNumber) };
}

/** The buyer asks to return `lines` of their order (every line not returned already when absent); answers its id. */
export async function askReturn(
  h: CheckoutHarness,
  buyer: SignedInBuyer,
  orderNumber: string,
  lines?: string[],
): Promise<string> {
  const image = await uploadedLocation(h.api, buyer.token, { bytes: pngImage(), name: 'tag.png', type: 'image/png' });
  const asked = await call<{ result: { _id: string } }>(
    h.api,
    'POST',
    '/return',
    { orderNumber, email: buyer.email, reason: "Product size doesn't fit", images: [image], lines },
    { token: buyer.token },
  );
  if (asked.status !== 201) throw new Error(`return not requested: ${JSON.stringify(asked.body)}`);
  return asked.body.result._id;
}

export const staffCall = (h: CheckoutHarness, token: string, path: string, body?: Record<string, unknown>) =>
  call<Answer>(h.api, body === undefined ? 'GET' : 'POST', `/admin/returns${path}`, body, { token });

export async function stockOf(h: CheckoutHarness, product: ProductJson, size: string, index = 0) {
  const variants = await h.api.database.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, product._id))
    .orderBy(asc(productVariants.position));
  const variantId = variants[index]?.id ?? '';
  const [sku] = await h.api.database.db
    .select({ id: productSkus.id, stock: productSkus.stock })
    .from(productSkus)
    .where(and(eq(productSkus.variantId, variantId), eq(productSkus.size, size)));
  if (!sku) throw new Error(`no SKU ${size}`);
  return sku;
}

/** Mail jobs queued to `to` whose subject has `subject` in it. */
export async function mailsTo(h: CheckoutHarness, to: string, subject: string) {
  const jobs = await h.api.database.db.select({ job: mailOutbox.job }).from(mailOutbox);
  return jobs.flatMap(({ job }) =>
    job.kind === 'mail' && job.mail.to === to && job.mail.subject.includes(subject) ? [job.mail] : [],
  );
}

export const auditOf = (h: CheckoutHarness, id: string) =>
  h.api.database.db
    .select({ action: auditLog.action, staffId: auditLog.staffId, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(eq(auditLog.entityId, id))
    .orderBy(auditLog.seq);
