import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PostedForm } from '../../shared/session/posted-form';
import { GUEST, ServerSessionProvider } from '../../shared/session/session';
import { pageTree } from '../../test/render-page';
import LoginPage from './LoginPage';
import SignupPage from './SignupPage';

const EMAIL = 'arjun@example.com';
const WRONG = 'Invalid email or password.';
const CODE_NEEDED =
  'For your security, this login needs a 6-digit code as well as your password. If the email and password are right, we have sent the code to that email. It expires in 10 minutes.';

/** The page as the server renders it to answer a form posted without the app. */
function answering(posted: PostedForm | undefined, page: 'login' | 'signup', route = `/${page}`) {
  return (
    <ServerSessionProvider value={{ ...GUEST, ...(posted ? { posted } : {}) }}>
      {pageTree(page === 'login' ? <LoginPage /> : <SignupPage />, { route, path: `/${page}` })}
    </ServerSessionProvider>
  );
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`);

describe('the login page answering a login posted without the app', () => {
  it('shows the store’s refusal in its words, keeps the typed email and never the password', () => {
    render(
      answering(
        {
          form: 'login',
          values: { email: EMAIL },
          errors: [{ message: WRONG, extensions: { code: 'UNAUTHENTICATED', reason: 'invalid_credentials' } }],
        },
        'login',
      ),
    );
    expect(screen.getByRole('alert').textContent).toBe(WRONG);
    expect(field('email')?.value).toBe(EMAIL);
    expect(field('password')?.value).toBe('');
  });

  it('shows the form’s own checks by field, as the page does before sending', () => {
    render(answering({ form: 'login', values: { email: '' }, fieldErrors: { email: 'Email is required' } }, 'login'));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(field('email')?.getAttribute('aria-invalid')).toBe('true');
  });

  it('opens the code step with the store’s words when it asks for the mailed code, and keeps it on a wrong code', () => {
    const asked = render(
      answering(
        {
          form: 'login',
          values: { email: EMAIL },
          errors: [
            {
              message: CODE_NEEDED,
              extensions: {
                code: 'BAD_USER_INPUT',
                reason: 'code_required',
                fields: [{ field: 'code', code: 'code_required', message: CODE_NEEDED }],
              },
            },
          ],
        },
        'login',
      ),
    );
    expect(screen.getByTestId('login-code-step').textContent).toContain(CODE_NEEDED);
    expect(field('code')?.value).toBe('');
    asked.unmount();

    const invalid = 'This code is not valid or has expired, or the password is wrong.';
    render(
      answering(
        {
          form: 'login',
          values: { email: EMAIL, code: '' },
          errors: [
            {
              message: invalid,
              extensions: {
                code: 'BAD_USER_INPUT',
                reason: 'invalid_code',
                fields: [{ field: 'code', code: 'invalid_code', message: invalid }],
              },
            },
          ],
        },
        'login',
      ),
    );
    expect(screen.getByTestId('login-code-step')).toBeTruthy();
    expect(screen.getByText(invalid)).toBeTruthy();
    expect(field('code')?.getAttribute('aria-invalid')).toBe('true');
  });

  it('welcomes a shopper who signed up without the app with the store’s words and their email', () => {
    const notice = 'Thank you for signing up. Please log in to continue.';
    render(answering({ form: 'login', values: { email: EMAIL }, notice }, 'login'));
    expect(screen.getByRole('status').textContent).toBe(notice);
    expect(field('email')?.value).toBe(EMAIL);
  });

  it('posts back to its own address, so the place to return to travels with the form', () => {
    const html = renderToString(answering(undefined, 'login', '/login?redirect=%2Fprofile%2Faccount'));
    const container = document.createElement('div');
    container.innerHTML = html;
    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/login?redirect=%2Fprofile%2Faccount');
  });

  it('ignores a posted sign-up (another page’s answer)', () => {
    render(answering({ form: 'signup', values: { email: EMAIL }, fieldErrors: { name: 'Name is required' } }, 'login'));
    expect(field('email')?.value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the sign-up page answering a sign-up posted without the app', () => {
  it('keeps what was typed but the passwords, with the form’s own messages under their fields', () => {
    render(
      answering(
        {
          form: 'signup',
          values: { email: EMAIL, contactNumber: '9876543210', name: 'Arjun', acceptedTerms: '' },
          fieldErrors: { confirmPassword: 'Passwords do not match', acceptedTerms: 'You must accept the terms' },
        },
        'signup',
      ),
    );
    expect(field('email')?.value).toBe(EMAIL);
    expect(field('contactNumber')?.value).toBe('9876543210');
    expect(field('name')?.value).toBe('Arjun');
    expect(field('password')?.value).toBe('');
    expect(field('confirmPassword')?.value).toBe('');
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(screen.getByText('You must accept the terms')).toBeTruthy();
  });

  it('places the store’s field refusals under their fields, as the page does', () => {
    const common = 'This password is too common. Please choose one that is harder to guess.';
    render(
      answering(
        {
          form: 'signup',
          values: { email: EMAIL, contactNumber: '', name: 'Arjun', acceptedTerms: 'on' },
          errors: [
            {
              message: `Invalid request. password: ${common}`,
              extensions: {
                code: 'BAD_USER_INPUT',
                reason: 'invalid_input',
                fields: [{ field: 'input.password', code: 'common_password', message: common }],
              },
            },
          ],
        },
        'signup',
      ),
    );
    expect(screen.getByText(common)).toBeTruthy();
    expect(field('password')?.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
