import { describe, expect, it } from 'vitest';
import { assertProductionReady, ProductionSettingsError, productionProblems } from './production.js';
import { SANDBOX_DEFAULTS } from './sandbox-defaults.js';

describe('productionProblems', () => {
  it('names each setting that is unset, blank, the sandbox’s value or a sandbox address, in the order asked', () => {
    const env = {
      RAZORPAY_KEY_ID: SANDBOX_DEFAULTS.RAZORPAY_KEY_ID,
      RAZORPAY_KEY_SECRET: '   ',
      RAZORPAY_API_URL: 'https://sandbox.staging.example/razorpay/',
      SHIPROCKET_API_URL: 'https://apiv2.shiprocket.in',
      JWT_SECRET: 'a-real-secret-of-enough-length-0123456789',
    };
    expect(
      productionProblems(env, [
        'RAZORPAY_KEY_ID',
        'RAZORPAY_KEY_SECRET',
        'RAZORPAY_API_URL',
        'SHIPROCKET_API_URL',
        'JWT_SECRET',
        'SMTP_URL',
      ]),
    ).toEqual([
      "RAZORPAY_KEY_ID is the sandbox's default",
      'RAZORPAY_KEY_SECRET is not set',
      'RAZORPAY_API_URL points at the sandbox',
      'SMTP_URL is not set',
    ]);
  });
});

describe('assertProductionReady', () => {
  it('checks nothing outside production', () => {
    expect(() => assertProductionReady('api', { NODE_ENV: 'development' }, ['JWT_SECRET'])).not.toThrow();
    expect(() => assertProductionReady('api', {}, ['JWT_SECRET'])).not.toThrow();
  });

  it('throws one line naming every problem in production', () => {
    const env = { NODE_ENV: 'production', SMTP_URL: SANDBOX_DEFAULTS.SMTP_URL };
    let thrown: unknown;
    try {
      assertProductionReady('api', env, ['JWT_SECRET', 'SMTP_URL']);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ProductionSettingsError);
    expect((thrown as Error).message).toBe(
      "api refuses to start in production: JWT_SECRET is not set; SMTP_URL is the sandbox's default.",
    );
    expect((thrown as Error).message).not.toContain('\n');
  });
});
