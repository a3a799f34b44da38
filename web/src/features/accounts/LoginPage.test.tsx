import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { LoginDocument } from '../../__generated__/operations/Login';
import { markSessionExpired, readToken, readUser, SESSION_EXPIRED, TOKEN_KEY } from '../../shared/session/session';
import { type AnyMock, graphqlError, pageTree, renderPage, viewer } from '../../test/render-page';
import LoginPage from './LoginPage';

const EMAIL = 'arjun@example.com';
const PASSWORD = 'tailored-in-jaipur';

const loginMock = (answer: object, email = EMAIL, password = PASSWORD): AnyMock => ({
  request: { query: LoginDocument, variables: { email, password } },
  ...answer,
});
const success = loginMock({
  result: { data: { __typename: 'Mutation', login: { __typename: 'AuthPayload', token: 'jwt-1', viewer } } },
});

const email = () => screen.getByRole('textbox', { name: 'Email' });
const password = () => screen.getByLabelText(/^Password/, { selector: 'input' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }));
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

let go: MockInstance<(url: string | URL) => void>;
beforeEach(() => {
  window.localStorage.clear();
  go = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

function renderLogin(mocks: AnyMock[] = [], route = '/login') {
  return renderPage(<LoginPage />, { mocks, route, path: '/login' });
}

describe('LoginPage validation', () => {
  it('requires both fields, in the spec’s words, and marks them invalid', () => {
    renderLogin();
    submit();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(password().getAttribute('aria-invalid')).toBe('true');
    const describedBy = email().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Email is required');
    expect(document.activeElement).toBe(email());
  });

  it("answers 'Please enter a valid email' for an address without the shape of one", () => {
    renderLogin();
    type(email(), 'arjun@example');
    type(password(), PASSWORD);
    submit();
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    expect(screen.queryByText('Password is required')).toBeNull();
  });

  it('clears a field’s error as soon as that field is edited, and only that one', () => {
    renderLogin();
    submit();
    type(email(), 'a');
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(email().getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Password is required')).toBeTruthy();
    type(password(), 'x');
    expect(screen.queryByText('Password is required')).toBeNull();
  });

  it('shows and hides the password', () => {
    renderLogin();
    expect(password().getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password().getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password().getAttribute('type')).toBe('password');
  });

  it('has Remember me, the reset link and a Sign-Up button to /signup', async () => {
    renderLogin();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign-Up' }).getAttribute('href')).toBe('/signup');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot Your Password' }));
    expect(await screen.findByRole('dialog', { name: 'Forgot Password' })).toBeTruthy();
  });
});

describe('LoginPage after a refused session', () => {
  afterEach(() => window.sessionStorage.clear());

  it('says the session has expired, once, when the store refused it lately', async () => {
    markSessionExpired();
    const { unmount } = renderLogin([], '/login?redirect=%2Fprofile%2Forders');
    expect((await screen.findByRole('status')).textContent).toBe(SESSION_EXPIRED);
    expect(SESSION_EXPIRED).toBe('Your session has expired. Please log in again.');
    unmount();
    renderLogin();
    expect(screen.queryByText(SESSION_EXPIRED)).toBeNull();
  });

  it('says so when the refusal is found while the page starts, and not for an old one', async () => {
    markSessionExpired(Date.now() - 31 * 60_000);
    renderLogin();
    expect(screen.queryByText(SESSION_EXPIRED)).toBeNull();
    act(() => {
      markSessionExpired();
      window.localStorage.removeItem(TOKEN_KEY);
      window.dispatchEvent(new Event('sutra-session-change'));
    });
    expect(await screen.findByText(SESSION_EXPIRED)).toBeTruthy();
  });
});

describe('LoginPage submit', () => {
  const fillAndSubmit = () => {
    type(email(), ` ${EMAIL} `);
    type(password(), PASSWORD);
    submit();
  };

  it('stores the token and the user, then loads the homepage', async () => {
    renderLogin([success]);
    fillAndSubmit();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/'));
    expect(readToken()).toBe('jwt-1');
    expect(readUser()).toEqual({
      _id: viewer.id,
      name: viewer.name,
      email: viewer.email,
      contactNumber: viewer.contactNumber,
    });
  });

  it('goes back to a same-site redirect, and never off the site', async () => {
    renderLogin([success], `/login?redirect=${encodeURIComponent('/profile/account?tab=1')}`);
    fillAndSubmit();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/profile/account?tab=1'));
  });

  it.each([
    ['//evil.example/x'],
    ['/./' + '/attacker.invalid/x'],
    ['/%2e//attacker.invalid/x'],
    ['/a/..//attacker.invalid/x'],
  ])('ignores a redirect to another site: %j', async (redirect) => {
    renderLogin([success], `/login?redirect=${encodeURIComponent(redirect)}`);
    fillAndSubmit();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/'));
  });

  it('shows the server’s message for a refused login and stores nothing', async () => {
    renderLogin([loginMock({ result: graphqlError('Invalid email or password.', 'UNAUTHENTICATED') })]);
    fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password.');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(go).not.toHaveBeenCalled();
  });

  it("answers 'Login failed. Please try again.' when the server gives no token and no message", async () => {
    renderLogin([loginMock({ result: { data: { __typename: 'Mutation', login: null } } })]);
    fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed. Please try again.');
  });

  it("answers 'An error occurred. Please try again.' when the call itself fails", async () => {
    renderLogin([loginMock({ error: new TypeError('Failed to fetch') })]);
    fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred. Please try again.');
  });

  it('welcomes a buyer arriving from sign-up with the confirmation and their email', () => {
    renderPage(<LoginPage />, {
      path: '/login',
      route: {
        pathname: '/login',
        state: { notice: 'Thank you for signing up. Please log in to continue.', email: EMAIL },
      },
    });
    expect(screen.getByRole('status').textContent).toBe('Thank you for signing up. Please log in to continue.');
    expect((email() as HTMLInputElement).value).toBe(EMAIL);
  });
});

describe('LoginPage before the page is interactive', () => {
  it('posts from the server’s HTML to the gateway, then sends what the shopper typed into it once hydrated', async () => {
    const tree = () => pageTree(<LoginPage />, { mocks: [success], route: '/login', path: '/login' });
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree());
    document.body.append(container);
    const button = container.querySelector<HTMLButtonElement>('button[type="submit"]');
    // The browser's own submit is a POST to the gateway's form route (never a GET with the password in the URL).
    expect(button?.disabled).toBe(false);
    const serverForm = container.querySelector('form');
    expect(serverForm?.getAttribute('method')).toBe('post');
    expect(serverForm?.getAttribute('action')).toBe('/login');
    // Typed before the scripts arrived: in the fields, not yet in React's state.
    const field = (name: string) =>
      container.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;
    field('email').value = EMAIL;
    field('password').value = PASSWORD;

    render(tree(), { container, hydrate: true });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' }).hasAttribute('disabled')).toBe(false));
    submit();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/'));
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(readToken()).toBe('jwt-1');
    container.remove();
  });
});
