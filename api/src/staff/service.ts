import { and, asc, eq, sql } from 'drizzle-orm';
import { audit } from '../audit/audit.js';
import { beginPasswordAttempt } from '../auth/password-attempts.js';
import type { Db } from '../db/client.js';
import { staff, staffSessions } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { conflict, fieldRefusal, notFound, unauthorized } from '../http/errors.js';
import type { StaffDeps } from './deps.js';
import { openSession, revokeSession, revokeSessionsOf, type SessionClient, type SignedInStaff } from './sessions.js';
import { auditedStaff, type StaffJson, staffJsonColumns, toStaffJson } from './staff-json.js';
import { spendTotpStep, totpStep } from './totp.js';

export const STAFF_SIGN_IN_FAILED = 'The email, password or code is not right.';
export const STAFF_NOT_FOUND = 'No such member of staff.';
export const LAST_OWNER = 'The store must keep at least one active owner.';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

const byEmail = (email: string) => eq(sql`lower(${staff.email})`, email.trim().toLowerCase());

export interface SignInResult {
  token: string;
  expiresAt: Date;
  staff: StaffJson;
}

/**
 * Signs a member of staff in with password and TOTP code. An unknown email, a wrong password, a wrong code, a code
 * already used (its time step spent by an earlier sign-in) and a disabled account all answer alike, and all count
 * against the wrong-password limits of the email and the address — per account too, from everywhere: staff hold the
 * store's keys, so a crowd guessing one account is stopped rather than given a second step.
 */
export async function signIn(
  { db, box, sessionLimits, passwords }: StaffDeps,
  input: { email: string; password: string; code: string },
  client: SessionClient,
): Promise<SignInResult> {
  const attempt = await beginPasswordAttempt(db, 'staff-login', input.email.trim().toLowerCase(), client.address);
  const [row] = await db
    .select({
      ...staffJsonColumns,
      passwordHash: staff.passwordHash,
      totpSecret: staff.totpSecret,
      passwordChangedAt: staff.passwordChangedAt,
    })
    .from(staff)
    .where(byEmail(input.email));
  const passwordRight = await passwords.verify(row?.passwordHash, input.password);
  const secret = row ? box.open(row.totpSecret) : null;
  const step = secret ? await totpStep(secret, input.code) : null;
  if (!row || row.disabled || !passwordRight || step === null) throw unauthorized('login_failed', STAFF_SIGN_IN_FAILED);
  const session = await inTransaction(db, async (tx) => {
    if (!(await spendTotpStep(tx, row.id, step))) return null;
    const opened = await openSession(tx, row, sessionLimits, client);
    await audit(tx, {
      staffId: row.id,
      action: 'staff.sign_in',
      entity: 'staff',
      entityId: row.id,
      after: { address: client.address, userAgent: client.userAgent },
    });
    return opened;
  });
  if (!session) throw unauthorized('login_failed', STAFF_SIGN_IN_FAILED);
  await attempt.succeeded();
  const [fresh] = await db.select(staffJsonColumns).from(staff).where(eq(staff.id, row.id));
  return { ...session, staff: toStaffJson(fresh ?? row) };
}

/** Signs the caller's session out. */
export async function signOut(db: Db, member: SignedInStaff): Promise<void> {
  await inTransaction(db, async (tx) => {
    await revokeSession(tx, member.sessionId);
    await audit(tx, { staffId: member.id, action: 'staff.sign_out', entity: 'staff', entityId: member.id });
  });
}

export async function getStaff(db: Db, staffId: string): Promise<StaffJson> {
  const [row] = await db.select(staffJsonColumns).from(staff).where(eq(staff.id, staffId));
  if (!row) throw notFound(STAFF_NOT_FOUND);
  return toStaffJson(row);
}

export async function listStaff(db: Db): Promise<StaffJson[]> {
  const rows = await db.select(staffJsonColumns).from(staff).orderBy(asc(staff.createdAt), asc(staff.id));
  return rows.map(toStaffJson);
}

/**
 * Changes the caller's own password, proven by the current one (wrong ones count like sign-ins). Every other session
 * of the caller ends; the caller's own session carries on under the new password.
 */
export async function changeOwnPassword(
  { db, passwords }: StaffDeps,
  member: SignedInStaff,
  input: { currentPassword: string; newPassword: string },
  clientAddress: string,
): Promise<void> {
  const attempt = await beginPasswordAttempt(db, 'current-password', member.id, clientAddress);
  const [row] = await db.select({ passwordHash: staff.passwordHash }).from(staff).where(eq(staff.id, member.id));
  if (!row || !(await passwords.verify(row.passwordHash, input.currentPassword)))
    throw fieldRefusal('wrong_password', 'currentPassword', 'wrong_password', WRONG_CURRENT_PASSWORD);
  await attempt.succeeded();
  const passwordHash = await passwords.hash(input.newPassword);
  await inTransaction(db, async (tx) => {
    const [changed] = await tx
      .update(staff)
      .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(staff.id, member.id))
      .returning({ passwordChangedAt: staff.passwordChangedAt });
    if (!changed) throw notFound(STAFF_NOT_FOUND);
    // The caller's own session moves to the new password; every other one no longer matches it, and is revoked too.
    await tx
      .update(staffSessions)
      .set({ passwordChangedAt: changed.passwordChangedAt })
      .where(eq(staffSessions.id, member.sessionId));
    const revoked = await revokeSessionsOf(tx, member.id, member.sessionId);
    await audit(tx, {
      staffId: member.id,
      action: 'staff.password',
      entity: 'staff',
      entityId: member.id,
      after: { otherSessionsRevoked: revoked },
    });
  });
}

/**
 * An owner changes a member's role or disables (or enables) them. The store always keeps an active owner: every
 * active owner's row is locked first, so two owners demoting each other at once run one after the other and the
 * second is refused (`last_owner`). Disabling ends the member's sessions.
 */
export async function updateStaff(
  { db }: Pick<StaffDeps, 'db'>,
  actor: SignedInStaff,
  staffId: string,
  change: { role?: StaffJson['role'] | undefined; disabled?: boolean | undefined },
): Promise<StaffJson> {
  return inTransaction(db, async (tx) => {
    const owners = await tx
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.role, 'owner'), eq(staff.disabled, false)))
      .orderBy(asc(staff.id))
      .for('update');
    const [before] = await tx.select(staffJsonColumns).from(staff).where(eq(staff.id, staffId)).for('update');
    if (!before) throw notFound(STAFF_NOT_FOUND);
    const role = change.role ?? before.role;
    const disabled = change.disabled ?? before.disabled;
    const wasActiveOwner = before.role === 'owner' && !before.disabled;
    if (wasActiveOwner && (role !== 'owner' || disabled) && owners.length <= 1)
      throw conflict('last_owner', LAST_OWNER);
    const [after] = await tx
      .update(staff)
      .set({ role, disabled, updatedAt: sql`now()` })
      .where(eq(staff.id, staffId))
      .returning(staffJsonColumns);
    if (!after) throw notFound(STAFF_NOT_FOUND);
    if (disabled && !before.disabled) await revokeSessionsOf(tx, staffId);
    await audit(tx, {
      staffId: actor.id,
      action: 'staff.update',
      entity: 'staff',
      entityId: staffId,
      before: auditedStaff(before),
      after: auditedStaff(after),
    });
    return toStaffJson(after);
  });
}

/** An owner ends every session of a member of staff (a lost laptop); answers how many ended. */
export async function revokeStaffSessions({ db }: StaffDeps, actor: SignedInStaff, staffId: string): Promise<number> {
  return inTransaction(db, async (tx) => {
    const [member] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, staffId));
    if (!member) throw notFound(STAFF_NOT_FOUND);
    const revoked = await revokeSessionsOf(tx, staffId);
    await audit(tx, {
      staffId: actor.id,
      action: 'staff.sessions_revoke',
      entity: 'staff',
      entityId: staffId,
      after: { sessionsRevoked: revoked },
    });
    return revoked;
  });
}
