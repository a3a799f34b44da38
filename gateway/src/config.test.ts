import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SANDBOX_DEFAULTS } from '@sutra/settings';
import { describe, expect, it } from 'vitest';
import { loadGatewayConfig, PRODUCTION_SETTINGS } from './config.js';

const gatewayDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://www.sutra.in',
  RAZORPAY_CHECKOUT_URL: 'https://checkout.razorpay.com/v1/checkout.js',
};

function startGatewayProcess(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: gatewayDir,
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

describe('gateway configuration', () => {
  it('needs nothing set in development: it points the browser at the sandbox’s checkout.js', () => {
    const config = loadGatewayConfig({});
    expect(config.razorpayCheckoutUrl).toBe(SANDBOX_DEFAULTS.RAZORPAY_CHECKOUT_URL);
  });

  it('holds no Shiprocket login: order tracking comes through the api', () => {
    const config = loadGatewayConfig({ SHIPROCKET_PASSWORD: 'live-shiprocket-password' });
    expect(JSON.stringify(config)).not.toMatch(/shiprocket/i);
    expect(PRODUCTION_SETTINGS.filter((name) => name.startsWith('SHIPROCKET'))).toEqual([]);
  });

  it('caches public answers in process, 16 MiB at most, by default', () => {
    expect(loadGatewayConfig({}).responseCache).toEqual({
      enabled: true,
      maxBytes: 16 * 1024 * 1024,
      redisUrl: undefined,
    });
  });

  it('takes a redis:// REDIS_URL for the shared cache, and refuses anything else', () => {
    const config = loadGatewayConfig({
      REDIS_URL: 'redis://cache.internal:6379/2',
      RESPONSE_CACHE_MAX_BYTES: '1048576',
      RESPONSE_CACHE: 'off',
    });
    expect(config.responseCache).toEqual({
      enabled: false,
      maxBytes: 1048576,
      redisUrl: 'redis://cache.internal:6379/2',
    });
    expect(loadGatewayConfig({ REDIS_URL: '' }).responseCache.redisUrl).toBeUndefined();
    expect(() => loadGatewayConfig({ REDIS_URL: 'http://cache.internal:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadGatewayConfig({ RESPONSE_CACHE_MAX_BYTES: '10' })).toThrow(/RESPONSE_CACHE_MAX_BYTES/);
  });

  it('starts in production when checkout.js and the public address are real', () => {
    expect(loadGatewayConfig(PRODUCTION_ENV).production).toBe(true);
  });

  it('exits with a non-zero code and one line naming every unset or sandbox setting in production', async () => {
    const { code, stderr } = await startGatewayProcess({
      ...PRODUCTION_ENV,
      SHIPROCKET_PASSWORD: SANDBOX_DEFAULTS.SHIPROCKET_PASSWORD,
      RAZORPAY_CHECKOUT_URL: 'https://sandbox.sutra.in/razorpay/v1/checkout.js',
      PUBLIC_URL: '',
    });
    expect(code).not.toBe(0);
    expect(stderr.trim().split('\n')).toEqual([
      'gateway refuses to start in production: PUBLIC_URL is not set; RAZORPAY_CHECKOUT_URL points at the sandbox.',
    ]);
  });
});
