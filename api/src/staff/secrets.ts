import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

const CIPHER = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Marks the format of a stored secret, so a later scheme can sit beside this one. */
const VERSION = 'v1';

/**
 * Keeps staff TOTP secrets encrypted at rest (AES-256-GCM; a key derived by HKDF from the api's secret, `JWT_SECRET`,
 * for this purpose only): whoever reads the `staff` table, a backup or a dump, cannot make codes without the api's
 * secret too. Changing that secret therefore makes every member of staff enrol their authenticator again.
 */
export class TotpSecretBox {
  private readonly key: Buffer;

  constructor(apiSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', apiSecret, 'sutra', 'staff-totp-secret v1', 32));
  }

  seal(secret: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(CIPHER, this.key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${VERSION}.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
  }

  /** The secret, or null when it was sealed with another key (or is not a sealed secret at all). */
  open(stored: string): string | null {
    const [version, iv, sealed] = stored.split('.');
    if (version !== VERSION || !iv || !sealed) return null;
    const bytes = Buffer.from(sealed, 'base64url');
    if (bytes.length <= TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv(CIPHER, this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      return null;
    }
  }
}

/** A new opaque token (a session's, an invitation's): 256 random bits behind a prefix that says what it is. */
export const newOpaqueToken = (prefix: 'sst' | 'inv'): string => `${prefix}_${randomBytes(32).toString('base64url')}`;

/**
 * What is stored of an opaque token: its SHA-256. The token is 256 random bits, so an unsalted fast hash is enough to
 * make a stolen table useless, and it lets a lookup by token use an index.
 */
export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
