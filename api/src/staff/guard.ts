import { can, type StaffPermission } from '@sutra/rules';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { StaffSessionLimits } from '../config.js';
import type { Db } from '../db/client.js';
import { HttpError, unauthorized } from '../http/errors.js';
import { findSession, type SignedInStaff } from './sessions.js';

/*
 * Every route under /API/v1/admin/ declares who may call it, by spreading one of these into its options:
 *
 *   app.get('/admin/audit', { ...staffAuth.requireStaff('audit:read'), schema }, handler)   // a permission
 *   app.get('/admin/me', { ...staffAuth.requireStaff('signed-in'), schema }, handler)       // any signed-in staff
 *   app.post('/admin/session', { ...PUBLIC_ADMIN_ROUTE, schema }, handler)                  // signing in itself
 *
 * and reads the caller with `staffOf(request)`. A route that declares nothing, or a permission without the guard,
 * stops the api at start-up.
 */

/** Who may call an admin route: holders of a permission, any signed-in member of staff, or anyone (signing in). */
export type StaffAccess = StaffPermission | 'signed-in' | 'public';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the staff guard on admin routes; null elsewhere. */
    staff: SignedInStaff | null;
  }
  interface FastifyInstance {
    /** Every admin route and who may call it, as registered (what the route-table test walks). */
    adminRoutes: readonly AdminRoute[];
  }
  interface FastifyContextConfig {
    /** Who may call this admin route (see `staff/guard.ts`). */
    staffAccess?: StaffAccess;
  }
}

export const STAFF_LOGIN_REQUIRED = 'Please sign in to the back office.';
export const STAFF_SESSION_INVALID = 'Your back-office session has ended. Please sign in again.';
export const STAFF_FORBIDDEN = 'Your role does not allow this.';

export interface AdminRoute {
  method: string;
  url: string;
  access: StaffAccess;
}

/** The route options of an admin route anyone may call. */
export const PUBLIC_ADMIN_ROUTE = { config: { staffAccess: 'public' } } as const;

export interface StaffAuth {
  /**
   * The options that guard an admin route: an `onRequest` hook that authenticates the staff session (401 without
   * one: `login_required`; a token that is not a live staff session — a buyer's JWT, a revoked, expired or
   * pre-password-change session: `session_expired`) and checks the role holds `access` (403 `staff_forbidden`).
   */
  requireStaff(access: Exclude<StaffAccess, 'public'>): {
    onRequest: onRequestAsyncHookHandler;
    config: { staffAccess: Exclude<StaffAccess, 'public'> };
  };
}

/**
 * Decorates requests with `staff`, refuses at registration any admin route without a declared access (or declaring
 * one without the guard), and builds the guard. Call once on the root instance, before the routes.
 */
export function installStaffAuth(
  app: FastifyInstance,
  db: Db,
  limits: StaffSessionLimits,
  /** Where the admin routes live (`/API/v1/admin`). */
  adminPrefix: string,
): StaffAuth {
  app.decorateRequest('staff', null);
  const guards = new WeakSet<onRequestAsyncHookHandler>();
  const adminRoutes: AdminRoute[] = [];
  app.decorate('adminRoutes', adminRoutes);

  app.addHook('onRoute', (route) => {
    if (route.url !== adminPrefix && !route.url.startsWith(`${adminPrefix}/`)) return;
    const access = route.config?.staffAccess;
    if (!access) throw new Error(`${route.method} ${route.url} declares no staff access (see staff/guard.ts)`);
    for (const method of [route.method].flat()) adminRoutes.push({ method, url: route.url, access });
    if (access === 'public') return;
    const hooks = [route.onRequest ?? []].flat();
    if (!hooks.some((hook) => guards.has(hook as onRequestAsyncHookHandler)))
      throw new Error(`${route.method} ${route.url} declares ${access} but has no staff guard`);
  });

  const authenticate = async (request: FastifyRequest): Promise<SignedInStaff> => {
    const match = request.headers.authorization ? /^Bearer[ ]+(\S+)\s*$/i.exec(request.headers.authorization) : null;
    const token = match?.[1];
    if (!token) throw unauthorized('login_required', STAFF_LOGIN_REQUIRED);
    const member = await findSession(db, token, limits);
    if (!member) throw unauthorized('session_expired', STAFF_SESSION_INVALID);
    return member;
  };

  return {
    requireStaff: (access) => {
      const onRequest: onRequestAsyncHookHandler = async (request) => {
        const member = await authenticate(request);
        if (access !== 'signed-in' && !can(member.role, access))
          throw new HttpError(403, 'staff_forbidden', STAFF_FORBIDDEN);
        request.staff = member;
      };
      guards.add(onRequest);
      return { onRequest, config: { staffAccess: access } };
    },
  };
}

/** The signed-in member of staff on a guarded admin route (a route without the guard fails loudly, with 500). */
export function staffOf(request: FastifyRequest): SignedInStaff {
  if (!request.staff) throw new Error(`${request.routeOptions.url ?? request.url} reads the staff without the guard`);
  return request.staff;
}
