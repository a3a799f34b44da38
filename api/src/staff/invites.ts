import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { audit } from '../audit/audit.js';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { staff, staffInvites } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { badRequest, conflict } from '../http/errors.js';
import type { OutgoingMail } from '../mail/mailer.js';
import { escapeHtml, layout } from '../mail/templates.js';
import type { StaffDeps } from './deps.js';
import { newOpaqueToken, tokenHash } from './secrets.js';
import type { SignedInStaff } from './sessions.js';
import { type StaffJson, staffJsonColumns, toStaffJson } from './staff-json.js';
import { newTotpSecret, totpUri } from './totp.js';

/** How long an invitation link works. */
export const INVITE_LIFETIME_HOURS = 72;
export const INVITE_INVALID = 'This invitation link is not valid: it was used already, replaced or has expired.';
export const ALREADY_STAFF = 'This email already belongs to a member of staff.';

const sameEmail = (column: typeof staff.email | typeof staffInvites.email, email: string) =>
  eq(sql`lower(${column})`, email.trim().toLowerCase());

export interface InviteJson {
  id: string;
  email: string;
  role: StaffJson['role'];
  expiresAt: string;
}

/**
 * An owner invites someone to the staff with a role. The invitation is written with its mail job and its audit entry
 * in one transaction; the link itself is made when the mail is sent (`inviteMail`). A newer invitation to the same
 * email replaces older ones still open.
 */
export async function createInvite(
  { db, outbox }: StaffDeps,
  actor: SignedInStaff,
  input: { email: string; role: StaffJson['role'] },
): Promise<InviteJson> {
  const invite = await inTransaction(db, async (tx) => {
    const [existing] = await tx.select({ id: staff.id }).from(staff).where(sameEmail(staff.email, input.email));
    if (existing) throw conflict('email_taken', ALREADY_STAFF);
    await tx
      .update(staffInvites)
      .set({ expiresAt: sql`now()` })
      .where(
        and(
          sameEmail(staffInvites.email, input.email),
          isNull(staffInvites.usedAt),
          gt(staffInvites.expiresAt, sql`now()`),
        ),
      );
    const [row] = await tx
      .insert(staffInvites)
      .values({
        email: input.email.trim(),
        role: input.role,
        invitedBy: actor.id,
        expiresAt: sql`now() + make_interval(hours => ${INVITE_LIFETIME_HOURS})`,
      })
      .returning({
        id: staffInvites.id,
        email: staffInvites.email,
        role: staffInvites.role,
        expiresAt: staffInvites.expiresAt,
      });
    if (!row) throw new Error('invitation not stored');
    await outbox.add(tx, { kind: 'staff-invite', inviteId: row.id });
    const json = { id: row.id, email: row.email, role: row.role, expiresAt: row.expiresAt.toISOString() };
    await audit(tx, {
      staffId: actor.id,
      action: 'staff.invite',
      entity: 'staff_invite',
      entityId: row.id,
      after: json,
    });
    return json;
  });
  outbox.wake();
  return invite;
}

/**
 * The invitation's mail, made when the outbox sends it: a fresh one-time token whose hash replaces the invitation's
 * (a retried send makes a new link, and only the last one mailed works). Nothing is mailed for an invitation used,
 * replaced or expired meanwhile.
 */
export async function inviteMail(db: Db, publicUrl: string, inviteId: string): Promise<OutgoingMail | null> {
  const token = newOpaqueToken('inv');
  const [invite] = await db
    .update(staffInvites)
    .set({ tokenHash: tokenHash(token) })
    .where(and(eq(staffInvites.id, inviteId), isNull(staffInvites.usedAt), gt(staffInvites.expiresAt, sql`now()`)))
    .returning({ email: staffInvites.email, role: staffInvites.role });
  if (!invite) return null;
  const link = `${publicUrl}/admin/invite?token=${encodeURIComponent(token)}`;
  return {
    to: invite.email,
    subject: 'You are invited to run the Sutra store',
    text:
      `Hello,\n\nYou are invited to Sutra's back office as ${invite.role} staff. Set up your account here:\n${link}\n\n` +
      `The link works once, for ${INVITE_LIFETIME_HOURS} hours. You will need an authenticator app on your phone.\n\n` +
      'If you did not expect this, ignore this mail.\n\nSutra',
    html: layout('Join the Sutra back office', [
      `You are invited to Sutra's back office as <strong>${escapeHtml(invite.role)}</strong> staff.`,
      `<a href="${escapeHtml(link)}">Set up your account</a>`,
      `The link works once, for ${INVITE_LIFETIME_HOURS} hours. You will need an authenticator app on your phone.`,
      'If you did not expect this, ignore this mail.',
    ]),
  };
}

export interface Enrolment {
  staff: StaffJson;
  totpSecret: string;
  otpauthUri: string;
}

/**
 * Accepts an invitation: spends the token (atomically, so a link works once however often it is sent) and creates
 * the member of staff with a new TOTP secret, answered this once. Enrolment is confirmed by the first sign-in with a
 * right code (`totpConfirmed`).
 */
export async function acceptInvite(
  { db, box, passwords }: StaffDeps,
  input: { token: string; name: string; password: string },
): Promise<Enrolment> {
  // A link that cannot work is refused before the password is hashed: hashing is the costly part of this route.
  const [open] = await db
    .select({ id: staffInvites.id })
    .from(staffInvites)
    .where(
      and(
        eq(staffInvites.tokenHash, tokenHash(input.token)),
        isNull(staffInvites.usedAt),
        gt(staffInvites.expiresAt, sql`now()`),
      ),
    );
  if (!open) throw badRequest('invite_invalid', INVITE_INVALID);
  const passwordHash = await passwords.hash(input.password);
  const totpSecret = newTotpSecret();
  try {
    return await inTransaction(db, async (tx) => {
      const [invite] = await tx
        .update(staffInvites)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(staffInvites.tokenHash, tokenHash(input.token)),
            isNull(staffInvites.usedAt),
            gt(staffInvites.expiresAt, sql`now()`),
          ),
        )
        .returning({ id: staffInvites.id, email: staffInvites.email, role: staffInvites.role });
      if (!invite) throw badRequest('invite_invalid', INVITE_INVALID);
      const [created] = await tx
        .insert(staff)
        .values({
          email: invite.email,
          name: input.name,
          role: invite.role,
          passwordHash,
          totpSecret: box.seal(totpSecret),
        })
        .returning(staffJsonColumns);
      if (!created) throw new Error('staff not stored');
      const json = toStaffJson(created);
      await audit(tx, {
        staffId: created.id,
        action: 'staff.join',
        entity: 'staff',
        entityId: created.id,
        after: { email: json.email, name: json.name, role: json.role, invite: invite.id },
      });
      return { staff: json, totpSecret, otpauthUri: totpUri(totpSecret, json.email) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('email_taken', ALREADY_STAFF);
    throw error;
  }
}
