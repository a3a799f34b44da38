import { codeRecipe } from '@chakra-theme/recipes/code';
import { qrCodeSlotRecipe } from '@chakra-theme/recipes/qr-code';
import { Box, Code, Heading, Link, QrCode, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { AcceptInviteMutation } from '../../__generated__/admin/graphql';
import { useAcceptInviteMutation } from '../../__generated__/admin/operations/AcceptInvite';
import { serverMessage, serverReason, serverRefusal } from '../../shared/errors';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { primaryButton } from '../../shared/forms/button-styles';
import { PasswordField, TextField } from '../../shared/forms/FormFields';
import { useCheckedForm } from '../../shared/forms/use-checked-form';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import {
  type AcceptInviteValues,
  INVITE_INVALID_MESSAGE,
  NO_TOKEN_MESSAGE,
  passwordRefusal,
  validateAcceptInvite,
} from './invite-form';

type Enrolment = AcceptInviteMutation['acceptInvite'];

/** The secret, answered this once: a QR code of its `otpauth://` URI, and the secret as text to type in by hand. */
function EnrolmentDone({ enrolment }: { enrolment: Enrolment }) {
  return (
    <Stack gap="5" data-testid="invite-enrolment">
      <Text>
        Welcome, {enrolment.member.name}. Add Sutra to your authenticator app now: scan the code, or type the secret in.
        It is shown only this once.
      </Text>
      <QrCode.Root
        recipe={qrCodeSlotRecipe}
        value={enrolment.otpauthUri}
        size="xl"
        bg="white"
        p="2"
        width="fit-content"
        aria-label="Authenticator QR code"
        data-testid="invite-qr"
      >
        <QrCode.Frame>
          <QrCode.Pattern />
        </QrCode.Frame>
      </QrCode.Root>
      <Box>
        <Text fontSize="sm" color="fg.muted">
          Secret
        </Text>
        <Code recipe={codeRecipe} fontSize="md" wordBreak="break-all" data-testid="invite-secret">
          {enrolment.totpSecret}
        </Code>
      </Box>
      <Link asChild color="brand.navy" textDecoration="underline">
        <RouterLink to="/admin/login">Sign in with a code from the app</RouterLink>
      </Link>
    </Stack>
  );
}

/**
 * /admin/invite?token=…: the mailed invitation. The new member picks a name and password; the answer is their
 * authenticator secret, shown once. No session is needed or made: they sign in afterwards with a code.
 */
export function AcceptInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [accept] = useAcceptInviteMutation();
  const { values, errors, edit, showErrors, form } = useCheckedForm<AcceptInviteValues>({ name: '', password: '' });
  const [formError, setFormError] = useState<string | null>(token ? null : NO_TOKEN_MESSAGE);
  const [submitting, setSubmitting] = useState(false);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(token ? null : NO_TOKEN_MESSAGE);
    if (!token || !showErrors(validateAcceptInvite(values))) return;
    setSubmitting(true);
    try {
      const { data } = await accept({
        variables: { input: { token, name: values.name.trim(), password: values.password } },
      });
      if (data) setEnrolment(data.acceptInvite);
    } catch (error) {
      const refusal = serverRefusal(error, 'input.');
      const fields = refusal?.fields ?? {};
      if (serverReason(error) === 'invite_invalid') setFormError(INVITE_INVALID_MESSAGE);
      else if (Object.keys(fields).length > 0) {
        showErrors({
          ...(fields.name ? { name: fields.name } : {}),
          ...(fields.password ? { password: passwordRefusal(refusal?.codes.password, fields.password) } : {}),
        });
      } else setFormError(serverMessage(error) ?? 'Accepting the invitation failed. Please try again.');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Box maxW="md" mx="auto" px="4" py={{ base: '8', md: '16' }}>
      <Heading as="h1" size="2xl" color="brand.navy" mb="2">
        Join the Sutra admin
      </Heading>
      {enrolment ? (
        <EnrolmentDone enrolment={enrolment} />
      ) : (
        <>
          <Text color="fg.muted" mb="6">
            Choose your name and a password of 10 characters or more. Then add the store to your authenticator app.
          </Text>
          <form ref={form} noValidate onSubmit={onSubmit} aria-label="Accept invitation" data-testid="invite-form">
            <Stack gap="5">
              {formError && <FormAlert>{formError}</FormAlert>}
              <TextField
                label="Your name"
                name="name"
                autoComplete="name"
                value={values.name}
                onChange={edit('name')}
                error={errors.name}
                required
              />
              <PasswordField
                label="Password"
                name="password"
                autoComplete="new-password"
                value={values.password}
                onChange={edit('password')}
                error={errors.password}
                required
              />
              <SubmitButton {...primaryButton} loading={submitting} disabled={!token}>
                Join
              </SubmitButton>
            </Stack>
          </form>
        </>
      )}
    </Box>
  );
}
