import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { RequestPhoneCodeDocument } from '../../__generated__/operations/RequestPhoneCode';
import { SignUpWithPhoneDocument } from '../../__generated__/operations/SignUpWithPhone';
import { VerifyPhoneCodeDocument } from '../../__generated__/operations/VerifyPhoneCode';
import type { PostedForm } from '../../shared/session/posted-form';
import { GUEST, readToken, ServerSessionProvider } from '../../shared/session/session';
import { type AnyMock, fieldsRefusal, pageTree, renderPage, viewer } from '../../test/render-page';
import PhoneLoginPage from './PhoneLoginPage';

const MOBILE = '9876543210';
const SENT = 'We have sent a 6-digit code to +91 98765 43210. It expires in 10 minutes.';
const INVALID = 'This code is not valid or has expired. Please check it or ask for a new one.';
const VERIFIED = 'Number verified. Tell us your name and email to finish signing up.';

const codeSent = (): AnyMock => ({
  request: { query: RequestPhoneCodeDocument, variables: { mobile: MOBILE } },
  result: {
    data: {
      requestPhoneCode: { __typename: 'PhoneCodeSent', message: SENT, resendAfterSeconds: 30 },
    },
  },
});
const verifyAnswer = (code: string, answer: object): AnyMock => ({
  request: { query: VerifyPhoneCodeDocument, variables: { mobile: MOBILE, code } },
  result: answer,
});
const signedIn = (code: string) =>
  verifyAnswer(code, {
    data: {
      verifyPhoneCode: {
        __typename: 'PhoneVerification',
        message: 'Login successful',
        signupToken: null,
        auth: { __typename: 'AuthPayload', token: 'jwt-phone', viewer },
      },
    },
  });
const newNumber = (code: string) =>
  verifyAnswer(code, {
    data: {
      verifyPhoneCode: { __typename: 'PhoneVerification', message: VERIFIED, signupToken: 'signup-jwt', auth: null },
    },
  });
const wrongCode = (code: string) =>
  verifyAnswer(code, fieldsRefusal(INVALID, [{ field: 'code', code: 'invalid_code', message: INVALID }]));

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
const type = (name: string, value: string) => fireEvent.change(input(name) as HTMLInputElement, { target: { value } });
const press = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

let go: MockInstance<(url: string | URL) => void>;
beforeEach(() => {
  window.localStorage.clear();
  go = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'OTPCredential');
});

async function reachCodeStep(mocks: AnyMock[], route = '/login/phone?redirect=%2Fprofile') {
  renderPage(<PhoneLoginPage />, { mocks: [codeSent(), ...mocks], route, path: '/login/phone' });
  type('mobile', '+91 98765-43210');
  press('Send code');
  await screen.findByText(SENT);
}

describe('PhoneLoginPage', () => {
  it('checks the number before it sends anything', () => {
    renderPage(<PhoneLoginPage />, { route: '/login/phone', path: '/login/phone' });
    press('Send code');
    expect(screen.getByText('Mobile number is required')).toBeTruthy();
    type('mobile', '12345');
    press('Send code');
    expect(screen.getByText('Please enter a 10-digit mobile number')).toBeTruthy();
    expect(input('mobile')?.getAttribute('aria-invalid')).toBe('true');
  });

  it('says when a number asked for a moment ago may ask again, and counts it down', async () => {
    const tooSoon: AnyMock = {
      request: { query: RequestPhoneCodeDocument, variables: { mobile: MOBILE } },
      result: {
        errors: [
          new GraphQLError('Please wait 21 seconds before asking for a new code.', {
            extensions: { code: 'RATE_LIMITED', reason: 'resend_too_soon', retryAfterSeconds: 21 },
          }),
        ],
      },
    };
    renderPage(<PhoneLoginPage />, { mocks: [tooSoon], route: '/login/phone', path: '/login/phone' });
    type('mobile', MOBILE);
    press('Send code');
    expect(await screen.findByText('Please wait 21 seconds before asking for a new code.')).toBeTruthy();
    const button = screen.getByRole('button', { name: /^Send code in \d+s$/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('asks for the code the browser can fill in, and counts down to a new code', async () => {
    await reachCodeStep([]);
    const code = input('code');
    expect(code?.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code?.getAttribute('inputmode')).toBe('numeric');
    const resend = screen.getByRole('button', { name: /^Send a new code in \d+s$/ }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(screen.getByText(/Code sent to \+91 98765 43210\./)).toBeTruthy();
  });

  it('signs a number with an account in with its code', async () => {
    await reachCodeStep([signedIn('042917')]);
    type('code', '042917');
    press('Verify');
    await waitFor(() => expect(go).toHaveBeenCalledWith('/profile'));
    expect(readToken()).toBe('jwt-phone');
  });

  it('shows a refused code on its field and stays at the code step', async () => {
    await reachCodeStep([wrongCode('111111')]);
    type('code', '111111');
    press('Verify');
    expect(await screen.findByText(INVALID)).toBeTruthy();
    expect(input('code')?.getAttribute('aria-invalid')).toBe('true');
    expect(go).not.toHaveBeenCalled();
  });

  it('asks a new number for a name and email, then signs it up', async () => {
    const signup: AnyMock = {
      request: {
        query: SignUpWithPhoneDocument,
        variables: { signupToken: 'signup-jwt', name: 'Meera Iyer', email: 'meera@example.in' },
      },
      result: { data: { signUpWithPhone: { __typename: 'AuthPayload', token: 'jwt-new', viewer } } },
    };
    await reachCodeStep([newNumber('042917'), signup]);
    type('code', '042917');
    press('Verify');
    await screen.findByText(VERIFIED);
    press('Create account');
    expect(screen.getByText('Name is required')).toBeTruthy();
    type('name', ' Meera Iyer ');
    type('email', 'meera@example.in');
    press('Create account');
    await waitFor(() => expect(go).toHaveBeenCalledWith('/profile'));
    expect(readToken()).toBe('jwt-new');
  });

  it('fills the code from the SMS with WebOTP, and aborts the request when the step leaves', async () => {
    let signal: AbortSignal | undefined;
    Object.defineProperty(window, 'OTPCredential', { value: class {}, configurable: true });
    const get = vi.fn((request: { signal?: AbortSignal }) => {
      signal = request.signal;
      return Promise.resolve({ code: '042917', type: 'otp' });
    });
    Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
    await reachCodeStep([newNumber('042917')]);
    await waitFor(() => expect(input('code')?.value).toBe('042917'));
    expect(get).toHaveBeenCalledWith(expect.objectContaining({ otp: { transport: ['sms'] } }));
    press('Verify');
    await screen.findByText(VERIFIED);
    expect(signal?.aborted).toBe(true);
  });
});

describe('PhoneLoginPage answering a step posted without the app', () => {
  const answering = (posted: PostedForm | undefined) => (
    <ServerSessionProvider value={{ ...GUEST, ...(posted ? { posted } : {}) }}>
      {pageTree(<PhoneLoginPage />, { route: '/login/phone', path: '/login/phone' })}
    </ServerSessionProvider>
  );

  it('is a form that posts its step to the page itself', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(answering(undefined));
    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/login/phone');
    expect(container.querySelector<HTMLInputElement>('input[name="step"]')?.value).toBe('number');
  });

  it('starts at the code step with the store’s words, carrying the number', () => {
    render(answering({ form: 'phone', values: { step: 'code', mobile: MOBILE }, notice: SENT }));
    expect(screen.getByText(SENT)).toBeTruthy();
    expect(input('step')?.value).toBe('code');
    expect(input('mobile')?.value).toBe(MOBILE);
    expect(input('code')?.getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('shows a refused code on its field', () => {
    render(
      answering({
        form: 'phone',
        values: { step: 'code', mobile: MOBILE },
        errors: [
          {
            message: INVALID,
            extensions: {
              code: 'BAD_USER_INPUT',
              reason: 'invalid_code',
              fields: [{ field: 'code', code: 'invalid_code', message: INVALID }],
            },
          },
        ],
      }),
    );
    expect(screen.getByText(INVALID)).toBeTruthy();
    expect(input('code')?.getAttribute('aria-invalid')).toBe('true');
  });

  it('starts a new number at the name-and-email step with its sign-up token', () => {
    render(answering({ form: 'phone', values: { step: 'details', mobile: MOBILE, signupToken: 'signup-jwt' } }));
    expect(input('signupToken')?.value).toBe('signup-jwt');
    expect(input('name')).toBeTruthy();
    expect(input('email')).toBeTruthy();
  });
});
