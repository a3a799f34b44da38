import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountSettingsDocument } from '../../__generated__/operations/AccountSettings';
import { ChangePasswordDocument } from '../../__generated__/operations/ChangePassword';
import { UpdateAddressesDocument } from '../../__generated__/operations/UpdateAddresses';
import { UpdateProfileDocument } from '../../__generated__/operations/UpdateProfile';
import { readToken, readUser, saveSession } from '../accounts/session';
import { type AnyMock, fieldsRefusal, graphqlError, renderPage, viewer } from '../accounts/test-utils';
import AccountSettingsPage from './AccountSettingsPage';
import { ChangePassword } from './ChangePassword';
import { INDIAN_STATES, INDIAN_UNION_TERRITORIES } from './indian-states';

const user = { _id: viewer.id, name: viewer.name, email: viewer.email, contactNumber: viewer.contactNumber };

const jaipur = {
  __typename: 'Address' as const,
  fullName: 'Arjun Mehta',
  mobile: '9829012345',
  add1: '22 MI Road',
  add2: 'Second floor',
  landmark: 'Near Panch Batti',
  state: 'Rajasthan',
  city: 'Jaipur',
  pincode: '302001',
  isDefault: true,
};
const pune = {
  ...jaipur,
  fullName: 'Office',
  add1: '4 FC Road',
  add2: '',
  landmark: '',
  state: 'Maharashtra',
  city: 'Pune',
  pincode: '411004',
  isDefault: false,
};

type Address = typeof jaipur;
const me = (addresses: Address[] = []) => ({ ...viewer, defaultAddress: addresses[0] ?? null, addresses });

const settingsMock = (addresses: Address[] = []): AnyMock => ({
  request: { query: AccountSettingsDocument },
  result: { data: { __typename: 'Query', me: me(addresses) } },
  delay: 0,
});
const { __typename: _, isDefault: __, ...rest } = jaipur;
const asInput = (a: Address, isDefault: boolean) => {
  const { __typename, isDefault: _d, ...fields } = a;
  return { ...fields, isDefault };
};

const region = (name: string) => screen.getByRole('region', { name });
const field = (scope: HTMLElement, label: RegExp) =>
  within(scope).getByLabelText(label, { selector: 'input, select' }) as HTMLInputElement;
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

function renderSettings(mocks: AnyMock[]) {
  return renderPage(<AccountSettingsPage />, { mocks, route: '/profile/account', path: '/profile/account' });
}

beforeEach(() => {
  window.localStorage.clear();
  saveSession('jwt-1', user);
});
afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
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
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Profile update failed', new Error('Update failed - no response data')),
    );
    expect(readUser()).toEqual(user);
  });
});

describe('Delivery Address', () => {
  const edited = { ...jaipur, add1: '23 MI Road', pincode: '302002' };
  const updateMock = (addresses: object[], answer: object): AnyMock => ({
    request: { query: UpdateAddressesDocument, variables: { addresses } },
    delay: 0,
    ...answer,
  });

  async function openEditor(addresses: Address[], mocks: AnyMock[]) {
    renderSettings([settingsMock(addresses), ...mocks]);
    const section = await screen.findByRole('region', { name: 'Delivery Address' });
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: 'Edit Info' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(within(section).getByRole('button', { name: 'Edit Info' }));
    return section;
  }

  it('edits every field of the address, the state from India’s states and union territories', async () => {
    const section = await openEditor([jaipur], []);
    expect(field(section, /^Full Name/).value).toBe(rest.fullName);
    expect(field(section, /^Landmark \(optional\)/).value).toBe(rest.landmark);
    const state = field(section, /^State/) as unknown as HTMLSelectElement;
    expect(state.value).toBe('Rajasthan');
    const options = [...state.options].map((o) => o.value).filter(Boolean);
    expect(options).toEqual([...INDIAN_STATES, ...INDIAN_UNION_TERRITORIES]);
    expect(options).toHaveLength(36);
  });

  it('saves the edited address first, keeping the other saved ones', async () => {
    const section = await openEditor(
      [jaipur, pune],
      [
        updateMock([asInput(edited, true), asInput(pune, false)], {
          result: {
            data: {
              __typename: 'Mutation',
              updateAddresses: {
                __typename: 'Viewer',
                id: viewer.id,
                defaultAddress: edited,
                addresses: [edited, pune],
              },
            },
          },
        }),
      ],
    );
    type(field(section, /^Address Line 1/), '23 MI Road');
    type(field(section, /^Pincode/), '302002');
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(within(section).getByTestId('delivery-address').textContent).toContain('23 MI Road'));
    expect(within(section).getByRole('status').textContent).toBe('Your delivery address has been saved.');
  });

  it('shows the api’s validation messages under their fields', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const section = await openEditor(
      [],
      [
        updateMock(
          [
            {
              fullName: '',
              mobile: '98',
              add1: '',
              add2: '',
              landmark: '',
              state: '',
              city: '',
              pincode: '',
              isDefault: true,
            },
          ],
          {
            result: fieldsRefusal(
              'Invalid request. address.0.fullName: Full name is required; address.0.mobile: Mobile number must be a 10-digit Indian mobile number; address.0.pincode: Pincode is required',
              [
                { field: 'addresses.0.fullName', code: 'required', message: 'Full name is required' },
                {
                  field: 'addresses.0.mobile',
                  code: 'invalid_format',
                  message: 'Mobile number must be a 10-digit Indian mobile number',
                },
                { field: 'addresses.0.pincode', code: 'required', message: 'Pincode is required' },
              ],
            ),
          },
        ),
      ],
    );
    type(field(section, /^Mobile Number/), '98');
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Full name is required')).toBeTruthy();
    expect(within(section).getByText('Mobile number must be a 10-digit Indian mobile number')).toBeTruthy();
    expect(within(section).getByText('Pincode is required')).toBeTruthy();
    expect(field(section, /^Pincode/).getAttribute('aria-invalid')).toBe('true');
    expect(field(section, /^City/).getAttribute('aria-invalid')).toBeNull();
    // Editing a field clears its message.
    type(field(section, /^Pincode/), '3');
    expect(within(section).queryByText('Pincode is required')).toBeNull();
  });
});

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
