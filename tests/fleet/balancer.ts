import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A round-robin HTTP balancer in front of a service's replicas: test equipment for the fleet test, written here (a
 * small `node:http` forwarder) so the test controls and counts exactly what a real balancer does, and behaves as
 * nginx does with `proxy_next_upstream error` and its default upstream settings:
 * - it sends only to backends whose `GET /ready` answered 200 at the last check (every `checkEveryMs`);
 * - a connection the backend refused (nothing was sent) goes to the next ready backend, and the refusing one is left
 *   out until its next good check; a request that was sent is never sent again: a reset or a broken answer is 502;
 * - no backend ready: 503 at once;
 * - one connection per request to the backend (nginx's default, HTTP/1.0 upstreams without keep-alive), so a
 *   backend's draining never meets a stale pooled connection the balancer thinks is alive;
 * - the client's address is appended to `X-Forwarded-For`;
 * - answers are passed on as they come, so a long-lived event stream (the apis' `/catalog/changes`, which each gateway
 *   holds open) flows through, and is cut when its backend dies.
 * Bodies are read whole before forwarding (the fleet's largest is a 5 MB image), which is what lets a refused
 * connection be retried with the same body.
 */
export interface Balancer {
  /** The balancer's origin, e.g. `http://127.0.0.1:43121`. */
  url: string;
  /** Requests forwarded (answered by a backend, whatever the status), per backend origin. */
  forwarded: Record<string, number>;
  /** Connections refused and passed to the next backend. */
  refusedRetried: number;
  /** Requests answered 502 (sent, then the connection broke) or 503 (no backend ready). */
  answered502: number;
  answered503: number;
  /** Each backend's readiness changes, oldest first (`at` in epoch ms). */
  readiness: { backend: string; ready: boolean; at: number }[];
  /** Backends ready at the last check. */
  ready(): string[];
  /** Requests sent to `backend` and not yet answered in full, event streams aside. */
  inFlight(backend: string): number;
  /** Event streams (`Accept: text/event-stream`) open through `backend` now. */
  streams(backend: string): number;
  /** Resolves once every backend (or those given) answered /ready 200, or rejects after `timeoutMs`. */
  waitUntilReady(backends?: string[], timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

interface Backend {
  origin: string;
  ready: boolean;
  checking: boolean;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

function forwardHeaders(request: http.IncomingMessage, bodyLength: number): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
  }
  const client = request.socket.remoteAddress ?? '127.0.0.1';
  const prior = request.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = prior ? `${prior}, ${client}` : client;
  headers['content-length'] = String(bodyLength);
  headers.connection = 'close';
  return headers;
}

async function readBody(request: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startBalancer(
  backends: string[],
  options: { checkEveryMs?: number; port?: number } = {},
): Promise<Balancer> {
  const checkEveryMs = options.checkEveryMs ?? 250;
  const pool: Backend[] = backends.map((origin) => ({ origin, ready: false, checking: false }));
  const forwarded: Record<string, number> = Object.fromEntries(backends.map((b) => [b, 0]));
  const inFlight = new Map<string, number>(backends.map((b) => [b, 0]));
  // Held open for as long as both ends live: counted apart, so `inFlight` still tells a backend busy with requests.
  const streams = new Map<string, number>(backends.map((b) => [b, 0]));
  const readiness: Balancer['readiness'] = [];
  let next = 0;
  let closed = false;

  const mark = (backend: Backend, ready: boolean) => {
    if (backend.ready === ready) return;
    backend.ready = ready;
    readiness.push({ backend: backend.origin, ready, at: Date.now() });
  };

  const check = async (backend: Backend) => {
    if (backend.checking || closed) return;
    backend.checking = true;
    try {
      const response = await fetch(`${backend.origin}/ready`, { signal: AbortSignal.timeout(1000) });
      await response.arrayBuffer();
      mark(backend, response.status === 200);
    } catch {
      mark(backend, false);
    } finally {
      backend.checking = false;
    }
  };
  const checkAll = () => Promise.all(pool.map(check));
  await checkAll();
  const timer = setInterval(checkAll, checkEveryMs);

  /** The ready backends in round-robin order, starting at the next one's turn. */
  const rotation = (): Backend[] => {
    const ready = pool.filter((b) => b.ready);
    if (ready.length === 0) return [];
    const start = next++ % ready.length;
    return [...ready.slice(start), ...ready.slice(0, start)];
  };

  const result = {
    refusedRetried: 0,
    answered502: 0,
    answered503: 0,
  };

  const send = (
    backend: Backend,
    request: http.IncomingMessage,
    body: Buffer,
    response: http.ServerResponse,
  ): Promise<'done' | 'refused'> => {
    const counter = request.headers.accept?.includes('text/event-stream') ? streams : inFlight;
    counter.set(backend.origin, (counter.get(backend.origin) ?? 0) + 1);
    return new Promise<'done' | 'refused'>((resolve) => {
      const target = new URL(request.url ?? '/', backend.origin);
      const upstream = http.request(target, {
        method: request.method,
        headers: forwardHeaders(request, body.length),
        agent: false,
      });
      let connected = false;
      upstream.once('socket', (socket) => {
        socket.once('connect', () => {
          connected = true;
        });
      });
      upstream.once('response', (answer) => {
        forwarded[backend.origin] = (forwarded[backend.origin] ?? 0) + 1;
        const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
        answer.once('error', () => response.destroy());
        // A backend that dies mid-answer: the client's connection is cut too, as a real balancer's would be.
        answer.once('close', () => {
          if (!answer.complete) response.destroy();
          resolve('done');
        });
      });
      upstream.once('error', (error: NodeJS.ErrnoException) => {
        if (!connected && error.code === 'ECONNREFUSED') {
          resolve('refused');
          return;
        }
        result.answered502++;
        if (!response.headersSent) {
          response.writeHead(502, { 'content-type': 'text/plain' }).end(`bad gateway: ${error.code ?? error.message}`);
        } else {
          response.destroy();
        }
        resolve('done');
      });
      upstream.end(body);
    }).finally(() => counter.set(backend.origin, (counter.get(backend.origin) ?? 1) - 1));
  };

  const server = http.createServer(async (request, response) => {
    let body: Buffer;
    try {
      body = await readBody(request);
    } catch {
      response.destroy();
      return;
    }
    for (const backend of rotation()) {
      const outcome = await send(backend, request, body, response);
      if (outcome === 'done') return;
      result.refusedRetried++;
      mark(backend, false);
    }
    result.answered503++;
    response.writeHead(503, { 'content-type': 'text/plain' }).end('no backend is ready');
  });
  server.keepAliveTimeout = 5_000;
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    forwarded,
    get refusedRetried() {
      return result.refusedRetried;
    },
    get answered502() {
      return result.answered502;
    },
    get answered503() {
      return result.answered503;
    },
    readiness,
    ready: () => pool.filter((b) => b.ready).map((b) => b.origin),
    inFlight: (backend) => inFlight.get(backend) ?? 0,
    streams: (backend) => streams.get(backend) ?? 0,
    waitUntilReady: async (which = backends, timeoutMs = 60_000) => {
      const deadline = Date.now() + timeoutMs;
      const wanted = pool.filter((b) => which.includes(b.origin));
      while (!wanted.every((b) => b.ready)) {
        if (Date.now() > deadline) {
          const missing = wanted.filter((b) => !b.ready).map((b) => b.origin);
          throw new Error(`no 200 from /ready of ${missing.join(', ')} within ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: async () => {
      closed = true;
      clearInterval(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
