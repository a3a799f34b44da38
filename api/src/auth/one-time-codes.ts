import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';

export const CODE_DIGITS = 6;

/** What a code is for: a code mailed for one never works for the other. */
export type CodePurpose = 'password-reset' | 'login' | 'phone';

const KEY_INFO: Record<CodePurpose, string> = {
  'password-reset': 'password-reset-code v1',
  login: 'login-code v1',
  phone: 'phone-code v1',
};

/**
 * Makes and checks the 6-digit codes the store mails (password reset, a login's second step). Codes are stored as an
 * HMAC-SHA256 keyed with a key derived (HKDF) from the api's secret, one key per purpose: a million possible codes
 * make a plain hash trivial to reverse, a keyed one is useless to whoever reads the table without the secret. The
 * buyer id is mixed in, so a hash fits one buyer only; a code sent by SMS mixes in the number (and what it is for).
 */
export class OneTimeCodes {
  private readonly keys: Record<CodePurpose, Buffer>;

  constructor(secret: string) {
    const keyFor = (purpose: CodePurpose) => Buffer.from(hkdfSync('sha256', secret, 'sutra', KEY_INFO[purpose], 32));
    this.keys = { 'password-reset': keyFor('password-reset'), login: keyFor('login'), phone: keyFor('phone') };
  }

  /** A uniformly random code, zero-padded: `004217`. */
  generate(): string {
    return String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
  }

  /** `subject` is the buyer id, or for a code sent by SMS what it is bound to (`phone-codes.ts`). */
  hash(buyerId: string, code: string, purpose: CodePurpose = 'password-reset'): string {
    return createHmac('sha256', this.keys[purpose]).update(`${buyerId}:${code}`).digest('hex');
  }

  matches(buyerId: string, code: string, storedHash: string, purpose: CodePurpose = 'password-reset'): boolean {
    const given = Buffer.from(this.hash(buyerId, code, purpose), 'hex');
    const stored = Buffer.from(storedHash, 'hex');
    return given.length === stored.length && timingSafeEqual(given, stored);
  }
}
