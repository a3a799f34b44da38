import type { OrderJson } from '@sutra/api/wire';
import DataLoader from 'dataloader';
import type { PlaceCodOrderInput, PlaceCoveredOrderInput, PlaceOrderInput } from '../__generated__/resolvers-types.js';
import type { CatalogSource } from '../catalog/source.js';
import type { Caller, RestClient } from '../rest/client.js';
import { graphqlError } from '../rest/errors.js';
import type { OrderConnectionParent, PlaceOrderParent } from './mappers.js';
import type { Tracking } from './shiprocket.js';
import { type TrackingView, toTrackingView } from './tracking.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const TRACKING_UNAVAILABLE = 'Tracking is unavailable right now. Please try again in a moment.';

/**
 * The orders' REST calls for one GraphQL request, made with the caller's token (the api answers only the caller's
 * orders), and their live tracking from Shiprocket through a per-request loader: each shipment is asked for once per
 * request, all at once, however many orders or fields want it. Order lines carry whole products, which prime the
 * catalogue's loader.
 */
export class OrdersSource {
  private readonly tracking: DataLoader<string, TrackingView | null>;

  constructor(
    private readonly rest: RestClient,
    private readonly caller: Caller,
    private readonly catalog: CatalogSource,
    shiprocket: Tracking,
  ) {
    // A failed shipment answers its error (DataLoader rejects that key only): the other orders still track.
    this.tracking = new DataLoader<string, TrackingView | null>(
      (ids) =>
        Promise.all(
          ids.map(
            (id): Promise<TrackingView | null | Error> =>
              shiprocket.track(id).then(
                (data) => toTrackingView(data),
                () => graphqlError('UPSTREAM_UNAVAILABLE', 'unavailable', TRACKING_UNAVAILABLE),
              ),
          ),
        ),
      { maxBatchSize: 50 },
    );
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

  /** The order's live tracking: null before its shipment exists; an UPSTREAM_UNAVAILABLE error when Shiprocket fails. */
  async trackingOf(order: OrderJson): Promise<TrackingView | null> {
    if (!order.shiprocketOrderId) return null;
    return this.tracking.load(order.shiprocketOrderId);
  }

  private remember(orders: readonly OrderJson[]): void {
    this.catalog.prime(orders.flatMap((o) => o.products.flatMap((line) => (line.productId ? [line.productId] : []))));
  }
}
