import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TaxDocumentFieldsFragment } from '../../__generated__/graphql';
import { OrderInvoiceDocument } from '../../__generated__/operations/OrderInvoice';
import { saveSession } from '../../shared/session/session';
import { BUYER_ID, cartMocks } from '../../test/cart-fixtures';
import { renderStore } from '../../test/render';
import OrderInvoicePage, { INVOICE_NOT_FOUND } from './OrderInvoicePage';

configure({ asyncUtilTimeout: 5000 });

const party = (state: string, stateCode: string | null) => ({
  __typename: 'InvoiceParty' as const,
  name: 'Karthik Iyer',
  addressLines: ['Flat 702, Prestige Lakeside Habitat', 'Bengaluru, Karnataka 560087'],
  state,
  stateCode,
  gstin: null,
});

// A ₹2,199 pair of chinos delivered to Karnataka: 5 % IGST, as the api issued it.
const document = (kind: 'INVOICE' | 'CREDIT_NOTE', number: string): TaxDocumentFieldsFragment => ({
  __typename: 'Invoice',
  kind,
  number,
  issuedAt: '2026-11-25T10:00:00.000Z',
  orderNumber: '1794892269457',
  orderPlacedAt: '2026-11-25T10:00:00.000Z',
  seller: {
    __typename: 'InvoiceSeller',
    name: 'Sutra Menswear Private Limited',
    addressLines: ['Sutra Atelier, 21 Prithviraj Road, C-Scheme', 'Jaipur, Rajasthan 302001'],
    state: 'Rajasthan',
    stateCode: '08',
    gstin: '08AAKCS4821M1ZW',
    pan: 'AAKCS4821M',
    email: 'care@sutra.in',
    phone: '+91 98290 41414',
  },
  billTo: party('Karnataka', '29'),
  shipTo: party('Karnataka', '29'),
  placeOfSupply: { __typename: 'PlaceOfSupply', state: 'Karnataka', stateCode: '29' },
  supply: 'INTER_STATE',
  lines: [
    {
      __typename: 'InvoiceLine',
      isCharge: false,
      description: 'Stone Cotton Chinos',
      detail: 'Size: 34',
      hsn: '6203',
      quantity: 1,
      unitPrice: 2199,
      discount: 0,
      gstRate: 5,
      taxableValue: 2094.29,
      cgst: 0,
      sgst: 0,
      igst: 104.71,
      total: 2199,
    },
  ],
  hsnSummary: [
    {
      __typename: 'InvoiceHsnRow',
      hsn: '6203',
      gstRate: 5,
      quantity: 1,
      taxableValue: 2094.29,
      cgst: 0,
      sgst: 0,
      igst: 104.71,
    },
  ],
  totals: {
    __typename: 'InvoiceTotals',
    taxableValue: 2094.29,
    cgst: 0,
    sgst: 0,
    igst: 104.71,
    total: 2199,
    roundOff: 0,
    payable: 2199,
  },
  amountInWords: 'Rupees Two Thousand One Hundred Ninety-Nine Only',
  payment: 'Prepaid online (Razorpay)',
  creditsInvoiceNumber: kind === 'CREDIT_NOTE' ? 'SUT/26-27/000007' : null,
  reason: kind === 'CREDIT_NOTE' ? 'Order cancelled' : null,
  pdfUrl: `/orders/o-1/${kind === 'CREDIT_NOTE' ? 'credit-note' : 'invoice'}.pdf`,
});

const answer = (creditNote: boolean, found = true) => ({
  request: { query: OrderInvoiceDocument, variables: { id: 'o-1' } },
  result: {
    data: {
      __typename: 'Query' as const,
      order: found
        ? {
            __typename: 'Order' as const,
            id: 'o-1',
            orderNumber: '1794892269457',
            invoice: {
              ...document('INVOICE', 'SUT/26-27/000007'),
              creditNote: creditNote ? document('CREDIT_NOTE', 'CN/26-27/000001') : null,
            },
          }
        : null,
    },
  },
  delay: 0,
});

const bag = { ...cartMocks.bag(0), maxUsageCount: Number.POSITIVE_INFINITY };
const renderInvoice = (mock: ReturnType<typeof answer>) =>
  renderStore(<OrderInvoicePage />, { mocks: [bag, mock], route: '/orders/o-1/invoice', path: '/orders/:id/invoice' });

beforeEach(() => {
  window.localStorage.clear();
  saveSession('jwt-1', { _id: BUYER_ID, name: 'Karthik Iyer', email: 'karthik@example.com' });
});
afterEach(() => window.localStorage.clear());

describe('an order’s tax invoice page', () => {
  it('prints the issued invoice: number, seller GSTIN, IGST to Karnataka, amount in words, and the PDF link', async () => {
    renderInvoice(answer(false));
    const invoice = await screen.findByTestId('tax-invoice');
    expect(within(invoice).getByRole('heading', { level: 1, name: 'Tax Invoice' })).toBeTruthy();
    expect(within(invoice).getByTestId('document-number').textContent).toBe('SUT/26-27/000007');
    expect(within(invoice).getByTestId('seller-gstin').textContent).toBe('08AAKCS4821M1ZW');
    expect(within(invoice).getByTestId('place-of-supply').textContent).toBe('29 – Karnataka');
    expect(within(invoice).getByTestId('total-igst').textContent).toBe('₹104.71');
    expect(within(invoice).queryByTestId('total-cgst')).toBeNull();
    expect(within(invoice).getByTestId('invoice-total').textContent).toBe('₹2,199.00');
    expect(within(invoice).getByTestId('amount-in-words').textContent).toBe(
      'Amount in words: Rupees Two Thousand One Hundred Ninety-Nine Only',
    );
    expect(screen.getByTestId('invoice-pdf-link').getAttribute('href')).toBe('/orders/o-1/invoice.pdf');
    expect(screen.queryByTestId('credit-note')).toBeNull();
  });

  it('shows the credit note below the invoice when the order was cancelled', async () => {
    renderInvoice(answer(true));
    const note = await screen.findByTestId('credit-note');
    expect(within(note).getByRole('heading', { level: 2, name: 'Credit Note' })).toBeTruthy();
    expect(within(note).getByTestId('document-number').textContent).toBe('CN/26-27/000001');
    expect(note.textContent).toContain('SUT/26-27/000007');
    expect(note.textContent).toContain('Order cancelled');
    expect(screen.getByTestId('credit-note-pdf-link').getAttribute('href')).toBe('/orders/o-1/credit-note.pdf');
  });

  it('says there is no invoice for an order that is not the buyer’s', async () => {
    renderInvoice(answer(false, false));
    expect((await screen.findByRole('alert')).textContent).toBe(INVOICE_NOT_FOUND);
    expect(screen.getByRole('link', { name: '< My Orders' }).getAttribute('href')).toBe('/profile/orders');
  });
});
