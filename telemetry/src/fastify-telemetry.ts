import http from 'node:http';
import {
  type Context,
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import { type ServiceMetrics, statusClass } from './service-metrics.js';
import { ensureTracing } from './tracing.js';
import { withMetrics, withOperation } from './work-context.js';

/** A request's trace: its server span, the context its handling runs in, and when it arrived. */
interface RequestTrace {
  span: Span;
  context: Context;
  startedAt: number;
  /** The GraphQL operation (gateway), once the body is read. */
  operation?: string;
}

const TRACE = Symbol('sutra.requestTrace');
type TracedMessage = http.IncomingMessage & { [TRACE]?: RequestTrace };

const tracer = () => trace.getTracer('@sutra/telemetry');

/** Continues the request's `traceparent` (or starts a trace) with a server span for this hop. */
function beginRequest(raw: TracedMessage): RequestTrace {
  const parent = propagation.extract(ROOT_CONTEXT, raw.headers);
  const span = tracer().startSpan(raw.method ?? 'HTTP', { kind: SpanKind.SERVER }, parent);
  const started: RequestTrace = { span, context: trace.setSpan(parent, span), startedAt: performance.now() };
  raw[TRACE] = started;
  return started;
}

/**
 * Fastify's `serverFactory`: the HTTP server Fastify would make (same timeouts), whose requests are each handled
 * inside their trace's context from the first line Fastify runs — so Fastify's own "incoming request" and "request
 * completed" log lines carry the trace id too. Requests injected in tests (no server) get theirs in `onRequest`.
 */
export const tracedServerFactory: NonNullable<FastifyServerOptions['serverFactory']> = (handler, serverOptions) => {
  ensureTracing();
  const options = serverOptions as ServerSettings;
  const server = http.createServer(options.http ?? {}, (request: TracedMessage, response) => {
    const started = beginRequest(request);
    // Listeners on the request (body chunks) and the response (finish) run in the request's context, not the socket's.
    context.bind(started.context, request);
    context.bind(started.context, response);
    context.with(started.context, () => handler(request, response));
  });
  if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
  if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
  if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
  if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
  return server;
};

/** The server settings Fastify applies to the servers it makes itself (after its defaults are filled in). */
interface ServerSettings {
  http?: http.ServerOptions | null;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

export interface TelemetryOptions {
  /**
   * The GraphQL operation a request runs, for the `operation` label and the upstream calls it makes (gateway). Must
   * answer from a bounded set.
   */
  operationOf?: (request: FastifyRequest) => string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The service's metrics; served by `serveMetrics` on a port of their own, never on the public one. */
    serviceMetrics: ServiceMetrics;
  }
}

/**
 * A service's telemetry on its Fastify app: a server span per request named by route pattern, the service's metrics
 * and the operation in the request's context (for the code it calls), and HTTP metrics by route pattern (Fastify's
 * `routeOptions.url`, never the raw URL: bounded). The metrics are the app's `serviceMetrics`, served apart
 * (`metrics-server.ts`).
 */
export function installTelemetry(app: FastifyInstance, metrics: ServiceMetrics, options: TelemetryOptions = {}): void {
  ensureTracing();
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.raw as TracedMessage;
    const started = raw[TRACE] ?? beginRequest(raw);
    const route = routeOf(request);
    started.span.updateName(`${request.method} ${route}`);
    started.span.setAttributes({ 'http.request.method': request.method, 'http.route': route });
    started.context = withOperation(withMetrics(started.context, metrics), route);
    context.with(started.context, done);
  });
  // Reading the body leaves the request's context (its chunks arrive on the socket's): the handler gets it back here.
  app.addHook('preValidation', (request, _reply, done) => {
    const started = (request.raw as TracedMessage)[TRACE];
    if (!started) return done();
    const operation = options.operationOf?.(request);
    if (operation) {
      started.operation = operation;
      started.context = withOperation(started.context, operation);
      started.span.setAttribute('graphql.operation.name', operation);
    }
    context.with(started.context, done);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const started = (request.raw as TracedMessage)[TRACE];
    const labels = {
      method: request.method,
      route: routeOf(request),
      status_class: statusClass(reply.statusCode),
      operation: started?.operation ?? '',
    };
    metrics.httpRequests.inc(labels);
    if (started) {
      metrics.httpDuration.observe(labels, (performance.now() - started.startedAt) / 1000);
      started.span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) started.span.setStatus({ code: SpanStatusCode.ERROR });
      started.span.end();
    }
    done();
  });
  app.decorate('serviceMetrics', metrics);
}

/** The route pattern (`/API/v1/product/:id`), or `unmatched` for a 404: never the raw URL, so labels stay bounded. */
const routeOf = (request: FastifyRequest): string => request.routeOptions.url ?? 'unmatched';

/**
 * pino's `mixin`: `trace_id` and `span_id` of the work being logged, on every line logged inside a request or a traced
 * piece of work; nothing outside one.
 */
export function traceLogFields(): { trace_id?: string; span_id?: string } {
  const span = trace.getSpanContext(context.active());
  return span && trace.isSpanContextValid(span) ? { trace_id: span.traceId, span_id: span.spanId } : {};
}
