import autocannon from 'autocannon';

/** Latency percentiles of a set of samples (ms), nearest-rank. */
export interface Percentiles {
  count: number;
  p50: number;
  p95: number;
  p99: number;
}

export function percentiles(samples: number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
  return { count: sorted.length, p50: at(50), p95: at(95), p99: at(99) };
}

export interface Throughput {
  rps: number;
  p50: number;
  p99: number;
}

/**
 * The most requests per second a target answers with `connections` clients always waiting on it (autocannon), after
 * a second of warm-up (JIT, connection pools, the database's caches). Any non-2xx answer fails the bench.
 */
export async function maxThroughput(
  title: string,
  options: autocannon.Options,
  seconds: number,
  connections = 16,
): Promise<Throughput> {
  await autocannon({ ...options, connections, duration: 1 });
  const result = await autocannon({ ...options, connections, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

export interface RequestSpec {
  url: string;
  method?: 'GET' | 'POST' | 'PATCH';
  headers?: Record<string, string>;
  body?: string;
}

async function timed(spec: RequestSpec): Promise<number> {
  const started = performance.now();
  const response = await fetch(spec.url, {
    method: spec.method ?? 'GET',
    // Uncompressed, like autocannon's requests: compression is measured on its own (and a CDN may do it).
    headers: { 'accept-encoding': 'identity', ...spec.headers },
    ...(spec.body ? { body: spec.body } : {}),
  });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`${spec.method ?? 'GET'} ${spec.url}: ${response.status}`);
  return elapsed;
}

/**
 * Latency at a fixed arrival rate (an open loop: a request leaves every 1/rate s whether or not the earlier ones
 * were answered, so a slow answer cannot hide the ones queued behind it). The first second is warm-up.
 */
export async function latencyAtRate(
  next: (i: number) => RequestSpec,
  rate: number,
  seconds: number,
): Promise<Percentiles> {
  const samples: number[] = [];
  const warmup = rate;
  const total = Math.round(rate * seconds) + warmup;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(
      timed(next(i)).then((ms) => {
        if (i >= warmup) samples.push(ms);
      }),
    );
  }
  await Promise.all(inFlight);
  return percentiles(samples);
}

/** Latency of `count` requests sent by `concurrency` clients one after another (a few shoppers at a time). */
export async function latencySamples(
  next: (i: number) => RequestSpec,
  count: number,
  concurrency = 4,
): Promise<Percentiles> {
  const samples: number[] = [];
  let issued = 0;
  const client = async () => {
    while (issued < count) {
      const i = issued++;
      samples.push(await timed(next(i)));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  return percentiles(samples);
}
