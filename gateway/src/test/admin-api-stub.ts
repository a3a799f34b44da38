import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { catalogueStub } from './admin-catalogue-stub.js';

/**
 * A stand-in for the api's admin REST routes (`/API/v1/admin/…`), answering the contract `admin/rest.ts` reads (the
 * shapes and refusal codes of the api's staff and audit routes: `api/src/staff/routes.ts`, `api/src/audit/routes.ts`),
 * in front of the real api: every other path is passed through to `target` untouched, so the shop's side (buyers'
 * tokens, the catalogue's change stream) is the real one. It exists only while this branch's api has no admin routes;
 * once it has, the admin tests sign in as the api's demo owner and this file goes.
 *
 * Its staff: the owner and a `catalogue` member, both with the password `sutra-staff` and the code `STUB_CODE` (the
 * real api checks a TOTP; the stub only its shape). Owner-only routes: staff management and the audit log.
 */
export const STUB_CODE = '123456';
export const STUB_PASSWORD = 'sutra-staff';
const member = { disabled: false, totpConfirmed: true, createdAt: '2026-01-01T00:00:00.000Z' };
export const STUB_STAFF = {
  owner: {
    ...member,
    id: '0b6f0d9e-4c1a-4f7e-9a52-6d1f3c2b8a01',
    email: 'owner@sutra.in',
    name: 'Asha Owner',
    role: 'owner',
  },
  catalogue: {
    ...member,
    id: '5c3e2a71-8d4b-4e6f-b1a9-2f7c9d0e4b12',
    email: 'catalogue@sutra.in',
    name: 'Kiran Catalogue',
    role: 'catalogue',
  },
} as const;

/** What each role may do, as the api answers it for the signed-in member (`@sutra/rules`' role table). */
const PERMISSIONS: Record<StaffKey, string[]> = {
  owner: [
    'catalogue:write',
    'stock:write',
    'homepage:write',
    'coupons:write',
    'orders:read',
    'orders:write',
    'customers:read',
    'staff:manage',
    'audit:read',
  ],
  catalogue: ['catalogue:write', 'stock:write', 'homepage:write'],
};

type StaffKey = keyof typeof STUB_STAFF;

export interface AdminApiStub {
  /** Point the gateway's API_URL here. */
  url: string;
  /** Every admin request the stub answered: method, path (below /API/v1) and the bearer token sent. */
  received: {
    method: string;
    path: string;
    token: string | undefined;
    body: unknown;
    query: Record<string, string>;
  }[];
  /** A session token for `who`, as a sign-in would issue. */
  sessionFor(who: StaffKey): string;
  /** Ends a session, as a sign-out, a password change or an owner's revocation would. */
  revoke(token: string): void;
  /** Puts the stub's one product back as it started. */
  resetCatalogue(): void;
  close(): Promise<void>;
}

const refusal = (response: ServerResponse, status: number, code: string, message: string, more: object = {}) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ success: false, status: false, code, message, ...more }));
};

const answer = (response: ServerResponse, status: number, body?: unknown) => {
  if (body === undefined) {
    response.writeHead(status).end();
    return;
  }
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const readBody = async (request: IncomingMessage): Promise<unknown> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  if (!text) return undefined;
  // A file (a CSV, a picture's multipart) is kept as its text.
  return request.headers['content-type']?.includes('json') ? JSON.parse(text) : text;
};

export async function startAdminApiStub(target: string): Promise<AdminApiStub> {
  const base = new URL(target);
  const sessions = new Map<string, { who: StaffKey; revoked: boolean }>();
  const received: AdminApiStub['received'] = [];
  const catalogue = catalogueStub();
  const issue = (who: StaffKey) => {
    const token = randomBytes(24).toString('base64url');
    sessions.set(token, { who, revoked: false });
    return token;
  };

  const admin = async (request: IncomingMessage, response: ServerResponse, path: string, query: URLSearchParams) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
    const body = await readBody(request);
    const method = request.method ?? 'GET';
    received.push({ method, path, token, body, query: Object.fromEntries(query) });
    if (method === 'POST' && path === '/admin/session') {
      const input = body as { email?: string; password?: string; code?: string } | undefined;
      const who = (Object.keys(STUB_STAFF) as StaffKey[]).find((k) => STUB_STAFF[k].email === input?.email);
      if (!who || input?.password !== STUB_PASSWORD || input?.code !== STUB_CODE) {
        return refusal(response, 401, 'login_failed', 'The email, password or code is not right.');
      }
      const expiresAt = new Date(Date.now() + 8 * 3600_000).toISOString();
      const result = { ...STUB_STAFF[who], permissions: PERMISSIONS[who] };
      return answer(response, 200, { success: true, token: issue(who), expiresAt, result });
    }
    const session = token ? sessions.get(token) : undefined;
    if (!token) return refusal(response, 401, 'login_required', 'Please sign in.');
    if (!session || session.revoked) return refusal(response, 401, 'session_expired', 'Your session has ended.');
    const staff = STUB_STAFF[session.who];
    if (method === 'DELETE' && path === '/admin/session') {
      session.revoked = true;
      return answer(response, 200, { success: true, message: 'Signed out' });
    }
    if (method === 'GET' && path === '/admin/me') {
      return answer(response, 200, { success: true, result: { ...staff, permissions: PERMISSIONS[session.who] } });
    }
    // The catalogue's routes: the owner's and the catalogue role's (`admin-catalogue-stub.ts`).
    if (path.startsWith('/admin/products')) {
      return catalogue.handle(response, method, path, query, body, { answer, refusal });
    }
    // Every other admin route here needs `staff:manage` or `audit:read`: the owner's alone.
    if (staff.role !== 'owner') return refusal(response, 403, 'staff_forbidden', 'Your role does not allow this.');
    if (method === 'GET' && path === '/admin/staff') {
      return answer(response, 200, { success: true, result: Object.values(STUB_STAFF) });
    }
    if (method === 'POST' && path === '/admin/staff/invites') {
      const input = body as { email: string; role: string };
      const invite = { id: '9d8e7f60-1a2b-4c3d-8e9f-0a1b2c3d4e5f', ...input, expiresAt: new Date().toISOString() };
      return answer(response, 201, { success: true, result: invite });
    }
    const target = /^\/admin\/staff\/([^/]+)(\/sessions)?$/.exec(path);
    const found = Object.values(STUB_STAFF).find((s) => s.id === target?.[1]);
    if (target && !found) return refusal(response, 404, 'not_found', 'No such member of staff.');
    if (found && !target?.[2] && method === 'PATCH') {
      return answer(response, 200, { success: true, result: { ...found, ...(body as object) } });
    }
    if (found && target?.[2] && method === 'DELETE') {
      return answer(response, 200, { success: true, message: 'Sessions ended', revoked: 1 });
    }
    if (method === 'GET' && path === '/admin/audit') {
      const entry = {
        id: '1',
        staff: { id: STUB_STAFF.owner.id, name: STUB_STAFF.owner.name, email: STUB_STAFF.owner.email },
        action: 'staff.invite',
        entity: 'staff_invite',
        entityId: '9d8e7f60-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
        before: null,
        after: { email: 'new@sutra.in', role: 'catalogue' },
        createdAt: new Date().toISOString(),
      };
      return answer(response, 200, { success: true, result: [entry], nextCursor: null });
    }
    return refusal(response, 404, 'not_found', 'No such route.');
  };

  const pass = (request: IncomingMessage, response: ServerResponse) => {
    const upstream = httpRequest(
      {
        host: base.hostname,
        port: base.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: base.host },
      },
      (reply) => {
        response.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (response.headersSent) response.destroy();
      else response.writeHead(502).end();
    });
    request.pipe(upstream);
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    if (url.pathname.startsWith('/API/v1/admin/')) {
      admin(request, response, url.pathname.slice('/API/v1'.length), url.searchParams).catch(() =>
        response.writeHead(500).end(),
      );
    } else pass(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    sessionFor: issue,
    resetCatalogue: () => catalogue.reset(),
    revoke: (token) => {
      const session = sessions.get(token);
      if (session) session.revoked = true;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
