import type { FastifyPluginAsync } from 'fastify';

/** What every provider may read while it runs; the api's origin can be learnt after start (see `setApiUrl`). */
export interface SandboxContext {
  apiUrl: string;
}

/**
 * One third party the sandbox stands in for. Each lives in its own folder (`src/mail/`, `src/razorpay/`,
 * `src/shiprocket/`) and plugs in here, so adding one touches nothing else:
 * - `api`: the provider's real HTTP contract, mounted at `/<name>` (e.g. `/razorpay/v1/orders`);
 * - `controls`: test and developer controls, mounted at `/sandbox/<name>` (e.g. `GET /sandbox/mail`);
 * - `start`/`close`: listeners and clocks that are not HTTP (the SMTP server, the shipment clock), run with the
 *   sandbox; `close` also waits for webhooks still being delivered.
 */
export interface SandboxProvider {
  name: string;
  api?: FastifyPluginAsync;
  controls?: FastifyPluginAsync;
  start?(): Promise<void>;
  close?(): Promise<void>;
}
