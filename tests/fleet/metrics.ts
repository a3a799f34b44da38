import type { Fleet } from './fleet.js';

/**
 * Prometheus text as sums per metric name (over every label set). A family declared (`# TYPE`) without a sample yet,
 * such as a labelled counter nothing has counted, sums to 0; other comments and malformed lines are skipped.
 */
export function sumsByName(text: string): Map<string, number> {
  const sums = new Map<string, number>();
  for (const line of text.split('\n')) {
    const declared = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) counter/.exec(line)?.[1];
    if (declared) sums.set(declared.endsWith('_total') ? declared : `${declared}_total`, 0);
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{[^}]*\})?\s+(\S+)/.exec(line);
    const value = match ? Number(match[2]) : Number.NaN;
    if (!match?.[1] || !Number.isFinite(value)) continue;
    sums.set(match[1], (sums.get(match[1]) ?? 0) + value);
  }
  return sums;
}

/** The sum of every sample whose metric name matches `pattern` (counters' `_total` included), or null if none. */
const total = (sums: Map<string, number>, pattern: RegExp): number | null => {
  const matched = [...sums].filter(([name]) => pattern.test(name) && !/_created$/.test(name));
  return matched.length ? matched.reduce((sum, [, value]) => sum + value, 0) : null;
};

export interface ReplicaMetrics {
  replica: string;
  /** The status `/metrics` answered on the metrics port, or the network error. */
  status: number | string;
  /** The status the public port answered for `/metrics`: 404, the metrics being served on their own port only. */
  publicStatus: number | string;
  metricNames: number;
  ordersPlaced: number | null;
  paymentsRefused: number | null;
}

/**
 * Each replica's `/metrics` at the end of the run, from its metrics port (the restarted api's count only what it saw
 * since its restart): the orders placed and payments refused it counted, and how many metric names it exposes.
 */
export async function scrapeMetrics(fleet: Fleet): Promise<ReplicaMetrics[]> {
  const replicas = [
    ...fleet.apis.map((s, i) => ({ replica: `api ${i + 1}`, service: s })),
    ...fleet.gateways.map((s, i) => ({ replica: `gateway ${i + 1}`, service: s })),
    { replica: 'sandbox', service: fleet.sandbox },
  ];
  const statusOf = async (url: string) => {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      return response.status;
    } catch (error) {
      return (error as Error).message;
    }
  };
  return Promise.all(
    replicas.map(async ({ replica, service }): Promise<ReplicaMetrics> => {
      const publicStatus = await statusOf(`${service.url}/metrics`);
      try {
        const response = await fetch(`${service.metricsUrl}/metrics`, { signal: AbortSignal.timeout(5000) });
        const text = await response.text();
        if (!response.ok)
          return {
            replica,
            status: response.status,
            publicStatus,
            metricNames: 0,
            ordersPlaced: null,
            paymentsRefused: null,
          };
        const sums = sumsByName(text);
        return {
          replica,
          status: response.status,
          publicStatus,
          metricNames: sums.size,
          ordersPlaced: total(sums, /orders?_placed/),
          paymentsRefused: total(sums, /payments?_refused/),
        };
      } catch (error) {
        return {
          replica,
          status: (error as Error).message,
          publicStatus,
          metricNames: 0,
          ordersPlaced: null,
          paymentsRefused: null,
        };
      }
    }),
  );
}
