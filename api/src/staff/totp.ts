import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { createGuardrails, generateSecret, generateURI, verify } from 'otplib';
import type { Db } from '../db/client.js';
import { staff } from '../db/schema.js';

/** Codes of the step before and after the server's clock are taken too: phones' clocks drift by a few seconds. */
const TOLERANCE_SECONDS = 30;
const ISSUER = 'Sutra';
/**
 * New secrets are 160 bits (RFC 4226's recommendation, otplib's default). Codes are still checked for 80-bit secrets,
 * which many services issue and the development demo owner's published one is; otplib refuses under 128 unless told.
 */
const SECRET_BYTES = 20;
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

export const newTotpSecret = (): string => generateSecret({ length: SECRET_BYTES });

/** The `otpauth://` URI an authenticator app reads (shown as a QR code by the admin app). */
export const totpUri = (secret: string, email: string): string => generateURI({ issuer: ISSUER, label: email, secret });

/**
 * The time step of a right `code` for `secret`, or null. Only 6 digits are ever compared, in constant time (otplib).
 */
export async function totpStep(secret: string, code: string): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS, guardrails });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

/**
 * Spends the time step of a right code: true when no sign-in used this step or a later one before, in one atomic
 * update, so the same code (seen over a shoulder, or sent twice at once) signs in at most once.
 */
export async function spendTotpStep(db: Db, staffId: string, step: number): Promise<boolean> {
  const spent = await db
    .update(staff)
    .set({ totpLastStep: step, totpConfirmedAt: sql`coalesce(${staff.totpConfirmedAt}, now())` })
    .where(and(eq(staff.id, staffId), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
    .returning({ id: staff.id });
  return spent.length === 1;
}
