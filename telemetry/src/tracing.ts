import { subscribe } from 'node:diagnostics_channel';
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { startExport } from './export-tracing.js';
import { IdOnlyTracerProvider } from './id-only-tracer.js';

/**
 * Tracing is set up once per process (the OpenTelemetry API's globals are per process), by the first service to
 * start. Two modes, one code path: every service uses `@opentelemetry/api` for its spans, contexts and headers.
 *
 * - Export off (`OTEL_EXPORTER_OTLP_ENDPOINT` unset, the default): an AsyncLocalStorage context manager, the W3C
 *   propagator and a tracer that only makes ids. Incoming `traceparent` is continued (or a trace started), every
 *   outgoing HTTP call carries it, logs name it. No SDK module is loaded.
 * - Export on: the Node tracer provider with the OTLP (http/protobuf) exporter and undici's instrumentation (client
 *   spans for every outgoing call, which also send `traceparent`), loaded only then (`export-tracing.ts`).
 */
const STATE = Symbol.for('sutra.telemetry.tracing');
type TracingState = { mode: 'ids' | 'export'; flush(): Promise<void>; shutdown(): Promise<void> };
const globals = globalThis as { [STATE]?: TracingState };

export interface TracingOptions {
  /** The service's name when `OTEL_SERVICE_NAME` does not give one. */
  serviceName: string;
  env?: NodeJS.ProcessEnv;
}

/** Sets up export when `OTEL_EXPORTER_OTLP_ENDPOINT` asks for it, ids-only tracing otherwise; once per process. */
export async function startTracing(options: TracingOptions): Promise<'ids' | 'export'> {
  const existing = globals[STATE];
  if (existing) return existing.mode;
  const env = options.env ?? process.env;
  const url = tracesUrl(env);
  if (!url) return ensureTracing();
  const exporting = await startExport(env.OTEL_SERVICE_NAME || options.serviceName, url);
  if (globals[STATE]) {
    await exporting.shutdown();
    return globals[STATE].mode;
  }
  globals[STATE] = { mode: 'export', ...exporting };
  return 'export';
}

/** Where spans go, as OpenTelemetry's variables say: the traces endpoint as given, or `/v1/traces` on the base one. */
function tracesUrl(env: NodeJS.ProcessEnv): string | undefined {
  if (env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  return base ? `${base.replace(/\/$/, '')}/v1/traces` : undefined;
}

/** Ids-only tracing unless tracing is already set up: what a service built without `startTracing` (tests) gets. */
export function ensureTracing(): 'ids' | 'export' {
  const existing = globals[STATE];
  if (existing) return existing.mode;
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(new IdOnlyTracerProvider());
  subscribe('undici:request:create', sendTraceContext);
  const nothing = async () => undefined;
  globals[STATE] = { mode: 'ids', flush: nothing, shutdown: nothing };
  return 'ids';
}

/** Sends the spans still buffered (export mode) now. */
export async function flushTracing(): Promise<void> {
  await globals[STATE]?.flush();
}

/** Sends the spans still buffered (export mode) and stops exporting: when the process stops. */
export async function stopTracing(): Promise<void> {
  await globals[STATE]?.shutdown();
}

interface UndiciRequest {
  headers: string | string[];
  addHeader(name: string, value: string): void;
}

/**
 * Adds the current trace's `traceparent` to every request undici starts — Node's `fetch` and the `undici` package
 * both announce each request on this diagnostics channel, in the caller's async context — unless the request carries
 * one already (a proxied request keeps its own).
 */
function sendTraceContext(message: unknown): void {
  const { request } = message as { request: UndiciRequest };
  if (hasTraceparent(request.headers)) return;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  for (const [name, value] of Object.entries(carrier)) request.addHeader(name, value);
}

const hasTraceparent = (headers: string | string[]): boolean =>
  Array.isArray(headers)
    ? headers.some((value, index) => index % 2 === 0 && value.toLowerCase() === 'traceparent')
    : /(^|\r\n)traceparent:/i.test(headers);
