import { randomUUID } from 'node:crypto';
import { can, type StaffPermission } from '@sutra/rules';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app.js';
import { newBuyer, randomIp } from '../test/accounts.js';
import { signedInStaff } from '../test/staff.js';
import { createTestApi, type TestApi } from '../test/test-api.js';
import { type AdminRoute, installStaffAuth, PUBLIC_ADMIN_ROUTE } from './guard.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const guarded = () => api.app.adminRoutes.filter((route) => route.access !== 'public');
const ask = (route: AdminRoute, token?: string) =>
  api.app.inject({
    method: route.method as 'GET',
    url: route.url.replace(/:\w+/g, randomUUID()),
    headers: { 'x-forwarded-for': randomIp(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(['POST', 'PATCH', 'PUT'].includes(route.method) ? { payload: {} } : {}),
  });
const codeOf = (answer: { body: string }) =>
  answer.body ? (JSON.parse(answer.body) as { code?: string }).code : undefined;

describe('the admin route table', () => {
  it('holds the staff routes, each declaring who may call it; only signing in and accepting an invitation are public', () => {
    const table = api.app.adminRoutes.filter((r) => r.method !== 'HEAD');
    expect(table.length).toBeGreaterThanOrEqual(10);
    expect(
      table
        .filter((r) => r.access === 'public')
        .map((r) => `${r.method} ${r.url}`)
        .sort(),
    ).toEqual([`POST ${API_PREFIX}/admin/invites/accept`, `POST ${API_PREFIX}/admin/session`]);
  });

  it('lists every admin route of the OpenAPI document', () => {
    const documented = Object.keys((api.app.swagger() as { paths: Record<string, unknown> }).paths)
      .filter((path) => path.startsWith(`${API_PREFIX}/admin`))
      .map((path) => path.replace(/\{(\w+)\}/g, ':$1'));
    const walked = new Set(api.app.adminRoutes.map((route) => route.url));
    expect(documented.length).toBeGreaterThan(0);
    expect(documented.filter((path) => !walked.has(path))).toEqual([]);
  });

  it('answers 401 on every guarded route to a guest and to a buyer’s token', async () => {
    const buyer = await newBuyer(api);
    for (const route of guarded()) {
      const guest = await ask(route);
      const asBuyer = await ask(route, buyer.token);
      expect({ route, status: guest.statusCode, code: codeOf(guest) }).toMatchObject({
        status: 401,
        ...(route.method === 'HEAD' ? {} : { code: 'login_required' }),
      });
      expect({ route, status: asBuyer.statusCode, code: codeOf(asBuyer) }).toMatchObject({
        status: 401,
        ...(route.method === 'HEAD' ? {} : { code: 'session_expired' }),
      });
    }
  });

  it('answers 403 to a role without the route’s permission, and lets a role with it through', async () => {
    const owner = await signedInStaff(api, 'owner');
    for (const role of ['catalogue', 'orders'] as const) {
      const member = await signedInStaff(api, role);
      const refused = guarded().filter((r) => r.access !== 'signed-in' && !can(role, r.access as StaffPermission));
      expect(refused.length).toBeGreaterThan(0);
      for (const route of refused) {
        const answer = await ask(route, member.token);
        expect({ role, route, status: answer.statusCode, code: codeOf(answer) }).toMatchObject({
          status: 403,
          ...(route.method === 'HEAD' ? {} : { code: 'staff_forbidden' }),
        });
        const asOwner = await ask(route, owner.token);
        expect({ route, status: asOwner.statusCode }).not.toMatchObject({ status: 401 });
        expect({ route, status: asOwner.statusCode }).not.toMatchObject({ status: 403 });
      }
    }
  });
  it('answers 403 to the orders role on every route needing a permission it lacks (catalogue writes among them)', async () => {
    const orders = await signedInStaff(api, 'orders');
    const refused = guarded().filter((r) => r.access !== 'signed-in' && !can('orders', r.access as StaffPermission));
    expect(refused.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        `PATCH ${API_PREFIX}/admin/products/:productId`,
        `PUT ${API_PREFIX}/admin/products/:productId/skus/:skuId/stock`,
      ]),
    );
    for (const route of refused) {
      const answer = await ask(route, orders.token);
      expect({ route, status: answer.statusCode, code: codeOf(answer) }).toMatchObject({
        status: 403,
        ...(route.method === 'HEAD' ? {} : { code: 'staff_forbidden' }),
      });
    }
  });
});

describe('declaring admin routes', () => {
  const bareApp = () => {
    const app = Fastify();
    const auth = installStaffAuth(app, api.database.db, api.config.staffSessions, '/API/v1/admin');
    return { app, auth };
  };

  it('refuses to start with an admin route that declares no access', async () => {
    const { app } = bareApp();
    expect(() => app.get('/API/v1/admin/forgotten', async () => ({ ok: true }))).toThrow(/declares no staff access/);
    await app.close();
  });

  it('refuses to start with a route that declares a permission without the guard', async () => {
    const { app } = bareApp();
    expect(() =>
      app.get('/API/v1/admin/half-done', { config: { staffAccess: 'audit:read' } }, async () => ({ ok: true })),
    ).toThrow(/has no staff guard/);
    await app.close();
  });

  it('starts with guarded and public admin routes', async () => {
    const { app, auth } = bareApp();
    app.get('/API/v1/admin/fine', { ...auth.requireStaff('audit:read') }, async () => ({ ok: true }));
    app.post('/API/v1/admin/open', { ...PUBLIC_ADMIN_ROUTE }, async () => ({ ok: true }));
    await app.ready();
    expect(app.adminRoutes.map((r) => r.access)).toEqual(expect.arrayContaining(['audit:read', 'public']));
    await app.close();
  });
});
