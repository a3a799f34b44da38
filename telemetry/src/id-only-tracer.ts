import { randomBytes } from 'node:crypto';
import {
  type Context,
  context,
  type Span,
  type SpanOptions,
  TraceFlags,
  type Tracer,
  type TracerProvider,
  trace,
} from '@opentelemetry/api';

/**
 * The tracer when nothing exports spans: a span is only its ids. It continues the incoming trace (or starts one) and
 * gives each hop a span id of its own, so logs and the `traceparent` sent onwards name this hop — and records nothing.
 * A span costs two random draws and a small object; no SDK module is loaded.
 *
 * Written here because the OpenTelemetry API's own no-op tracer cannot start a trace (a root span gets the invalid
 * all-zero ids) and reuses its parent's span id, and the SDK's tracer is what "off" should not load.
 */
class IdOnlyTracer implements Tracer {
  startSpan(_name: string, _options?: SpanOptions, ctx: Context = context.active()): Span {
    const parent = trace.getSpanContext(ctx);
    const valid = parent !== undefined && trace.isSpanContextValid(parent);
    return trace.wrapSpanContext({
      traceId: valid ? parent.traceId : randomId(16),
      spanId: randomId(8),
      // Sampled unless the caller said otherwise: a collector further on (a browser-started trace) may be recording.
      traceFlags: valid ? parent.traceFlags : TraceFlags.SAMPLED,
    });
  }

  startActiveSpan<F extends (span: Span) => unknown>(name: string, ...args: unknown[]): ReturnType<F> {
    const fn = args.at(-1) as F;
    const options = (args.length > 1 ? args[0] : undefined) as SpanOptions | undefined;
    const parentContext = (args.length > 2 ? args[1] : undefined) as Context | undefined;
    const parent = parentContext ?? context.active();
    const span = this.startSpan(name, options, parent);
    return context.with(trace.setSpan(parent, span), () => fn(span)) as ReturnType<F>;
  }
}

/** Random ids come in batches: one `randomBytes` call per 512 ids rather than one per id. */
let pool = Buffer.alloc(0);
let offset = 0;
function randomId(bytes: number): string {
  if (offset + bytes > pool.length) {
    pool = randomBytes(4096);
    offset = 0;
  }
  const id = pool.toString('hex', offset, offset + bytes);
  offset += bytes;
  // All zeros is the invalid id; 2^-64 at worst, but cheap to rule out.
  return /^0+$/.test(id) ? randomId(bytes) : id;
}

export class IdOnlyTracerProvider implements TracerProvider {
  readonly #tracer = new IdOnlyTracer();
  getTracer(): Tracer {
    return this.#tracer;
  }
}
