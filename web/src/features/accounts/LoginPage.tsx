import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient } from '@apollo/client/react';
import { checkboxSlotRecipe } from '@chakra-theme/recipes/checkbox';
import { Button, Checkbox, Flex, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { useLoginMutation } from '../../__generated__/operations/Login';
import { usePageHead } from '../../app/head/use-page-head';
import { serverMessage, serverRefusal } from '../../shared/errors';
import { AsidePanel, AuthLayout, FormAlert } from '../../shared/forms/AuthLayout';
import { outlineButton, primaryButton } from '../../shared/forms/button-styles';
import { PasswordField, TextField } from '../../shared/forms/FormFields';
import { useCheckedForm } from '../../shared/forms/use-checked-form';
import { type FieldErrors, type LoginValues, validateLogin } from '../../shared/forms/validation';
import { type PostedForm, usePostedForm } from '../../shared/session/posted-form';
import { safeRedirect } from '../../shared/session/redirect';
import { SESSION_EXPIRED, saveSession } from '../../shared/session/session';
import { toStoredUser } from '../../shared/session/session-user';
import { LOGIN_CODE_REQUIRED, LoginCodeStep } from './LoginCodeStep';
import { useSessionExpiredNotice } from './use-session-expired-notice';

const ForgotPasswordModal = lazy(() => import('./ForgotPasswordModal'));

export const LOGIN_FAILED = 'Login failed. Please try again.';
export const LOGIN_ERROR = 'An error occurred. Please try again.';

type LoginFields = LoginValues & { code: string };

/** What the form shows for the store's refusal of a login: the code step, a message on the code, or one for the form. */
type LoginRefusal = { codeNotice: string | null } | { codeError: string | undefined } | { formError: string };

function loginRefusal(error: unknown): LoginRefusal {
  const refusal = serverRefusal(error);
  if (refusal?.codes.code === 'code_required') return { codeNotice: refusal.fields.code ?? null };
  if (refusal?.codes.code === 'invalid_code') return { codeError: refusal.fields.code };
  return { formError: serverMessage(error) ?? LOGIN_ERROR };
}

/** Where a page answering a login posted without the app starts: the store's refusal, shown as the app shows it. */
function postedLogin(posted: PostedForm | undefined) {
  const errors: FieldErrors<keyof LoginFields> = { ...posted?.fieldErrors };
  // A login posted from the code step comes back to it.
  let codeNotice: string | null = posted?.values.code !== undefined ? '' : null;
  let formError: string | null = null;
  if (posted?.errors) {
    const refusal = loginRefusal(new CombinedGraphQLErrors({ errors: posted.errors }));
    if ('codeNotice' in refusal) codeNotice = refusal.codeNotice;
    else if ('codeError' in refusal) {
      codeNotice ??= '';
      errors.code = refusal.codeError;
    } else formError = refusal.formError;
  }
  return { errors, codeNotice, formError };
}

/** What the sign-up page hands over on its way here. */
export interface LoginLocationState {
  notice?: string;
  email?: string;
}

/**
 * /login: email and password (with a show/hide toggle), Remember me (no effect), 'Forgot Your Password' (the reset
 * modal), Login, and a New Customer panel. A buyer sent here because the store refused their session is told so
 * ('Your session has expired. Please log in again.'). When the server asks for the mailed code (after many wrong
 * passwords on the account), an OTP field joins the form and Login sends it with the password. Success stores the
 * token and user, then loads `redirect` (a path on this site) or the homepage.
 *
 * The form is a real one: before the app runs (or with JavaScript off) it posts to the gateway, which logs in the same
 * way and redirects, or answers this page again with the refusal (`posted`), which it then starts from.
 */
export default function LoginPage() {
  usePageHead({ title: 'Login | Sutra', noindex: true });
  const location = useLocation();
  const arrival = (location.state ?? {}) as LoginLocationState;
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const client = useApolloClient();
  const [login] = useLoginMutation();
  const posted = usePostedForm('login');
  const [start] = useState(() => postedLogin(posted));
  const notice = posted?.notice ?? arrival.notice;

  const { values, errors, edit, showErrors, form } = useCheckedForm<LoginFields>(
    { email: posted?.values.email ?? arrival.email ?? '', password: '', code: '' },
    start.errors,
  );
  const [formError, setFormError] = useState<string | null>(start.formError);
  /** The server's words when it asked for the mailed code; null until it does ('' when they are not known). */
  const [codeNotice, setCodeNotice] = useState<string | null>(start.codeNotice);
  const [submitting, setSubmitting] = useState(false);
  const [rememberMe, setRememberMe] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);
  const [resetUsed, setResetUsed] = useState(false);
  const sessionExpired = useSessionExpiredNotice();

  /** Logs in, with the OTP once the server has asked for it; without one, the server mails a new code. */
  const logIn = async (withCode: boolean) => {
    setFormError(null);
    const found: Partial<Record<keyof typeof values, string>> = validateLogin(values);
    const code = values.code.trim();
    if (withCode && !code) found.code = LOGIN_CODE_REQUIRED;
    if (!showErrors(found)) return;
    setSubmitting(true);
    try {
      const credentials = { email: values.email.trim(), password: values.password };
      const { data } = await login({ variables: withCode ? { ...credentials, code } : credentials });
      const payload = data?.login;
      if (!payload?.token) {
        setFormError(LOGIN_FAILED);
        setSubmitting(false);
        return;
      }
      // No buyer's data may outlive their session, nor a guest's leak into it.
      await client.clearStore();
      // The page loaded next is rendered on the server with the session its cookie names: wait for the cookie.
      await saveSession(payload.token, toStoredUser(payload.viewer));
      // A full page load: nothing of the guest's page state survives into the session.
      window.location.assign(safeRedirect(redirect));
    } catch (error) {
      const refusal = loginRefusal(error);
      if ('codeNotice' in refusal) {
        setCodeNotice(refusal.codeNotice);
        edit('code')('');
      } else if ('codeError' in refusal) {
        showErrors({ code: refusal.codeError });
      } else {
        setFormError(refusal.formError);
      }
      setSubmitting(false);
    }
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    void logIn(codeNotice !== null);
  };

  const signupLink = redirect ? `/signup?redirect=${encodeURIComponent(redirect)}` : '/signup';
  const phoneLink = redirect ? `/login/phone?redirect=${encodeURIComponent(redirect)}` : '/login/phone';

  return (
    <AuthLayout
      title="Login"
      intro="Welcome back. Sign in to see your orders, wishlist and saved address."
      aside={
        <AsidePanel
          heading="New Customer"
          text="Create an account to check out faster, follow your orders, keep a wishlist and earn membership points."
        >
          <Button asChild {...outlineButton} alignSelf="start">
            <RouterLink to={signupLink}>Sign-Up</RouterLink>
          </Button>
        </AsidePanel>
      }
    >
      <form
        ref={form}
        method="post"
        action={location.pathname + location.search}
        noValidate
        onSubmit={onSubmit}
        aria-label="Login"
        data-testid="login-form"
      >
        <Stack gap="5">
          {sessionExpired && <FormAlert status="info">{SESSION_EXPIRED}</FormAlert>}
          {notice && <FormAlert status="success">{notice}</FormAlert>}
          {formError && <FormAlert>{formError}</FormAlert>}
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={edit('email')}
            error={errors.email}
            required
          />
          <PasswordField
            label="Password"
            name="password"
            value={values.password}
            onChange={edit('password')}
            error={errors.password}
            required
          />
          {codeNotice !== null && (
            <LoginCodeStep
              notice={codeNotice}
              code={values.code}
              error={errors.code}
              busy={submitting}
              onChange={edit('code')}
              onResend={() => void logIn(false)}
            />
          )}
          <Flex justify="space-between" align="center" wrap="wrap" gap="3">
            <Checkbox.Root
              recipe={checkboxSlotRecipe}
              checked={rememberMe}
              onCheckedChange={(e) => setRememberMe(e.checked === true)}
              size="sm"
            >
              <Checkbox.HiddenInput name="rememberMe" />
              <Checkbox.Control />
              <Checkbox.Label>Remember me</Checkbox.Label>
            </Checkbox.Root>
            <Button
              type="button"
              variant="plain"
              size="sm"
              px="0"
              color="brand.navy"
              textDecoration="underline"
              _hover={{ color: 'brand.gold' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.gold' }}
              aria-haspopup="dialog"
              onClick={() => {
                setResetUsed(true);
                setResetOpen(true);
              }}
            >
              Forgot Your Password
            </Button>
          </Flex>
          {/* Enabled from the first byte: before the app runs, the form posts to the gateway. */}
          <Button type="submit" {...primaryButton} loading={submitting} loadingText="Logging in" size="lg">
            Login
          </Button>
          <Button asChild {...outlineButton} size="lg">
            <RouterLink to={phoneLink} data-testid="phone-login-link">
              Log in with mobile number
            </RouterLink>
          </Button>
        </Stack>
      </form>
      {resetUsed && (
        <Suspense fallback={null}>
          <ForgotPasswordModal open={resetOpen} onClose={() => setResetOpen(false)} />
        </Suspense>
      )}
    </AuthLayout>
  );
}
