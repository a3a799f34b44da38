import argon2 from 'argon2';

/** OWASP's argon2id baseline: 19 MiB of memory, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * argon2id at 1 MiB and one pass, some 60 times cheaper: for the test files that check counting (wrong-password
 * limits, lockouts, codes), which do not depend on the hash's cost but make hundreds of them.
 * `PASSWORD_HASH_COST=test` selects it, and the api's configuration refuses that outside `NODE_ENV=test`.
 */
export const TEST_ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

export type PasswordHashCost = 'standard' | 'test';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** True when `password` matches `hash`; a missing hash still spends one verification's time and answers false. */
  verify(hash: string | null | undefined, password: string): Promise<boolean>;
  /** True when `hash` was made with other parameters than this hasher's, so should be stored again. */
  needsRehash(hash: string): boolean;
}

export function passwordHasher(cost: PasswordHashCost = 'standard'): PasswordHasher {
  const options = cost === 'test' ? TEST_ARGON2_OPTIONS : ARGON2_OPTIONS;
  const hash = (password: string) => argon2.hash(password, options);
  /**
   * A hash of nothing anyone knows, checked when the account does not exist (or cannot log in), so a wrong email
   * costs the same time as a wrong password and timing does not tell which emails have accounts.
   */
  let decoyHash: Promise<string> | undefined;
  return {
    hash,
    async verify(stored, password) {
      if (!stored) {
        decoyHash ??= hash('sutra decoy password that matches nothing');
        await argon2.verify(await decoyHash, password).catch(() => false);
        return false;
      }
      try {
        return await argon2.verify(stored, password);
      } catch {
        return false;
      }
    },
    needsRehash: (stored) => argon2.needsRehash(stored, options),
  };
}

const standard = passwordHasher();

/** At the production cost, for what runs outside an app's configuration (the seed, test fixtures). */
export const hashPassword = standard.hash;
export const verifyPassword = standard.verify;
