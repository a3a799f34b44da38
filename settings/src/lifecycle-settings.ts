import { z } from 'zod';
import { parseEnvironment } from './environment.js';

const milliseconds = z.coerce.number().int().min(0).max(600_000);

const lifecycleSchema = z.object({
  /**
   * How long a service goes on serving after SIGTERM, answering `/ready` with 503, before it stops accepting: time
   * for a balancer's probes to take it out of rotation and for connections already on the wire (the kernel's listen
   * backlog among them) to be accepted and answered instead of reset.
   */
  DRAIN_MS: milliseconds.default(5000),
  /** The bound on finishing the requests in flight once it stops accepting; what remains is then cut off. */
  SHUTDOWN_TIMEOUT_MS: milliseconds.default(10_000),
});

export interface LifecycleSettings {
  drainMs: number;
  shutdownTimeoutMs: number;
}

/** Reads `DRAIN_MS` and `SHUTDOWN_TIMEOUT_MS`; throws naming each bad one, as every service's settings do. */
export function loadLifecycleSettings(env: NodeJS.ProcessEnv = process.env): LifecycleSettings {
  const e = parseEnvironment('lifecycle', lifecycleSchema, env);
  return { drainMs: e.DRAIN_MS, shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS };
}
