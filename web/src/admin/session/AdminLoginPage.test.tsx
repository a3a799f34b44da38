import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { StaffSignInDocument } from '../../__generated__/admin/operations/StaffSignIn';
import { type AnyMock, renderPage } from '../../test/render-page';
import { AdminLoginPage } from './AdminLoginPage';
import { CODE_REQUIRED, CODE_SHAPE, SIGN_IN_REFUSED } from './sign-in-form';

const input = { email: 'owner@sutra.in', password: 'sutra-owner', code: '123456' };

const signInMock = (answer: object): AnyMock => ({
  request: { query: StaffSignInDocument, variables: { input } },
  ...answer,
});
const refusal = (code: string, extensions: Record<string, unknown> = {}) => ({
  result: { errors: [new GraphQLError('Refused by the api', { extensions: { code, ...extensions } })] },
});

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

function renderLogin(mocks: AnyMock[] = []) {
  return renderPage(<AdminLoginPage />, { mocks, route: '/admin/login', path: '/admin/login' });
}

function fillIn() {
  type(field(/^Email/), input.email);
  type(field(/^Password/), input.password);
  type(field(/^6-digit code/), input.code);
}

describe('the admin sign-in form', () => {
  it('asks for the email, password and the authenticator code as password managers and phones expect', () => {
    renderLogin();
    expect(field(/^Email/).getAttribute('type')).toBe('email');
    expect(field(/^Email/).getAttribute('autocomplete')).toBe('username');
    expect(field(/^Password/).getAttribute('type')).toBe('password');
    expect(field(/^Password/).getAttribute('autocomplete')).toBe('current-password');
    const code = field(/^6-digit code/);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
  });

  it('requires every field, and a code of 6 digits', () => {
    renderLogin();
    submit();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByText(CODE_REQUIRED)).toBeTruthy();
    expect(field(/^6-digit code/).getAttribute('aria-invalid')).toBe('true');
    type(field(/^6-digit code/), '12a');
    expect((field(/^6-digit code/) as HTMLInputElement).value).toBe('12');
    submit();
    expect(screen.getByText(CODE_SHAPE)).toBeTruthy();
  });

  it('keeps a pasted code’s digits only', () => {
    renderLogin();
    type(field(/^6-digit code/), ' 123 456 ');
    expect((field(/^6-digit code/) as HTMLInputElement).value).toBe('123456');
  });

  it('answers any wrong credential with one message that names none of them', async () => {
    renderLogin([signInMock(refusal('UNAUTHENTICATED', { reason: 'login_failed' }))]);
    fillIn();
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain(SIGN_IN_REFUSED);
    expect((field(/^Email/) as HTMLInputElement).value).toBe(input.email);
  });

  it('says how long to wait after too many attempts', async () => {
    renderLogin([signInMock(refusal('RATE_LIMITED', { reason: 'rate_limited', retryAfterSeconds: 600 }))]);
    fillIn();
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Try again in 10 minute(s)');
  });

  it('shows a refused field under the field', async () => {
    const fields = [{ field: 'input.code', code: 'invalid_format', message: 'The code has 6 digits.' }];
    renderLogin([signInMock(refusal('BAD_USER_INPUT', { reason: 'invalid_input', fields }))]);
    fillIn();
    submit();
    expect(await screen.findByText('The code has 6 digits.')).toBeTruthy();
  });

  it('opens the admin once signed in', async () => {
    const staff = { __typename: 'StaffMember', id: 's1', email: input.email, name: 'Asha', role: 'OWNER' };
    renderLogin([signInMock({ result: { data: { __typename: 'Mutation', signIn: staff } } })]);
    fillIn();
    submit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin'));
  });
});
