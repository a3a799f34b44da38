import { z } from 'zod';
import { parseEnvironment } from './environment.js';

const metricsSchema = z.object({
  /** Unset = the metrics are not served; a port = `GET /metrics` there, apart from the public port (0 = any free). */
  METRICS_PORT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(0).max(65535).optional(),
  ),
  /** The address the metrics listen on: loopback unless a scraper on another machine needs another. */
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
});

/** Where a service serves its metrics. */
export interface MetricsListenerSettings {
  host: string;
  port: number;
}

/**
 * Reads METRICS_PORT and METRICS_HOST: where the service serves `/metrics`, or undefined when it serves none. Never on
 * the public port: the metrics name versions, memory and each operation's counts.
 */
export function loadMetricsListener(env: NodeJS.ProcessEnv = process.env): MetricsListenerSettings | undefined {
  const e = parseEnvironment('metrics', metricsSchema, env);
  return e.METRICS_PORT === undefined ? undefined : { host: e.METRICS_HOST, port: e.METRICS_PORT };
}
