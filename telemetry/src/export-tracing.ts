/**
 * Span export to `url`, loaded only when `OTEL_EXPORTER_OTLP_ENDPOINT` (or `…_TRACES_ENDPOINT`) is set. The exporter
 * reads the other standard `OTEL_EXPORTER_OTLP_*` variables itself (headers, timeout, compression); batching follows
 * `OTEL_BSP_*`.
 *
 * The parts, not `@opentelemetry/sdk-node`: its entry point loads the gRPC, Zipkin and Prometheus exporters and the
 * metrics and logs SDKs whichever are used, and the store needs one exporter and one instrumentation. Server spans
 * come from the services' own Fastify hooks (`fastify-telemetry.ts`, named by route pattern), so no http or Fastify
 * instrumentation patches modules; undici's works through diagnostics channels, so it needs no loader hook either
 * (the services run as ES module bundles, where require-patching instrumentations would not see their modules).
 *
 * The packages are imported here, when export starts, not at the top: a service bundle keeps a static import of an
 * external package as a static import, and with export off they must not load at all.
 */
export async function startExport(
  serviceName: string,
  url: string,
): Promise<{ flush(): Promise<void>; shutdown(): Promise<void> }> {
  const [
    { OTLPTraceExporter },
    { UndiciInstrumentation },
    { resourceFromAttributes },
    { BatchSpanProcessor, NodeTracerProvider },
  ] = await Promise.all([
    import('@opentelemetry/exporter-trace-otlp-proto'),
    import('@opentelemetry/instrumentation-undici'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/sdk-trace-node'),
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url }))],
  });
  // The default context manager (AsyncLocalStorage) and propagators (W3C trace context and baggage).
  provider.register();
  const undici = new UndiciInstrumentation();
  undici.setTracerProvider(provider);
  undici.enable();
  return {
    flush: () => provider.forceFlush(),
    shutdown: async () => {
      undici.disable();
      await provider.shutdown();
    },
  };
}
