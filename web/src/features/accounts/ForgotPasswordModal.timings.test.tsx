import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EMAIL,
  goToPasswordStep,
  input,
  isOpen,
  mocks,
  NEW_PASSWORD,
  press,
  renderModal,
  settle,
  step,
  title,
  type,
  wait,
} from '../../test/forgot-password-kit';
import { CLOSE_AFTER_SUCCESS_MS, RESET_STATE_AFTER_CLOSE_MS } from './use-password-reset';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ForgotPasswordModal timings', () => {
  it('closes 2000 ms after success, and goes back to the first step 300 ms after closing', async () => {
    vi.useFakeTimers();
    const onClose = renderModal([mocks.request(), mocks.verify(), mocks.reset()]);
    await settle();
    await goToPasswordStep();
    type(/^New Password/, NEW_PASSWORD);
    type(/^Confirm Password/, NEW_PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    // The answer arrives within the first few milliseconds; the 2 s count from then.
    await act(async () => vi.advanceTimersByTimeAsync(1));
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(step()).toBe('success');

    await wait(CLOSE_AFTER_SUCCESS_MS - 10);
    expect(onClose).not.toHaveBeenCalled();
    expect(isOpen()).toBe(true);
    await wait(10);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(isOpen()).toBe(false);

    await wait(RESET_STATE_AFTER_CLOSE_MS - 1);
    expect(step()).toBe('success');
    await wait(1);
    expect(step()).toBe('email');
    expect(title()).toBe('Forgot Password');
    fireEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    await settle();
    expect(input(/^Email/).value).toBe('');
  });

  it('the close mark closes it at once and clears what was typed 300 ms later', async () => {
    vi.useFakeTimers();
    const onClose = renderModal([mocks.request()]);
    await settle();
    type(/^Email/, EMAIL);
    await press('Send OTP');
    type(/^OTP/, '12');
    expect(step()).toBe('code');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await wait(0);
    expect(onClose).toHaveBeenCalledTimes(1);
    await wait(RESET_STATE_AFTER_CLOSE_MS - 1);
    expect(step()).toBe('code');
    await wait(1);
    expect(step()).toBe('email');
  });

  it('a click outside closes it too, and reopening starts afresh', async () => {
    vi.useFakeTimers();
    const onClose = renderModal([]);
    await settle();
    type(/^Email/, EMAIL);
    const outside = screen.getByRole('button', { name: 'Reopen', hidden: true });
    fireEvent.pointerDown(outside);
    fireEvent.pointerUp(outside);
    fireEvent.click(outside);
    await settle();
    expect(onClose).toHaveBeenCalledTimes(1);
    await wait(RESET_STATE_AFTER_CLOSE_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Reopen', hidden: true }));
    await settle();
    expect(input(/^Email/).value).toBe('');
  });
});
