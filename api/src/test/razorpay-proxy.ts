import Fastify from 'fastify';
import type { RazorpayPaymentEntity } from '../providers/razorpay.js';

/**
 * Razorpay's wire, played by the sandbox, with a hand on it: a proxy the api talks to instead of the sandbox's
 * Razorpay, passing every call through unless a test says otherwise. It plays what the sandbox never does — a
 * payment Razorpay reports for another amount or in another state, or a refund Razorpay refuses for a while.
 */
export interface RazorpayProxy {
  /** The origin to give the api as RAZORPAY_API_URL. */
  url: string;
  /** Rewrites every payment Razorpay answers by id until reset with `null`. */
  rewritePayments(rewrite: ((payment: RazorpayPaymentEntity) => RazorpayPaymentEntity) | null): void;
  /** While on, refunds answer 503 as when Razorpay is down. */
  failRefunds(on: boolean): void;
  /** Every call the api made through the proxy so far, as `METHOD /path`, oldest first. */
  calls(): readonly string[];
  close(): Promise<void>;
}

export async function startRazorpayProxy(sandboxRazorpayUrl: string): Promise<RazorpayProxy> {
  let rewrite: ((payment: RazorpayPaymentEntity) => RazorpayPaymentEntity) | null = null;
  let refundsFail = false;
  const calls: string[] = [];
  const app = Fastify();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.all('/*', async (request, reply) => {
    calls.push(`${request.method} ${request.url.split('?')[0]}`);
    if (refundsFail && request.method === 'POST' && /\/refund$/.test(request.url)) {
      return reply.status(503).send({ error: { code: 'SERVER_ERROR', description: 'Refunds are down' } });
    }
    const upstream = await fetch(`${sandboxRazorpayUrl}${request.url}`, {
      method: request.method,
      headers: {
        authorization: request.headers.authorization ?? '',
        'content-type': request.headers['content-type'] ?? 'application/json',
        ...(typeof request.headers['x-refund-idempotency'] === 'string'
          ? { 'x-refund-idempotency': request.headers['x-refund-idempotency'] }
          : {}),
      },
      ...(typeof request.body === 'string' && request.body ? { body: request.body } : {}),
    });
    const text = await upstream.text();
    const isPaymentRead = request.method === 'GET' && /^\/v1\/payments\/[^/]+$/.test(request.url.split('?')[0] ?? '');
    const body = rewrite && isPaymentRead && upstream.ok ? JSON.stringify(rewrite(JSON.parse(text))) : text;
    return reply.status(upstream.status).type('application/json').send(body);
  });

  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    rewritePayments: (next) => {
      rewrite = next;
    },
    failRefunds: (on) => {
      refundsFail = on;
    },
    calls: () => [...calls],
    close: () => app.close(),
  };
}
