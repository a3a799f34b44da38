import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ApiConfig, loadApiConfig, type RunningApi, startApi } from '@sutra/api';
import { copyFolder, copyOfTemplate } from '@sutra/api/test-database';
import {
  loadSandboxConfig,
  type MailboxClient,
  mailboxClient,
  type RunningSandbox,
  startSandbox,
} from '@sutra/sandbox';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { loadGatewayConfig } from '../config.js';
import type { UpstreamRequest } from '../rest/client.js';
import { buildGateway } from '../server.js';
import { startRecordingProxy } from './recording-proxy.js';

/** An error as the gateway answers it: a message, a class and reason, and for refused input the fields. */
export interface GraphQLAnswerError {
  message: string;
  extensions?: {
    code?: string;
    reason?: string;
    retryAfterSeconds?: number;
    fields?: { field: string; code: string; message: string }[];
  };
}

export interface GatewayUnderTest {
  gateway: FastifyInstance;
  api: RunningApi;
  /** The api's configuration (its data directory, the secret its TOTP secrets are sealed with). */
  apiConfig: ApiConfig;
  /** The mail sandbox the api sends to. */
  sandbox: RunningSandbox;
  mailbox: MailboxClient;
  /** The api's data directory (its media folder is `dataDir/media`). */
  dataDir: string;
  /** Every REST call the gateway made since the last `reset()`. */
  upstream: UpstreamRequest[];
  /**
   * Every request the api made to Shiprocket since the last `reset()`, as paths below `/v1/external` (e.g.
   * `/courier/track`): the store's one Shiprocket client is the api's.
   */
  shiprocketCalls: string[];
  reset(): void;
  /**
   * Another gateway over the same api (a second replica), counting its own REST calls; closed with this one.
   * `gatewayEnv` adds to its configuration.
   */
  replica(gatewayEnv?: Record<string, string>): Promise<{ gateway: FastifyInstance; upstream: UpstreamRequest[] }>;
  /** POSTs a GraphQL operation and answers the parsed body. */
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{ data?: T; errors?: GraphQLAnswerError[] }>;
  close(): Promise<void>;
}

/**
 * The api hashing passwords at its test-only cost (`api/src/auth/passwords.ts`; refused outside NODE_ENV=test), for
 * files that guess many passwords to check counting, which does not depend on the hash's cost.
 */
export const CHEAP_PASSWORD_HASHING: Record<string, string> = { NODE_ENV: 'test', PASSWORD_HASH_COST: 'test' };

/**
 * The api's database for one test file: a copy of the run's seeded PGlite template in `dataDir` (the default), or, in
 * the `postgres` project, a copy of the run's seeded template on TEST_DATABASE_URL; either way with its product images
 * copied into `dataDir`.
 */
async function testDatabase(dataDir: string): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.SUTRA_TEST_DB !== 'postgres' || !adminUrl) {
    // Only the database and its images: the api makes its own signing secret in a fresh data directory.
    const template = inject('pgliteTemplate');
    await Promise.all(
      ['pglite', 'media'].map((part) => copyFolder(path.join(template, part), path.join(dataDir, part))),
    );
    return { env: {}, drop: async () => undefined };
  }
  const copy = await copyOfTemplate(adminUrl, inject('postgresTemplate'));
  await copyFolder(inject('postgresTemplateMedia'), path.join(dataDir, 'media'));
  return { env: { DATABASE_URL: copy.url }, drop: copy.drop };
}

/**
 * The real gateway over the real api (a fresh copy of a seeded database, PGlite or PostgreSQL) and a real sandbox (mail, SMS, WhatsApp,
 * Razorpay, Shiprocket with its clock off: tests advance shipments), on free ports. `gatewayEnv` adds to the gateway's configuration,
 * e.g. a WEB_DIST holding a built app; `apiEnv` to the api's, e.g. `CHEAP_PASSWORD_HASHING`.
 */
export async function startGatewayOverApi(
  options: { gatewayEnv?: Record<string, string>; apiEnv?: Record<string, string> } = {},
): Promise<GatewayUnderTest> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sutra-gateway-test-'));
  const database = await testDatabase(dataDir);
  const sandbox = await startSandbox(
    loadSandboxConfig({ PORT: '0', SMTP_PORT: '0', LOG_LEVEL: 'silent', SHIPROCKET_ADVANCE_SECONDS: '0' }),
  );
  const shiprocketInbound = await startRecordingProxy(`${sandbox.url}/shiprocket`);
  const apiConfig = loadApiConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    SMTP_URL: `smtp://127.0.0.1:${sandbox.smtpPort}`,
    RAZORPAY_API_URL: `${sandbox.url}/razorpay`,
    SHIPROCKET_API_URL: shiprocketInbound.url,
    SMS_API_URL: `${sandbox.url}/sms`,
    WHATSAPP_API_URL: `${sandbox.url}/whatsapp`,
    RETRY_INTERVAL_SECONDS: '0',
    ...options.apiEnv,
    ...database.env,
  });
  const api = await startApi(apiConfig);
  sandbox.setApiUrl(api.url);
  const shiprocketCalls = () =>
    shiprocketInbound.received
      .slice(shiprocketSeen)
      .map((r) => r.url.replace(/^\/v1\/external/, '').split('?')[0] ?? '');
  let shiprocketSeen = 0;
  const upstream: UpstreamRequest[] = [];
  const gatewayConfig = (env: Record<string, string> | undefined) =>
    loadGatewayConfig({
      API_URL: api.url,
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(dataDir, 'no-web'),
      NODE_ENV: 'test',
      RAZORPAY_CHECKOUT_URL: `${sandbox.url}/razorpay/v1/checkout.js`,
      ...env,
    });
  const gateway = await buildGateway(gatewayConfig(options.gatewayEnv), {
    onUpstreamRequest: (r) => upstream.push(r),
  });
  await gateway.ready();
  const replicas: FastifyInstance[] = [];
  return {
    gateway,
    api,
    apiConfig,
    sandbox,
    mailbox: mailboxClient(sandbox.url),
    dataDir,
    upstream,
    get shiprocketCalls() {
      return shiprocketCalls();
    },
    reset: () => {
      upstream.length = 0;
      shiprocketSeen = shiprocketInbound.received.length;
    },
    replica: async (gatewayEnv) => {
      const calls: UpstreamRequest[] = [];
      const replica = await buildGateway(gatewayConfig({ ...options.gatewayEnv, ...gatewayEnv }), {
        onUpstreamRequest: (r) => calls.push(r),
      });
      replicas.push(replica);
      await replica.ready();
      return { gateway: replica, upstream: calls };
    },
    graphql: async (query, variables, headers) => {
      const res = await gateway.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...headers },
        payload: { query, variables },
      });
      return res.json();
    },
    close: async () => {
      for (const replica of replicas) await replica.close();
      await gateway.close();
      await api.close();
      await shiprocketInbound.close();
      await sandbox.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
