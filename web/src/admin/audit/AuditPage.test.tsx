import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuditLogDocument } from '../../__generated__/admin/operations/AuditLog';
import { StaffMembersDocument } from '../../__generated__/admin/operations/StaffMembers';
import { type AnyMock, renderPage } from '../../test/render-page';
import { AUDIT_OWNER_ONLY, AuditPage } from './AuditPage';

const staff = { __typename: 'AuditStaff', id: 's1', name: 'Meera', email: 'owner@sutra.in' };
const entry = (id: string, action: string, before: object | null, after: object | null) => ({
  __typename: 'AuditEntry',
  id,
  createdAt: '2026-11-20T10:00:00.000Z',
  staff,
  action,
  entity: action.split('.')[0],
  entityId: `e-${id}`,
  before: before && JSON.stringify(before),
  after: after && JSON.stringify(after),
});
const page = (nodes: object[], endCursor: string | null) => ({
  data: {
    auditLog: {
      __typename: 'AuditConnection',
      nodes,
      pageInfo: { __typename: 'PageInfo', hasNextPage: endCursor !== null, endCursor },
    },
  },
});
const auditMock = (variables: object, result: object): AnyMock => ({
  request: { query: AuditLogDocument, variables },
  result,
});
const membersMock: AnyMock = {
  request: { query: StaffMembersDocument },
  result: {
    data: {
      staffMembers: [
        { __typename: 'StaffMember', id: 's1', email: 'owner@sutra.in', name: 'Meera', role: 'OWNER', disabled: false },
      ],
    },
  },
  maxUsageCount: 5,
};

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

const renderAudit = (mocks: AnyMock[], route = '/admin/audit') =>
  renderPage(
    <>
      <AuditPage />
      <Where />
    </>,
    { mocks: [membersMock, ...mocks], route, path: '/admin/audit' },
  );

describe('the audit log page', () => {
  it('shows each entry with only the keys it changed, before and after', async () => {
    renderAudit([
      auditMock(
        { filter: {} },
        page(
          [
            entry(
              '1',
              'product.update',
              { name: 'Linen', price: 129900, version: 1 },
              { name: 'Linen', price: 99900, version: 2 },
            ),
          ],
          null,
        ),
      ),
    ]);
    const [row] = await screen.findAllByTestId('audit-entry');
    expect(row?.textContent).toContain('product.update');
    expect(row?.textContent).toContain('Meera');
    const changes = within(row as HTMLElement)
      .getAllByTestId('audit-change')
      .map((c) => c.textContent);
    expect(changes).toEqual(['price129900 → 99900', 'version1 → 2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('keeps the filters in the URL and asks the api with them, a day range ending at its day’s end', async () => {
    renderAudit(
      [
        auditMock(
          {
            filter: {
              action: 'staff.invite',
              from: new Date(2026, 10, 1).toISOString(),
              to: new Date(2026, 10, 3).toISOString(),
            },
          },
          page([entry('7', 'staff.invite', null, { email: 'asha@sutra.in', role: 'catalogue' })], null),
        ),
        auditMock({ filter: { action: 'staff.invite', entity: 'staff' } }, page([], null)),
      ],
      '/admin/audit?action=staff.invite&from=2026-11-01&to=2026-11-02',
    );
    const [row] = await screen.findAllByTestId('audit-entry');
    expect(row?.textContent).toContain('staff.invite');
    const form = screen.getByRole('form', { name: 'Audit filters' });
    expect((within(form).getByLabelText(/^Action/) as HTMLInputElement).value).toBe('staff.invite');

    fireEvent.change(within(form).getByLabelText(/^From/), { target: { value: '' } });
    fireEvent.change(within(form).getByLabelText(/^To/), { target: { value: '' } });
    fireEvent.change(within(form).getByLabelText(/^Entity \(/), { target: { value: 'staff' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Filter' }));
    expect(screen.getByTestId('where').textContent).toBe('/admin/audit?action=staff.invite&entity=staff');
    expect(await screen.findByText('No entries match.')).toBeTruthy();
  });

  it('keeps what the owner typed when the list arrives after the typing', async () => {
    renderAudit([{ ...auditMock({ filter: {} }, page([entry('3', 'coupon.end', null, null)], null)), delay: 50 }]);
    const form = screen.getByRole('form', { name: 'Audit filters' });
    fireEvent.change(within(form).getByLabelText(/^Action/), { target: { value: 'staff.invite' } });
    await screen.findAllByTestId('audit-entry');
    expect((within(form).getByLabelText(/^Action/) as HTMLInputElement).value).toBe('staff.invite');
  });

  it('loads the next page by the api’s cursor and adds it below', async () => {
    renderAudit([
      auditMock({ filter: {} }, page([entry('2', 'coupon.end', null, null)], 'cursor-1')),
      auditMock({ filter: {}, after: 'cursor-1' }, page([entry('1', 'coupon.create', null, { code: 'DIWALI' })], null)),
    ]);
    await screen.findAllByTestId('audit-entry');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(/coupon\.create/)).toBeTruthy();
    expect(screen.getAllByTestId('audit-entry').map((r) => r.textContent?.slice(0, 10))).toEqual([
      'coupon.end',
      'coupon.cre',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows another role the api’s refusal', async () => {
    renderAudit([
      {
        request: { query: AuditLogDocument, variables: { filter: {} } },
        result: { errors: [new GraphQLError('no', { extensions: { code: 'FORBIDDEN', reason: 'staff_forbidden' } })] },
      },
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain(AUDIT_OWNER_ONLY);
  });
});
