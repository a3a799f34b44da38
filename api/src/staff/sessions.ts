import type { StaffRole } from '@sutra/rules';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { StaffSessionLimits } from '../config.js';
import type { Db } from '../db/client.js';
import { staff, staffSessions } from '../db/schema.js';
import { newOpaqueToken, tokenHash } from './secrets.js';

/** A request's signed-in member of staff, as the guard found them. */
export interface SignedInStaff {
  id: string;
  sessionId: string;
  email: string;
  name: string;
  role: StaffRole;
}

/** Where a sign-in came from, kept on the session (and in the sign-in's audit entry). */
export interface SessionClient {
  address: string;
  userAgent: string;
}

/** How long a member's ended sessions are kept before a sign-in sweeps them. */
const KEEP_ENDED_SESSIONS_DAYS = 30;
/** `lastSeenAt` is written at most this often: a busy admin page does not write on every request. */
const TOUCH_EVERY_SECONDS = 60;

/** Opens a session for a member of staff who has just proved password and code; answers the token, once. */
export async function openSession(
  db: Db,
  member: { id: string; passwordChangedAt: Date },
  limits: StaffSessionLimits,
  client: SessionClient,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newOpaqueToken('sst');
  // A member's sessions that ended long ago tell nothing any more: each sign-in sweeps them.
  await db
    .delete(staffSessions)
    .where(
      and(
        eq(staffSessions.staffId, member.id),
        lt(staffSessions.expiresAt, sql`now() - make_interval(days => ${KEEP_ENDED_SESSIONS_DAYS})`),
      ),
    );
  const [session] = await db
    .insert(staffSessions)
    .values({
      staffId: member.id,
      tokenHash: tokenHash(token),
      passwordChangedAt: member.passwordChangedAt,
      expiresAt: sql`now() + make_interval(hours => ${limits.maxHours})`,
      address: client.address.slice(0, 64),
      userAgent: client.userAgent.slice(0, 512),
    })
    .returning({ expiresAt: staffSessions.expiresAt });
  if (!session) throw new Error('staff session not stored');
  return { token, expiresAt: session.expiresAt };
}

/**
 * The member of staff a session token speaks for, or null: the session must be unrevoked, within its absolute and idle
 * limits, opened under the staff's current password, and the staff not disabled. A live session's `lastSeenAt` moves on.
 */
export async function findSession(db: Db, token: string, limits: StaffSessionLimits): Promise<SignedInStaff | null> {
  const [row] = await db
    .select({
      id: staff.id,
      sessionId: staffSessions.id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, sql`now()`),
        gt(staffSessions.lastSeenAt, sql`now() - make_interval(mins => ${limits.idleMinutes})`),
        eq(staffSessions.passwordChangedAt, staff.passwordChangedAt),
        eq(staff.disabled, false),
      ),
    );
  if (!row) return null;
  await db
    .update(staffSessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(staffSessions.id, row.sessionId),
        lt(staffSessions.lastSeenAt, sql`now() - make_interval(secs => ${TOUCH_EVERY_SECONDS})`),
      ),
    );
  return row;
}

/** Revokes one session (sign-out). */
export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Revokes every live session of a member of staff, but `keep` (the caller's own); answers how many. */
export async function revokeSessionsOf(db: Db, staffId: string, keep?: string): Promise<number> {
  const revoked = await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, sql`now()`),
        ...(keep ? [ne(staffSessions.id, keep)] : []),
      ),
    )
    .returning({ id: staffSessions.id });
  return revoked.length;
}
