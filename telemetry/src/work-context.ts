import { type Context, context, createContextKey } from '@opentelemetry/api';
import type { ServiceMetrics, UpstreamOutcome } from './service-metrics.js';

/**
 * What a piece of work (a request, a worker's round) carries for the code deep inside it to count into: the service's
 * metrics and the operation that started it. It rides in the OpenTelemetry context (kept in AsyncLocalStorage), so a
 * cache or a provider client that is one module-level instance for the whole process counts into the right service's
 * registry — under `pnpm start` three services share one process — without every call passing it down.
 */
const METRICS = createContextKey('sutra.metrics');
const OPERATION = createContextKey('sutra.operation');

/** Work that nobody in particular asked for (a worker's timer, start-up). */
export const BACKGROUND = 'background';

export const withMetrics = (ctx: Context, metrics: ServiceMetrics): Context => ctx.setValue(METRICS, metrics);

export const withOperation = (ctx: Context, operation: string): Context => ctx.setValue(OPERATION, operation);

const activeMetrics = (): ServiceMetrics | undefined =>
  context.active().getValue(METRICS) as ServiceMetrics | undefined;

/** The operation (GraphQL operation on the gateway, route pattern on the api) the current work is for. */
export const activeOperation = (): string => (context.active().getValue(OPERATION) as string | undefined) ?? BACKGROUND;

/**
 * Runs `work` as background work of a service: whatever it starts (timers included) counts into `metrics`. For
 * workers started at boot, outside any request.
 */
export function runAsService<T>(metrics: ServiceMetrics, work: () => T): T {
  return context.with(withOperation(withMetrics(context.active(), metrics), BACKGROUND), work);
}

/** Runs `work` as part of `operation` (a GraphQL operation the server runs itself, for a page it renders). */
export function runAsOperation<T>(operation: string, work: () => T): T {
  return context.with(withOperation(context.active(), operation), work);
}

/** Counts one lookup of the named cache (`hit` or `miss`) for the service doing the current work; no-op outside one. */
export function recordCacheLookup(cache: string, hit: boolean): void {
  activeMetrics()?.cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' });
}

/**
 * Counts one call to `upstream` made for the current operation, with its outcome and how long it took since
 * `startedAt` (`performance.now()` when it was sent).
 */
export function recordUpstreamCall(upstream: string, outcome: UpstreamOutcome, startedAt: number): void {
  const metrics = activeMetrics();
  if (!metrics) return;
  const labels = { upstream, operation: activeOperation(), outcome };
  metrics.upstreamRequests.inc(labels);
  metrics.upstreamDuration.observe(labels, (performance.now() - startedAt) / 1000);
}
