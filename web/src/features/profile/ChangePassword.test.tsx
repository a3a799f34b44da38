import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChangePasswordDocument } from '../../__generated__/operations/ChangePassword';
import { readToken, readUser } from '../../shared/session/session';
import { type AnyMock, fieldsRefusal, graphqlError, renderPage, viewer } from '../../test/render-page';
import { field, setupSettingsTests, type, user } from '../../test/settings-test-kit';
import { ChangePassword } from './ChangePassword';

setupSettingsTests();

describe('Change Password', () => {
  const input = { currentPassword: 'old-pass', newPassword: 'new-pass-1', confirmPassword: 'new-pass-1' };
  const changeMock = (answer: object, variables = input): AnyMock => ({
    request: { query: ChangePasswordDocument, variables: { input: variables } },
    delay: 0,
    ...answer,
  });

  function openForm(mocks: AnyMock[] = []) {
    renderPage(<ChangePassword />, { mocks });
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    return screen.getByRole('form', { name: 'Change Password' });
  }
  const fill = (form: HTMLElement, values: Partial<typeof input>) => {
    if (values.currentPassword !== undefined) type(field(form, /^Current Password/), values.currentPassword);
    if (values.newPassword !== undefined) type(field(form, /^New Password/), values.newPassword);
    if (values.confirmPassword !== undefined) type(field(form, /^Re-enter New Password/), values.confirmPassword);
  };
  const save = (form: HTMLElement) => fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

  it("says 'User not found in localStorage' without a stored user", () => {
    window.localStorage.clear();
    const form = openForm();
    fill(form, input);
    save(form);
    expect(within(form).getByRole('alert').textContent).toBe('User not found in localStorage');
  });

  it("says 'Please fill in all fields' when the new or re-entered password is empty, not checking the current one", () => {
    const form = openForm();
    fill(form, { newPassword: 'new-pass-1' });
    save(form);
    expect(within(form).getByRole('alert').textContent).toBe('Please fill in all fields');
    fill(form, { newPassword: '', confirmPassword: 'new-pass-1' });
    save(form);
    expect(within(form).getByRole('alert').textContent).toBe('Please fill in all fields');
  });

  it('sends an empty current password to the server, which answers for it', async () => {
    const form = openForm([
      changeMock(
        {
          result: fieldsRefusal('Invalid request. password: Current password is required', [
            { field: 'input.currentPassword', code: 'required', message: 'Current password is required' },
          ]),
        },
        { ...input, currentPassword: '' },
      ),
    ]);
    fill(form, { newPassword: input.newPassword, confirmPassword: input.confirmPassword });
    save(form);
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('Current password is required'));
  });

  it('shows the server’s message, or else Something went wrong', async () => {
    const form = openForm([changeMock({ result: graphqlError('Current password is incorrect') })]);
    fill(form, input);
    save(form);
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('Current password is incorrect'));
  });

  it("answers 'Something went wrong' when the call fails", async () => {
    const form = openForm([changeMock({ error: new TypeError('Failed to fetch') })]);
    fill(form, input);
    save(form);
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('Something went wrong'));
    expect(readToken()).toBe('jwt-1');
  });

  it('stores the new token the server answers, closing the form', async () => {
    const form = openForm([
      changeMock({
        result: {
          data: { __typename: 'Mutation', changePassword: { __typename: 'AuthPayload', token: 'jwt-2', viewer } },
        },
      }),
    ]);
    fill(form, input);
    save(form);
    await waitFor(() => expect(readToken()).toBe('jwt-2'));
    expect(readUser()).toEqual(user);
    expect(screen.queryByRole('form', { name: 'Change Password' })).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Your password has been changed');
  });

  it('Close folds the form away and forgets what was typed', () => {
    const form = openForm();
    fill(form, input);
    fireEvent.click(within(form).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('form', { name: 'Change Password' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(field(screen.getByRole('form', { name: 'Change Password' }), /^Current Password/).value).toBe('');
  });
});
