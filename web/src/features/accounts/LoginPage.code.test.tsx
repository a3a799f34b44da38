import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { LoginDocument } from '../../__generated__/operations/Login';
import { readToken, TOKEN_KEY } from '../../shared/session/session';
import { type AnyMock, fieldsRefusal, renderPage, viewer } from '../../test/render-page';
import LoginPage from './LoginPage';

const EMAIL = 'arjun@example.com';
const PASSWORD = 'tailored-in-jaipur';
const CODE_SENT =
  'For your security, this login needs a 6-digit code as well as your password. If the email and password are right, we have sent the code to that email. It expires in 10 minutes.';
const CODE_REFUSED =
  'This code is not valid or has expired, or the password is wrong. Please check them, or log in again for a new code.';

const loginMock = (answer: object, code?: string): AnyMock => ({
  request: {
    query: LoginDocument,
    variables: { email: EMAIL, password: PASSWORD, ...(code === undefined ? {} : { code }) },
  },
  ...answer,
});
const codeAsked = () =>
  loginMock({ result: fieldsRefusal(CODE_SENT, [{ field: 'code', code: 'code_required', message: CODE_SENT }]) });
const codeRefused = (code: string) =>
  loginMock(
    { result: fieldsRefusal(CODE_REFUSED, [{ field: 'code', code: 'invalid_code', message: CODE_REFUSED }]) },
    code,
  );
const signedIn = (code: string) =>
  loginMock(
    { result: { data: { __typename: 'Mutation', login: { __typename: 'AuthPayload', token: 'jwt-2', viewer } } } },
    code,
  );

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement;
const otp = () => screen.queryByRole('textbox', { name: /^OTP/ }) as HTMLInputElement | null;
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }));

let go: MockInstance<(url: string | URL) => void>;
beforeEach(() => {
  window.localStorage.clear();
  go = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

async function reachCodeStep(mocks: AnyMock[]) {
  renderPage(<LoginPage />, { mocks: [codeAsked(), ...mocks], route: '/login?redirect=%2Fprofile', path: '/login' });
  type(field(/^Email/), EMAIL);
  type(field(/^Password/), PASSWORD);
  expect(otp()).toBeNull();
  submit();
  await screen.findByTestId('login-code-step');
}

describe('LoginPage’s second step', () => {
  it('asks for the mailed code in the server’s words, then logs in with password and code', async () => {
    await reachCodeStep([signedIn('042917')]);
    expect(screen.getByRole('status').textContent).toBe(CODE_SENT);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(otp()?.getAttribute('autocomplete')).toBe('one-time-code');
    expect(otp()?.getAttribute('inputmode')).toBe('numeric');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();

    type(otp() as HTMLInputElement, ' 042917 ');
    submit();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/profile'));
    expect(readToken()).toBe('jwt-2');
  });

  it('requires the code before it calls the server', async () => {
    await reachCodeStep([]);
    submit();
    expect(screen.getByText('OTP is required')).toBeTruthy();
    expect(otp()?.getAttribute('aria-invalid')).toBe('true');
    expect(go).not.toHaveBeenCalled();
  });

  it('shows a refused code under the OTP field and lets the buyer try another', async () => {
    await reachCodeStep([codeRefused('111111'), signedIn('222222')]);
    type(otp() as HTMLInputElement, '111111');
    submit();
    expect(await screen.findByText(CODE_REFUSED)).toBeTruthy();
    expect(otp()?.getAttribute('aria-invalid')).toBe('true');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();

    type(otp() as HTMLInputElement, '222222');
    expect(screen.queryByText(CODE_REFUSED)).toBeNull();
    submit();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/profile'));
  });

  it('asks for a new code with Resend OTP: the same login without a code', async () => {
    await reachCodeStep([codeAsked(), signedIn('654321')]);
    type(otp() as HTMLInputElement, '123');
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(otp()?.value).toBe(''));
    expect(screen.getByRole('status').textContent).toBe(CODE_SENT);
    type(otp() as HTMLInputElement, '654321');
    submit();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/profile'));
  });
});
