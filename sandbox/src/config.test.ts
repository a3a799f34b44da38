import { SANDBOX_DEFAULTS } from '@sutra/settings';
import { describe, expect, it } from 'vitest';
import { loadSandboxConfig, SANDBOX_IN_PRODUCTION } from './config.js';

describe('sandbox configuration', () => {
  it('accepts the published test credentials with nothing set', () => {
    expect(loadSandboxConfig({}).razorpay).toEqual({
      keyId: SANDBOX_DEFAULTS.RAZORPAY_KEY_ID,
      keySecret: SANDBOX_DEFAULTS.RAZORPAY_KEY_SECRET,
      webhookSecret: SANDBOX_DEFAULTS.RAZORPAY_WEBHOOK_SECRET,
      upiApprovalMs: 1200,
    });
  });

  it('takes the SMS and WhatsApp credentials from the published settings, or from the environment', () => {
    const config = loadSandboxConfig({});
    expect(config.sms).toMatchObject({
      accountSid: SANDBOX_DEFAULTS.SMS_ACCOUNT_SID,
      authToken: SANDBOX_DEFAULTS.SMS_AUTH_TOKEN,
    });
    expect(config.whatsapp).toMatchObject({
      accessToken: SANDBOX_DEFAULTS.WHATSAPP_ACCESS_TOKEN,
      appSecret: SANDBOX_DEFAULTS.WHATSAPP_APP_SECRET,
      phoneNumberId: SANDBOX_DEFAULTS.WHATSAPP_PHONE_NUMBER_ID,
      publicUrl: SANDBOX_DEFAULTS.PUBLIC_URL,
    });
    expect(loadSandboxConfig({ PUBLIC_URL: 'https://sutra.example/' }).whatsapp.publicUrl).toBe(
      'https://sutra.example',
    );
    expect(() => loadSandboxConfig({ SMS_ACCOUNT_SID: 'not-a-sid' })).toThrow(/SMS_ACCOUNT_SID/);
    expect(() => loadSandboxConfig({ WHATSAPP_APP_SECRET: 'short' })).toThrow(/WHATSAPP_APP_SECRET/);
  });

  it('refuses to start in production at all', () => {
    expect(() => loadSandboxConfig({ NODE_ENV: 'production' })).toThrow(SANDBOX_IN_PRODUCTION);
  });
});
