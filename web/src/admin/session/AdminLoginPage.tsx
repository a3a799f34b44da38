import { useApolloClient } from '@apollo/client/react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useStaffSignInMutation } from '../../__generated__/admin/operations/StaffSignIn';
import { isServerError, retryAfterSeconds, serverMessage, serverRefusal } from '../../shared/errors';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { primaryButton } from '../../shared/forms/button-styles';
import { PasswordField, TextField } from '../../shared/forms/FormFields';
import { useCheckedForm } from '../../shared/forms/use-checked-form';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import {
  codeDigits,
  SIGN_IN_ERROR,
  SIGN_IN_REFUSED,
  type StaffSignInValues,
  validateStaffSignIn,
} from './sign-in-form';

/** The message for a refused sign-in: one for any wrong credential, the wait for too many tries, else the server's. */
function refusalMessage(error: unknown): string {
  if (isServerError(error, 'UNAUTHENTICATED')) return SIGN_IN_REFUSED;
  if (isServerError(error, 'RATE_LIMITED')) {
    const seconds = retryAfterSeconds(error);
    return seconds
      ? `Too many attempts. Try again in ${Math.ceil(seconds / 60)} minute(s).`
      : 'Too many attempts. Try again later.';
  }
  return serverMessage(error) ?? SIGN_IN_ERROR;
}

/**
 * /admin/login: email, password and the authenticator's 6-digit code. The session comes back as a cookie the page
 * never sees; on success the admin's home loads.
 */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [signIn] = useStaffSignInMutation();
  const { values, errors, edit, showErrors, form } = useCheckedForm<StaffSignInValues>({
    email: '',
    password: '',
    code: '',
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!showErrors(validateStaffSignIn(values))) return;
    setSubmitting(true);
    try {
      await signIn({
        variables: { input: { email: values.email.trim(), password: values.password, code: values.code.trim() } },
      });
      // Nothing cached before the session may outlive it.
      await client.clearStore();
      navigate('/admin', { replace: true });
    } catch (error) {
      const refusal = serverRefusal(error, 'input.');
      const fields = refusal?.fields ?? {};
      if (Object.keys(fields).length > 0) showErrors(fields);
      else setFormError(refusalMessage(error));
      setSubmitting(false);
    }
  };

  return (
    <Box maxW="md" mx="auto" px="4" py={{ base: '8', md: '16' }}>
      <Heading as="h1" size="2xl" color="brand.navy" mb="2">
        Sutra admin
      </Heading>
      <Text color="fg.muted" mb="6">
        Sign in with your password and the code your authenticator app shows.
      </Text>
      <form ref={form} noValidate onSubmit={onSubmit} aria-label="Admin sign-in" data-testid="admin-login-form">
        <Stack gap="5">
          {formError && <FormAlert>{formError}</FormAlert>}
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
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
          <TextField
            label="6-digit code"
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            value={values.code}
            // No maxlength: the browser would cut a code pasted as "123 456" to "123 45" before its digits are kept.
            onChange={(typed) => edit('code')(codeDigits(typed))}
            error={errors.code}
            required
          />
          <SubmitButton {...primaryButton} loading={submitting}>
            Sign in
          </SubmitButton>
        </Stack>
      </form>
    </Box>
  );
}
