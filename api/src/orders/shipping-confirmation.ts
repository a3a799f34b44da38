import {
  isFinalOrderStatus,
  normalizeShiprocketStatus,
  type OrderStatus,
  orderStatusForShiprocket,
} from '@sutra/rules';
import { ProviderRejectedError, ProviderUnavailableError } from '../providers/http.js';
import type { Shiprocket } from '../providers/shiprocket.js';

/**
 * Shiprocket's status webhook is trusted on its token alone, and a token leaks (a log, a misconfigured proxy, the
 * sandbox's published default); a forged DELIVERED would mark a cash-on-delivery order paid and credit its points. So,
 * as a payment is confirmed with Razorpay before it places an order (`payment-confirmation.ts`), a status that moves
 * money or points — an ending: delivered, cancelled or returned — is applied only when Shiprocket's tracking API shows
 * the same ending for the order's own shipment (the Shiprocket order id the store kept from creating it, never one a
 * webhook names).
 */

/** What Shiprocket's tracking says about the order's shipment. */
export type TrackingAnswer =
  | { kind: 'tracked'; status: string; orderStatus: OrderStatus | null; deliveredAt: Date | null }
  /** The store has no Shiprocket order for it yet, or Shiprocket knows no such order. */
  | { kind: 'no-shipment' }
  /** Shiprocket could not be asked (down, slow, refusing the store's login): nothing is known. */
  | { kind: 'unavailable'; reason: string };

/** Whether a change to `orderStatus` moves money or points (so needs tracking's word first). */
export const movesMoney = (orderStatus: OrderStatus): boolean => isFinalOrderStatus(orderStatus);

/** Asks Shiprocket's tracking where the shipment `shiprocketOrderId` is now. */
export async function trackShipment(
  shiprocket: Shiprocket,
  shiprocketOrderId: string | null,
  options: { timeoutMs?: number } = {},
): Promise<TrackingAnswer> {
  if (!shiprocketOrderId) return { kind: 'no-shipment' };
  try {
    const tracking = await shiprocket.track(shiprocketOrderId, options);
    if (!tracking) return { kind: 'no-shipment' };
    return {
      kind: 'tracked',
      status: normalizeShiprocketStatus(tracking.status),
      orderStatus: orderStatusForShiprocket(tracking.status),
      deliveredAt: tracking.deliveredAt,
    };
  } catch (error) {
    if (error instanceof ProviderUnavailableError || error instanceof ProviderRejectedError) {
      return { kind: 'unavailable', reason: error.message };
    }
    throw error;
  }
}
