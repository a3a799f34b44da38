import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientAddress, RATE_LIMITS, type RateLimiter } from '../auth/rate-limits.js';
import { errorSchema } from '../http/schemas.js';
import type { StaffDeps } from './deps.js';
import { PUBLIC_ADMIN_ROUTE, type StaffAuth, staffOf } from './guard.js';
import { acceptInvite, createInvite } from './invites.js';
import {
  acceptInviteBodySchema,
  changePasswordBodySchema,
  enrolmentAnswerSchema,
  inviteBodySchema,
  inviteJsonSchema,
  meJsonSchema,
  okSchema,
  sessionAnswerSchema,
  signInBodySchema,
  staffIdParamsSchema,
  staffJsonSchema,
  updateStaffBodySchema,
} from './schemas.js';
import {
  changeOwnPassword,
  getStaff,
  listStaff,
  revokeStaffSessions,
  signIn,
  signOut,
  updateStaff,
} from './service.js';
import { withPermissions } from './staff-json.js';

const tags = ['admin'];
const security = [{ staffSession: [] }];
/** What every guarded admin route may answer besides success. */
const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** The back office's staff routes: signing in and out, the caller, invitations and the owner's staff management. */
export const staffRoutes =
  (deps: StaffDeps & { staffAuth: StaffAuth; limits: RateLimiter }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, staffAuth, limits } = deps;

    app.post(
      '/admin/session',
      {
        ...PUBLIC_ADMIN_ROUTE,
        schema: {
          tags,
          summary:
            'Sign in to the back office with email, password and the 6-digit code of the authenticator app; answers a session token. Any wrong part answers `login_failed` alike; limited per account and address',
          body: signInBodySchema,
          response: { 200: sessionAnswerSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
        },
      },
      async (request) => {
        const client = { address: clientAddress(request), userAgent: request.headers['user-agent'] ?? '' };
        const { token, expiresAt, staff } = await signIn(deps, request.body, client);
        return { success: true as const, token, expiresAt: expiresAt.toISOString(), result: withPermissions(staff) };
      },
    );

    app.delete(
      '/admin/session',
      {
        ...staffAuth.requireStaff('signed-in'),
        schema: { tags, summary: 'Sign out: this session ends', security, response: { 200: okSchema, ...refusals } },
      },
      async (request) => {
        await signOut(db, staffOf(request));
        return { success: true as const, message: 'Signed out' };
      },
    );

    app.get(
      '/admin/me',
      {
        ...staffAuth.requireStaff('signed-in'),
        schema: {
          tags,
          summary: 'The signed-in member of staff and what their role may do',
          security,
          response: { 200: z.object({ success: z.literal(true), result: meJsonSchema }), ...refusals },
        },
      },
      async (request) => ({
        success: true as const,
        result: withPermissions(await getStaff(db, staffOf(request).id)),
      }),
    );

    app.post(
      '/admin/me/password',
      {
        ...staffAuth.requireStaff('signed-in'),
        schema: {
          tags,
          summary: 'Change one’s own password (the current one proves it); every other session of the caller ends',
          security,
          body: changePasswordBodySchema,
          response: { 200: okSchema, ...refusals, 429: errorSchema },
        },
      },
      async (request) => {
        await changeOwnPassword(deps, staffOf(request), request.body, clientAddress(request));
        return { success: true as const, message: 'Password changed' };
      },
    );

    app.get(
      '/admin/staff',
      {
        ...staffAuth.requireStaff('staff:manage'),
        schema: {
          tags,
          summary: 'Every member of staff',
          security,
          response: { 200: z.object({ success: z.literal(true), result: z.array(staffJsonSchema) }), ...refusals },
        },
      },
      async () => ({ success: true as const, result: await listStaff(db) }),
    );

    app.patch(
      '/admin/staff/:id',
      {
        ...staffAuth.requireStaff('staff:manage'),
        schema: {
          tags,
          summary:
            'Change a member’s role, or disable or enable them (disabling ends their sessions). The last active owner cannot be demoted or disabled (`last_owner`)',
          security,
          params: staffIdParamsSchema,
          body: updateStaffBodySchema,
          response: {
            200: z.object({ success: z.literal(true), result: staffJsonSchema }),
            ...refusals,
            404: errorSchema,
            409: errorSchema,
          },
        },
      },
      async (request) => ({
        success: true as const,
        result: await updateStaff(deps, staffOf(request), request.params.id, request.body),
      }),
    );

    app.delete(
      '/admin/staff/:id/sessions',
      {
        ...staffAuth.requireStaff('staff:manage'),
        schema: {
          tags,
          summary: 'End every session of a member of staff',
          security,
          params: staffIdParamsSchema,
          response: { 200: okSchema.extend({ revoked: z.number().int() }), ...refusals, 404: errorSchema },
        },
      },
      async (request) => {
        const revoked = await revokeStaffSessions(deps, staffOf(request), request.params.id);
        return { success: true as const, message: 'Sessions ended', revoked };
      },
    );

    app.post(
      '/admin/staff/invites',
      {
        ...staffAuth.requireStaff('staff:manage'),
        schema: {
          tags,
          summary: 'Invite someone to the staff with a role: a one-time link is mailed to them',
          security,
          body: inviteBodySchema,
          response: {
            201: z.object({ success: z.literal(true), result: inviteJsonSchema }),
            ...refusals,
            409: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const invite = await createInvite(deps, staffOf(request), request.body);
        return reply.status(201).send({ success: true as const, result: invite });
      },
    );

    app.post(
      '/admin/invites/accept',
      {
        ...PUBLIC_ADMIN_ROUTE,
        schema: {
          tags,
          summary:
            'Accept an invitation: set name and password; answers the TOTP secret and its otpauth URI this once (the first sign-in with a code confirms the app)',
          body: acceptInviteBodySchema,
          response: { 201: enrolmentAnswerSchema, 400: errorSchema, 409: errorSchema, 429: errorSchema },
        },
        preHandler: limits.limit(RATE_LIMITS.staffInviteAcceptPerIp),
      },
      async (request, reply) => {
        const { staff, totpSecret, otpauthUri } = await acceptInvite(deps, request.body);
        return reply.status(201).send({ success: true as const, result: staff, totpSecret, otpauthUri });
      },
    );
  };
