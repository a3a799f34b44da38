import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { interactive } from './hydration.js';
import { MAIL_POLL_INTERVALS } from './mail.js';

/** A fresh address for this run, so journeys never meet an account from an earlier one. */
export const uniqueEmail = (label: string): string => `${label}-${Date.now()}-${randomUUID().slice(0, 8)}@example.com`;

/**
 * A documentation address (RFC 5737) per journey file, sent as X-Forwarded-For: the gateway trusts the header (it
 * runs behind a load balancer), so the api's per-address login and sign-up limits count each file as its own
 * shopper, not the whole suite as one.
 */
export const shopperAddress = (n: number) => ({ extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${n}` } });

async function graphql<T>(request: APIRequestContext, query: string, variables: object): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors, `GraphQL errors: ${JSON.stringify(body.errors)}`).toBeUndefined();
  return body.data as T;
}

/** Creates an account through the gateway, as the sign-up page does. */
export async function signUpViaApi(
  request: APIRequestContext,
  account: { email: string; password: string; name: string },
): Promise<void> {
  await graphql(request, 'mutation ($input: SignupInput!) { signup(input: $input) { message } }', {
    input: account,
  });
}

interface SandboxMail {
  to: string;
  subject: string;
  text: string;
  date: string;
}

/** The 6-digit code of the newest password-reset mail to `email`, waiting for it to arrive at the sandbox. */
export const readResetCode = (email: string): Promise<string> => readMailedCode(email, /password reset code/i);

/** The 6-digit code of the newest login-code mail to `email` (a login's second step), waiting for it to arrive. */
export const readLoginCode = (email: string): Promise<string> => readMailedCode(email, /login code/i);

async function readMailedCode(email: string, subject: RegExp): Promise<string> {
  const sandbox = process.env.SUTRA_SANDBOX_URL;
  if (!sandbox) throw new Error('SUTRA_SANDBOX_URL is not set (the store fixture in e2e/support/fixtures.ts sets it)');
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${sandbox}/sandbox/mail?to=${encodeURIComponent(email)}`, {
          headers: { accept: 'application/json' },
        });
        const mails = (await response.json()) as SandboxMail[];
        const newest = mails.find((m) => subject.test(m.subject));
        code = newest ? /\b(\d{6})\b/.exec(newest.text)?.[1] : undefined;
        return code;
      },
      { message: `a code mailed to ${email} (${subject})`, intervals: MAIL_POLL_INTERVALS },
    )
    .toMatch(/^\d{6}$/);
  return code as string;
}

/** Logs in on /login (already open) and waits for the full page load that follows. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByTestId('login-form');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * Logs in on the open login page and waits for the full page load it ends with to land on `landing` and become
 * interactive (the server renders the buyer's page; its buttons work once hydrated).
 */
export async function logInAndLand(page: Page, email: string, password: string, landing: RegExp): Promise<void> {
  await logIn(page, email, password);
  await page.waitForURL(landing);
  await interactive(page);
}

export interface SignedInBuyer {
  email: string;
  name: string;
  /** The bearer token the page stored, for setting up state through the gateway. */
  token: string;
}

/**
 * Signs a fresh buyer up through the gateway and logs them in on /login, as a shopper would; answers once the page
 * is back home, signed in.
 */
export async function signUpAndLogIn(page: Page, label: string, name = 'Kabir Rao'): Promise<SignedInBuyer> {
  const email = uniqueEmail(label);
  const password = 'sutra-journey-2026';
  await signUpViaApi(page.request, { email, password, name });
  await page.goto('/login');
  await logInAndLand(page, email, password, /\/$/);
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('sutra-token'));
  expect(token, 'the stored token').toBeTruthy();
  return { email, name, token: token as string };
}

/** A GraphQL operation as the signed-in buyer (journeys set up state with it; the page is what they test). */
export async function asBuyer<T>(
  request: APIRequestContext,
  buyer: SignedInBuyer,
  query: string,
  variables: object = {},
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: { authorization: `Bearer ${buyer.token}` },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors, `GraphQL errors: ${JSON.stringify(body.errors)}`).toBeUndefined();
  return body.data as T;
}
