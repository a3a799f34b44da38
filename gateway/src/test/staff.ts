import { randomInt } from 'node:crypto';
import { addStaff, forgetSpentCodes, type TestStaff } from '@sutra/api/test-staff';
import type { StaffRole } from '@sutra/rules';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { ADMIN_GRAPHQL_PATH } from '../admin/server.js';
import { STAFF_SESSION_COOKIE } from '../admin/session-cookie.js';
import type { GatewayUnderTest } from './gateway-over-api.js';

export type { TestStaff } from '@sutra/api/test-staff';

export interface SignedInStaff extends TestStaff {
  /** The session token the gateway keeps in the staff cookie. */
  token: string;
  /** Headers that make an admin GraphQL call as this member. */
  headers: Record<string, string>;
}

/** The code the member's authenticator app shows now (otplib, as the app computes it). */
export const codeOf = (member: Pick<TestStaff, 'secret'>): Promise<string> => generate({ secret: member.secret });

/**
 * A new member of staff of `role` in the api's database, as an accepted invitation leaves them (the api's own test
 * helper: its secret is sealed with this api's key, which is why no test signs in as the seeded demo owner).
 */
export const newStaff = (t: GatewayUnderTest, role: StaffRole = 'owner'): Promise<TestStaff> =>
  addStaff({ database: t.api.database, config: t.apiConfig }, { role });

/** The `sutra_staff` cookie a response sets, with its attributes, if any. */
export function staffCookieIn(headers: Record<string, string | string[] | number | undefined>): string | undefined {
  const header = headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : typeof header === 'string' ? [header] : [];
  return cookies.find((c) => c.startsWith(`${STAFF_SESSION_COOKIE}=`));
}

/**
 * Signs the member in through `/admin/graphql` with their password and a current code, from an address of their own
 * (the api counts failures per address), and answers the session the cookie carries. The api refuses a time step used
 * before, so the member's spent step is forgotten first: a test may sign one member in more than once.
 */
export async function signInThroughGateway(
  t: GatewayUnderTest,
  member: TestStaff,
  app: FastifyInstance = t.gateway,
): Promise<SignedInStaff> {
  await forgetSpentCodes({ database: t.api.database, config: t.apiConfig }, member.id);
  const res = await app.inject({
    method: 'POST',
    url: ADMIN_GRAPHQL_PATH,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    },
    payload: {
      query: 'mutation ($input: SignInInput!) { signIn(input: $input) { id } }',
      variables: { input: { email: member.email, password: member.password, code: await codeOf(member) } },
    },
  });
  const token = /^sutra_staff=([^;]+)/.exec(staffCookieIn(res.headers) ?? '')?.[1];
  if (!token) throw new Error(`staff sign-in failed: ${res.body}`);
  return { ...member, token, headers: { cookie: `${STAFF_SESSION_COOKIE}=${token}` } };
}

/** A new member of staff of `role`, signed in through the gateway. */
export async function signedInStaff(
  t: GatewayUnderTest,
  role: StaffRole = 'owner',
  app: FastifyInstance = t.gateway,
): Promise<SignedInStaff> {
  return signInThroughGateway(t, await newStaff(t, role), app);
}
