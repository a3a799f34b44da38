import type { ShiprocketConfig } from '../config.js';
import { ProviderRejectedError, requestJson } from './http.js';

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

/** Shiprocket's tokens last 10 days; the store renews a day early. */
const TOKEN_LIFETIME_MS = 9 * 24 * 60 * 60 * 1000;

/**
 * Shiprocket as the api uses it: a login whose token is kept until shortly before it expires (and renewed at once if
 * Shiprocket stops accepting it), and adhoc orders.
 */
export class Shiprocket {
  private token: { value: string; until: number } | undefined;
  private loggingIn: Promise<string> | undefined;

  constructor(readonly config: ShiprocketConfig) {}

  async createAdhocOrder(order: AdhocOrderRequest): Promise<AdhocOrderAnswer> {
    const send = async () =>
      requestJson<AdhocOrderAnswer>('Shiprocket', {
        method: 'POST',
        url: `${this.config.apiUrl}/v1/external/orders/create/adhoc`,
        headers: { authorization: `Bearer ${await this.bearer()}` },
        body: order,
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
