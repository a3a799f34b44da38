import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, vi } from 'vitest';
import { RequestPasswordResetDocument } from '../__generated__/operations/RequestPasswordReset';
import { ResetPasswordDocument } from '../__generated__/operations/ResetPassword';
import { VerifyPasswordResetCodeDocument } from '../__generated__/operations/VerifyPasswordResetCode';
import ForgotPasswordModal from '../features/accounts/ForgotPasswordModal';
import { type AnyMock, fieldsRefusal, renderPage } from './render-page';

/** The password reset's test kit: the server's answers, the modal mounted as the login page mounts it, and steps. */
export const EMAIL = 'arjun@example.com';
export const CODE = '482913';
export const RESET_TOKEN = 'reset-token-1';
export const NEW_PASSWORD = 'bandhgala-2024';

/** Answers at once (MockLink's default is a random 20–50 ms), so fake timers decide every wait. */
export const mocks = {
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
export function Harness({ onClose }: { onClose: () => void }) {
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

export function renderModal(mockList: AnyMock[]) {
  const onClose = vi.fn();
  renderPage(<Harness onClose={onClose} />, { mocks: mockList });
  return onClose;
}

export const modal = () => screen.getByTestId('forgot-password-modal');
export const isOpen = () => !modal().hidden && modal().getAttribute('data-state') === 'open';
export const step = () => modal().getAttribute('data-step');
export const title = () => modal().querySelector('h2')?.textContent;
export const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
export const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
/** Lets mocked answers arrive and React settle (timers fake or real). */
export const settle = () => act(async () => vi.advanceTimersByTimeAsync(20));
export const press = async (name: string) => {
  fireEvent.click(screen.getByRole('button', { name }));
  await settle();
};
export const wait = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

export async function goToPasswordStep() {
  type(/^Email/, EMAIL);
  await press('Send OTP');
  type(/^OTP/, CODE);
  await press('Verify OTP');
  expect(step()).toBe('password');
}

export const rateLimited = (retryAfterSeconds: number): AnyMock => ({
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
