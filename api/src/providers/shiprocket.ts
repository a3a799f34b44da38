import type { ShiprocketConfig } from '../config.js';
import { type JsonRequest, ProviderRejectedError, requestJson } from './http.js';
import {
  readServiceability,
  type ServiceabilityAnswer,
  type ServiceabilityQuery,
  saysNotServiceable,
} from './shiprocket-serviceability.js';
import { readTracking, type ShipmentTracking } from './shiprocket-tracking.js';

/** `POST /v1/external/orders/create/adhoc`'s body (the fields the store sends). */
export interface AdhocOrderRequest {
  order_id: string;
  order_date: string;
  pickup_location: string;
  billing_customer_name: string;
  billing_last_name: string;
  billing_address: string;
  billing_address_2: string;
  billing_city: string;
  billing_pincode: string;
  billing_state: string;
  billing_country: string;
  billing_email: string;
  billing_phone: string;
  shipping_is_billing: boolean;
  shipping_customer_name: string;
  shipping_last_name: string;
  shipping_address: string;
  shipping_address_2: string;
  shipping_city: string;
  shipping_pincode: string;
  shipping_state: string;
  shipping_country: string;
  shipping_email: string;
  shipping_phone: string;
  order_items: { name: string; sku: string; units: number; selling_price: number; discount: number }[];
  /** COD: the courier collects sub_total + shipping_charges + transaction_charges at the door. */
  payment_method: 'Prepaid' | 'COD';
  shipping_charges: number;
  /** Charges other than shipping; the store sends its cash-on-delivery fee here. */
  transaction_charges: number;
  total_discount: number;
  sub_total: number;
  length: number;
  breadth: number;
  height: number;
  weight: number;
}

export interface AdhocOrderAnswer {
  order_id: number;
  shipment_id: number;
  status: string;
}

/**
 * `POST /v1/external/orders/create/return`'s body: a reverse pickup from the buyer (`pickup_*`) to the store's
 * warehouse (`shipping_*`). Shiprocket keys it by the merchant's `order_id` like an adhoc order.
 */
export interface ReturnOrderRequest {
  order_id: string;
  order_date: string;
  pickup_customer_name: string;
  pickup_last_name: string;
  pickup_address: string;
  pickup_address_2: string;
  pickup_city: string;
  pickup_state: string;
  pickup_country: string;
  pickup_pincode: string;
  pickup_email: string;
  pickup_phone: string;
  shipping_customer_name: string;
  shipping_last_name: string;
  shipping_address: string;
  shipping_address_2: string;
  shipping_city: string;
  shipping_state: string;
  shipping_country: string;
  shipping_pincode: string;
  shipping_email: string;
  shipping_phone: string;
  order_items: { name: string; sku: string; units: number; selling_price: number; discount: number }[];
  payment_method: 'Prepaid';
  total_discount: number;
  sub_total: number;
  length: number;
  breadth: number;
  height: number;
  weight: number;
}

/** Its answer: Shiprocket's ids of the return order and its shipment, and its first status (RETURN PENDING). */
export interface ReturnOrderAnswer {
  order_id: number;
  shipment_id: number;
  status: string;
  status_code?: number;
}

/** Shiprocket's tokens last 10 days; the store renews a day early. */
const TOKEN_LIFETIME_MS = 9 * 24 * 60 * 60 * 1000;

/**
 * Shiprocket as the api uses it: a login whose token is kept until shortly before it expires (and renewed at once if
 * Shiprocket stops accepting it), adhoc orders, tracking and courier serviceability.
 */
export class Shiprocket {
  private token: { value: string; until: number } | undefined;
  private loggingIn: Promise<string> | undefined;

  constructor(readonly config: ShiprocketConfig) {}

  createAdhocOrder(order: AdhocOrderRequest): Promise<AdhocOrderAnswer> {
    return this.authorized<AdhocOrderAnswer>({
      method: 'POST',
      url: `${this.config.apiUrl}/v1/external/orders/create/adhoc`,
      body: order,
    });
  }

  /**
   * Books `courierId` for a shipment and gets its AWB (`POST /v1/external/courier/assign/awb`): the courier the order
   * was promised by. Shiprocket refuses (4xx) a courier that does not serve the pincode.
   */
  assignAwb(shipmentId: string, courierId: number): Promise<unknown> {
    return this.authorized<unknown>({
      method: 'POST',
      url: `${this.config.apiUrl}/v1/external/courier/assign/awb`,
      body: { shipment_id: Number(shipmentId), courier_id: courierId },
    });
  }

  /** Books a return pickup (`POST /v1/external/orders/create/return`). */
  createReturnOrder(order: ReturnOrderRequest): Promise<ReturnOrderAnswer> {
    return this.authorized<ReturnOrderAnswer>({
      method: 'POST',
      url: `${this.config.apiUrl}/v1/external/orders/create/return`,
      body: order,
    });
  }

  /** Replaces a booked order's items and amounts (`POST /v1/external/orders/update/adhoc`), before pickup. */
  updateAdhocOrder(order: AdhocOrderRequest): Promise<AdhocOrderAnswer> {
    return this.authorized<AdhocOrderAnswer>({
      method: 'POST',
      url: `${this.config.apiUrl}/v1/external/orders/update/adhoc`,
      body: order,
    });
  }

  /**
   * Cancels Shiprocket orders the courier has not picked up (`POST /v1/external/orders/cancel {ids}`); Shiprocket
   * refuses (4xx) what it can no longer cancel.
   */
  cancelOrders(shiprocketOrderIds: readonly string[]): Promise<unknown> {
    return this.authorized<unknown>({
      method: 'POST',
      url: `${this.config.apiUrl}/v1/external/orders/cancel`,
      body: { ids: shiprocketOrderIds.map(Number) },
    });
  }

  /**
   * Which couriers reach `deliveryPostcode` from `pickupPostcode` (`GET /v1/external/courier/serviceability/`).
   * Answers `serviceable: false` with Shiprocket's message when none does; an outage throws
   * `ProviderUnavailableError`, anything else Shiprocket refuses throws `ProviderRejectedError`.
   */
  async serviceability(
    query: ServiceabilityQuery,
    options: { timeoutMs?: number } = {},
  ): Promise<ServiceabilityAnswer> {
    const params = new URLSearchParams({
      pickup_postcode: query.pickupPostcode,
      delivery_postcode: query.deliveryPostcode,
      weight: String(query.weightKg),
      cod: query.cod ? '1' : '0',
      ...(query.declaredValueRupees === undefined ? {} : { declared_value: String(query.declaredValueRupees) }),
    });
    try {
      const body = await this.authorized<unknown>({
        method: 'GET',
        url: `${this.config.apiUrl}/v1/external/courier/serviceability/?${params}`,
        ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      });
      return readServiceability(body);
    } catch (error) {
      // Shiprocket answers a pincode no courier reaches with a 404 whose body says so (`status: 404` and a message);
      // a 404 without that body is a wrong address, not an answer about the pincode.
      if (error instanceof ProviderRejectedError && error.status === 404 && saysNotServiceable(error.body)) {
        return readServiceability(error.body);
      }
      throw error;
    }
  }

  /**
   * Where a shipment is now, by Shiprocket's tracking (`GET /v1/external/courier/track?order_id=`, Shiprocket's order
   * id): its current status and delivered date. Null when Shiprocket has no such order (404, or an answer without it);
   * an outage throws `ProviderUnavailableError`, anything else Shiprocket refuses throws `ProviderRejectedError`.
   */
  async track(shiprocketOrderId: string, options: { timeoutMs?: number } = {}): Promise<ShipmentTracking | null> {
    try {
      const body = await this.authorized<unknown>({
        method: 'GET',
        url: `${this.config.apiUrl}/v1/external/courier/track?${new URLSearchParams({ order_id: shiprocketOrderId })}`,
        ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      });
      return readTracking(body, shiprocketOrderId);
    } catch (error) {
      if (error instanceof ProviderRejectedError && error.status === 404) return null;
      throw error;
    }
  }

  /** Sends `request` with the bearer token, logging in again once if Shiprocket no longer accepts it. */
  private async authorized<T>(request: JsonRequest): Promise<T> {
    const send = async () =>
      requestJson<T>('Shiprocket', {
        ...request,
        headers: { ...request.headers, authorization: `Bearer ${await this.bearer()}` },
      });
    try {
      return await send();
    } catch (error) {
      if (!(error instanceof ProviderRejectedError && error.status === 401)) throw error;
      this.token = undefined;
      return send();
    }
  }

  private async bearer(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    this.loggingIn ??= this.login().finally(() => {
      this.loggingIn = undefined;
    });
    return this.loggingIn;
  }

  private async login(): Promise<string> {
    const answer = await requestJson<{ token?: unknown }>('Shiprocket', {
      method: 'POST',
      url: `${this.config.apiUrl}/v1/external/auth/login`,
      body: { email: this.config.email, password: this.config.password },
    });
    if (typeof answer.token !== 'string' || !answer.token) {
      throw new ProviderRejectedError('Shiprocket', 200, 'login answered no token');
    }
    this.token = { value: answer.token, until: Date.now() + TOKEN_LIFETIME_MS };
    return answer.token;
  }
}
