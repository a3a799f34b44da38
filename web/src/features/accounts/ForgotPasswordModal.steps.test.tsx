import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CODE,
  EMAIL,
  goToPasswordStep,
  input,
  mocks,
  NEW_PASSWORD,
  press,
  renderModal,
  settle,
  step,
  title,
  type,
} from '../../test/forgot-password-kit';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ForgotPasswordModal steps', () => {
  it('moves from Forgot Password to Enter OTP only with an email', async () => {
    vi.useFakeTimers();
    renderModal([mocks.request()]);
    await settle();
    expect(title()).toBe('Forgot Password');
    await press('Send OTP');
    expect(step()).toBe('email');
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(input(/^Email/).getAttribute('aria-invalid')).toBe('true');
    // No call was made (none is mocked for an empty email: it would have failed with an alert).
    expect(screen.queryByRole('alert')).toBeNull();
    type(/^Email/, `  ${EMAIL} `);
    expect(screen.queryByText('Email is required')).toBeNull();
    await press('Send OTP');
    expect(step()).toBe('code');
    expect(title()).toBe('Enter OTP');
    expect(screen.getByText('OTP has been sent to your email address.')).toBeTruthy();
  });

  it('moves from Enter OTP to Set New Password only with a code the server accepts', async () => {
    vi.useFakeTimers();
    renderModal([mocks.request(), mocks.wrongCode(), mocks.verify()]);
    await settle();
    type(/^Email/, EMAIL);
    await press('Send OTP');
    await press('Verify OTP');
    expect(step()).toBe('code');
    expect(screen.getByText('OTP is required')).toBeTruthy();
    type(/^OTP/, '000000');
    await press('Verify OTP');
    expect(step()).toBe('code');
    // The server names the code as the field at fault: its message sits under the OTP field.
    expect(
      screen.getByText('This code is not valid or has expired. Please check it or ask for a new one.'),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^OTP/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    type(/^OTP/, CODE);
    await press('Verify OTP');
    expect(step()).toBe('password');
    expect(title()).toBe('Set New Password');
  });

  it('resets only with two equal, non-empty passwords, showing the server’s rules', async () => {
    vi.useFakeTimers();
    renderModal([mocks.request(), mocks.verify(), mocks.shortPassword(), mocks.reset()]);
    await settle();
    await goToPasswordStep();

    await press('Reset Password');
    expect(step()).toBe('password');
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Confirm Password is required')).toBeTruthy();

    type(/^New Password/, NEW_PASSWORD);
    type(/^Confirm Password/, `${NEW_PASSWORD}!`);
    await press('Reset Password');
    expect(step()).toBe('password');
    expect(screen.getByText('Passwords do not match')).toBeTruthy();

    type(/^New Password/, 'abc');
    type(/^Confirm Password/, 'abc');
    await press('Reset Password');
    expect(step()).toBe('password');
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();

    // Each password field has its own visibility toggle.
    expect(input(/^New Password/).type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(input(/^New Password/).type).toBe('text');
    expect(input(/^Confirm Password/).type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(input(/^Confirm Password/).type).toBe('text');

    type(/^New Password/, NEW_PASSWORD);
    type(/^Confirm Password/, NEW_PASSWORD);
    await press('Reset Password');
    expect(step()).toBe('success');
    expect(screen.getByText('Password reset successful!')).toBeTruthy();
    expect(screen.getByText('You will be redirected to the login page.')).toBeTruthy();
  });
});
