import { type InvoiceDocument, invoiceLayout, layoutRows } from '@sutra/rules';
import { CREDIT_NOTE_DOCUMENT, INTRA_STATE_DOCUMENT } from '@sutra/rules/test-invoices';
import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TaxDocumentFieldsFragment } from '../../__generated__/graphql';
import { OrderInvoiceDocument } from '../../__generated__/operations/OrderInvoice';
import { inr } from '../../shared/money/format-money';
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
      unitPrice: inr(219_900),
      discount: inr(0),
      gstRateBp: 500,
      taxableValue: inr(209_429),
      cgst: inr(0),
      sgst: inr(0),
      igst: inr(10_471),
      total: inr(219_900),
    },
  ],
  hsnSummary: [
    {
      __typename: 'InvoiceHsnRow',
      hsn: '6203',
      gstRateBp: 500,
      quantity: 1,
      taxableValue: inr(209_429),
      cgst: inr(0),
      sgst: inr(0),
      igst: inr(10_471),
    },
  ],
  totals: {
    __typename: 'InvoiceTotals',
    taxableValue: inr(209_429),
    cgst: inr(0),
    sgst: inr(0),
    igst: inr(10_471),
    total: inr(219_900),
    roundOff: inr(0),
    payable: inr(219_900),
  },
  amountInWords: 'Rupees Two Thousand One Hundred Ninety-Nine Only',
  payment: 'Prepaid online (Razorpay)',
  couponCode: null,
  couponDiscount: inr(0),
  membershipPointsUsed: 0,
  membershipPointsValue: inr(0),
  creditsInvoiceNumber: kind === 'CREDIT_NOTE' ? 'SUT/26-27/000007' : null,
  creditsInvoiceIssuedAt: kind === 'CREDIT_NOTE' ? '2026-11-25T10:00:00.000Z' : null,
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

/** An issued document as the gateway answers it: its paise as Money, rates in basis points, the party as stored. */
function answered(d: InvoiceDocument): TaxDocumentFieldsFragment {
  const party = (p: InvoiceDocument['billTo']) => ({ __typename: 'InvoiceParty' as const, ...p });
  const taxes = (t: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number }) => ({
    taxableValue: inr(t.taxablePaise),
    cgst: inr(t.cgstPaise),
    sgst: inr(t.sgstPaise),
    igst: inr(t.igstPaise),
  });
  return {
    __typename: 'Invoice',
    kind: d.kind === 'credit-note' ? 'CREDIT_NOTE' : 'INVOICE',
    number: d.number,
    issuedAt: d.issuedAt,
    orderNumber: d.order.number,
    orderPlacedAt: d.order.placedAt,
    seller: { __typename: 'InvoiceSeller', ...d.seller },
    billTo: party(d.billTo),
    shipTo: party(d.shipTo),
    placeOfSupply: { __typename: 'PlaceOfSupply', ...d.placeOfSupply },
    supply: d.supply === 'intra-state' ? 'INTRA_STATE' : 'INTER_STATE',
    lines: d.lines.map((l) => ({
      __typename: 'InvoiceLine',
      isCharge: l.kind === 'charge',
      description: l.description,
      detail: l.detail,
      hsn: l.hsn,
      quantity: l.quantity,
      unitPrice: inr(l.unitPricePaise),
      discount: inr(l.discountPaise),
      gstRateBp: l.rateBp,
      ...taxes(l),
      total: inr(l.totalPaise),
    })),
    hsnSummary: d.hsn.map((r) => ({
      __typename: 'InvoiceHsnRow',
      hsn: r.hsn,
      gstRateBp: r.rateBp,
      quantity: r.quantity,
      ...taxes(r),
    })),
    totals: {
      __typename: 'InvoiceTotals',
      ...taxes(d.totals),
      total: inr(d.totals.totalPaise),
      roundOff: inr(d.totals.roundOffPaise),
      payable: inr(d.totals.payablePaise),
    },
    amountInWords: d.amountInWords,
    payment: d.payment.label,
    couponCode: d.reductions.couponCode,
    couponDiscount: inr(d.reductions.discountPaise),
    membershipPointsUsed: d.reductions.pointsUsed,
    membershipPointsValue: inr(d.reductions.pointsOffPaise),
    creditsInvoiceNumber: d.creditsInvoice?.number ?? null,
    creditsInvoiceIssuedAt: d.creditsInvoice?.issuedAt ?? null,
    reason: d.reason,
    pdfUrl: '/orders/o-42/invoice.pdf',
  };
}

/** Text as a reader meets it, whatever the layout's line breaks and the page's elements: no white space. */
const squashed = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, '');

describe('the invoice page and the PDF print one layout', () => {
  it('draws every row the shared layout decides for an issued invoice, with its credit note (the PDF draws the same)', async () => {
    const credit = answered(CREDIT_NOTE_DOCUMENT);
    renderInvoice({
      ...answer(true),
      result: {
        data: {
          __typename: 'Query' as const,
          order: {
            __typename: 'Order' as const,
            id: 'o-1',
            orderNumber: INTRA_STATE_DOCUMENT.order.number,
            invoice: { ...answered(INTRA_STATE_DOCUMENT), creditNote: credit },
          },
        },
      },
    });
    const invoice = squashed((await screen.findByTestId('tax-invoice')).textContent);
    const note = squashed(screen.getByTestId('credit-note').textContent);
    for (const [page, document] of [
      [invoice, INTRA_STATE_DOCUMENT],
      [note, CREDIT_NOTE_DOCUMENT],
    ] as const) {
      const missing = layoutRows(invoiceLayout(document, '₹')).filter((row) => !page.includes(squashed(row)));
      expect(missing).toEqual([]);
    }
    // What the rows hold, for the record: the suit's line and the document's total.
    expect(invoice).toContain(squashed('1 Navy Wool Suit Navy · 40'));
    expect(screen.getAllByTestId('invoice-total')[0]?.textContent).toBe('₹16,716.00');
  });
});
