import type { OrderJson, OrderTrackingJson } from '@sutra/api/wire';
import DataLoader from 'dataloader';
import type { PlaceCodOrderInput, PlaceCoveredOrderInput, PlaceOrderInput } from '../__generated__/resolvers-types.js';
import type { CatalogSource } from '../catalog/source.js';
import type { Caller, RestClient } from '../rest/client.js';
import { graphqlError } from '../rest/errors.js';
import type { OrderConnectionParent, PlaceOrderParent } from './mappers.js';
import { type TrackingView, toTrackingView } from './tracking.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const TRACKING_UNAVAILABLE = 'Tracking is unavailable right now. Please try again in a moment.';

/** The most orders one `GET /order/tracking` asks about (the api's bound). */
const MAX_TRACKED_PER_CALL = 50;

const trackingUnavailable = () => graphqlError('UPSTREAM_UNAVAILABLE', 'unavailable', TRACKING_UNAVAILABLE);

/**
 * The orders' REST calls for one GraphQL request, made with the caller's token (the api answers only the caller's
 * orders), and their live tracking, which the api reads from Shiprocket, through a per-request loader: one call for
 * every shipped order the request shows, however many orders or fields want tracking. Order lines carry whole
 * products, which prime the catalogue's loader.
 */
export class OrdersSource {
  private readonly tracking: DataLoader<string, TrackingView | null>;

  constructor(
    private readonly rest: RestClient,
    private readonly caller: Caller,
    private readonly catalog: CatalogSource,
  ) {
    this.tracking = new DataLoader((orderIds) => this.fetchTracking(orderIds), { maxBatchSize: MAX_TRACKED_PER_CALL });
  }

  /**
   * A shipment Shiprocket could not answer for answers its error (DataLoader rejects that key only): the other orders
   * still track. When the api cannot be asked at all, every order's tracking is unavailable; the orders still answer.
   */
  private async fetchTracking(orderIds: readonly string[]): Promise<(TrackingView | null | Error)[]> {
    let answer: { result: OrderTrackingJson[] };
    try {
      answer = await this.rest.get('/order/tracking', { ids: orderIds.join(',') }, this.caller);
    } catch {
      return orderIds.map(trackingUnavailable);
    }
    const byOrder = new Map(answer.result.map((entry) => [entry.orderId, entry]));
    return orderIds.map((id) => {
      const entry = byOrder.get(id);
      if (!entry || entry.unavailable) return trackingUnavailable();
      return entry.tracking && toTrackingView(entry.tracking);
    });
  }

  async list(first: number, after: string | null | undefined): Promise<OrderConnectionParent | null> {
    if (!this.caller.token) return null;
    const answer = await this.rest.get<OrderConnectionParent>(
      '/order',
      { limit: first, cursor: after ?? undefined },
      this.caller,
    );
    this.remember(answer.result);
    return answer;
  }

  /** One of the caller's orders; null without a token, or when there is no such order of theirs (any id at all). */
  async one(id: string): Promise<OrderJson | null> {
    if (!this.caller.token || !UUID.test(id)) return null;
    try {
      const answer = await this.rest.get<{ result: OrderJson }>('/order', { id }, this.caller);
      this.remember([answer.result]);
      return answer.result;
    } catch (error) {
      if ((error as { extensions?: { code?: unknown } }).extensions?.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  async place(input: PlaceOrderInput): Promise<PlaceOrderParent> {
    const answer = await this.rest.send<{ result: OrderJson; message: string }>(
      'POST',
      '/order',
      {
        razorpay_order_id: input.razorpayOrderId,
        razorpay_payment_id: input.razorpayPaymentId,
        razorpay_signature: input.razorpaySignature,
      },
      this.caller,
    );
    this.remember([answer.result]);
    return { order: answer.result, message: answer.message };
  }

  /** Places a checkout coupon and points cover wholly (no payment). */
  placeCovered(input: PlaceCoveredOrderInput): Promise<PlaceOrderParent> {
    return this.placeUnpaid('/order/covered', input.checkoutId);
  }

  /** Places a cash-on-delivery checkout (the courier collects). */
  placeCashOnDelivery(input: PlaceCodOrderInput): Promise<PlaceOrderParent> {
    return this.placeUnpaid('/order/cod', input.checkoutId);
  }

  /** Confirms a cash-on-delivery order by the mailed link's token (public: the token is the proof). */
  async confirmCashOnDelivery(orderId: string, token: string): Promise<{ orderNumber: string; confirmedNow: boolean }> {
    // A malformed id names no order: refused like a forged link, so ids are not probed by their shape.
    const id = UUID.test(orderId) ? orderId : '00000000-0000-4000-8000-000000000000';
    const answer = await this.rest.send<{ result: { orderNumber: string; confirmedNow: boolean } }>(
      'POST',
      `/orders/${id}/cod-confirmation`,
      { token },
      { ip: this.caller.ip },
    );
    return { orderNumber: answer.result.orderNumber, confirmedNow: answer.result.confirmedNow };
  }

  async cancelCashOnDelivery(orderId: string, token: string): Promise<{ orderNumber: string }> {
    const id = UUID.test(orderId) ? orderId : '00000000-0000-4000-8000-000000000000';
    const answer = await this.rest.send<{ result: { orderNumber: string } }>(
      'POST',
      `/orders/${id}/cod-cancellation`,
      { token },
      { ip: this.caller.ip },
    );
    return { orderNumber: answer.result.orderNumber };
  }

  private async placeUnpaid(path: string, checkoutId: string): Promise<PlaceOrderParent> {
    const answer = await this.rest.send<{ result: OrderJson; message: string }>(
      'POST',
      path,
      { checkoutId },
      this.caller,
    );
    this.remember([answer.result]);
    return { order: answer.result, message: answer.message };
  }

  /**
   * The order's live tracking: null before its shipment exists (nothing to ask), or when Shiprocket has none; an
   * UPSTREAM_UNAVAILABLE error when it cannot be read now.
   */
  async trackingOf(order: OrderJson): Promise<TrackingView | null> {
    if (!order.shiprocketOrderId) return null;
    return this.tracking.load(order._id);
  }

  private remember(orders: readonly OrderJson[]): void {
    this.catalog.prime(orders.flatMap((o) => o.products.flatMap((line) => (line.productId ? [line.productId] : []))));
  }
}
