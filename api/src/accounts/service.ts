import argon2 from 'argon2';
import { eq, sql } from 'drizzle-orm';
import { BUYER_NOT_FOUND } from '../auth/bearer.js';
import { ARGON2_OPTIONS, hashPassword, verifyPassword } from '../auth/passwords.js';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { buyers, passwordResetCodes } from '../db/schema.js';
import { badRequest, conflict, notFound, unauthorized } from '../http/errors.js';
import { alreadyRegisteredMail } from '../mail/templates.js';
import { type AddressJson, type BuyerJson, buyerJsonColumns, orderAddresses, toBuyerJson } from './buyer-json.js';
import type { AccountsDeps } from './deps.js';

export const SIGNUP_MESSAGE = 'Thank you for signing up. Please log in to continue.';
export const LOGIN_FAILED = 'Invalid email or password.';
export const EMAIL_TAKEN = 'This email is already used by another account.';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

const byEmail = (email: string) => eq(sql`lower(${buyers.email})`, email.trim().toLowerCase());

export interface SignupInput {
  email: string;
  contactNumber: string;
  name: string;
  password: string;
}

/**
 * Creates a buyer. An email that already has an account gets the same answer (so sign-up cannot be used to learn
 * which emails have accounts) and its owner gets a mail saying so; no second account is made. Both paths hash the
 * password, so they also take the same time.
 */
export async function signup({ db, mailer }: AccountsDeps, input: SignupInput): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  try {
    await db.insert(buyers).values({
      email: input.email,
      name: input.name,
      contactNumber: input.contactNumber,
      passwordHash,
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const [owner] = await db
      .select({ email: buyers.email, name: buyers.name })
      .from(buyers)
      .where(byEmail(input.email));
    if (owner) mailer.send(alreadyRegisteredMail(owner.email, owner.name));
  }
}

export interface LoginResult {
  token: string;
  buyer: BuyerJson;
}

/** Checks the password and answers a session token. A wrong email and a wrong password look and time the same. */
export async function login({ db, tokens }: AccountsDeps, email: string, password: string): Promise<LoginResult> {
  const [row] = await db
    .select({ ...buyerJsonColumns, passwordHash: buyers.passwordHash, tokenVersion: buyers.tokenVersion })
    .from(buyers)
    .where(byEmail(email));
  const ok = await verifyPassword(row?.passwordHash, password);
  if (!row || !ok) throw unauthorized(LOGIN_FAILED);
  if (row.passwordHash && argon2.needsRehash(row.passwordHash, ARGON2_OPTIONS)) {
    // The hashing parameters were raised since this password was set: store it again with the current ones.
    await db
      .update(buyers)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(buyers.id, row.id));
  }
  const token = await tokens.signSession({ buyerId: row.id, tokenVersion: row.tokenVersion });
  return { token, buyer: toBuyerJson(row) };
}

export async function getBuyer(db: Db, buyerId: string): Promise<BuyerJson> {
  const [row] = await db.select(buyerJsonColumns).from(buyers).where(eq(buyers.id, buyerId));
  if (!row) throw notFound(BUYER_NOT_FOUND);
  return toBuyerJson(row);
}

export interface ProfileChanges {
  name?: string | undefined;
  email?: string | undefined;
  contactNumber?: string | undefined;
  address?: AddressJson[] | undefined;
}

/** Changes any of name, email, phone and the address list in one statement; the first address becomes the default. */
export async function updateProfile(db: Db, buyerId: string, changes: ProfileChanges): Promise<BuyerJson> {
  try {
    const [row] = await db
      .update(buyers)
      .set({
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.email !== undefined ? { email: changes.email } : {}),
        ...(changes.contactNumber !== undefined ? { contactNumber: changes.contactNumber } : {}),
        ...(changes.address !== undefined ? { addresses: orderAddresses(changes.address) } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(buyers.id, buyerId))
      .returning(buyerJsonColumns);
    if (!row) throw notFound(BUYER_NOT_FOUND);
    return toBuyerJson(row);
  } catch (error) {
    // Only a signed-in buyer can ask, for one email at a time: saying the email is taken is the useful answer.
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

/**
 * Checks the current password, stores the new one and bumps the token version, so every token given before
 * (on this device or any other) stops working; answers a fresh token for the device that made the change.
 * Unused reset codes are dropped too. One transaction, holding the buyer's row.
 */
export async function changePassword(
  { db, tokens }: AccountsDeps,
  buyerId: string,
  currentPassword: string,
  newPassword: string,
): Promise<string> {
  const newHash = await hashPassword(newPassword);
  const tokenVersion = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx
      .select({ passwordHash: buyers.passwordHash })
      .from(buyers)
      .where(eq(buyers.id, buyerId))
      .for('update');
    if (!row) throw notFound(BUYER_NOT_FOUND);
    if (!(await verifyPassword(row.passwordHash, currentPassword))) throw badRequest(WRONG_CURRENT_PASSWORD);
    const [updated] = await tx
      .update(buyers)
      .set({ passwordHash: newHash, tokenVersion: sql`${buyers.tokenVersion} + 1`, updatedAt: sql`now()` })
      .where(eq(buyers.id, buyerId))
      .returning({ tokenVersion: buyers.tokenVersion });
    await tx.delete(passwordResetCodes).where(eq(passwordResetCodes.buyerId, buyerId));
    if (!updated) throw notFound(BUYER_NOT_FOUND);
    return updated.tokenVersion;
  });
  return tokens.signSession({ buyerId, tokenVersion });
}
