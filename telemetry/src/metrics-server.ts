import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServiceMetrics } from './service-metrics.js';

/** Where a service's metrics are served: a port of their own, apart from the public one. */
export interface MetricsListener {
  host: string;
  /** 0 = any free port (tests). */
  port: number;
}

/** The bounds on a scraper's requests, as the service's own server has them (milliseconds). */
export interface MetricsServerTimeouts {
  headersMs: number;
  requestMs: number;
  idleMs: number;
}

export interface MetricsServer {
  /** e.g. `http://127.0.0.1:9401`; Prometheus scrapes `${url}/metrics`. */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `GET /metrics` (Prometheus text) on a listener of its own. The metrics name versions, memory and every
 * operation's counts: kept off the public port, they reach only whoever can reach this address (loopback unless
 * METRICS_HOST says otherwise, and never a port the balancer forwards). Nothing else is answered here.
 */
export async function serveMetrics(
  metrics: ServiceMetrics,
  listener: MetricsListener,
  timeouts: MetricsServerTimeouts,
): Promise<MetricsServer> {
  const server = http.createServer(
    { headersTimeout: timeouts.headersMs, requestTimeout: timeouts.requestMs },
    (request, response) => {
      const path = request.url?.split('?')[0];
      if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
        return;
      }
      metrics.exposition().then(
        (text) => {
          response.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' });
          response.end(request.method === 'HEAD' ? undefined : text);
        },
        () => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics failed\n'),
      );
    },
  );
  server.keepAliveTimeout = timeouts.idleMs;
  server.setTimeout(timeouts.idleMs);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listener.port, listener.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = listener.host.includes(':') ? `[${listener.host}]` : listener.host;
  return {
    url: `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
