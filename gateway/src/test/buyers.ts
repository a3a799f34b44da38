import { randomInt, randomUUID } from 'node:crypto';
import type { GatewayUnderTest } from './gateway-over-api.js';

export interface TestBuyer {
  id: string;
  token: string;
  /** Headers that make a GraphQL call as this buyer. */
  headers: Record<string, string>;
}

/** Signs a new buyer up and logs them in through GraphQL, from an address of their own (rate limits count per address). */
export async function signUpBuyer(t: GatewayUnderTest, name = 'Test Buyer'): Promise<TestBuyer> {
  const email = `buyer-${randomUUID().slice(0, 8)}@example.in`;
  const password = 'secret-pass-1';
  const from = { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` };
  const signup = await t.graphql(
    'mutation ($input: SignupInput!) { signup(input: $input) { message } }',
    { input: { email, name, password } },
    from,
  );
  if (signup.errors) throw new Error(`signup failed: ${JSON.stringify(signup.errors)}`);
  const login = await t.graphql<{ login: { token: string; viewer: { id: string } } }>(
    'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token viewer { id } } }',
    { email, password },
    from,
  );
  const token = login.data?.login.token;
  const id = login.data?.login.viewer.id;
  if (!token || !id) throw new Error(`login failed: ${JSON.stringify(login.errors)}`);
  return { id, token, headers: { authorization: `Bearer ${token}` } };
}

/** The `extensions.code` of the first error. */
export const codeOf = (errors: { extensions?: { code?: string } }[] | undefined): string | undefined =>
  errors?.[0]?.extensions?.code;
