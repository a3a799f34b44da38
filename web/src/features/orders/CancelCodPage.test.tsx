import { fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CancelCodOrderDocument } from '../../__generated__/operations/CancelCodOrder';
import { type AnyMock, renderPage } from '../../test/render-page';
import CancelCodPage, { ALREADY_CANCELLED, ALREADY_CONFIRMED, CANCEL_LINK_INVALID } from './CancelCodPage';

const route = '/orders/cancel-cod?order=o1&token=1764300000.sig';
const answer = (result: object): AnyMock => ({
  request: { query: CancelCodOrderDocument, variables: { orderId: 'o1', token: '1764300000.sig' } },
  result,
});
const refusal = (code: string, reason: string) => ({
  errors: [new GraphQLError('no', { extensions: { code, reason } })],
});
const open = (mocks: AnyMock[], at = route) =>
  renderPage(<CancelCodPage />, { mocks, route: at, path: '/orders/cancel-cod' });
const press = () => fireEvent.click(screen.getByRole('button', { name: 'Cancel my order' }));

describe('the texted cancelling link', () => {
  it('cancels nothing until the buyer presses the button, then says so', async () => {
    open([answer({ data: { cancelCodOrder: { __typename: 'CodCancellationPayload', orderNumber: '1764' } } })]);
    expect(screen.queryByTestId('cod-cancelled')).toBeNull();
    press();
    expect((await screen.findByTestId('cod-cancelled')).textContent).toContain('Order 1764 is cancelled');
  });

  it.each([
    ['BAD_USER_INPUT', 'cod_link_invalid', CANCEL_LINK_INVALID],
    ['CONFLICT', 'cod_already_confirmed', ALREADY_CONFIRMED],
    ['CONFLICT', 'already_dispatched', ALREADY_CONFIRMED],
    ['CONFLICT', 'already_cancelled', ALREADY_CANCELLED],
  ])('answers %s %s in its own words', async (code, reason, words) => {
    open([answer(refusal(code, reason))]);
    press();
    expect((await screen.findByRole('alert')).textContent).toBe(words);
  });

  it('offers nothing to press without a link', () => {
    open([], '/orders/cancel-cod');
    expect((screen.getByRole('button', { name: 'Cancel my order' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe(CANCEL_LINK_INVALID);
  });
});
