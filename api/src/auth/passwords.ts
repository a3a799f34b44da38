import argon2 from 'argon2';

/** OWASP's argon2id baseline: 19 MiB of memory, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, ARGON2_OPTIONS);

/**
 * A hash of nothing anyone knows, checked when the account does not exist (or cannot log in), so a wrong email
 * costs the same time as a wrong password and timing does not tell which emails have accounts.
 */
let decoyHash: Promise<string> | undefined;

/** True when `password` matches `hash`; a missing hash still spends one verification's time and answers false. */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    decoyHash ??= hashPassword('sutra decoy password that matches nothing');
    await argon2.verify(await decoyHash, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
