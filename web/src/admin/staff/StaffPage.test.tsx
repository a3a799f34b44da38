import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ChangeStaffRoleDocument } from '../../__generated__/admin/operations/ChangeStaffRole';
import { InviteStaffDocument } from '../../__generated__/admin/operations/InviteStaff';
import { RevokeStaffSessionsDocument } from '../../__generated__/admin/operations/RevokeStaffSessions';
import { SetStaffDisabledDocument } from '../../__generated__/admin/operations/SetStaffDisabled';
import { StaffMembersDocument } from '../../__generated__/admin/operations/StaffMembers';
import { type AnyMock, renderPage } from '../../test/render-page';
import { EMAIL_SHAPE, StaffPage } from './StaffPage';
import { EMAIL_TAKEN, LAST_OWNER, OWNER_ONLY } from './staff-messages';

const owner = {
  __typename: 'StaffMember',
  id: 's1',
  email: 'owner@sutra.in',
  name: 'Meera',
  role: 'OWNER',
  disabled: false,
};
const clerk = {
  __typename: 'StaffMember',
  id: 's2',
  email: 'ravi@sutra.in',
  name: 'Ravi',
  role: 'CATALOGUE',
  disabled: false,
};

const listMock = (members = [owner, clerk]): AnyMock => ({
  request: { query: StaffMembersDocument },
  result: { data: { staffMembers: members } },
});
const refusal = (code: string, extensions: Record<string, unknown> = {}) => ({
  result: { errors: [new GraphQLError('Refused by the api', { extensions: { code, ...extensions } })] },
});

const renderStaff = (mocks: AnyMock[]) =>
  renderPage(<StaffPage />, { mocks, route: '/admin/staff', path: '/admin/staff' });
const memberRow = async (name: string) =>
  (await screen.findAllByTestId('staff-member')).find((row) => row.textContent?.includes(name)) as HTMLElement;

describe('the staff page', () => {
  it('lists every member with their email, role and whether they are active', async () => {
    renderStaff([listMock([owner, { ...clerk, disabled: true }])]);
    const ravi = await memberRow('Ravi');
    expect(ravi.textContent).toContain('ravi@sutra.in');
    expect(ravi.textContent).toContain('Disabled');
    expect((within(ravi).getByLabelText('Role of Ravi') as HTMLSelectElement).value).toBe('CATALOGUE');
    expect((await memberRow('Meera')).textContent).toContain('Active');
  });

  it('shows another role the api’s refusal as the owner’s alone', async () => {
    renderStaff([{ request: { query: StaffMembersDocument }, ...refusal('FORBIDDEN', { reason: 'staff_forbidden' }) }]);
    expect((await screen.findByRole('alert')).textContent).toContain(OWNER_ONLY);
    expect(screen.queryByRole('form', { name: 'Invite staff' })).toBeNull();
  });

  it('invites by email and role, checking the email first and showing the api’s email_taken', async () => {
    renderStaff([
      listMock(),
      {
        request: { query: InviteStaffDocument, variables: { input: { email: 'asha@sutra.in', role: 'ORDERS' } } },
        result: {
          data: {
            inviteStaff: {
              __typename: 'StaffInvite',
              id: 'i1',
              email: 'asha@sutra.in',
              role: 'ORDERS',
              expiresAt: '2026-11-30T00:00:00Z',
            },
          },
        },
      },
      {
        request: { query: InviteStaffDocument, variables: { input: { email: 'ravi@sutra.in', role: 'CATALOGUE' } } },
        ...refusal('CONFLICT', { reason: 'email_taken' }),
      },
    ]);
    await memberRow('Ravi');
    const form = screen.getByRole('form', { name: 'Invite staff' });
    const email = within(form).getByLabelText(/^Email/, { selector: 'input' });
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText(EMAIL_SHAPE)).toBeTruthy();

    fireEvent.change(email, { target: { value: 'asha@sutra.in' } });
    fireEvent.change(within(form).getByLabelText('Role'), { target: { value: 'ORDERS' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByRole('status')).textContent).toContain('Invitation mailed to asha@sutra.in');

    fireEvent.change(email, { target: { value: 'ravi@sutra.in' } });
    fireEvent.change(within(form).getByLabelText('Role'), { target: { value: 'CATALOGUE' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByRole('alert')).textContent).toContain(EMAIL_TAKEN);
  });

  it('changes a role, and names the api’s last_owner refusal', async () => {
    renderStaff([
      listMock(),
      {
        request: { query: ChangeStaffRoleDocument, variables: { id: 's2', role: 'ORDERS' } },
        result: { data: { changeStaffRole: { ...clerk, role: 'ORDERS' } } },
      },
      {
        request: { query: ChangeStaffRoleDocument, variables: { id: 's1', role: 'CATALOGUE' } },
        ...refusal('CONFLICT', { reason: 'last_owner' }),
      },
    ]);
    fireEvent.change(within(await memberRow('Ravi')).getByLabelText('Role of Ravi'), { target: { value: 'ORDERS' } });
    expect((await screen.findByRole('status')).textContent).toContain('Ravi is now orders');
    fireEvent.change(within(await memberRow('Meera')).getByLabelText('Role of Meera'), {
      target: { value: 'CATALOGUE' },
    });
    expect((await screen.findByRole('alert')).textContent).toContain(LAST_OWNER);
  });

  it('disables a member and ends their sessions', async () => {
    renderStaff([
      listMock(),
      {
        request: { query: SetStaffDisabledDocument, variables: { id: 's2', disabled: true } },
        result: { data: { setStaffDisabled: { ...clerk, disabled: true } } },
      },
      {
        request: { query: RevokeStaffSessionsDocument, variables: { id: 's2' } },
        result: { data: { revokeStaffSessions: true } },
      },
    ]);
    const ravi = await memberRow('Ravi');
    fireEvent.click(within(ravi).getByRole('button', { name: 'Disable Ravi' }));
    expect(await within(ravi).findByRole('button', { name: 'Enable Ravi' })).toBeTruthy();
    expect(ravi.textContent).toContain('Disabled');
    fireEvent.click(within(ravi).getByRole('button', { name: 'End sessions' }));
    expect(await screen.findByText("Ravi's sessions have ended.")).toBeTruthy();
  });
});
