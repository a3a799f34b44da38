import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from './test/recording-proxy.js';
import { DELIVERY_ESTIMATE, freshPincode, startTracedStack, type TracedStack } from './test/traced-stack.js';

let s: TracedStack;
beforeAll(async () => {
  s = await startTracedStack();
});
afterAll(() => s.close());

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;
const traceparentOf = (headers: Record<string, unknown>) => {
  const match = TRACEPARENT.exec(String(headers.traceparent));
  return match ? { traceId: match[1], spanId: match[2] } : undefined;
};

async function askEstimate(headers: Record<string, string>) {
  const pincode = freshPincode();
  const response = await postJson(
    `${s.gateway.url}/graphql`,
    { query: DELIVERY_ESTIMATE, variables: { pincode }, operationName: 'DeliveryEstimate' },
    headers,
  );
  expect(response.status).toBe(200);
  expect((response.body as { errors?: unknown }).errors).toBeUndefined();
  return pincode;
}

describe('W3C trace context across the services (no exporter)', () => {
  it("carries a shopper's traceparent from the gateway through the api to Shiprocket, each hop its own span", async () => {
    const traceId = randomBytes(16).toString('hex');
    const browserSpan = randomBytes(8).toString('hex');
    const pincode = await askEstimate({ traceparent: `00-${traceId}-${browserSpan}-01` });

    const atApi = s.apiInbound.received.find((r) => r.url.includes(pincode));
    const fromGateway = atApi && traceparentOf(atApi.headers);
    expect(fromGateway?.traceId).toBe(traceId);
    expect(fromGateway?.spanId).not.toBe(browserSpan);

    const atShiprocket = s.shiprocketInbound.received.find((r) => r.url.includes(pincode));
    const fromApi = atShiprocket && traceparentOf(atShiprocket.headers);
    expect(fromApi?.traceId).toBe(traceId);
    expect(fromApi?.spanId).not.toBe(fromGateway?.spanId);

    // Every line the api logged for that request names the trace, Fastify's own first and last lines included.
    const requestIds = new Set(
      s.apiLog.filter((line) => JSON.stringify(line).includes(pincode)).map((line) => line.reqId),
    );
    const lines = s.apiLog.filter((line) => requestIds.has(line.reqId));
    expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    for (const line of lines) {
      expect(line.trace_id).toBe(traceId);
      expect(line.span_id).toBe(fromApi?.spanId);
    }
  });

  it('starts a trace for a request that brings none and carries it on', async () => {
    const pincode = await askEstimate({});
    const atApi = s.apiInbound.received.find((r) => r.url.includes(pincode));
    const atShiprocket = s.shiprocketInbound.received.find((r) => r.url.includes(pincode));
    const started = atApi && traceparentOf(atApi.headers);
    expect(started?.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(started?.traceId).not.toBe('0'.repeat(32));
    expect(atShiprocket && traceparentOf(atShiprocket.headers)?.traceId).toBe(started?.traceId);
  });
});
