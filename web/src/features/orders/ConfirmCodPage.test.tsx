import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfirmCodOrderDocument } from '../../__generated__/operations/ConfirmCodOrder';
import { type AnyMock, graphqlError, renderPage } from '../../test/render-page';
import ConfirmCodPage, { LINK_INVALID, ORDER_CANCELLED } from './ConfirmCodPage';

const route = '/orders/confirm-cod?order=o1&token=1764300000.sig';
const answer = (result: object): AnyMock => ({
  request: { query: ConfirmCodOrderDocument, variables: { orderId: 'o1', token: '1764300000.sig' } },
  result,
});
const open = (mocks: AnyMock[], at = route) =>
  renderPage(<ConfirmCodPage />, { mocks, route: at, path: '/orders/confirm-cod' });

describe('the mailed confirmation link', () => {
  it('confirms nothing until the buyer presses the button, then says so', async () => {
    open([
      answer({
        data: { confirmCodOrder: { __typename: 'CodConfirmationPayload', orderNumber: '1764', confirmedNow: true } },
      }),
    ]);
    expect(screen.queryByTestId('cod-confirmed')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my order' }));
    expect((await screen.findByTestId('cod-confirmed')).textContent).toContain('order 1764 is confirmed');
  });

  it('says when the link is forged or expired, and when the order was cancelled', async () => {
    const view = open([answer(graphqlError('no', 'BAD_USER_INPUT'))]);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my order' }));
    expect((await screen.findByRole('alert')).textContent).toBe(LINK_INVALID);
    view.unmount();
    open([answer(graphqlError('no', 'CONFLICT'))]);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my order' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ORDER_CANCELLED);
  });

  it('offers nothing to press without a link', () => {
    open([], '/orders/confirm-cod');
    expect((screen.getByRole('button', { name: 'Confirm my order' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe(LINK_INVALID);
  });
});
