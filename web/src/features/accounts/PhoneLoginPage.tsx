import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient } from '@apollo/client/react';
import { Button, Link, Stack, Text } from '@chakra-ui/react';
import {
  formatIndianMobile,
  normalizeIndianMobile,
  PHONE_CODE_RESEND_SECONDS,
  PHONE_STEPS,
  type PhoneStep,
  validatePhoneCode,
  validatePhoneDetails,
  validatePhoneNumber,
} from '@sutra/rules';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import type { SessionUserFragment } from '../../__generated__/graphql';
import { useRequestPhoneCodeMutation } from '../../__generated__/operations/RequestPhoneCode';
import { useSignUpWithPhoneMutation } from '../../__generated__/operations/SignUpWithPhone';
import { useVerifyPhoneCodeMutation } from '../../__generated__/operations/VerifyPhoneCode';
import { usePageHead } from '../../app/head/use-page-head';
import { retryAfterSeconds, serverMessage, serverReason, serverRefusal } from '../../shared/errors';
import { AsidePanel, AuthLayout, FormAlert } from '../../shared/forms/AuthLayout';
import { outlineButton, primaryButton } from '../../shared/forms/button-styles';
import { TextField } from '../../shared/forms/FormFields';
import { useCheckedForm } from '../../shared/forms/use-checked-form';
import { type PostedForm, usePostedForm } from '../../shared/session/posted-form';
import { safeRedirect } from '../../shared/session/redirect';
import { saveSession } from '../../shared/session/session';
import { toStoredUser } from '../../shared/session/session-user';
import { useCountdown } from './use-countdown';
import { useWebOtp } from './use-web-otp';

export const PHONE_ERROR = 'An error occurred. Please try again.';

interface PhoneFields {
  mobile: string;
  code: string;
  name: string;
  email: string;
}

/** Where the page is: the step, the number it is about, the store's words, and a new number's proof. */
interface PhoneState {
  step: PhoneStep;
  notice: string | null;
  signupToken: string;
  formError: string | null;
}

/** A refusal of a step as the page shows it: messages by field, or one for the form. */
function phoneRefusal(error: unknown): { byField: Partial<PhoneFields>; formError: string | null } {
  const refusal = serverRefusal(error);
  const byField: Partial<PhoneFields> = {};
  for (const name of ['mobile', 'code', 'name', 'email'] as const) {
    const message = refusal?.fields[name];
    if (message) byField[name] = message;
  }
  const named = Object.keys(byField).length > 0;
  return { byField, formError: named ? null : (serverMessage(error) ?? PHONE_ERROR) };
}

const stepOf = (value: string | undefined): PhoneStep =>
  PHONE_STEPS.includes(value as PhoneStep) ? (value as PhoneStep) : 'number';

/** Where a page answering a step posted without the app starts (the store's answer, shown as the app shows it). */
function postedPhone(posted: PostedForm | undefined) {
  const values = {
    mobile: posted?.values.mobile ?? '',
    code: '',
    name: posted?.values.name ?? '',
    email: posted?.values.email ?? '',
  };
  const state: PhoneState = {
    step: stepOf(posted?.values.step),
    notice: posted?.notice ?? null,
    signupToken: posted?.values.signupToken ?? '',
    formError: null,
  };
  if (!posted?.errors) return { values, errors: { ...posted?.fieldErrors }, state };
  const { byField, formError } = phoneRefusal(new CombinedGraphQLErrors({ errors: posted.errors }));
  return { values, errors: byField, state: { ...state, formError } };
}

/**
 * /login/phone (and /signup/phone, the same steps in sign-up words): the mobile number, then the 6-digit code sent
 * to it by SMS (the browser may offer it: `one-time-code`, and WebOTP where available), then, for a number without
 * an account, a name and email. A number with an account is signed in by its code. A new code is offered after the
 * store's wait, counted down on screen.
 *
 * Every step is a real form: before the app runs (or with JavaScript off) it posts to the gateway, which runs the same
 * operation and answers this page at the next step, or with the refusal (`posted`), or signs in and redirects.
 */
export default function PhoneLoginPage({ signup = false }: { signup?: boolean }) {
  const title = signup ? 'Sign up with mobile number' : 'Log in with mobile number';
  usePageHead({ title: `${title} | Sutra`, noindex: true });
  const location = useLocation();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const client = useApolloClient();
  const [requestCode] = useRequestPhoneCodeMutation();
  const [verifyCode] = useVerifyPhoneCodeMutation();
  const [signUp] = useSignUpWithPhoneMutation();
  const posted = usePostedForm('phone');
  const [start] = useState(() => postedPhone(posted));
  const { values, errors, edit, showErrors, setValues, form } = useCheckedForm<PhoneFields>(start.values, start.errors);
  const [state, setState] = useState<PhoneState>(start.state);
  const [submitting, setSubmitting] = useState(false);
  const countdown = useCountdown();
  const { start: startCountdown } = countdown;
  const mobile = normalizeIndianMobile(values.mobile) ?? '';

  // A code step the server rendered (posted without the app) counts its wait from when the app arrives.
  useEffect(() => {
    if (start.state.step === 'code' && start.state.notice) startCountdown(PHONE_CODE_RESEND_SECONDS);
  }, [start, startCountdown]);

  useWebOtp(state.step === 'code', (code) => {
    setValues((current) => ({ ...current, code }));
  });

  const signIn = async (token: string, viewer: SessionUserFragment) => {
    // No buyer's data may outlive their session, nor a guest's leak into it.
    await client.clearStore();
    await saveSession(token, toStoredUser(viewer));
    window.location.assign(safeRedirect(redirect));
  };

  const refused = (error: unknown, step: PhoneStep) => {
    setSubmitting(false);
    const wait = serverReason(error) === 'resend_too_soon' ? retryAfterSeconds(error) : undefined;
    if (wait) startCountdown(wait);
    if (serverReason(error) === 'phone_signup_invalid') step = 'number';
    const { byField, formError } = phoneRefusal(error);
    setState((s) => ({ ...s, step, formError }));
    if (Object.keys(byField).length > 0) showErrors(byField);
  };

  const sendCode = async () => {
    setState((s) => ({ ...s, formError: null }));
    const problem = validatePhoneNumber(values.mobile);
    if (!showErrors(problem ? { mobile: problem } : {})) return;
    setSubmitting(true);
    try {
      const { data } = await requestCode({ variables: { mobile } });
      const sent = data?.requestPhoneCode;
      if (!sent) throw new Error('no answer');
      startCountdown(sent.resendAfterSeconds);
      setValues((v) => ({ ...v, code: '' }));
      setState((s) => ({ ...s, step: 'code', notice: sent.message, formError: null }));
      setSubmitting(false);
    } catch (error) {
      refused(error, state.step);
    }
  };

  const checkCode = async () => {
    setState((s) => ({ ...s, formError: null }));
    const problem = validatePhoneCode(values.code);
    if (!showErrors(problem ? { code: problem } : {})) return;
    setSubmitting(true);
    try {
      const { data } = await verifyCode({ variables: { mobile, code: values.code.trim() } });
      const verified = data?.verifyPhoneCode;
      if (verified?.auth) return await signIn(verified.auth.token, verified.auth.viewer);
      if (!verified?.signupToken) throw new Error('no answer');
      const signupToken = verified.signupToken;
      setState((s) => ({ ...s, step: 'details', notice: verified.message, signupToken, formError: null }));
      setSubmitting(false);
    } catch (error) {
      refused(error, 'code');
    }
  };

  const finishSignup = async () => {
    setState((s) => ({ ...s, formError: null }));
    if (!showErrors(validatePhoneDetails(values))) return;
    setSubmitting(true);
    try {
      const { data } = await signUp({
        variables: { signupToken: state.signupToken, name: values.name.trim(), email: values.email.trim() },
      });
      const payload = data?.signUpWithPhone;
      if (!payload) throw new Error('no answer');
      await signIn(payload.token, payload.viewer);
    } catch (error) {
      refused(error, 'details');
    }
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (state.step === 'number') void sendCode();
    else if (state.step === 'code') void checkCode();
    else void finishSignup();
  };

  const onResend = (event: React.FormEvent) => {
    event.preventDefault();
    if (countdown.secondsLeft === 0) void sendCode();
  };

  const action = location.pathname + location.search;
  const emailPage = signup ? '/signup' : '/login';
  const otherPage = redirect ? `${emailPage}?redirect=${encodeURIComponent(redirect)}` : emailPage;

  return (
    <AuthLayout
      title={title}
      intro={
        signup
          ? 'Sign up with your mobile number. We send a code by SMS; no password needed.'
          : 'Log in with your mobile number. We send a code by SMS; no password needed.'
      }
      aside={
        <AsidePanel
          heading={signup ? 'Prefer email?' : 'Prefer your password?'}
          text={
            signup
              ? 'Create an account with your email and a password instead.'
              : 'Log in with your email and password instead.'
          }
        >
          <Button asChild {...outlineButton} alignSelf="start">
            <RouterLink to={otherPage}>{signup ? 'Sign up with email' : 'Log in with email'}</RouterLink>
          </Button>
        </AsidePanel>
      }
    >
      <Stack gap="5">
        <form
          ref={form}
          method="post"
          action={action}
          noValidate
          onSubmit={onSubmit}
          aria-label={title}
          data-testid="phone-form"
          data-step={state.step}
        >
          <input type="hidden" name="step" value={state.step} />
          <Stack gap="5">
            {state.formError && <FormAlert>{state.formError}</FormAlert>}
            {state.notice && state.step !== 'number' && <FormAlert status="success">{state.notice}</FormAlert>}
            {state.step === 'number' ? (
              <TextField
                label="Mobile number"
                name="mobile"
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder="98765 43210"
                value={values.mobile}
                onChange={edit('mobile')}
                error={errors.mobile}
                required
              />
            ) : (
              <input type="hidden" name="mobile" value={mobile} />
            )}
            {state.step === 'code' && (
              <TextField
                label="6-digit code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={values.code}
                onChange={edit('code')}
                error={errors.code}
                required
              />
            )}
            {state.step === 'details' && (
              <>
                <input type="hidden" name="signupToken" value={state.signupToken} />
                <TextField
                  label="Name"
                  name="name"
                  autoComplete="name"
                  value={values.name}
                  onChange={edit('name')}
                  error={errors.name}
                  required
                />
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
              </>
            )}
            <Button
              type="submit"
              {...primaryButton}
              loading={submitting}
              size="lg"
              // A number asked for a moment ago gets a new code only after the store's wait, counted here.
              disabled={state.step === 'number' && countdown.secondsLeft > 0}
            >
              {state.step === 'number'
                ? countdown.secondsLeft > 0
                  ? `Send code in ${countdown.secondsLeft}s`
                  : 'Send code'
                : state.step === 'code'
                  ? 'Verify'
                  : 'Create account'}
            </Button>
          </Stack>
        </form>
        {state.step === 'code' && (
          <form method="post" action={action} onSubmit={onResend} aria-label="New code" data-testid="phone-resend">
            <input type="hidden" name="step" value="number" />
            <input type="hidden" name="mobile" value={mobile} />
            <Stack gap="2" align="start">
              <Text fontSize="sm" color="fg.muted">
                Code sent to {mobile ? formatIndianMobile(mobile) : values.mobile}.{' '}
                <Link asChild color="brand.navy" textDecoration="underline">
                  <a href={action}>Change number</a>
                </Link>
              </Text>
              <Button
                type="submit"
                variant="plain"
                size="sm"
                px="0"
                color="brand.navy"
                textDecoration="underline"
                disabled={submitting || countdown.secondsLeft > 0}
              >
                {countdown.secondsLeft > 0 ? `Send a new code in ${countdown.secondsLeft}s` : 'Send a new code'}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </AuthLayout>
  );
}
