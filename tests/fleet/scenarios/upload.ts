import assert from 'node:assert/strict';
import { pngImage } from '@sutra/api/test-images';
import type { Scenario } from '../scenario.js';
import { Recorder, Shopper } from '../shopper.js';

/**
 * An image uploaded through one api replica (as a shopper's return request does) is served, byte for byte, by the
 * other replica and by each gateway replica: nothing of it lives on one machine's disk.
 */
export const uploadSeenEverywhere: Scenario = {
  name: 'an upload through one api replica is served by every replica',
  run: async (fleet, figures) => {
    const shopper = new Shopper(fleet.shop.url, new Recorder(), 0);
    await shopper.signUp();
    const image = pngImage({ size: 24, rgb: [180, 40, 90] });
    const [first, second] = fleet.apis;
    assert.ok(first && second);
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'return.png');
    const uploaded = await fetch(`${first.url}/API/v1/uploadImg`, {
      method: 'POST',
      headers: { authorization: `Bearer ${shopper.token}`, 'x-forwarded-for': shopper.address },
      body: form,
    });
    assert.equal(uploaded.status, 201, `the upload is taken: ${uploaded.status}`);
    const { data } = (await uploaded.json()) as { data: string[] };
    const location = data[0];
    assert.ok(location?.startsWith('/media/'), `the upload answers its location (${location})`);
    const servers = [
      { name: 'the api it was uploaded to', url: first.url },
      { name: 'the other api', url: second.url },
      ...fleet.gateways.map((g, i) => ({ name: `gateway ${i + 1}`, url: g.url })),
    ];
    const served: Record<string, number> = {};
    Object.assign(figures, { location, served });
    for (const server of servers) {
      const response = await fetch(`${server.url}${location}`);
      const body = Buffer.from(await response.arrayBuffer());
      served[server.name] = response.status;
      assert.equal(response.status, 200, `${server.name} serves ${location}`);
      assert.ok(body.equals(image), `${server.name} serves the uploaded bytes`);
    }
  },
};
