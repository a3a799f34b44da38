import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** How a call to another service ended: answered (2xx/3xx), refused (4xx), or failed (5xx, timeout, unreachable). */
export type UpstreamOutcome = 'ok' | 'refused' | 'failed';

/** Latency buckets (seconds) for a store's answers: most under 100 ms, the slow tail (payments, renders) to 10 s. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * One service instance's metrics, in a registry of its own: tests build many apps in one process, and `pnpm start`
 * runs three services in one, so nothing goes to prom-client's global registry. Every series carries a `service`
 * label.
 *
 * The series every service has are made here (HTTP requests, upstream calls, cache lookups); a service adds its own to
 * `registry` (the api's orders and payments, see its telemetry module).
 */
export class ServiceMetrics {
  readonly registry = new Registry();
  readonly httpRequests: Counter<'method' | 'route' | 'status_class' | 'operation'>;
  readonly httpDuration: Histogram<'method' | 'route' | 'status_class' | 'operation'>;
  readonly upstreamRequests: Counter<'upstream' | 'operation' | 'outcome'>;
  readonly upstreamDuration: Histogram<'upstream' | 'operation' | 'outcome'>;
  readonly cacheLookups: Counter<'cache' | 'result'>;
  #processMetrics = false;

  constructor(readonly service: string) {
    this.registry.setDefaultLabels({ service });
    const registers = [this.registry];
    // `operation` is the GraphQL operation on the gateway and empty elsewhere (an empty label is no label to Prometheus).
    const httpLabels = ['method', 'route', 'status_class', 'operation'] as const;
    this.httpRequests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern, status class (2xx…) and GraphQL operation',
      labelNames: httpLabels,
      registers,
    });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by method, route pattern, status class and operation',
      labelNames: httpLabels,
      buckets: LATENCY_BUCKETS,
      registers,
    });
    const upstreamLabels = ['upstream', 'operation', 'outcome'] as const;
    this.upstreamRequests = new Counter({
      name: 'sutra_upstream_requests_total',
      help: 'Calls to another service (api, razorpay, shiprocket, smtp) by the operation or route that made them, and outcome',
      labelNames: upstreamLabels,
      registers,
    });
    this.upstreamDuration = new Histogram({
      name: 'sutra_upstream_request_duration_seconds',
      help: 'Time a call to another service took, by upstream, operation or route, and outcome',
      labelNames: upstreamLabels,
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.cacheLookups = new Counter({
      name: 'sutra_cache_lookups_total',
      help: 'Cache lookups by cache and result (hit or miss); hit ratio = hits / all',
      labelNames: ['cache', 'result'],
      registers,
    });
  }

  /**
   * The Prometheus text of every series. The process's own (CPU, memory, event loop, GC) are registered at the first
   * scrape, not at construction: their event-loop and GC observers run for the life of the process, and only a
   * service someone scrapes should pay for them (tests build hundreds of apps that nobody scrapes).
   */
  async exposition(): Promise<string> {
    if (!this.#processMetrics) {
      this.#processMetrics = true;
      collectDefaultMetrics({ register: this.registry });
    }
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

/** The status class a status code belongs to: `2xx`, `4xx`… */
export const statusClass = (status: number): string => `${Math.floor(status / 100)}xx`;

/** The outcome of a call that answered `status`. */
export const outcomeOfStatus = (status: number): UpstreamOutcome =>
  status >= 500 ? 'failed' : status >= 400 ? 'refused' : 'ok';
