import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseEnvironment } from './environment.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes an upload: its body may take UPLOAD_TIMEOUT_MS to arrive instead of REQUEST_TIMEOUT_MS. */
    upload?: boolean;
  }
}

const milliseconds = z.coerce.number().int().min(100).max(3_600_000);

const timeoutsSchema = z
  .object({
    /** How long a client may take to send a request's headers (from the first byte of the request). */
    HEADERS_TIMEOUT_MS: milliseconds.default(20_000),
    /**
     * How long a client may take to send a whole request, headers and body. The largest body of an ordinary request
     * (64 KiB of GraphQL) takes under a second on slow 4G and under 15 s on 2G; a client sending a byte now and then
     * to hold a connection is cut off here.
     */
    REQUEST_TIMEOUT_MS: milliseconds.default(30_000),
    /**
     * The same for a route that takes an upload (a return photo, at most 5 MB). The return form sends its three
     * photos at once: on slow 4G (750 kbit/s up) that is about 170 s for each, so five minutes leaves room.
     */
    UPLOAD_TIMEOUT_MS: milliseconds.default(300_000),
    /**
     * How long a connection may stay open with nothing sent either way, between requests (keep-alive) or during one.
     * Longer than a balancer's own idle timeout (60 s for most), so the balancer, not the service, closes idle ones,
     * and longer than any answer takes to start.
     */
    IDLE_TIMEOUT_MS: milliseconds.default(72_000),
  })
  .refine((e) => e.HEADERS_TIMEOUT_MS <= e.REQUEST_TIMEOUT_MS, {
    message: 'HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS',
    path: ['HEADERS_TIMEOUT_MS'],
  })
  .refine((e) => e.REQUEST_TIMEOUT_MS <= e.UPLOAD_TIMEOUT_MS, {
    message: 'REQUEST_TIMEOUT_MS must not be longer than UPLOAD_TIMEOUT_MS',
    path: ['REQUEST_TIMEOUT_MS'],
  });

/** The bounds on how slowly a client may send (milliseconds). */
export interface HttpTimeouts {
  headersMs: number;
  requestMs: number;
  uploadMs: number;
  idleMs: number;
}

/** Reads HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS and IDLE_TIMEOUT_MS; throws naming each bad one. */
export function loadHttpTimeouts(env: NodeJS.ProcessEnv = process.env): HttpTimeouts {
  const e = parseEnvironment('http timeouts', timeoutsSchema, env);
  return {
    headersMs: e.HEADERS_TIMEOUT_MS,
    requestMs: e.REQUEST_TIMEOUT_MS,
    uploadMs: e.UPLOAD_TIMEOUT_MS,
    idleMs: e.IDLE_TIMEOUT_MS,
  };
}

/**
 * Fastify's server options for these bounds. Node's server enforces the headers bound and, for every route, the
 * longest whole-request bound (an upload's); `installRequestDeadline` holds the other routes to theirs. Node checks
 * its bounds every `connectionsCheckingInterval` (30 s unless set): here at most a second, so a bound is kept to
 * within about a second.
 */
export function httpTimeoutOptions(timeouts: HttpTimeouts) {
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.idleMs,
    requestTimeout: timeouts.uploadMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(timeouts.headersMs / 4))),
    },
  } as const;
}

/** What a client that sent too slowly is answered, in the service's own error shape (its error handler's). */
export class RequestTimeoutError extends Error {
  readonly statusCode = 408;
  readonly code = 'REQUEST_TIMEOUT';

  constructor() {
    super('The request took too long to arrive. Please try again.');
    this.name = 'RequestTimeoutError';
  }
}

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/**
 * Holds each request with a body to its route's bound from its arrival: REQUEST_TIMEOUT_MS, or UPLOAD_TIMEOUT_MS on a
 * route marked `config: { upload: true }` (Node alone could only hold every route to the longest). A body not in by
 * then is answered 408 (by the service's error handler, so in its error shape) and its connection closed.
 */
export function installRequestDeadline(app: FastifyInstance, timeouts: HttpTimeouts): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!hasBody(request) || request.raw.complete) return done();
    const bound = request.routeOptions.config?.upload ? timeouts.uploadMs : timeouts.requestMs;
    const timer = setTimeout(() => cutOff(request, reply), bound);
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });
}

/**
 * Whether the whole body is in: Node's flag on a socket's request, or the stream read to its end (which is all an
 * in-process request, such as `inject`'s, can say). A handler still working on a body that arrived is not cut off.
 */
const bodyArrived = (request: FastifyRequest) => request.raw.complete || request.raw.readableEnded;

function cutOff(request: FastifyRequest, reply: FastifyReply): void {
  if (bodyArrived(request)) return;
  request.log.warn({ url: request.url }, 'request body not received in time: answered 408 and closed the connection');
  const close = () => {
    request.raw.socket?.destroy();
  };
  if (reply.sent || reply.raw.headersSent) {
    close();
    return;
  }
  reply.raw.once('finish', close);
  reply.header('connection', 'close').send(new RequestTimeoutError());
}
