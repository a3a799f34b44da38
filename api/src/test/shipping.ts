import type { ShipmentStatus } from '@sutra/sandbox';
import { API_PREFIX } from '../app.js';
import type { CheckoutHarness } from './checkout.js';

/** What a status webhook needs of an order. */
interface ShippedOrder {
  orderNumber: string;
  shiprocketOrderId: string | null;
}

/**
 * Moves the order's shipment in the sandbox to `status` without posting its webhook (it is held), so Shiprocket's
 * tracking shows that status: a test then posts the webhook it means to (another wording, a late copy, a forgery).
 */
export async function shipmentIs(h: CheckoutHarness, order: ShippedOrder, status: ShipmentStatus): Promise<void> {
  if (!order.shiprocketOrderId) throw new Error('the order has no Shiprocket order yet');
  await h.shiprocket.pauseWebhooks(true);
  try {
    await h.shiprocket.advance(order.shiprocketOrderId, status);
  } finally {
    await h.shiprocket.pauseWebhooks(false);
  }
}

/** Posts Shiprocket's status webhook for `order` with the store's webhook token, as Shiprocket (or a forger) would. */
export const postShippingWebhook = (
  h: CheckoutHarness,
  body: Record<string, unknown>,
  token: string | undefined = h.api.config.shiprocket.webhookToken,
) =>
  h.api.app.inject({
    method: 'POST',
    url: `${API_PREFIX}/shipping/webhook`,
    headers: token === undefined ? {} : { 'x-api-key': token },
    payload: body,
  });

/** The status webhook for `order` saying `current_status` (by the store's order number). */
export const shippingWebhook = (h: CheckoutHarness, order: ShippedOrder, current_status: string) =>
  postShippingWebhook(h, { order_id: order.orderNumber, current_status });

/** Has the courier deliver the order: the sandbox's shipment moves to DELIVERED and its webhook reaches the api. */
export async function deliver(h: CheckoutHarness, order: ShippedOrder): Promise<void> {
  if (!order.shiprocketOrderId) throw new Error('the order has no Shiprocket order yet');
  const moved = await h.shiprocket.advance(order.shiprocketOrderId, 'DELIVERED');
  if (moved.webhook?.status !== 200) throw new Error(`delivery webhook answered ${JSON.stringify(moved.webhook)}`);
}
