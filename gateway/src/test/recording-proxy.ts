import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordingProxy {
  /** The proxy's origin: point a service at it instead of `target`. */
  url: string;
  /** The requests that came through, as the upstream received them. */
  received: { method: string; url: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

/**
 * A plain HTTP pass-through to `target` that records each request's method, path and headers — what the upstream
 * saw arrive, without changing it. Not traced itself: it forwards the headers it got, `traceparent` included.
 */
export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const received: RecordingProxy['received'] = [];
  const server = createServer(async (request, response) => {
    received.push({ method: request.method ?? 'GET', url: request.url ?? '/', headers: request.headers });
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || ['host', 'connection', 'content-length'].includes(name)) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    try {
      const upstream = await fetch(`${target}${request.url}`, {
        method: request.method ?? 'GET',
        headers,
        ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
      });
      const body = Buffer.from(await upstream.arrayBuffer());
      const contentType = upstream.headers.get('content-type');
      response.writeHead(upstream.status, contentType ? { 'content-type': contentType } : {});
      response.end(body);
    } catch {
      response.writeHead(502).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
