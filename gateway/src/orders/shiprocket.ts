import { GraphQLError } from 'graphql';
import { jsonRequest, keepAliveDispatcher } from '../rest/json-request.js';
import { TRACKING_UNAVAILABLE } from './source.js';

/** A Shiprocket failure as a client sees it (tracking unavailable); what Shiprocket answered stays for the logs. */
const trackingFailure = (detail: string): GraphQLError =>
  new GraphQLError(TRACKING_UNAVAILABLE, {
    extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    originalError: new Error(detail),
  });

/** `tracking_data` as Shiprocket's tracking endpoints answer it (the fields the store reads). */
export interface TrackingData {
  track_status: number;
  shipment_status?: number;
  shipment_track?: {
    current_status?: string | number | null;
    courier_name?: string | null;
    awb_code?: string | null;
    pickup_date?: string | null;
    delivered_date?: string | null;
    edd?: string | null;
  }[];
  track_url?: string | null;
  etd?: string | null;
}

export interface ShiprocketTrackingOptions {
  apiUrl: string;
  email: string;
  password: string;
  timeoutMs: number;
  /** Called before every request to Shiprocket (tests count calls with it). */
  onRequest?: ((url: string) => void) | undefined;
}

/** What an operation asks Shiprocket: a shipment's tracking (see `ShiprocketTracking.track`). */
export type Tracking = Pick<ShiprocketTracking, 'track'>;

/** Shiprocket's tokens last 10 days; the gateway renews a day early. */
const TOKEN_LIFETIME_MS = 9 * 24 * 60 * 60 * 1000;

/**
 * Shiprocket's tracking, for the gateway: one per process (keep-alive sockets and the login token are shared by every
 * request). `track` answers a shipment's `tracking_data`, null when Shiprocket has none for it, and throws when
 * Shiprocket cannot be asked.
 */
export class ShiprocketTracking {
  private readonly dispatcher = keepAliveDispatcher(64);
  private token: { value: string; until: number } | undefined;
  private loggingIn: Promise<string> | undefined;

  constructor(private readonly options: ShiprocketTrackingOptions) {}

  private call(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: unknown) {
    this.options.onRequest?.(path.split('?')[0] ?? path);
    return jsonRequest(this.dispatcher, `${this.options.apiUrl}/v1/external${path}`, {
      method,
      headers,
      body,
      timeoutMs: this.options.timeoutMs,
      upstream: 'shiprocket',
    });
  }

  /** `GET /courier/track?order_id=`: an array whose first element is keyed by the order id and holds `tracking_data`. */
  async track(shiprocketOrderId: string): Promise<TrackingData | null> {
    const path = `/courier/track?${new URLSearchParams({ order_id: shiprocketOrderId })}`;
    const ask = async () => this.call('GET', path, { authorization: `Bearer ${await this.bearer()}` });
    let answer = await ask();
    if (answer.status === 401) {
      this.token = undefined;
      answer = await ask();
    }
    if (answer.status === 404) return null;
    if (answer.status >= 400) throw trackingFailure(`Shiprocket tracking answered ${answer.status}`);
    const first = Array.isArray(answer.data) ? (answer.data[0] as Record<string, unknown> | undefined) : undefined;
    const entry = first?.[shiprocketOrderId] as { tracking_data?: TrackingData } | undefined;
    return entry?.tracking_data ?? null;
  }

  private bearer(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return Promise.resolve(this.token.value);
    this.loggingIn ??= this.login().finally(() => {
      this.loggingIn = undefined;
    });
    return this.loggingIn;
  }

  private async login(): Promise<string> {
    const answer = await this.call(
      'POST',
      '/auth/login',
      {},
      {
        email: this.options.email,
        password: this.options.password,
      },
    );
    const token = (answer.data as { token?: unknown } | undefined)?.token;
    if (answer.status >= 400 || typeof token !== 'string' || !token) {
      throw trackingFailure(`Shiprocket login failed (${answer.status})`);
    }
    this.token = { value: token, until: Date.now() + TOKEN_LIFETIME_MS };
    return token;
  }

  /** Closes the idle sockets (the gateway's shutdown). */
  close(): Promise<void> {
    return this.dispatcher.close();
  }
}
