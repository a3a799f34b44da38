import type { FastifyInstance, FastifySchema, RouteShorthandOptions } from 'fastify';
import type { CloseOptions } from './process-lifecycle.js';

/** Why a service cannot take traffic now, or undefined when it can. */
export type ReadinessCheck = () => Promise<string | undefined>;

/**
 * Fastify options every service's server starts with, for a clean stop:
 * - `return503OnClosing: false`: a request that arrives on a kept-alive connection while the server closes is served
 *   (with `Connection: close`), not refused with a bare 503 — it was sent before the client could know;
 * - `forceCloseConnections: 'idle'`: connections idle in keep-alive are closed when the server closes, so only those
 *   with a request in flight hold the close up (`closeWithin` bounds those).
 */
export const LIFECYCLE_SERVER_OPTIONS = { return503OnClosing: false, forceCloseConnections: 'idle' } as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** `/health`, `/ready`, the drain and the bounded close: each service decorates its app with its own. */
    lifecycle: HttpLifecycle;
  }
}

/** A service's side of the lifecycle: its probes' answers, the drain, and a bounded close. */
export interface HttpLifecycle {
  readonly draining: boolean;
  /** From now on `/ready` answers 503 and every answer closes its connection; everything else is still served. */
  drain(): void;
  /** Closes the app (its `onClose` hooks close the pools), cutting off requests still running at the deadline. */
  close(options?: CloseOptions): Promise<void>;
}

const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * Answers `GET /health` (200 `{"ok":true}` while the process runs: restart me only if this fails) and `GET /ready`
 * (200 `{"ready":true}`, or 503 `{"ready":false,"reason":…}` while draining or while `ready` names a reason: send me
 * no traffic). Neither is in the OpenAPI document, and their requests are logged only at warn, since probes come
 * every few seconds.
 */
export function installLifecycle(app: FastifyInstance, options: { ready?: ReadinessCheck } = {}): HttpLifecycle {
  let draining = false;
  // `hide` keeps the probes out of an OpenAPI document (@fastify/swagger reads it; Fastify ignores it).
  const probe: RouteShorthandOptions = { schema: { hide: true } as FastifySchema, logLevel: 'warn' };
  app.get('/health', probe, async () => ({ ok: true }));
  app.get('/ready', probe, async (_request, reply) => {
    const reason = draining ? 'draining' : await whyNotReady(options.ready);
    if (reason) return reply.status(503).send({ ready: false, reason });
    return { ready: true };
  });
  // While draining, each answer ends its connection: a client's next request opens a new one, which the balancer
  // sends to a replica that is staying. Once closing, too: an answer to a request that came before the close would
  // otherwise leave its connection idle in keep-alive after the one moment the server closes idle connections, and
  // the close would wait for the idle timeout (72 s).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining || closing) reply.header('connection', 'close');
  });
  return {
    get draining() {
      return draining;
    },
    drain: () => {
      draining = true;
    },
    close: (closeOptions) => closeWithin(app, closeOptions?.deadline ?? Date.now() + DEFAULT_SHUTDOWN_TIMEOUT_MS),
  };
}

async function whyNotReady(check: ReadinessCheck | undefined): Promise<string | undefined> {
  if (!check) return undefined;
  try {
    return await check();
  } catch (error) {
    return `readiness check failed: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/**
 * Closes a Fastify app: it stops accepting at once and waits for requests in flight; at `deadline` the connections
 * still open are destroyed so the close (and the pools its hooks end) can go on.
 */
export async function closeWithin(app: FastifyInstance, deadline: number): Promise<void> {
  const cutOff = setTimeout(() => app.server.closeAllConnections(), Math.max(0, deadline - Date.now()));
  try {
    await app.close();
  } finally {
    clearTimeout(cutOff);
  }
}
