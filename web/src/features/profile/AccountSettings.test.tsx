import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AccountSettingsDocument } from '../../__generated__/operations/AccountSettings';
import { SaveOrderUpdatesDocument } from '../../__generated__/operations/SaveOrderUpdates';
import { UpdateProfileDocument } from '../../__generated__/operations/UpdateProfile';
import { readUser } from '../../shared/session/session';
import { type AnyMock, fieldsRefusal, graphqlError, viewer } from '../../test/render-page';

import {
  field,
  jaipur,
  pune,
  region,
  renderSettings,
  settingsMock,
  setupSettingsTests,
  type,
  user,
} from '../../test/settings-test-kit';
import { UpdateNoDataError } from './use-save-info';

setupSettingsTests();

describe('Order updates', () => {
  it('shows the saved choice and saves a tick at once', async () => {
    renderSettings([
      settingsMock([jaipur]),
      {
        request: { query: SaveOrderUpdatesDocument, variables: { whatsappUpdates: true } },
        result: { data: { updateProfile: { __typename: 'Viewer', id: viewer.id, whatsappUpdates: true } } },
      },
    ]);
    const box = (await within(await screen.findByTestId('order-updates')).findByRole('checkbox', {
      name: /Send me order updates on WhatsApp/,
    })) as HTMLInputElement;
    await waitFor(() => expect(box.disabled).toBe(false));
    expect(box.checked).toBe(false);
    expect(screen.getByTestId('order-updates').textContent).toContain('We text your order updates to your phone.');
    fireEvent.click(box);
    // The saved answer updates the viewer in the cache: the box and its words follow it.
    await waitFor(() =>
      expect(screen.getByTestId('order-updates').textContent).toContain('on WhatsApp, and by SMS if WhatsApp'),
    );
    expect(box.checked).toBe(true);
  });
});

describe('Account Settings', () => {
  it('shows My Information, the first saved address and Privacy', async () => {
    renderSettings([settingsMock([jaipur, pune])]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Settings' })).toBeTruthy();
    await waitFor(() => expect(within(region('Delivery Address')).getByTestId('delivery-address')).toBeTruthy());
    expect(within(region('My Information')).getByTestId('info-name').textContent).toBe(viewer.name);
    expect(within(region('My Information')).getByTestId('info-email').textContent).toBe(viewer.email);
    const address = within(region('Delivery Address')).getByTestId('delivery-address');
    expect(address.textContent).toContain('22 MI Road, Second floor');
    expect(address.textContent).toContain('Jaipur, Rajasthan 302001');
    expect(address.textContent).not.toContain('Pune');
    expect(within(region('Privacy')).getByRole('button', { name: 'Change Password' })).toBeTruthy();
  });

  it("says 'No address saved yet' without one", async () => {
    renderSettings([settingsMock([])]);
    expect(
      await within(await screen.findByRole('region', { name: 'Delivery Address' })).findByText('No address saved yet'),
    ).toBeTruthy();
  });

  it('falls back to the stored user, logging the failure, when the account cannot be loaded', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSettings([
      { request: { query: AccountSettingsDocument }, error: new TypeError('Failed to fetch'), delay: 0 },
    ]);
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(within(region('My Information')).getByTestId('info-name').textContent).toBe(viewer.name);
    expect(within(region('Delivery Address')).getByRole('button', { name: 'Edit Info' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('My Information', () => {
  const changed = { name: 'Arjun S. Mehta', email: 'arjun.s@example.com', currentPassword: 'my-password' };
  const updateMock = (answer: object, input: object = changed): AnyMock => ({
    request: { query: UpdateProfileDocument, variables: { input } },
    delay: 0,
    ...answer,
  });

  async function openEditor(mocks: AnyMock[]) {
    renderSettings([settingsMock(), ...mocks]);
    const info = await screen.findByRole('region', { name: 'My Information' });
    await waitFor(() =>
      expect(within(info).getByRole('button', { name: 'Edit Info' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(within(info).getByRole('button', { name: 'Edit Info' }));
    return info;
  }

  it('requires name and email', async () => {
    const info = await openEditor([]);
    expect(field(info, /^Name/).value).toBe(viewer.name);
    type(field(info, /^Name/), ' ');
    type(field(info, /^Email/), '');
    fireEvent.click(within(info).getByRole('button', { name: 'Save' }));
    expect(within(info).getByText('Name is required')).toBeTruthy();
    expect(within(info).getByText('Email is required')).toBeTruthy();
  });

  it('asks for the current password only while the email would change, and requires it then', async () => {
    const info = await openEditor([]);
    expect(within(info).queryByLabelText(/^Current password/)).toBeNull();
    type(field(info, /^Email/), viewer.email.toUpperCase());
    expect(within(info).queryByLabelText(/^Current password/)).toBeNull();
    type(field(info, /^Email/), 'arjun.s@example.com');
    expect(within(info).getByText('Needed to change your email. We will let your old address know.')).toBeTruthy();
    fireEvent.click(within(info).getByRole('button', { name: 'Save' }));
    expect(within(info).getByText('Current password is required')).toBeTruthy();
  });

  it('saves a new name alone without asking for the password', async () => {
    const info = await openEditor([
      updateMock(
        { result: { data: { __typename: 'Mutation', updateProfile: { ...viewer, name: 'Arjun S. Mehta' } } } },
        { name: 'Arjun S. Mehta', email: viewer.email },
      ),
    ]);
    type(field(info, /^Name/), 'Arjun S. Mehta');
    fireEvent.click(within(info).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(info).getByTestId('info-name').textContent).toBe('Arjun S. Mehta'));
  });

  it('saves, showing the new values and updating the stored user', async () => {
    const info = await openEditor([
      updateMock({
        result: {
          data: {
            __typename: 'Mutation',
            updateProfile: { ...viewer, name: 'Arjun S. Mehta', email: 'arjun.s@example.com' },
          },
        },
      }),
    ]);
    type(field(info, /^Name/), 'Arjun S. Mehta');
    type(field(info, /^Email/), 'arjun.s@example.com');
    type(field(info, /^Current password/), 'my-password');
    fireEvent.click(within(info).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(info).getByTestId('info-name').textContent).toBe('Arjun S. Mehta'));
    expect(readUser()).toEqual({ ...user, name: 'Arjun S. Mehta', email: 'arjun.s@example.com' });
  });

  it('shows the server’s refusal and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const info = await openEditor([
      updateMock({ result: graphqlError('This email is already used by another account.') }),
    ]);
    type(field(info, /^Name/), 'Arjun S. Mehta');
    type(field(info, /^Email/), 'arjun.s@example.com');
    type(field(info, /^Current password/), 'my-password');
    fireEvent.click(within(info).getByRole('button', { name: 'Save' }));
    expect((await within(info).findByRole('alert')).textContent).toBe('This email is already used by another account.');
    expect(logged).toHaveBeenCalled();
    expect(readUser()).toEqual(user);
  });

  it('puts a taken email under the Email field, by the field the server names', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const taken = 'This email is already used by another account.';
    const info = await openEditor([
      updateMock({ result: fieldsRefusal(taken, [{ field: 'input.email', code: 'taken', message: taken }]) }),
    ]);
    type(field(info, /^Name/), 'Arjun S. Mehta');
    type(field(info, /^Email/), 'arjun.s@example.com');
    type(field(info, /^Current password/), 'my-password');
    fireEvent.click(within(info).getByRole('button', { name: 'Save' }));
    expect(await within(info).findByText(taken)).toBeTruthy();
    expect(field(info, /^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(field(info, /^Name/).getAttribute('aria-invalid')).toBeNull();
    expect(within(info).queryByRole('alert')).toBeNull();
  });

  it("throws 'Update failed - no response data' for an empty answer, and logs it", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const info = await openEditor([updateMock({ result: { data: null } })]);
    type(field(info, /^Name/), 'Arjun S. Mehta');
    type(field(info, /^Email/), 'arjun.s@example.com');
    type(field(info, /^Current password/), 'my-password');
    fireEvent.click(within(info).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Profile update failed', new UpdateNoDataError()));
    expect(within(info).getByRole('alert').textContent).toBe('Update failed - no response data');
    expect(readUser()).toEqual(user);
  });

  it('tells an empty answer by its kind, never by its text: any other failure is Something went wrong', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const info = await openEditor([updateMock({ error: new Error('Update failed - no response data') })]);
    type(field(info, /^Name/), 'Arjun S. Mehta');
    type(field(info, /^Email/), 'arjun.s@example.com');
    type(field(info, /^Current password/), 'my-password');
    fireEvent.click(within(info).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(info).getByRole('alert').textContent).toBe('Something went wrong'));
  });
});
