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

  it('refuses to start in production at all', () => {
    expect(() => loadSandboxConfig({ NODE_ENV: 'production' })).toThrow(SANDBOX_IN_PRODUCTION);
  });
});
