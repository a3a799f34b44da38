/**
 * A process that runs a pretend service through `runService`, for the lifecycle tests: it prints `started` once
 * running, `draining` when told to drain and `closing` when asked to stop (with the deadline it was given, in ms from
 * now); `FAIL_START` makes it fail to start, `CLOSE_MS` makes its close take time.
 */
import { runService } from '../process-lifecycle.js';

await runService(async () => {
  if (process.env.FAIL_START) throw new Error(process.env.FAIL_START);
  const keepAlive = setInterval(() => {}, 60_000);
  // Printed once runService has its signal handlers in place (they go on when start resolves): a test that signals
  // on seeing it must not meet the default action, which kills the process.
  setImmediate(() => console.log('started'));
  return {
    drain: () => console.log(`draining at ${Date.now()}`),
    close: async (options) => {
      console.log(`closing at ${Date.now()} with ${(options?.deadline ?? Number.NaN) - Date.now()} ms left`);
      await new Promise((resolve) => setTimeout(resolve, Number(process.env.CLOSE_MS ?? 0)));
      clearInterval(keepAlive);
    },
  };
});
