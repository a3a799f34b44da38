import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { AccountSettingsDocument } from '../__generated__/operations/AccountSettings';
import AccountSettingsPage from '../features/profile/AccountSettingsPage';
import { saveSession } from '../shared/session/session';
import { jaipur } from './addresses';
import { type AnyMock, renderPage, viewer } from './render-page';

/** Account Settings' test kit: the buyer, two saved addresses, the page's answers and its regions. */
export const user = { _id: viewer.id, name: viewer.name, email: viewer.email, contactNumber: viewer.contactNumber };

export { jaipur };
export const pune = {
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

export type Address = typeof jaipur;
export const me = (addresses: Address[] = []) => ({
  ...viewer,
  mobile: null,
  defaultAddress: addresses[0] ?? null,
  addresses,
});

export const settingsMock = (addresses: Address[] = []): AnyMock => ({
  request: { query: AccountSettingsDocument },
  result: { data: { __typename: 'Query', me: me(addresses) } },
  delay: 0,
});
/** The Jaipur address's fields as a form holds them (no type name, no default flag). */
export const { __typename: _, isDefault: __, ...jaipurFields } = jaipur;
export const asInput = (a: Address, isDefault: boolean) => {
  const { __typename, isDefault: _d, ...fields } = a;
  return { ...fields, isDefault };
};

export const region = (name: string) => screen.getByRole('region', { name });
export const field = (scope: HTMLElement, label: RegExp) =>
  within(scope).getByLabelText(label, { selector: 'input, select' }) as HTMLInputElement;
export const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

export function renderSettings(mocks: AnyMock[]) {
  return renderPage(<AccountSettingsPage />, { mocks, route: '/profile/account', path: '/profile/account' });
}

/** Each test starts with the buyer signed in and nothing else stored. Call at the top of a test file. */
export function setupSettingsTests(): void {
  beforeEach(() => {
    window.localStorage.clear();
    saveSession('jwt-1', user);
  });
  afterEach(() => {
    window.localStorage.clear();
    vi.restoreAllMocks();
  });
}
