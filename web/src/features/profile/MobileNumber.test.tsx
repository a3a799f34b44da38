import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequestMobileCodeDocument } from '../../__generated__/operations/RequestMobileCode';
import { VerifyMobileDocument } from '../../__generated__/operations/VerifyMobile';
import { type AnyMock, fieldsRefusal, graphqlError, renderPage } from '../../test/render-page';
import { MOBILE_VERIFIED, MobileNumber } from './MobileNumber';

const MOBILE = '9876543210';
const SENT = 'We have sent a 6-digit code to +91 98765 43210. It expires in 10 minutes.';
const INVALID = 'This code is not valid or has expired. Please check it or ask for a new one.';

const codeSent: AnyMock = {
  request: { query: RequestMobileCodeDocument, variables: { mobile: MOBILE } },
  result: { data: { requestMobileCode: { __typename: 'PhoneCodeSent', message: SENT, resendAfterSeconds: 30 } } },
};
const verified = (code: string): AnyMock => ({
  request: { query: VerifyMobileDocument, variables: { mobile: MOBILE, code } },
  result: { data: { verifyMobile: { __typename: 'Viewer', id: 'b1', mobile: MOBILE } } },
});

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const press = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

describe('MobileNumber', () => {
  it('shows the verified number, or that there is none', () => {
    const { unmount } = renderPage(<MobileNumber viewer={{ __typename: 'Viewer', id: 'b1', mobile: MOBILE }} />);
    expect(screen.getByTestId('mobile-number-current').textContent).toBe(
      '+91 98765 43210 (verified). You can log in with a code sent to it.',
    );
    expect(screen.getByRole('button', { name: 'Change number' })).toBeTruthy();
    unmount();
    renderPage(<MobileNumber viewer={{ __typename: 'Viewer', id: 'b1', mobile: null }} />);
    expect(screen.getByTestId('mobile-number-current').textContent).toBe(
      'No mobile number yet. Add one to log in with a code sent by SMS.',
    );
  });

  it('adds a number with the code sent to it', async () => {
    renderPage(<MobileNumber viewer={{ __typename: 'Viewer', id: 'b1', mobile: null }} />, {
      mocks: [codeSent, verified('042917')],
    });
    press('Add number');
    press('Send code');
    expect(screen.getByText('Mobile number is required')).toBeTruthy();
    type('mobile', '098765 43210');
    press('Send code');
    await screen.findByText(SENT);
    expect(input('code').getAttribute('autocomplete')).toBe('one-time-code');
    expect((screen.getByRole('button', { name: /^Send a new code in \d+s$/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    type('code', '042917');
    press('Verify');
    expect(await screen.findByText(MOBILE_VERIFIED)).toBeTruthy();
  });

  it('shows a refused code on its field, and a refused request in the form', async () => {
    const refused: AnyMock = {
      request: { query: VerifyMobileDocument, variables: { mobile: MOBILE, code: '111111' } },
      result: fieldsRefusal(INVALID, [{ field: 'code', code: 'invalid_code', message: INVALID }]),
    };
    const tooSoon: AnyMock = {
      request: { query: RequestMobileCodeDocument, variables: { mobile: MOBILE } },
      result: graphqlError('Please wait 12 seconds before asking for a new code.', 'RATE_LIMITED'),
    };
    renderPage(<MobileNumber viewer={{ __typename: 'Viewer', id: 'b1', mobile: null }} />, {
      mocks: [codeSent, refused, tooSoon],
    });
    press('Add number');
    type('mobile', MOBILE);
    press('Send code');
    await screen.findByText(SENT);
    type('code', '111111');
    press('Verify');
    expect(await screen.findByText(INVALID)).toBeTruthy();
    await waitFor(() => expect(input('code').getAttribute('aria-invalid')).toBe('true'));
  });
});
