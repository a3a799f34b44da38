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

const homepagePickJson = z.object({ id: z.string(), name: z.string(), image: z.string(), visible: z.boolean() });
export type HomepagePickJson = z.infer<typeof homepagePickJson>;

const homepageJson = z.object({
  version: z.number().int(),
  updatedAt: z.string(),
  hero: z.object({ video: z.string(), poster: z.string(), title: z.string(), subtitle: z.string() }),
  promoText: z.string(),
  bestSeller: z.object({
    title: z.string(),
    bannerImg: z.string(),
    pricePaise: z.number().int(),
    seeMoreLink: z.string().optional(),
  }),
  trending: z.object({ title: z.string(), seeMoreLink: z.string() }),
  recommended: z.object({ title: z.string(), seeMoreLink: z.string() }),
  saleBanner: z.object({
    title: z.string(),
    offer: z.string(),
    ctaText: z.string(),
    link: z.string(),
    image: z.string(),
  }),
  picks: z.object({
    bestSeller: z.array(homepagePickJson),
    trending: z.array(homepagePickJson),
    recommended: z.array(homepagePickJson),
  }),
});
export type HomepageJson = z.infer<typeof homepageJson>;
/** What `PUT /admin/homepage` takes: the homepage's text, each section's product ids and the version read. */
export type HomepageEdit = Omit<HomepageJson, 'updatedAt' | 'picks'> & {
  picks: { bestSeller: string[]; trending: string[]; recommended: string[] };
};
const homepageAnswer = z.object({ result: homepageJson });
const pickListAnswer = z.object({ result: z.array(homepagePickJson) });

const couponJson = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(['percent', 'flat']),
  percentOff: z.number().int().nullable(),
  amountOffPaise: z.number().int().nullable(),
  maxDiscountPaise: z.number().int().nullable(),
  minOrderPaise: z.number().int(),
  startsAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  usesPerBuyer: z.number().int().nullable(),
  totalUses: z.number().int().nullable(),
  listed: z.boolean(),
  uses: z.number().int(),
  state: z.enum(['scheduled', 'live', 'ended']),
  createdAt: z.string(),
});
export type CouponJson = z.infer<typeof couponJson>;
/** What the coupon routes take. */
export type CouponEdit = Omit<CouponJson, 'id' | 'uses' | 'state' | 'createdAt'>;
const couponAnswer = z.object({ result: couponJson });
const couponListAnswer = z.object({ result: z.array(couponJson) });

const filterValueJson = z.object({ label: z.string(), value: z.string() });
const categoryJson = z.object({
  id: z.string(),
  name: z.string(),
  value: z.string(),
  position: z.number().int(),
  products: z.number().int(),
  filters: z.array(z.object({ attributeName: z.string(), values: z.array(filterValueJson) })),
});
export type CategoryJson = z.infer<typeof categoryJson>;
export type ListingFilterJson = CategoryJson['filters'][number];
const categoryAnswer = z.object({ result: categoryJson });
const categoryListAnswer = z.object({ result: z.array(categoryJson) });

const signInAnswer = z.object({ token: z.string().min(1), expiresAt: z.string(), result: staffJson });
export type StaffSignInJson = z.infer<typeof signInAnswer>;
const staffAnswer = z.object({ result: staffJson });
const staffListAnswer = z.object({ result: z.array(staffJson) });
const inviteAnswer = z.object({ result: staffInviteJson });
const enrolmentAnswer = z.object({ result: staffJson, totpSecret: z.string().min(1), otpauthUri: z.string().min(1) });
export type StaffEnrolmentJson = z.infer<typeof enrolmentAnswer>;

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

  /**
   * `POST /admin/invites/accept` (public): spends the mailed link once and answers the new member with their TOTP
   * secret, this once. Made without a session, with the caller's address (the api limits attempts per address).
   */
  async acceptInvite(input: { token: string; name: string; password: string }): Promise<StaffEnrolmentJson> {
    const answer = await inputFields(
      this.rest.send<unknown>('POST', '/admin/invites/accept', input, { ip: this.caller.ip }),
      INPUT,
    );
    return parsed(enrolmentAnswer, answer, 'POST /admin/invites/accept');
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

  /** `GET /admin/homepage`. */
  async homepage(): Promise<HomepageJson> {
    const answer = await this.rest.get<unknown>('/admin/homepage', undefined, this.session);
    return parsed(homepageAnswer, answer, 'GET /admin/homepage').result;
  }

  /** `PUT /admin/homepage`: a save made from an older version is refused (409 `stale_version`). */
  async saveHomepage(edit: HomepageEdit): Promise<HomepageJson> {
    const answer = await inputFields(this.rest.send<unknown>('PUT', '/admin/homepage', edit, this.session), INPUT);
    return parsed(homepageAnswer, answer, 'PUT /admin/homepage').result;
  }

  /** `GET /admin/homepage/product-picks`. */
  async homepageProductPicks(search: string): Promise<HomepagePickJson[]> {
    const answer = await this.rest.get<unknown>('/admin/homepage/product-picks', { search }, this.session);
    return parsed(pickListAnswer, answer, 'GET /admin/homepage/product-picks').result;
  }

  /** `GET /admin/coupons`. */
  async coupons(): Promise<CouponJson[]> {
    return parsed(
      couponListAnswer,
      await this.rest.get<unknown>('/admin/coupons', undefined, this.session),
      'GET /admin/coupons',
    ).result;
  }

  /** `POST /admin/coupons`. */
  async createCoupon(edit: CouponEdit): Promise<CouponJson> {
    const answer = await inputFields(this.rest.send<unknown>('POST', '/admin/coupons', edit, this.session), INPUT);
    return parsed(couponAnswer, answer, 'POST /admin/coupons').result;
  }

  /** `PATCH /admin/coupons/:id`. */
  async updateCoupon(id: string, edit: CouponEdit): Promise<CouponJson> {
    const path = `/admin/coupons/${encodeURIComponent(id)}`;
    const answer = await inputFields(this.rest.send<unknown>('PATCH', path, edit, this.session), INPUT);
    return parsed(couponAnswer, answer, 'PATCH /admin/coupons/:id').result;
  }

  /** `POST /admin/coupons/:id/end`. */
  async endCoupon(id: string): Promise<CouponJson> {
    const path = `/admin/coupons/${encodeURIComponent(id)}/end`;
    return parsed(
      couponAnswer,
      await this.rest.send<unknown>('POST', path, undefined, this.session),
      'POST /admin/coupons/:id/end',
    ).result;
  }

  /** `GET /admin/categories`. */
  async categories(): Promise<CategoryJson[]> {
    const answer = await this.rest.get<unknown>('/admin/categories', undefined, this.session);
    return parsed(categoryListAnswer, answer, 'GET /admin/categories').result;
  }

  /** `PATCH /admin/categories/:id`. */
  async updateCategory(id: string, edit: { name: string; value: string; position: number }): Promise<CategoryJson> {
    const path = `/admin/categories/${encodeURIComponent(id)}`;
    const answer = await inputFields(this.rest.send<unknown>('PATCH', path, edit, this.session), INPUT);
    return parsed(categoryAnswer, answer, 'PATCH /admin/categories/:id').result;
  }

  /** `PUT /admin/categories/:id/filters`; the api's `filters.N…` paths are the argument's own. */
  async setListingFilters(id: string, filters: ListingFilterJson[]): Promise<CategoryJson> {
    const path = `/admin/categories/${encodeURIComponent(id)}/filters`;
    const answer = await inputFields(this.rest.send<unknown>('PUT', path, { filters }, this.session), { prefix: '' });
    return parsed(categoryAnswer, answer, 'PUT /admin/categories/:id/filters').result;
  }
}
