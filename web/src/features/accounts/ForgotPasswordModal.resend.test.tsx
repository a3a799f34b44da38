import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EMAIL,
  input,
  mocks,
  press,
  rateLimited,
  renderModal,
  settle,
  type,
  wait,
} from '../../test/forgot-password-kit';
import { CODE_RESENT, RESEND_WAIT_SECONDS } from './use-password-reset';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Resend OTP', () => {
  const resend = () => screen.getByTestId('resend-otp') as HTMLButtonElement;

  it('counts down 30 s after a code is sent, then asks for a new one and counts down again', async () => {
    vi.useFakeTimers();
    renderModal([mocks.request(), mocks.request()]);
    await settle();
    type(/^Email/, EMAIL);
    await press('Send OTP');
    expect(resend().textContent).toBe(`Resend OTP in 0:${RESEND_WAIT_SECONDS}`);
    expect(resend().disabled).toBe(true);
    await wait(10_000);
    expect(resend().textContent).toBe('Resend OTP in 0:20');
    await wait(20_000);
    expect(resend().textContent).toBe('Resend OTP');
    expect(resend().disabled).toBe(false);

    type(/^OTP/, '12');
    fireEvent.click(resend());
    await settle();
    expect(screen.getByRole('status').textContent).toBe(CODE_RESENT);
    expect(input(/^OTP/).value).toBe('');
    expect(resend().textContent).toBe('Resend OTP in 0:30');
    expect(resend().disabled).toBe(true);
  });

  it("shows the server's refusal and counts down to when it will send again", async () => {
    vi.useFakeTimers();
    renderModal([mocks.request(), rateLimited(14 * 60 + 5)]);
    await settle();
    type(/^Email/, EMAIL);
    await press('Send OTP');
    await wait(RESEND_WAIT_SECONDS * 1000);
    fireEvent.click(resend());
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please try again in 15 minutes.');
    expect(resend().textContent).toBe('Resend OTP in 14:05');
    expect(resend().disabled).toBe(true);
  });
});
