import { type ClientRequest, createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordingProxy {
  /** The proxy's origin: point a service at it instead of `target`. */
  url: string;
  /** The requests that came through, as the upstream received them (`body`: what has arrived of it so far). */
  received: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[];
  /** Breaks every exchange under way (a long-lived stream among them), as a lost connection would; takes new ones. */
  cut(): void;
  /** While on, the api's change stream (`/catalog/changes`) is answered 503, as by an api that cannot listen. */
  refuseChangeStreams(on: boolean): void;
  close(): Promise<void>;
}

/**
 * A plain HTTP pass-through to `target` that records each request's method, path and headers — what the upstream
 * saw arrive — and forwards it unchanged. It uses `node:http`, not fetch, so no tracing in the test's process (which
 * watches every fetch) adds headers of its own on the way.
 */
export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const received: RecordingProxy['received'] = [];
  const base = new URL(target);
  const upstreams = new Set<ClientRequest>();
  let refusingStreams = false;
  const server = createServer((request, response) => {
    const seen = { method: request.method ?? 'GET', url: request.url ?? '/', headers: request.headers, body: '' };
    received.push(seen);
    request.on('data', (chunk: Buffer) => {
      seen.body += chunk.toString('latin1');
    });
    if (refusingStreams && request.url?.includes('/catalog/changes')) {
      response.writeHead(503, { 'content-type': 'application/json' }).end('{"success":false}');
      return;
    }
    const upstream = httpRequest(
      {
        host: base.hostname,
        port: base.port,
        method: request.method,
        path: `${base.pathname.replace(/\/$/, '')}${request.url ?? '/'}`,
        headers: { ...request.headers, host: base.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstreams.add(upstream);
    upstream.on('close', () => upstreams.delete(upstream));
    upstream.on('error', () => {
      if (response.headersSent) response.destroy();
      else response.writeHead(502).end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    cut: () => {
      for (const upstream of upstreams) upstream.destroy();
      server.closeAllConnections();
    },
    refuseChangeStreams: (on) => {
      refusingStreams = on;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** POSTs JSON over `node:http` (untouched by the process's tracing); answers the status and parsed body. */
export function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(JSON.stringify(body));
  });
}
