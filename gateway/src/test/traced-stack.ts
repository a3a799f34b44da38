import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadApiConfig, type RunningApi, startApi } from '@sutra/api';
import { copyFolder } from '@sutra/api/test-database';
import { loadSandboxConfig, type RunningSandbox, startSandbox } from '@sutra/sandbox';
import { inject } from 'vitest';
import { loadGatewayConfig } from '../config.js';
import { type RunningGateway, startGateway } from '../server.js';
import { type RecordingProxy, startRecordingProxy } from './recording-proxy.js';

export interface TracedStack {
  gateway: RunningGateway;
  api: RunningApi;
  sandbox: RunningSandbox;
  /** What the api received from the gateway. */
  apiInbound: RecordingProxy;
  /** What the sandbox's Shiprocket received from the api. */
  shiprocketInbound: RecordingProxy;
  /** The api's log lines, parsed. */
  apiLog: Record<string, unknown>[];
  close(): Promise<void>;
}

/**
 * The three services listening on free ports (real HTTP, so requests go through the servers each service makes),
 * the gateway reaching the api and the api reaching Shiprocket through recording proxies, and the api logging at info
 * into `apiLog`. On a copy of the run's seeded PGlite template.
 */
export async function startTracedStack(): Promise<TracedStack> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sutra-traced-'));
  const template = inject('pgliteTemplate');
  await Promise.all(['pglite', 'media'].map((part) => copyFolder(path.join(template, part), path.join(dataDir, part))));
  const sandbox = await startSandbox(
    loadSandboxConfig({ PORT: '0', SMTP_PORT: '0', LOG_LEVEL: 'silent', SHIPROCKET_ADVANCE_SECONDS: '0' }),
  );
  const shiprocketInbound = await startRecordingProxy(`${sandbox.url}/shiprocket`);
  const apiLog: Record<string, unknown>[] = [];
  const logStream = {
    write: (line: string) => {
      apiLog.push(JSON.parse(line) as Record<string, unknown>);
      return true;
    },
  } as unknown as NodeJS.WritableStream;
  const api = await startApi(
    loadApiConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'info',
      SMTP_URL: `smtp://127.0.0.1:${sandbox.smtpPort}`,
      RAZORPAY_API_URL: `${sandbox.url}/razorpay`,
      SHIPROCKET_API_URL: shiprocketInbound.url,
      SMS_API_URL: `${sandbox.url}/sms`,
      WHATSAPP_API_URL: `${sandbox.url}/whatsapp`,
      RETRY_INTERVAL_SECONDS: '0',
    }),
    { logStream },
  );
  sandbox.setApiUrl(api.url);
  const apiInbound = await startRecordingProxy(api.url);
  const gateway = await startGateway(
    loadGatewayConfig({
      API_URL: apiInbound.url,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(dataDir, 'no-web'),
      NODE_ENV: 'test',
      RAZORPAY_CHECKOUT_URL: `${sandbox.url}/razorpay/v1/checkout.js`,
    }),
  );
  return {
    gateway,
    api,
    sandbox,
    apiInbound,
    shiprocketInbound,
    apiLog,
    close: async () => {
      await gateway.close();
      await apiInbound.close();
      await api.close();
      await shiprocketInbound.close();
      await sandbox.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A pincode no earlier request asked about (the api keeps estimates a day). */
export const freshPincode = (): string => String(110_001 + Math.floor(Math.random() * 800_000));

export const DELIVERY_ESTIMATE =
  'query DeliveryEstimate($pincode: String!) { deliveryEstimate(pincode: $pincode) { serviceable } }';
