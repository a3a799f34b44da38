import { fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AcceptInviteDocument } from '../../__generated__/admin/operations/AcceptInvite';
import { type AnyMock, renderPage } from '../../test/render-page';
import { AcceptInvitePage } from './AcceptInvitePage';
import {
  INVITE_INVALID_MESSAGE,
  NAME_REQUIRED,
  NO_TOKEN_MESSAGE,
  PASSWORD_COMMON,
  PASSWORD_SHORT,
} from './invite-form';

const TOKEN = 'inv_abc123';
const input = { token: TOKEN, name: 'Asha Rao', password: 'long-enough-pass' };
const URI = 'otpauth://totp/Sutra:asha%40sutra.in?secret=JBSWY3DPEHPK3PXQ&issuer=Sutra';

const acceptMock = (answer: object, variables = { input }): AnyMock => ({
  request: { query: AcceptInviteDocument, variables },
  ...answer,
});
const refusal = (code: string, extensions: Record<string, unknown> = {}) => ({
  result: { errors: [new GraphQLError('Refused by the api', { extensions: { code, ...extensions } })] },
});

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Join' }));

function renderInvite(mocks: AnyMock[] = [], route = `/admin/invite?token=${TOKEN}`) {
  return renderPage(<AcceptInvitePage />, { mocks, route, path: '/admin/invite' });
}

function fillIn(password = input.password) {
  type(field(/^Your name/), input.name);
  type(field(/^Password/), password);
}

describe('accepting a staff invitation', () => {
  it('checks the name and the api’s password length before sending', () => {
    renderInvite();
    submit();
    expect(screen.getByText(NAME_REQUIRED)).toBeTruthy();
    expect(screen.getByText(PASSWORD_SHORT)).toBeTruthy();
    expect(field(/^Password/).getAttribute('autocomplete')).toBe('new-password');
  });

  it('shows the secret once as a QR code of its otpauth URI and as text, with a way to sign in', async () => {
    renderInvite([
      acceptMock({
        result: {
          data: {
            acceptInvite: {
              __typename: 'StaffEnrolment',
              member: {
                __typename: 'StaffMember',
                id: 's1',
                email: 'asha@sutra.in',
                name: 'Asha Rao',
                role: 'CATALOGUE',
              },
              totpSecret: 'JBSWY3DPEHPK3PXQ',
              otpauthUri: URI,
            },
          },
        },
      }),
    ]);
    fillIn();
    submit();
    expect((await screen.findByTestId('invite-secret')).textContent).toBe('JBSWY3DPEHPK3PXQ');
    // The QR code is drawn as an SVG of modules: a real pattern, not an empty frame.
    const qr = screen.getByTestId('invite-qr');
    const path = qr.querySelector('svg path');
    expect(path?.getAttribute('d')?.length ?? 0).toBeGreaterThan(100);
    expect(screen.getByRole('link', { name: /sign in/i }).getAttribute('href')).toBe('/admin/login');
    expect(screen.queryByTestId('invite-form')).toBeNull();
  });

  it('shows a used or expired link (invite_invalid) as a clear message', async () => {
    renderInvite([acceptMock(refusal('BAD_USER_INPUT', { reason: 'invite_invalid' }))]);
    fillIn();
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain(INVITE_INVALID_MESSAGE);
  });

  it('shows the api’s password refusals by their code under the field', async () => {
    const fields = [{ field: 'input.password', code: 'common_password', message: 'Too common (api text)' }];
    renderInvite([
      acceptMock(refusal('BAD_USER_INPUT', { reason: 'invalid_input', fields }), {
        input: { ...input, password: 'password123' },
      }),
    ]);
    fillIn('password123');
    submit();
    expect(await screen.findByText(PASSWORD_COMMON)).toBeTruthy();
    expect(field(/^Password/).getAttribute('aria-invalid')).toBe('true');
  });

  it('says the page needs the mailed link when it has no token', () => {
    renderInvite([], '/admin/invite');
    expect(screen.getByRole('alert').textContent).toContain(NO_TOKEN_MESSAGE);
  });
});
