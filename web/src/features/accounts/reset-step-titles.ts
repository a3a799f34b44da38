import type { ResetStep } from './use-password-reset';

/** The title of each step of the password reset: the dialog's heading and the form's name. */
export const STEP_TITLES: Record<ResetStep, string> = {
  email: 'Forgot Password',
  code: 'Enter OTP',
  password: 'Set New Password',
  success: 'Password Reset',
};
