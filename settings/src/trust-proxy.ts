import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';

/**
 * Whether the hop at `address`, `hop` steps from this server (0 = the peer of the connection), is a proxy whose
 * `X-Forwarded-For` may be believed. Fastify walks the header right to left while hops are trusted, so a request's
 * address is the right-most one no trusted proxy vouches for — never the left-most, which the client writes itself.
 */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * Reads `TRUST_PROXY`: unset = loopback only (a proxy on the same machine, as `pnpm start` runs the gateway before the
 * api); `false` = nobody, the connection's peer is the client; a hop count = the nearest N hops, whoever they are
 * (only when every request reaches the service through exactly N proxies); or a comma list of addresses, CIDRs and
 * proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`). `true` is refused: it would believe any client.
 */
export function parseTrustProxy(setting: string | undefined): TrustProxy {
  const value = setting?.trim() ?? '';
  if (value === '') return proxyAddr.compile('loopback');
  if (value === 'false') return () => false;
  if (value === 'true') {
    throw new Error("TRUST_PROXY=true would believe any client's X-Forwarded-For: name the proxies or a hop count");
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    return proxyAddr.compile(entries);
  } catch (error) {
    throw new Error(`TRUST_PROXY: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** `TRUST_PROXY` in a service's environment schema: parsed once, a bad value named with the other bad settings. */
export const trustProxySetting = z
  .string()
  .optional()
  .transform((value, ctx): TrustProxy => {
    try {
      return parseTrustProxy(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
      return z.NEVER;
    }
  });
