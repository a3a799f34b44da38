import { retryDueRefunds } from '../refunds/send.js';
import { retryDueWork, type ShipmentDeps } from './shipments.js';
import { checkDueStatuses } from './status-checks.js';

/**
 * Runs the retry worker every `seconds` until stopped, one round at a time: shipments and refunds due
 * (`retryDueWork`, `retryDueRefunds`), then shipping statuses waiting for Shiprocket's tracking to confirm them (`checkDueStatuses`),
 * then other domains' due work (`more`: return pickups to book).
 */
export function startRetryWorker(
  deps: ShipmentDeps,
  seconds: number,
  more: readonly (() => Promise<unknown>)[] = [],
): () => void {
  let running = false;
  const round = async () => {
    await retryDueWork(deps);
    await retryDueRefunds(deps);
    await checkDueStatuses(deps);
    for (const work of more) await work();
  };
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    round()
      .catch((error) => deps.log.error({ err: error }, 'retry round failed'))
      .finally(() => {
        running = false;
      });
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
