import { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { Caller, QueryParams, RestClient } from '../rest/client.js';
import { graphqlError, type InputPaths, inputFields } from '../rest/errors.js';

/**
 * The api's admin REST routes (`/API/v1/admin/…`), the one place the admin GraphQL endpoint's wire contract lives.
 * The staff session is an opaque token the api issued at sign-in; it travels to the api as `Authorization: Bearer`,
 * and the api decides on every call: 401 (no session, or one expired, revoked or outlived by a password change) and
 * 403 (a role without the permission), each with a refusal code, which `errorForStatus` turns into UNAUTHENTICATED
 * and FORBIDDEN. Every answer is read through a zod schema, so a change of contract fails loudly here.
 */

export const STAFF_ROLES = ['owner', 'catalogue', 'orders'] as const;
export type StaffRoleJson = (typeof STAFF_ROLES)[number];

const staffJson = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  disabled: z.boolean(),
  /** What the role may do: answered for the signed-in member only (`/admin/me`, sign-in). */
  permissions: z.array(z.string()).optional(),
});
export type StaffJson = z.infer<typeof staffJson>;

const staffInviteJson = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  expiresAt: z.string(),
});
export type StaffInviteJson = z.infer<typeof staffInviteJson>;

const auditEntryJson = z.object({
  id: z.string(),
  createdAt: z.string(),
  staff: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntryJson = z.infer<typeof auditEntryJson>;

const auditPageJson = z.object({ result: z.array(auditEntryJson), nextCursor: z.string().nullable() });
export type AuditPageJson = z.infer<typeof auditPageJson>;

const signInAnswer = z.object({ token: z.string().min(1), expiresAt: z.string(), result: staffJson });
export type StaffSignInJson = z.infer<typeof signInAnswer>;
const staffAnswer = z.object({ result: staffJson });
const staffListAnswer = z.object({ result: z.array(staffJson) });
const inviteAnswer = z.object({ result: staffInviteJson });

export interface AuditQuery {
  staffId?: string | undefined;
  action?: string | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** The previous page's `nextCursor`. */
  cursor?: string | undefined;
  limit: number;
}

/** Where the api's field paths sit in the mutations' arguments (each takes an `input` object). */
const INPUT: InputPaths = { prefix: 'input.' };

/** An answer that does not fit the contract: the api and the gateway disagree, which no retry mends. */
export function parsed<T>(schema: z.ZodType<T>, answer: unknown, route: string): T {
  const result = schema.safeParse(answer);
  if (result.success) return result.data;
  throw new GraphQLError(`The admin api answered ${route} in an unexpected shape.`, {
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}

export const signInRequired = (): GraphQLError =>
  graphqlError('UNAUTHENTICATED', 'login_required', 'Please sign in to the admin to continue.');

/**
 * The admin REST calls for one GraphQL request, made with the staff session's token and the caller's address (for
 * the api's rate limits). Without a token no call is made: the api would refuse it, and a guest costs it nothing.
 */
export class AdminRest {
  constructor(
    private readonly rest: RestClient,
    private readonly caller: Caller,
  ) {}

  private get session(): Caller {
    if (!this.caller.token) throw signInRequired();
    return this.caller;
  }

  /** `POST /admin/session`: email, password and the TOTP code; answers the new session's token and its staff. */
  async signIn(input: { email: string; password: string; code: string }): Promise<StaffSignInJson> {
    const answer = await inputFields(
      this.rest.send<unknown>('POST', '/admin/session', input, { ip: this.caller.ip }),
      INPUT,
    );
    return parsed(signInAnswer, answer, 'POST /admin/session');
  }

  /** `DELETE /admin/session`: revokes the caller's session. */
  async signOut(): Promise<void> {
    await this.rest.send<unknown>('DELETE', '/admin/session', undefined, this.session);
  }

  /** `GET /admin/me`. */
  async me(): Promise<StaffJson> {
    return parsed(staffAnswer, await this.rest.get<unknown>('/admin/me', undefined, this.session), 'GET /admin/me')
      .result;
  }

  /** `GET /admin/staff`. */
  async staff(): Promise<StaffJson[]> {
    const answer = await this.rest.get<unknown>('/admin/staff', undefined, this.session);
    return parsed(staffListAnswer, answer, 'GET /admin/staff').result;
  }

  /** `POST /admin/staff/invites`. */
  async invite(input: { email: string; role: StaffRoleJson }): Promise<StaffInviteJson> {
    const answer = await inputFields(
      this.rest.send<unknown>('POST', '/admin/staff/invites', input, this.session),
      INPUT,
    );
    return parsed(inviteAnswer, answer, 'POST /admin/staff/invites').result;
  }

  /** `PATCH /admin/staff/:id` with a new role or disabled flag. */
  async updateStaff(id: string, change: { role?: StaffRoleJson; disabled?: boolean }): Promise<StaffJson> {
    const answer = await this.rest.send<unknown>(
      'PATCH',
      `/admin/staff/${encodeURIComponent(id)}`,
      change,
      this.session,
    );
    return parsed(staffAnswer, answer, 'PATCH /admin/staff/:id').result;
  }

  /** `DELETE /admin/staff/:id/sessions`. */
  async revokeSessions(id: string): Promise<void> {
    await this.rest.send<unknown>('DELETE', `/admin/staff/${encodeURIComponent(id)}/sessions`, undefined, this.session);
  }

  /** `GET /admin/audit`: newest first, keyset-paged by `cursor` (the previous page's `nextCursor`). */
  async audit(query: AuditQuery): Promise<AuditPageJson> {
    const params: QueryParams = { ...query };
    const answer = await this.rest.get<unknown>('/admin/audit', params, this.session);
    return parsed(auditPageJson, answer, 'GET /admin/audit');
  }
}
