import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../config.js';
import { MAX_OPERATION_COST } from '../operation-cost.js';
import type { UpstreamRequest } from '../rest/client.js';
import { buildGateway } from '../server.js';
import { type GatewayUnderTest, startGatewayOverApi } from '../test/gateway-over-api.js';
import { codeOf, newStaff, type SignedInStaff, signedInStaff, staffCookieIn } from '../test/staff.js';
import { ADMIN_CACHE_CONTROL, ADMIN_GRAPHQL_PATH } from './server.js';
import { STAFF_SESSION_COOKIE } from './session-cookie.js';

/*
 * The admin endpoint over the real api: staff are added through the api's own test helpers and sign in here with a
 * code of their authenticator app. The REST calls the gateway makes are the contract `rest.ts` speaks.
 */

const EXPLORER_PAGE =
  '<!doctype html><html><head><title>explorer</title></head><body><div id="explorer"></div></body></html>';

let t: GatewayUnderTest;
let gateway: FastifyInstance;
let upstream: UpstreamRequest[];
let explorerDist: string;
let owner: SignedInStaff;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  explorerDist = await mkdtemp(path.join(tmpdir(), 'sutra-admin-explorer-'));
  await mkdir(path.join(explorerDist, 'assets'));
  await writeFile(path.join(explorerDist, 'index.html'), EXPLORER_PAGE);
  t = await startGatewayOverApi();
  ({ gateway, upstream } = await t.replica({ EXPLORER_DIST: explorerDist }));
  owner = await signedInStaff(t, 'owner', gateway);
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await t.close();
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
const callsSince = (seen: number) => upstream.slice(seen).map((r) => `${r.method} ${r.url}`);

describe('signing in and out', () => {
  it('keeps the session in an HttpOnly, SameSite=Strict cookie scoped to /admin, never in the answer', async () => {
    const member = await newStaff(t, 'owner');
    const seen = upstream.length;
    const login = { email: member.email, password: member.password, code: await codeOf(member) };
    const answer = await admin(SIGN_IN, { input: login });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.signIn).toEqual({ id: member.id, email: member.email, name: 'Test owner', role: 'OWNER' });
    const cookie = staffCookieIn(answer.headers);
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/admin(;|$)/);
    expect(cookie).toMatch(/; Expires=/);
    const token = /^sutra_staff=([^;]+)/.exec(cookie ?? '')?.[1] ?? '';
    expect(token).toMatch(/^sst_/);
    expect(JSON.stringify(answer.body)).not.toContain(token);
    expect(callsSince(seen)).toEqual(['POST /admin/session']);
  });

  it('answers the signed-in member from the cookie, the api reading its token as the session', async () => {
    const seen = upstream.length;
    const answer = await admin('{ me { email role } }', {}, { cookie: owner.token });
    expect(answer.body).toEqual({ data: { me: { email: owner.email, role: 'OWNER' } } });
    expect(callsSince(seen)).toEqual(['GET /admin/me']);
  });

  it('signs out: the api revokes the session, the cookie is cleared, and the old cookie is refused', async () => {
    const member = await signedInStaff(t, 'catalogue', gateway);
    const seen = upstream.length;
    const out = await admin('mutation { signOut }', {}, { cookie: member.token });
    expect(out.body).toEqual({ data: { signOut: true } });
    expect(callsSince(seen)).toEqual(['DELETE /admin/session']);
    expect(staffCookieIn(out.headers)).toMatch(/^sutra_staff=;.*Expires=Thu, 01 Jan 1970/);
    const after = await admin('{ me { id } }', {}, { cookie: member.token });
    expect(after.body.data).toBeNull();
    expect(after.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'session_expired' });
  });

  it('refuses a wrong code as any wrong credential, with no cookie', async () => {
    const member = await newStaff(t, 'owner');
    const right = await codeOf(member);
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    const answer = await admin(SIGN_IN, { input: { email: member.email, password: member.password, code: wrong } });
    expect(answer.body.data).toBeNull();
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'login_failed' });
    expect(staffCookieIn(answer.headers)).toBeUndefined();
  });
});

describe('the admin routes behind the fields', () => {
  it('answers the signed-in member with what their role may do', async () => {
    const member = await signedInStaff(t, 'catalogue', gateway);
    const answer = await admin('{ me { role permissions } }', {}, { cookie: member.token });
    expect(answer.body).toEqual({
      data: {
        me: {
          role: 'CATALOGUE',
          permissions: ['catalogue:read', 'catalogue:write', 'stock:write', 'homepage:write', 'coupons:write'],
        },
      },
    });
  });

  it('pages the audit log by cursor under a filter, answering its records as JSON', async () => {
    const invite = 'mutation ($email: String!) { inviteStaff(input: { email: $email, role: CATALOGUE }) { id } }';
    for (const email of ['first@sutra.in', 'second@sutra.in']) {
      expect((await admin(invite, { email }, { cookie: owner.token })).body.errors).toBeUndefined();
    }
    const page = (after?: string) =>
      admin(
        `query ($filter: AuditFilter, $after: String) {
          auditLog(filter: $filter, first: 1, after: $after) {
            nodes { action staff { email } before after }
            pageInfo { hasNextPage endCursor }
          }
        }`,
        { filter: { staffId: owner.id, entity: 'staff_invite', from: '2026-01-01T00:00:00Z' }, after },
        { cookie: owner.token },
      );
    type Page = { nodes: { action: string; after: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
    const first = (await page()).body.data?.auditLog as Page;
    expect(first.nodes).toEqual([
      { action: 'staff.invite', staff: { email: owner.email }, before: null, after: expect.any(String) },
    ]);
    expect(JSON.parse(first.nodes[0]?.after ?? '')).toMatchObject({ email: 'second@sutra.in', role: 'catalogue' });
    expect(first.pageInfo.hasNextPage).toBe(true);
    const seen = upstream.length;
    const second = (await page(first.pageInfo.endCursor)).body.data?.auditLog as Page;
    expect(JSON.parse(second.nodes[0]?.after ?? '')).toMatchObject({ email: 'first@sutra.in' });
    expect(callsSince(seen)).toEqual(['GET /admin/audit']);
  });

  it('sends role changes, invitations and revocations in the api’s words', async () => {
    const member = await signedInStaff(t, 'catalogue', gateway);
    const answer = await admin(
      `mutation ($id: ID!) {
        inviteStaff(input: { email: "new@sutra.in", role: ORDERS }) { email role }
        changeStaffRole(id: $id, role: ORDERS) { role }
        revokeStaffSessions(id: $id)
        setStaffDisabled(id: $id, disabled: true) { disabled }
      }`,
      { id: member.id },
      { cookie: owner.token },
    );
    expect(answer.body).toEqual({
      data: {
        inviteStaff: { email: 'new@sutra.in', role: 'ORDERS' },
        changeStaffRole: { role: 'ORDERS' },
        revokeStaffSessions: true,
        setStaffDisabled: { disabled: true },
      },
    });
    const list = await admin('{ staffMembers { id role disabled } }', {}, { cookie: owner.token });
    expect(list.body.data?.staffMembers).toContainEqual({ id: member.id, role: 'ORDERS', disabled: true });
    const refused = await admin('{ me { id } }', {}, { cookie: member.token });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('tells a role without the permission FORBIDDEN', async () => {
    const member = await signedInStaff(t, 'catalogue', gateway);
    const answer = await admin('{ staffMembers { id } }', {}, { cookie: member.token });
    expect(answer.body.data).toBeNull();
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('cross-site requests', () => {
  it('refuses a form posted from another site with the staff cookie, before the api is called', async () => {
    const token = owner.token;
    const seen = upstream.length;
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
    expect(callsSince(seen)).toEqual([]);
  });
});

describe('caching', () => {
  it('marks every admin answer no-store and private, refusals included', async () => {
    const token = owner.token;
    const ok = await admin('{ me { id } }', {}, { cookie: token });
    const refused = await admin('{ me { id } }');
    const invalid = await admin('{ nope }');
    for (const answer of [ok, refused, invalid]) expect(answer.headers['cache-control']).toBe(ADMIN_CACHE_CONTROL);
  });

  it('never answers from the shared response cache: the same GET twice asks the api twice', async () => {
    const token = owner.token;
    const seen = upstream.length;
    for (let i = 0; i < 2; i++) {
      const res = await gateway.inject({
        method: 'GET',
        url: `${ADMIN_GRAPHQL_PATH}?query=${encodeURIComponent('{ me { email } }')}`,
        headers: { cookie: `${STAFF_SESSION_COOKIE}=${token}`, 'apollo-require-preflight': '1' },
      });
      expect(res.json()).toEqual({ data: { me: { email: owner.email } } });
      expect(res.headers['cache-control']).toBe(ADMIN_CACHE_CONTROL);
    }
    expect(callsSince(seen)).toEqual(['GET /admin/me', 'GET /admin/me']);
  });
});

describe('limits', () => {
  it('refuses introspection in production and answers it in development', async () => {
    const config = loadGatewayConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', API_URL: t.api.url });
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
    const answer = await admin(`{ ${aliases} }`, {}, { cookie: owner.token });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({
      code: 'GRAPHQL_VALIDATION_FAILED',
      maxCost: MAX_OPERATION_COST,
    });
  });

  it("applies the shop endpoint's alias limit and page bounds", async () => {
    const flood = Array.from({ length: 16 }, (_, i) => `m${i}: me { id }`).join(' ');
    expect((await admin(`{ ${flood} }`)).body.errors?.[0]?.message).toMatch(/alias/i);
    const tooMany = await admin('{ auditLog(first: 101) { nodes { id } } }', {}, { cookie: owner.token });
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
