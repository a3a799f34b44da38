import { formatIndianMobile } from '@sutra/rules';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { InvalidTokenError } from '../auth/tokens.js';
import { isUniqueViolation } from '../db/errors.js';
import { buyers } from '../db/schema.js';
import { conflict, fieldError, fieldRefusal } from '../http/errors.js';
import { buyerJsonColumns, toBuyerJson } from './buyer-json.js';
import { askForPhoneCode, spendPhoneCode } from './phone-codes.js';
import type { PhoneDeps } from './phone-deps.js';
import { EMAIL_TAKEN, type LoginResult } from './service.js';

/** One answer for a wrong, used or expired code, and for a number no code was sent to. */
export const INVALID_PHONE_CODE = 'This code is not valid or has expired. Please check it or ask for a new one.';
export const NEW_NUMBER_VERIFIED = 'Number verified. Tell us your name and email to finish signing up.';
export const PHONE_SIGNUP_INVALID = 'This number check has expired. Please ask for a new code.';
export const MOBILE_TAKEN = 'This mobile number already has an account. Please log in with it.';
export const PHONE_SIGNED_UP = 'Welcome to Sutra! Your account is ready.';

const invalidPhoneCode = () => fieldRefusal('invalid_code', 'code', 'invalid_code', INVALID_PHONE_CODE);
const badSignupToken = () => fieldRefusal('phone_signup_invalid', 'signupToken', 'invalid_code', PHONE_SIGNUP_INVALID);

/** Step 1: a code for the number, whether or not it has an account (the same answer and work either way). */
export async function requestPhoneSignInCode(
  { db, messages }: Pick<PhoneDeps, 'db' | 'messages'>,
  mobile: string,
): Promise<void> {
  await askForPhoneCode(db, { mobile, purpose: 'sign-in', buyerId: null }, (job) => messages.send(job));
}

/** A right code for a number with an account signs in; for a new number it answers the proof that signs up. */
export type PhoneVerifyResult = ({ next: 'signed-in' } & LoginResult) | { next: 'signup'; signupToken: string };

/** Step 2: checks the code. Only a number an account has proved (`mobile_verified_at`) signs in. */
export async function verifyPhoneSignInCode(deps: PhoneDeps, mobile: string, code: string): Promise<PhoneVerifyResult> {
  const { db, tokens } = deps;
  const codeId = await spendPhoneCode(deps, mobile, 'sign-in', null, code);
  if (!codeId) throw invalidPhoneCode();
  const [row] = await db
    .select({ ...buyerJsonColumns, tokenVersion: buyers.tokenVersion })
    .from(buyers)
    .where(and(eq(buyers.mobile, mobile), isNotNull(buyers.mobileVerifiedAt)));
  if (!row) return { next: 'signup', signupToken: await tokens.signPhoneSignup({ mobile, codeId }) };
  const token = await tokens.signSession({ buyerId: row.id, tokenVersion: row.tokenVersion });
  return { next: 'signed-in', token, buyer: toBuyerJson(row) };
}

export interface PhoneSignupInput {
  signupToken: string;
  name: string;
  email: string;
}

/**
 * Step 3 for a new number: creates the account with the proven number and signs it in. It has no password: it signs
 * in by phone, and can set one with "Forgot password". A number or email that has an account meanwhile is refused.
 */
export async function signUpByPhone({ db, tokens }: PhoneDeps, input: PhoneSignupInput): Promise<LoginResult> {
  let mobile: string;
  try {
    ({ mobile } = await tokens.verifyPhoneSignup(input.signupToken));
  } catch (error) {
    if (error instanceof InvalidTokenError) throw badSignupToken();
    throw error;
  }
  try {
    const [row] = await db
      .insert(buyers)
      .values({
        name: input.name,
        email: input.email,
        contactNumber: formatIndianMobile(mobile),
        passwordHash: null,
        mobile,
        mobileVerifiedAt: sql`now()`,
      })
      .returning({ ...buyerJsonColumns, tokenVersion: buyers.tokenVersion });
    if (!row) throw new Error('buyer insert returned no row');
    const token = await tokens.signSession({ buyerId: row.id, tokenVersion: row.tokenVersion });
    return { token, buyer: toBuyerJson(row) };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    if (constraintOf(error) === 'buyers_mobile_key')
      throw conflict('mobile_taken', MOBILE_TAKEN, [fieldError('mobile', 'taken', MOBILE_TAKEN)]);
    throw conflict('email_taken', EMAIL_TAKEN, [fieldError('email', 'taken', EMAIL_TAKEN)]);
  }
}

/** The unique index a violation names, as either driver reports it (Drizzle may wrap it in `cause`). */
function constraintOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
