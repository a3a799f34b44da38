import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaffMeDocument } from '../../__generated__/admin/operations/StaffMe';
import { StaffSignOutDocument } from '../../__generated__/admin/operations/StaffSignOut';
import { type AnyMock, renderPage } from '../../test/render-page';
import { AdminRoutes } from '../AdminRoutes';

const OWNER_PERMISSIONS = [
  'catalogue:read',
  'catalogue:write',
  'stock:write',
  'homepage:write',
  'coupons:write',
  'orders:read',
  'orders:write',
  'customers:read',
  'staff:manage',
  'audit:read',
];
const me = {
  __typename: 'StaffMember',
  id: 's1',
  email: 'owner@sutra.in',
  name: 'Asha Rao',
  role: 'OWNER',
  permissions: OWNER_PERMISSIONS,
};
const meMock = (answer: object): AnyMock => ({ request: { query: StaffMeDocument }, ...answer });
const signedIn = meMock({ result: { data: { __typename: 'Query', me } } });

function renderAdmin(mocks: AnyMock[], route = '/admin') {
  return renderPage(<AdminRoutes />, { mocks, route, path: '/*' });
}

afterEach(() => vi.restoreAllMocks());

describe('the admin layout', () => {
  it('shows who is signed in, with the sections and sign-out', async () => {
    renderAdmin([signedIn]);
    expect((await screen.findByTestId('admin-signed-in-as')).textContent).toBe('Asha Rao · Owner');
    expect(screen.getByTestId('admin-home-who').textContent).toBe('Signed in as owner@sutra.in (owner).');
    expect(screen.getByRole('navigation', { name: 'Admin sections' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('shows each section only to a role that holds its permission', async () => {
    const sections = async () =>
      within(await screen.findByRole('navigation', { name: 'Admin sections' }))
        .getAllByRole('link')
        .map((link) => link.textContent);
    const view = renderAdmin([signedIn]);
    expect(await sections()).toEqual([
      'Home',
      'Orders',
      'Returns',
      'Payouts',
      'Customers',
      'Inbox',
      'Products',
      'Homepage',
      'Coupons',
      'Categories',
      'Staff',
      'Audit log',
    ]);
    view.unmount();

    const catalogue = {
      ...me,
      role: 'CATALOGUE',
      permissions: OWNER_PERMISSIONS.filter((p) => /^(catalogue|stock|homepage|coupons)/.test(p)),
    };
    renderAdmin([meMock({ result: { data: { __typename: 'Query', me: catalogue } } })]);
    expect(await sections()).toEqual(['Home', 'Products', 'Homepage', 'Coupons', 'Categories']);
  });

  it('sends a visitor without a session to the sign-in page', async () => {
    const guest = meMock({
      result: { errors: [new GraphQLError('Please sign in', { extensions: { code: 'UNAUTHENTICATED' } })] },
    });
    renderAdmin([guest], '/admin/anything');
    expect(await screen.findByTestId('admin-login-form')).toBeTruthy();
  });

  it('signs out and leaves for the sign-in page', async () => {
    const go = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const signOut = {
      request: { query: StaffSignOutDocument },
      result: { data: { __typename: 'Mutation', signOut: true } },
    };
    renderAdmin([signedIn, signOut]);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/admin/login'));
  });
});
