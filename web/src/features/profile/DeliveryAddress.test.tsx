import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UpdateAddressesDocument } from '../../__generated__/operations/UpdateAddresses';
import { type AnyMock, fieldsRefusal, viewer } from '../../test/render-page';
import {
  type Address,
  asInput,
  field,
  jaipur,
  jaipurFields,
  pune,
  renderSettings,
  settingsMock,
  setupSettingsTests,
  type,
} from '../../test/settings-test-kit';
import { INDIAN_STATES, INDIAN_UNION_TERRITORIES } from './indian-states';

setupSettingsTests();

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
    expect(field(section, /^Full Name/).value).toBe(jaipurFields.fullName);
    expect(field(section, /^Landmark \(optional\)/).value).toBe(jaipurFields.landmark);
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

  it('says an empty answer is one, and any other failure (whatever its text) Something went wrong', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const input = [asInput(edited, true)];
    const section = await openEditor(
      [jaipur],
      [
        updateMock(input, { result: { data: null } }),
        updateMock(input, { error: new Error('Update failed - no response data') }),
      ],
    );
    type(field(section, /^Address Line 1/), '23 MI Road');
    type(field(section, /^Pincode/), '302002');
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Save' })));
    await waitFor(() =>
      expect(within(section).getByRole('alert').textContent).toBe('Update failed - no response data'),
    );
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(within(section).getByRole('alert').textContent).toBe('Something went wrong'));
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
