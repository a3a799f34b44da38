import { useCallback, useEffect, useRef, useState } from 'react';
import { useRequestPasswordResetMutation } from '../../__generated__/operations/RequestPasswordReset';
import { useResetPasswordMutation } from '../../__generated__/operations/ResetPassword';
import { useVerifyPasswordResetCodeMutation } from '../../__generated__/operations/VerifyPasswordResetCode';
import { readableServerError, retryAfterSeconds, serverRefusal } from '../../shared/errors';
import { useCountdown } from './use-countdown';

/** The modal closes this long after a successful reset (spec section 9). */
export const CLOSE_AFTER_SUCCESS_MS = 2000;
/** Its state goes back to the first step this long after it closes (spec section 9). */
export const RESET_STATE_AFTER_CLOSE_MS = 300;

const FALLBACK_ERROR = 'An error occurred. Please try again.';

/** After a code is sent, 'Resend OTP' waits this long (the server allows 3 codes per email in 15 minutes). */
export const RESEND_WAIT_SECONDS = 30;
export const CODE_RESENT = 'A new OTP has been sent to your email address.';

export type ResetStep = 'email' | 'code' | 'password' | 'success';

export interface ResetFields {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

const EMPTY: ResetFields = { email: '', code: '', password: '', confirmPassword: '' };

export type FieldErrors = Partial<ResetFields>;

/**
 * The password reset's state and its three requests (spec section 9): Send OTP, Verify OTP, Reset Password, each
 * moving on a step only with its fields filled in (and matching passwords) and the server's yes; a refusal shows under
 * its field, or above the form. 'Resend OTP' waits for its countdown (30 s after a code is sent, or as long as the
 * server says). Success closes the modal after 2 s (`onClose`); closing puts everything back to the first step
 * 300 ms later, or at once when it is reopened sooner.
 */
export function usePasswordReset(open: boolean, onClose: () => void) {
  const [step, setStep] = useState<ResetStep>('email');
  const [fields, setFields] = useState<ResetFields>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
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

  const edit = (field: keyof ResetFields) => (value: string) => {
    setFields((f) => ({ ...f, [field]: value }));
    setFieldErrors((e) => ({ ...e, [field]: undefined }));
  };

  /** Shows a refusal: field messages under their fields, anything else above the form. */
  const showFailure = (error: unknown, fieldFor: Record<string, keyof ResetFields>) => {
    const refusal = serverRefusal(error);
    if (!refusal) {
      setFormError(FALLBACK_ERROR);
      return;
    }
    const mapped: FieldErrors = {};
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
    const errors: FieldErrors = {};
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

  return {
    step,
    fields,
    fieldErrors,
    formError,
    resent,
    busy,
    secondsLeft: resendWait.secondsLeft,
    edit,
    onSubmit,
    resendCode,
  };
}

export type PasswordReset = ReturnType<typeof usePasswordReset>;
