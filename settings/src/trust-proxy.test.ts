import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './trust-proxy.js';

/** The address Fastify would give a request from `peer` carrying `forwardedFor`, under `setting`. */
function clientAddress(setting: string | undefined, peer: string, forwardedFor?: string): string {
  const request = {
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  } as unknown as IncomingMessage;
  const addresses = proxyAddr.all(request, parseTrustProxy(setting));
  return addresses[addresses.length - 1] ?? '';
}

describe('parseTrustProxy', () => {
  it('unset: believes a proxy on this machine, and takes the right-most address it vouches for', () => {
    expect(clientAddress(undefined, '127.0.0.1', '203.0.113.5')).toBe('203.0.113.5');
    expect(clientAddress('', '::1', '198.51.100.1, 203.0.113.5')).toBe('203.0.113.5');
    // A stranger connecting directly writes whatever it likes: it is ignored.
    expect(clientAddress(undefined, '198.51.100.77', '10.9.9.9')).toBe('198.51.100.77');
  });

  it('false: the connection’s peer is the client, whatever the header says', () => {
    expect(clientAddress('false', '127.0.0.1', '203.0.113.5')).toBe('127.0.0.1');
  });

  it('a hop count: believes that many nearest hops', () => {
    expect(clientAddress('1', '10.0.0.2', '1.1.1.1, 203.0.113.5')).toBe('203.0.113.5');
    expect(clientAddress('2', '10.0.0.2', '1.1.1.1, 203.0.113.5')).toBe('1.1.1.1');
    expect(clientAddress('0', '10.0.0.2', '203.0.113.5')).toBe('10.0.0.2');
  });

  it('addresses and CIDRs: believes only those proxies; a forged left-most entry is never taken', () => {
    const lb = '10.0.0.0/8, 192.168.1.7';
    expect(clientAddress(lb, '10.1.2.3', '6.6.6.6, 203.0.113.5')).toBe('203.0.113.5');
    expect(clientAddress(lb, '10.1.2.3', '6.6.6.6, 203.0.113.5, 192.168.1.7')).toBe('203.0.113.5');
    expect(clientAddress(lb, '127.0.0.1', '203.0.113.5')).toBe('127.0.0.1');
  });

  it('refuses true and malformed entries with a message naming the setting', () => {
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY=true would believe any client/);
    expect(() => parseTrustProxy('10.0.0.0/99')).toThrow(/^TRUST_PROXY: /);
    expect(() => parseTrustProxy('not-an-address')).toThrow(/^TRUST_PROXY: /);
  });
});
