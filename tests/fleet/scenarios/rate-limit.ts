import assert from 'node:assert/strict';
import { randomInt, randomUUID } from 'node:crypto';
import type { Scenario } from '../scenario.js';

/**
 * Sends reset-code requests (limited per client address) from one address until the api refuses with 429; answers
 * how many it took. Each request names a new email, so only the per-address counter is spent.
 */
async function requestsUntilRefused(urls: string[], limit = 100): Promise<{ tripsAt: number; replicas: Set<string> }> {
  const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const replicas = new Set<string>();
  const ask = async (url: string) => {
    const response = await fetch(`${url}/API/v1/buyer_forgot_password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email: `nobody-${randomUUID().slice(0, 8)}@example.in` }),
    });
    await response.arrayBuffer();
    return response.status;
  };
  for (let n = 1; n <= limit; n++) {
    const url = urls[(n - 1) % urls.length] as string;
    replicas.add(url);
    const status = await ask(url);
    if (status === 429) {
      // Once tripped, the limit holds on every replica, not only on the one that counted last.
      for (const other of urls) assert.equal(await ask(other), 429, `${other} refuses too once the limit tripped`);
      return { tripsAt: n, replicas };
    }
    assert.equal(status, 200, `request ${n} to ${url} is answered`);
  }
  throw new Error(`no 429 within ${limit} requests`);
}

/** The per-address limit on reset codes trips at the same request whether one replica counts or both do. */
export const sharedRateLimit: Scenario = {
  name: 'a rate limit trips at the same count across replicas as on one',
  run: async (fleet, figures) => {
    const urls = fleet.apis.map((a) => a.url);
    const one = await requestsUntilRefused([urls[0] as string]);
    figures.tripsAtOnOneReplica = one.tripsAt;
    const alternating = await requestsUntilRefused(urls);
    figures.tripsAtAlternating = alternating.tripsAt;
    assert.equal(alternating.replicas.size, urls.length, 'the requests went to every replica');
    assert.equal(alternating.tripsAt, one.tripsAt, 'the limit trips at the same request across replicas');
  },
};
