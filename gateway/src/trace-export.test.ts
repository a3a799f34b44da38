import { randomBytes } from 'node:crypto';
import { flushTracing, startTracing, stopTracing } from '@sutra/telemetry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from './test/apq.js';
import { type OtlpReceiver, startOtlpReceiver } from './test/otlp-receiver.js';
import { postJson } from './test/recording-proxy.js';
import { DELIVERY_ESTIMATE, freshPincode, startTracedStack, type TracedStack } from './test/traced-stack.js';

let receiver: OtlpReceiver;
let s: TracedStack;
beforeAll(async () => {
  receiver = await startOtlpReceiver();
  // Before any service is built: tracing is set up once per process (this file runs in a process of its own).
  const mode = await startTracing({
    serviceName: 'sutra-test',
    env: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url },
  });
  expect(mode).toBe('export');
  s = await startTracedStack();
});
afterAll(async () => {
  await s.close();
  await stopTracing();
  await receiver.close();
});

describe('span export (OTEL_EXPORTER_OTLP_ENDPOINT set)', () => {
  it('sends the gateway, api and provider spans of one request to the collector, children linked to parents', async () => {
    const traceId = randomBytes(16).toString('hex');
    const browserSpan = randomBytes(8).toString('hex');
    const response = await postJson(
      `${s.gateway.url}/graphql`,
      { query: DELIVERY_ESTIMATE, variables: { pincode: freshPincode() }, operationName: 'DeliveryEstimate' },
      { traceparent: `00-${traceId}-${browserSpan}-01` },
    );
    expect(response.status).toBe(200);
    const ofTrace = () => receiver.spans.filter((span) => span.traceId === traceId);
    const apiServerSpan = () => ofTrace().find((span) => span.name === 'GET /API/v1/serviceability');
    await waitFor(
      async () => {
        await flushTracing();
        return apiServerSpan() !== undefined && ofTrace().some((span) => span.parentSpanId === apiServerSpan()?.spanId);
      },
      10_000,
      'the spans reach the collector',
    );

    const gatewaySpan = ofTrace().find((span) => span.name === 'POST /graphql');
    expect(gatewaySpan?.parentSpanId).toBe(browserSpan);
    // The gateway's call to the api (undici's client span) is the api's parent; the api's calls to Shiprocket its children.
    const gatewayCall = ofTrace().find((span) => span.parentSpanId === gatewaySpan?.spanId);
    expect(gatewayCall).toBeDefined();
    expect(apiServerSpan()?.parentSpanId).toBe(gatewayCall?.spanId);
    const apiCalls = ofTrace().filter((span) => span.parentSpanId === apiServerSpan()?.spanId);
    expect(apiCalls.length).toBeGreaterThanOrEqual(1);
    expect(s.shiprocketInbound.received.some((r) => r.headers.traceparent?.includes(traceId))).toBe(true);
  });
});
