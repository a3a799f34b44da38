import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const LIGHTHOUSE = fileURLToPath(new URL('../node_modules/.bin/lighthouse', import.meta.url));

/** What Lighthouse's mobile profile says of one page (the median run). */
export interface MobileReport {
  /** Performance score, 0–100. */
  score: number;
  fcp: number;
  lcp: number;
  /** Total blocking time, ms. */
  tbt: number;
  cls: number;
  /** The document's own response time, ms. */
  ttfb: number;
  /** Everything the page transferred, bytes as sent over the wire (compressed when the server compressed it). */
  transferred: number;
  /** The JavaScript among it (bytes as sent), idle-time chunks included. */
  scripts: number;
}

interface LighthouseResult {
  categories: { performance: { score: number } };
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }
  >;
}

/**
 * Lighthouse now and then loses the trace of a load (`NO_NAVSTART`, a known fault of its tracing, not of the page):
 * such a run is made again, up to three times.
 */
async function withRetries<T>(attempt: () => Promise<T>, times = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= times || !String((error as { stderr?: string }).stderr ?? '').includes('NO_NAVSTART')) throw error;
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * How the phone is imitated. `simulate` is Lighthouse's default: the page loads at full speed and its timings are
 * modelled for the phone (the model counts every high-priority request made before first paint, module preloads
 * included, as holding the paint back). `devtools` really slows the CPU 4× and the link to slow 4G while it loads.
 */
export type Throttling = 'simulate' | 'devtools';

/**
 * Runs Lighthouse 12 with its mobile profile (a mid-range phone: 4× slower CPU, slow 4G at 1.6 Mbit/s and 150 ms)
 * on Debian's Chromium, `runs` times from a cold profile, and keeps the median run by score.
 */
export async function lighthouseMobile(
  url: string,
  runs = 3,
  throttling: Throttling = 'simulate',
): Promise<MobileReport> {
  const reports: MobileReport[] = [];
  const folder = await mkdtemp(join(tmpdir(), 'sutra-lighthouse-'));
  try {
    for (let i = 0; i < runs; i++) {
      const output = join(folder, `run-${i}.json`);
      await withRetries(() =>
        run(
          LIGHTHOUSE,
          [
            url,
            '--only-categories=performance',
            '--form-factor=mobile',
            `--throttling-method=${throttling}`,
            '--output=json',
            `--output-path=${output}`,
            '--quiet',
            '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
          ],
          { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } },
        ),
      );
      const result = JSON.parse(await readFile(output, 'utf8')) as LighthouseResult;
      const audit = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
      reports.push({
        score: Math.round(result.categories.performance.score * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        ttfb: audit('server-response-time'),
        transferred: audit('total-byte-weight'),
        scripts: (result.audits['network-requests']?.details?.items ?? [])
          .filter((item) => item.resourceType === 'Script')
          .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      });
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  const middle = median(reports.map((report) => report.score));
  return reports.find((report) => report.score === middle) as MobileReport;
}

export const describeMobile = (name: string, r: MobileReport): string =>
  `  ${name.padEnd(9)} Lighthouse mobile ${String(r.score).padStart(3)}   FCP ${(r.fcp / 1000).toFixed(1)} s   ` +
  `LCP ${(r.lcp / 1000).toFixed(1)} s   TBT ${r.tbt.toFixed(0)} ms   CLS ${r.cls.toFixed(3)}   ` +
  `TTFB ${r.ttfb.toFixed(0)} ms   ${(r.transferred / 1024).toFixed(0)} KiB transferred (JS ${(r.scripts / 1024).toFixed(0)} KiB)`;

/** Median time to the first byte of a page's HTML (the server's render), `runs` requests one after another. */
export async function medianTtfb(url: string, runs = 21): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const response = await fetch(url);
    const reader = response.body?.getReader();
    await reader?.read();
    samples.push(performance.now() - started);
    await reader?.cancel();
  }
  return median(samples);
}

// `tsx bench/lighthouse.ts <url>…`: the same report for pages of any running store (another build, say).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const url of process.argv.slice(2)) {
    const name = new URL(url).pathname.slice(0, 9) || '/';
    console.log(`${describeMobile(name, await lighthouseMobile(url))} (simulated)`);
    console.log(`${describeMobile(name, await lighthouseMobile(url, 1, 'devtools'))} (applied)`);
    console.log(`  ${''.padEnd(9)} TTFB median of 21 on this machine: ${(await medianTtfb(url)).toFixed(0)} ms`);
  }
}
