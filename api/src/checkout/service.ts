import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { BUYER_NOT_FOUND } from '../auth/bearer.js';
import { assertMayBuy } from '../customers/blocking.js';
import type { Db } from '../db/client.js';
import { buyers, type CheckoutLine, checkouts, type StoredOrderAddress } from '../db/schema.js';
import { badRequest, conflict, fieldRefusal, notFound, unavailable } from '../http/errors.js';
import { findShortage } from '../orders/stock.js';
import { ProviderRejectedError, ProviderUnavailableError } from '../providers/http.js';
import type { Razorpay } from '../providers/razorpay.js';
import { deliveryPromise, expressNotFaster } from '../serviceability/delivery-promise.js';
import type { PincodeReachSource } from '../serviceability/pincode-reach.js';
import { notDeliveredTo } from './cash-on-delivery.js';
import { type CheckoutJson, toCheckoutJson } from './checkout-json.js';
import { coveredWholly } from './pricing.js';
import { priceCart } from './quote.js';
import type { StartCheckoutBody } from './schemas.js';

export const CART_EMPTY = 'Your cart is empty';
export const PHONE_NEEDED = 'Phone is required for delivery';
export const PAYMENTS_UNAVAILABLE = 'Payments are unavailable right now. Please try again in a moment.';
export const CHECKOUT_READY = 'Checkout ready';
/** How long a priced checkout is offered for payment (a payment made later is still honoured). */
export const CHECKOUT_TTL_MS = 30 * 60 * 1000;

export interface CheckoutDeps {
  db: Db;
  razorpay: Razorpay;
  serviceability: PincodeReachSource;
  log: FastifyBaseLogger;
}

const withFallbacks = (
  address: StartCheckoutBody['deliveryAddress'],
  name: string,
  phone: string,
): StoredOrderAddress => ({
  ...address,
  name: address.name || name,
  phone: address.phone || phone,
});

/**
 * POST /payment/order: prices the buyer's cart on the server (lines in stock; the coupon, which must apply; points
 * when the toggle is on; delivery; the cash-on-delivery fee when the buyer pays on delivery), checks counted stock and
 * that a courier delivers to the pincode, creates the Razorpay order for the total and keeps the pending checkout that
 * placing the order will read. When coupon and points cover everything the total is ₹0: no Razorpay order is made,
 * and the checkout is placed by `POST /order/covered`. Cash on delivery must be offered for this amount and pincode
 * (`codVerdict`); it makes no Razorpay order either, and is placed by `POST /order/cod`. Nothing the client says about
 * money is read.
 */
export async function startCheckout(
  deps: CheckoutDeps,
  buyerId: string,
  body: StartCheckoutBody,
): Promise<CheckoutJson> {
  const { db, razorpay } = deps;
  await assertMayBuy(db, buyerId);
  const pincode = body.deliveryAddress.pincode;
  const priced = await priceCart(deps, buyerId, { ...body, pincode });
  const { lines, amounts, coupon } = priced;
  if (lines.length === 0) throw badRequest('cart_empty', CART_EMPTY);
  if (coupon && !coupon.applied) throw fieldRefusal(coupon.refusal, 'couponCode', 'not_applicable', coupon.message);
  // No money is taken for a parcel no courier can bring.
  if (priced.reach && !priced.reach.serviceable)
    throw fieldRefusal('not_serviceable', 'deliveryAddress.pincode', 'not_serviceable', notDeliveredTo(pincode));
  const promise = priced.reach ? deliveryPromise(priced.reach, body.delivery) : null;
  if (promise === 'not_faster')
    throw fieldRefusal('express_not_faster', 'delivery', 'not_applicable', expressNotFaster(pincode));
  if (body.paymentMethod === 'cod' && !priced.cod.offered)
    throw fieldRefusal('cash_on_delivery_unavailable', 'paymentMethod', 'not_applicable', priced.cod.reason);
  const payOnDelivery = priced.paymentMethod === 'cod';

  const checkoutLines: CheckoutLine[] = lines.map((line) => ({
    cartLineId: line.id,
    productId: line.product._id,
    variantId: line.variant?._id ?? null,
    name: line.product.productName,
    image: line.variant?.images[0] ?? '',
    attributes: { ...line.attributes },
    quantity: line.quantity,
    unitPricePaise: line.unitPricePaise,
    retailPricePaise: line.retailPricePaise,
  }));
  const shortage = await findShortage(db, checkoutLines);
  if (shortage) throw conflict('out_of_stock', shortage);

  const [buyer] = await db
    .select({ contactNumber: buyers.contactNumber, whatsappUpdates: buyers.whatsappUpdates })
    .from(buyers)
    .where(eq(buyers.id, buyerId));
  if (!buyer) throw notFound(BUYER_NOT_FOUND);
  const phone = body.phone || body.deliveryAddress.phone || buyer.contactNumber;
  if (!phone) throw fieldRefusal('invalid_input', 'phone', 'required', PHONE_NEEDED);
  const deliveryAddress = withFallbacks(body.deliveryAddress, body.name, phone);
  const billingAddress = body.billingAddress ?? deliveryAddress;
  // The checkbox at checkout is the buyer's choice from now on, for this order and the next ones.
  const whatsappUpdates = body.whatsappUpdates ?? buyer.whatsappUpdates;
  if (body.whatsappUpdates !== undefined && body.whatsappUpdates !== buyer.whatsappUpdates) {
    await db.update(buyers).set({ whatsappUpdates, updatedAt: new Date() }).where(eq(buyers.id, buyerId));
  }

  const id = randomUUID();
  // Coupon and points that cover everything leave nothing to charge, and the courier collects a cash-on-delivery
  // order: no Razorpay order for either; placing them needs no payment.
  const razorpayOrderId =
    coveredWholly(amounts) || payOnDelivery ? null : await createRazorpayOrder(deps, id, buyerId, amounts.totalPaise);

  const [row] = await db
    .insert(checkouts)
    .values({
      id,
      buyerId,
      razorpayOrderId,
      lines: checkoutLines,
      subtotalPaise: amounts.subtotalPaise,
      couponId: coupon?.applied ? coupon.id : null,
      couponCode: coupon?.applied ? coupon.code : null,
      discountPaise: amounts.discountPaise,
      pointsUsed: amounts.pointsUsed,
      delivery: body.delivery,
      deliveryPaise: amounts.deliveryPaise,
      // The date shown at checkout for this option, and the courier it is that courier's: the order keeps both.
      promisedBy: promise?.promisedBy ?? null,
      courierCompanyId: promise?.courierCompanyId ?? null,
      paymentChoice: priced.paymentMethod,
      codFeePaise: amounts.codFeePaise,
      amountPaise: amounts.totalPaise,
      name: body.name,
      email: body.email,
      phone,
      whatsappUpdates,
      deliveryAddress,
      billingAddress,
      expiresAt: new Date(Date.now() + CHECKOUT_TTL_MS),
    })
    .returning();
  if (!row) throw new Error('checkout insert answered no row');
  deps.log.info(
    { checkoutId: id, razorpayOrderId, paymentMethod: priced.paymentMethod, amountPaise: amounts.totalPaise },
    'checkout started',
  );
  return toCheckoutJson(row, razorpay.keyId);
}

async function createRazorpayOrder(deps: CheckoutDeps, checkoutId: string, buyerId: string, amountPaise: number) {
  try {
    const order = await deps.razorpay.createOrder({ amountPaise, receipt: checkoutId, notes: { checkoutId, buyerId } });
    return order.id;
  } catch (error) {
    if (error instanceof ProviderUnavailableError || error instanceof ProviderRejectedError) {
      deps.log.error({ err: error }, 'could not create a Razorpay order');
      throw unavailable('unavailable', PAYMENTS_UNAVAILABLE);
    }
    throw error;
  }
}
