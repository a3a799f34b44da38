import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestPasswordResetDocument } from '../../__generated__/operations/RequestPasswordReset';
import { ResetPasswordDocument } from '../../__generated__/operations/ResetPassword';
import { VerifyPasswordResetCodeDocument } from '../../__generated__/operations/VerifyPasswordResetCode';
import ForgotPasswordModal, {
  CLOSE_AFTER_SUCCESS_MS,
  CODE_RESENT,
  RESEND_WAIT_SECONDS,
  RESET_STATE_AFTER_CLOSE_MS,
} from './ForgotPasswordModal';
import { type AnyMock, fieldsRefusal, renderPage } from './test-utils';

const EMAIL = 'arjun@example.com';
const CODE = '482913';
const RESET_TOKEN = 'reset-token-1';
const NEW_PASSWORD = 'bandhgala-2024';

/** Answers at once (MockLink's default is a random 20–50 ms), so fake timers decide every wait. */
const mocks = {
  request: (): AnyMock => ({
    delay: 0,
    request: { query: RequestPasswordResetDocument, variables: { email: EMAIL } },
    result: {
      data: {
        __typename: 'Mutation',
        requestPasswordReset: { __typename: 'MessagePayload', message: 'If an account exists, a code is on its way.' },
      },
    },
  }),
  wrongCode: (): AnyMock => ({
    delay: 0,
    request: { query: VerifyPasswordResetCodeDocument, variables: { email: EMAIL, code: '000000' } },
    result: fieldsRefusal('This code is not valid or has expired. Please check it or ask for a new one.', [
      {
        field: 'code',
        code: 'invalid_code',
        message: 'This code is not valid or has expired. Please check it or ask for a new one.',
      },
    ]),
  }),
  verify: (): AnyMock => ({
    delay: 0,
    request: { query: VerifyPasswordResetCodeDocument, variables: { email: EMAIL, code: CODE } },
    result: {
      data: {
        __typename: 'Mutation',
        verifyPasswordResetCode: {
          __typename: 'PasswordResetTicket',
          resetToken: RESET_TOKEN,
          message: 'Code verified. Please choose a new password.',
        },
      },
    },
  }),
  shortPassword: (): AnyMock => ({
    delay: 0,
    request: { query: ResetPasswordDocument, variables: { resetToken: RESET_TOKEN, password: 'abc' } },
    result: fieldsRefusal('Invalid request. password: Password must be at least 6 characters', [
      { field: 'password', code: 'too_small', message: 'Password must be at least 6 characters' },
    ]),
  }),
  reset: (): AnyMock => ({
    delay: 0,
    request: { query: ResetPasswordDocument, variables: { resetToken: RESET_TOKEN, password: NEW_PASSWORD } },
    result: {
      data: {
        __typename: 'Mutation',
        resetPassword: { __typename: 'MessagePayload', message: 'Password reset successful!' },
      },
    },
  }),
};

/** The login page's part: opens the modal and closes it when asked. */
function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reopen
      </button>
      <ForgotPasswordModal
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

function renderModal(mockList: AnyMock[]) {
  const onClose = vi.fn();
  renderPage(<Harness onClose={onClose} />, { mocks: mockList });
  return onClose;
}

const modal = () => screen.getByTestId('forgot-password-modal');
const isOpen = () => !modal().hidden && modal().getAttribute('data-state') === 'open';
const step = () => modal().getAttribute('data-step');
const title = () => modal().querySelector('h2')?.textContent;
const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
/** Lets mocked answers arrive and React settle (timers fake or real). */
const settle = () => act(async () => vi.advanceTimersByTimeAsync(20));
const press = async (name: string) => {
  fireEvent.click(screen.getByRole('button', { name }));
  await settle();
};
const wait = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

async function goToPasswordStep() {
  type(/^Email/, EMAIL);
  await press('Send OTP');
  type(/^OTP/, CODE);
  await press('Verify OTP');
  expect(step()).toBe('password');
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const rateLimited = (retryAfterSeconds: number): AnyMock => ({
  delay: 0,
  request: { query: RequestPasswordResetDocument, variables: { email: EMAIL } },
  result: {
    errors: [
      {
        message: 'Too many attempts. Please try again in 15 minutes.',
        extensions: { code: 'RATE_LIMITED', retryAfterSeconds },
      },
    ],
  },
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
