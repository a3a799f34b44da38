import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SignupDocument } from '../../__generated__/operations/Signup';
import { type AnyMock, fieldsRefusal, graphqlError, renderPage } from '../../test/render-page';
import SignupPage from './SignupPage';

const INPUT = { email: 'arjun@example.com', contactNumber: '9829012345', name: 'Arjun Mehta', password: 'secret-1' };
const WELCOME = 'Thank you for signing up. Please log in to continue.';

/** Answers only a sign-up carrying exactly these fields: confirmPassword must not be sent. */
const signupMock = (answer: object, input: object = INPUT): AnyMock => ({
  request: { query: SignupDocument, variables: { input } },
  ...answer,
});

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const email = () => field(/^Email/);
const phone = () => field(/^Phone Number/);
const name = () => field(/^Name/);
const password = () => field(/^Password/);
const confirm = () => field(/^Confirm Password/);
const terms = () => screen.getByRole('checkbox', { name: 'I agree to Terms Of Use' });
/** The checkbox's machine applies a click a tick later. */
const toggleTerms = () => act(async () => fireEvent.click(terms()));
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

function renderSignup(mocks: AnyMock[] = [], route = '/signup') {
  return renderPage(<SignupPage />, { mocks, route, path: '/signup' });
}

async function fillValid() {
  type(email(), INPUT.email);
  type(phone(), INPUT.contactNumber);
  type(name(), INPUT.name);
  type(password(), INPUT.password);
  type(confirm(), INPUT.password);
  await toggleTerms();
}

describe('SignupPage validation', () => {
  it('is titled Create Account and links the terms to /policy and a buyer with an account to /login', () => {
    renderSignup();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms Of Use' }).getAttribute('href')).toBe('/policy');
    expect(screen.getByRole('heading', { name: 'Already have an account?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it('names every missing field in the spec’s words; the phone number is optional', () => {
    renderSignup();
    submit();
    for (const message of [
      'Email is required',
      'Name is required',
      'Password is required',
      'Confirm Password is required',
      'You must accept the terms',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(phone().getAttribute('aria-invalid')).toBeNull();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    const termsError = document.getElementById(terms().getAttribute('aria-describedby') ?? '');
    expect(termsError?.textContent).toBe('You must accept the terms');
    expect(document.activeElement).toBe(email());
  });

  it("says 'Email is invalid', 'Password must be at least 6 characters' and 'Passwords do not match'", async () => {
    renderSignup();
    type(email(), 'arjun.example.com');
    type(name(), 'Arjun');
    type(password(), 'abc12');
    type(confirm(), 'abc123');
    await toggleTerms();
    submit();
    expect(screen.getByText('Email is invalid')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(screen.queryByText('You must accept the terms')).toBeNull();
  });

  it('clears each field’s error when that field is edited', async () => {
    renderSignup();
    submit();
    type(email(), 'a');
    expect(screen.queryByText('Email is required')).toBeNull();
    type(name(), 'A');
    expect(screen.queryByText('Name is required')).toBeNull();
    type(password(), 'p');
    expect(screen.queryByText('Password is required')).toBeNull();
    expect(screen.getByText('Confirm Password is required')).toBeTruthy();
    type(confirm(), 'p');
    expect(screen.queryByText('Confirm Password is required')).toBeNull();
    await toggleTerms();
    expect(screen.queryByText('You must accept the terms')).toBeNull();
  });
});

describe('SignupPage submit', () => {
  it('sends the sign-up payload without confirmPassword, then goes to /login with the confirmation', async () => {
    renderSignup([
      signupMock({
        result: { data: { __typename: 'Mutation', signup: { __typename: 'MessagePayload', message: WELCOME } } },
      }),
    ]);
    await fillValid();
    submit();
    const location = await screen.findByTestId('location');
    expect(location.textContent).toBe('/login');
    expect(JSON.parse(location.getAttribute('data-state') ?? 'null')).toEqual({ notice: WELCOME, email: INPUT.email });
  });

  it('keeps a login redirect on its way to /login', async () => {
    renderSignup(
      [
        signupMock({
          result: { data: { __typename: 'Mutation', signup: { __typename: 'MessagePayload', message: WELCOME } } },
        }),
      ],
      '/signup?redirect=%2Fprofile%2Faccount',
    );
    await fillValid();
    submit();
    expect((await screen.findByTestId('location')).textContent).toBe('/login?redirect=%2Fprofile%2Faccount');
  });

  it('shows the server’s field messages under their fields', async () => {
    renderSignup([
      signupMock({
        result: fieldsRefusal('Invalid request. contactNumber: Phone number is invalid', [
          { field: 'input.contactNumber', code: 'invalid_format', message: 'Phone number is invalid' },
        ]),
      }),
    ]);
    await fillValid();
    submit();
    expect(await screen.findByText('Phone number is invalid')).toBeTruthy();
    expect(phone().getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the server’s refusal of a common password on the password field', async () => {
    const common = 'This password is too common. Please choose one that is harder to guess.';
    const input = { ...INPUT, password: '123456' };
    renderSignup([
      signupMock(
        {
          result: fieldsRefusal(`Invalid request. password: ${common}`, [
            { field: 'input.password', code: 'common_password', message: common },
          ]),
        },
        input,
      ),
    ]);
    type(email(), input.email);
    type(phone(), input.contactNumber);
    type(name(), input.name);
    type(password(), input.password);
    type(confirm(), input.password);
    await toggleTerms();
    submit();
    expect(await screen.findByText(common)).toBeTruthy();
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows any other server message as it is', async () => {
    renderSignup([
      signupMock({ result: graphqlError('Too many attempts. Please try again in 5 minutes.', 'RATE_LIMITED') }),
    ]);
    await fillValid();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please try again in 5 minutes.');
  });

  it("answers 'Registration failed. Please try again.' without an answer", async () => {
    renderSignup([signupMock({ result: { data: { __typename: 'Mutation', signup: null } } })]);
    await fillValid();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Registration failed. Please try again.');
  });

  it("answers 'An error occurred. Please try again.' when the call fails", async () => {
    renderSignup([signupMock({ error: new TypeError('Failed to fetch') })]);
    await fillValid();
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('An error occurred. Please try again.'));
    expect(screen.queryByTestId('location')).toBeNull();
  });
});
