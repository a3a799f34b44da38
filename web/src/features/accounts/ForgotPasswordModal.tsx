import { dialogSlotRecipe } from '@chakra-theme/recipes/dialog';
import { Box, Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRequestPasswordResetMutation } from '../../__generated__/operations/RequestPasswordReset';
import { useResetPasswordMutation } from '../../__generated__/operations/ResetPassword';
import { useVerifyPasswordResetCodeMutation } from '../../__generated__/operations/VerifyPasswordResetCode';
import { SubmitButton } from '../../lib/SubmitButton';
import { readableServerError, retryAfterSeconds, serverRefusal } from '../../shared/errors';
import { FormAlert, primaryButton } from './AuthLayout';
import { PasswordField, TextField } from './FormFields';
import { minutesAndSeconds, useCountdown } from './use-countdown';

/** The modal closes this long after a successful reset (spec section 9). */
export const CLOSE_AFTER_SUCCESS_MS = 2000;
/** Its state goes back to the first step this long after it closes (spec section 9). */
export const RESET_STATE_AFTER_CLOSE_MS = 300;

const FALLBACK_ERROR = 'An error occurred. Please try again.';

/** After a code is sent, 'Resend OTP' waits this long (the server allows 3 codes per email in 15 minutes). */
export const RESEND_WAIT_SECONDS = 30;
export const CODE_RESENT = 'A new OTP has been sent to your email address.';

export type ResetStep = 'email' | 'code' | 'password' | 'success';

const TITLES: Record<ResetStep, string> = {
  email: 'Forgot Password',
  code: 'Enter OTP',
  password: 'Set New Password',
  success: 'Password Reset',
};

interface Fields {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

const EMPTY: Fields = { email: '', code: '', password: '', confirmPassword: '' };

export interface ForgotPasswordModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The three-step password reset: Forgot Password (email, Send OTP) → Enter OTP (Verify OTP) → Set New Password
 * (Reset Password) → success, which closes by itself after 2 s. Each step moves on only with its fields filled in
 * (and matching passwords) and the server's yes; the server's refusals are shown in the step. 'Resend OTP' asks for a
 * new code once its countdown ends (30 s after a code is sent, or when the server says it will take the next one).
 * Closing it — outside
 * click, Escape, the close mark or the timer — puts it back to the first step 300 ms later.
 */
export default function ForgotPasswordModal({ open, onClose }: ForgotPasswordModalProps) {
  const [step, setStep] = useState<ResetStep>('email');
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Fields>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [resetToken, setResetToken] = useState('');
  const [resent, setResent] = useState(false);
  const resendWait = useCountdown();
  const [requestCode, requestState] = useRequestPasswordResetMutation();
  const [verifyCode, verifyState] = useVerifyPasswordResetCodeMutation();
  const [resetPassword, resetState] = useResetPasswordMutation();
  const busy = requestState.loading || verifyState.loading || resetState.loading;

  const resetAll = useCallback(() => {
    setStep('email');
    setFields(EMPTY);
    setFieldErrors({});
    setFormError(null);
    setResetToken('');
    setResent(false);
    resendWait.stop();
  }, [resendWait.stop]);

  // Back to the first step 300 ms after closing; reopening sooner starts afresh at once.
  const resetPending = useRef(false);
  useEffect(() => {
    if (open) {
      if (resetPending.current) {
        resetPending.current = false;
        resetAll();
      }
      return;
    }
    resetPending.current = true;
    const timer = setTimeout(() => {
      resetPending.current = false;
      resetAll();
    }, RESET_STATE_AFTER_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [open, resetAll]);

  // Success closes the modal after 2 s.
  useEffect(() => {
    if (step !== 'success' || !open) return;
    const timer = setTimeout(onClose, CLOSE_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [step, open, onClose]);

  const edit = (field: keyof Fields) => (value: string) => {
    setFields((f) => ({ ...f, [field]: value }));
    setFieldErrors((e) => ({ ...e, [field]: undefined }));
  };

  /** Shows a refusal: field messages under their fields, anything else above the form. */
  const showFailure = (error: unknown, fieldFor: Record<string, keyof Fields>) => {
    const refusal = serverRefusal(error);
    if (!refusal) {
      setFormError(FALLBACK_ERROR);
      return;
    }
    const mapped: Partial<Fields> = {};
    for (const [argument, text] of Object.entries(refusal.fields)) {
      const field = fieldFor[argument];
      if (field) mapped[field] = text;
    }
    if (Object.keys(mapped).length > 0) setFieldErrors(mapped);
    else setFormError(readableServerError(error) ?? FALLBACK_ERROR);
  };

  const sendCode = async () => {
    const email = fields.email.trim();
    if (!email) return setFieldErrors({ email: 'Email is required' });
    try {
      await requestCode({ variables: { email } });
      setStep('code');
      resendWait.start(RESEND_WAIT_SECONDS);
    } catch (error) {
      showFailure(error, { email: 'email' });
      waitAsTold(error);
    }
  };

  /** A refusal for asking too often counts down to when the server will take the next request. */
  const waitAsTold = (error: unknown) => {
    const seconds = retryAfterSeconds(error);
    if (seconds !== undefined) resendWait.start(seconds);
  };

  /** 'Resend OTP': the same request as Send OTP, limited alike on the server; the newest code is the one that works. */
  const resendCode = async () => {
    if (busy || resendWait.secondsLeft > 0) return;
    setFormError(null);
    setResent(false);
    try {
      await requestCode({ variables: { email: fields.email.trim() } });
      setResent(true);
      setFields((f) => ({ ...f, code: '' }));
      resendWait.start(RESEND_WAIT_SECONDS);
    } catch (error) {
      showFailure(error, {});
      waitAsTold(error);
    }
  };

  const checkCode = async () => {
    const code = fields.code.trim();
    if (!code) return setFieldErrors({ code: 'OTP is required' });
    try {
      const { data } = await verifyCode({ variables: { email: fields.email.trim(), code } });
      const token = data?.verifyPasswordResetCode.resetToken;
      if (!token) return setFormError(FALLBACK_ERROR);
      setResetToken(token);
      setStep('password');
    } catch (error) {
      showFailure(error, { code: 'code' });
    }
  };

  const setNewPassword = async () => {
    const errors: Partial<Fields> = {};
    if (!fields.password) errors.password = 'Password is required';
    if (!fields.confirmPassword) errors.confirmPassword = 'Confirm Password is required';
    else if (fields.password && fields.confirmPassword !== fields.password) {
      errors.confirmPassword = 'Passwords do not match';
    }
    if (Object.keys(errors).length > 0) return setFieldErrors(errors);
    try {
      await resetPassword({ variables: { resetToken, password: fields.password } });
      setStep('success');
    } catch (error) {
      showFailure(error, { password: 'password' });
    }
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    if (step === 'email') void sendCode();
    else if (step === 'code') void checkCode();
    else if (step === 'password') void setNewPassword();
  };

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      closeOnInteractOutside
      closeOnEscape
      // Once opened, the (hidden) content stays mounted, so its state visibly resets 300 ms after closing.
      unmountOnExit={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" maxW="md" data-testid="forgot-password-modal" data-step={step}>
            <Dialog.Header>
              <Dialog.Title color="brand.navy" fontFamily="heading" fontSize="xl">
                {TITLES[step]}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {step === 'success' ? (
                <Stack gap="3" align="center" textAlign="center" role="status" py="4">
                  <Box color="green.600">
                    <CircleCheck size={40} aria-hidden />
                  </Box>
                  <Text fontWeight="medium">Password reset successful!</Text>
                  <Text color="fg.muted">You will be redirected to the login page.</Text>
                </Stack>
              ) : (
                <form noValidate onSubmit={onSubmit} aria-label={TITLES[step]}>
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
                        <ResendCode secondsLeft={resendWait.secondsLeft} disabled={busy} onResend={resendCode} />
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
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
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
