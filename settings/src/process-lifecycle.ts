/** What a started service gives back: something that stops it, letting work in flight finish first. */
export interface RunningService {
  close(): Promise<void>;
}

/**
 * Runs a service as the process's main work: starts it, stops it once on SIGINT or SIGTERM and exits 0, and exits 1
 * with the failure's message (no stack: start-up failures are configuration an operator fixes) when it cannot start.
 * A second signal while stopping exits at once, so a stuck close never holds a terminal or an orchestrator hostage.
 */
export async function runService(start: () => Promise<RunningService>): Promise<void> {
  let service: RunningService;
  try {
    service = await start();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  let stopping = false;
  const stop = async () => {
    if (stopping) process.exit(1);
    stopping = true;
    try {
      await service.close();
      process.exit(0);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
