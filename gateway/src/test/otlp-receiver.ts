import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** A span as the receiver read it off the wire. */
export interface ReceivedSpan {
  service: string;
  name: string;
  traceId: string;
  spanId: string;
  /** Empty for a root span. */
  parentSpanId: string;
}

export interface OtlpReceiver {
  /** The receiver's origin: give it as OTEL_EXPORTER_OTLP_ENDPOINT (the exporter adds `/v1/traces`). */
  url: string;
  spans: ReceivedSpan[];
  close(): Promise<void>;
}

/**
 * A stand-in OpenTelemetry collector: accepts OTLP/HTTP protobuf exports on `POST /v1/traces` and keeps the spans'
 * service, name and ids. Reads the few protobuf fields it needs itself rather than loading the OTLP schema.
 */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method !== 'POST' || request.url !== '/v1/traces') {
      response.writeHead(404).end();
      return;
    }
    const raw = Buffer.concat(chunks);
    spans.push(...readExport(request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw));
    response.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

type Fields = Map<number, (Buffer | number)[]>;

/** A protobuf message's fields by number: length-delimited ones as bytes, varints as numbers (fixed ones skipped). */
function fieldsOf(message: Buffer): Fields {
  const fields: Fields = new Map();
  let at = 0;
  const varint = (): number => {
    let value = 0;
    let shift = 0;
    for (;;) {
      const byte = message[at++] ?? 0;
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
      shift += 7;
    }
  };
  while (at < message.length) {
    const key = varint();
    const field = Math.floor(key / 8);
    const wire = key % 8;
    let value: Buffer | number;
    if (wire === 0) value = varint();
    else if (wire === 2) {
      const length = varint();
      value = message.subarray(at, at + length);
      at += length;
    } else if (wire === 1) {
      at += 8;
      continue;
    } else if (wire === 5) {
      at += 4;
      continue;
    } else throw new Error(`unexpected protobuf wire type ${wire}`);
    fields.set(field, [...(fields.get(field) ?? []), value]);
  }
  return fields;
}

const bytes = (fields: Fields, field: number): Buffer[] =>
  (fields.get(field) ?? []).filter((value): value is Buffer => Buffer.isBuffer(value));

/** ExportTraceServiceRequest → ResourceSpans (1) → resource (1) / ScopeSpans (2) → Span (2). */
function readExport(body: Buffer): ReceivedSpan[] {
  const spans: ReceivedSpan[] = [];
  for (const resourceSpans of bytes(fieldsOf(body), 1).map(fieldsOf)) {
    let service = '';
    for (const resource of bytes(resourceSpans, 1).map(fieldsOf)) {
      for (const attribute of bytes(resource, 1).map(fieldsOf)) {
        const key = bytes(attribute, 1)[0]?.toString();
        const value = bytes(attribute, 2).map(fieldsOf)[0];
        if (key === 'service.name' && value) service = bytes(value, 1)[0]?.toString() ?? '';
      }
    }
    for (const scopeSpans of bytes(resourceSpans, 2).map(fieldsOf)) {
      for (const span of bytes(scopeSpans, 2).map(fieldsOf)) {
        spans.push({
          service,
          traceId: bytes(span, 1)[0]?.toString('hex') ?? '',
          spanId: bytes(span, 2)[0]?.toString('hex') ?? '',
          parentSpanId: bytes(span, 4)[0]?.toString('hex') ?? '',
          name: bytes(span, 5)[0]?.toString() ?? '',
        });
      }
    }
  }
  return spans;
}
