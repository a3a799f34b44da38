import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { primaryButton } from '../../shared/forms/button-styles';
import { PasswordField, TextField } from '../../shared/forms/FormFields';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { STEP_TITLES } from './reset-step-titles';
import { minutesAndSeconds } from './use-countdown';
import { CODE_RESENT, type PasswordReset } from './use-password-reset';

/** The form of the step the reset is at: its fields, its submit button and, at Enter OTP, 'Resend OTP'. */
export function ResetStepForm({ reset }: { reset: PasswordReset }) {
  const { step, fields, fieldErrors, formError, resent, busy, secondsLeft, edit, onSubmit, resendCode } = reset;
  return (
    <form noValidate onSubmit={onSubmit} aria-label={STEP_TITLES[step]}>
      <Stack gap="4">
        {formError && <FormAlert>{formError}</FormAlert>}
        {step === 'email' && (
          <>
            <Text color="fg.muted" fontSize="sm">
              Enter the email of your account and we will send you a 6-digit code.
            </Text>
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              value={fields.email}
              onChange={edit('email')}
              error={fieldErrors.email}
              required
            />
            <SubmitButton {...primaryButton} loading={busy} loadingText="Sending">
              Send OTP
            </SubmitButton>
          </>
        )}
        {step === 'code' && (
          <>
            <Text role="status">{resent ? CODE_RESENT : 'OTP has been sent to your email address.'}</Text>
            <TextField
              label="OTP"
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={fields.code}
              onChange={edit('code')}
              error={fieldErrors.code}
              required
            />
            <SubmitButton {...primaryButton} loading={busy} loadingText="Verifying">
              Verify OTP
            </SubmitButton>
            <ResendCode secondsLeft={secondsLeft} disabled={busy} onResend={resendCode} />
          </>
        )}
        {step === 'password' && (
          <>
            <PasswordField
              label="New Password"
              name="newPassword"
              autoComplete="new-password"
              toggleName="new password"
              value={fields.password}
              onChange={edit('password')}
              error={fieldErrors.password}
              required
            />
            <PasswordField
              label="Confirm Password"
              name="confirmPassword"
              autoComplete="new-password"
              toggleName="confirm password"
              value={fields.confirmPassword}
              onChange={edit('confirmPassword')}
              error={fieldErrors.confirmPassword}
              required
            />
            <SubmitButton {...primaryButton} loading={busy} loadingText="Resetting">
              Reset Password
            </SubmitButton>
          </>
        )}
      </Stack>
    </form>
  );
}

/** The last step: the reset went through, and the modal closes by itself. */
export function ResetSuccess() {
  return (
    <Stack gap="3" align="center" textAlign="center" role="status" py="4">
      <Box color="green.600">
        <CircleCheck size={40} aria-hidden />
      </Box>
      <Text fontWeight="medium">Password reset successful!</Text>
      <Text color="fg.muted">You will be redirected to the login page.</Text>
    </Stack>
  );
}

/** 'Resend OTP', with the time left before it can be used ('Resend OTP in 0:24'). */
function ResendCode({
  secondsLeft,
  disabled,
  onResend,
}: {
  secondsLeft: number;
  disabled: boolean;
  onResend: () => void;
}) {
  const waiting = secondsLeft > 0;
  return (
    <Text fontSize="sm" color="fg.muted" textAlign="center">
      Didn't get it?{' '}
      <Button
        type="button"
        variant="plain"
        size="sm"
        px="0"
        h="auto"
        color="brand.navy"
        textDecoration="underline"
        disabled={waiting || disabled}
        onClick={onResend}
        data-testid="resend-otp"
      >
        {waiting ? `Resend OTP in ${minutesAndSeconds(secondsLeft)}` : 'Resend OTP'}
      </Button>
    </Text>
  );
}
