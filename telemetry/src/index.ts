export { readSample } from './exposition.js';
export { installTelemetry, type TelemetryOptions, tracedServerFactory, traceLogFields } from './fastify-telemetry.js';
export {
  type MetricsListener,
  type MetricsServer,
  type MetricsServerTimeouts,
  serveMetrics,
} from './metrics-server.js';
export { outcomeOfStatus, ServiceMetrics, statusClass, type UpstreamOutcome } from './service-metrics.js';
export { ensureTracing, flushTracing, startTracing, stopTracing, type TracingOptions } from './tracing.js';
export {
  activeOperation,
  BACKGROUND,
  recordCacheLookup,
  recordUpstreamCall,
  runAsOperation,
  runAsService,
} from './work-context.js';
