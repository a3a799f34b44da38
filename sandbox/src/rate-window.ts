/**
 * A provider's throughput limit: at most `perSecond` calls in any one-second window. Real providers answer 429 past
 * their limit; the sandbox does too, so the api's handling of it can be tested.
 */
export class RateWindow {
  private readonly times: number[] = [];

  constructor(readonly perSecond: number) {}

  /** Counts a call; false when it is over the limit (and is then not counted). */
  take(now = Date.now()): boolean {
    while (this.times.length > 0 && (this.times[0] ?? 0) <= now - 1000) this.times.shift();
    if (this.times.length >= this.perSecond) return false;
    this.times.push(now);
    return true;
  }
}
