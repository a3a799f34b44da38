import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_OWNER_LOGIN, ProductionSettingsError } from '@sutra/settings';
import { afterAll, describe, expect, it } from 'vitest';
import { loadApiConfig } from '../config.js';
import { prepareDatabase } from '../server.js';

/** Start-up itself: development seeds the demo owner, and production then refuses to start on that database. */
let dataDir = '';
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** Real-looking production settings: nothing the sandbox publishes, providers on a domain that never resolves. */
const production = (): Record<string, string> => {
  const secret = () => randomBytes(24).toString('hex');
  return {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://shop.sutra.example',
    JWT_SECRET: secret(),
    SMTP_URL: 'smtp://mail.providers.invalid:25',
    RAZORPAY_API_URL: 'https://razorpay.providers.invalid',
    RAZORPAY_KEY_ID: 'rzp_live_unused',
    RAZORPAY_KEY_SECRET: secret(),
    RAZORPAY_WEBHOOK_SECRET: secret(),
    SHIPPING_WEBHOOK_TOKEN: secret(),
    INVOICE_SELLER_GSTIN: '08AABCS1429B1ZU',
    SHIPROCKET_API_URL: 'https://shiprocket.providers.invalid',
    SHIPROCKET_EMAIL: 'ops@providers.invalid',
    SHIPROCKET_PASSWORD: secret(),
    SMS_API_URL: 'https://sms.providers.invalid',
    SMS_ACCOUNT_SID: 'ACunused',
    SMS_AUTH_TOKEN: secret(),
    WHATSAPP_API_URL: 'https://whatsapp.providers.invalid',
    WHATSAPP_PHONE_NUMBER_ID: '200000000000002',
    WHATSAPP_ACCESS_TOKEN: secret(),
    WHATSAPP_APP_SECRET: secret(),
    WHATSAPP_VERIFY_TOKEN: secret(),
  };
};

describe('the demo owner at start-up', () => {
  it('is seeded in development, and production refuses to start on that database', { timeout: 300_000 }, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sutra-demo-owner-'));
    const development = await prepareDatabase(loadApiConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
    expect(development.seed.demoOwner).toBe(true);
    await development.database.close();

    const refusal = prepareDatabase(loadApiConfig({ ...production(), DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
    await expect(refusal).rejects.toThrow(ProductionSettingsError);
    await expect(refusal).rejects.toThrow(`the demo owner ${DEMO_OWNER_LOGIN.email} is an active member of staff`);
  });
});
