import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The passwords people choose most (zxcvbn-ts's list of about 49,000, ranked from leaked password sets; shipped in
 * the package, never fetched), lower-cased. Shorter ones than the store's minimum are refused by their length anyway.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);

export const COMMON_PASSWORD = 'This password is too common. Please choose one that is harder to guess.';

/** True for a password on the list, in any case (`Password1` is guessed as early as `password1`). */
export const isCommonPassword = (password: string): boolean => COMMON_PASSWORDS.has(password.toLowerCase());
