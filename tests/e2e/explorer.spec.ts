import type { Request } from '@playwright/test';
import { expect, storeTest as test } from './support/fixtures.js';

/**
 * The GraphQL explorer on a closed network: every request the page makes that leaves the store's origin is refused
 * and recorded, as an offline machine would refuse it. The explorer must still show the schema, sign the demo buyer in
 * and run an operation as that buyer, all from the store's own files, under its strict policy.
 */
test('the GraphQL explorer works offline: schema, the demo buyer token, an operation as the buyer', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const elsewhere: string[] = [];
  await page.route(
    (url) => url.origin !== origin,
    (route) => {
      elsewhere.push(route.request().url());
      return route.abort('internetdisconnected');
    },
  );
  const refusedByPolicy: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy|Refused to/i.test(message.text())) refusedByPolicy.push(message.text());
  });
  const failed: Request[] = [];
  page.on('requestfailed', (request) => failed.push(request));

  const response = await page.goto('/graphql');
  expect(response?.status()).toBe(200);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self';");
  expect(policy).not.toContain('unsafe-eval');

  // The schema, from the endpoint's own introspection: the docs list the root types and their fields.
  await page.getByRole('button', { name: /show documentation explorer/i }).click();
  const docs = page.locator('.graphiql-doc-explorer');
  await expect(docs.getByText('Query', { exact: true })).toBeVisible();
  await docs.getByText('Query', { exact: true }).click();
  await expect(docs.getByText('categories', { exact: true })).toBeVisible();

  // The key button puts a token of the demo buyer in the request headers.
  await page.getByTestId('demo-buyer-token').click();
  const headers = page.locator('.graphiql-editor-tool .graphiql-editor').last();
  await expect(headers).toContainText('Authorization');

  // An operation of the viewer's, sent with those headers.
  const query = page.locator('.graphiql-query-editor .monaco-editor').first();
  await query.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText('query Me { me { email name } }');
  // The explorer reads the operation's name from the editor a moment after typing; its tab shows it once read.
  await expect(page.getByRole('tab', { selected: true })).toHaveText(/^Me/);
  await page.locator('.graphiql-execute-button').click();
  await expect(page.locator('.graphiql-response')).toContainText('demo@sutra.in');

  expect(elsewhere).toEqual([]);
  expect(refusedByPolicy).toEqual([]);
  expect(failed.map((request) => `${request.url()}: ${request.failure()?.errorText}`)).toEqual([]);
});
