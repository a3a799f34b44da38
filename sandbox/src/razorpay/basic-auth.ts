import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RazorpaySandboxConfig } from '../config.js';
import { errorAnswer } from './entities.js';

const same = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Razorpay's API authenticates every call with HTTP basic auth, `key_id:key_secret`; anything else answers 401. */
export const requireKeyAuth =
  (config: RazorpaySandboxConfig) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(request.headers.authorization ?? '');
    const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
    const colon = decoded.indexOf(':');
    const keyId = colon >= 0 ? decoded.slice(0, colon) : '';
    const secret = colon >= 0 ? decoded.slice(colon + 1) : '';
    const ok = same(keyId, config.keyId) && same(secret, config.keySecret);
    if (!ok) {
      await reply
        .status(401)
        .send(errorAnswer({ description: 'Authentication failed', source: 'NA', step: 'NA', reason: 'NA' }));
    }
  };
