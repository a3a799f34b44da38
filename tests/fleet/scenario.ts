import type { Fleet } from './fleet.js';

/** Figures a scenario reports (printed and written to the results file). */
export type Figures = Record<string, number | string | boolean | null | Record<string, unknown> | unknown[]>;

/**
 * One scenario of the fleet test: its name says what it asserts; it throws when that does not hold. It writes its
 * figures into `figures` as it goes, so a failed run still reports what it measured.
 */
export interface Scenario {
  name: string;
  run(fleet: Fleet, figures: Figures): Promise<void>;
}

/** Waits until `check` answers true, asking again every `everyMs`; answers the time it took, or throws at `timeoutMs`. */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
  everyMs = 50,
): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
