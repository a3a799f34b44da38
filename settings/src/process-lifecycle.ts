import { type LifecycleSettings, loadLifecycleSettings } from './lifecycle-settings.js';

/** How long to finish work in flight: until `deadline` (epoch ms), after which what remains is cut off. */
export interface CloseOptions {
  deadline?: number;
}

/** What a started service gives back: something that stops it, letting work in flight finish first. */
export interface RunningService {
  /** Stops accepting, finishes what is in flight (until `options.deadline`, then cuts it off) and closes its pools. */
  close(options?: CloseOptions): Promise<void>;
  /** Turns the service unready (`/ready` answers 503) while it goes on serving everything else. */
  drain?(): void;
}

/**
 * How long close may overrun its deadline (closing pools, ending idle clients) before the process gives up on it and
 * exits 1: an orchestrator would kill it soon after anyway, and a clear exit code says the stop was not clean.
 */
const CLOSE_GRACE_MS = 2000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a service as the process's main work: starts it, and exits 1 with the failure's message (no stack: start-up
 * failures are configuration an operator fixes) when it cannot. On SIGTERM (what orchestrators and balancers' hosts
 * send) it drains, then stops:
 * 1. `drain()`: `/ready` answers 503 and everything else is still served, for `DRAIN_MS` — a balancer stops sending,
 *    and connections already written (some still in the kernel's listen backlog) are accepted and answered;
 * 2. `close()`: stops accepting and finishes what is in flight within `SHUTDOWN_TIMEOUT_MS`, then closes its pools;
 * 3. exits 0 (1 if closing failed or overran its bound).
 * SIGINT (Ctrl-C at a terminal) skips the drain: no balancer is waiting on a developer's process.
 * A second signal while stopping exits 1 at once, so a stuck stop never holds a terminal or an orchestrator hostage.
 */
export async function runService(start: () => Promise<RunningService>): Promise<void> {
  let service: RunningService;
  let settings: LifecycleSettings;
  try {
    settings = loadLifecycleSettings();
    service = await start();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    try {
      if (signal === 'SIGTERM') {
        service.drain?.();
        await sleep(settings.drainMs);
      }
      const deadline = Date.now() + settings.shutdownTimeoutMs;
      const overran = sleep(settings.shutdownTimeoutMs + CLOSE_GRACE_MS).then(() => {
        throw new Error(`the service did not stop within ${settings.shutdownTimeoutMs + CLOSE_GRACE_MS} ms`);
      });
      await Promise.race([service.close({ deadline }), overran]);
      process.exit(0);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
