import { pngImage } from '@sutra/api/test-images';
import { shiprocketSandboxClient } from '@sutra/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codeOf, signUpBuyer, type TestBuyer } from '../test/buyers.js';
import { type GatewayUnderTest, startGatewayOverApi } from '../test/gateway-over-api.js';
import { purchase, shipmentOf } from '../test/purchase.js';
import { UPLOAD_PATH } from './upload.js';

const REQUEST_RETURN = `mutation ($input: ReturnRequestInput!) { requestReturn(input: $input) {
  message returnRequest { id orderNumber email reason images requestedAt lines { id name quantity } } } }`;

interface Payload {
  message: string;
  returnRequest: {
    id: string;
    orderNumber: string;
    email: string;
    reason: string;
    images: string[];
    requestedAt: string;
    lines: { id: string; name: string; quantity: number }[];
  };
}

let t: GatewayUnderTest;
let buyer: TestBuyer;
let stranger: TestBuyer;
let order: { orderNumber: string };
let strangersOrder: { orderNumber: string };

/** A purchase the courier has delivered (only delivered orders can be returned). */
async function deliveredPurchase(who: TestBuyer) {
  const placed = await purchase(t, who);
  await shiprocketSandboxClient(t.sandbox.url).advance(await shipmentOf(t, who, placed.id), 'DELIVERED');
  return placed;
}

beforeAll(async () => {
  t = await startGatewayOverApi();
  buyer = await signUpBuyer(t, 'Arjun Mehta');
  stranger = await signUpBuyer(t, 'Someone Else');
  order = await deliveredPurchase(buyer);
  strangersOrder = await deliveredPurchase(stranger);
});
afterAll(() => t.close());
beforeEach(() => t.reset());

/** Uploads through the gateway's upload endpoint (inject() carries the multipart body). */
async function uploaded(who: TestBuyer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([pngImage()], { type: 'image/png' }), 'tag.png');
  const request = new Request('http://store/', { method: 'POST', body: form });
  const res = await t.gateway.inject({
    method: 'POST',
    url: UPLOAD_PATH,
    headers: { ...who.headers, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  const location = res.json<{ data?: string[] }>().data?.[0];
  if (res.statusCode !== 201 || !location) throw new Error(`upload failed: ${res.body}`);
  return location;
}

const input = (images: string[], orderNumber = order.orderNumber) => ({
  orderNumber,
  email: 'arjun@example.in',
  reason: 'SIZE_DOES_NOT_FIT',
  images,
});

describe('requestReturn', () => {
  it('carries the uploaded locations to the api in one call and answers the request with its reason as an enum', async () => {
    const images = [await uploaded(buyer), await uploaded(buyer)];
    t.reset();
    const { data, errors } = await t.graphql<{ requestReturn: Payload }>(
      REQUEST_RETURN,
      { input: input(images) },
      buyer.headers,
    );
    expect(errors).toBeUndefined();
    expect(data?.requestReturn).toMatchObject({
      message: 'Return request submitted!',
      returnRequest: { orderNumber: order.orderNumber, email: 'arjun@example.in', reason: 'SIZE_DOES_NOT_FIT', images },
    });
    expect(data?.requestReturn.returnRequest.lines).toEqual([
      { id: expect.any(String), name: expect.any(String), quantity: 1 },
    ]);
    expect(t.upstream).toEqual([{ method: 'POST', url: '/return' }]);
  });

  it('maps every reason both ways', async () => {
    for (const reason of ['SIZE_DOES_NOT_FIT', 'QUALITY_ISSUE', 'WRONG_ITEM']) {
      // Each line is returned once: a fresh delivered order for each reason.
      const another = await deliveredPurchase(buyer);
      const { data, errors } = await t.graphql<{ requestReturn: Payload }>(
        REQUEST_RETURN,
        { input: { ...input([await uploaded(buyer)], another.orderNumber), reason } },
        buyer.headers,
      );
      expect(errors, reason).toBeUndefined();
      expect(data?.requestReturn.returnRequest.reason).toBe(reason);
    }
  });

  it("answers NOT_FOUND for another buyer's order or image", async () => {
    const mine = await uploaded(buyer);
    const theirs = await uploaded(stranger);
    const order = await t.graphql(REQUEST_RETURN, { input: input([mine], strangersOrder.orderNumber) }, buyer.headers);
    expect(order.errors?.[0]).toMatchObject({ message: 'Order not found', extensions: { code: 'NOT_FOUND' } });
    const image = await t.graphql(REQUEST_RETURN, { input: input([mine, theirs]) }, buyer.headers);
    expect(image.errors?.[0]).toMatchObject({ message: 'Uploaded image not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('answers BAD_USER_INPUT for an order not delivered and CONFLICT for a line asked back twice, each with the field’s code', async () => {
    const pending = await purchase(t, buyer);
    const early = await t.graphql(
      REQUEST_RETURN,
      { input: input([await uploaded(buyer)], pending.orderNumber) },
      buyer.headers,
    );
    const notDelivered = `Order ${pending.orderNumber} has not been delivered yet. You can ask for a return once it has arrived.`;
    expect(early.errors?.[0]).toMatchObject({
      message: notDelivered,
      extensions: {
        code: 'BAD_USER_INPUT',
        reason: 'not_returnable',
        fields: [{ field: 'input.orderNumber', code: 'not_delivered', message: notDelivered }],
      },
    });

    // `order` was returned whole by the first test.
    const again = await t.graphql(REQUEST_RETURN, { input: input([await uploaded(buyer)]) }, buyer.headers);
    expect(again.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'not_returnable',
      fields: [{ field: 'input.orderNumber', code: 'already_requested' }],
    });
  });

  it('answers BAD_USER_INPUT for four images, and UNAUTHENTICATED without a token', async () => {
    const four = [await uploaded(buyer), await uploaded(buyer), await uploaded(buyer), await uploaded(buyer)];
    t.reset();
    const tooMany = await t.graphql(REQUEST_RETURN, { input: input(four) }, buyer.headers);
    // The schema's @maxItems(max: 3) refuses the list in the gateway, before the api is asked.
    expect(tooMany.errors?.[0]).toMatchObject({
      message: 'Too many items: requestReturn(input).images takes at most 3.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(t.upstream).toHaveLength(0);
    const guest = await t.graphql(REQUEST_RETURN, { input: input(four.slice(0, 1)) });
    expect(codeOf(guest.errors)).toBe('UNAUTHENTICATED');
  });

  it('answers RATE_LIMITED after a buyer’s 10 return requests in an hour', async () => {
    const eager = await signUpBuyer(t, 'Eager Returner');
    const ask = () => t.graphql(REQUEST_RETURN, { input: input(['/media/uploads/x.png'], '1') }, eager.headers);
    for (let i = 0; i < 10; i++) expect(codeOf((await ask()).errors)).toBe('NOT_FOUND');
    const limited = await ask();
    expect(codeOf(limited.errors)).toBe('RATE_LIMITED');
    expect(limited.errors?.[0]?.message).toBe('Too many attempts. Please try again in 60 minutes.');
  });
});
