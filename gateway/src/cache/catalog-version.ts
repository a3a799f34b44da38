import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

const versionAnswer = z.object({ version: z.number().int().nonnegative() });

export interface CatalogVersionOptions {
  /** The api's origin; the version is at `${apiUrl}/API/v1/catalog/version`. */
  apiUrl: string;
  /** How often to ask. Also the longest a cached answer can outlive a catalogue change. */
  intervalMs: number;
  log: FastifyBaseLogger;
}

/**
 * Follows the api's catalogue version (`GET /API/v1/catalog/version`, which database triggers bump at commit on
 * every change to what public catalogue answers show). It asks every `intervalMs` on a timer that keeps no process
 * alive; a failed poll keeps the last version (an api outage does not throw the cache away). Polls go through a
 * plain `fetch`, not the per-request REST client, so they are not counted as the operations' upstream calls.
 */
export class CatalogVersion {
  private version: number | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private failing = false;
  private readonly url: string;

  constructor(private readonly options: CatalogVersionOptions) {
    this.url = `${options.apiUrl}/API/v1/catalog/version`;
  }

  /** The last version the api answered; undefined until one poll succeeded (caching is off until then). */
  get current(): number | undefined {
    return this.version;
  }

  /** Polls once (so a gateway that starts with its api up caches from the first request), then on the timer. */
  async start(): Promise<void> {
    await this.poll();
    this.schedule();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.poll().finally(() => this.schedule());
    }, this.options.intervalMs);
    this.timer.unref();
  }

  private async poll(): Promise<void> {
    try {
      const response = await fetch(this.url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(Math.max(this.options.intervalMs, 1000)),
      });
      if (!response.ok) throw new Error(`the api answered ${response.status}`);
      this.version = versionAnswer.parse(await response.json()).version;
      if (this.failing) this.options.log.info('catalogue version: the api answers again');
      this.failing = false;
    } catch (error) {
      // Logged once per outage, not once a second.
      if (!this.failing) {
        this.options.log.warn({ err: error }, 'catalogue version: poll failed, keeping the last version');
      }
      this.failing = true;
    }
  }
}
