import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';

export const CODE_DIGITS = 6;

/**
 * Makes and checks the 6-digit password-reset codes. Codes are stored as an HMAC-SHA256 keyed with a key derived
 * (HKDF) from the api's secret: a million possible codes make a plain hash trivial to reverse, a keyed one is
 * useless to whoever reads the table without the secret. The buyer id is mixed in, so a hash fits one buyer only.
 */
export class OneTimeCodes {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'sutra', 'password-reset-code v1', 32));
  }

  /** A uniformly random code, zero-padded: `004217`. */
  generate(): string {
    return String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
  }

  hash(buyerId: string, code: string): string {
    return createHmac('sha256', this.key).update(`${buyerId}:${code}`).digest('hex');
  }

  matches(buyerId: string, code: string, storedHash: string): boolean {
    const given = Buffer.from(this.hash(buyerId, code), 'hex');
    const stored = Buffer.from(storedHash, 'hex');
    return given.length === stored.length && timingSafeEqual(given, stored);
  }
}
