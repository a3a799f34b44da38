import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadApiConfig, type RunningApi, startApi } from '@sutra/api';
import { loadGatewayConfig, type RunningGateway, startGateway } from '@sutra/gateway';
import { loadSandboxConfig, type RunningSandbox, startSandbox } from '@sutra/sandbox';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const webDist = path.join(repoRoot, 'web', 'dist');

export interface Stack {
  /** The store's origin (the gateway), e.g. `http://127.0.0.1:43121`. */
  url: string;
  api: RunningApi;
  gateway: RunningGateway;
  /** The third-party stand-ins; `${sandbox.url}/sandbox/mail?to=` lists the mail the store sent. */
  sandbox: RunningSandbox;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the whole store the way `pnpm start` does — sandbox, api and gateway, the gateway calling the api over HTTP,
 * the api mailing, paying and shipping through the sandbox (whose webhooks come back to it) — on free ports with a
 * throw-away data directory (a fresh, seeded PGlite database). Needs the web app built.
 */
export interface StackOptions {
  logLevel?: string;
  /** Use (and keep) this data directory instead of a throw-away one. */
  dataDir?: string;
  /** The sandbox's shipment clock: seconds between automatic status steps; 0 (the default) = only when asked. */
  shipmentAdvanceSeconds?: number;
}

/** NODE_ENV before `startStack` set it for the server renderer's React. */
const nodeEnvAtLoad = process.env.NODE_ENV;

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`No built web app at ${webDist}: run \`pnpm build\` first.`);
  }
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'sutra-stack-')));
  const logLevel = options.logLevel ?? 'warn';
  const sandbox = await startSandbox(
    loadSandboxConfig({
      PORT: '0',
      SMTP_PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: logLevel,
      // Journeys move shipments themselves (POST /sandbox/shiprocket/orders/<id>/advance).
      SHIPROCKET_ADVANCE_SECONDS: String(options.shipmentAdvanceSeconds ?? 0),
    }),
  );
  const api = await startApi(
    loadApiConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: logLevel,
      SMTP_URL: `smtp://127.0.0.1:${sandbox.smtpPort}`,
      RAZORPAY_API_URL: `${sandbox.url}/razorpay`,
      SHIPROCKET_API_URL: `${sandbox.url}/shiprocket`,
      SMS_API_URL: `${sandbox.url}/sms`,
      WHATSAPP_API_URL: `${sandbox.url}/whatsapp`,
    }),
  );
  sandbox.setApiUrl(api.url);
  // The web app's server renderer is bundled with React, which picks its build by NODE_ENV when the gateway loads it:
  // render as deployed (production), not with the development build's checks and a stack captured per element (its
  // `jsx` alone was a quarter of the server render's CPU in the journeys). The gateway's own settings stay the
  // development ones (its explorer, no secrets required): its config reads NODE_ENV as it was when this module loaded,
  // so a second stack in the same process is configured as the first.
  const gatewayEnv = { ...process.env, NODE_ENV: nodeEnvAtLoad };
  process.env.NODE_ENV ??= 'production';
  const gateway = await startGateway(
    loadGatewayConfig({
      ...gatewayEnv,
      API_URL: api.url,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: logLevel,
      WEB_DIST: webDist,
      RAZORPAY_CHECKOUT_URL: `${sandbox.url}/razorpay/v1/checkout.js`,
    }),
  );
  sandbox.setPublicUrl(gateway.url);
  return {
    url: gateway.url,
    api,
    gateway,
    sandbox,
    dataDir,
    stop: async () => {
      await gateway.close();
      await api.close();
      await sandbox.close();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
