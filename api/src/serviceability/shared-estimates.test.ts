import {
  loadSandboxConfig,
  type RunningSandbox,
  type ShiprocketSandboxClient,
  shiprocketSandboxClient,
  startSandbox,
} from '@sutra/sandbox';
import { type RunningRedis, redisServerAvailable, startRedis } from '@sutra/settings/test-redis-server';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, call, randomIp } from '../test/accounts.js';
import { createTestApi, type TestApi } from '../test/test-api.js';
import { msUntilIndiaMidnight } from './india-dates.js';
import type { DeliveryEstimate } from './service.js';

/** Two api replicas sharing courier estimates through one real redis-server, asking the Shiprocket sandbox. */
describe.runIf(redisServerAvailable())('courier estimates shared through Redis (REDIS_URL)', () => {
  let sandbox: RunningSandbox;
  let shiprocket: ShiprocketSandboxClient;
  let redis: RunningRedis;
  let first: TestApi;
  let second: TestApi;

  beforeAll(async () => {
    sandbox = await startSandbox(
      loadSandboxConfig({ PORT: '0', SMTP_PORT: '0', LOG_LEVEL: 'silent', SHIPROCKET_ADVANCE_SECONDS: '0' }),
    );
    shiprocket = shiprocketSandboxClient(sandbox.url);
    redis = await startRedis();
    const env = { SHIPROCKET_API_URL: `${sandbox.url}/shiprocket`, RETRY_INTERVAL_SECONDS: '0', REDIS_URL: redis.url };
    [first, second] = await Promise.all([createTestApi({ env }), createTestApi({ env })]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await redis?.kill();
    await sandbox?.close();
  });

  type EstimateAnswer = Answer<{ success: true; result: DeliveryEstimate }>;
  const check = (api: TestApi, pincode: string): Promise<EstimateAnswer> =>
    call(api, 'GET', `/serviceability?pincode=${pincode}`, undefined, { ip: randomIp() });
  const asked = async (pincode: string) => (await shiprocket.serviceabilityRequests(pincode)).length;

  it('asks Shiprocket once for a pincode, whichever replica is asked', async () => {
    const one = await check(first, '560001');
    const other = await check(second, '560001');
    expect(one.status).toBe(200);
    expect(one.body.result.source).toBe('courier');
    expect(other.body).toEqual(one.body);
    expect(await asked('560001')).toBe(1);
  });

  it('keeps a courier answer in Redis until midnight in India (a day at most) and the usual promise for a minute, by Redis’s clock', async () => {
    const admin = createClient({ url: redis.url });
    await admin.connect();
    try {
      await check(first, '560003');
      const untilMidnight = Math.ceil(msUntilIndiaMidnight(new Date()) / 1000);
      const kept = await admin.ttl('sutra:api:estimate:560003');
      expect(kept).toBeGreaterThan(Math.min(86_400, untilMidnight) - 60);
      expect(kept).toBeLessThanOrEqual(Math.min(86_400, untilMidnight));
      await shiprocket.serviceabilityOutage(true);
      expect((await check(first, '560004')).body.result.source).toBe('usual');
      const minute = await admin.ttl('sutra:api:estimate:560004');
      expect(minute).toBeGreaterThan(0);
      expect(minute).toBeLessThanOrEqual(60);
    } finally {
      await shiprocket.serviceabilityOutage(false);
      admin.destroy();
    }
  });

  it('shares one Shiprocket call among a replica’s concurrent asks for a pincode', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => check(first, '600001')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await asked('600001')).toBe(1);
  });

  it('answers when Redis is slow (a miss: Shiprocket is asked) and when it is gone', async () => {
    const admin = createClient({ url: redis.url });
    await admin.connect();
    // Every client's commands wait 3 s: longer than the store waits (250 ms) for a read.
    await admin.sendCommand(['CLIENT', 'PAUSE', '3000', 'ALL']);
    admin.destroy();
    let started = performance.now();
    const slow = await check(second, '560001');
    expect(slow.status).toBe(200);
    expect(slow.body.result.source).toBe('courier');
    expect(performance.now() - started).toBeLessThan(2000);
    expect(await asked('560001')).toBe(2);

    await redis.kill();
    started = performance.now();
    const gone = await check(first, '700001');
    expect(gone.status).toBe(200);
    expect(gone.body.result.source).toBe('courier');
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
