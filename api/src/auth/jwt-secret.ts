import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ApiConfig } from '../config.js';

export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * The token signing secret: `JWT_SECRET` when set; otherwise the one kept in `DATA_DIR/jwt-secret` (mode 0600),
 * generated on first use (32 random bytes). Replicas must share it: set JWT_SECRET, or give them one DATA_DIR.
 * Two processes creating the file at once both end up with the one written first (`wx` refuses to overwrite).
 */
export async function loadJwtSecret(config: Pick<ApiConfig, 'jwtSecret' | 'dataDir'>): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, JWT_SECRET_FILE);
  const existing = await readSecret(file);
  if (existing) return existing;
  await mkdir(config.dataDir, { recursive: true });
  try {
    await writeFile(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const created = await readSecret(file);
  if (!created) throw new Error(`${file} is empty: delete it to have a new secret generated, or set JWT_SECRET`);
  return created;
}

async function readSecret(file: string): Promise<string | undefined> {
  try {
    const secret = (await readFile(file, 'utf8')).trim();
    if (secret && secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters`);
    return secret || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
