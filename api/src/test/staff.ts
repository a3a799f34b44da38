import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@sutra/rules';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { loadJwtSecret } from '../auth/jwt-secret.js';
import { hashPassword } from '../auth/passwords.js';
import { staff } from '../db/schema.js';
import { TotpSecretBox } from '../staff/secrets.js';
import { newTotpSecret } from '../staff/totp.js';
import { type Answer, type CallOptions, call } from './accounts.js';
import type { TestApi } from './test-api.js';

export const STAFF_PASSWORD = 'staff-pass-2026';

export interface TestStaff {
  id: string;
  email: string;
  password: string;
  role: StaffRole;
  /** The TOTP secret in clear, as the member's authenticator app holds it. */
  secret: string;
}

/** What the helpers below need of an api: its database and its configuration (a `TestApi`, or a started api's). */
export type StaffApi = Pick<TestApi, 'database' | 'config'>;

/** The api's own box for TOTP secrets (its key comes from the test api's secret). */
export const secretBoxOf = async (api: StaffApi): Promise<TotpSecretBox> =>
  new TotpSecretBox(await loadJwtSecret(api.config));

/** Adds a member of staff straight to the database (as an accepted invitation would), with a fresh TOTP secret. */
export async function addStaff(
  api: StaffApi,
  options: { role?: StaffRole; email?: string; password?: string; disabled?: boolean } = {},
): Promise<TestStaff> {
  const role = options.role ?? 'owner';
  const email = options.email ?? `${role}-${randomUUID().slice(0, 8)}@sutra.in`;
  const password = options.password ?? STAFF_PASSWORD;
  const secret = newTotpSecret();
  const box = await secretBoxOf(api);
  const [row] = await api.database.db
    .insert(staff)
    .values({
      email,
      name: `Test ${role}`,
      role,
      passwordHash: await hashPassword(password),
      totpSecret: box.seal(secret),
      disabled: options.disabled ?? false,
    })
    .returning({ id: staff.id });
  if (!row) throw new Error('staff not added');
  return { id: row.id, email, password, role, secret };
}

/**
 * The code the member's authenticator app shows now, or `stepsAhead` time steps later (a phone whose clock runs
 * ahead; the api takes one step either side, which lets a test sign the same member in twice within 30 s).
 */
export const totpCode = (secret: string, stepsAhead = 0): Promise<string> =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/** Makes the member's next sign-in take any current code again (the api refuses a time step used before). */
export async function forgetSpentCodes(api: StaffApi, staffId: string): Promise<void> {
  await api.database.db.update(staff).set({ totpLastStep: null }).where(eq(staff.id, staffId));
}

export type SessionAnswer = { token: string; expiresAt: string; result: { id: string; role: StaffRole } };

/** `POST /admin/session` with the member's password and a code of their app. */
export async function trySignIn(
  api: TestApi,
  member: Pick<TestStaff, 'email' | 'password' | 'secret'>,
  options: CallOptions & { code?: string } = {},
): Promise<Answer<SessionAnswer>> {
  const code = options.code ?? (await totpCode(member.secret));
  return call<SessionAnswer>(
    api,
    'POST',
    '/admin/session',
    { email: member.email, password: member.password, code },
    options,
  );
}

/** Signs a member in and answers the session token (fails the test when it cannot). */
export async function signInStaff(api: TestApi, member: TestStaff): Promise<string> {
  await forgetSpentCodes(api, member.id);
  const answer = await trySignIn(api, member);
  if (answer.status !== 200) throw new Error(`staff sign-in failed: ${JSON.stringify(answer.body)}`);
  return answer.body.token;
}

/** A new member of staff of `role`, signed in. */
export async function signedInStaff(api: TestApi, role: StaffRole = 'owner'): Promise<TestStaff & { token: string }> {
  const member = await addStaff(api, { role });
  return { ...member, token: await signInStaff(api, member) };
}
