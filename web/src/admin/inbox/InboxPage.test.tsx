import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminInboxDocument } from '../../__generated__/admin/operations/AdminInbox';
import { ReplyToInboxItemDocument } from '../../__generated__/admin/operations/ReplyToInboxItem';
import { SetReviewHiddenDocument } from '../../__generated__/admin/operations/SetReviewHidden';
import { type AnyMock, renderPage } from '../../test/render-page';
import { InboxPage } from './InboxPage';
import { readInboxFilters } from './inbox-filters';

const item = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'InboxItem',
  id: 'i1',
  kind: 'CONTACT',
  buyerId: 'b1',
  name: 'Dev Asker',
  email: 'dev@example.in',
  text: 'Do you ship to Leh?',
  title: null,
  rating: null,
  productId: null,
  productName: null,
  hidden: false,
  handledAt: null,
  handledBy: null,
  reply: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
const listMock = (variables: object, nodes: object[]): AnyMock => ({
  request: { query: AdminInboxDocument, variables },
  result: {
    data: {
      inbox: {
        __typename: 'InboxConnection',
        nodes,
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      },
    },
  },
});
const renderInbox = (mocks: AnyMock[], route = '/admin/inbox') =>
  renderPage(<InboxPage />, { mocks, route, path: '/admin/inbox' });

describe('the inbox page', () => {
  it('lists waiting items and sends a reply, which then shows in place of the form', async () => {
    const replied = item({
      handledAt: '2026-11-21T10:00:00.000Z',
      handledBy: 'Asha',
      reply: { __typename: 'InboxReply', text: 'Yes, in 7 to 9 days.', at: '2026-11-21T10:00:00.000Z', by: 'Asha' },
    });
    const replyMock: AnyMock = {
      request: {
        query: ReplyToInboxItemDocument,
        variables: { kind: 'CONTACT', id: 'i1', text: 'Yes, in 7 to 9 days.' },
      },
      result: { data: { replyToInboxItem: replied } },
    };
    renderInbox([listMock({ kind: null, state: 'WAITING' }, [item()]), replyMock]);
    const row = await screen.findByTestId('inbox-item');
    expect(within(row).getByText('Do you ship to Leh?')).toBeTruthy();
    fireEvent.change(within(row).getByLabelText(/Reply by mail to dev@example.in/), {
      target: { value: 'Yes, in 7 to 9 days.' },
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Send reply' }));
    expect((await within(row).findByTestId('inbox-reply')).textContent).toContain('Yes, in 7 to 9 days.');
    expect(within(row).getByText('Handled')).toBeTruthy();
  });

  it('hides a review from the store', async () => {
    const review = item({
      id: 'r1',
      kind: 'REVIEW',
      title: 'Too short',
      rating: 1,
      productId: 'p1',
      productName: 'Kurta',
    });
    const hideMock: AnyMock = {
      request: { query: SetReviewHiddenDocument, variables: { id: 'r1', hidden: true } },
      result: { data: { setReviewHidden: { ...review, hidden: true } } },
    };
    renderInbox([listMock({ kind: 'REVIEW', state: null }, [review]), hideMock], '/admin/inbox?kind=review&state=all');
    const row = await screen.findByTestId('inbox-item');
    expect(within(row).getByText('1 ★ · Too short · Kurta')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Hide from the store' }));
    expect(await within(row).findByText('Hidden from the store')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Show in the store' })).toBeTruthy();
  });
});

describe('readInboxFilters', () => {
  it('reads waiting by default, and ignores a kind it does not know', () => {
    expect(readInboxFilters(new URLSearchParams(''))).toEqual({ kind: null, state: 'WAITING' });
    expect(readInboxFilters(new URLSearchParams('kind=feedback&state=handled'))).toEqual({
      kind: 'FEEDBACK',
      state: 'HANDLED',
    });
    expect(readInboxFilters(new URLSearchParams('kind=spam&state=all'))).toEqual({ kind: null, state: null });
  });
});
