import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaffMeDocument } from '../../__generated__/admin/operations/StaffMe';
import { StaffSignOutDocument } from '../../__generated__/admin/operations/StaffSignOut';
import { type AnyMock, renderPage } from '../../test/render-page';
import { AdminRoutes } from '../AdminRoutes';

const me = { __typename: 'StaffMember', id: 's1', email: 'owner@sutra.in', name: 'Asha Rao', role: 'OWNER' };
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
