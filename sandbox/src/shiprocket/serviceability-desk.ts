import { type CourierPlan, checkServiceability, type ServiceabilityResult } from './serviceability.js';

/** How the serviceability endpoint fails while its switch is on: a 500 at once, or no answer for a long while. */
export type ServiceabilityFailure = 'off' | 'error' | 'timeout';

export const SERVICEABILITY_FAILURES = ['off', 'error', 'timeout'] as const;

/** How long a `timeout` failure holds a request before answering 504 (longer than any sane client waits). */
export const HANG_MS = 30_000;

/** One serviceability request the sandbox received (tests count them). */
export interface ServiceabilityAsk {
  pickup_postcode: string | null;
  delivery_postcode: string | null;
  weight: string | null;
  cod: string | null;
  at: string;
}

const MAX_ASKS = 1000;

/**
 * The serviceability endpoint's state: its failure switch, an optional fixed "now" for the estimated dates (so tests
 * can assert exact dates), couriers planned for some pincodes, and the requests it received, newest last (at most
 * 1,000).
 */
export class ServiceabilityDesk {
  failure: ServiceabilityFailure = 'off';
  /** Fixed "now" for `etd`; undefined = the real clock. */
  clock: Date | undefined;
  readonly asks: ServiceabilityAsk[] = [];
  /** Couriers answered for a delivery pincode instead of its range's. */
  readonly plans = new Map<string, readonly CourierPlan[]>();
  private readonly hangs = new Set<() => void>();

  now(): Date {
    return this.clock ?? new Date();
  }

  record(query: Record<string, unknown> | undefined): void {
    const text = (key: string) => (typeof query?.[key] === 'string' ? (query[key] as string) : null);
    this.asks.push({
      pickup_postcode: text('pickup_postcode'),
      delivery_postcode: text('delivery_postcode'),
      weight: text('weight'),
      cod: text('cod'),
      at: new Date().toISOString(),
    });
    if (this.asks.length > MAX_ASKS) this.asks.splice(0, this.asks.length - MAX_ASKS);
  }

  answer(query: unknown): ServiceabilityResult {
    const delivery = (query as { delivery_postcode?: unknown } | undefined)?.delivery_postcode;
    return checkServiceability(
      query,
      this.now(),
      typeof delivery === 'string' ? this.plans.get(delivery.trim()) : undefined,
    );
  }

  setFailure(failure: ServiceabilityFailure): void {
    this.failure = failure;
    if (failure !== 'timeout') this.releaseHangs();
  }

  /** Waits `ms` or until the switch is turned off (or the sandbox closes), whichever comes first. */
  hang(ms = HANG_MS): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.hangs.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      this.hangs.add(done);
    });
  }

  releaseHangs(): void {
    for (const done of [...this.hangs]) done();
  }
}
