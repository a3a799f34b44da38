import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../config.js';
import { MAX_OPERATION_COST } from '../operation-cost.js';
import { buildGateway } from '../server.js';
import { type AdminApiStub, STUB_CODE, STUB_PASSWORD, STUB_STAFF, startAdminApiStub } from '../test/admin-api-stub.js';
import { type GatewayUnderTest, startGatewayOverApi } from '../test/gateway-over-api.js';
import { ADMIN_CACHE_CONTROL, ADMIN_GRAPHQL_PATH } from './server.js';
import { STAFF_SESSION_COOKIE } from './session-cookie.js';

/*
 * The admin endpoint over the real api for everything but the admin routes, which a stub answers at the wire
 * (test/admin-api-stub.ts) until the api has its own: the requests it records are the contract `rest.ts` speaks.
 */

const EXPLORER_PAGE =
  '<!doctype html><html><head><title>explorer</title></head><body><div id="explorer"></div></body></html>';

let t: GatewayUnderTest;
let stub: AdminApiStub;
let gateway: FastifyInstance;
let explorerDist: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  explorerDist = await mkdtemp(path.join(tmpdir(), 'sutra-admin-explorer-'));
  await mkdir(path.join(explorerDist, 'assets'));
  await writeFile(path.join(explorerDist, 'index.html'), EXPLORER_PAGE);
  t = await startGatewayOverApi();
  stub = await startAdminApiStub(t.api.url);
  ({ gateway } = await t.replica({ API_URL: stub.url, EXPLORER_DIST: explorerDist }));
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await t.close();
  await stub.close();
  await rm(explorerDist, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

async function admin(
  query: string,
  variables: Record<string, unknown> = {},
  options: { cookie?: string; app?: FastifyInstance } = {},
): Promise<Answer> {
  const res = await (options.app ?? gateway).inject({
    method: 'POST',
    url: ADMIN_GRAPHQL_PATH,
    headers: {
      'content-type': 'application/json',
      ...(options.cookie ? { cookie: `${STAFF_SESSION_COOKIE}=${options.cookie}` } : {}),
    },
    payload: { query, variables },
  });
  return { status: res.statusCode, headers: res.headers, body: res.json() };
}

const SIGN_IN = 'mutation ($input: SignInInput!) { signIn(input: $input) { id email name role } }';
const ownerLogin = { email: STUB_STAFF.owner.email, password: STUB_PASSWORD, code: STUB_CODE };

/** The staff cookie an answer sets, with its attributes, or undefined. */
function staffCookieOf(answer: Answer): string | undefined {
  const header = answer.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : typeof header === 'string' ? [header] : [];
  return cookies.find((c) => c.startsWith(`${STAFF_SESSION_COOKIE}=`));
}

describe('signing in and out', () => {
  it('keeps the session in an HttpOnly, SameSite=Strict cookie scoped to /admin, never in the answer', async () => {
    const seen = stub.received.length;
    const answer = await admin(SIGN_IN, { input: ownerLogin });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.signIn).toEqual({
      id: STUB_STAFF.owner.id,
      email: 'owner@sutra.in',
      name: 'Asha Owner',
      role: 'OWNER',
    });
    const cookie = staffCookieOf(answer);
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/admin(;|$)/);
    expect(cookie).toMatch(/; Expires=/);
    const token = /^sutra_staff=([^;]+)/.exec(cookie ?? '')?.[1] ?? '';
    expect(JSON.stringify(answer.body)).not.toContain(token);
    // The wire contract: the sign-in carries the three fields and no session.
    expect(stub.received.slice(seen)).toEqual([
      { method: 'POST', path: '/admin/session', token: undefined, body: ownerLogin, query: {} },
    ]);
  });

  it('answers the signed-in member from the cookie, sending its token to the api as a bearer token', async () => {
    const token = stub.sessionFor('owner');
    const answer = await admin('{ me { email role } }', {}, { cookie: token });
    expect(answer.body).toEqual({ data: { me: { email: 'owner@sutra.in', role: 'OWNER' } } });
    expect(stub.received.at(-1)).toMatchObject({ method: 'GET', path: '/admin/me', token });
  });

  it('signs out: the api revokes the session, the cookie is cleared, and the old cookie is refused', async () => {
    const token = stub.sessionFor('owner');
    const out = await admin('mutation { signOut }', {}, { cookie: token });
    expect(out.body).toEqual({ data: { signOut: true } });
    expect(stub.received.at(-1)).toMatchObject({ method: 'DELETE', path: '/admin/session', token });
    expect(staffCookieOf(out)).toMatch(/^sutra_staff=;.*Expires=Thu, 01 Jan 1970/);
    const after = await admin('{ me { id } }', {}, { cookie: token });
    expect(after.body.data).toBeNull();
    expect(after.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'session_expired' });
  });

  it('refuses a wrong code as any wrong credential, with no cookie', async () => {
    const answer = await admin(SIGN_IN, { input: { ...ownerLogin, code: '000000' } });
    expect(answer.body.data).toBeNull();
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'login_failed' });
    expect(staffCookieOf(answer)).toBeUndefined();
  });
});

describe('the admin routes behind the fields', () => {
  it('answers the signed-in member with what their role may do', async () => {
    const answer = await admin('{ me { role permissions } }', {}, { cookie: stub.sessionFor('catalogue') });
    expect(answer.body).toEqual({
      data: { me: { role: 'CATALOGUE', permissions: ['catalogue:write', 'stock:write', 'homepage:write'] } },
    });
  });

  it('asks the audit log for a filtered page after a cursor, and answers its entries with their records as JSON', async () => {
    const token = stub.sessionFor('owner');
    const answer = await admin(
      `query ($filter: AuditFilter, $after: String) {
        auditLog(filter: $filter, first: 20, after: $after) {
          nodes { action staff { email } before after }
          pageInfo { hasNextPage endCursor }
        }
      }`,
      { filter: { staffId: STUB_STAFF.owner.id, entity: 'staff_invite', from: '2026-01-01T00:00:00Z' }, after: '41' },
      { cookie: token },
    );
    expect(answer.body).toEqual({
      data: {
        auditLog: {
          nodes: [
            {
              action: 'staff.invite',
              staff: { email: 'owner@sutra.in' },
              before: null,
              after: '{"email":"new@sutra.in","role":"catalogue"}',
            },
          ],
          pageInfo: { hasNextPage: false, endCursor: null },
        },
      },
    });
    expect(stub.received.at(-1)).toEqual({
      method: 'GET',
      path: '/admin/audit',
      token,
      body: undefined,
      query: {
        staffId: STUB_STAFF.owner.id,
        entity: 'staff_invite',
        from: '2026-01-01T00:00:00Z',
        cursor: '41',
        limit: '20',
      },
    });
  });

  it('sends role changes, invitations and revocations in the api’s words', async () => {
    const token = stub.sessionFor('owner');
    const id = STUB_STAFF.catalogue.id;
    const seen = stub.received.length;
    const answer = await admin(
      `mutation ($id: ID!) {
        inviteStaff(input: { email: "new@sutra.in", role: ORDERS }) { email role }
        changeStaffRole(id: $id, role: ORDERS) { role }
        setStaffDisabled(id: $id, disabled: true) { disabled }
        revokeStaffSessions(id: $id)
      }`,
      { id },
      { cookie: token },
    );
    expect(answer.body).toEqual({
      data: {
        inviteStaff: { email: 'new@sutra.in', role: 'ORDERS' },
        changeStaffRole: { role: 'ORDERS' },
        setStaffDisabled: { disabled: true },
        revokeStaffSessions: true,
      },
    });
    expect(stub.received.slice(seen).map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/admin/staff/invites', body: { email: 'new@sutra.in', role: 'orders' } },
      { method: 'PATCH', path: `/admin/staff/${id}`, body: { role: 'orders' } },
      { method: 'PATCH', path: `/admin/staff/${id}`, body: { disabled: true } },
      { method: 'DELETE', path: `/admin/staff/${id}/sessions`, body: undefined },
    ]);
  });

  it('tells a role without the permission FORBIDDEN', async () => {
    const answer = await admin('{ staffMembers { id } }', {}, { cookie: stub.sessionFor('catalogue') });
    expect(answer.body.data).toBeNull();
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('cross-site requests', () => {
  it('refuses a form posted from another site with the staff cookie, before the api is called', async () => {
    const token = stub.sessionFor('owner');
    const seen = stub.received.length;
    // What an HTML form can send: a simple content type, no custom header; the browser adds the cookie (were it
    // not SameSite=Strict). Neither reaches a resolver.
    for (const [type, payload] of [
      ['text/plain', JSON.stringify({ query: 'mutation { signOut }' })],
      ['application/x-www-form-urlencoded', 'query=mutation%20%7B%20signOut%20%7D'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="query"\r\n\r\nmutation { signOut }\r\n--x--\r\n',
      ],
    ] as const) {
      const res = await gateway.inject({
        method: 'POST',
        url: ADMIN_GRAPHQL_PATH,
        headers: { 'content-type': type, cookie: `${STAFF_SESSION_COOKIE}=${token}`, origin: 'https://evil.example' },
        payload,
      });
      expect(res.statusCode, type).toBeGreaterThanOrEqual(400);
      expect(res.json().data, type).toBeUndefined();
    }
    // A GET (an image's or a link's) without a header only a script could set.
    const get = await gateway.inject({
      method: 'GET',
      url: `${ADMIN_GRAPHQL_PATH}?query=${encodeURIComponent('{ me { email } }')}`,
      headers: { cookie: `${STAFF_SESSION_COOKIE}=${token}` },
    });
    expect(get.statusCode).toBe(400);
    expect(get.json().data).toBeUndefined();
    expect(stub.received.slice(seen)).toEqual([]);
  });
});

describe('caching', () => {
  it('marks every admin answer no-store and private, refusals included', async () => {
    const token = stub.sessionFor('owner');
    const ok = await admin('{ me { id } }', {}, { cookie: token });
    const refused = await admin('{ me { id } }');
    const invalid = await admin('{ nope }');
    for (const answer of [ok, refused, invalid]) expect(answer.headers['cache-control']).toBe(ADMIN_CACHE_CONTROL);
  });

  it('never answers from the shared response cache: the same GET twice asks the api twice', async () => {
    const token = stub.sessionFor('owner');
    const seen = stub.received.length;
    for (let i = 0; i < 2; i++) {
      const res = await gateway.inject({
        method: 'GET',
        url: `${ADMIN_GRAPHQL_PATH}?query=${encodeURIComponent('{ me { email } }')}`,
        headers: { cookie: `${STAFF_SESSION_COOKIE}=${token}`, 'apollo-require-preflight': '1' },
      });
      expect(res.json()).toEqual({ data: { me: { email: 'owner@sutra.in' } } });
      expect(res.headers['cache-control']).toBe(ADMIN_CACHE_CONTROL);
    }
    expect(stub.received.slice(seen).map((r) => r.path)).toEqual(['/admin/me', '/admin/me']);
  });
});

describe('limits', () => {
  it('refuses introspection in production and answers it in development', async () => {
    const config = loadGatewayConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', API_URL: stub.url });
    const production = await buildGateway({ ...config, production: true, sandbox: false });
    apps.push(production);
    const query = '{ __schema { queryType { name } } }';
    const refused = await admin(query, {}, { app: production });
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect((await admin(query)).body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it("applies the shop endpoint's cost limit", async () => {
    const entry = 'nodes { id createdAt staff { id name email } action entity entityId before after }';
    const aliases = Array.from({ length: 6 }, (_, i) => `a${i}: auditLog(first: 100) { ${entry} }`).join(' ');
    const answer = await admin(`{ ${aliases} }`, {}, { cookie: stub.sessionFor('owner') });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({
      code: 'GRAPHQL_VALIDATION_FAILED',
      maxCost: MAX_OPERATION_COST,
    });
  });

  it("applies the shop endpoint's alias limit and page bounds", async () => {
    const flood = Array.from({ length: 16 }, (_, i) => `m${i}: me { id }`).join(' ');
    expect((await admin(`{ ${flood} }`)).body.errors?.[0]?.message).toMatch(/alias/i);
    const tooMany = await admin('{ auditLog(first: 101) { nodes { id } } }', {}, { cookie: stub.sessionFor('owner') });
    expect(tooMany.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('the explorer', () => {
  it('serves the explorer for /admin/graphql in development, without the demo buyer’s button', async () => {
    const res = await gateway.inject({ method: 'GET', url: ADMIN_GRAPHQL_PATH, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-endpoint="/admin/graphql"');
    expect(res.body).not.toContain('data-demo-token-url');
  });
});
