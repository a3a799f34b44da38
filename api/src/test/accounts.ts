import { randomInt, randomUUID } from 'node:crypto';
import {
  loadSandboxConfig,
  type MailboxClient,
  mailboxClient,
  type RunningSandbox,
  startSandbox,
} from '@sutra/sandbox';
import type { BuyerJson } from '../accounts/buyer-json.js';
import { API_PREFIX } from '../app.js';
import { createTestApi, type TestApi } from './test-api.js';

/** A known signing secret, so tests can forge tokens the way an attacker with or without it would. */
export const TEST_JWT_SECRET = 'test-secret-for-the-api-suite-0123456789abcdef';

/**
 * Hashing at the test cost (`auth/passwords.ts`), for files that check counting (limits, lockouts, codes) with hundreds
 * of wrong passwords: what they test does not depend on the hash's cost. `signup-login.test.ts` checks a sign-up's hash
 * carries the production parameters, at the standard cost every other file keeps.
 */
export const CHEAP_PASSWORD_HASHING = { NODE_ENV: 'test', PASSWORD_HASH_COST: 'test' } as const;

export interface AccountsHarness {
  api: TestApi;
  sandbox: RunningSandbox;
  /** Reads the sandbox's mail over HTTP, as a shopper's mail client would see it. */
  mailbox: MailboxClient;
  close(): Promise<void>;
}

/** The real api (fresh seeded database) sending mail over SMTP and SMS and WhatsApp to a real sandbox, on free ports. */
export async function startAccountsHarness(options: { env?: Record<string, string> } = {}): Promise<AccountsHarness> {
  const sandbox = await startSandbox(loadSandboxConfig({ PORT: '0', SMTP_PORT: '0', LOG_LEVEL: 'silent' }));
  const api = await createTestApi({
    env: {
      ...options.env,
      SMTP_URL: `smtp://127.0.0.1:${sandbox.smtpPort}`,
      SMS_API_URL: `${sandbox.url}/sms`,
      WHATSAPP_API_URL: `${sandbox.url}/whatsapp`,
      JWT_SECRET: TEST_JWT_SECRET,
    },
  });
  return {
    api,
    sandbox,
    mailbox: mailboxClient(sandbox.url),
    close: async () => {
      await api.close();
      await sandbox.close();
    },
  };
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

export interface CallOptions {
  token?: string | undefined;
  /** The caller's address (sent as X-Forwarded-For, as the gateway does); a random one by default. */
  ip?: string;
  headers?: Record<string, string>;
}

export const randomIp = (): string => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
export const uniqueEmail = (label = 'buyer'): string => `${label}-${randomUUID().slice(0, 8)}@example.in`;

/** Calls `/API/v1<path>` with `inject()`; answers status, parsed body and headers. */
export async function call<T = Record<string, unknown>>(
  api: TestApi,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const res = await api.app.inject({
    method,
    url: `${API_PREFIX}${path}`,
    headers: {
      'x-forwarded-for': options.ip ?? randomIp(),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json<T>(), headers: res.headers };
}

export interface SignedInBuyer {
  id: string;
  email: string;
  password: string;
  token: string;
  buyer: BuyerJson;
}

/** Signs a new buyer up and logs them in. */
export async function newBuyer(
  api: TestApi,
  overrides: { email?: string; password?: string; name?: string } = {},
): Promise<SignedInBuyer> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'secret-pass-1';
  const signup = await call(api, 'POST', '/buyer_signup', { email, password, name: overrides.name ?? 'Test Buyer' });
  if (signup.status !== 201) throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
  const login = await call<{ token: string; result: BuyerJson }>(api, 'POST', '/buyer_login', { email, password });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { id: login.body.result._id, email, password, token: login.body.token, buyer: login.body.result };
}

/** The 6-digit code in the newest reset mail to `email`, read from the sandbox like a real client would. */
export async function latestResetCode(mailbox: MailboxClient, email: string, count = 1): Promise<string> {
  const [mail] = await mailbox.waitFor(email, { count });
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!mail || !code) throw new Error(`no reset code in the mail to ${email}`);
  return code;
}
