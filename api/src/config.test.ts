import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ProductionSettingsError, SANDBOX_DEFAULTS } from '@sutra/settings';
import { describe, expect, it } from 'vitest';
import { loadApiConfig, PRODUCTION_SETTINGS } from './config.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Real values a production deployment would set (none of them the sandbox's). */
const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://www.sutra.in',
  JWT_SECRET: 'a-production-secret-that-is-long-enough-0123',
  SMTP_URL: 'smtps://mailer:password@smtp.sutra.in:465',
  RAZORPAY_API_URL: 'https://api.razorpay.com',
  RAZORPAY_KEY_ID: 'rzp_live_SutraStore0001',
  RAZORPAY_KEY_SECRET: 'live-key-secret-0123456789',
  RAZORPAY_WEBHOOK_SECRET: 'live-webhook-secret-0123456789',
  SHIPROCKET_API_URL: 'https://apiv2.shiprocket.in',
  SHIPROCKET_EMAIL: 'api@sutra.in.example',
  SHIPROCKET_PASSWORD: 'live-shiprocket-password',
  SHIPPING_WEBHOOK_TOKEN: 'live-shipping-webhook-token',
  SMS_API_URL: 'https://api.twilio.com',
  SMS_ACCOUNT_SID: 'ACsutralive0000000000000000000001',
  SMS_AUTH_TOKEN: 'live-twilio-auth-token-0123',
  WHATSAPP_API_URL: 'https://graph.facebook.com',
  WHATSAPP_PHONE_NUMBER_ID: '200000000000002',
  WHATSAPP_ACCESS_TOKEN: 'live-whatsapp-access-token-0123',
  WHATSAPP_APP_SECRET: 'live-whatsapp-app-secret-0123',
  WHATSAPP_VERIFY_TOKEN: 'live-whatsapp-verify-token-0123',
  INVOICE_SELLER_GSTIN: '08AABCS1429B1ZU',
};

/** Starts `pnpm --filter @sutra/api start` as production would and answers how it ended. */
function startApiProcess(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

describe('api configuration', () => {
  it('needs nothing set in development: it talks to the sandbox with its published test keys', () => {
    const config = loadApiConfig({});
    expect(config.production).toBe(false);
    expect(config.razorpay).toMatchObject({
      apiUrl: SANDBOX_DEFAULTS.RAZORPAY_API_URL,
      keyId: SANDBOX_DEFAULTS.RAZORPAY_KEY_ID,
      keySecret: SANDBOX_DEFAULTS.RAZORPAY_KEY_SECRET,
    });
    expect(config.smtpUrl).toBe(SANDBOX_DEFAULTS.SMTP_URL);
  });

  it('keeps media in the folder on the embedded database and in PostgreSQL with DATABASE_URL, unless MEDIA_STORE says', () => {
    const server = { DATABASE_URL: 'postgres://sutra@db.internal:5432/sutra' };
    expect(loadApiConfig({}).mediaStore).toBe('fs');
    expect(loadApiConfig(server).mediaStore).toBe('postgres');
    expect(loadApiConfig({ ...server, MEDIA_STORE: 'fs' }).mediaStore).toBe('fs');
    expect(loadApiConfig({ MEDIA_STORE: 'postgres' }).mediaStore).toBe('postgres');
    expect(() => loadApiConfig({ MEDIA_STORE: 's3' })).toThrow(/MEDIA_STORE must be fs or postgres/);
  });

  it('starts in production when every provider setting and secret is real', () => {
    expect(loadApiConfig(PRODUCTION_ENV).production).toBe(true);
  });

  it('refuses production with any setting unset, the sandbox’s, or pointing at the sandbox — naming each', () => {
    const refusal = (env: Record<string, string | undefined>) => {
      try {
        loadApiConfig(env);
        return [];
      } catch (error) {
        if (!(error instanceof ProductionSettingsError)) throw error;
        return error.problems;
      }
    };
    expect(refusal({ NODE_ENV: 'production' })).toEqual(PRODUCTION_SETTINGS.map((name) => `${name} is not set`));
    for (const name of PRODUCTION_SETTINGS) {
      expect(refusal({ ...PRODUCTION_ENV, [name]: undefined }), name).toEqual([`${name} is not set`]);
      const sandboxValue = SANDBOX_DEFAULTS[name as keyof typeof SANDBOX_DEFAULTS];
      if (sandboxValue) {
        expect(refusal({ ...PRODUCTION_ENV, [name]: sandboxValue }), name).toEqual([
          `${name} is the sandbox's default`,
        ]);
      }
    }
    expect(refusal({ ...PRODUCTION_ENV, RAZORPAY_API_URL: 'https://staging.sutra.in/razorpay' })).toEqual([
      'RAZORPAY_API_URL points at the sandbox',
    ]);
  });

  it('exits with a non-zero code and one line naming every problem when production starts on sandbox secrets', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sutra-api-production-'));
    try {
      const { code, stderr } = await startApiProcess({
        ...PRODUCTION_ENV,
        DATA_DIR: dataDir,
        RAZORPAY_KEY_SECRET: SANDBOX_DEFAULTS.RAZORPAY_KEY_SECRET,
        SHIPPING_WEBHOOK_TOKEN: SANDBOX_DEFAULTS.SHIPPING_WEBHOOK_TOKEN,
        JWT_SECRET: '',
      });
      expect(code).not.toBe(0);
      expect(stderr.trim().split('\n')).toEqual([
        "api refuses to start in production: JWT_SECRET is not set; RAZORPAY_KEY_SECRET is the sandbox's default; " +
          "SHIPPING_WEBHOOK_TOKEN is the sandbox's default.",
      ]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('hashes passwords at the standard cost, and takes the cheap test cost only under NODE_ENV=test', () => {
    expect(loadApiConfig({}).passwordHashCost).toBe('standard');
    expect(loadApiConfig(PRODUCTION_ENV).passwordHashCost).toBe('standard');
    expect(loadApiConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test' }).passwordHashCost).toBe('test');
    for (const env of [{ ...PRODUCTION_ENV }, { NODE_ENV: 'development' }, {}]) {
      expect(() => loadApiConfig({ ...env, PASSWORD_HASH_COST: 'test' })).toThrow(
        /PASSWORD_HASH_COST: test is only for NODE_ENV=test/,
      );
    }
    expect(() => loadApiConfig({ PASSWORD_HASH_COST: 'low' })).toThrow(/PASSWORD_HASH_COST/);
  });

  it('refuses a TRUST_PROXY that would believe any client', () => {
    expect(() => loadApiConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true would believe any client/);
  });

  it('picks parcels up in Jaipur (302001) unless SHIPROCKET_PICKUP_PINCODE names another pincode', () => {
    expect(loadApiConfig({}).shiprocket.pickupPincode).toBe('302001');
    expect(loadApiConfig({ SHIPROCKET_PICKUP_PINCODE: '110020' }).shiprocket.pickupPincode).toBe('110020');
    for (const bad of ['02001', '012345', 'Jaipur']) {
      expect(() => loadApiConfig({ SHIPROCKET_PICKUP_PINCODE: bad })).toThrow(
        /SHIPROCKET_PICKUP_PINCODE must be a 6-digit pincode/,
      );
    }
  });

  it('keeps caches in process unless REDIS_URL names a redis:// server, and refuses anything else', () => {
    expect(loadApiConfig({}).redisUrl).toBeUndefined();
    expect(loadApiConfig({ REDIS_URL: '' }).redisUrl).toBeUndefined();
    expect(loadApiConfig({ REDIS_URL: 'redis://cache.internal:6379/1' }).redisUrl).toBe(
      'redis://cache.internal:6379/1',
    );
    expect(loadApiConfig({ REDIS_URL: 'rediss://cache.internal:6380' }).redisUrl).toBe('rediss://cache.internal:6380');
    expect(() => loadApiConfig({ REDIS_URL: 'http://cache.internal' })).toThrow(/REDIS_URL/);
  });
});
