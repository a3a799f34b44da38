import http from 'node:http';
import https from 'node:https';
import axios, { type AxiosInstance, isAxiosError } from 'axios';

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

/** Shiprocket's tokens last 10 days; the gateway renews a day early. */
const TOKEN_LIFETIME_MS = 9 * 24 * 60 * 60 * 1000;

/**
 * Shiprocket's tracking, for the gateway: one per process (keep-alive sockets and the login token are shared by every
 * request). `track` answers a shipment's `tracking_data`, null when Shiprocket has none for it, and throws when
 * Shiprocket cannot be asked.
 */
export class ShiprocketTracking {
  private readonly http: AxiosInstance;
  private token: { value: string; until: number } | undefined;
  private loggingIn: Promise<string> | undefined;

  constructor(private readonly options: ShiprocketTrackingOptions) {
    this.http = axios.create({
      baseURL: `${options.apiUrl}/v1/external`,
      timeout: options.timeoutMs,
      httpAgent: new http.Agent({ keepAlive: true, maxSockets: 64 }),
      httpsAgent: new https.Agent({ keepAlive: true, maxSockets: 64 }),
      headers: { Accept: 'application/json' },
    });
    const onRequest = options.onRequest;
    if (onRequest) {
      this.http.interceptors.request.use((config) => {
        onRequest(`${config.url ?? ''}`);
        return config;
      });
    }
  }

  /** `GET /courier/track?order_id=`: an array whose first element is keyed by the order id and holds `tracking_data`. */
  async track(shiprocketOrderId: string): Promise<TrackingData | null> {
    const ask = async () =>
      this.http.get<unknown>('/courier/track', {
        params: { order_id: shiprocketOrderId },
        headers: { Authorization: `Bearer ${await this.bearer()}` },
      });
    let answer: unknown;
    try {
      answer = (await ask()).data;
    } catch (error) {
      if (isAxiosError(error) && error.response?.status === 404) return null;
      if (!(isAxiosError(error) && error.response?.status === 401)) throw error;
      this.token = undefined;
      answer = (await ask()).data;
    }
    const first = Array.isArray(answer) ? (answer[0] as Record<string, unknown> | undefined) : undefined;
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
    const { data } = await this.http.post<{ token?: unknown }>('/auth/login', {
      email: this.options.email,
      password: this.options.password,
    });
    if (typeof data.token !== 'string' || !data.token) throw new Error('Shiprocket login answered no token');
    this.token = { value: data.token, until: Date.now() + TOKEN_LIFETIME_MS };
    return data.token;
  }
}
